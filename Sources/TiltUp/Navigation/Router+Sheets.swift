#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

// Sheets with detents: presented as a page sheet that rests at one of the heights given. The user drags
// it from one to another, which dismisses nothing; dragging it below the smallest is the swipe-down.
extension Router {
    /// Presents `screen` as a sheet that rests at one of `detents`; `dismissHandler` runs once when it goes
    /// away, by any path.
    ///
    /// It is ``presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)-(Screen,_,_,_,_,_)`` with a
    /// page sheet, and the same rules: one modal at a time, waiting for a transition under way. The user drags
    /// the sheet between its detents, which runs no handler; dragging it below the smallest dismisses it, as
    /// the swipe-down does.
    ///
    /// ```swift
    /// router.presentSheet(filtersController, detents: [.medium, .large])
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the screen to present.
    ///   - coordinator: the coordinator to retain while the sheet is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - detents: the heights the sheet can rest at. None rests it at `.large`, the system's default, and
    ///     reports ``NavigationDiagnostic/Kind/invalidSheetDetent``.
    ///   - selectedDetent: the detent it first rests at; by default, and when it is not one of `detents`
    ///     (reported as ``NavigationDiagnostic/Kind/invalidSheetDetent``), the smallest.
    ///   - prefersGrabberVisible: whether the sheet shows its grabber, the bar at its top edge the user drags.
    ///   - largestUndimmedDetent: the largest detent at which the screen behind is not dimmed and takes the
    ///     user's taps (UIKit's `largestUndimmedDetentIdentifier`, SwiftUI's `presentationBackgroundInteraction`);
    ///     `nil`, the default, dims it at every detent. One that is not among `detents`, or is unavailable (its
    ///     resolver returns `nil`), dims it at every detent too, and is reported as ``NavigationDiagnostic/Kind/invalidSheetDetent``.
    ///   - dismissHandler: runs once when the sheet goes away, by any path, the user's swipe-down included.
    public func presentSheet(
        _ screen: Screen,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        detents: [SheetDetent],
        selectedDetent: SheetDetent? = nil,
        prefersGrabberVisible: Bool = false,
        largestUndimmedDetent: SheetDetent? = nil,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            screen, router: nil, animated: animated, presentationStyle: .pageSheet,
            handlers: Self.handlers(dismissHandler) + retain(coordinator),
            sheet: checkedSheet(
                detents, selected: selectedDetent, prefersGrabberVisible: prefersGrabberVisible, largestUndimmed: largestUndimmedDetent))
    }

    /// Presents the navigation controller of `router` as a sheet that rests at one of `detents`, with its own
    /// stack and handlers.
    ///
    /// It is ``presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)-(Router,_,_,_,_,_)`` with a
    /// page sheet that has detents. A modal coordinator shows itself so:
    ///
    /// ```swift
    /// parent?.router.presentSheet(router, retaining: self, detents: [.medium, .large])
    /// ```
    ///
    /// - Parameters:
    ///   - router: the router to present, as in `presentModal(_:retaining:animated:presentationStyle:transition:dismissHandler:)`.
    ///   - coordinator: the coordinator to retain while the sheet is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - detents: the heights the sheet can rest at; none rests it at `.large` and is reported.
    ///   - selectedDetent: the detent it first rests at; by default, and when it is not one of `detents`, the smallest.
    ///   - prefersGrabberVisible: whether the sheet shows its grabber.
    ///   - largestUndimmedDetent: the largest detent at which the screen behind is not dimmed and takes the
    ///     user's taps; `nil`, one not among `detents` or one unavailable (reported) dims it at every detent.
    ///   - dismissHandler: runs once when the sheet goes away, by any path, after the pop handlers of its screens.
    public func presentSheet(
        _ router: Router,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        detents: [SheetDetent],
        selectedDetent: SheetDetent? = nil,
        prefersGrabberVisible: Bool = false,
        largestUndimmedDetent: SheetDetent? = nil,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            router.navigationController, router: router, animated: animated, presentationStyle: .pageSheet,
            handlers: Self.handlers(dismissHandler) + retain(coordinator),
            sheet: checkedSheet(
                detents, selected: selectedDetent, prefersGrabberVisible: prefersGrabberVisible, largestUndimmed: largestUndimmedDetent))
    }

    /// The detent the sheet this router presents rests at now; `nil` when it presents nothing, or a modal
    /// presented without detents.
    ///
    /// The user's drags are followed: it is what the sheet shows.
    public var presentedSheetDetent: SheetDetent? {
        guard let modal, let smallest = modal.detents.first(where: { $0.height(in: .reference) != nil }) ?? modal.detents.first else {
            return nil
        }
        let selected = frontEnd.selectedDetent(ofSheet: modal.screen)
        return modal.detents.first { $0 == selected } ?? smallest
    }

    /// The detents of the sheet this router presents, smallest first.
    ///
    /// The detents of the sheet this router presents, smallest first (by their height in
    /// ``SheetDetent/Context/reference``), each once; empty when it presents nothing, or a modal presented
    /// without detents.
    ///
    /// ```swift
    /// router.presentSheet(player, detents: [.large, .fraction(0.15), .medium])
    /// router.presentedSheetDetents  // [.fraction(0.15), .medium, .large]
    /// ```
    public var presentedSheetDetents: [SheetDetent] {
        modal?.detents ?? []
    }

    /// Moves the sheet this router presents to `detent`, as the user's drag would: nothing is dismissed and
    /// no handler runs.
    ///
    /// A detent the sheet does not have, one that is unavailable (a custom detent whose resolver returns
    /// `nil`), or no sheet with detents up, changes nothing and reports ``NavigationDiagnostic/Kind/invalidSheetDetent``.
    ///
    /// ```swift
    /// router.selectSheetDetent(.large)  // the filters need the whole height
    /// ```
    ///
    /// - Parameter detent: the detent to rest at, one of the sheet's.
    public func selectSheetDetent(_ detent: SheetDetent) {
        guard let modal, !modal.detents.isEmpty else {
            report(.invalidSheetDetent, "selectSheetDetent: no sheet with detents is presented; nothing changed")
            return
        }
        guard let own = modal.detents.first(where: { $0 == detent }) else {
            let has = modal.detents.map(\.description).joined(separator: ", ")
            report(.invalidSheetDetent, "selectSheetDetent: the sheet's detents are \(has), not \(detent); it stays where it rests")
            return
        }
        guard own.height(in: .reference) != nil else {
            report(
                .invalidSheetDetent,
                "selectSheetDetent: \(detent) is unavailable (its resolver returns nil); the sheet stays where it rests")
            return
        }
        frontEnd.selectDetent(own, ofSheet: modal.screen)
    }

    /// Whether the sheet this router presents leaves the screens behind it undimmed and usable now.
    ///
    /// Whether the sheet this router presents rests at or below its largest undimmed detent, with nothing
    /// presented over it: the screens behind it are not dimmed and take the user's taps.
    ///
    /// While it is `true`, the user can use the screens behind the sheet as if it were not there: go back
    /// in their stack (the back button and the back swipe), select another tab, and tap what answers with a
    /// push, a pop or a tab selected, all under the sheet, which stays up. A pop that takes away the screen
    /// the sheet was presented over dismisses the sheet first, its dismiss handler run once. Above that
    /// detent, the sheet dims and covers the screens behind, as every modal does.
    ///
    /// ```swift
    /// router.presentSheet(player, detents: [.fraction(0.15), .large], largestUndimmedDetent: .fraction(0.15))
    /// router.presentedSheetIsUndimmed  // true: the mini player leaves the screen behind usable
    /// ```
    public var presentedSheetIsUndimmed: Bool {
        guard let modal, let undimmed = modal.largestUndimmedDetent, let resting = presentedSheetDetent,
            let limit = modal.detents.firstIndex(of: undimmed), let index = modal.detents.firstIndex(of: resting)
        else { return false }
        return index <= limit && modal.router?.modal == nil
    }

    /// `detents` each once, smallest first, the one to rest at first, and the undimmed detent, if it is one of
    /// them and available; reports what was not usable.
    func checkedSheet(
        _ detents: [SheetDetent], selected: SheetDetent?, prefersGrabberVisible: Bool, largestUndimmed: SheetDetent?
    ) -> SheetSettings {
        let unique = SheetDetent.ordered(detents)
        let available = unique.filter { $0.height(in: .reference) != nil }
        guard let smallest = available.first else {
            report(
                .invalidSheetDetent,
                unique.isEmpty
                    ? "presentSheet: no detents were given; the sheet rests at .large, the system's default"
                    : "presentSheet: none of the detents (\(unique.map(\.description).joined(separator: ", "))) is available; the sheet rests at .large, the system's default"
            )
            return SheetSettings(detents: [.large], selected: .large, prefersGrabberVisible: prefersGrabberVisible)
        }
        // An undimmed detent the sheet cannot rest at undims nothing: dimming up to it would undim every detent
        // it can rest at, the tallest included, and leave the screen behind usable under a full-height sheet.
        let undimmed = largestUndimmed.flatMap { detent in available.first { $0 == detent } }
        if let largestUndimmed, undimmed == nil {
            let why =
                unique.contains(largestUndimmed)
                ? "is unavailable (its resolver returns nil)"
                : "is not one of the sheet's detents (\(unique.map(\.description).joined(separator: ", ")))"
            report(
                .invalidSheetDetent,
                "presentSheet: the largest undimmed detent \(largestUndimmed) \(why); the screen behind is dimmed at every detent")
        }
        var resting = smallest
        if let selected {
            if let own = available.first(where: { $0 == selected }) {
                resting = own
            } else {
                report(
                    .invalidSheetDetent,
                    "presentSheet: \(selected) is not one of the sheet's available detents (\(unique.map(\.description).joined(separator: ", "))); it starts at \(smallest)"
                )
            }
        }
        return SheetSettings(
            detents: unique, selected: resting, prefersGrabberVisible: prefersGrabberVisible, largestUndimmedDetent: undimmed)
    }
}
