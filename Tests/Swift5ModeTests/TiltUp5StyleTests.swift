import Foundation
import TiltUp
import TiltUpTest
import XCTest

#if canImport(UIKit)
import UIKit
#endif

// Compiled in Swift 5 language mode, written the way TiltUp 5's own tests were: a plain, nonisolated
// XCTestCase that calls the main-actor API from synchronous test methods. The API is marked
// `@preconcurrency`, so this compiles without an error (and, in Swift 5 mode, without a warning), while
// Swift 6 clients keep full checking. XCTest runs these methods on the main thread.
final class TiltUp5StyleTests: XCTestCase {
    enum Fruit: String, CaseIterable, SingleSelectionableRow {
        case apple, banana, cherry

        var singleSelectionableRow: SingleSelection.Row {
            SingleSelection.Row(title: rawValue.capitalized)
        }
    }

    struct Order {
        let items: Int
        let priceInCents: Int
    }

    static func makeScreen() -> Screen {
        #if canImport(UIKit)
        UIViewController()
        #else
        NSObject()
        #endif
    }

    func testSingleSelectionConfirmsTheSelectedRow() {
        let viewModel = SingleSelectionViewModel(rows: Fruit.allCases, navTitle: "Fruit")
        var confirmed: Fruit?
        var enabled: [Bool] = []
        viewModel.viewObservers.confirmButtonEnabled = { enabled.append($0) }
        viewModel.coordinatorObservers.tappedConfirm = { confirmed = $0 }
        viewModel.start()
        viewModel.selectRow(at: IndexPath(row: 1, section: 0))
        viewModel.tappedConfirm()
        XCTAssertEqual(confirmed, .banana)
        XCTAssertEqual(enabled, [false, true])
        XCTAssertEqual(viewModel.numberOfRows(inSection: 0), 3)
    }

    func testSumHelpers() {
        let orders = [Order(items: 2, priceInCents: 500), Order(items: 1, priceInCents: 250)]
        XCTAssertEqual(orders.sum(\.items), 3)
        XCTAssertEqual(orders.sum { $0.priceInCents }, 750)
        XCTAssertEqual([1.5, 2.5].sum(), 4)
    }

    func requireNotNil<T>(_ value: T?, file: StaticString = #filePath, line: UInt = #line) throws -> T {
        guard let value else {
            throw UnexpectedNilError(expectedType: T.self, file: file, line: line)
        }
        return value
    }

    func testUnexpectedNilErrorFromAHelperOfOurOwn() throws {
        let missing: Int? = nil
        XCTAssertThrowsError(try requireNotNil(missing)) { error in
            let unexpectedNil = error as? UnexpectedNilError
            XCTAssertTrue(unexpectedNil?.expectedType == Int.self)
            XCTAssertEqual(unexpectedNil?.line, #line - 3)
        }
        XCTAssertEqual(try assertUnwrap(Optional(3)), 3)
    }

    func testACoordinatorIsRetainedWhileItsScreenIsUp() {
        let appCoordinator = TestAppCoordinator()
        let coordinator = Coordinator(appCoordinator: appCoordinator)
        appCoordinator.router.push(Self.makeScreen(), retaining: coordinator, animated: false)
        XCTAssertTrue(appCoordinator.containsCoordinator(coordinator))
        appCoordinator.router.removeAll(animated: false)
        XCTAssertFalse(appCoordinator.containsCoordinator(coordinator))
    }
}

/// TiltUp 5's names of the single-choice list's actions still compile, deprecated: this function is
/// deprecated itself so that calling them here warns no one; it is never called.
@available(*, deprecated, message: "uses the earlier names on purpose, to check that they compile")
@MainActor
func usesTheEarlierSingleSelectionNames(_ viewModel: SingleSelectionViewModel<TiltUp5StyleTests.Fruit>) {
    viewModel.selectedRow(at: IndexPath(row: 0, section: 0))
    viewModel.tappedConfirmButton()
    viewModel.tappedCancelButton()
}

// The migration article's advice for an app's own types, compiled in Swift 5 mode as it says: a
// `@preconcurrency @MainActor` view model that a TiltUp 5-style test calls synchronously.
// docs-twin: Sources/TiltUp/TiltUp.docc/MigratingFromTiltUp5.md
@preconcurrency @MainActor
final class CounterViewModel {
    let viewObservers = BaseViewObservers()
    private(set) var count = 0

    func increment() {
        count += 1
    }
}

// A TiltUp 5-style test, in a Swift 5 mode test target: it still compiles.
final class CounterViewModelTests: XCTestCase {
    func testIncrementCounts() {
        let viewModel = CounterViewModel()
        viewModel.increment()
        XCTAssertEqual(viewModel.count, 1)
    }
}
// docs-twin-end
