#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
#endif

// A sheet's detents: the heights it can rest at, and the one it rests at. The user drags it from one to
// another, which dismisses nothing; dragging it below the smallest is the swipe-down.
extension HeadlessNavigationCore {
    /// What the presented sheet was presented with; `nil` when it has no detents (the system's `.large`).
    var presentedSheet: SheetSettings? {
        guard let sheet = sheetDetents, let presented = presentedViewController, sheet.screen == ObjectIdentifier(presented) else {
            return nil
        }
        return sheet.settings
    }

    /// The detents of the presented sheet, smallest first; empty when none was given (the system's `.large`).
    var presentedDetents: [SheetDetent] {
        presentedSheet?.detents ?? []
    }

    /// The detent the presented sheet rests at; `nil` when it has no detents.
    var selectedDetent: SheetDetent? {
        presentedSheet?.selected
    }

    /// Whether the presented sheet rests at or below its largest undimmed detent, so that this stack's
    /// screens behind it are not dimmed and take the user's taps.
    var presentedSheetLeavesBackgroundUsable: Bool {
        presentedSheet?.leavesBackgroundUsable == true
            && Platform.headless(presentedViewController)?.presentedViewController == nil
    }

    /// The modal that covers this stack for the user's gestures: the presented one, unless it is a sheet
    /// resting at or below its largest undimmed detent; or one up beside it in a split view.
    var modalCoveringStack: Screen? {
        if let presented = presentedViewController, !presentedSheetLeavesBackgroundUsable {
            return presented
        }
        return modalUpBeside(forTaps: true)
    }

    /// Gives `screen`, about to be presented, its detents and the one it first rests at; none clears them.
    func prepareSheet(_ screen: Screen, sheet: SheetSettings?) {
        guard let sheet else {
            if sheetDetents?.screen == ObjectIdentifier(screen) {
                sheetDetents = nil
            }
            return
        }
        sheetDetents = (ObjectIdentifier(screen), sheet)
    }

    /// Moves the presented sheet to `detent`, one of its own (the caller has checked).
    func selectDetent(_ detent: SheetDetent) {
        // The sheet's own detent of that identifier: one read back from a save has no resolver.
        guard let own = presentedSheet?.detents.first(where: { $0 == detent }), sheetDetents?.settings.selected != own else { return }
        sheetDetents?.settings.selected = own
        watchers.notify()
    }

    /// The user dragged the presented sheet to `detent`, or SwiftUI wrote it: it rests there, and nothing is
    /// dismissed. Returns false, reporting why, when the sheet cannot rest there.
    func dragSheet(to detent: SheetDetent, _ method: String) -> Bool {
        guard let presented = uncoveredModal(method, unchanged: "no sheet was dragged", coveredAdvice: "drag that one") else {
            return false
        }
        let detents = presentedDetents
        guard detents.contains(detent), !presentsPopover else {
            let has = detents.isEmpty ? "no detents" : "the detents \(detents.map(\.description).joined(separator: ", "))"
            report(.gestureUnavailable, "\(method): \(describe(presented)) has \(has), not \(detent); it stays where it rests")
            return false
        }
        guard detents.first(where: { $0 == detent })?.height(in: .reference) != nil else {
            report(.gestureUnavailable, "\(method): \(detent) is unavailable (its resolver returns nil); the sheet stays where it rests")
            return false
        }
        guard rules.gesturesArriveAsWrites || isIdle(method, kind: .gestureUnavailable) else { return false }
        selectDetent(detent)
        return true
    }
}
