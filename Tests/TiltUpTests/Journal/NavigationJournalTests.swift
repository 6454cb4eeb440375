import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// An entry as the tests compare it: what changed, who caused it, by which call, and the path after it.
struct JournalLine: Equatable, CustomStringConvertible {
    let change: String
    let cause: NavigationCause
    let call: String?
    let path: [ShopRoute]

    init(_ change: String, _ cause: NavigationCause, _ call: String? = nil, _ path: [ShopRoute]) {
        self.change = change
        self.cause = cause
        self.call = call
        self.path = path
    }

    init(_ entry: NavigationJournal<ShopRoute>.Entry) {
        self.init("\(entry.change)", entry.cause, entry.call, entry.path)
    }

    var description: String { "\(change) · \(call ?? "-") · \(cause) · \(path)" }
}

@MainActor
@Suite struct NavigationJournalTests {
    @Test(arguments: TestFrontEnd.allCases)
    func eachChangeIsRecordedWithItsCauseItsCallAndThePathAfterIt(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        let stack = "navigation stack"
        app.navigator.open([.orders, .order(1), .receipt])
        app.navigator.open([.orders, .order(1), .edit(3)], from: .url)
        app.presenterOfTopModal?.headless.simulateSwipeDown()
        app.tabRouter(1).headless.simulateBackSwipe()
        app.tabBarController.simulateTabSelection(at: 0)

        #expect(
            journal.entries.map(JournalLine.init) == [
                JournalLine("selected tab 1", .link(origin: .app), "selectTab", [.orders]),
                JournalLine("pushed TestScreen", .link(origin: .app), "push", [.orders, .order(1)]),
                JournalLine("pushed TestScreen", .link(origin: .app), "push", [.orders, .order(1), .receipt]),
                JournalLine(
                    "opened [.orders, .order(1), .receipt] from the app: complete", .link(origin: .app), "open",
                    [.orders, .order(1), .receipt]),
                JournalLine("popped 1", .link(origin: .url), "popToViewController", [.orders, .order(1)]),
                JournalLine("presented \(stack) .pageSheet", .link(origin: .url), "presentModal", [.orders, .order(1), .edit(3)]),
                JournalLine(
                    "opened [.orders, .order(1), .edit(3)] from a URL: complete", .link(origin: .url), "open",
                    [.orders, .order(1), .edit(3)]),
                JournalLine("dismissed \(stack)", .swipeDown, nil, [.orders, .order(1)]),
                JournalLine("popped 1", .backSwipe, nil, [.orders]),
                JournalLine("selected tab 0", .tabTap(index: 0), nil, [.home]),
            ])
        #expect(journal.entries.map(\.number) == Array(1...10))
        #expect(journal.entries.map(\.action) == [1, 1, 1, 1, 2, 2, 2, 3, 4, 5])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func whatAHandlerDoesDuringTheUsersSwipeIsPartOfTheSwipe(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .order(1)])
        let journal = NavigationJournal(navigator: app.navigator)
        let router = app.tabRouter(1)
        router.push(TestScreen("review"), animated: false, popHandler: { router.push(TestScreen("survey"), animated: false) })
        router.headless.simulateBackSwipe()

        let swipe = journal.entries.filter { $0.cause == .backSwipe }
        #expect(swipe.map { "\($0.change)" } == ["popped 1", "pushed TestScreen"])
        #expect(Set(swipe.map(\.action)).count == 1)
        #expect(swipe.last?.call == "push")
        #expect(app.navigator.currentPath == [.orders, .order(1)])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aScreenShownByShowRouteIsRecordedWithTheRouteThatMarksIt(frontEnd: TestFrontEnd) throws {
        let app = ShopApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        let home = try #require(app.tabBarRouter.tabs[0].coordinator as? ShopStackCoordinator)

        #expect(home.showRoute(.receipt))
        #expect(home.showRoute(.profile) == false)

        #expect(
            journal.entries.map(JournalLine.init) == [
                JournalLine("pushed TestScreen", .app, "push", [.home, .receipt]),
                JournalLine("nothing changed", .app, "showRoute", [.home, .receipt]),
            ])
        #expect(journal.entries.last?.diagnostics.map(\.kind) == [.routeNotHandled])
    }

    @Test func eachEntryNamesTheCoordinatorsThatShowedItsRoutesAndAJournalWithoutThemStillReads() throws {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1), .edit(2)], from: .url)
        app.presenterOfTopModal?.headless.simulateSwipeDown()

        let entries = journal.entries
        #expect(entries.first?.coordinators == ["ShopStackCoordinator"])
        #expect(entries.last?.coordinators == ["ShopStackCoordinator", "ShopStackCoordinator"])
        #expect(entries.contains { $0.coordinators == ["ShopStackCoordinator", "ShopStackCoordinator", "ShopModalCoordinator"] })
        #expect(entries.allSatisfy { $0.coordinators.count == $0.path.count })

        // A journal written before entries named their coordinators.
        var document = try #require(try JSONSerialization.jsonObject(with: journal.jsonData()) as? [String: Any])
        let written = try #require(document["entries"] as? [[String: Any]])
        #expect(written.allSatisfy { $0["coordinators"] != nil })
        document["entries"] = written.map { entry in entry.filter { $0.key != "coordinators" } }
        let recording = try NavigationJournal<ShopRoute>.read(jsonData: JSONSerialization.data(withJSONObject: document))
        #expect(recording.skipped.isEmpty)
        #expect(recording.entries.map(\.path) == entries.map(\.path))
        #expect(recording.entries.allSatisfy { $0.coordinators.isEmpty })
    }

    @Test func aTapOnTheSelectedTabThatPopsItsStackIsRecordedAsTheTap() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1), .receipt])
        let journal = NavigationJournal(navigator: app.navigator)

        app.tabBarController.simulateTabSelection(at: 1)

        #expect(journal.entries.map(JournalLine.init) == [JournalLine("popped 2", .tabTap(index: 1), nil, [.orders])])
    }

    @Test func severalScreensWrittenAwayAtOnceAreTheBackMenu() throws {
        let app = ShopApp(.swiftUI)
        app.navigator.open([.orders, .order(1), .receipt, .help])
        let journal = NavigationJournal(navigator: app.navigator)
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)

        stack.writePath(Array(stack.path.prefix(1)))

        #expect(journal.entries.map(JournalLine.init) == [JournalLine("popped 2", .backMenu(count: 2), nil, [.orders, .order(1)])])
    }

    @Test func aRefusedCallOrGestureIsRecordedAsNothingChangedWithItsDiagnostic() {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.tabRouter(0).pop()
        app.tabRouter(0).headless.simulateBackSwipe()
        app.tabRouter(0).push(TestScreen("news"), animated: false)
        app.tabRouter(0).headless.beginBackSwipe()?.cancel()  // a cancelled swipe changes nothing, and says nothing

        let entries = journal.entries
        #expect(
            entries.map(JournalLine.init) == [
                JournalLine("nothing changed", .app, "pop", [.home]),
                JournalLine("nothing changed", .backSwipe, nil, [.home]),
                JournalLine("pushed TestScreen", .app, "push", [.home]),
            ])
        #expect(entries.map { $0.diagnostics.map(\.kind) } == [[.cannotPopRoot], [.gestureUnavailable], []])
        #expect(entries[0].diagnostics.first?.message.contains("nothing was popped") == true)
    }

    @Test func aGuardedPathRecordsItsFlowAndHowItEnded() throws {
        let app = GuardedApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(42)])
        try #require(app.signIn).signIn()

        let changes = journal.entries.map { "\($0.change)" }
        #expect(changes.contains("opened [.orders, .order(42)] from the app: waits"))
        #expect(changes.contains("flow started before .order(42)"))
        #expect(changes.contains("flow succeeded"))
        #expect(changes.last == "path [.orders, .order(42)] ended: complete")
        #expect(journal.entries.last?.path == [.orders, .order(42)])
    }

    @Test func itKeepsTheLastEntriesUpToItsCapacity() {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator, capacity: 3)
        for id in 1...4 {
            app.navigator.open([.orders, .order(id)])
        }
        #expect(journal.capacity == 3)
        #expect(journal.entries.map(\.number) == [journal.droppedCount + 1, journal.droppedCount + 2, journal.droppedCount + 3])
        #expect(journal.entries.last?.path == [.orders, .order(4)])
        #expect(NavigationJournal(navigator: ShopApp().navigator, capacity: 0).capacity == 1)
    }

    @Test func redactDecidesWhatIsWrittenOfEachRoute() throws {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        journal.redact = { route in
            if case .order = route { return .order(0) }
            return route
        }
        app.navigator.open([.orders, .order(4_217_903)], from: .notification)
        let json = String(decoding: try journal.jsonData(), as: UTF8.self)

        #expect(journal.entries.allSatisfy { !$0.path.contains(.order(4_217_903)) })
        #expect(journal.entries.last?.change == .pathOpened(path: [.orders, .order(0)], origin: .notification, ending: .complete))
        #expect(!json.contains("4217903"))
    }

    @Test func diagnosticMessagesCanBeLeftOut() {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        journal.recordsDiagnosticMessages = false
        app.navigator.open([.orders, .home])
        let diagnostics = journal.entries.flatMap(\.diagnostics)
        #expect(diagnostics.map(\.kind) == [.routeNotHandled])
        #expect(diagnostics.allSatisfy { $0.message.isEmpty })
    }

    @Test func theJSONReadsBackAndAnEntryThisVersionCannotReadIsSkipped() throws {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)])
        app.tabRouter(1).headless.simulateBackSwipe()
        let data = try journal.jsonData()

        let read = try NavigationJournal<ShopRoute>.read(jsonData: data)
        #expect(read.entries == journal.entries)
        #expect(read.skipped.isEmpty)

        // A journal written by a later version, whose routes this one does not know.
        let later = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""order":{"_0":1}"#, with: #""coupon":{"_0":1}"#)
        let partial = try NavigationJournal<ShopRoute>.read(jsonData: Data(later.utf8))
        #expect(partial.entries.map(\.number) == [1, 4])
        #expect(partial.skipped.count == 2)
        #expect(partial.skipped.first?.hasPrefix("entry 2: ") == true)
        #expect((try? NavigationJournal<ShopRoute>.read(jsonData: Data("[]".utf8))) == nil)
    }

    @Test func linesSayEachEntryInOneLine() {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.tabRouter(0).pop()
        #expect(journal.lines.count == 1)
        #expect(journal.lines[0].hasPrefix("#1 +"))
        #expect(journal.lines[0].hasSuffix("s nothing changed · pop · the app · [.home] · diagnostics: cannotPopRoot"))
    }

    @Test func itHoldsNoScreenAndNoCoordinator() {
        weak var released: ShopStackCoordinator?
        let journal: NavigationJournal<ShopRoute>
        do {
            let app = ShopApp()
            journal = NavigationJournal(navigator: app.navigator)
            app.navigator.open([.orders, .order(1)])
            released = app.appCoordinator.retainedCoordinators.lazy.compactMap { $0 as? ShopStackCoordinator }.last
            #expect(released != nil)
            app.end()
        }
        #expect(released == nil)
        #expect(!journal.entries.isEmpty)
        #expect(!journal.isRecording)
    }

    @Test func anotherJournalOrStopEndsTheRecording() {
        let app = ShopApp()
        let first = NavigationJournal(navigator: app.navigator)
        let second = NavigationJournal(navigator: app.navigator)
        #expect(!first.isRecording && second.isRecording)
        app.navigator.open([.orders])
        #expect(first.entries.isEmpty)
        #expect(second.entries.count == 2)

        second.stop()
        app.navigator.open([.profile])
        #expect(second.entries.count == 2)
        second.removeAll()
        #expect(second.entries.isEmpty && second.droppedCount == 2)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func theTreeAndWhatHappenedDrawAsMermaidFlowcharts(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1), .edit(2)])
        let stack = frontEnd.isSwiftUI ? "NavigationStackController" : "HeadlessNavigationController"

        let tree = app.navigator.navigationDiagram.components(separatedBy: "\n")
        #expect(tree.first == "flowchart TD")
        let tab = tree.first { $0.contains("tab 1 (selected) · route .orders") }?.split(separator: "[").first.map(String.init)
        let orders = tree.first { $0.contains("\"1. TestScreen") && $0.contains("ShopStackCoordinator") }
        #expect(tab != nil && orders != nil)
        #expect(tree.contains { $0.contains("\(stack) · modal .pageSheet · route .edit(2)") })
        #expect(tree.contains { $0.contains(" -. modal .-> ") })
        #expect(tree.filter { $0.contains(" --> ") || $0.contains(" -. modal .-> ") }.count == tree.filter { $0.contains("[\"") }.count - 1)

        app.presenterOfTopModal?.headless.simulateSwipeDown()
        app.tabRouter(1).headless.simulateBackSwipe()
        app.navigator.open([.orders, .order(1), .edit(2)])
        app.presenterOfTopModal?.headless.simulateSwipeDown()
        #expect(
            journal.diagram.components(separatedBy: "\n") == [
                "flowchart LR",
                "    p0[\".orders · ShopStackCoordinator › .order(1) · ShopStackCoordinator › .edit(2) · ShopModalCoordinator\"]",
                "    p1[\".orders · ShopStackCoordinator › .order(1) · ShopStackCoordinator\"]",
                "    p2[\".orders · ShopStackCoordinator\"]",
                "    p0 -- \"swipe-down ×2\" --> p1",
                "    p1 -- \"back swipe\" --> p2",
                "    p2 -- \"link from the app\" --> p0",
            ])
    }
}
