#if canImport(SwiftUI)
import SwiftUI

/// The route types whose `NavigationLink(value:)` the stacks of a `RouterView` take to their coordinators,
/// each with the `navigationDestination` that hands a value to the stack it was appended to.
struct RouteLinkTypes: Sendable {
    struct Entry: Sendable {
        let type: ObjectIdentifier
        /// `content` with the type's `navigationDestination`, which calls `follow` with each value appended.
        let destinations: @MainActor @Sendable (AnyView, @escaping @MainActor (AnyHashable) -> Void) -> AnyView
    }

    var entries: [Entry] = []
}

private struct RouteLinkTypesKey: EnvironmentKey {
    static let defaultValue = RouteLinkTypes()
}

extension EnvironmentValues {
    /// The route types given to `routeLinks(_:)` above this view.
    var routeLinkTypes: RouteLinkTypes {
        get { self[RouteLinkTypesKey.self] }
        set { self[RouteLinkTypesKey.self] = newValue }
    }
}

extension View {
    /// Makes the `NavigationLink(value:)`s of `routeType` in the screens of a `RouterView` the user's taps on routes.
    ///
    /// Makes each `NavigationLink(value:)` whose value is a `Route`, in any screen of the `RouterView` it
    /// modifies, the user's tap on a route: the value goes to the coordinator of the screen the link is in,
    /// as its ``RouteHandling/showRoute(_:)`` would take it, with no `navigationDestination` written by the app.
    ///
    /// ```swift
    /// RouterView(appCoordinator.router)
    ///     .routeLinks(ShopRoute.self)
    ///
    /// // In any screen of it:
    /// NavigationLink("Order 42", value: ShopRoute.order(42))
    /// ```
    ///
    /// The screen the route shows is marked with it (saved, restored, and in ``RouteNavigator/currentPath``);
    /// a declined route is reported and the link's screen goes back, and a guarded route runs its flow first.
    /// ``NavigationStackController/writeLink(_:)`` is that tap, headless. A link in a modal or a tab of the
    /// `RouterView` works the same; call it once for each route type.
    ///
    /// - Parameter routeType: the app's route type, one that its coordinators handle (``RouteHandling/Route``).
    /// - Returns: the view, whose stacks take links of that type.
    @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
    public func routeLinks<Route: Hashable>(_ routeType: Route.Type) -> some View {
        transformEnvironment(\.routeLinkTypes) { types in
            guard !types.entries.contains(where: { $0.type == ObjectIdentifier(Route.self) }) else { return }
            types.entries.append(
                RouteLinkTypes.Entry(type: ObjectIdentifier(Route.self)) { content, follow in
                    AnyView(
                        content.navigationDestination(for: Route.self) { value in
                            RouteLinkDestinationView(value: AnyHashable(value), follow: follow)
                        })
                })
        }
    }
}

/// What SwiftUI shows for a link's value for the moment it is in the path: nothing, while the value goes to
/// the coordinator, whose screen then takes its place (or, declined, the path goes back).
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
private struct RouteLinkDestinationView: View {
    let value: AnyHashable
    let follow: @MainActor (AnyHashable) -> Void

    var body: some View {
        Color.clear.onAppear { follow(value) }
    }
}

/// A stack's path as SwiftUI's `NavigationPath`: the screens' keys, and, from a link's append write until its
/// value has gone to the coordinator, that value on top.
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
@MainActor
final class LinkablePath {
    /// The path SwiftUI wrote with a link's value on top, while the value has not been followed yet.
    private var pending: NavigationPath?

    /// The binding of a `NavigationStack` whose screens are `keys()`: a shorter path is the user's Back,
    /// given to `write`; a longer one is a link's value, kept until ``follow(_:with:)``.
    func binding(keys: @escaping @MainActor () -> [ScreenKey], write: @escaping @MainActor ([ScreenKey]) -> Void) -> Binding<NavigationPath>
    {
        Binding(
            get: { [weak self] in
                let keys = keys()
                let path = NavigationPath(keys)
                // The value on top of the Router's screens as they are now; a change of the Router's since the
                // write (a screen replaced) leaves it out.
                if var pending = self?.pending, pending.count == keys.count + 1 {
                    let withValue = pending
                    pending.removeLast()
                    if pending == path {
                        return withValue
                    }
                }
                return path
            },
            set: { [weak self] path in
                let keys = keys()
                if path.count > keys.count {
                    self?.pending = path
                } else {
                    self?.pending = nil
                    write(Array(keys.prefix(path.count)))
                }
            })
    }

    /// The link's value appeared on top: it goes to `stack`'s coordinators, and the path is the Router's again.
    func follow(_ value: AnyHashable, with stack: NavigationStackController?) {
        pending = nil
        stack?.writeLink(value)
    }
}

@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, *)
extension View {
    /// This view with the `navigationDestination` of each route type in `types`, each calling `follow`.
    @MainActor func routeLinkDestinations(_ types: RouteLinkTypes, follow: @escaping @MainActor (AnyHashable) -> Void) -> AnyView {
        types.entries.reduce(AnyView(self)) { content, entry in entry.destinations(content, follow) }
    }
}

#endif
