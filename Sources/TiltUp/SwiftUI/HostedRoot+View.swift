#if canImport(SwiftUI)
import SwiftUI

extension HostedRoot: View {
    /// The hosted view, with ``CloseScreenAction`` in its environment.
    public var body: some View {
        content.environment(\.closeScreen, closeScreen)
    }
}

private struct CloseScreenKey: EnvironmentKey {
    static let defaultValue = CloseScreenAction()
}

extension EnvironmentValues {
    /// Pops or dismisses the TiltUp-hosted screen this view is in; see ``CloseScreenAction``.
    ///
    /// ```swift
    /// @Environment(\.closeScreen) private var closeScreen
    /// ```
    public var closeScreen: CloseScreenAction {
        get { self[CloseScreenKey.self] }
        set { self[CloseScreenKey.self] = newValue }
    }
}

extension ModifiedContent: HostedViewWrapper {
    var wrappedHostedView: Any { content }
}

#endif
