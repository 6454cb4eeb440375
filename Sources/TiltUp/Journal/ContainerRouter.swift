// The part in the journal of a router of a container shown on a Router's stack (a tab bar, a split view): its
// calls, its user's gestures and its diagnostics, recorded on the journal of the Router that shows it.

/// A router of a container shown on a Router's stack: ``TabBarRouter``'s tab bar, ``SplitRouter``'s split view.
@MainActor
protocol ContainerRouter: AnyObject {
    /// The router whose stack shows the container, whose journal records it.
    var presenter: Router? { get }
    /// Receives every diagnostic about the container.
    var diagnosticHandler: @MainActor (NavigationDiagnostic) -> Void { get }
}

extension ContainerRouter {
    /// Begins the call named `call` for the journal, if one records: as part of the action under way, or as
    /// an action of the app's. Returns the call, to end it with.
    func beginRecording(_ call: StaticString) -> RecordingCall? {
        guard let journalCore = presenter?.journalCore else { return nil }
        return RecordingCall(beginning: call, on: journalCore, isOutermost: false)
    }

    /// Runs `body`, the user's gesture on the container, as an action with `cause`.
    func asUserGesture<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result {
        guard let journalCore = presenter?.journalCore else { return body() }
        return journalCore.recording(cause, call: nil, body)
    }

    /// Hands `diagnostic` to the journal, if one records, and to the diagnostic handler.
    func report(_ diagnostic: NavigationDiagnostic) {
        presenter?.journalCore?.note(diagnostic)
        diagnosticHandler(diagnostic)
    }
}

extension TabBarRouter: ContainerRouter {}

extension SplitRouter: ContainerRouter {}
