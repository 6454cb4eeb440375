#if canImport(SwiftUI)
import SwiftUI

/// Gives a sheet its detents, when it was presented with some, bound to the stack's selection, with its
/// grabber and the detents up to which the view behind takes the user's taps.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
struct SheetDetentsModifier: ViewModifier {
    @ObservedObject var state: StackRenderState

    func body(content: Content) -> some View {
        if let sheet = state.stack.sheetDetents {
            let context = state.sheetContext
            content
                .presentationDetents(Set(sheet.detents.compactMap { $0.swiftUI(in: context) }), selection: state.detentSelection)
                .presentationDragIndicator(sheet.prefersGrabberVisible ? .visible : .hidden)
                .modifier(BackgroundInteractionModifier(upThrough: sheet.largestUndimmedDetent?.swiftUI(in: context)))
        } else {
            content
        }
    }
}

/// SwiftUI's `presentationBackgroundInteraction(.enabled(upThrough:))` where it exists (iOS 16.4, macOS 13.3);
/// before, the view behind a sheet is dimmed at every detent.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
private struct BackgroundInteractionModifier: ViewModifier {
    let upThrough: PresentationDetent?

    func body(content: Content) -> some View {
        if let upThrough, #available(iOS 16.4, macCatalyst 16.4, macOS 13.3, *) {
            content.presentationBackgroundInteraction(.enabled(upThrough: upThrough))
        } else {
            content
        }
    }
}

@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
extension StackRenderState {
    /// What the presented sheet's detents are measured against: the height of this level's view, as it was
    /// last laid out (SwiftUI's custom detents are types, so a custom one is given as the height it resolves to).
    var sheetContext: SheetDetent.Context {
        // Measured once per sheet: a set of detents that changed while the sheet is up (a rotation, the
        // keyboard) would move it, and the selection must name one of the set SwiftUI was given.
        let presented = stack.presentedModal.map { ObjectIdentifier($0.screen) }
        if let measured = measuredSheetContext, measured.sheet == presented {
            return measured.context
        }
        let context = frameInWindow.map { SheetDetent.Context(maximumDetentValue: Double($0.height)) } ?? .reference
        measuredSheetContext = presented.map { ($0, context) }
        return context
    }

    /// The selection of the sheet's `presentationDetents`: what the sheet rests at, and the user's drags.
    var detentSelection: Binding<PresentationDetent> {
        Binding(
            get: { [weak self] in
                guard let self, let sheet = self.stack.sheetDetents else { return .large }
                return sheet.selected.swiftUI(in: self.sheetContext) ?? .large
            },
            set: { [weak self] written in
                guard let self, let sheet = self.stack.sheetDetents else { return }
                let context = self.sheetContext
                guard let detent = sheet.detents.first(where: { $0.swiftUI(in: context) == written }) else { return }
                self.stack.writeSheetDetent(detent)
            })
    }
}

@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
extension SheetDetent {
    /// SwiftUI's detent for this one in `context`: `.medium`, `.large`, `.fraction`, or `.height` (a custom
    /// detent's height there); `nil` for a custom detent unavailable there.
    func swiftUI(in context: Context) -> PresentationDetent? {
        switch kind {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        case .points(let points): .height(CGFloat(points))
        case .custom: height(in: context).map { .height(CGFloat($0)) }
        }
    }
}

#endif
