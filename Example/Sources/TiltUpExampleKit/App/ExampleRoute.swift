import Foundation

/// The example's destinations: the two tabs, the plan picker over Home, and one order in the Orders tab.
///
/// A deep link is a path of them from the tab bar: `tiltup://orders/2` is `[.orders, .order(2)]`.
public enum ExampleRoute: Hashable, Codable, Sendable {
    case home
    case plan
    case orders
    case order(Int)

    /// The path a `tiltup://` URL stands for, or `nil` when it is not one of the example's links.
    ///
    /// Parsing is the app's job, not TiltUp's: `tiltup://home`, `tiltup://home/plan`,
    /// `tiltup://orders` and `tiltup://orders/<number>`.
    public static func path(from url: URL) -> [ExampleRoute]? {
        guard url.scheme == "tiltup", let host = url.host else { return nil }
        let rest = url.pathComponents.filter { $0 != "/" }
        switch (host, rest.count) {
        case ("home", 0): return [.home]
        case ("home", 1) where rest[0] == "plan": return [.home, .plan]
        case ("orders", 0): return [.orders]
        case ("orders", 1):
            guard let number = Int(rest[0]), number > 0 else { return nil }
            return [.orders, .order(number)]
        default: return nil
        }
    }

    /// The links `help` lists.
    public static let sampleLinks = ["tiltup://home/plan", "tiltup://orders", "tiltup://orders/2"]
}
