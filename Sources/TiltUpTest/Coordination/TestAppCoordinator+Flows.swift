// Stops the test through Swift Testing's `#require` or XCTest's `XCTUnwrap` (FailureReporter.swift).
import Foundation
import Testing
@_spi(TiltUpTest) import TiltUp
import XCTest

// Awaited flows: the parent's task runs on the main actor after the test's code, so the child shows a
// turn of the main queue later. The test waits for it, bounded, and acts on it.

extension TestAppCoordinator {
    /// Waits, letting the main queue run, until a coordinator of type `type` is retained, and returns the newest one.
    ///
    /// The child of an awaited flow is retained once it has shown its screen.
    ///
    /// The parent's `Task` starts on the main actor once the test's code suspends: wait for the child with
    /// it, act on the child, then await the parent's task for the answer:
    ///
    /// ```swift
    /// let choosing = Task { await home.choosePlan() }
    /// let picker = try await appCoordinator.waitForCoordinator(PlanCoordinator.self)
    /// picker.finish(returning: .pro)
    /// await choosing.value
    /// ```
    ///
    /// It returns as soon as the coordinator is retained: at once if it already is, else after the turns of
    /// the main queue the parent's task takes to start and show it. It waits at most `timeout` seconds, for a
    /// parent that awaits other work first; then it fails at the caller's line, naming the coordinators
    /// retained and what is on screen, and throws.
    ///
    /// - Parameters:
    ///   - type: the child's type.
    ///   - timeout: the most seconds to wait; zero does not wait, `.infinity` waits until it comes.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - filePath: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    /// - Returns: the newest retained coordinator of type `type`.
    /// - Throws: the error of `#require` (of `XCTUnwrap` under XCTest) when none was retained in time.
    public func waitForCoordinator<Child: Coordinating>(
        _ type: Child.Type,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws -> Child {
        let site = CallSite(fileID: fileID, file: filePath, line: line, column: column)
        let limit = WaitLimit(timeout, helper: "waitForCoordinator")
        let deadline = limit.deadline
        var turns = 0
        while limit.misuse == nil {
            if let child = retainedCoordinators.last(where: { $0 is Child }) as? Child {
                return child
            }
            guard limit.waits, Date() < deadline else { break }
            await waitForMainQueue()
            turns += 1
            if turns > 8 {
                // What the parent awaits runs elsewhere (a service's answer): do not spin the main queue meanwhile.
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        let retained = retainedCoordinators.map { "\(Swift.type(of: $0))" }
        let message =
            limit.misuse
            ?? "waitForCoordinator failed: no \(Child.self) was retained \(limit.afterDescription); retained now: \(retained.isEmpty ? "none" : retained.joined(separator: ", "))"
        return try requireValue(nil, failure: withNavigation(of: router, message), at: site)
    }
}
