import Foundation
import Testing

#if canImport(Combine)
import Combine
#endif

/// Records every value an observer closure receives, so a test can assert the whole history.
///
/// Hand its ``observer`` to a view model's observer closure, drive the view model, then check the
/// history, not only the last value:
///
/// ```swift
/// let submitButtonEnabled = TestObserver<Bool>()
/// viewModel.viewObservers.submitButtonEnabled = submitButtonEnabled.observer
///
/// viewModel.viewDidLoad()
/// viewModel.nameChanged("Lisa")
/// viewModel.emailChanged("lisa@rules.com")
/// viewModel.passwordChanged("password123")
/// submitButtonEnabled.assertValues([false, true])
/// ```
///
/// Values may arrive from any thread, and the assertions may be called from any thread too. An
/// assertion that fails off the test's task (in a callback on another queue, in a detached task) is
/// kept, and recorded as a failure of the Swift Testing test the observer was made in at the next chance
/// on that test's task: its next call of a TiltUpTest helper, or, at the latest, when the observer is
/// released. Under XCTest it is recorded at once, as XCTest gives a failure from any thread to the test
/// it runs. A failure is never dropped.
public final class TestObserver<Value: Sendable>: Sendable {
    private let received = LockedList<Value>()
    /// The test the observer was made in, for failures reported off its task.
    private let context = TestContext.current

    /// Creates an observer that has received nothing.
    public init() {}

    deinit {
        recordKeptFailures(of: context)
    }

    /// A closure that records each value it is called with.
    public var observer: @Sendable (Value) -> Void {
        { [received] value in received.append(value) }
    }

    /// Records `value`, as ``observer`` does.
    public func record(_ value: Value) {
        received.append(value)
    }

    /// Records every element of `sequence`, in order, and returns when it ends, or fails when it has not
    /// ended within `timeout`.
    ///
    /// The form for TiltUp's asynchronous sequences (`Observable.values`, `ObserverList.values`), which end
    /// when their source goes.
    ///
    /// Make the sequence before the changes, so that it keeps each of them for the recording:
    ///
    /// ```swift
    /// let counts = TestObserver<Int>()
    /// let values = cart.$itemCount.values
    /// cart.itemCount = 2
    /// cart = nil  // the sequence ends with its source
    /// await counts.record(values)
    /// counts.assertValues([0, 2])
    /// ```
    ///
    /// A sequence that does not end (its source is still alive: a view model the test still holds) is not
    /// waited on for ever: after `timeout` the recording stops, keeping what came, and the test fails at the
    /// caller's line, saying how many values came.
    ///
    /// - Parameters:
    ///   - sequence: the values to record.
    ///   - timeout: how long to wait for its end, in seconds; `.infinity` waits with no limit, and a negative
    ///     or not-a-number one fails at once.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - filePath: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func record(
        _ sequence: AsyncStream<Value>,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, file: filePath, line: line, column: column)
        let limit = WaitLimit(timeout, helper: "TestObserver.record")
        if let misuse = limit.misuse {
            reportFailure(misuse, at: site, context: context)
            return
        }
        let received = received
        let stopped = await recordElements(of: sequence, limit: limit) { received.append($0) }
        if stopped {
            let count = received.all.count
            reportFailure(
                "TestObserver.record failed: the sequence did not end \(limit.afterDescription) (\(count) value\(count == 1 ? "" : "s") recorded); release its source first, so that the sequence ends",
                at: site, context: context)
        }
    }

    #if canImport(Combine)
    /// Records every value `publisher` publishes, as it publishes it, until the returned token is cancelled
    /// or released.
    ///
    /// The form for TiltUp's Combine publishers (`Observable.publisher`, `Router.eventsPublisher`):
    ///
    /// ```swift
    /// let counts = TestObserver<Int>()
    /// let recording = counts.record(cart.$itemCount.publisher)
    /// cart.itemCount = 2
    /// counts.assertValues([0, 2])
    /// ```
    ///
    /// - Parameter publisher: the values to record.
    /// - Returns: the subscription; keep it for as long as the test records.
    public func record<Source: Publisher>(_ publisher: Source) -> AnyCancellable
    where Source.Output == Value, Source.Failure == Never {
        publisher.sink { [received] value in received.append(value) }
    }
    #endif

    /// Every value received, oldest first.
    public var values: [Value] { received.all }

    /// The last value received, if any.
    public var lastValue: Value? { received.all.last }

    /// Asserts how many values were received.
    ///
    /// The failure reads: `TestObserver.assertValueCount failed: expected 2 values, received 1: [false]`.
    ///
    /// - Parameters:
    ///   - expected: the number of values.
    ///   - message: a note added to the failure.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func assertValueCount(
        _ expected: Int,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        recordKeptFailures()
        let values = self.values
        guard values.count != expected else { return }
        reportFailure(
            describe(
                "TestObserver.assertValueCount failed: expected \(expected) values, received \(values.count): \(values)",
                userMessage: message()),
            at: CallSite(fileID: fileID, file: file, line: line, column: column), context: context
        )
    }

    /// Asserts that nothing was received.
    ///
    /// The failure reads: `TestObserver.assertDidNotEmitValue failed: received [true]`.
    ///
    /// - Parameters:
    ///   - message: a note added to the failure.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func assertDidNotEmitValue(
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        recordKeptFailures()
        let values = self.values
        guard !values.isEmpty else { return }
        reportFailure(
            describe("TestObserver.assertDidNotEmitValue failed: received \(values)", userMessage: message()),
            at: CallSite(fileID: fileID, file: file, line: line, column: column), context: context
        )
    }
}

extension TestObserver where Value: Equatable {
    /// Asserts the whole history of received values, in order.
    ///
    /// The failure reads: `TestObserver.assertValues failed: expected [false, true, false], received [false, true]`.
    ///
    /// - Parameters:
    ///   - expected: every value, in the order received.
    ///   - message: a note added to the failure.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func assertValues(
        _ expected: [Value],
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        recordKeptFailures()
        let values = self.values
        guard values != expected else { return }
        reportFailure(
            describe("TestObserver.assertValues failed: expected \(expected), received \(values)", userMessage: message()),
            at: CallSite(fileID: fileID, file: file, line: line, column: column), context: context
        )
    }

    /// Asserts the last value received.
    ///
    /// The failure reads: `TestObserver.assertLastValue failed: expected true, received false` (or
    /// `received nothing`).
    ///
    /// - Parameters:
    ///   - expected: the last value.
    ///   - message: a note added to the failure.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func assertLastValue(
        _ expected: Value,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        recordKeptFailures()
        let last = lastValue
        guard last != expected else { return }
        let found = last.map { "\($0)" } ?? "nothing"
        reportFailure(
            describe("TestObserver.assertLastValue failed: expected \(expected), received \(found)", userMessage: message()),
            at: CallSite(fileID: fileID, file: file, line: line, column: column), context: context
        )
    }
}

extension TestObserver where Value == Void {
    /// A closure for observers that take no value, such as `reloadData`; each call is recorded.
    public var voidObserver: @Sendable () -> Void {
        { [received] in received.append(()) }
    }
}
