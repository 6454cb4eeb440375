import Testing
import TiltUp
import TiltUpTest
import TiltUpTestSupport

/// A picker whose flow answers the name of the row the user picks; its screen is presented as a sheet.
@MainActor
final class NamePickerCoordinator: ResultCoordinator<String> {
    override func start() {
        router.push(TestScreen("names"), animated: false)
        parent?.router.presentModal(router, retaining: self, animated: false, presentationStyle: .pageSheet)
    }
}

/// A parent that awaits the picker's answer where it asked.
@MainActor
final class GreetingCoordinator: Coordinator {
    private(set) var greeted: String?

    override func start() {
        router.push(TestScreen("greeting"), retaining: self, animated: false)
    }

    /// The app's own task, which the test cannot await.
    func chooseNameLater() {
        Task { await chooseName() }
    }

    func chooseName() async {
        if let name = await NamePickerCoordinator(parent: self, modal: true).run() {
            greeted = name
        }
    }
}

/// Testing an awaited flow: start the parent's task, wait for the child, act, await the answer.
@MainActor
@Suite(.detectsMemoryLeaks) struct AwaitedFlowHelperTests {
    let appCoordinator = TestAppCoordinator()

    @Test func waitForCoordinatorReturnsTheChildOnceTheParentsTaskHasShownIt() async throws {
        let greeting = GreetingCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: greeting)
        let choosing = Task { await greeting.chooseName() }
        #expect(!appCoordinator.retainedCoordinators.contains { $0 is NamePickerCoordinator }, "the task has not run yet")

        let picker = try await appCoordinator.waitForCoordinator(NamePickerCoordinator.self)
        #expect((appCoordinator.visibleScreen as? TestScreen)?.name == "names")
        picker.finish(returning: "Ada")
        await choosing.value

        #expect(greeting.greeted == "Ada")
        #expect((appCoordinator.visibleScreen as? TestScreen)?.name == "greeting")
        #expect(appCoordinator.diagnostics.isEmpty)
    }

    @Test func whereTheAppStartsTheTaskItselfTheAnswerArrivesAfterOneWaitForTheMainQueue() async throws {
        let greeting = GreetingCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: greeting)
        greeting.chooseNameLater()

        let picker = try await appCoordinator.waitForCoordinator(NamePickerCoordinator.self)
        picker.finish(returning: "Grace")
        #expect(greeting.greeted == nil, "not yet: the parent's task resumes on the main queue")
        await waitForMainQueue()
        #expect(greeting.greeted == "Grace")
    }

    @Test func waitForCoordinatorReturnsAtOnceAChildAlreadyRetained() async throws {
        let greeting = GreetingCoordinator(appCoordinator: appCoordinator)
        appCoordinator.start(coordinator: greeting)
        let picker = NamePickerCoordinator(parent: greeting, modal: true)
        picker.run { _ in }
        #expect(try await appCoordinator.waitForCoordinator(NamePickerCoordinator.self, timeout: 0) === picker)
        picker.cancel()
    }

    @Test func waitForCoordinatorFailsAtTheCallersLineWhenTheChildNeverShows() async throws {
        appCoordinator.start(coordinator: GreetingCoordinator(appCoordinator: appCoordinator))
        let line = #line + 2
        try await withKnownIssue {
            _ = try await appCoordinator.waitForCoordinator(NamePickerCoordinator.self, timeout: 0.05)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.first?.rawValue.hasPrefix(
                    "waitForCoordinator failed: no NamePickerCoordinator was retained after 0.05 seconds; retained now: GreetingCoordinator\nNavigation now:\n"
                ) == true
        }
    }

    @Test func waitForCoordinatorWithANegativeTimeoutFailsAtOnceSayingSo() async throws {
        let line = #line + 2
        try await withKnownIssue {
            _ = try await appCoordinator.waitForCoordinator(NamePickerCoordinator.self, timeout: -1)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.first?.rawValue.hasPrefix(
                    "waitForCoordinator failed: the timeout must be zero or more seconds, or .infinity; -1.0 did not wait") == true
        }
    }
}
