#if canImport(SwiftUI)
// `HostableView` aliases SwiftUI's `View` here (HostableView.swift), and a public signature (with
// library evolution) may use such a name only in a file that imports its module.
import SwiftUI
#endif

/// The root view of every screen TiltUp hosts: the view it was given, and the action that closes it.
///
/// It is the same type whatever the view is wrapped in, so a test finds the view with
/// `hostedView(of:as:)` (TiltUpTest) instead of casting the hosting controller's root view to a
/// `ModifiedContent<…>` that changes with each modifier. Where SwiftUI exists it is a `View` that puts
/// ``closeScreen`` in the environment (`@Environment(\.closeScreen)`).
public struct HostedRoot<Content: HostableView> {
    /// The view given to the Router, modifiers and all.
    public let content: Content
    /// Closes the screen that hosts this view; see ``CloseScreenAction``.
    public let closeScreen: CloseScreenAction

    /// Creates the root of a hosted screen.
    ///
    /// - Parameters:
    ///   - content: the view hosted.
    ///   - closeScreen: the action that closes the screen, put in the view's environment.
    public init(content: Content, closeScreen: CloseScreenAction) {
        self.content = content
        self.closeScreen = closeScreen
    }
}
