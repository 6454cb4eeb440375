/// An order shown on the Home screen; prices are in cents, so totals are exact.
public struct Order: Equatable, Sendable {
    public let name: String
    public let priceInCents: Int

    public init(name: String, priceInCents: Int) {
        self.name = name
        self.priceInCents = priceInCents
    }

    /// A price in cents as dollars: "$12.50".
    public static func format(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = abs(cents)
        let remainder = magnitude % 100
        return "\(sign)$\(magnitude / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
