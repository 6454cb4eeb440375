import Foundation
import TiltUp

/// The example's destinations: the two tabs, the plan picker over Home, and one order in the Orders tab.
///
/// A deep link is a path of them from the tab bar: `tiltup://orders/2` is `[.orders, .order(2)]`.
public enum ExampleRoute: Hashable, Codable, Sendable {
    case home
    case plan
    case orders
    case order(Int)

    /// The example's URL scheme, declared once: it reads `tiltup://home`, `tiltup://home/plan`,
    /// `tiltup://orders`, `tiltup://orders/<number>` and the same paths as universal links on
    /// `tiltup.example.com`, and writes the link of any path (`share`).
    @MainActor public static let urls: RouteURLTable<ExampleRoute> = {
        var table = RouteURLTable<ExampleRoute>(scheme: "tiltup", hosts: ["tiltup.example.com"])
        table.add("home", .home)
        table.add("plan", .plan)
        table.add("orders", .orders)
        table.add(":number", { $0 > 0 ? .order($0) : nil }, { if case .order(let number) = $0 { number } else { nil } })
        return table
    }()

    /// The path a `tiltup://` URL stands for, or `nil` when it is not one of the example's links.
    @MainActor public static func path(from url: URL) -> [ExampleRoute]? {
        try? urls.path(for: url).get()
    }

    /// The links `help` lists.
    public static let sampleLinks = ["tiltup://home/plan", "tiltup://orders", "tiltup://orders/2"]
}
