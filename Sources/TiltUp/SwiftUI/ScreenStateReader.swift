#if canImport(SwiftUI)
import SwiftUI

/// A view that builds its content from a ``ScreenState`` its view model owns, again on every change.
///
/// The view then holds only its view model, so the same type compiles where SwiftUI does not exist (its
/// `body` under `#if canImport(SwiftUI)`, as ``HostableView`` says) and no `@StateObject` is needed. It
/// observes through `ObservableObject`, so it works from iOS 15.
///
/// ```swift
/// var body: some View {
///     ScreenStateReader(viewModel.state) { state in
///         Text(state.values.total)
///     }
///     .loadingOverlay(of: viewModel.state)
///     .alerts(of: viewModel.state)
/// }
/// ```
@preconcurrency @MainActor
public struct ScreenStateReader<Values, Content: View>: View {
    @ObservedObject private var state: ScreenState<Values>
    private let content: (ScreenState<Values>) -> Content

    /// Creates a view that builds `content` from `state`, again after each change.
    ///
    /// - Parameters:
    ///   - state: the screen's state, owned by its view model.
    ///   - content: the view, made from the state.
    public init(_ state: ScreenState<Values>, @ViewBuilder content: @escaping (ScreenState<Values>) -> Content) {
        self.state = state
        self.content = content
    }

    /// The content, made from the state.
    public var body: some View {
        content(state)
    }
}

#endif
