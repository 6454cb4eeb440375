import XCTest

extension XCTestCase {
    /// Waits for `expectations` with a one-second timeout: `wait(for:timeout:)` with TiltUp's default.
    ///
    /// ```swift
    /// let refreshed = expectation(description: "Refreshed items")
    /// viewModel.viewObservers.reloadData = { refreshed.fulfill() }
    /// viewModel.refresh()
    /// wait(for: [refreshed])
    /// ```
    public func wait(for expectations: [XCTestExpectation]) {
        wait(for: expectations, timeout: 1.0)
    }
}
