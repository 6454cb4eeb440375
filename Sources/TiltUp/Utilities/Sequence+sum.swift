extension Sequence {
    /// Adds up `transform` applied to each element; `.zero` for an empty sequence.
    ///
    /// ```swift
    /// let total = orders.sum(\.price)           // a key path
    /// let rounded = prices.sum { $0.rounded() } // a closure
    /// ```
    ///
    /// - Parameter transform: the value of each element to add.
    /// - Returns: the total.
    /// - Throws: what `transform` throws.
    @inlinable
    public func sum<Result: AdditiveArithmetic>(_ transform: (Element) throws -> Result) rethrows -> Result {
        var total = Result.zero
        for element in self {
            total += try transform(element)
        }
        return total
    }
}

extension Sequence where Element: AdditiveArithmetic {
    /// Adds up the elements; `.zero` for an empty sequence.
    ///
    /// ```swift
    /// [1, -2, 3, -4].sum() // -2
    /// ```
    ///
    /// - Returns: the total.
    @inlinable
    public func sum() -> Element {
        var total = Element.zero
        for element in self {
            total += element
        }
        return total
    }
}
