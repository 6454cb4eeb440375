// The part of the examples' context that needs XCTest (absent from Apple's SDKs here: the iOS check skips
// this file, and no iOS example is written in an XCTest test case).
import TiltUp
import XCTest

/// `self` in an example written in an XCTest test case (`expectation(description:)`, `func test...()`):
/// not isolated, as XCTestCase is.
class DocTestCase: XCTestCase {
    var viewModel: ShopViewModel! { docExampleValue() }
}
