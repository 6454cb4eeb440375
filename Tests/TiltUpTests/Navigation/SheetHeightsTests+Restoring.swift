import Foundation
import Testing
import TiltUpTestSupport

@testable import TiltUp

/// A sheet's detent in saved navigation: a save keeps a detent's identifier alone, so a custom detent read
/// back has no resolver; the sheet restored rests at its own detent of that identifier, resolver and all.
extension SheetHeightsTests {
    /// The shop app whose settings sheet has `detents`, showing it over the orders tab, resting at `resting`.
    private func shopWithSettings(_ frontEnd: TestFrontEnd, detents: [SheetDetent], resting: SheetDetent? = nil) -> ShopApp {
        let app = ShopApp(frontEnd)
        app.journal.sheetDetents = detents
        app.navigator.open([.orders, .settings])
        if let resting {
            #expect(app.tabRouter(1).headless.simulateDetentChange(to: resting))
        }
        return app
    }

    /// The shop app whose settings sheet has `detents`, restored from `data`.
    private func restoredShop(_ frontEnd: TestFrontEnd, detents: [SheetDetent], from data: Data) throws -> ShopApp {
        let app = ShopApp(frontEnd)
        app.journal.sheetDetents = detents
        app.navigator.restore(try NavigationSnapshot<ShopRoute>.read(restorationData: data).snapshot)
        return app
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aDetentReadBackFromASaveRestsTheSheetAtItsOwnDetentOfThatIdentifierKeepingItsResolver(_ frontEnd: TestFrontEnd) throws {
        let saved = try shopWithSettings(frontEnd, detents: [.fraction(0.25), Self.peek, .large], resting: Self.peek)
            .navigator.capture().restorationData()
        // The new version measures its peek anew: the restored sheet must use this resolver, not none.
        let roomier = SheetDetent.custom("peek") { context in context.maximumDetentValue * 0.2 }
        let app = try restoredShop(frontEnd, detents: [.fraction(0.25), roomier, .large], from: saved)
        let context = SheetDetent.Context(maximumDetentValue: 600)

        let router = app.tabRouter(1)
        #expect(router.presentedSheetDetent == roomier)
        #expect(router.presentedSheetDetent?.height(in: context) == 120, "measured by the sheet's own resolver")
        #expect(router.headless.core.selectedDetent?.height(in: context) == 120, "what the front end shows rests there too")
        #expect(router.presentedSheetDetents.map(\.identifier) == ["peek", "fraction(0.25)", "large"], "ordered by the resolver")
        #expect(app.journal.diagnostics.isEmpty)
        #expect(router.headless.simulateDetentChange(to: .large) && router.headless.simulateDetentChange(to: roomier))
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aRestoredCustomDetentThatResolvesToNothingReportsInvalidSheetDetentAndTheSheetRestsAtItsDefault(
        _ frontEnd: TestFrontEnd
    ) throws {
        let saved = try shopWithSettings(frontEnd, detents: [.fraction(0.25), Self.peek, .large], resting: Self.peek)
            .navigator.capture().restorationData()
        let gone = SheetDetent.custom("peek") { _ in nil }  // unavailable where it is restored
        let app = try restoredShop(frontEnd, detents: [.fraction(0.25), gone, .large], from: saved)

        #expect(app.navigator.currentPath == [.orders, .settings], "the sheet itself comes back")
        #expect(app.tabRouter(1).presentedSheetDetent == .fraction(0.25), "its smallest available detent")
        #expect(app.journal.diagnostics.map(\.kind) == [.invalidSheetDetent])
        #expect(app.journal.diagnostics.first?.message.contains("peek") == true)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aSavedDetentTheSheetNoLongerDeclaresRestsItAtItsDefaultAndIsNoMisuse(_ frontEnd: TestFrontEnd) throws {
        let saved = try shopWithSettings(frontEnd, detents: [.fraction(0.25), Self.peek, .large], resting: Self.peek)
            .navigator.capture().restorationData()
        let app = try restoredShop(frontEnd, detents: [.medium, .large], from: saved)
        #expect(app.tabRouter(1).presentedSheetDetent == .medium)
        #expect(app.journal.diagnostics.isEmpty)
    }
}
