import Dispatch

// A modal coordinator's router that nothing presents: what it presents, or pushes, never appears. UIKit
// refuses a presentation from a view controller outside the window ("whose view is not in the window
// hierarchy"); so does the Router, on every front end, and says which coordinator's router it was.

/// What decides whether a Router a modal coordinator made is on screen, and when that is checked.
@MainActor
struct OnScreenCheck {
    /// The type of the modal coordinator that made the Router; `nil` for other routers. Such a router is
    /// on screen only while a router presents it.
    var modalOwnerName: String?
    /// Whether a presentation of the Router has been asked for and is waiting for a transition.
    var isAboutToBePresented = false
    /// Whether a check that the Router is on screen is due at the end of the main queue's turn.
    var isDue = false
}

extension Router {
    /// Why this router is known not to be on screen, or `nil`: a router a modal coordinator made
    /// (``Coordinator/init(parent:modal:)``) that is not presented, nor about to be.
    func reasonNotOnScreen() -> String? {
        guard let owner = onScreenCheck.modalOwnerName, presentingRouter == nil, !onScreenCheck.isAboutToBePresented else { return nil }
        return
            "this is \(owner)'s own router, which nothing presents, so nothing it shows would appear. A modal coordinator pushes its first screen on its router, then presents that router from its parent's: `parent?.router.presentModal(router, retaining: self)`; a screen shown in a modal of its own is presented from the parent's router: `parent?.router.presentModal(view:retaining:)`"
    }

    /// After a push on a router a modal coordinator made, reports it at the end of the main queue's turn
    /// if nothing has presented that router by then and it is still there (the coordinator pushed its
    /// screen, retaining itself, and forgot to present its router: it would stay retained, unseen). A
    /// push followed by the presentation, in the same turn, is the usual order.
    func checkOnScreenAtEndOfTurn(after call: String) {
        guard onScreenCheck.modalOwnerName != nil, presentingRouter == nil, !onScreenCheck.isDue else { return }
        onScreenCheck.isDue = true
        // Not held until then: a router released meanwhile, with its coordinator, has lost nothing.
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.onScreenCheck.isDue = false
                guard !self.stack.isEmpty, let reason = self.reasonNotOnScreen() else { return }
                self.report(
                    .routerNotOnScreen,
                    "\(call): \(describe(self.stack[self.stack.count - 1].screen)) was pushed, and by the end of that turn of the main queue \(reason)"
                )
            }
        }
    }
}
