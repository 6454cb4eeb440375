// Reports failures through FailureReporter.swift, which needs Swift Testing and XCTest.
import Testing
import TiltUp

/// Records every list state a view model's `ListFeed` publishes, and what changed each time.
///
/// It is the state spy of test-driven MVVM: a test asserts the whole sequence of transitions.
///
/// ```swift
/// let recorder = ListRecorder(viewModel.list)
/// viewModel.filter("ab")
/// recorder.assertRowIDs([[1, 2, 3], [2]])
/// #expect(recorder.changes.map(\.description) == ["−2 rows"])
/// ```
@preconcurrency @MainActor
public final class ListRecorder<Section: Identifiable & Equatable, Row: Identifiable & Equatable> {
    /// Every state, oldest first: the feed's state when the recorder was made, then each one published.
    public private(set) var states: [ListState<Section, Row>]
    /// What changed with each published state, in order: one fewer than ``states``.
    public private(set) var changes: [ListChanges] = []
    private var observation: Disposable?

    /// Starts recording `feed`, from its current state.
    public init(_ feed: ListFeed<Section, Row>) {
        states = [feed.state]
        observation = feed.observe { [weak self] update in
            self?.states.append(update.state)
            self?.changes.append(update.changes)
        }
    }

    /// The identities of each state's rows, in order, sections flattened.
    public var rowIDs: [[Row.ID]] {
        states.map { $0.allRows.map(\.id) }
    }

    /// Asserts the identities of the rows of every state recorded, oldest first.
    ///
    /// The failure reads: `ListRecorder.assertRowIDs failed: expected [[1, 2], [2]], recorded [[1, 2]]`.
    ///
    /// - Parameters:
    ///   - expected: for each state recorded, the identities of its rows, in order.
    ///   - message: a note added to the failure.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func assertRowIDs(
        _ expected: [[Row.ID]],
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let recorded = rowIDs
        guard recorded != expected else { return }
        reportFailure(
            describe("ListRecorder.assertRowIDs failed: expected \(expected), recorded \(recorded)", userMessage: message()),
            at: CallSite(fileID: fileID, file: file, line: line, column: column))
    }

    /// Asserts what each published state changed, in words (`"−2 rows, +1 row, 1 moved"`), oldest first.
    ///
    /// The failure reads: `ListRecorder.assertChanges failed: expected ["−2 rows"], recorded ["no change"]`.
    ///
    /// - Parameters:
    ///   - expected: for each update recorded, the description of its `ListChanges`.
    ///   - message: a note added to the failure.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func assertChanges(
        _ expected: [String],
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let recorded = changes.map(\.description)
        guard recorded != expected else { return }
        reportFailure(
            describe("ListRecorder.assertChanges failed: expected \(expected), recorded \(recorded)", userMessage: message()),
            at: CallSite(fileID: fileID, file: file, line: line, column: column))
    }
}
