// The tab bar's part in the journal: its calls and its user's gestures, recorded on the journal of the
// Router that shows the tab bar.

extension TabBarRouter {
    /// Begins the call named `call` for the journal, if one records: as part of the action under way, or as
    /// an action of the app's. Returns the call, to end it with.
    func beginRecording(_ call: StaticString) -> RecordingCall? {
        guard let journalCore = presenter?.journalCore else { return nil }
        return RecordingCall(beginning: call, on: journalCore, isOutermost: false)
    }

    /// Runs `body`, the user's gesture on the tab bar, as an action with `cause`.
    func asUserGesture<Result>(_ cause: NavigationCause, _ body: () -> Result) -> Result {
        guard let journalCore = presenter?.journalCore else { return body() }
        return journalCore.recording(cause, call: nil, body)
    }
}
