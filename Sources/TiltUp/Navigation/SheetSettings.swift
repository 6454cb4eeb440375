/// What a sheet is presented with, checked: its detents (at least one, each once, smallest first), the one
/// it rests at, whether it shows a grabber, and the largest detent at which the screen behind stays undimmed.
struct SheetSettings {
    /// The heights the sheet can rest at, smallest first.
    let detents: [SheetDetent]
    /// The detent it rests at: one of ``detents``.
    var selected: SheetDetent
    /// Whether the sheet shows its grabber (UIKit's `prefersGrabberVisible`, SwiftUI's drag indicator).
    var prefersGrabberVisible = false
    /// The largest detent at which the screen behind is not dimmed and takes the user's taps; one of
    /// ``detents`` that is available, or `nil` to dim it at every detent (UIKit's `largestUndimmedDetentIdentifier`,
    /// SwiftUI's `presentationBackgroundInteraction(.enabled(upThrough:))`).
    var largestUndimmedDetent: SheetDetent?

    /// Whether the sheet, resting where it rests, leaves the screen behind undimmed and usable: it rests at
    /// or below ``largestUndimmedDetent``, which is available (an unavailable one, ordered last, undims nothing).
    var leavesBackgroundUsable: Bool {
        guard let undimmed = largestUndimmedDetent, let limit = detents.firstIndex(of: undimmed),
            detents[limit].height(in: .reference) != nil, let resting = detents.firstIndex(of: selected)
        else { return false }
        return resting <= limit
    }
}
