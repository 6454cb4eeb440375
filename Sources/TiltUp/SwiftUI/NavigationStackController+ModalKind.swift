#if canImport(UIKit)
// `Screen` aliases UIKit's `UIViewController` here (Platform.swift), and a public signature (with library
// evolution) may use such a name only in a file that imports its module.
import UIKit
#endif

// SwiftUI shows a modal with one of three view modifiers, each with a binding of its own. SwiftUI writes
// `nil` through a binding whose modifier shows nothing during its updates: only the binding of the modal's
// own kind speaks for it.
extension NavigationStackController {
    /// The SwiftUI view modifier that shows a modal, whose binding and `onDismiss` speak for it.
    ///
    /// `RouterView` gives each modifier a binding of its own. A `nil` written through the binding of another
    /// kind than the modal's changes nothing:
    ///
    /// ```swift
    /// stack.presentedModalKind  // .cover
    /// stack.writeDismissal(of: cover, through: .sheet)  // SwiftUI's stray write: the cover stays
    /// ```
    public enum ModalKind: Hashable, Sendable, CaseIterable {
        /// `sheet(item:onDismiss:)`: a page sheet, form sheet or automatic style, which the user swipes down.
        case sheet
        /// `fullScreenCover(item:onDismiss:)`: full screen, over full screen, current context or custom; no
        /// swipe-down.
        case cover
        /// `popover(item:attachmentAnchor:)`: the `.popover` style, a popover in regular width, and a sheet
        /// in compact width, shown through the same binding.
        case popover
    }

    /// The modifier SwiftUI shows the presented modal with; `nil` when nothing is presented.
    ///
    /// It follows the style the modal was presented with, not the width: a `.popover` is `.popover` in compact
    /// width too, where SwiftUI shows it as a sheet through the popover's binding.
    ///
    /// ```swift
    /// router.presentModal(filters, presentationStyle: .popover)
    /// stack.presentedModalKind  // .popover
    /// ```
    public var presentedModalKind: ModalKind? { core.presentedModalKind }

    /// Takes SwiftUI setting the item of `kind`'s binding to `nil`: the modal `screen` has gone if it is of
    /// that kind.
    ///
    /// Through the binding of the modal's own kind, this is ``writeDismissal(of:)``: the modal goes with every
    /// modal above it, each handler once. Through another kind's binding it changes nothing, and reports
    /// nothing: SwiftUI writes `nil` through a binding whose modifier shows nothing during its updates, and a
    /// sheet's binding written while a cover is up says nothing of the cover. A write for a modal that is not
    /// presented (twice, or after a Router call took it away) changes nothing too.
    ///
    /// ```swift
    /// stack.writeDismissal(of: cover, through: .sheet)  // the cover stays
    /// stack.writeDismissal(of: cover, through: .cover)  // the cover goes, its handlers once
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the modal the binding showed.
    ///   - kind: the modifier whose binding SwiftUI wrote.
    public func writeDismissal(of screen: Screen, through kind: ModalKind) {
        core.asUser(core.userDismissalCause) { core.writeDismissal(of: screen, through: kind) }
    }

    /// Takes SwiftUI calling the `onDismiss` of `kind`'s modifier, which showed `screen`.
    ///
    /// It is ``sheetDidDismiss(_:)``, for a modal of `kind`: it ends the modal's dismissal under way, or,
    /// with no write before it, dismisses the modal. For a modal still presented with another kind it changes
    /// nothing: a sheet's late `onDismiss` leaves the cover presented since.
    ///
    /// ```swift
    /// stack.sheetDidDismiss(sheet, through: .sheet)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the modal the modifier showed.
    ///   - kind: the modifier whose `onDismiss` SwiftUI called.
    public func sheetDidDismiss(_ screen: Screen, through kind: ModalKind) {
        core.asUser(core.userDismissalCause) { core.sheetDidDismiss(screen, through: kind) }
    }
}
