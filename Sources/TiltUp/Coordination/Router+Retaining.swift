#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

extension Router {
    /// Pushes `viewController` and has the app coordinator retain `coordinator` until it leaves the stack.
    ///
    /// When the screen leaves, by any path, `popHandler` runs and then the coordinator is released.
    /// A coordinator without an app coordinator cannot be retained: the screen is pushed all the same and
    /// ``NavigationDiagnostic/Kind/coordinatorNotRetained`` is reported.
    ///
    /// ```swift
    /// override func start() {
    ///     router.push(controller, retaining: self)
    /// }
    /// ```
    public func push(
        _ viewController: Screen,
        retaining coordinator: any Coordinating,
        animated: Bool = true,
        popHandler: Handler? = nil
    ) {
        push(viewController, animated: animated, actions: Self.actions(popHandler) + retain(coordinator))
    }

    /// Replaces the whole stack with `viewController` and retains `coordinator` until it leaves the stack.
    ///
    /// ```swift
    /// router.replaceRoot(with: homeController, retaining: homeCoordinator)
    /// ```
    public func replaceRoot(
        with viewController: Screen,
        retaining coordinator: any Coordinating,
        animated: Bool = true,
        popHandler: Handler? = nil
    ) {
        replaceRoot(with: viewController, animated: animated, actions: Self.actions(popHandler) + retain(coordinator))
    }

    /// Presents `viewController` modally and retains `coordinator` until the modal goes away.
    ///
    /// ```swift
    /// router.presentModal(pickerController, retaining: pickerCoordinator)
    /// ```
    public func presentModal(
        _ viewController: Screen,
        retaining coordinator: any Coordinating,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        dismissHandler: Handler? = nil
    ) {
        presentModal(
            viewController, router: nil, animated: animated, presentationStyle: presentationStyle,
            actions: Self.actions(dismissHandler) + retain(coordinator)
        )
    }

    /// Presents `router` modally and retains `coordinator` until the modal goes away.
    ///
    /// This is how a modal coordinator shows itself:
    ///
    /// ```swift
    /// final class PlanCoordinator: Coordinator {
    ///     init(parent: any Coordinating) { super.init(parent: parent, modal: true) }
    ///
    ///     override func start() {
    ///         router.push(PlanController())
    ///         parent?.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
    ///     }
    /// }
    /// ```
    public func presentModal(
        _ router: Router,
        retaining coordinator: any Coordinating,
        animated: Bool = true,
        presentationStyle: ModalPresentationStyle = .fullScreen,
        dismissHandler: Handler? = nil
    ) {
        presentModal(
            router.navigationController, router: router, animated: animated, presentationStyle: presentationStyle,
            actions: Self.actions(dismissHandler) + retain(coordinator)
        )
    }

    /// Retains `coordinator` now and returns the action that releases it.
    func retain(_ coordinator: any Coordinating) -> [Handler] {
        guard let appCoordinator = coordinator.appCoordinator else {
            report(
                .coordinatorNotRetained,
                "\(type(of: coordinator)) has no app coordinator, so nothing retains it; its screen is shown all the same",
                as: "Router (retaining:)")
            return []
        }
        appCoordinator.pushCoordinator(coordinator)
        let retention = CoordinatorRetention(coordinator)
        unplacedRetentions.append(retention)
        return [
            { [weak self, weak appCoordinator, weak coordinator] in
                self?.forget(retention)
                guard let appCoordinator, let coordinator else { return }
                appCoordinator.popCoordinator(coordinator)
            }
        ]
    }

    /// Notes that the coordinators retained by the call under way are retained for `screen`.
    func placeRetentions(on screen: Screen) {
        guard !unplacedRetentions.isEmpty else { return }
        let id = ObjectIdentifier(screen)
        for retention in unplacedRetentions {
            retention.screen = id
        }
        retentions[id, default: []] += unplacedRetentions
        unplacedRetentions = []
    }

    /// Forgets `retention`, whose coordinator has been released.
    private func forget(_ retention: CoordinatorRetention) {
        guard let id = retention.screen else {
            unplacedRetentions.removeAll { $0 === retention }
            return
        }
        retentions[id]?.removeAll { $0 === retention }
        if retentions[id]?.isEmpty == true {
            retentions[id] = nil
        }
    }

    /// The coordinators retained for `screen` and still alive, in the order they were retained.
    func coordinatorsRetained(for screen: Screen) -> [any Coordinating] {
        retentions[ObjectIdentifier(screen)]?.compactMap(\.coordinator) ?? []
    }
}
