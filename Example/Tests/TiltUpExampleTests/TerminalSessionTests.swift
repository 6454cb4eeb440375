#if !canImport(UIKit)
import Foundation
import Testing
import TiltUp
import TiltUpExampleKit
import TiltUpTest

/// The example app typed into by hand reads as clearly as a piped transcript.
@MainActor
@Suite struct TerminalSessionTests {
    private func signedIn() -> TerminalApp {
        let app = TerminalApp(service: FakeOrderService())
        _ = app.start()
        for line in ["name Lisa", "email lisa@rules.com", "password secret", "submit", "continue"] {
            _ = app.handle(line)
        }
        return app
    }

    private func commandNames(_ output: [String]) -> [String] {
        output.drop { $0 != "Commands:" }.dropFirst().prefix { $0.hasPrefix("  ") }.map {
            $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0].components(separatedBy: " <")[0]
        }
    }

    @Test func typedInputIsPromptedForAndNotEchoed() {
        var lines = ["help", "quit"][...]
        var written: [String] = []
        var prompts = 0
        let status = TerminalApp.run(
            readLine: { lines.popFirst() }, echo: false, prompt: { prompts += 1 }, write: { written.append($0) })
        #expect(status == 0)
        #expect(prompts == 2)
        #expect(!written.contains("> help"))
    }

    @Test func pipedInputIsEchoedWithoutAPrompt() {
        var lines = ["help"][...]
        var written: [String] = []
        var prompts = 0
        _ = TerminalApp.run(readLine: { lines.popFirst() }, echo: true, prompt: { prompts += 1 }, write: { written.append($0) })
        #expect(prompts == 0)
        #expect(written.contains("> help"))
    }

    @Test func helpListsOnlyTheCommandsThatDoSomethingWhereTheUserIs() {
        let app = TerminalApp(service: FakeOrderService())
        _ = app.start()
        let signUp = commandNames(app.handle("help").output)
        #expect(signUp == ["name", "email", "password", "submit", "open", "where", "width", "window", "journal", "replay", "help", "quit"])

        let home = signedIn()
        #expect(
            commandNames(home.handle("help").output) == [
                "plan", "reload", "fail", "advance", "tab", "open", "share", "where", "width", "window", "journal", "replay", "help",
                "quit",
            ])
        _ = home.handle("plan")
        let plan = commandNames(home.handle("help").output)
        #expect(plan.contains("swipe down"))
        #expect(!plan.contains("back"))
        #expect(!plan.contains("fail"))
        #expect(!plan.contains("tab"))
        _ = home.handle("swipe down")
        _ = home.handle("tab orders")
        _ = home.handle("order 2")
        #expect(
            commandNames(home.handle("help").output) == [
                "photo", "back", "fail", "advance", "tab", "open", "share", "where", "width", "window", "journal", "replay", "help", "quit",
            ])
    }

    @Test func theServersWordReachesTheOrdersListFromAnotherTab() async {
        let app = signedIn()
        _ = app.handle("tab orders")
        _ = app.handle("tab home")
        #expect(app.handle("advance 2").output.first == "The server says order #2 moved on.")
        #expect(app.handle("advance 7").output.first == "“7” is not an order: choose a number from 1 to 3.")
        // The list hears it on the main actor, in the main queue's next turn (the terminal's own loop runs it).
        await waitForMainQueue()

        let orders = app.handle("tab orders").output
        #expect(orders.contains("Δ 1 moved, 1 changed"))
        let shipped = orders.firstIndex(of: "Shipped")
        #expect(shipped.map { orders[$0 + 1] } == "  #2 Moving boxes")
    }

    @Test func eachWindowKeepsItsOwnNavigationAndClosingOneReleasesItsCoordinators() {
        let app = signedIn()
        _ = app.handle("tab orders")
        let opened = app.handle("window new").output
        #expect(opened.first == "Window 2 opened, with its own navigation (2 windows).")
        #expect(opened.contains("Window 2 of 2"))
        #expect(opened.contains("═══ Sign up ═══"), "a new window starts at the sign-up")
        let widened = app.handle("width regular").output
        #expect(widened.first == "The window is regular now: nothing was popped or closed.")

        let back = app.handle("window 1").output
        #expect(back.contains("Tabs: Home [Orders]"), "the first window kept its tabs")
        let closed = app.handle("window close").output
        #expect(closed.first == "Window closed: its coordinators were released (1 left); window 1 is in front.")
        #expect(closed.contains("═══ Sign up ═══"), "the second window is the one left")
        #expect(app.handle("window close").output.first == "This is the last window: quit instead.")
        #expect(app.handle("width wide").output.first == "width takes compact or regular, not “wide”.")
    }

    @Test func inARegularWindowTheSidebarShowsASectionBesideItAndCollapsesInCompactWidth() {
        let app = TerminalApp(service: FakeOrderService())
        _ = app.start()
        _ = app.handle("width regular")
        for line in ["name Lisa", "email lisa@rules.com", "password secret", "submit", "continue"] {
            _ = app.handle(line)
        }
        #expect(commandNames(app.handle("help").output).contains("section"))
        let orders = app.handle("section orders").output
        #expect(orders.contains("═══ Orders ═══"))
        #expect(orders.contains("Sidebar: Home [Orders] Plan · regular width: side by side"))

        _ = app.handle("width compact")
        #expect(!commandNames(app.handle("help").output).contains("section"), "the sidebar is under Orders")
        let sections = app.handle("back").output
        #expect(sections.contains("═══ Sections ═══"))
        #expect(sections.contains("Coordinators held: 2 (MainSplitCoordinator, SectionsCoordinator)"))
        #expect(app.handle("section bogus").output.first == "“bogus” is no section: home, orders or plan.")
    }

    @Test func anAlertHoldsBackTabsLinksAndNavigationUntilItIsAnsweredAsOnAPhone() {
        let app = signedIn()
        _ = app.handle("fail on")
        let failed = app.handle("reload").output
        #expect(failed.contains("┌ Alert: Could not load orders"))
        #expect(
            commandNames(app.handle("help").output) == [
                "retry", "cancel", "fail", "advance", "where", "width", "window", "journal", "replay", "help", "quit",
            ])

        for command in ["tab orders", "open tiltup://orders", "back", "swipe down"] {
            let output = app.handle(command).output
            #expect(output.first == "An alert is up: answer it first (retry, cancel).", "\(command)")
            #expect(output.contains("═══ Home ═══"), "\(command)")
            #expect(output.contains("Tabs: [Home] Orders"), "\(command)")
        }

        _ = app.handle("cancel")
        #expect(commandNames(app.handle("help").output).contains("tab"))
        #expect(app.handle("tab orders").output.contains("Tabs: Home [Orders]"))
    }

    @Test func ordersThatFailToLoadEndTheLoadingAndShowTheFailureWithARetry() {
        let app = signedIn()
        _ = app.handle("fail on")
        let failed = app.handle("tab orders").output
        #expect(failed.contains("… Loading orders"))
        #expect(failed.contains("✓ Done loading"))
        #expect(failed.contains("┌ Alert: Could not load orders"))
        #expect(failed.contains("│ The server did not answer."))
        #expect(failed.contains("  (no orders)"))

        _ = app.handle("fail off")
        let retried = app.handle("retry").output
        #expect(retried.contains("↻ Reloaded 3 orders"))
        #expect(retried.contains("  #1 Storage bin"))
        #expect(!retried.contains { $0.hasPrefix("┌ Alert") })
    }

    @Test func theParcelIsPhotographedWithTheCameraScreenAndItsCoordinatorGoesAwayAfter() {
        let app = signedIn()
        _ = app.handle("open tiltup://orders/2")
        let camera = app.handle("photo").output
        #expect(camera.contains("═══ Camera ═══"))
        #expect(camera.contains("Next: The label"))
        #expect(camera.contains { $0.hasPrefix("Coordinators held: 4") && $0.contains("CameraCoordinator") })
        #expect(commandNames(app.handle("help").output).prefix(3) == ["shoot", "flash", "cancel"])

        #expect(app.handle("shoot").output.contains("📸 Click"))
        let order = app.handle("use").output
        #expect(order.contains("═══ Order #2 ═══"))
        #expect(order.contains("Photos of the parcel: 1"))
        #expect(order.contains { $0.hasPrefix("Coordinators held: 3") && !$0.contains("CameraCoordinator") })

        _ = app.handle("photo")
        let cancelled = app.handle("cancel").output
        #expect(cancelled.contains("Photos of the parcel: 1"))
        #expect(cancelled.contains { $0.hasPrefix("Coordinators held: 3") })
    }

    @Test func saveAndRestoreAreListedWithAStateFile() {
        let app = TerminalApp(service: FakeOrderService(), stateFile: URL(fileURLWithPath: "/tmp/unused-tiltup-state.json"))
        _ = app.start()
        #expect(
            commandNames(app.handle("help").output) == [
                "name", "email", "password", "submit", "open", "restore", "where", "width", "window", "journal", "replay", "help", "quit",
            ])
        for line in ["name Lisa", "email lisa@rules.com", "password secret", "submit", "continue"] {
            _ = app.handle(line)
        }
        #expect(
            commandNames(app.handle("help").output).suffix(11) == [
                "open", "save", "restore", "share", "where", "width", "window", "journal", "replay", "help", "quit",
            ])
        _ = app.handle("plan")
        // The plan sheet's [Save] button keeps its command; saving the navigation is "save state" there.
        #expect(commandNames(app.handle("help").output).contains("save state"))
    }

    @Test func theConfirmButtonsTitleIsItsCommand() {
        let app = signedIn()
        _ = app.handle("plan")
        _ = app.handle("select 2")
        #expect(commandNames(app.handle("help").output).contains("save"))
        let saved = app.handle("save").output
        #expect(saved.contains("═══ Home ═══"))
        #expect(saved.contains("Plan: Plus"))
    }

    @Test func anAlertSaysHowToAnswerIt() {
        let app = signedIn()
        _ = app.handle("fail on")
        let output = app.handle("reload").output
        #expect(output.contains { $0.hasPrefix("└ [Retry] [Cancel]") && $0.hasSuffix("(type retry or cancel to answer)") })
    }

    @Test func theJournalPrintsDrawsAndSavesWhatHappened() throws {
        let app = signedIn()
        _ = app.handle("open tiltup://orders/2")
        _ = app.handle("back")
        let lines = app.handle("journal").output
        #expect(lines.contains { $0.contains("opened [.orders, .order(2)] from a URL: complete · open · a path from a URL") })
        #expect(lines.contains { $0.contains("popped 1 · the user's back swipe · [.orders]") })

        let map = app.handle("journal --diagram").output
        #expect(map.first == "flowchart LR")
        #expect(map.contains { $0.contains("-- \"back swipe\" -->") })
        let tree = app.handle("where --diagram").output
        #expect(tree.first == "flowchart TD")
        #expect(tree.contains { $0.contains("tab 1 (selected) · route .orders") })

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tiltup-journal-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(app.handle("journal save \(file.path)").output.first?.hasPrefix("Saved the journal") == true)
        let recording = try NavigationJournal<ExampleRoute>.read(jsonData: Data(contentsOf: file))
        #expect(recording.entries.contains { $0.cause == .backSwipe })
        #expect(app.handle("journal now").output.first == "journal takes nothing, --diagram or save FILE, not “now”.")
    }

    /// Signs up, opens an order from the list and goes back, closes the plan sheet, opens an order by a
    /// link; saves the journal and returns its file and how many entries it has.
    private func recordSession(swiftUINavigation: Bool) throws -> (file: URL, recording: NavigationJournal<ExampleRoute>.Recording) {
        let app = TerminalApp(service: FakeOrderService(), swiftUINavigation: swiftUINavigation)
        _ = app.start()
        let session = [
            "name Lisa", "email lisa@rules.com", "password secret", "submit", "continue", "tab orders", "order 2", "back",
            "open tiltup://home/plan", "swipe down", "open tiltup://orders/3",
        ]
        for line in session {
            _ = app.handle(line)
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tiltup-replay-\(UUID().uuidString).json")
        _ = app.handle("journal save \(file.path)")
        return (file, try NavigationJournal<ExampleRoute>.read(jsonData: Data(contentsOf: file)))
    }

    @Test(arguments: [false, true])
    func aSavedJournalReplaysOnANewLaunchAsRecorded(swiftUINavigation: Bool) throws {
        let (file, recording) = try recordSession(swiftUINavigation: swiftUINavigation)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(recording.entries.contains { $0.cause == .swipeDown })
        let app = TerminalApp(service: FakeOrderService(), swiftUINavigation: swiftUINavigation)
        _ = app.start()

        let output = app.handle("replay \(file.path)").output

        let count = recording.entries.count
        #expect(output.first == "Replayed \(file.lastPathComponent) on a new launch: \(count) of \(count) entries as recorded.")
        #expect(output.contains("The app did everything as recorded."))
        #expect(output.contains("Path: Orders › Order #3"))
        #expect(app.handle("back").output.contains("Path: Orders"))
    }

    @Test func aChangedAppFailsTheReplayAtTheEntryWhereItDiffers() throws {
        let (file, recording) = try recordSession(swiftUINavigation: false)
        defer { try? FileManager.default.removeItem(at: file) }
        // The first order pushed by a link: the one from the list is the app's own action, which the replay
        // stands in for by opening its path, comparing only the path.
        let orderPush = try #require(recording.entries.first { "\($0.change)" == "pushed OrderTerminalScreen" && $0.cause != .app })
        let changed = TerminalApp(
            service: FakeOrderService(), factory: RedesignedScreenFactory(TerminalScreenFactory()) { RedesignedOrderScreen() })
        _ = changed.start()

        let output = changed.handle("replay \(file.path)").output

        #expect(output.first?.hasSuffix("\(orderPush.number - 1) of \(recording.entries.count) entries as recorded.") == true)
        #expect(output.contains("The app did otherwise at entry #\(orderPush.number):"))
        #expect(output.contains("The app's own actions at #8 were stood in for by opening where they led."))
        #expect(
            output.contains {
                $0.hasPrefix("  recorded: #\(orderPush.number) ")
                    && $0.hasSuffix("pushed OrderTerminalScreen · push · a path from a URL · [.orders, .order(3)]")
            })
        #expect(
            output.contains {
                $0.hasPrefix("  replayed: #")
                    && $0.hasSuffix(" pushed RedesignedOrderScreen · push · a path from a URL · [.orders, .order(3)]")
            })
    }

    @Test func aFileThatIsNoJournalIsRefusedAndTheAppStaysWhereItIs() throws {
        let app = signedIn()
        _ = app.handle("open tiltup://orders/2")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tiltup-not-a-journal-\(UUID().uuidString).json")
        try Data("{}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let output = app.handle("replay \(file.path)").output
        #expect(output.first?.hasPrefix("Could not read a journal from \(file.path)") == true)
        #expect(output.contains("Path: Orders › Order #2"))
        #expect(app.handle("replay").output.first == "replay needs the file journal save wrote.")
        #expect(app.handle("replay /no/such/file.json").output.first?.hasPrefix("Could not read a journal from /no/such/file.json") == true)
    }
}

/// The order screen of a later version of the example.
@MainActor
private final class RedesignedOrderScreen: TerminalScreen {
    init() { super.init(title: "Order") }
}

#endif
