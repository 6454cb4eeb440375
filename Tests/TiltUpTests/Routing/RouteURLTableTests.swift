import Foundation
import Testing
import TiltUp

/// The routes of a shop's URL scheme.
private enum LinkRoute: Hashable {
    case home, orders, receipt, settings
    case order(id: Int)
    case search(text: String)
    case customer(UUID)
    case note(String)
}

@MainActor
@Suite struct RouteURLTableTests {
    private let table: RouteURLTable<LinkRoute> = {
        var table = RouteURLTable<LinkRoute>(scheme: "shop", hosts: ["shop.example.com", "www.shop.example.com"])
        table.add("home", .home)
        table.add("orders", .orders)
        table.add(":id", { .order(id: $0) }, { if case .order(let id) = $0 { id } else { nil } })
        table.add("receipt", .receipt)
        table.add("settings", .settings)
        table.add("search?q=:text", { .search(text: $0) }, { if case .search(let text) = $0 { text } else { nil } })
        table.add("customers/:id", { .customer($0) }, { if case .customer(let id) = $0 { id } else { nil } })
        table.add("notes/:text", { .note($0) }, { if case .note(let text) = $0 { text } else { nil } })
        return table
    }()

    private func path(_ url: String) -> Result<[LinkRoute], RouteURLError> {
        table.path(for: URL(string: url)!)
    }

    @Test func aCustomSchemeURLCarriesItsFirstStepAsItsHost() {
        #expect(path("shop://orders/42/receipt") == .success([.orders, .order(id: 42), .receipt]))
        #expect(path("SHOP://orders") == .success([.orders]))
        #expect(path("shop://") == .success([]))
    }

    @Test func aUniversalLinkOnOneOfTheHostsCarriesEveryStepInItsPath() {
        #expect(path("https://shop.example.com/orders/42/receipt") == .success([.orders, .order(id: 42), .receipt]))
        #expect(path("https://WWW.shop.example.com/settings") == .success([.settings]))
        #expect(path("https://evil.example.com/orders") == .failure(.unknownHost("evil.example.com")))
        #expect(path("ftp://shop.example.com/orders") == .failure(.unknownScheme("ftp")))
    }

    @Test func queryItemsAndPercentEncodingAreRead() {
        #expect(path("shop://search?q=red%20shoes%26socks") == .success([.search(text: "red shoes&socks")]))
        #expect(path("shop://notes/a%2Fb%20c") == .success([.note("a/b c")]))
        let id = UUID()
        #expect(path("shop://customers/\(id.uuidString)") == .success([.customer(id)]))
    }

    @Test func everyURLGivesAPathOrATypedReason() {
        #expect(path("shop://orders/receipts") == .failure(.unknownSegment("receipts", at: 1)))
        #expect(path("shop://orders/12x") == .failure(.unknownSegment("12x", at: 1)))
        #expect(path("shop://orders/99999999999999999999999") == .failure(.unknownSegment("99999999999999999999999", at: 1)))
        #expect(path("shop://customers/not-a-uuid") == .failure(.malformedValue("not-a-uuid", in: "customers/:id")))
        #expect(path("shop://search") == .failure(.unknownSegment("search", at: 0)))
        #expect(path("myapp://orders") == .failure(.unknownScheme("myapp")))
    }

    @Test func anOverflowingIdIsMalformedWhenNoOtherEntryMatches() {
        var table = RouteURLTable<LinkRoute>(scheme: "shop")
        table.add("orders/:id", { .order(id: $0) }, { if case .order(let id) = $0 { id } else { nil } })
        #expect(
            table.path(for: URL(string: "shop://orders/9223372036854775808")!)
                == .failure(.malformedValue("9223372036854775808", in: "orders/:id")))
        #expect(table.path(for: URL(string: "shop://orders/9223372036854775807")!) == .success([.order(id: .max)]))
    }

    @Test func aHugeURLOrOneWithTooManyStepsIsRefusedInBoundedTime() {
        let huge = "shop://orders/" + String(repeating: "1", count: 1_000_000)
        #expect(path(huge) == .failure(.tooLong(huge.utf8.count)))
        let many = "shop://orders" + String(repeating: "/receipt", count: 200)
        #expect(path(many) == .failure(.tooManySteps(33)))
    }

    @Test func formattingThenParsingGivesBackTheSamePathForEveryRouteTheTableDeclares() throws {
        let routes: [LinkRoute] = [
            .home, .orders, .receipt, .settings, .order(id: 0), .order(id: -7), .order(id: .max), .order(id: .min),
            .search(text: "red shoes & socks = 100% + more #1 ?/é😀"), .search(text: ""), .customer(UUID()),
            .note("a/b;c?d#e%f g"), .note("é"),
        ]
        for route in routes {
            for path in [[route], [.orders, route], [route, .receipt]] {
                for universal in [false, true] {
                    let url = try table.url(for: path, universal: universal).get()
                    #expect(table.path(for: url) == .success(path), "\(url)")
                }
            }
        }
        #expect(try table.url(for: [.orders, .order(id: 42), .receipt]).get().absoluteString == "shop://orders/42/receipt")
        #expect(
            try table.url(for: [.orders, .order(id: 42)], universal: true).get().absoluteString == "https://shop.example.com/orders/42")
    }

    @Test func aPathWithAStepOutsideTheTableCannotBeWritten() {
        var table = RouteURLTable<LinkRoute>(scheme: "shop")
        table.add("orders", .orders)
        #expect(table.url(for: [.orders, .receipt]) == .failure(.routeNotInTable("receipt")))
    }

    @Test func malformedPatternsAreNotAdded() {
        var table = RouteURLTable<LinkRoute>(scheme: "shop")
        table.add(":id", .home)
        table.add("orders", { .order(id: $0) }, { if case .order(let id) = $0 { id } else { nil } })
        table.add("?q=:text", { .search(text: $0) }, { if case .search(let text) = $0 { text } else { nil } })
        #expect(table.url(for: [.home]) == .failure(.routeNotInTable("home")))
        #expect(table.path(for: URL(string: "shop://orders")!) == .failure(.unknownSegment("orders", at: 0)))
    }
}
