import Foundation
import Testing
import TiltUp

/// A journal is kept after the app that wrote it: attached to a crash report, replayed by a later build. So its
/// format, as TiltUp 6.0.0 writes it, is checked in below, apart from the code that writes it: a fixed navigation
/// must still be written exactly so, every cause and every change still encoded so, and what 6.0.0 wrote must
/// still read back whole. A change to the format (an entry's key, a case's associated-value label) fails here
/// until it is made on purpose: a new fixture beside this one, which must keep reading.
@MainActor
@Suite struct SavedJournalFormatTests {
    /// The shop app's journal of a fixed navigation: a path opened from a URL (a tab selected, a screen pushed),
    /// the user's back swipe, the settings sheet presented and swiped down, and a pop the router refuses.
    private func journalOfAFixedNavigation() -> NavigationJournal<ShopRoute> {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)], from: .url)
        app.tabRouter(1).headless.simulateBackSwipe()
        app.navigator.open([.orders, .settings])
        app.presenterOfTopModal?.headless.simulateSwipeDown()
        app.tabRouter(1).pop()  // refused: the root alone
        return journal
    }

    /// `jsonData()` of ``journalOfAFixedNavigation()``, as TiltUp 6.0.0 writes it (every `time` 0: the clock's).
    static let journal6 = #"""
        {"droppedCount":0,"entries":[
        {"action":1,"call":"selectTab","cause":{"link":{"origin":{"url":{}}}},"change":{"tabSelected":{"index":1}},
         "coordinators":["ShopStackCoordinator"],"diagnostics":[],"number":1,"path":[{"orders":{}}],"time":0},
        {"action":1,"call":"push","cause":{"link":{"origin":{"url":{}}}},"change":{"pushed":{"screen":"TestScreen"}},
         "coordinators":["ShopStackCoordinator","ShopStackCoordinator"],"diagnostics":[],"number":2,
         "path":[{"orders":{}},{"order":{"_0":1}}],"time":0},
        {"action":1,"call":"open","cause":{"link":{"origin":{"url":{}}}},
         "change":{"pathOpened":{"ending":{"complete":{}},"origin":{"url":{}},"path":[{"orders":{}},{"order":{"_0":1}}]}},
         "coordinators":["ShopStackCoordinator","ShopStackCoordinator"],"diagnostics":[],"number":3,
         "path":[{"orders":{}},{"order":{"_0":1}}],"time":0},
        {"action":2,"cause":{"backSwipe":{}},"change":{"popped":{"count":1}},"coordinators":["ShopStackCoordinator"],
         "diagnostics":[],"number":4,"path":[{"orders":{}}],"time":0},
        {"action":3,"call":"presentModal","cause":{"link":{"origin":{"app":{}}}},
         "change":{"presented":{"screen":"navigation stack","style":".pageSheet"}},
         "coordinators":["ShopStackCoordinator","ShopModalCoordinator"],"diagnostics":[],"number":5,
         "path":[{"orders":{}},{"settings":{}}],"time":0},
        {"action":3,"call":"open","cause":{"link":{"origin":{"app":{}}}},
         "change":{"pathOpened":{"ending":{"complete":{}},"origin":{"app":{}},"path":[{"orders":{}},{"settings":{}}]}},
         "coordinators":["ShopStackCoordinator","ShopModalCoordinator"],"diagnostics":[],"number":6,
         "path":[{"orders":{}},{"settings":{}}],"time":0},
        {"action":4,"cause":{"swipeDown":{}},"change":{"dismissed":{"screen":"navigation stack"}},"coordinators":["ShopStackCoordinator"],
         "diagnostics":[],"number":7,"path":[{"orders":{}}],"time":0},
        {"action":5,"call":"pop","cause":{"app":{}},"change":{"unchanged":{}},"coordinators":["ShopStackCoordinator"],
         "diagnostics":[{"kind":"cannotPopRoot","message":"Router.pop: only the root screen is on the stack; nothing was popped"}],"number":8,"path":[{"orders":{}}],"time":0}
        ],"version":1}
        """#

    /// Every cause, as TiltUp 6.0.0 encodes it.
    static let causes: [NavigationCause] = [
        .app, .backSwipe, .backMenu(count: 2), .columnBack(.detail, count: 1), .swipeDown, .tapOutside, .tabTap(index: 3),
        .link(origin: .url), .link(origin: .notification), .link(origin: .restoration), .sizeClassChange(to: .compact),
        .sidebarToggle, .tabHiding(index: 2, hidden: true), .tabMove(from: 1, to: 0),
    ]
    static let causes6 = #"""
        [{"app":{}},{"backSwipe":{}},{"backMenu":{"count":2}},{"columnBack":{"_0":"detail","count":1}},{"swipeDown":{}},
         {"tapOutside":{}},{"tabTap":{"index":3}},{"link":{"origin":{"url":{}}}},{"link":{"origin":{"notification":{}}}},
         {"link":{"origin":{"restoration":{}}}},{"sizeClassChange":{"to":"compact"}},{"sidebarToggle":{}},
         {"tabHiding":{"hidden":true,"index":2}},{"tabMove":{"from":1,"to":0}}]
        """#

    /// Every change an entry records, and every ending of a path, as TiltUp 6.0.0 encodes them.
    static let changes: [NavigationJournal<ShopRoute>.Change] = [
        .pushed(screen: "OrderView"), .popped(count: 2), .stackReplaced(popped: 1, top: "HomeView"),
        .presented(screen: "navigation stack", style: ".formSheet"), .dismissed(screen: "navigation stack"),
        .tabSelected(index: 1), .tabsChanged(count: 4), .sidebarVisibilityChanged(visible: false),
        .tabHidden(index: 2, hidden: true), .columnShown(column: .content), .columnCleared(column: .sidebar),
        .sizeClassChanged(to: .regular), .pathOpened(path: [.orders, .order(1)], origin: .url, ending: nil),
        .pathEnded(path: [.orders], ending: .stopped), .pathEnded(path: [.help], ending: .cancelled),
        .pathEnded(path: [.profile], ending: .refused), .pathEnded(path: [.home], ending: .replaced),
        .flowStarted(before: .edit(2)), .flowEnded(succeeded: true), .unchanged,
    ]
    static let changes6 = #"""
        [{"pushed":{"screen":"OrderView"}},{"popped":{"count":2}},{"stackReplaced":{"popped":1,"top":"HomeView"}},
         {"presented":{"screen":"navigation stack","style":".formSheet"}},{"dismissed":{"screen":"navigation stack"}},
         {"tabSelected":{"index":1}},{"tabsChanged":{"count":4}},{"sidebarVisibilityChanged":{"visible":false}},
         {"tabHidden":{"hidden":true,"index":2}},{"columnShown":{"column":"content"}},{"columnCleared":{"column":"sidebar"}},
         {"sizeClassChanged":{"to":"regular"}},{"pathOpened":{"origin":{"url":{}},"path":[{"orders":{}},{"order":{"_0":1}}]}},
         {"pathEnded":{"ending":{"stopped":{}},"path":[{"orders":{}}]}},{"pathEnded":{"ending":{"cancelled":{}},"path":[{"help":{}}]}},
         {"pathEnded":{"ending":{"refused":{}},"path":[{"profile":{}}]}},{"pathEnded":{"ending":{"replaced":{}},"path":[{"home":{}}]}},
         {"flowStarted":{"before":{"edit":{"_0":2}}}},{"flowEnded":{"succeeded":true}},{"unchanged":{}}]
        """#

    @Test func aJournalIsWrittenAsTheCheckedInFormat() throws {
        let written = try journalOfAFixedNavigation().jsonData()
        #expect(try canonicalJSON(Self.timesZeroed(written)) == canonicalJSON(Data(Self.journal6.utf8)))
    }

    @Test func aJournalWrittenBy6ReadsBackWhole() throws {
        let recording = try NavigationJournal<ShopRoute>.read(jsonData: Data(Self.journal6.utf8))
        #expect(recording.skipped.isEmpty)
        #expect(recording.droppedCount == 0)
        let recorded = journalOfAFixedNavigation().entries
        #expect(recording.entries.map(\.change) == recorded.map(\.change))
        #expect(recording.entries.map(\.cause) == recorded.map(\.cause))
        #expect(recording.entries.map(\.number) == recorded.map(\.number))
        #expect(recording.entries.map(\.action) == recorded.map(\.action))
        #expect(recording.entries.map(\.call) == recorded.map(\.call))
        #expect(recording.entries.map(\.path) == recorded.map(\.path))
        #expect(recording.entries.map(\.coordinators) == recorded.map(\.coordinators))
        #expect(recording.entries.map(\.diagnostics) == recorded.map(\.diagnostics))
    }

    @Test func everyCauseIsEncodedAsTheCheckedInFormatAndReadsBack() throws {
        #expect(try canonicalJSON(JSONEncoder().encode(Self.causes)) == canonicalJSON(Data(Self.causes6.utf8)))
        #expect(try JSONDecoder().decode([NavigationCause].self, from: Data(Self.causes6.utf8)) == Self.causes)
    }

    @Test func everyChangeIsEncodedAsTheCheckedInFormatAndReadsBack() throws {
        #expect(try canonicalJSON(JSONEncoder().encode(Self.changes)) == canonicalJSON(Data(Self.changes6.utf8)))
        let read = try JSONDecoder().decode([NavigationJournal<ShopRoute>.Change].self, from: Data(Self.changes6.utf8))
        #expect(read == Self.changes)
    }

    /// The journal's JSON with each entry's `time` 0: a monotonic clock's reading, the same in no two runs.
    private static func timesZeroed(_ data: Data) throws -> Data {
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(document["entries"] as? [[String: Any]])
        document["entries"] = try entries.map { entry in
            var entry = entry
            let time = try #require(entry["time"] as? Double)
            #expect(time >= 0)
            entry["time"] = 0
            return entry
        }
        return try JSONSerialization.data(withJSONObject: document)
    }
}
