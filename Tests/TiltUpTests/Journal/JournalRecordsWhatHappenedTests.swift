import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// A journal records what happened, whoever reads it and whenever: an app call that waited is the app's,
/// reading entries settles nothing early, and each entry's path is one the user could see.
@MainActor
@Suite struct JournalRecordsWhatHappenedTests {
    @Test func anAppCallThatWaitedForABackSwipeTheUserCancelledIsTheApps() throws {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1)])
        let journal = NavigationJournal(navigator: app.navigator)
        let router = app.tabRouter(1)
        let swipe = try #require(router.headless.beginBackSwipe())
        router.push(TestScreen("news"), animated: true)

        swipe.cancel()

        #expect(journal.entries.map(JournalLine.init) == [JournalLine("pushed TestScreen", .app, "push", [.orders, .order(1)])])
    }

    @Test func anAppCallThatWaitedForASheetsOnDismissIsTheApps() throws {
        let app = ShopApp(.swiftUIWaitingForOnDismiss)
        app.navigator.open([.orders, .edit(1)])
        let journal = NavigationJournal(navigator: app.navigator)
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        let sheet = try #require(stack.presentedViewController)

        stack.writeDismissal(of: sheet)
        app.tabRouter(1).push(TestScreen("news"), animated: true)
        #expect(app.tabRouter(1).viewControllers.count == 1, "the push waits for onDismiss")
        stack.sheetDidDismiss(sheet)

        #expect(
            journal.entries.map(JournalLine.init) == [
                JournalLine("dismissed navigation stack", .swipeDown, nil, [.orders]),
                JournalLine("pushed TestScreen", .app, "push", [.orders]),
            ])
        let actions = journal.entries.map(\.action)
        #expect(actions[0] != actions[1], "two actions: the user's, then the app's")
    }
}

extension JournalRecordsWhatHappenedTests {
    @Test(arguments: TestFrontEnd.allCases)
    func readingTheEntriesDuringAnActionChangesNothingOfTheRecord(frontEnd: TestFrontEnd) {
        let logged = ShopApp(frontEnd)
        let loggedJournal = NavigationJournal(navigator: logged.navigator)
        var log: [String] = []
        let observation = logged.tabRouter(1).observe { _ in log += loggedJournal.lines }
        logged.navigator.open([.orders, .order(1), .receipt])
        logged.settle()
        observation.dispose()

        let quiet = ShopApp(frontEnd)
        let quietJournal = NavigationJournal(navigator: quiet.navigator)
        quiet.navigator.open([.orders, .order(1), .receipt])
        quiet.settle()

        #expect(!log.isEmpty)
        #expect(loggedJournal.entries.map(\.path) == quietJournal.entries.map(\.path))
        #expect(loggedJournal.entries.map(\.path).prefix(3) == [[.orders], [.orders, .order(1)], [.orders, .order(1), .receipt]])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func dismissingAModalThatTakesNestedOnesRecordsNoPathNobodySaw(frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.navigator.open([.orders, .edit(1), .edit(2), .edit(3)])
        app.settle()
        let journal = NavigationJournal(navigator: app.navigator)

        app.tabRouter(1).dismissModal(animated: true)
        app.settle()

        let dismissals = journal.entries.filter { if case .dismissed = $0.change { true } else { false } }
        #expect(!dismissals.isEmpty)
        #expect(journal.entries.allSatisfy { $0.path == [.orders] }, "\(journal.entries.map(\.path))")
    }

    @Test func aStaleBackMenuWriteIsRecordedAsWhatItDidAndReplaysTheSame() throws {
        let app = ShopApp(.swiftUI)
        app.navigator.open([.orders, .order(1), .receipt, .help])
        let journal = NavigationJournal(navigator: app.navigator)
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        let read = stack.path
        app.tabRouter(1).push(TestScreen("map"), animated: true)

        stack.writePath(Array(read.prefix(1)))

        let entries = journal.entries
        #expect(entries.last?.path == [.orders, .order(1)])
        #expect(entries.last?.cause == .backMenu(count: 3))
        #expect(entries.last.map { "\($0.change)" } == "popped 3")

        let replayed = ShopApp(.swiftUI)
        replayed.navigator.open([.orders, .order(1), .receipt, .help])
        let replay = replayed.navigator.replay(
            NavigationJournal.Recording(entries: entries),
            redo: { _ in
                replayed.tabRouter(1).push(TestScreen("map"), animated: true)
                return true
            })
        #expect(replay.divergence == nil)
        #expect(replayed.navigator.currentPath == [.orders, .order(1)])
    }

    @Test func onDismissWithNoWriteBeforeItIsTheUsersSwipeDown() throws {
        let app = ShopApp(.swiftUIWaitingForOnDismiss)
        app.navigator.open([.orders, .edit(1)])
        let journal = NavigationJournal(navigator: app.navigator)
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        let sheet = try #require(stack.presentedViewController)

        stack.sheetDidDismiss(sheet)

        #expect(journal.entries.map(JournalLine.init) == [JournalLine("dismissed navigation stack", .swipeDown, nil, [.orders])])
    }

    @Test func aPopHandlerThatPopsSeveralScreensDuringABackSwipeLeavesTheActionABackSwipe() {
        let app = ShopApp()
        app.navigator.open([.orders, .order(1), .receipt, .help])
        let journal = NavigationJournal(navigator: app.navigator)
        let router = app.tabRouter(1)
        router.push(TestScreen("last"), animated: false, popHandler: { router.popToRoot(animated: false) })

        router.headless.simulateBackSwipe()

        let swipe = journal.entries.filter { $0.cause != .app }
        #expect(swipe.map { "\($0.change)" } == ["popped 1", "popped 3"])
        #expect(swipe.allSatisfy { $0.cause == .backSwipe })
    }

    @Test func aDiagnosticOutsideAnyCallLosesItsMessageWhenMessagesAreLeftOut() {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        journal.recordsDiagnosticMessages = false

        app.tabRouter(0).headless.popViewController(animated: false)  // the controller itself, not a Router call

        #expect(journal.entries.map { $0.diagnostics.map(\.kind) } == [[.cannotPopRoot]])
        #expect(journal.entries.flatMap(\.diagnostics).allSatisfy { $0.message.isEmpty })
    }

    @Test func theJournalsDiagramLeavesOutActionsThatChangedNoRoutes() {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)])
        let before = journal.diagram

        app.tabRouter(1).push(TestScreen("unrouted"), animated: false)
        app.tabRouter(1).headless.simulateBackSwipe()
        app.tabRouter(1).push(TestScreen("unrouted"), animated: false)
        app.tabRouter(1).pop(animated: false)
        app.tabRouter(0).pop(animated: false)  // refused: nothing changed

        #expect(journal.entries.count > 4)
        #expect(journal.diagram == before)
    }

    @Test func redactAppliesToTheEndOfAPathThatWaited() throws {
        let app = ShopApp(.swiftUIWaitingForOnDismiss)
        app.navigator.open([.orders, .order(1), .edit(2)])
        let journal = NavigationJournal(navigator: app.navigator)
        journal.redact = { if case .order = $0 { .order(0) } else { $0 } }
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        let sheet = try #require(stack.presentedViewController)

        app.navigator.open([.orders, .order(1), .receipt])
        stack.sheetDidDismiss(sheet)

        let ended = journal.entries.compactMap { entry -> [ShopRoute]? in
            if case .pathEnded(let path, .complete) = entry.change { path } else { nil }
        }
        #expect(ended == [[.orders, .order(0), .receipt]])
        #expect(journal.entries.allSatisfy { !$0.path.contains(.order(1)) })
    }
}

extension JournalRecordsWhatHappenedTests {
    /// What the app does in the session below: its own push of a hosted view.
    private static func pushAbout(_ app: ShopApp) {
        app.tabRouter(1).push(view: AboutView(), title: "About", animated: false)
    }

    @Test(arguments: TestFrontEnd.allCases)
    func screensAreNamedAsTheAppWroteThemAndContainersByTheirRoleOnEveryFrontEnd(frontEnd: TestFrontEnd) throws {
        let app = ShopApp(frontEnd)
        let journal = NavigationJournal(navigator: app.navigator)
        app.navigator.open([.orders, .order(1)], from: .url)
        Self.pushAbout(app)
        app.navigator.open([.orders, .order(1), .edit(2)], from: .url)
        app.presenterOfTopModal?.headless.simulateSwipeDown()
        app.settle()

        // As an iPhone writes them, UIKit's or SwiftUI's navigation alike: no class of a front end's own.
        #expect(
            journal.entries.map { "\($0.change)" } == [
                "selected tab 1", "pushed TestScreen", "opened [.orders, .order(1)] from a URL: complete",
                "pushed AboutView",
                "popped 1", "presented navigation stack .pageSheet", "opened [.orders, .order(1), .edit(2)] from a URL: complete",
                "dismissed navigation stack",
            ])
    }

    @Test func aJournalWrittenAsIOSWritesItReplaysHeadless() throws {
        // The journal of an iPhone running the shop app on SwiftUI's navigation, as its JSON says.
        let json = """
            {"droppedCount":0,"version":1,"entries":[
            {"number":1,"time":0.1,"change":{"tabSelected":{"index":1}},"cause":{"link":{"origin":{"url":{}}}},"action":1,
             "call":"selectTab","path":[{"orders":{}}],"coordinators":["ShopStackCoordinator"],"diagnostics":[]},
            {"number":2,"time":0.1,"change":{"pushed":{"screen":"TestScreen"}},"cause":{"link":{"origin":{"url":{}}}},"action":1,
             "call":"push","path":[{"orders":{}},{"order":{"_0":1}}],"coordinators":["ShopStackCoordinator","ShopStackCoordinator"],"diagnostics":[]},
            {"number":3,"time":0.1,"change":{"pathOpened":{"path":[{"orders":{}},{"order":{"_0":1}}],"origin":{"url":{}},"ending":{"complete":{}}}},
             "cause":{"link":{"origin":{"url":{}}}},"action":1,"call":"open","path":[{"orders":{}},{"order":{"_0":1}}],
             "coordinators":["ShopStackCoordinator","ShopStackCoordinator"],"diagnostics":[]},
            {"number":4,"time":0.8,"change":{"pushed":{"screen":"AboutView"}},"cause":{"app":{}},"action":2,"call":"push",
             "path":[{"orders":{}},{"order":{"_0":1}}],"coordinators":["ShopStackCoordinator","ShopStackCoordinator"],"diagnostics":[]},
            {"number":5,"time":1.5,"change":{"popped":{"count":1}},"cause":{"backSwipe":{}},"action":3,
             "path":[{"orders":{}},{"order":{"_0":1}}],"coordinators":["ShopStackCoordinator","ShopStackCoordinator"],"diagnostics":[]}
            ]}
            """
        let recording = try NavigationJournal<ShopRoute>.read(jsonData: Data(json.utf8))
        #expect(recording.skipped.isEmpty)

        for frontEnd in TestFrontEnd.allCases {
            let app = ShopApp(frontEnd)
            let replay = app.navigator.replay(
                recording,
                redo: { action in
                    guard action.first?.change == .pushed(screen: "AboutView") else { return false }
                    Self.pushAbout(app)
                    return true
                })
            #expect(replay.divergence == nil, "\(frontEnd): \(replay.divergence?.description ?? "")")
            #expect(replay.standIns.isEmpty)
            #expect(app.tabRouter(1).viewControllers.count == 2)
        }
    }
}

extension JournalRecordsWhatHappenedTests {
    @Test func onceTheRingHasWrappedADiagnosticLandsOnTheNewestEntry() {
        let app = ShopApp()
        let journal = NavigationJournal(navigator: app.navigator, capacity: 3)
        for id in 1...3 {
            app.navigator.open([.orders, .order(id)])
        }
        #expect(journal.droppedCount > 0)

        app.tabRouter(0).pop()  // refused: the root alone

        let newest = journal.entries.last
        #expect(newest?.change == .unchanged)
        #expect(newest?.diagnostics.map(\.kind) == [.cannotPopRoot])
        #expect(journal.entries.dropLast().allSatisfy { $0.diagnostics.isEmpty })
        #expect(journal.entries.map(\.number) == Array((journal.droppedCount + 1)...(journal.droppedCount + 3)))
    }

    @Test func swiftUIsBackSwipeReadsTheWholePathAndPopsTheScreenOnTop() throws {
        let app = ShopApp(.swiftUI)
        app.navigator.open([.orders, .order(1)])
        let stack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        _ = stack.path  // SwiftUI read order 1
        app.tabRouter(1).push(TestScreen("unread"), animated: true, popHandler: app.journal.popHandler("unread"))

        stack.simulateBackSwipe()

        #expect(app.journal.runs == ["pop unread"], "the screen on top, read with the whole path as the user goes back")
        #expect(app.navigator.currentPath == [.orders, .order(1)])
    }
}
