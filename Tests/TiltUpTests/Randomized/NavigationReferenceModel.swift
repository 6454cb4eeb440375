import TiltUp

/// The reference model: the simplest statement of what a tree of routers must do, with no navigation
/// controller, no weak references and no fast paths. The real routers are checked against it.
@MainActor
final class NavigationReferenceModel {
    /// What runs when a screen leaves or a modal goes away, in order.
    enum Action {
        case handler(Int)
        case release(coordinator: Int)
    }

    final class RouterModel {
        let id: Int
        var stack: [Int] = []
        var modal: Modal?
        weak var presenter: RouterModel?

        init(id: Int) {
            self.id = id
        }
    }

    struct Modal {
        enum Content {
            case screen(Int)
            case router(RouterModel)
        }

        let content: Content
        let actions: [Action]
    }

    let root = RouterModel(id: 0)
    private(set) var handlerLog: [Int] = []
    private(set) var diagnostics: [NavigationDiagnostic.Kind] = []
    private(set) var retainCounts: [Int: Int] = [:]
    private var screenActions: [Int: [Action]] = [:]

    /// The routers shown now: the root, then each presented router in turn.
    var chain: [RouterModel] {
        var routers = [root]
        while case .router(let next)? = routers.last?.modal?.content {
            routers.append(next)
        }
        return routers
    }

    /// Every screen shown now, on a stack or presented.
    var liveScreens: Set<Int> {
        var screens: Set<Int> = []
        for router in chain {
            screens.formUnion(router.stack)
            if case .screen(let screen)? = router.modal?.content {
                screens.insert(screen)
            }
        }
        return screens
    }

    func report(_ kind: NavigationDiagnostic.Kind) {
        diagnostics.append(kind)
    }

    func retain(_ coordinator: Int) -> Action {
        retainCounts[coordinator, default: 0] += 1
        return .release(coordinator: coordinator)
    }

    func attach(_ actions: [Action], to screen: Int) {
        screenActions[screen, default: []] += actions
    }

    func run(_ actions: [Action]) {
        for action in actions {
            switch action {
            case .handler(let id): handlerLog.append(id)
            case .release(let coordinator): retainCounts[coordinator, default: 0] -= 1
            }
        }
    }

    /// Screens leave, top first.
    func leave(_ screens: [Int]) {
        for screen in screens {
            run(screenActions.removeValue(forKey: screen) ?? [])
        }
    }

    func push(_ screen: Int, on router: RouterModel, actions: [Action]) {
        if router.stack.contains(screen) {
            report(.screenAlreadyOnStack)
        } else {
            router.stack.append(screen)
        }
        attach(actions, to: screen)
    }

    func pop(_ router: RouterModel) {
        guard router.stack.count > 1 else {
            report(router.stack.isEmpty ? .stackIsEmpty : .cannotPopRoot)
            return
        }
        leave([router.stack.removeLast()])
    }

    func popToRoot(_ router: RouterModel) {
        guard !router.stack.isEmpty else {
            report(.stackIsEmpty)
            return
        }
        pop(router, above: 0)
    }

    func pop(_ router: RouterModel, above index: Int) {
        let leaving = Array(router.stack[(index + 1)...].reversed())
        router.stack.removeSubrange((index + 1)...)
        leave(leaving)
    }

    /// The stack becomes `screens`; those no longer on it leave, top first.
    func setStack(_ router: RouterModel, to screens: [Int]) {
        let staying = Set(screens)
        let leaving = router.stack.reversed().filter { !staying.contains($0) }
        router.stack = screens
        leave(leaving)
    }

    func present(_ content: Modal.Content, on router: RouterModel, actions: [Action]) {
        if router.modal != nil {
            report(.modalAlreadyPresented)
            if case .router(let refused) = content {
                tearDown(refused)
            }
            run(actions)
            return
        }
        router.modal = Modal(content: content, actions: actions)
        if case .router(let child) = content {
            child.presenter = router
        }
    }

    func dismiss(_ router: RouterModel) {
        if let modal = router.modal {
            router.modal = nil
            finish(modal)
        } else if let presenter = router.presenter {
            dismiss(presenter)
        } else {
            report(.nothingToDismiss)
        }
    }

    func backSwipe(_ router: RouterModel) {
        guard router.modal == nil, router.stack.count > 1 else {
            report(.gestureUnavailable)
            return
        }
        leave([router.stack.removeLast()])
    }

    func swipeDown(_ router: RouterModel) {
        guard let modal = router.modal else {
            report(.gestureUnavailable)
            return
        }
        if case .router(let child) = modal.content, child.modal != nil {
            report(.gestureUnavailable)
            return
        }
        router.modal = nil
        finish(modal)
    }

    private func finish(_ modal: Modal) {
        if case .router(let child) = modal.content {
            child.presenter = nil
            tearDown(child)
        }
        run(modal.actions)
    }

    /// A router whose modal went away: its own modal first, then its screens, top first.
    private func tearDown(_ router: RouterModel) {
        if let modal = router.modal {
            router.modal = nil
            finish(modal)
        }
        let leaving = Array(router.stack.reversed())
        router.stack = []
        leave(leaving)
    }
}
