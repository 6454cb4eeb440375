import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// A sheet rests at one of its detents; the user's drag between them and the app's selection dismiss
/// nothing; dragging below the smallest is the swipe-down, with its handlers once.
@MainActor
@Suite struct SheetDetentTests {
    /// The shop app with a sheet of two screens, presented from its first tab with `detents`.
    private func appWithSheet(
        _ frontEnd: TestFrontEnd, detents: [SheetDetent] = [.medium, .large], selected: SheetDetent? = nil
    ) -> (ShopApp, Router) {
        let app = ShopApp(frontEnd)
        let sheet = Router(navigationController: frontEnd.makeModalNavigationController())
        sheet.push(TestScreen("filters"), animated: false, popHandler: app.journal.popHandler("filters"))
        sheet.push(TestScreen("filter"), animated: false, popHandler: app.journal.popHandler("filter"))
        app.tabRouter(0).presentSheet(
            sheet, animated: false, detents: detents, selectedDetent: selected, dismissHandler: app.journal.dismissHandler("sheet"))
        return (app, sheet)
    }

    private func tab(_ app: ShopApp) -> HeadlessNavigationController {
        app.tabRouter(0).headless
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSheetRestsAtItsSmallestDetentUnlessAnotherIsSelected(_ frontEnd: TestFrontEnd) {
        let (app, sheet) = appWithSheet(frontEnd)
        #expect(app.tabRouter(0).presentedRouter === sheet)
        #expect(app.tabRouter(0).presentedSheetDetent == .medium)

        let (selectedApp, _) = appWithSheet(frontEnd, selected: .large)
        #expect(selectedApp.tabRouter(0).presentedSheetDetent == .large)
        #expect(app.journal.diagnostics.isEmpty && selectedApp.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theUsersDragBetweenDetentsDismissesNothingAndBelowTheSmallestIsTheSwipeDown(_ frontEnd: TestFrontEnd) {
        let (app, sheet) = appWithSheet(frontEnd)

        #expect(tab(app).simulateDetentChange(to: .large))
        #expect(app.tabRouter(0).presentedSheetDetent == .large)
        #expect(tab(app).simulateDetentChange(to: .medium))
        #expect(app.tabRouter(0).presentedSheetDetent == .medium)
        #expect(app.journal.runs.isEmpty, "a detent change is no dismissal")
        #expect(app.tabRouter(0).presentedRouter === sheet)
        #expect(sheet.viewControllers.count == 2)

        #expect(tab(app).simulateSwipeDown() === sheet.navigationController)  // dragged below .medium
        app.settle()
        #expect(app.journal.runs == ["pop filter", "pop filters", "dismiss sheet"])
        #expect(app.tabRouter(0).presentedSheetDetent == nil)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theAppSelectsADetentAsTheUsersDragWouldAndOneTheSheetLacksChangesNothing(_ frontEnd: TestFrontEnd) {
        let (app, _) = appWithSheet(frontEnd, detents: [.medium])
        app.tabRouter(0).selectSheetDetent(.large)
        #expect(app.tabRouter(0).presentedSheetDetent == .medium)
        #expect(app.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])
        #expect(!tab(app).simulateDetentChange(to: .large))
        #expect(app.journal.diagnostics.map(\.kind) == [.invalidSheetDetent, .gestureUnavailable])

        let (twoDetents, _) = appWithSheet(frontEnd)
        twoDetents.tabRouter(0).selectSheetDetent(.large)
        #expect(twoDetents.tabRouter(0).presentedSheetDetent == .large)
        #expect(twoDetents.journal.runs.isEmpty)
        #expect(twoDetents.journal.diagnostics.isEmpty)
    }

    @Test func detentsAreCheckedNoneRestsAtLargeAndASelectionNotAmongThemStartsAtTheSmallest() {
        let (noDetents, _) = appWithSheet(.uiKit, detents: [])
        #expect(noDetents.tabRouter(0).presentedSheetDetent == .large)
        #expect(noDetents.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])

        let (wrongSelection, _) = appWithSheet(.uiKit, detents: [.large, .large, .medium], selected: nil)
        #expect(wrongSelection.tabRouter(0).presentedSheetDetent == .medium, "each once, smallest first")
        #expect(wrongSelection.journal.diagnostics.isEmpty)

        let (onlyLarge, _) = appWithSheet(.uiKit, detents: [.large], selected: .medium)
        #expect(onlyLarge.tabRouter(0).presentedSheetDetent == .large)
        #expect(onlyLarge.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aModalPresentedWithoutDetentsHasNoneEvenWhenItsScreenHadSomeBefore(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let screen = TestScreen("filters")
        let router = app.tabRouter(0)
        router.presentSheet(screen, animated: false, detents: [.medium, .large])
        #expect(router.presentedSheetDetent == .medium)
        router.dismissModal(animated: false)
        app.settle()

        router.presentModal(screen, animated: false, presentationStyle: .pageSheet)
        #expect(router.presentedSheetDetent == nil)
        #expect(!tab(app).simulateDetentChange(to: .large))
        router.selectSheetDetent(.large)
        #expect(app.journal.diagnostics.map(\.kind) == [.gestureUnavailable, .invalidSheetDetent])
    }

    @Test func swiftUIWritesTheSelectionOfItsDetentsAsTheUsersDrag() throws {
        let (app, sheet) = appWithSheet(.swiftUI)
        let stack = try #require(tab(app) as? NavigationStackController)

        stack.writeSheetDetent(.large)
        stack.writeSheetDetent(.large)  // written twice: no change
        #expect(app.tabRouter(0).presentedSheetDetent == .large)
        #expect(app.tabRouter(0).presentedRouter === sheet)
        #expect(app.journal.runs.isEmpty)
    }
}

/// Saved navigation keeps the detent each sheet rests at, and restoring rests it there again.
@MainActor
@Suite struct SheetDetentSnapshotTests {
    @Test(arguments: TestFrontEnd.allCases)
    func aSheetDraggedToAnotherDetentIsRestoredThere(_ frontEnd: TestFrontEnd) throws {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .settings])
        #expect(app.tabRouter(1).headless.simulateDetentChange(to: .large))
        let snapshot = app.navigator.capture()
        let settings = try #require(snapshot.foreground.firstIndex(of: .settings))
        #expect(snapshot.sheetDetents == [settings: .large])

        for restoredSnapshot in [snapshot, try NavigationSnapshot<ShopRoute>.read(restorationData: snapshot.restorationData()).snapshot] {
            let restored = ShopApp(frontEnd)
            restored.navigator.restore(restoredSnapshot)
            #expect(restored.navigator.currentPath == snapshot.foreground)
            #expect(restored.tabRouter(1).presentedSheetDetent == .large)
            #expect(restored.navigator.capture() == snapshot)
            #expect(restored.journal.diagnostics.isEmpty)
        }
    }

    @Test func aSheetAtItsFirstDetentIsSavedSoAndOtherModalsHaveNone() throws {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1), .edit(2)])
        #expect(app.navigator.capture().sheetDetents.isEmpty, "a modal presented without detents")
        app.navigator.open([.settings])
        #expect(app.navigator.capture().sheetDetents.values.elementsEqual([.medium]))
    }

    @Test func aSavedDetentThisVersionLacksRestoresItsSheetAtItsDefaultAndDataWithoutThemStillReads() throws {
        let json = #"{"foreground":[{"orders":{}},{"settings":{}}],"sheetDetents":{"1":"small","x":"large","-1":"large"}}"#
        let snapshot = try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: Data(json.utf8))
        #expect(snapshot.foreground == [.orders, .settings])
        #expect(snapshot.sheetDetents.keys.sorted() == [1], "an entry whose place is no index is left out")
        #expect(snapshot.sheetDetents[1]?.identifier == "small")
        let restored = ShopApp()
        restored.navigator.restore(snapshot)
        #expect(restored.navigator.currentPath == [.orders, .settings])
        #expect(restored.tabRouter(1).presentedSheetDetent == .medium, "the settings sheet's default: its smallest detent")
        #expect(restored.journal.diagnostics.isEmpty)

        let old = try JSONEncoder().encode(NavigationSnapshot<ShopRoute>(foreground: [.orders]))
        #expect(!String(decoding: old, as: UTF8.self).contains("sheetDetents"), "nothing written when no sheet has detents")
        let withDetents = NavigationSnapshot<ShopRoute>(foreground: [.orders, .settings], sheetDetents: [1: .large])
        #expect(try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: JSONEncoder().encode(withDetents)) == withDetents)
    }

    @Test func aSavedDetentRestsItsSheetAndOneForAStepThatIsNoSheetIsLeftOut() {
        let app = ShopApp()
        app.navigator.restore(NavigationSnapshot(foreground: [.orders, .settings, .help], sheetDetents: [1: .large, 2: .large]))
        #expect(app.tabRouter(1).presentedSheetDetent == .large)
        #expect(app.journal.diagnostics.isEmpty, "index 2 is no sheet: left out without a word")
    }
}
