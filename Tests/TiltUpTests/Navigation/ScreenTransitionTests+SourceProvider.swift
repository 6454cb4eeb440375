import Testing
import TiltUp
import TiltUpTestSupport

/// UIKit asks a zoom's source provider while the transition is under way, and so does the headless controller:
/// the controller refuses every change meanwhile, and a Router call the provider makes waits for the change that
/// asked it, then runs. A transition goes with its screen: what its provider captures is released when the
/// screen leaves for good, and kept while a gesture that may still bring the screen back is under way.
extension ScreenTransitionTests {
    /// An object a source provider captures, as a coordinator is.
    final class Captured {}

    @Test func theZoomsSourceIsAskedWhileItsTransitionIsUnderWay() throws {
        let fixture = Fixture()
        var transitioning: [Bool] = []
        let zoom = ScreenTransition.zoom(sourceID: 1) { [unowned fixture] in
            transitioning.append(fixture.navigationController.isTransitioning)
            return nil
        }
        fixture.router.push(TestScreen("photo"), transition: zoom)
        fixture.router.pop()
        fixture.router.presentModal(TestScreen("player"), presentationStyle: .fullScreen, transition: zoom)
        fixture.router.dismissModal()
        fixture.router.push(TestScreen("photo"), transition: zoom)
        try #require(fixture.navigationController.beginInteractiveDismissal()).finish()

        #expect(transitioning == [true, true, true, true, true, true], "asked on each way in and out, mid-transition")
        #expect(!fixture.navigationController.isTransitioning, "over once the change is")
    }

    @Test func aChangeTheSourceProviderMakesOnTheControllerItselfIsRefused() {
        let fixture = Fixture()
        var kinds: [NavigationDiagnostic.Kind] = []
        fixture.router.diagnosticHandler = { kinds.append($0.kind) }
        let intruder = TestScreen("intruder")
        var requests = 0
        let zoom = ScreenTransition.zoom(sourceID: 1) { [unowned fixture] in
            requests += 1
            if requests == 2 {
                fixture.navigationController.pushViewController(intruder, animated: false)
            }
            return nil
        }
        fixture.router.push(TestScreen("photo"), transition: zoom) { fixture.runs.append("pop photo") }
        fixture.router.pop()

        #expect(kinds == [.transitionInProgress])
        #expect(fixture.runs == ["pop photo"], "the pop takes the photo, and only it")
        #expect(fixture.navigationController.viewControllers.map { ($0 as? TestScreen)?.name } == ["list"])
        #expect(fixture.router.viewControllers.count == 1)
    }

    @Test func aRouterCallTheSourceProviderMakesRunsOnceTheChangeThatAskedItIsOverAsTheAppsOwn() {
        let app = ShopApp()
        let router = app.tabRouter(0)
        let journal = NavigationJournal(navigator: app.navigator)
        var requests = 0
        let zoom = ScreenTransition.zoom(sourceID: 1) {
            requests += 1
            if requests == 2 {
                router.push(TestScreen("next"), animated: false)
            }
            return nil
        }
        router.push(TestScreen("photo"), transition: zoom)
        let start = journal.entries.count
        router.pop()

        let entries = journal.entries.dropFirst(start)
        #expect(entries.map(\.call) == ["pop", "push"], "the pop, then the push that waited for it")
        #expect(entries.map(\.change) == [.popped(count: 1), .pushed(screen: "TestScreen")])
        #expect(Set(entries.map(\.action)).count == 2, "the push is an action of its own")
        #expect(router.viewControllers.count == 2 && (router.viewControllers.last as? TestScreen)?.name == "next")
        #expect(app.journal.diagnostics.isEmpty, "\(app.journal.diagnostics)")
    }

    @Test func aZoomedScreensTransitionIsReleasedWhenTheUsersDismissalTakesItAway() throws {
        let fixture = Fixture()
        weak var released: Captured?
        do {
            let captured = Captured()
            released = captured
            let zoom = ScreenTransition.zoom(sourceID: 1) {
                _ = captured
                return nil
            }
            fixture.router.push(TestScreen("photo"), transition: zoom)
            fixture.router.presentModal(TestScreen("player"), presentationStyle: .fullScreen, transition: zoom)
        }
        try #require(fixture.navigationController.beginInteractiveDismissal()).cancel()
        #expect(released != nil, "the player stays, and its transition with it")
        try #require(fixture.navigationController.beginInteractiveDismissal()).finish()
        #expect(released != nil, "the photo is still on the stack")
        let pinch = try #require(fixture.navigationController.beginInteractiveDismissal())
        #expect(released != nil, "the photo may come back: the pinch is under way")
        pinch.finish()
        #expect(released == nil, "gone with the last screen that came with it")
    }

    @Test func aTransitionIsReleasedWhenItsScreenIsReplacedOrItsPresentationIsRefused() {
        let fixture = Fixture()
        var kinds: [NavigationDiagnostic.Kind] = []
        fixture.router.diagnosticHandler = { kinds.append($0.kind) }
        weak var replacedsCapture: Captured?
        weak var refusedsCapture: Captured?
        do {
            let replaced = Captured()
            replacedsCapture = replaced
            fixture.router.push(
                TestScreen("photo"),
                transition: .zoom(sourceID: 1) { [replaced] in
                    _ = replaced
                    return nil
                })
            let refused = Captured()
            refusedsCapture = refused
            fixture.router.presentModal(TestScreen("sheet"), animated: false)
            fixture.router.presentModal(
                TestScreen("player"), animated: false, presentationStyle: .fullScreen,
                transition: .zoom(sourceID: 2) { [refused] in
                    _ = refused
                    return nil
                })
        }
        #expect(kinds == [.modalAlreadyPresented])
        #expect(refusedsCapture == nil, "the player was never shown: its transition is let go of")
        #expect(replacedsCapture != nil, "the photo is on the stack")

        fixture.navigationController.setViewControllers([TestScreen("home")], animated: false)
        #expect(replacedsCapture == nil, "the photo was replaced: its transition went with it")
    }
}
