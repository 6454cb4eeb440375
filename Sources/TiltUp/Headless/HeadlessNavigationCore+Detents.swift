#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift).
#endif

// A sheet's detents: the heights it can rest at, and the one it rests at. The user drags it from one to
// another, which dismisses nothing; dragging it below the smallest is the swipe-down.
extension HeadlessNavigationCore {
    /// The detents of the presented sheet, smallest first; empty when none was given (the system's `.large`).
    var presentedDetents: [SheetDetent] {
        guard let sheet = sheetDetents, let presented = presentedViewController, sheet.screen == ObjectIdentifier(presented) else {
            return []
        }
        return sheet.detents
    }

    /// The detent the presented sheet rests at; `nil` when it has no detents.
    var selectedDetent: SheetDetent? {
        presentedDetents.isEmpty ? nil : sheetDetents?.selected
    }

    /// Gives `screen`, about to be presented, its detents and the one it first rests at; none clears them.
    func prepareSheet(_ screen: Screen, detents: [SheetDetent], selected: SheetDetent?) {
        guard let first = detents.first else {
            if sheetDetents?.screen == ObjectIdentifier(screen) {
                sheetDetents = nil
            }
            return
        }
        sheetDetents = (ObjectIdentifier(screen), detents, selected ?? first)
    }

    /// Moves the presented sheet to `detent`, one of its own (the caller has checked).
    func selectDetent(_ detent: SheetDetent) {
        guard !presentedDetents.isEmpty, sheetDetents?.selected != detent else { return }
        sheetDetents?.selected = detent
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
        guard rules.gesturesArriveAsWrites || isIdle(method, kind: .gestureUnavailable) else { return false }
        selectDetent(detent)
        return true
    }
}
