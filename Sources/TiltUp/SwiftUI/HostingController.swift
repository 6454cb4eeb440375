#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The screen that hosts a SwiftUI view: a `UIHostingController` whose root is always a
/// ``HostedRoot``, made by the Router's `push(view:)`, `replaceRoot(with:)` and `presentModal(view:)`.
///
/// Its title and large-title mode are set on its navigation item before it is shown, so the title is
/// in the bar during the push. The root view puts ``CloseScreenAction`` in the environment. Nothing in
/// it refers back to the view model: the view holds its model, and the model nothing of the screen.
///
/// ```swift
/// let screen = router.push(view: ReceiptView(order: order), title: "Receipt")
/// ```
@preconcurrency @MainActor
public final class HostingController<Content: View>: UIHostingController<HostedRoot<Content>>, HostingScreen {
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
        super.init(rootView: HostedRoot(content: view, closeScreen: CloseScreenAction(closer: closer)))
        closer.screen = self
        navigationItem.title = title
        #if os(iOS)
        switch largeTitleDisplayMode {
        case .automatic: navigationItem.largeTitleDisplayMode = .automatic
        case .always: navigationItem.largeTitleDisplayMode = .always
        case .never: navigationItem.largeTitleDisplayMode = .never
        }
        #endif
    }

    /// Not available: a hosted screen is made in code, by the Router.
    @available(*, unavailable)
    public required init?(coder aDecoder: NSCoder) {
        nil
    }

    /// The hosted view, as it was given.
    public var hostedView: Any { rootView.content }
    /// The action that pops or dismisses this screen.
    public var closeScreen: CloseScreenAction { rootView.closeScreen }
}

extension HostingController: SwiftUIRenderedScreen {
    /// The navigation item's title.
    var renderedTitle: String? { navigationItem.title }

    /// The hosted view as SwiftUI's own navigation shows it, with this screen's title.
    var renderedView: AnyView {
        let title = navigationItem.title
        #if os(iOS)
        let mode: NavigationBarItem.TitleDisplayMode =
            switch navigationItem.largeTitleDisplayMode {
            case .always: .large
            case .never: .inline
            default: .automatic
            }
        return AnyView(rootView.navigationTitle(title ?? "").navigationBarTitleDisplayMode(mode))
        #else
        return AnyView(rootView.navigationTitle(title ?? ""))
        #endif
    }
}

extension HostingController: HostedViewNaming {
    nonisolated static var hostedViewTypeName: String { String(describing: Content.self) }
}

#endif
