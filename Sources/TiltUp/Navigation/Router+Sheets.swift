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
    /// It is ``presentModal(_:retaining:animated:presentationStyle:dismissHandler:)-(Screen,_,_,_,_)`` with a
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
    ///   - dismissHandler: runs once when the sheet goes away, by any path, the user's swipe-down included.
    public func presentSheet(
        _ screen: Screen,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        detents: [SheetDetent],
        selectedDetent: SheetDetent? = nil,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            screen, router: nil, animated: animated, presentationStyle: .pageSheet,
            handlers: Self.handlers(dismissHandler) + retain(coordinator),
            sheet: checkedDetents(detents, selected: selectedDetent))
    }

    /// Presents the navigation controller of `router` as a sheet that rests at one of `detents`, with its own
    /// stack and handlers.
    ///
    /// It is ``presentModal(_:retaining:animated:presentationStyle:dismissHandler:)-(Router,_,_,_,_)`` with a
    /// page sheet that has detents. A modal coordinator shows itself so:
    ///
    /// ```swift
    /// parent?.router.presentSheet(router, retaining: self, detents: [.medium, .large])
    /// ```
    ///
    /// - Parameters:
    ///   - router: the router to present, as in `presentModal(_:retaining:animated:presentationStyle:dismissHandler:)`.
    ///   - coordinator: the coordinator to retain while the sheet is up; `nil` retains none.
    ///   - animated: whether to animate the presentation.
    ///   - detents: the heights the sheet can rest at; none rests it at `.large` and is reported.
    ///   - selectedDetent: the detent it first rests at; by default, and when it is not one of `detents`, the smallest.
    ///   - dismissHandler: runs once when the sheet goes away, by any path, after the pop handlers of its screens.
    public func presentSheet(
        _ router: Router,
        retaining coordinator: (any Coordinating)? = nil,
        animated: Bool = true,
        detents: [SheetDetent],
        selectedDetent: SheetDetent? = nil,
        dismissHandler: Handler? = nil
    ) {
        let recording = beginRecording("presentModal")
        defer { endRecording(recording) }
        presentModal(
            router.navigationController, router: router, animated: animated, presentationStyle: .pageSheet,
            handlers: Self.handlers(dismissHandler) + retain(coordinator),
            sheet: checkedDetents(detents, selected: selectedDetent))
    }

    /// The detent the sheet this router presents rests at now; `nil` when it presents nothing, or a modal
    /// presented without detents.
    ///
    /// The user's drags are followed: it is what the sheet shows.
    public var presentedSheetDetent: SheetDetent? {
        guard let modal, let smallest = modal.detents.first else { return nil }
        return frontEnd.selectedDetent(ofSheet: modal.screen) ?? smallest
    }

    /// Moves the sheet this router presents to `detent`, as the user's drag would: nothing is dismissed and
    /// no handler runs.
    ///
    /// A detent the sheet does not have, or no sheet with detents up, changes nothing and reports
    /// ``NavigationDiagnostic/Kind/invalidSheetDetent``.
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
        guard modal.detents.contains(detent) else {
            let has = modal.detents.map(\.description).joined(separator: ", ")
            report(.invalidSheetDetent, "selectSheetDetent: the sheet's detents are \(has), not \(detent); it stays where it rests")
            return
        }
        frontEnd.selectDetent(detent, ofSheet: modal.screen)
    }

    /// `detents` each once, smallest first, and the one to rest at first; reports what was not usable.
    private func checkedDetents(_ detents: [SheetDetent], selected: SheetDetent?) -> SheetDetents {
        let unique = Array(Set(detents)).sorted()
        guard let smallest = unique.first else {
            report(.invalidSheetDetent, "presentSheet: no detents were given; the sheet rests at .large, the system's default")
            return SheetDetents(detents: [.large], selected: .large)
        }
        if let selected, !unique.contains(selected) {
            report(
                .invalidSheetDetent,
                "presentSheet: \(selected) is not one of the sheet's detents (\(unique.map(\.description).joined(separator: ", "))); it starts at \(smallest)"
            )
            return SheetDetents(detents: unique, selected: smallest)
        }
        return SheetDetents(detents: unique, selected: selected ?? smallest)
    }
}
