import Foundation
import Testing
import TiltUp

/// The routes of an older version of the shop app: it had a `.wishlist` route that was removed since.
private enum OlderShopRoute: Codable, Hashable {
    case home, orders, profile, wishlist, receipt, help
}

@MainActor
@Suite struct NavigationRestorationTests {
    @Test func restorationDataRoundTripsAndRestoresTheSameNavigation() throws {
        let first = ShopApp()
        first.navigator.open([.profile, .help])
        first.navigator.open([.orders, .order(7), .receipt])
        let data = try first.navigator.capture().restorationData()

        let second = ShopApp()
        let opening = second.navigator.restore(restorationData: data)

        #expect(opening.isComplete)
        #expect(second.navigator.capture() == first.navigator.capture())
        #expect(second.journal.diagnostics.isEmpty)
    }

    @Test func aSnapshotFromAnOlderVersionRestoresWhatItCanAndReportsTheRest() throws {
        // This version's ShopRoute reads the older app's routes but "wishlist", which it no longer has.
        let older = try NavigationSnapshot<OlderShopRoute>(
            background: [[.profile, .wishlist, .help], [.home, .help]], foreground: [.orders, .wishlist]
        ).restorationData()
        let restored = try NavigationSnapshot<ShopRoute>.read(restorationData: older)
        #expect(restored.snapshot.foreground == [.orders])
        #expect(restored.snapshot.background == [[.profile], [.home, .help]])
        #expect(restored.unreadableSteps.count == 2)
        #expect(restored.unreadableSteps.first?.hasPrefix("background path 1, step 2 of 3") == true)

        let app = ShopApp()
        let opening = app.navigator.restore(restorationData: older)
        #expect(opening.isComplete)
        #expect(app.navigator.currentPath == [.orders])
        #expect(app.navigator.capture().background == [[.home, .help]])
        #expect(app.journal.diagnostics.map(\.kind) == [.savedRouteNotRead, .savedRouteNotRead])
    }

    @Test func dataThatIsNoSavedNavigationChangesNothing() {
        let app = ShopApp()
        app.navigator.open([.orders])
        let opening = app.navigator.restore(restorationData: Data("not json".utf8))
        #expect(opening.ending == .refused)
        #expect(app.navigator.currentPath == [.orders])
        #expect(app.journal.diagnostics.map(\.kind) == [.savedRouteNotRead])
    }

    @Test func theRouteTypesOwnCodingIsUsedStepByStep() throws {
        let snapshot = NavigationSnapshot<OlderShopRoute>(background: [[.profile, .wishlist]], foreground: [.orders, .receipt])
        let data = try snapshot.restorationData()
        let read = try NavigationSnapshot<OlderShopRoute>.read(restorationData: data)
        #expect(read.snapshot == snapshot)
        #expect(read.unreadableSteps.isEmpty)
    }

    @Test func aSnapshotDecodedWithJSONDecoderFromAnOlderVersionKeepsWhatItCanAndSaysWhatItDropped() throws {
        let older = try JSONEncoder().encode(
            NavigationSnapshot<OlderShopRoute>(
                background: [[.profile, .wishlist, .help], [.home, .help]], foreground: [.orders, .wishlist]))
        let snapshot = try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: older)
        #expect(snapshot.foreground == [.orders])
        #expect(snapshot.background == [[.profile], [.home, .help]])
        #expect(snapshot.unreadableSteps.count == 2)
        #expect(snapshot.unreadableSteps.last?.hasPrefix("foreground, step 2 of 2") == true)
        #expect(snapshot == NavigationSnapshot(background: [[.profile], [.home, .help]], foreground: [.orders]), "equality is the paths'")
    }

    @Test func aSnapshotEncodedAndDecodedInFullIsTheSameAndDropsNothing() throws {
        let snapshot = NavigationSnapshot<OlderShopRoute>(background: [[.profile, .wishlist]], foreground: [.orders, .receipt])
        let decoded = try JSONDecoder().decode(NavigationSnapshot<OlderShopRoute>.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
        #expect(decoded.unreadableSteps.isEmpty)
    }

    @Test func dataThatIsNoSnapshotStillFailsToDecode() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: Data("{\"background\": []}".utf8))
        }
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(NavigationSnapshot<ShopRoute>.self, from: Data("not json".utf8))
        }
    }
}
