#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Shows the alerts of `state`: an `.alert` model as an alert, an `.actionSheet` one as a confirmation dialog.
    ///
    /// Each handler runs once, after the alert has gone, whichever order SwiftUI clears the binding and calls
    /// the button in; an alert presented from a handler is shown; the title does not blank while the alert
    /// animates out. See ``ScreenState/present(_:)``.
    ///
    /// ```swift
    /// List(orders) { Text($0.title) }
    ///     .alerts(of: state)
    ///     .loadingOverlay(of: state)
    /// ```
    ///
    /// - Parameter state: the screen's state.
    /// - Returns: the view, with the alerts attached.
    @preconcurrency @MainActor
    public func alerts<Values>(of state: ScreenState<Values>) -> some View {
        modifier(AlertsModifier(state: state))
    }

    /// Covers the view with a spinner and the loading message while `state` is loading.
    ///
    /// - Parameter state: the screen's state.
    /// - Returns: the view, with the overlay attached.
    @preconcurrency @MainActor
    public func loadingOverlay<Values>(of state: ScreenState<Values>) -> some View {
        modifier(LoadingOverlayModifier(state: state))
    }
}

@MainActor
private struct AlertsModifier<Values>: ViewModifier {
    @ObservedObject var state: ScreenState<Values>

    func body(content: Content) -> some View {
        let presentation = state.alert
        let title = Text(presentation?.model.title ?? "")
        let isPresented = Binding(
            get: { state.isAlertPresented },
            set: { presented in
                if !presented, let presentation { state.alertWasDismissed(presentation.id) }
            })
        let isSheet = presentation?.model.preferredStyle == .actionSheet
        content
            .alert(
                title, isPresented: isSheet ? .constant(false) : isPresented, presenting: presentation,
                actions: { buttons(of: $0) }, message: { message(of: $0) }
            )
            .confirmationDialog(
                title, isPresented: isSheet ? isPresented : .constant(false),
                titleVisibility: presentation?.model.title == nil ? .hidden : .visible, presenting: presentation,
                actions: { buttons(of: $0) }, message: { message(of: $0) }
            )
    }

    @ViewBuilder
    private func buttons(of presentation: AlertPresentation) -> some View {
        ForEach(Array(presentation.model.actions.enumerated()), id: \.offset) { index, action in
            Button(action.title, role: Self.role(of: action.style)) {
                state.answer(actionAt: index, ofAlert: presentation.id)
            }
        }
    }

    @ViewBuilder
    private func message(of presentation: AlertPresentation) -> some View {
        if let message = presentation.model.message {
            Text(message)
        }
    }

    private static func role(of style: AlertModel.Action.Style) -> ButtonRole? {
        switch style {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

@MainActor
private struct LoadingOverlayModifier<Values>: ViewModifier {
    @ObservedObject var state: ScreenState<Values>

    func body(content: Content) -> some View {
        content.overlay {
            if case .loading(let message) = state.loadingState {
                ProgressView(message)
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            }
        }
    }
}

#endif
