import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// The routes of a pantry app with short links, and of a table whose first step is a text value.
private enum PantryRoute: Hashable {
    case pantry, shopping
    case search(String)
    case item(id: Int)
    case user(String)
    case name(String)
}

/// What a table writes reads back as the same path, or is refused with the reason; a URL from outside
/// is read one documented way.
@MainActor
@Suite struct RouteURLRoundTripTests {
    private static func userTable() -> RouteURLTable<PantryRoute> {
        var table = RouteURLTable<PantryRoute>(scheme: "myapp")
        table.add("users/:name", { .user($0) }, { if case .user(let name) = $0 { name } else { nil } })
        table.add("search?q=:text", { .search($0) }, { if case .search(let text) = $0 { text } else { nil } })
        return table
    }

    private static func nameTable() -> RouteURLTable<PantryRoute> {
        var table = RouteURLTable<PantryRoute>(scheme: "myapp")
        table.add(":name", { .name($0) }, { if case .name(let name) = $0 { name } else { nil } })
        return table
    }

    /// Writes `path`, and reads the URL back: the same path, or the refusal.
    private func roundTrip(_ path: [PantryRoute], _ table: RouteURLTable<PantryRoute>) -> Result<[PantryRoute], RouteURLError> {
        table.url(for: path).flatMap { table.path(for: $0) }
    }

    @Test func anEmptyValueInAPathSegmentIsRefusedWhenWritten() {
        #expect(Self.userTable().url(for: [.user("")]) == .failure(.valueNotWritable("", in: "users/:name")))
        #expect(roundTrip([.search("")], Self.userTable()) == .success([.search("")]), "an empty query item reads back")
    }

    @Test func aTextValueInTheFirstStepOfACustomSchemeURLReadsBackAsItself() throws {
        let table = Self.nameTable()
        for name in ["a@b", "a:1", "A", "x y", "é", "a/b", ".", "..", "user@host:80", "orders"] {
            #expect(roundTrip([.name(name)], table) == .success([.name(name)]), "\(name)")
        }
        #expect(try table.url(for: [.name("a@b")]).get().absoluteString == "myapp:///a@b")
        #expect(try table.url(for: [.name("plain")]).get().absoluteString == "myapp://plain")
        #expect(table.url(for: [.name("")]) == .failure(.valueNotWritable("", in: ":name")))
    }

    @Test func aRepeatedQueryItemIsReadInOrderOneItemPerStep() throws {
        let table = Self.userTable()
        let url = try table.url(for: [.search("a"), .search("b")]).get()
        #expect(url.absoluteString == "myapp://search/search?q=a&q=b")
        #expect(table.path(for: url) == .success([.search("a"), .search("b")]))
        // From outside: the first step takes the first item, and items left over are ignored.
        #expect(table.path(for: URL(string: "myapp://search?q=a&q=b")!) == .success([.search("a")]))
        #expect(table.path(for: URL(string: "myapp://search/search?q=a")!) == .failure(.unknownSegment("search", at: 1)))
    }

    @Test func anIntegerIsReadOnlyInTheFormItIsWritten() {
        #expect(Int(urlText: "42") == 42)
        #expect(Int(urlText: "-7") == -7)
        #expect(Int(urlText: "0") == 0)
        for text in ["+42", "042", "-0", " 42", "4 2", "", "-"] {
            #expect(Int(urlText: text) == nil, "\(text)")
        }
        var table = RouteURLTable<PantryRoute>(scheme: "myapp")
        table.add("items/:id", { .item(id: $0) }, { if case .item(let id) = $0 { id } else { nil } })
        #expect(table.path(for: URL(string: "myapp://items/+42")!) == .failure(.malformedValue("+42", in: "items/:id")))
    }

    @Test func aURLThatAnEarlierEntryWouldReadFirstIsRefusedWhenWritten() {
        var table = RouteURLTable<PantryRoute>(scheme: "myapp")
        table.add("pantry", .pantry)
        table.add(":name", { .name($0) }, { if case .name(let name) = $0 { name } else { nil } })
        #expect(table.url(for: [.name("pantry")]) == .failure(.readsBackDifferently("myapp://pantry")))
        #expect(roundTrip([.name("pantries")], table) == .success([.name("pantries")]))
    }

    @Test func aValueTheRouteRefusesIsRefusedWhenWritten() {
        var table = RouteURLTable<PantryRoute>(scheme: "myapp")
        table.add("items/:id", { $0 > 0 ? .item(id: $0) : nil }, { if case .item(let id) = $0 { id } else { nil } })
        #expect(table.url(for: [.item(id: 0)]) == .failure(.valueNotWritable("0", in: "items/:id")))
    }

    @Test func aURLTooLongToReadBackIsRefusedWhenWritten() {
        var table = Self.userTable()
        table.maximumLength = 40
        #expect(table.url(for: [.user(String(repeating: "a", count: 60))]) == .failure(.tooLong(74)))
    }

    // MARK: Short links

    private static func pantryTable() -> RouteURLTable<PantryRoute> {
        var table = RouteURLTable<PantryRoute>(scheme: "pantry", hosts: ["pantry.example.com"])
        table.add("pantry", .pantry)
        table.add("shopping", .shopping)
        table.add("item/:id", implying: [.pantry], { .item(id: $0) }, { if case .item(let id) = $0 { id } else { nil } })
        return table
    }

    @Test func aShortLinkReadsWithTheStepsItsEntryImplies() {
        let table = Self.pantryTable()
        #expect(table.path(for: URL(string: "pantry://item/42")!) == .success([.pantry, .item(id: 42)]))
        #expect(table.path(for: URL(string: "https://pantry.example.com/item/42")!) == .success([.pantry, .item(id: 42)]))
        // Written in full, the implied steps are not added twice.
        #expect(table.path(for: URL(string: "pantry://pantry/item/42")!) == .success([.pantry, .item(id: 42)]))
        #expect(table.path(for: URL(string: "pantry://shopping/item/42")!) == .success([.shopping, .pantry, .item(id: 42)]))
    }

    @Test func theFullPathIsWrittenAsTheShortLinkAndReadsBack() throws {
        let table = Self.pantryTable()
        let url = try table.url(for: [.pantry, .item(id: 42)]).get()
        #expect(url.absoluteString == "pantry://item/42")
        #expect(table.path(for: url) == .success([.pantry, .item(id: 42)]))
        #expect(try table.url(for: [.pantry, .item(id: 42)], universal: true).get().absoluteString == "https://pantry.example.com/item/42")
    }

    @Test func aRouteWithoutTheStepsItsEntryImpliesIsRefusedWhenWritten() {
        let table = Self.pantryTable()
        #expect(table.url(for: [.item(id: 42)]) == .failure(.missingImpliedSteps("item(id: 42)", before: "pantry")))
        #expect(table.url(for: [.shopping, .item(id: 42)]) == .failure(.missingImpliedSteps("item(id: 42)", before: "pantry")))
    }

    @Test func aRouteWithoutItsImpliedStepsIsWrittenByALaterEntryThatHasIt() throws {
        var table = Self.pantryTable()
        table.add("items/:id", { .item(id: $0) }, { if case .item(let id) = $0 { id } else { nil } })
        let url = try table.url(for: [.shopping, .item(id: 42)]).get()
        #expect(url.absoluteString == "pantry://shopping/items/42")
        #expect(table.path(for: url) == .success([.shopping, .item(id: 42)]))
    }

    @Test func aPathWhoseShortLinkWouldReadBackShorterIsRefused() {
        // pantry, pantry, item: leaving the second pantry out reads back as one pantry.
        #expect(Self.pantryTable().url(for: [.pantry, .pantry, .item(id: 1)]) == .failure(.readsBackDifferently("pantry://pantry/item/1")))
    }

    // MARK: Every value

    /// Texts that are hard to carry in a URL: empty, reserved characters, non-ASCII, long.
    static let awkwardTexts = [
        "", " ", "a", "A", "@", ":", "a@b", "a:1", "/", "?", "#", "%", "%41", "+", "&", "=", "q=a&q=b", ".", "..", "...",
        "é", "😀", "e\u{301}", "中文", "tab\there", "line\nbreak", String(repeating: "x", count: 300), "orders", "search",
    ]

    @Test func everyRouteOfATableWithTextsAndNumbersRoundTripsOrIsRefusedNeverReadAsAnotherPath() {
        var table = RouteURLTable<PantryRoute>(scheme: "myapp", hosts: ["example.com"])
        table.add("pantry", .pantry)
        table.add("users/:name", { .user($0) }, { if case .user(let name) = $0 { name } else { nil } })
        table.add("search?q=:text", { .search($0) }, { if case .search(let text) = $0 { text } else { nil } })
        table.add("item/:id", implying: [.pantry], { .item(id: $0) }, { if case .item(let id) = $0 { id } else { nil } })
        table.add(":name", { .name($0) }, { if case .name(let name) = $0 { name } else { nil } })
        var routes: [PantryRoute] = [.pantry, .shopping]
        for text in Self.awkwardTexts {
            routes += [.name(text), .user(text), .search(text)]
        }
        for id in [0, 1, -1, 42, .max, .min] {
            routes.append(.item(id: id))
        }
        var generator = SplitMix64(seed: 31)
        var failures: [String] = []
        for _ in 0..<2_000 where failures.count < 5 {
            let path = (0..<Int.random(in: 0...4, using: &generator)).map { _ in routes.randomElement(using: &generator)! }
            for universal in [false, true] {
                switch table.url(for: path, universal: universal) {
                case .success(let url):
                    let back = table.path(for: url)
                    if back != .success(path) {
                        failures.append("\(path) was written as \(url.absoluteString), which reads back as \(back)")
                    }
                case .failure:
                    break  // refused, with a reason: never a URL that reads as something else
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Most paths are written: a refusal is for the cases the documentation names.
        #expect((try? table.url(for: [.pantry, .item(id: 3), .user("a b")]).get()) != nil)
        #expect((try? table.url(for: [.name("é"), .search("😀")]).get()) != nil)
        // `users/:name` comes before `:name`: a name "users" followed by a name would read as a user.
        #expect(table.url(for: [.name("users"), .name("x")]) == .failure(.readsBackDifferently("myapp://users/x")))
    }
}
