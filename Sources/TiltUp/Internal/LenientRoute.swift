/// A route read on its own: `nil`, with why, when this version of the app cannot read it. What saved
/// navigation is decoded through, so that one unreadable route does not make the whole file unreadable.
struct LenientRoute<Route: Decodable>: Decodable {
    let route: Route?
    let problem: String?

    init(from decoder: any Decoder) throws {
        do {
            route = try Route(from: decoder)
            problem = nil
        } catch {
            route = nil
            problem = Self.describe(error)
        }
    }

    /// The paths kept up to their first unreadable route, empty background paths left out, and, for each
    /// path cut short, the step that could not be read and why.
    static func readablePaths(background: [[LenientRoute]], foreground: [LenientRoute]) -> (
        background: [[Route]], foreground: [Route], unreadable: [String]
    ) {
        var unreadable: [String] = []
        func readable(_ path: [LenientRoute], _ name: String) -> [Route] {
            let kept = path.prefix { $0.route != nil }.compactMap(\.route)
            if kept.count < path.count, let problem = path[kept.count].problem {
                unreadable.append("\(name), step \(kept.count + 1) of \(path.count): \(problem)")
            }
            return kept
        }
        let readBackground = background.enumerated().map { readable($1, "background path \($0 + 1)") }.filter { !$0.isEmpty }
        let readForeground = readable(foreground, "foreground")
        return (readBackground, readForeground, unreadable)
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
