import Foundation
import TiltUp

extension TestAppCoordinator {
    /// Replays a journal on this headless app, and fails the test where it diverges from the recording.
    ///
    /// It replays as `RouteNavigator.replay(_:redact:redo:)` does: the paths are opened again from the same
    /// origins, the user's gestures are done again on what the app shows (``simulateBackSwipe()``,
    /// ``simulateSwipeDown()``, the tab bar's tap, the back menu on SwiftUI's stack), the Router calls the
    /// app's own code made happen again by themselves, and an action of the app's own that `redo` does not do
    /// again is stood in for by opening the path it led to. The first difference is reported at the caller's
    /// line, with both entries, both paths and the navigation tree, and the replay stops there.
    ///
    /// ```swift
    /// let recording = try NavigationJournal<AppRoute>.read(jsonData: bugReport)
    /// let replay = appCoordinator.replay(recording, navigator: navigator)
    /// #expect(replay.divergence == nil)
    /// ```
    ///
    /// - Parameters:
    ///   - recording: the journal to replay, read with `NavigationJournal.read(jsonData:)` or made from a
    ///     journal's entries.
    ///   - navigator: the app's navigator, on this app coordinator's router.
    ///   - redact: what the recording's journal wrote of each route, so that the replay's routes compare.
    ///   - redo: does again an action of the app's own, given its recorded entries; returns `false` to have
    ///     it stood in for.
    ///   - fileID: the file the failure is reported in.
    ///   - file: the file the failure is reported in.
    ///   - line: the line the failure is reported at.
    ///   - column: the column the failure is reported at.
    /// - Returns: what was replayed, and where it diverged, if it did.
    @discardableResult
    public func replay<Route: Hashable & Codable>(
        _ recording: NavigationJournal<Route>.Recording,
        navigator: RouteNavigator<Route>,
        redact: @escaping @MainActor (Route) -> Route = { $0 },
        redo: @MainActor ([NavigationJournal<Route>.Entry]) -> Bool = { _ in false },
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> NavigationReplay<Route> {
        let result = navigator.replay(recording, redact: redact, redo: redo)
        if let divergence = result.divergence {
            let site = CallSite(fileID: fileID, file: file, line: line, column: column)
            reportFailure(withNavigation(of: router, divergence.description), at: site)
        }
        return result
    }
}
