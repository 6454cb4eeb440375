import Testing
import TiltUp

@testable import TiltUpConformance

/// The conformance UI tests' step-driving, planning and comparison, tested here where the UI tests themselves
/// cannot run: a headless "finger" answers the host's requests as a UI test does, and the run it drives must be
/// the one the headless front end makes on its own.
@MainActor
@Suite struct ConformanceUILayerTests {
    /// Makes each gesture a host asks for on the headless front end it drives, as a UI test makes it with a
    /// finger, and says so.
    @MainActor final class HeadlessFinger {
        let driver: HeadlessConformanceDriver
        var context: ConformanceContext?
        var requests: [ConformanceUIRequest] = []

        init(_ driver: HeadlessConformanceDriver) {
            self.driver = driver
        }

        /// What the finger does for `gesture`, as the headless gestures that make it.
        static func gestures(for gesture: ConformanceUIGesture) -> [ConformanceGesture] {
            func motion(_ interaction: ConformanceInteraction, _ completes: Bool) -> [ConformanceGesture] {
                [.begin(interaction), completes ? .finish : .cancel]
            }
            switch gesture {
            case .back: return [.back]
            case .backBehindSheet: return [.backBehindSheet]
            case .backSwipe(let completes): return motion(.backSwipe, completes)
            case .swipeDown(let completes): return motion(.swipeDown, completes)
            case .dragSheet(let detent): return [.dragSheet(to: detent)]
            case .tapOutside: return [.tapOutside]
            case .escape: return [.escape]
            case .tapTab(let index): return [.selectTab(index)]
            case .toggleSidebar: return [.toggleSidebar]
            case .zoomDismissal(let completes): return motion(.interactiveDismissal, completes)
            case .cancelSearch: return [.cancelSearch]
            }
        }

        func answer(_ status: ConformanceUIStatus, on channel: ConformanceUIChannel) {
            guard case .awaiting(let request) = status, let context else { return }
            requests.append(request)
            Task { @MainActor in
                for gesture in Self.gestures(for: request.gesture) {
                    _ = await driver.perform(gesture, in: context)
                }
                channel.gestureMade()
            }
        }
    }

    /// Runs `scenario` under `rules` as the host app does on `device`, the finger making the gestures.
    static func remoteRun(
        _ scenario: ConformanceScenario, under rules: ConformanceRules, on device: ConformanceDevice
    ) async -> (ConformanceRun, HeadlessFinger) {
        let finger = HeadlessFinger(HeadlessConformanceDriver(rules))
        let channel = ConformanceUIChannel(patience: 5)
        let remote = RemoteConformanceDriver(finger.driver, on: device, channel: channel) { gesture, index, context in
            finger.context = context
            return ConformanceUIRequest(gestureIndex: index, gesture: gesture)
        }
        channel.onChange = { [unowned channel] status in finger.answer(status, on: channel) }
        let run = await remote.run(scenario)
        #expect(channel.status == .finished(run), "the host shows the run when the scenario is over")
        return (run, finger)
    }

    /// A scenario a device runs under one of its front ends' rules.
    struct DeviceRun: Sendable, CustomTestStringConvertible {
        let scenario: ConformanceScenario
        let rules: ConformanceRules
        let device: ConformanceDevice

        var testDescription: String { "\(scenario.name) [\(rules) on \(device)]" }
    }

    /// Every scenario each device runs, with each of its front ends' rules.
    nonisolated static let deviceRuns: [DeviceRun] = ConformanceDevice.allCases.flatMap { device in
        device.frontEnds.flatMap { rules in device.scenarios(under: rules).map { DeviceRun(scenario: $0, rules: rules, device: device) } }
    }

    @Test(arguments: deviceRuns)
    func aRunWhoseGesturesTheUITestMakesIsTheRunTheFrontEndMakesOnItsOwn(_ deviceRun: DeviceRun) async {
        let (scenario, rules, device) = (deviceRun.scenario, deviceRun.rules, deviceRun.device)
        let (remote, finger) = await Self.remoteRun(scenario, under: rules, on: device)
        let plan = ConformanceUIPlan.items(for: scenario, on: device)
        let firstNotMade = plan.firstIndex { if case .notMade = $0 { true } else { false } }
        if let firstNotMade {
            #expect(remote.uncovered == scenario.gestures[firstNotMade], "listed as not covered at the first gesture not made")
            return
        }
        let direct = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        #expect(remote == direct)
        let absent = finger.requests.filter { $0.expectation == .absent }.map(\.gestureIndex)
        #expect(Set(absent).isSubset(of: direct.refusedGestures), "the UI test looks for no element only where the model refused")
        let physical = plan.filter { if case .physical = $0 { true } else { false } }.count
        #expect(finger.requests.count == physical, "the host asks once for each gesture the UI test makes")
        #expect(finger.requests.map(\.gestureIndex) == plan.indices.filter { if case .physical = plan[$0] { true } else { false } })
    }

    @Test func aGestureBegunIsMadeInOneMotionWithItsEndAndTheAppDoesTheWidthAndTheWindow() {
        let scenario = ConformanceScenario(
            "plan", width: .regular,
            steps: [
                .push("a"), .user(.begin(.backSwipe)), .user(.cancel), .user(.width(.compact)), .user(.begin(.swipeDown)),
                .user(.finish), .user(.closeWindow),
            ],
            runs: [], screens: [])
        #expect(
            ConformanceUIPlan.items(for: scenario, on: .iPad) == [
                .physical(.backSwipe(completes: false)), .madeWithThePrevious, .byTheApp, .physical(.swipeDown(completes: true)),
                .madeWithThePrevious, .byTheApp,
            ])
    }

    @Test func aMacMakesNoSwipeAndTheSidebarsEditorIsNotDriven() {
        let scenario = ConformanceScenario(
            "mac", on: .macCatalyst,
            steps: [.user(.backSwipe), .user(.swipeDown), .user(.escape), .user(.hideTab(1)), .user(.moveTab(from: 1, to: 2))],
            runs: [], screens: [])
        let items = ConformanceUIPlan.items(for: scenario, on: .macCatalyst)
        #expect(items.count == 5)
        #expect(items[2] == .physical(.escape))
        for index in [0, 1, 3, 4] {
            guard case .notMade = items[index] else {
                Issue.record("gesture \(index) is planned as \(items[index])")
                continue
            }
        }
    }

    @Test func onlyAZoomIsDismissedByTheUITestsFinger() {
        func plan(_ transition: ConformanceTransition) -> ConformanceUIPlan.Item? {
            let scenario = ConformanceScenario(
                "dismissal", steps: [.push("a", transition: transition), .user(.interactiveDismissal)], runs: [], screens: [])
            return ConformanceUIPlan.items(for: scenario, on: .iPhone).first
        }
        #expect(plan(.zoom) == .physical(.zoomDismissal(completes: true)))
        for transition in [ConformanceTransition.standard, .custom(interactive: true)] {
            guard case .notMade = plan(transition) else {
                Issue.record("\(transition) is planned as \(String(describing: plan(transition)))")
                continue
            }
        }
    }

    @Test func anEndWithNoGestureBegunAndABeginningWithNoEndAreNotMade() {
        let scenario = ConformanceScenario(
            "unpaired", steps: [.user(.finish), .user(.begin(.backSwipe)), .push("b"), .user(.cancel)], runs: [], screens: [])
        let items = ConformanceUIPlan.items(for: scenario, on: .iPhone)
        #expect(items.count == 3)
        #expect(
            items.allSatisfy { item in
                if case .notMade = item { return true }
                return item == .madeWithThePrevious
            })
        guard case .notMade = items[1] else {
            Issue.record("a gesture begun with the app's push before its end is planned as \(items[1])")
            return
        }
    }

    @Test func anIPhoneRunsNoScenarioOfARegularWindowAndAMacOnlySwiftUIs() {
        #expect(ConformanceDevice.iPhone.scenarios(under: .uiKit).allSatisfy { $0.width != .regular && $0.platform == .iOS })
        #expect(ConformanceDevice.iPad.scenarios(under: .uiKit).contains { $0.width == .regular })
        #expect(ConformanceDevice.mac.frontEnds == [.swiftUI])
        #expect(ConformanceDevice.macCatalyst.scenarios(under: .uiKit).allSatisfy { $0.platform == .macCatalyst })
        for device in ConformanceDevice.allCases {
            #expect(!ConformanceUIPlan.coverage(on: device, under: device.frontEnds[0]).covered.isEmpty, "\(device)")
        }
    }

    @Test func theHostGivesUpOnAGestureTheUITestDoesNotMakeAndListsItNotCovered() async {
        let scenario = ConformanceScenario("no finger", steps: [.push("a"), .user(.back)], runs: ["pop a"], screens: ["root"])
        let channel = ConformanceUIChannel(patience: 0.05)
        let remote = RemoteConformanceDriver(HeadlessConformanceDriver(.uiKit), on: .iPhone, channel: channel) { gesture, index, _ in
            ConformanceUIRequest(gestureIndex: index, gesture: gesture)
        }
        let run = await remote.run(scenario)
        #expect(run.uncovered == .back)
        #expect(run.runs.isEmpty)
    }

    @Test func theStatusReadsBackAsTheAppShowedIt() throws {
        var run = ConformanceRun()
        run.runs = ["pop a"]
        run.sheet = .resting(.medium, of: [.medium, .large])
        run.tabBar = ConformanceTabBar(["home"], selected: "home", hidden: [], sidebar: true, accessory: "player")
        run.diagnostics = [.gestureUnavailable]
        let request = ConformanceUIRequest(
            gestureIndex: 2, gesture: .dragSheet(to: .fraction(0.4)), from: ConformanceUIPoint(x: 0.5, y: 0.5), label: "a")
        for status in [ConformanceUIStatus.running, .awaiting(request), .finished(run)] {
            #expect(ConformanceUIStatus(json: status.json) == status)
        }
        #expect(ConformanceUIStatus(json: "not JSON") == nil)
    }

    @Test func theLaunchEnvironmentNamesTheScenarioAndTheRules() throws {
        let scenario = try #require(ConformanceScenario.all.last)
        let environment = ConformanceUITestSupport.environment(for: scenario, rules: .swiftUI)
        let requested = try #require(ConformanceUITestSupport.requested(in: environment))
        #expect(requested.scenario.name == scenario.name)
        #expect(requested.rules == .swiftUI)
        #expect(ConformanceUITestSupport.requested(in: [:]) == nil, "no scenario: the example app runs")
        #expect(ConformanceUITestSupport.requested(in: [ConformanceUITestSupport.scenarioKey: "no such scenario"]) == nil)
    }

    @Test func theUITestsComparisonFindsWhatTheAppReadBackWrongAndIgnoresRefusalsOnlyThePlatformCannotSay() async throws {
        let scenario = try #require(ConformanceScenario.all.first { $0.name == "Escape closes no sheet on iOS" })
        var run = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(.uiKit))
        run.diagnostics = []
        run.journal = ConformanceRun.changes(of: run.journal)
        #expect(await ConformanceUITestSupport.failures(of: run, scenario: scenario, rules: .uiKit, on: .iPhone) == [])
        run.screens = ["root"]
        run.runs = ["pop settings", "dismiss settings"]
        let failures = await ConformanceUITestSupport.failures(of: run, scenario: scenario, rules: .uiKit, on: .iPhone)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("handlers ran") == true)
    }

    // MARK: What a device run may not skip

    @Test func aRunThePlanCoversFailsWhenAGestureWasNotMadeInTime() async throws {
        let scenario = try #require(ConformanceScenario.all.first { $0.name == "the back button pops the top screen, its handler once" })
        #expect(ConformanceUIPlan.notCovered(scenario, on: .iPhone) == nil)
        let channel = ConformanceUIChannel(patience: 0.05)  // no finger answers
        let remote = RemoteConformanceDriver(HeadlessConformanceDriver(.uiKit), on: .iPhone, channel: channel) { gesture, index, _ in
            ConformanceUIRequest(gestureIndex: index, gesture: gesture)
        }
        let run = await remote.run(scenario)
        #expect(run.uncovered == .back)
        let failures = await ConformanceUITestSupport.failures(of: run, scenario: scenario, rules: .uiKit, on: .iPhone)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("was not made") == true)
        var notRun = ConformanceRun()
        notRun.notRun = "the window could not be made"
        #expect(await ConformanceUITestSupport.failures(of: notRun, scenario: scenario, rules: .uiKit, on: .iPhone).count == 1)
    }

    @Test func aRunThePlanDoesNotCoverIsListedNotFailed() async throws {
        let scenario = try #require(ConformanceScenario.all.first { $0.name == "a tab that does not allow hiding stays shown" })
        let reason = try #require(ConformanceUIPlan.notCovered(scenario, on: .iPad))
        var run = ConformanceRun()
        run.uncovered = .hideTab(0)
        #expect(await ConformanceUITestSupport.failures(of: run, scenario: scenario, rules: .uiKit, on: .iPad) == [])
        #expect(ConformanceUITestSupport.notCompared(run, scenario: scenario, on: .iPad)?.contains(reason) == true)
    }

    @Test func whereTheModelRefusesATouchTheUITestLooksForNoElementAndOnlyThere() async throws {
        func expectations(_ name: String, _ rules: ConformanceRules, on device: ConformanceDevice) async throws
            -> [ConformanceUIExpectation]
        {
            let scenario = try #require(ConformanceScenario.all.first { $0.name == name }, "\(name)")
            return await ConformanceUIPlan.expectations(for: scenario, under: rules, on: device)
        }
        let noBack = "a Mac Catalyst window starts regular: a split view stands side by side, with no Back at the detail's root"
        #expect(try await expectations(noBack, .uiKit, on: .macCatalyst) == [.absent])
        #expect(try await expectations("the Back button pops on Mac Catalyst", .uiKit, on: .macCatalyst) == [.touch])
        let covered = "a sheet presented from a tab covers the tab bar: a tab tapped does nothing"
        #expect(try await expectations(covered, .uiKit, on: .iPhone) == [.absent])
        let hidden = "a hidden tab keeps its stack and cannot be tapped; shown again, it can"
        #expect(try await expectations(hidden, .uiKit, on: .iPad) == [.touch, .touch, .touch, .absent, .touch, .touch])
        let swiftUISidebar = "under SwiftUI's rules TiltUp hears nothing of the sidebar button"
        #expect(try await expectations(swiftUISidebar, .swiftUI, on: .iPad) == [.touchIfThere], "SwiftUI's own button")
        let compact = "in compact width a tab bar with groups has no sidebar: its button does nothing"
        #expect(try await expectations(compact, .uiKit, on: .iPhone) == [.absent])
        let escape = "Escape closes no sheet on iOS"
        #expect(try await expectations(escape, .uiKit, on: .iPad) == [.touch], "a key touches no element: it is pressed")
        let macEscape = "Escape with nothing presented changes nothing on a native Mac"
        #expect(try await expectations(macEscape, .swiftUI, on: .mac) == [.touch])
    }

    @Test func anIPhoneIsNeverMadeRegularAnIPadGetsCompactByTheAppAndAMacResizes() throws {
        let widths = ConformanceScenario(
            "widths", steps: [.user(.width(.regular)), .user(.width(.compact))], runs: [], screens: ["root"])
        guard case .notMade = ConformanceUIPlan.items(for: widths, on: .iPhone)[0] else {
            Issue.record("an iPhone's window made regular is planned as \(ConformanceUIPlan.items(for: widths, on: .iPhone))")
            return
        }
        #expect(ConformanceUIPlan.items(for: widths, on: .iPhone)[1] == .byTheApp)
        #expect(ConformanceUIPlan.items(for: widths, on: .iPad) == [.byTheApp, .byTheApp])
        let regular = ConformanceScenario("regular", width: .regular, steps: [], runs: [], screens: ["root"])
        #expect(ConformanceUIPlan.notCovered(regular, on: .iPhone) != nil)
        #expect(ConformanceUIPlan.notCovered(regular, on: .iPad) == nil)
        #expect(regular.startingWidth == .regular)
        #expect(ConformanceScenario("ios", steps: [], runs: [], screens: []).startingWidth == .compact)
        #expect(ConformanceScenario("mac", on: .macCatalyst, steps: [], runs: [], screens: []).startingWidth == .regular)
        #expect(ConformanceDevice.allCases.map(\.ownWidth) == [.compact, .regular, .regular, .regular])
    }

    @Test func aTouchDuringTheAppsTransitionIsNotMadeByTheUITest() {
        let scenario = ConformanceScenario(
            "one turn", steps: [.user(.back), .inOneTurn([.dismiss, .present("b", .pageSheet), .user(.swipeDown)])], runs: [],
            screens: [])
        let items = ConformanceUIPlan.items(for: scenario, on: .iPhone)
        #expect(items.first == .physical(.back))
        guard items.count == 2, case .notMade = items[1] else {
            Issue.record("a swipe-down in the app's turn is planned as \(items)")
            return
        }
    }

    @Test func whatAFrontEndCannotReadBackIsLeftOutOfTheComparisonAndSaid() {
        let scenario = ConformanceScenario(
            "read back", steps: [], runs: [], screens: ["root"], sheet: .resting(.medium, of: [.medium, .large]),
            tabBar: ConformanceTabBar(["home"], selected: "home", sidebar: true, accessory: "player"))
        var run = ConformanceRun()
        run.screens = ["root"]
        run.tabBar = ConformanceTabBar(["home"], selected: "home")
        #expect(run.mismatch(with: scenario, .platform)?.contains("the tab bar is") == true)
        #expect(run.mismatch(with: scenario, .platform)?.contains("the sheet is") == true)
        run.notReadBack = [.sidebar, .accessory, .sheet]
        #expect(run.mismatch(with: scenario, .platform) == nil)
        run.tabBar = ConformanceTabBar(["home"], selected: nil)
        #expect(run.mismatch(with: scenario, .platform) != nil, "the selection was read back, and differs")
        run.notReadBack = ConformanceReading.allCases
        run.tabBar = nil
        #expect(run.mismatch(with: scenario, .platform)?.contains("the tab bar is not there") == true, "a tab bar at all is read")
    }

    @Test func aRunsOwnGuessEndsItsFailureBesideTheScenarios() {
        let scenario = ConformanceScenario("guessed", steps: [], runs: [], screens: ["root"], guess: "the scenario's")
        var run = ConformanceRun()
        run.guesses = ["a trait override"]
        #expect(run.mismatch(with: scenario)?.hasSuffix("(the model's guess: the scenario's) (this run's guess: a trait override)") == true)
    }
}
