import Testing
import TiltUp
import TiltUpTestSupport

/// The routes of the picker app: the parent's own screen, and a screen elsewhere a link goes to.
enum PickerRoute: Hashable, Sendable {
    case home, elsewhere
}

/// A parent that runs a picker and keeps each answer it gets, in order.
@MainActor
final class PickerParent: Coordinator, RouteHandling {
    var answers: [Int?] = []
    private(set) weak var child: PickerChild?

    override func start() {
        router.push(TestScreen("home"), retaining: self)
    }

    /// Runs a picker, modal on its own router or pushed on this one, and keeps its answer.
    func choose(modal: Bool, showsNothing: Bool = false) async {
        let child = PickerChild(parent: self, modal: modal)
        child.showsNothing = showsNothing
        self.child = child
        answers.append(await child.run())
    }

    func handle(_ route: PickerRoute) -> RouteDecision {
        switch route {
        case .home:
            return .handOff { self }
        case .elsewhere:
            return .handOff {
                self.router.push(TestScreen("elsewhere"))
                return self
            }
        }
    }
}

/// A picker: two screens, presented in a modal of its own router or pushed on its parent's.
@MainActor
final class PickerChild: ResultCoordinator<Int> {
    var showsNothing = false

    override func start() {
        guard !showsNothing else { return }
        if let parent, router !== parent.router {
            router.push(TestScreen("pick"))
            router.push(TestScreen("pick more"), retaining: self)
            parent.router.presentModal(router, retaining: self, presentationStyle: .pageSheet)
        } else {
            router.push(TestScreen("pick"), retaining: self)
            router.push(TestScreen("pick more"), retaining: self)
        }
    }
}

/// An app whose first coordinator is a ``PickerParent``, on the front end it names.
@MainActor
final class PickerApp {
    let appCoordinator: AppCoordinator
    let parent: PickerParent
    let navigator: RouteNavigator<PickerRoute>
    var diagnostics: [NavigationDiagnostic] = []

    init(_ frontEnd: TestFrontEnd) {
        appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        parent = PickerParent(appCoordinator: appCoordinator)
        navigator = RouteNavigator(root: parent)
        appCoordinator.router.diagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
        appCoordinator.start(coordinator: parent)
    }

    var router: Router { appCoordinator.router }

    /// The names of the screens on the root stack, then those of the modal's, if any.
    var names: [String] {
        let stacks = [router.viewControllers, router.presentedRouter?.viewControllers ?? []]
        return stacks.map { $0.map { ($0 as? TestScreen)?.name ?? "?" }.joined(separator: " > ") }.filter { !$0.isEmpty }
    }

    /// Runs a picker from a task, as a view model's button would, and waits until it is up.
    func choose(modal: Bool) async -> Task<Void, Never> {
        let task = Task { await parent.choose(modal: modal) }
        for _ in 0..<100 where parent.child == nil {
            await Task.yield()
        }
        return task
    }

    /// Calls the `onDismiss` of a sheet SwiftUI is taking away, as `RouterView` does; nothing elsewhere.
    func settle() {
        if let stack = router.navigationController as? NavigationStackController, let sheet = stack.modalBeingDismissed {
            stack.sheetDidDismiss(sheet)
        }
    }
}

@MainActor
@Suite struct ResultCoordinatorTests {
    @Test(arguments: TestFrontEnd.allCases, [true, false])
    func finishingAnswersTheAwaitingParentOnceAndClosesTheChild(frontEnd: TestFrontEnd, modal: Bool) async throws {
        let app = PickerApp(frontEnd)
        let task = await app.choose(modal: modal)
        let child = try #require(app.parent.child)
        #expect(app.names == (modal ? ["home", "pick > pick more"] : ["home > pick > pick more"]))

        child.finish(returning: 7)
        child.finish(returning: 8)
        child.cancel()
        app.settle()
        try #require(child.ending != nil, "the flow has ended before the task is awaited")
        await task.value

        #expect(app.parent.answers == [7])
        #expect(child.ending == .finished(7))
        #expect(app.names == ["home"])
        #expect(app.appCoordinator.retainedCoordinators.count == 1)
        #expect(app.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases, [true, false])
    func theChildsCancelAnswersNilAndClosesIt(frontEnd: TestFrontEnd, modal: Bool) async throws {
        let app = PickerApp(frontEnd)
        let task = await app.choose(modal: modal)
        let child = try #require(app.parent.child)

        child.cancel()
        app.settle()
        try #require(child.ending != nil, "the flow has ended before the task is awaited")
        await task.value

        #expect(app.parent.answers == [nil])
        #expect(child.ending == .cancelled)
        #expect(app.names == ["home"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func swipingTheSheetDownAnswersNilAsClosed(frontEnd: TestFrontEnd) async throws {
        let app = PickerApp(frontEnd)
        let task = await app.choose(modal: true)
        let child = try #require(app.parent.child)

        app.router.headless.simulateSwipeDown()
        app.settle()
        try #require(child.ending != nil, "the flow has ended before the task is awaited")
        await task.value

        #expect(app.parent.answers == [nil])
        #expect(child.ending == .closed)
        #expect(app.names == ["home"])
        child.finish(returning: 3)
        #expect(child.ending == .closed, "a late finish changes nothing")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func goingBackPastThePushedChildAnswersNilOnlyWhenItsLastScreenLeaves(frontEnd: TestFrontEnd) async throws {
        let app = PickerApp(frontEnd)
        let task = await app.choose(modal: false)
        let child = try #require(app.parent.child)

        app.router.headless.simulateBackSwipe()
        #expect(child.ending == nil, "one of its screens is still up")
        app.router.headless.simulateBackSwipe()
        try #require(child.ending != nil, "the flow has ended before the task is awaited")
        await task.value

        #expect(app.parent.answers == [nil])
        #expect(child.ending == .closed)
        #expect(app.names == ["home"])
    }

    @Test(arguments: TestFrontEnd.allCases, [true, false])
    func theParentDismissingOrReplacingTheChildAnswersNil(frontEnd: TestFrontEnd, modal: Bool) async throws {
        let app = PickerApp(frontEnd)
        let task = await app.choose(modal: modal)
        let child = try #require(app.parent.child)

        if modal {
            app.router.dismissModal()
        } else {
            app.router.replaceRoot(with: TestScreen("signed out"))
        }
        app.settle()
        try #require(child.ending != nil, "the flow has ended before the task is awaited")
        await task.value

        #expect(app.parent.answers == [nil])
        #expect(child.ending == .closed)
    }

    @Test(arguments: TestFrontEnd.allCases, [true, false])
    func aLinkThatTakesTheAppElsewhereAnswersNil(frontEnd: TestFrontEnd, modal: Bool) async throws {
        let app = PickerApp(frontEnd)
        let task = await app.choose(modal: modal)
        let child = try #require(app.parent.child)

        let opening = app.navigator.open([.elsewhere])
        app.settle()
        try #require(child.ending != nil, "the flow has ended before the task is awaited")
        await task.value

        #expect(opening.isComplete, "\(app.diagnostics)")
        #expect(app.parent.answers == [nil])
        #expect(child.ending == .closed)
        #expect(app.names == ["home > elsewhere"])
    }

    @Test(arguments: TestFrontEnd.allCases, [true, false])
    func cancellingTheAwaitingTaskClosesTheChildAndAnswersNil(frontEnd: TestFrontEnd, modal: Bool) async throws {
        let app = PickerApp(frontEnd)
        let task = await app.choose(modal: modal)
        let child = try #require(app.parent.child)

        task.cancel()
        app.settle()
        try #require(child.ending != nil, "the flow has ended before the task is awaited")
        await task.value

        #expect(app.parent.answers == [nil])
        #expect(child.ending == .taskCancelled)
        #expect(app.names == ["home"])
        #expect(app.appCoordinator.retainedCoordinators.count == 1)
    }

    @Test func aTaskCancelledBeforeTheRunStartsNothing() async {
        let app = PickerApp(.uiKit)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await app.parent.choose(modal: true)
        }
        await task.value

        #expect(app.parent.answers == [nil])
        #expect(app.names == ["home"])
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aChildThatShowsNothingAnswersNilAtOnceAndSaysWhy() async throws {
        let app = PickerApp(.uiKit)
        await app.parent.choose(modal: false, showsNothing: true)

        #expect(app.parent.answers == [nil])
        let diagnostic = try #require(app.diagnostics.first)
        #expect(diagnostic.kind == .flowShowedNothing)
        #expect(diagnostic.message.contains("PickerChild"))
    }

    @Test func theClosureFormAnswersOnceAfterTheScreensHaveClosed() throws {
        let app = PickerApp(.uiKit)
        let child = PickerChild(parent: app.parent, modal: true)
        var answers: [Int?] = []
        var namesWhenAnswered: [String] = []
        child.run { answer in
            answers.append(answer)
            namesWhenAnswered = app.names
        }
        #expect(app.names == ["home", "pick > pick more"], "started before run(then:) returns")

        child.finish(returning: 2)

        #expect(answers == [2])
        #expect(namesWhenAnswered == ["home"])
    }

    @Test func aSecondRunStartsNothingGetsTheSameAnswerAndIsReported() throws {
        let app = PickerApp(.uiKit)
        let child = PickerChild(parent: app.parent, modal: false)
        var answers: [Int?] = []
        child.run { answers.append($0) }
        child.run { answers.append($0) }
        #expect(app.names == ["home > pick > pick more"])

        child.finish(returning: 5)
        child.run { answers.append($0) }

        #expect(answers == [5, 5, 5])
        #expect(app.diagnostics.map(\.kind) == [.flowRunTwice, .flowRunTwice])
    }

    @Test func aFinishedChildIsFreed() async throws {
        let app = PickerApp(.uiKit)
        let task = await app.choose(modal: true)
        try #require(app.parent.child).finish(returning: 1)
        try #require(app.parent.answers.isEmpty || app.parent.answers == [1])
        await task.value
        #expect(app.parent.answers == [1])
        #expect(app.parent.child == nil, "the parent holds it weakly: nothing else does once it finished")
    }
}
