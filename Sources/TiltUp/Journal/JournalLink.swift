/// A Router's link to the journal that records its tree: the journal attached to it as the root, the one
/// its call under way found, and the one found up the tree, kept until something changes (Router+Recording).
///
/// The Routers hold the journal's core strongly (no reference to it is weak, so retaining it stays on
/// Swift's fast path); the journal takes it back when it stops or goes (`NavigationJournalCore.end()`).
@MainActor
struct JournalLink {
    /// How many times a journal was attached to, or taken from, a root Router: a journal found before
    /// the last change is found again.
    static var changes = 0

    /// The journal attached to this Router, the root of the tree it records.
    var attached: NavigationJournalCore? {
        didSet { Self.changes &+= 1 }
    }
    /// The journal found by the call under way on this Router, for its changes.
    ///
    /// Not retained: the call's ``RecordingCall`` holds the journal until the call ends, and the call clears
    /// this before it lets go.
    unowned(unsafe) var ofCall: NavigationJournalCore?
    /// The journal last found up the tree, and the count of ``changes`` then; found again after a journal
    /// is attached or stopped anywhere, or after this Router's link up the tree changed.
    var found: NavigationJournalCore?
    var foundAt = -1
    /// The user's gesture behind the change UIKit makes on its own and this Router finds once UIKit's
    /// transition ends: a tap on the selected tab, which pops the tab's stack to its root. `nil`: a back swipe.
    var userCauseOfNextTransition: NavigationCause?
}
