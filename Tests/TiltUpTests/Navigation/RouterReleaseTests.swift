import Testing
import TiltUp
import TiltUpTestSupport

@MainActor
@Suite struct RouterReleaseTests {
    @Test func releasingARouterWithAHundredThousandNestedModalsDoesNotRecurse() {
        var base: Router? = Router.headless(root: TestScreen("base"))
        weak var innermost: Router?
        do {
            var presenter = base!
            for _ in 1...100_000 {
                let next = Router.headless(root: TestScreen("level"))
                presenter.presentModal(next, animated: false)
                presenter = next
            }
            innermost = presenter
        }
        #expect(innermost != nil)
        base = nil
        #expect(innermost == nil)
    }

    @Test func releasingARouterLeavesARouterItPresentsThatIsHeldElsewhereAsItIs() {
        var base: Router? = Router.headless(root: TestScreen("base"))
        let kept = Router.headless(root: TestScreen("kept"))
        let inner = Router.headless(root: TestScreen("inner"))
        base?.presentModal(kept, animated: false)
        kept.presentModal(inner, animated: false)
        base = nil
        #expect(kept.presentedRouter === inner)
        #expect(kept.navigationController.presentedViewController === inner.navigationController)
    }
}
