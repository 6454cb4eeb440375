#if !canImport(UIKit)

/// A screen that hosts a view, where there is no UIKit: what ``HostingController`` is on such platforms.
///
/// It holds what `UIHostingController` would (the root view, the title and large-title mode of its
/// navigation item) so that the Router hosts views by the same rules as on iOS, and tests reach the view
/// without SwiftUI.
///
/// ```swift
/// let screen = router.push(view: OrderView(viewModel: viewModel), title: "Order")
/// #expect(screen.title == "Order")
/// ```
@preconcurrency @MainActor
public final class HeadlessHostingController<Content: HostableView>: HostingScreen, ClosableScreen {
    /// The root view: the hosted view and the action that closes this screen.
    public let rootView: HostedRoot<Content>
    /// The title of the navigation item, set before the screen is shown.
    public var title: String?
    /// Whether the navigation bar shows the title large.
    public var largeTitleDisplayMode: LargeTitleDisplayMode
    let closer: ScreenCloser

    /// Creates a screen that hosts `view`, with its navigation item's title and large-title mode set.
    ///
    /// - Parameters:
    ///   - view: the view to host.
    ///   - title: the navigation item's title.
    ///   - largeTitleDisplayMode: how the navigation bar shows that title.
    public init(_ view: Content, title: String? = nil, largeTitleDisplayMode: LargeTitleDisplayMode = .automatic) {
        let closer = ScreenCloser()
        self.closer = closer
        rootView = HostedRoot(content: view, closeScreen: CloseScreenAction(closer: closer))
        self.title = title
        self.largeTitleDisplayMode = largeTitleDisplayMode
        closer.screen = self
    }

    /// The hosted view, as it was given.
    public var hostedView: Any { rootView.content }
    /// The action that pops or dismisses this screen.
    public var closeScreen: CloseScreenAction { rootView.closeScreen }
}

extension HeadlessHostingController: HostedViewNaming {
    nonisolated static var hostedViewTypeName: String { String(describing: Content.self) }
}

#endif
