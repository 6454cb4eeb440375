import Foundation
import TiltUp

/// The routes of a URL scheme of 50 patterns: 25 fixed sections, and 25 kinds of item with an id.
enum LinkRoute: Hashable {
    case section(Int)
    case item(Int, id: Int)
}

/// The 50 patterns as a table: `section<n>` and `item<n>/:id`.
@MainActor
func makeLinkTable() -> RouteURLTable<LinkRoute> {
    var table = RouteURLTable<LinkRoute>(scheme: "bench")
    for kind in 0..<25 {
        table.add("section\(kind)", .section(kind))
        table.add(
            "item\(kind)/:id", { .item(kind, id: $0) },
            { if case .item(kind, let id) = $0 { id } else { nil } })
    }
    return table
}

/// The same scheme read and written by hand, with a switch on each segment's name.
enum HandWrittenLinks {
    static func path(for url: URL) -> [LinkRoute]? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), components.scheme == "bench" else { return nil }
        var segments = components.path.split(separator: "/").map(String.init)
        if let host = components.host, !host.isEmpty {
            segments.insert(host, at: 0)
        }
        var path: [LinkRoute] = []
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            switch segment.prefix(while: { !$0.isNumber }) {
            case "section":
                guard let kind = Int(segment.dropFirst(7)), (0..<25).contains(kind) else { return nil }
                path.append(.section(kind))
                index += 1
            case "item":
                guard let kind = Int(segment.dropFirst(4)), (0..<25).contains(kind), index + 1 < segments.count,
                    let id = Int(segments[index + 1])
                else { return nil }
                path.append(.item(kind, id: id))
                index += 2
            default:
                return nil
            }
        }
        return path
    }

    static func url(for path: [LinkRoute]) -> URL? {
        let segments = path.map { route in
            switch route {
            case .section(let kind): "section\(kind)"
            case .item(let kind, let id): "item\(kind)/\(id)"
            }
        }
        return URL(string: "bench://" + segments.joined(separator: "/"))
    }
}

@MainActor
func urlRows() -> [Row] {
    let rounds = quick ? 2_000 : 20_000
    let table = makeLinkTable()
    let url = URL(string: "bench://item24/42/section12/item3/7")!
    precondition((try? table.path(for: url).get()) == HandWrittenLinks.path(for: url))
    let tableCost = nanosecondsPerOperation(operations: rounds) {
        for _ in 0..<rounds {
            let path = try! table.path(for: opaque(url)).get()
            blackHole(try! table.url(for: path).get())
        }
    }
    let handCost = nanosecondsPerOperation(operations: rounds) {
        for _ in 0..<rounds {
            let path = HandWrittenLinks.path(for: opaque(url))!
            blackHole(HandWrittenLinks.url(for: path)!)
        }
    }
    return [
        Row(
            operation: "read + write a 3-step URL, table of 50 patterns", nanoseconds: tableCost,
            baseline: "a hand-written switch doing the same", baselineNanoseconds: handCost)
    ]
}
