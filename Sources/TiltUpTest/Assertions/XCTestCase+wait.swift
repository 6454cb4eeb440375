import XCTest

extension XCTestCase {
    /// Waits for `expectations` with a one-second timeout: `wait(for:timeout:)` with TiltUp's default.
    ///
    /// For synchronous test methods; in an async test, `await` picks the overload that suspends.
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

    /// Waits, suspending, for `expectations` with a one-second timeout: `fulfillment(of:timeout:)` with
    /// TiltUp's default. For async test methods.
    ///
    /// ```swift
    /// let refreshed = expectation(description: "Refreshed items")
    /// viewModel.viewObservers.reloadData = { refreshed.fulfill() }
    /// viewModel.refresh()
    /// await wait(for: [refreshed])
    /// ```
    @preconcurrency @MainActor
    public func wait(for expectations: [XCTestExpectation]) async {
        await fulfillment(of: expectations, timeout: 1.0)
    }
}
