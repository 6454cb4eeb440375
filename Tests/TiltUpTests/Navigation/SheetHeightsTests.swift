import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// Sheets at any height: a fraction, a fixed height and custom detents beside `.medium` and `.large`, the
/// grabber, and the largest undimmed detent, below which the screens behind take the user's taps.
@MainActor
@Suite struct SheetHeightsTests {
    static let peek = SheetDetent.custom("peek") { context in context.maximumDetentValue * 0.1 }
    static let never = SheetDetent.custom("never") { _ in nil }

    /// The shop app with a one-screen sheet presented from its first tab, whose stack is `home` alone.
    private func appWithSheet(
        _ frontEnd: TestFrontEnd, detents: [SheetDetent], selected: SheetDetent? = nil, grabber: Bool = false,
        undimmed: SheetDetent? = nil
    ) -> (ShopApp, Router) {
        let app = ShopApp(frontEnd)
        let sheet = Router(navigationController: frontEnd.makeModalNavigationController())
        sheet.push(TestScreen("player"), animated: false, popHandler: app.journal.popHandler("player"))
        app.tabRouter(0).presentSheet(
            sheet, animated: false, detents: detents, selectedDetent: selected, prefersGrabberVisible: grabber,
            largestUndimmedDetent: undimmed, dismissHandler: app.journal.dismissHandler("sheet"))
        return (app, sheet)
    }

    @Test func detentsAreOrderedByTheirHeightSmallestFirstAndEachIdentifierOnce() {
        let (app, _) = appWithSheet(.uiKit, detents: [.large, .height(500), .fraction(0.2), .medium, Self.peek, .fraction(0.2)])
        #expect(app.tabRouter(0).presentedSheetDetents == [Self.peek, .fraction(0.2), .medium, .height(500), .large])
        #expect(app.tabRouter(0).presentedSheetDetent == Self.peek, "a sheet rests at its smallest detent")
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func aDetentsHeightIsMeasuredInItsContextAndClampedToLarge() {
        let context = SheetDetent.Context(maximumDetentValue: 600)
        #expect(SheetDetent.medium.height(in: context) == 300)
        #expect(SheetDetent.large.height(in: context) == 600)
        #expect(SheetDetent.fraction(0.25).height(in: context) == 150)
        #expect(SheetDetent.height(240).height(in: context) == 240)
        #expect(SheetDetent.height(900).height(in: context) == 600, "no taller than .large")
        #expect(SheetDetent.fraction(7) == .fraction(1) && SheetDetent.fraction(-1).height(in: context) == 0)
        #expect(Self.peek.height(in: context) == 60)
        #expect(Self.never.height(in: context) == nil)
        #expect(SheetDetent.Context.reference.maximumDetentValue == 800)
    }

    @Test func twoDetentsAreTheSameWhenTheirIdentifiersAre() {
        #expect(SheetDetent.fraction(0.5) != .medium, "the same height, another detent")
        #expect(SheetDetent.fraction(0.5).identifier == "fraction(0.5)")
        #expect(SheetDetent.height(200).identifier == "height(200.0)")
        #expect(SheetDetent.custom("peek") { _ in 1 } == Self.peek)
        #expect(Set([SheetDetent.medium, .medium, .large]).count == 2)
    }

    @Test func aDetentIsSavedAsItsIdentifierAndReadBackSoOldSavesIncluded() throws {
        for detent in [SheetDetent.medium, .large, .fraction(0.3), .height(250), Self.peek] {
            let data = try JSONEncoder().encode([detent])
            #expect(String(decoding: data, as: UTF8.self) == "[\"\(detent.identifier)\"]")
            let read = try JSONDecoder().decode([SheetDetent].self, from: data)
            #expect(read == [detent])
        }
        let old = try JSONDecoder().decode([SheetDetent].self, from: Data(#"["medium","large"]"#.utf8))
        #expect(old == [.medium, .large])
        let fraction = try JSONDecoder().decode([SheetDetent].self, from: Data(#"["fraction(0.3)"]"#.utf8))
        #expect(fraction.first?.height(in: .reference) == SheetDetent.fraction(0.3).height(in: .reference))
        let unknown = try JSONDecoder().decode([SheetDetent].self, from: Data(#"["fraction(x)"]"#.utf8))
        #expect(unknown.first?.height(in: .reference) == nil, "a detent this version lacks has no height of its own")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theUserDragsBetweenAnyDetentsAndBelowTheSmallestIsTheSwipeDown(_ frontEnd: TestFrontEnd) {
        let (app, _) = appWithSheet(frontEnd, detents: [.fraction(0.25), .height(500), .large])
        let tab = app.tabRouter(0).headless
        #expect(tab.simulateDetentChange(to: .height(500)))
        #expect(app.tabRouter(0).presentedSheetDetent == .height(500))
        #expect(!tab.simulateDetentChange(to: .medium), "no such detent")
        #expect(app.journal.runs.isEmpty, "a detent change dismisses nothing")
        tab.simulateSwipeDown()
        app.settle()
        #expect(app.journal.runs == ["pop player", "dismiss sheet"])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aCustomDetentWhoseResolverReturnsNilIsUnavailable(_ frontEnd: TestFrontEnd) {
        let (app, _) = appWithSheet(frontEnd, detents: [Self.never, .medium, .large])
        let router = app.tabRouter(0)
        #expect(router.presentedSheetDetent == .medium, "the smallest available detent")
        #expect(!router.headless.simulateDetentChange(to: Self.never))
        router.selectSheetDetent(Self.never)
        #expect(router.presentedSheetDetent == .medium)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .invalidSheetDetent])
    }

    @Test func aSelectionThatIsUnavailableStartsAtTheSmallestAndNoAvailableDetentRestsAtLarge() {
        let (app, _) = appWithSheet(.uiKit, detents: [.fraction(0.3), Self.never, .large], selected: Self.never)
        #expect(app.tabRouter(0).presentedSheetDetent == .fraction(0.3))
        #expect(app.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])

        let (none, _) = appWithSheet(.uiKit, detents: [Self.never])
        #expect(none.tabRouter(0).presentedSheetDetents == [.large])
        #expect(none.tabRouter(0).presentedSheetDetent == .large)
        #expect(none.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theGrabberAndTheUndimmedDetentAreGivenToTheSheet(_ frontEnd: TestFrontEnd) {
        let (app, _) = appWithSheet(frontEnd, detents: [.fraction(0.15), .large], grabber: true, undimmed: .fraction(0.15))
        let tab = app.tabRouter(0).headless
        #expect(tab.presentedSheetPrefersGrabberVisible)
        #expect(tab.presentedSheetLargestUndimmedDetent == .fraction(0.15))

        let (plain, _) = appWithSheet(frontEnd, detents: [.medium, .large])
        #expect(!plain.tabRouter(0).headless.presentedSheetPrefersGrabberVisible)
        #expect(plain.tabRouter(0).headless.presentedSheetLargestUndimmedDetent == nil)
        #expect(!plain.tabRouter(0).presentedSheetIsUndimmed)
    }

    @Test func anUndimmedDetentThatIsNotAmongTheDetentsIsIgnoredAndReported() {
        let (app, _) = appWithSheet(.uiKit, detents: [.medium, .large], undimmed: .fraction(0.1))
        #expect(app.tabRouter(0).headless.presentedSheetLargestUndimmedDetent == nil)
        #expect(!app.tabRouter(0).presentedSheetIsUndimmed)
        #expect(app.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func anUnavailableUndimmedDetentUndimsNothingAndIsReported(_ frontEnd: TestFrontEnd) {
        // `never` is one of the sheet's detents, ordered last as it has no height: undimming up to it would
        // undim `.large` too.
        let (app, _) = appWithSheet(frontEnd, detents: [.medium, .large, Self.never], undimmed: Self.never)
        let router = app.tabRouter(0)
        #expect(router.headless.presentedSheetLargestUndimmedDetent == nil, "the sheet is given no undimmed detent")
        #expect(!router.presentedSheetIsUndimmed, "dimmed at .medium")
        #expect(router.headless.simulateDetentChange(to: .large))
        #expect(!router.presentedSheetIsUndimmed, "and at .large")
        #expect(app.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])
        #expect(app.journal.diagnostics.first?.message.contains("unavailable") == true, "\(app.journal.diagnostics)")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func atOrBelowTheLargestUndimmedDetentTheUserGoesBackBehindTheSheetWhichStays(_ frontEnd: TestFrontEnd) {
        let (app, _) = appWithSheet(frontEnd, detents: [.fraction(0.15), .medium, .large], undimmed: .medium)
        let router = app.tabRouter(0)
        router.push(TestScreen("detail"), animated: false, popHandler: app.journal.popHandler("detail"))
        #expect(router.presentedSheetIsUndimmed)
        #expect(router.headless.simulateBackButton() != nil, "the back button behind the sheet takes the tap")
        #expect(app.journal.runs == ["pop detail"])
        #expect(router.presentedRouter != nil, "the sheet stays up")
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aboveTheLargestUndimmedDetentTheSheetCoversTheScreensBehind(_ frontEnd: TestFrontEnd) {
        let (app, _) = appWithSheet(frontEnd, detents: [.fraction(0.15), .large], undimmed: .fraction(0.15))
        let router = app.tabRouter(0)
        router.push(TestScreen("detail"), animated: false, popHandler: app.journal.popHandler("detail"))
        #expect(router.headless.simulateDetentChange(to: .large))
        #expect(!router.presentedSheetIsUndimmed)
        #expect(router.headless.simulateBackButton() == nil)
        app.tabBarController.simulateTabSelection(at: 1)
        #expect(app.tabBarRouter.selectedIndex == 0)
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .gestureUnavailable])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func anUndimmedSheetLeavesTheTabBarUsable(_ frontEnd: TestFrontEnd) {
        let (app, _) = appWithSheet(frontEnd, detents: [.fraction(0.15), .large], undimmed: .fraction(0.15))
        app.tabBarController.simulateTabSelection(at: 1)
        #expect(app.tabBarRouter.selectedIndex == 1)
        #expect(app.tabRouter(0).presentedRouter != nil, "the sheet stays with its tab")
        #expect(app.journal.runs.isEmpty)
        #expect(app.journal.diagnostics.isEmpty, "\(app.journal.diagnostics)")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aModalOverAnUndimmedSheetCoversTheScreensBehind(_ frontEnd: TestFrontEnd) {
        let (app, sheet) = appWithSheet(frontEnd, detents: [.fraction(0.15), .large], undimmed: .fraction(0.15))
        let router = app.tabRouter(0)
        router.push(TestScreen("detail"), animated: false, popHandler: app.journal.popHandler("detail"))
        sheet.presentModal(TestScreen("alert"), animated: false)
        #expect(!router.presentedSheetIsUndimmed)
        #expect(router.headless.simulateBackButton() == nil)
        #expect(app.journal.runs.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func goingBackPastTheScreenTheUndimmedSheetWasPresentedOverDismissesItFirstHandlersOnce(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let router = app.tabRouter(0)
        router.push(TestScreen("detail"), animated: false, popHandler: app.journal.popHandler("detail"))
        let sheet = Router(navigationController: frontEnd.makeModalNavigationController())
        sheet.push(TestScreen("player"), animated: false, popHandler: app.journal.popHandler("player"))
        router.presentSheet(
            sheet, animated: false, detents: [.fraction(0.15), .large], largestUndimmedDetent: .fraction(0.15),
            dismissHandler: app.journal.dismissHandler("sheet"))
        #expect(router.headless.simulateBackButton() != nil)
        app.settle()
        #expect(app.journal.runs == ["pop player", "dismiss sheet", "pop detail"])
        #expect(router.presentedRouter == nil)
        #expect(router.viewControllers.count == 1)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func savedNavigationKeepsAFractionDetentAndACustomOneTheSheetDeclares(_ frontEnd: TestFrontEnd) throws {
        for detent in [SheetDetent.fraction(0.5), Self.peek] {
            let app = ShopApp(frontEnd)
            app.journal.sheetDetents = [.fraction(0.25), .fraction(0.5), Self.peek, .large]
            app.navigator.open([.orders, .settings])
            #expect(app.tabRouter(1).headless.simulateDetentChange(to: detent))
            let data = try app.navigator.capture().restorationData()

            let restored = ShopApp(frontEnd)
            restored.journal.sheetDetents = app.journal.sheetDetents
            restored.navigator.restore(try NavigationSnapshot<ShopRoute>.read(restorationData: data).snapshot)
            #expect(restored.tabRouter(1).presentedSheetDetent == detent)
            #expect(restored.journal.diagnostics.isEmpty)

            let older = ShopApp(frontEnd)
            older.journal.sheetDetents = [.medium, .large]
            older.navigator.restore(try NavigationSnapshot<ShopRoute>.read(restorationData: data).snapshot)
            #expect(older.navigator.currentPath == [.orders, .settings])
            #expect(older.tabRouter(1).presentedSheetDetent == .medium, "a detent the sheet lacks: its default")
            #expect(older.journal.diagnostics.isEmpty)
        }
    }
}
