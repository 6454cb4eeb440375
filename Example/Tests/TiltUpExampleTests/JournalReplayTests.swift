import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

/// The example's order screen in a later version of the app: another screen type, so a replay of a
/// journal recorded before the change differs where the order is pushed.
final class RedesignedOrderStubScreen: StubScreen {}

/// The example's screens as `screens` makes them, but for the order screen of a later version of the
/// app, made by `makeOrderScreen`: a replay of a journal recorded before differs where the order is pushed.
@MainActor
final class RedesignedScreenFactory: ExampleScreenFactory {
    private let screens: ExampleScreenFactory
    private let orderScreen: () -> Screen

    init(_ screens: ExampleScreenFactory = StubScreenFactory(), makeOrderScreen: @escaping () -> Screen = { RedesignedOrderStubScreen() }) {
        self.screens = screens
        orderScreen = makeOrderScreen
    }

    func makeSignUpScreen(viewModel: SignUpViewModel) -> Screen { screens.makeSignUpScreen(viewModel: viewModel) }
    func makeHomeScreen(viewModel: HomeViewModel) -> Screen { screens.makeHomeScreen(viewModel: viewModel) }
    func makePlanScreen(viewModel: SingleSelectionViewModel<Plan>) -> Screen { screens.makePlanScreen(viewModel: viewModel) }
    func makeOrdersScreen(viewModel: OrdersViewModel) -> Screen { screens.makeOrdersScreen(viewModel: viewModel) }
    func makeOrderScreen(viewModel: OrderViewModel) -> Screen { orderScreen() }
    func makeCameraViewModel(settings: Camera.Settings, hint: HintProvider?) -> CameraViewModel {
        screens.makeCameraViewModel(settings: settings, hint: hint)
    }
    func makeCameraScreen(viewModel: CameraViewModel) -> Screen { screens.makeCameraScreen(viewModel: viewModel) }
    func makeSectionsScreen(viewModel: SectionsViewModel) -> Screen { screens.makeSectionsScreen(viewModel: viewModel) }
}

/// The example signed in on a test app coordinator, with its navigator.
@MainActor
private struct SignedInExample {
    let appCoordinator = TestAppCoordinator()
    let navigator: RouteNavigator<ExampleRoute>

    init(factory: ExampleScreenFactory = StubScreenFactory()) {
        navigator = RouteNavigator(appCoordinator: appCoordinator)
        let signUp = ExampleLaunch.startSignUp(on: appCoordinator, factory: factory, service: FakeOrderService())
        signUp.signedUp(as: "Lisa")
    }
}

@MainActor
@Suite struct JournalReplayTests {
    /// A session since sign-in: links, the plan sheet swiped down, an order and back, tab taps.
    private func playSession(on app: SignedInExample) {
        app.navigator.open([.home, .plan], from: .url)
        app.appCoordinator.simulateSwipeDown()
        app.navigator.open([.orders, .order(2)], from: .url)
        app.appCoordinator.simulateBackSwipe()
        app.appCoordinator.tabBarController?.simulateTabSelection(at: 0)
        app.navigator.open([.orders, .order(1)], from: .notification)
    }

    @Test func aSessionOfTheExampleReplaysTheSameFromItsJSON() throws {
        let recorded = SignedInExample()
        let journal = NavigationJournal(navigator: recorded.navigator)
        playSession(on: recorded)
        let recording = try NavigationJournal<ExampleRoute>.read(jsonData: journal.jsonData())
        #expect(recording.entries.map(\.cause).contains(.swipeDown))

        let app = SignedInExample()
        let replay = app.appCoordinator.replay(recording, navigator: app.navigator)
        #expect(replay.divergence == nil)
        #expect(replay.matchedCount == recording.entries.count)
        #expect(app.navigator.currentPath == [.orders, .order(1)])
    }

    @Test func aChangedAppFailsTheReplayAtTheEntryWhereItDiffers() throws {
        let recorded = SignedInExample()
        let journal = NavigationJournal(navigator: recorded.navigator)
        playSession(on: recorded)
        let recording = NavigationJournal<ExampleRoute>.Recording(entries: journal.entries)
        let orderPush = try #require(recording.entries.first { "\($0.change)" == "pushed OrderStubScreen" })

        let app = SignedInExample(factory: RedesignedScreenFactory())
        var replay: NavigationReplay<ExampleRoute>?
        let failure = "replay diverged at entry #\(orderPush.number)"
        withKnownIssue {
            replay = app.appCoordinator.replay(recording, navigator: app.navigator)
        } matching: { issue in
            "\(issue)".contains(failure)
        }
        #expect(replay?.divergence?.expected == orderPush)
        #expect(replay?.divergence?.actual.map { "\($0.change)" } == "pushed RedesignedOrderStubScreen")
        #expect(replay?.matchedCount == orderPush.number - 1)
    }
}
