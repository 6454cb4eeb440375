/// Pops or dismisses the hosted screen it belongs to, from inside its view.
///
/// SwiftUI's `dismiss` action is documented for sheets and SwiftUI's own navigation stacks, not for a
/// view that UIKit pushed. A view that TiltUp hosts reads this action instead (`@Environment(\.closeScreen)`
/// where SwiftUI exists; ``HostedRoot/closeScreen`` everywhere) and calls it:
///
/// ```swift
/// struct ReceiptView: View {
///     @Environment(\.closeScreen) private var closeScreen
///     var body: some View {
///         Button("Done") { closeScreen() }
///     }
/// }
/// ```
///
/// Calling it closes the screen the way the user would, through its ``Router``, so every pop and
/// dismiss handler runs once:
/// - a screen pushed above another is popped, with every screen above it;
/// - the root of a router that is presented modally dismisses that modal;
/// - a screen presented on its own (``Router/presentModal(view:title:largeTitleDisplayMode:inNavigationController:retaining:animated:presentationStyle:transition:dismissHandler:)``
///   with `inNavigationController: false`) is dismissed.
///
/// The action holds its screen and router weakly. Where there is nothing it can close (the root of the
/// app's own stack, a screen already gone, or the environment's default action outside a hosted
/// screen) it changes nothing and reports a ``NavigationDiagnostic``: `cannotPopRoot` or
/// `screenNotOnStack`.
///
/// Screens whose view has a view model close the way UIKit screens do: the view calls the model, the
/// model tells its coordinator, and the coordinator pops or dismisses.
public struct CloseScreenAction: Sendable {
    let closer: ScreenCloser?

    /// An action that belongs to no screen: calling it reports `screenNotOnStack` and changes nothing.
    public init() {
        closer = nil
    }

    init(closer: ScreenCloser) {
        self.closer = closer
    }

    /// Closes the screen: pops it, or dismisses the modal it is the root of.
    @preconcurrency @MainActor
    public func callAsFunction(animated: Bool = true) {
        guard let closer, let screen = closer.screen, let router = closer.router else {
            NavigationDiagnostic.log(
                NavigationDiagnostic(
                    kind: .screenNotOnStack,
                    message: "closeScreen: the screen is gone, or the view is not hosted by a TiltUp Router; nothing was closed"))
            return
        }
        router.close(screen, animated: animated)
    }
}

/// What a ``CloseScreenAction`` closes: its screen and the router that shows it, both held weakly.
@MainActor
final class ScreenCloser {
    weak var screen: Screen?
    weak var router: Router?

    init() {}
}

/// A screen that a ``CloseScreenAction`` can close: both front ends' ``HostingController``.
@MainActor
protocol ClosableScreen: AnyObject {
    var closer: ScreenCloser { get }
}

extension Router {
    /// Notes that `screen` is now shown by this router, so that its close action reaches it, however it
    /// was shown: through `push(view:)`, or a hosting controller made by a screen factory and pushed.
    func adoptClosableScreen(_ screen: Screen) {
        (screen as? any ClosableScreen)?.closer.router = self
    }
}
