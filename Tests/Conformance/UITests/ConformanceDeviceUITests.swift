// The conformance UI tests: the host app (Tests/Conformance/Sources/ConformanceHost) runs each scenario of its
// device on UIKit's front end and on RouterView; at each gesture it asks, and this test makes it with a finger, the
// mouse or the keyboard, then reads the run back from the app and compares it with the scenario and with the
// headless model under the same rules (ConformanceUITestSupport). The thinnest layer: make the gesture, read back.
// Built only by Xcode (Tests/Conformance/project.yml): no SDK here has XCTest's UI-testing interface.
import TiltUpConformance
import XCTest

#if canImport(UIKit)
import UIKit
#endif

final class ConformanceDeviceUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = true
    }

    @MainActor
    func testUIKitDoesWhatTheModelSaysOnThisDevice() async throws {
        try await check(.uiKit)
    }

    @MainActor
    func testRouterViewDoesWhatTheModelSaysOnThisDevice() async throws {
        try await check(.swiftUI)
    }

    /// The device this test runs on.
    private static var device: ConformanceDevice {
        #if os(macOS)
        .mac
        #elseif targetEnvironment(macCatalyst)
        .macCatalyst
        #else
        UIDevice.current.userInterfaceIdiom == .pad ? .iPad : .iPhone
        #endif
    }

    @MainActor
    private func check(_ rules: ConformanceRules) async throws {
        let device = Self.device
        guard device.frontEnds.contains(rules) else { throw XCTSkip("\(device) runs no \(rules) front end") }
        var notCompared: [String] = []
        for scenario in device.scenarios(under: rules) {
            let app = XCUIApplication()
            app.launchEnvironment = ConformanceUITestSupport.environment(for: scenario, rules: rules)
            app.launch()
            let run = try await drive(app, on: device)
            app.terminate()
            guard let run else {
                XCTFail("\(device), \(rules): \(scenario.name): the host app showed no run")
                continue
            }
            // A run the plan covers fails when a gesture was not made or not in time: no silent pass.
            for failure in await ConformanceUITestSupport.failures(of: run, scenario: scenario, rules: rules, on: device) {
                XCTFail("\(device), \(rules): \(failure)")
            }
            if let reason = ConformanceUITestSupport.notCompared(run, scenario: scenario, on: device) {
                notCompared.append(reason)
            }
        }
        print("\(device), \(rules): not compared in full: \(notCompared.isEmpty ? "none" : notCompared.joined(separator: "; "))")
    }

    /// Makes each gesture the app asks for, until it shows its run; `nil` when it shows none in two minutes.
    @MainActor
    private func drive(_ app: XCUIApplication, on device: ConformanceDevice) async throws -> ConformanceRun? {
        let status = app.descendants(matching: .any)[ConformanceUITestSupport.statusIdentifier]
        guard status.waitForExistence(timeout: 30) else { return nil }
        var answered = -1
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            switch ConformanceUIStatus(json: status.value as? String ?? "") {
            case .finished(let run):
                return run
            case .awaiting(let request) where request.gestureIndex != answered:
                make(request, in: app, on: device)
                answered = request.gestureIndex
                if device == .mac {
                    app.typeKey("g", modifierFlags: [.command, .control, .option])  // a key: a click would close a popover
                } else {
                    app.buttons[ConformanceUITestSupport.gestureMadeIdentifier].tap()
                }
            default:
                break
            }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        return nil
    }

    /// The user's gesture of `request`, made as a finger, the mouse or the keyboard makes it; an element the model
    /// says is not there is checked to be absent instead of touched.
    @MainActor
    private func make(_ request: ConformanceUIRequest, in app: XCUIApplication, on device: ConformanceDevice) {
        let window = app.windows.firstMatch
        func point(_ point: ConformanceUIPoint?) -> XCUICoordinate {
            window.coordinate(withNormalizedOffset: CGVector(dx: point?.x ?? 0.5, dy: point?.y ?? 0.5))
        }
        func drag(completes: Bool) {
            point(request.from).press(
                forDuration: 0.05, thenDragTo: point(request.to), withVelocity: completes ? .default : .slow,
                thenHoldForDuration: completes ? 0 : 0.5)
        }
        switch request.gesture {
        case .back where device == .mac:
            app.typeKey("[", modifierFlags: .command)
        case .back, .backBehindSheet:
            touch(backButton(request, in: app), request, "the Back button")
        case .backSwipe(let completes), .swipeDown(let completes), .zoomDismissal(let completes):
            drag(completes: completes)
        case .dragSheet:
            drag(completes: false)  // slowly, held at the detent's height: the sheet rests at the nearest detent
        case .tapOutside:
            point(request.from).tap()
        case .escape:
            app.typeKey(XCUIKeyboardKey.escape.rawValue, modifierFlags: [])
        case .tapTab:
            touch(tab(titled: request.label ?? "", in: app), request, "the tab \(request.label ?? "?")")
        case .toggleSidebar where device == .mac || device == .macCatalyst:
            app.typeKey("s", modifierFlags: [.command, .control])
        case .toggleSidebar:
            touch(app.buttons.matching(NSPredicate(format: "label CONTAINS[c] 'sidebar'")).firstMatch, request, "the sidebar button")
        case .cancelSearch:
            touch(app.buttons["Cancel"].firstMatch, request, "search's Cancel")
        }
    }

    /// Touches `element` as `request` expects: where the model says the user finds none, checks that the device
    /// shows none the user could touch (absent, not hittable or disabled), and touches nothing.
    @MainActor
    private func touch(_ element: XCUIElement, _ request: ConformanceUIRequest, _ what: String) {
        switch request.expectation {
        case .touch:
            element.tap()  // fails the test where the device shows no such element
        case .touchIfThere:
            if element.exists, element.isHittable { element.tap() }
        case .absent:
            let touchable = element.exists && element.isHittable && element.isEnabled
            XCTAssertFalse(touchable, "gesture \(request.gestureIndex): the device shows \(what), which the model says is not there")
        }
    }

    /// The Back button of the navigation bar `request` names (its top screen's title): UIKit's back button,
    /// labelled with the screen it goes back to, or "Back".
    @MainActor
    private func backButton(_ request: ConformanceUIRequest, in app: XCUIApplication) -> XCUIElement {
        let bar = request.label.map { app.navigationBars[$0] } ?? app.navigationBars.firstMatch
        let back = NSPredicate(format: "identifier == 'BackButton' OR label == %@ OR label == 'Back'", request.backLabel ?? "Back")
        return bar.buttons.matching(back).firstMatch
    }

    /// The tab bar's item titled `title`, else the sidebar's row, else any button so titled.
    @MainActor
    private func tab(titled title: String, in app: XCUIApplication) -> XCUIElement {
        let item = app.tabBars.buttons[title]
        if item.exists { return item }
        let row = app.cells[title]
        return row.exists ? row : app.buttons[title].firstMatch
    }
}
