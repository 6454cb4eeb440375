#if canImport(UIKit)
// `Screen`, `NavigationController` and `ModalPresentationStyle` alias UIKit's types here (Platform.swift),
// and a public signature (with library evolution) or a default argument may use such a name only in a
// file that imports its module.
import UIKit
#endif

extension Router {
    /// Retains `coordinator` now and returns the handler that releases it; none for `nil`.
    func retain(_ coordinator: (any Coordinating)?) -> [Handler] {
        guard let coordinator else { return [] }
        guard let appCoordinator = coordinator.appCoordinator else {
            report(
                .coordinatorNotRetained,
                "\(type(of: coordinator)) has no app coordinator, so nothing retains it; its screen is shown all the same",
                as: "Router (retaining:)")
            return []
        }
        appCoordinator.pushCoordinator(coordinator)
        let retention = CoordinatorRetention(coordinator)
        retained.unplaced.append(retention)
        return [
            { [weak self, weak appCoordinator, weak coordinator] in
                self?.forget(retention)
                guard let appCoordinator, let coordinator else { return }
                appCoordinator.popCoordinator(coordinator)
                // AppCoordinator says so itself; an app's own AppCoordinating is asked.
                if !(appCoordinator is AppCoordinator), !appCoordinator.containsCoordinator(coordinator) {
                    (coordinator as? Coordinator)?.retentionsEnded()
                }
            }
        ]
    }

    /// Notes that the coordinators retained by the call under way are retained for `screen`.
    func placeRetentions(on screen: Screen) {
        guard !retained.unplaced.isEmpty else { return }
        let id = ObjectIdentifier(screen)
        for retention in retained.unplaced {
            retention.screen = id
        }
        retained.byScreen[id, default: []] += retained.unplaced
        retained.unplaced = []
    }

    /// Forgets `retention`, whose coordinator has been released.
    private func forget(_ retention: CoordinatorRetention) {
        guard let id = retention.screen else {
            retained.unplaced.removeAll { $0 === retention }
            return
        }
        retained.byScreen[id]?.removeAll { $0 === retention }
        if retained.byScreen[id]?.isEmpty == true {
            retained.byScreen[id] = nil
        }
    }

    /// The coordinators retained for `screen` and still alive, in the order they were retained.
    func coordinatorsRetained(for screen: Screen) -> [any Coordinating] {
        retained.byScreen[ObjectIdentifier(screen)]?.compactMap(\.coordinator) ?? []
    }
}
