import Testing
import TiltUp
import TiltUpTestSupport

/// A first screen whose flow answers a name: a sign-up, shown at the root of the app's stack.
@MainActor
private final class WelcomeFlow: ResultCoordinator<String> {
    var showsNothing = false

    override func start() {
        guard !showsNothing else { return }
        router.replaceRoot(with: TestScreen("welcome"), retaining: self)
    }
}

/// What the app shows once the first flow has answered: a plain coordinator at the root.
@MainActor
private final class SignedInCoordinator: Coordinator {
    override func start() {
        router.replaceRoot(with: TestScreen("signed in"), retaining: self)
    }
}

/// An app that starts a ``WelcomeFlow`` first and keeps each answer it gets.
@MainActor
private final class WelcomeApp {
    let appCoordinator: AppCoordinator
    var answers: [String?] = []
    var diagnostics: [NavigationDiagnostic.Kind] = []
    private(set) weak var flow: WelcomeFlow?

    init(_ frontEnd: TestFrontEnd) {
        appCoordinator = AppCoordinator(router: Router(navigationController: frontEnd.makeNavigationController()))
        appCoordinator.router.diagnosticHandler = { [unowned self] in self.diagnostics.append($0.kind) }
    }

    /// Starts the flow; each answer is kept, and a name shows the signed-in screen in the form's place.
    func launch(showsNothing: Bool = false) {
        let flow = WelcomeFlow(appCoordinator: appCoordinator)
        flow.showsNothing = showsNothing
        self.flow = flow
        appCoordinator.start(coordinator: flow) { [unowned self] name in
            answers.append(name)
            if name != nil {
                SignedInCoordinator(appCoordinator: appCoordinator).start()
            }
        }
    }

    var names: [String] { appCoordinator.router.viewControllers.map { ($0 as? TestScreen)?.name ?? "?" } }
}

@MainActor
@Suite struct AppFirstFlowTests {
    @Test(arguments: TestFrontEnd.allCases)
    func theFirstFlowsAnswerReachesTheAppOnceAndWhatItShowsReplacesTheForm(_ frontEnd: TestFrontEnd) throws {
        let app = WelcomeApp(frontEnd)
        app.launch()
        let flow = try #require(app.flow)
        #expect(app.names == ["welcome"])
        #expect(app.appCoordinator.containsCoordinator(flow))

        flow.finish(returning: "Lisa")
        flow.finish(returning: "Bart")
        flow.cancel()

        #expect(app.answers == ["Lisa"])
        #expect(flow.ending == .finished("Lisa"))
        #expect(app.names == ["signed in"])
        #expect(!app.appCoordinator.containsCoordinator(flow))
        #expect(app.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aFinishedFirstFlowIsFreedOnceTheAppHasReplacedItsScreen(_ frontEnd: TestFrontEnd) {
        let app = WelcomeApp(frontEnd)
        app.launch()
        app.flow?.finish(returning: "Lisa")
        #expect(app.flow == nil)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aFirstFlowWhoseScreenTheAppReplacesAnswersNilOnce(_ frontEnd: TestFrontEnd) throws {
        let app = WelcomeApp(frontEnd)
        app.launch()
        let flow = try #require(app.flow)

        SignedInCoordinator(appCoordinator: app.appCoordinator).start()
        flow.finish(returning: "too late")

        #expect(app.answers == [nil])
        #expect(flow.ending == .closed)
        #expect(app.names == ["signed in"])
    }

    @Test func aFirstFlowCancelledKeepsItsRootScreenAndAnswersNil() throws {
        let app = WelcomeApp(.uiKit)
        app.launch()
        let flow = try #require(app.flow)

        flow.cancel()

        #expect(app.answers == [nil])
        #expect(flow.ending == .cancelled)
        #expect(app.names == ["welcome"], "the root of the app's stack stays until something replaces it")
    }

    @Test func aFirstFlowThatShowsNothingAnswersNilAtOnceAndSaysWhy() {
        let app = WelcomeApp(.uiKit)
        app.launch(showsNothing: true)
        #expect(app.answers == [nil])
        #expect(app.diagnostics == [.flowShowedNothing])
    }

    @Test func aResultCoordinatorStartedWithoutAHandlerStillRunsAsAFlow() throws {
        let appCoordinator = AppCoordinator()
        let flow = WelcomeFlow(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: flow)
        #expect(appCoordinator.containsCoordinator(flow))

        SignedInCoordinator(appCoordinator: appCoordinator).start()

        #expect(flow.ending == .closed, "nobody awaits it, but its screen leaving still ends it")
    }

    @Test func aFirstFlowStartedAgainStartsNothingAndGetsTheSameAnswer() throws {
        let app = WelcomeApp(.uiKit)
        app.launch()
        let flow = try #require(app.flow)
        var second: [String?] = []
        app.appCoordinator.start(coordinator: flow) { second.append($0) }
        #expect(app.diagnostics == [.flowRunTwice])
        #expect(app.names == ["welcome"])

        flow.finish(returning: "Lisa")

        #expect(app.answers == ["Lisa"])
        #expect(second == ["Lisa"])
    }
}
