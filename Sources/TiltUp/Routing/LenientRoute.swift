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
            problem = Self.describe(error, readingFrom: decoder)
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

    /// Why a route could not be read from `decoder`, in one sentence without its final period: for a case
    /// this version of the app lacks, its name (`no route aRouteThisVersionLacks in AppRoute`), not the
    /// decoder's words.
    static func describe(_ error: any Error, readingFrom decoder: any Decoder) -> String {
        // Swift's own decoding of an enum finds no key of its cases there: a type mismatch at an object of one key.
        if case .typeMismatch(_, let context) = error as? DecodingError, let shape = try? DecodedShape(from: decoder),
            case .object(let keys, _)? = shape.value(at: context.codingPath.dropFirst(decoder.codingPath.count)), keys.count == 1
        {
            return "no route \(keys[0]) in \(Route.self) (a route this version of the app lacks)"
        }
        return describe(error)
    }

    /// Why something could not be read, in one sentence without its final period.
    static func describe(_ error: any Error) -> String {
        let text: String
        switch error as? DecodingError {
        case .dataCorrupted(let context)?, .keyNotFound(_, let context)?, .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            text = context.debugDescription
        default:
            text = "\(error)"
        }
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}

/// The shape of what a decoder holds: objects with their keys, arrays, and values; to name the case of a
/// route that could not be read.
indirect enum DecodedShape: Decodable {
    case object([String], [String: DecodedShape])
    case array([DecodedShape])
    case value

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [String: DecodedShape] = [:]
            for key in keyed.allKeys {
                members[key.stringValue] = (try? keyed.decode(DecodedShape.self, forKey: key)) ?? .value
            }
            self = .object(keyed.allKeys.map(\.stringValue), members)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [DecodedShape] = []
            while !unkeyed.isAtEnd {
                guard let element = try? unkeyed.decode(DecodedShape.self) else { break }
                elements.append(element)
            }
            self = .array(elements)
        } else {
            self = .value
        }
    }

    /// What is at `path` below this, if anything.
    func value(at path: some Collection<any CodingKey>) -> DecodedShape? {
        var current = self
        for key in path {
            switch current {
            case .object(_, let members):
                guard let next = members[key.stringValue] else { return nil }
                current = next
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                current = elements[index]
            case .value:
                return nil
            }
        }
        return current
    }
}

/// Any key of a keyed container, to read the names a decoder holds.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}
