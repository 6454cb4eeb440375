import TiltUp

/// A device the conformance UI tests run on: an iPhone or an iPad simulator, or a Mac, running the host app as
/// Mac Catalyst or as a native macOS app.
public enum ConformanceDevice: String, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// An iPhone simulator: iOS, compact width.
    case iPhone
    /// An iPad simulator: iOS, both widths (the host gives the window the scenario's).
    case iPad
    /// The host app built for Mac Catalyst.
    case macCatalyst
    /// The host app built for macOS: SwiftUI's front end only.
    case mac

    /// The platform whose rules the device's scenarios follow.
    public var platform: NavigationPlatform {
        switch self {
        case .iPhone, .iPad: .iOS
        case .macCatalyst: .macCatalyst
        case .mac: .macOS
        }
    }

    /// The front ends the host app runs there: UIKit's and `RouterView`, or only `RouterView` on a native Mac.
    public var frontEnds: [ConformanceRules] {
        self == .mac ? [.swiftUI] : [.uiKit, .swiftUI]
    }

    /// The device's name.
    public var description: String { rawValue }

    /// The scenarios the device runs under `rules`: those of its platform that hold under them; on an iPhone
    /// not those of a regular window, which an iPhone's tab bar and popovers never see.
    public func scenarios(under rules: ConformanceRules) -> [ConformanceScenario] {
        ConformanceScenario.all.filter { scenario in
            scenario.platform == platform && scenario.holds(under: rules) && !(self == .iPhone && scenario.width == .regular)
        }
    }
}

/// What the user's finger, mouse or keyboard does in a conformance UI test for one gesture of a scenario.
public enum ConformanceUIGesture: Sendable, Equatable, Codable {
    /// A tap on the Back button of the stack on top (⌘[ on a native Mac).
    case back
    /// A tap on the Back button of the stack under the sheet on top.
    case backBehindSheet
    /// The edge swipe, let go of at the end or early.
    case backSwipe(completes: Bool)
    /// The sheet on top dragged down, past the point of dismissal or not.
    case swipeDown(completes: Bool)
    /// The sheet on top dragged to the height of a detent.
    case dragSheet(to: SheetDetent)
    /// A tap (a click) outside the popover on top.
    case tapOutside
    /// The Escape key.
    case escape
    /// A tap on the tab bar item, or the sidebar's row, of the tab at this index.
    case tapTab(Int)
    /// The sidebar's button (⌃⌘S on a Mac).
    case toggleSidebar
    /// The zoomed screen dragged down from its middle (iOS 18's zoom), past the point of dismissal or not.
    case zoomDismissal(completes: Bool)
    /// The Cancel button of the search field.
    case cancelSearch
}

/// How the conformance UI tests make each gesture of a scenario on a device: the plan a host app follows
/// (``RemoteConformanceDriver``) and the UI test reads.
public enum ConformanceUIPlan {
    /// What happens to one gesture of a scenario.
    public enum Item: Sendable, Equatable {
        /// The UI test makes it with a finger, a mouse or a key.
        case physical(ConformanceUIGesture)
        /// The host app does it itself: the window's width (as a rotation or Slide Over gives it), the window
        /// closing.
        case byTheApp
        /// The end of a gesture begun, made in one motion with its beginning.
        case madeWithThePrevious
        /// The UI test cannot make it, for this reason: the scenario is listed as not covered there.
        case notMade(String)
    }

    /// The plan for each of `scenario`'s gestures (``ConformanceScenario/gestures``), in order, on `device`.
    ///
    /// ```swift
    /// ConformanceUIPlan.items(for: scenario, on: .iPhone)  // [.physical(.backSwipe(completes: false)), .madeWithThePrevious]
    /// ```
    ///
    /// - Parameters:
    ///   - scenario: the scenario.
    ///   - device: where it runs.
    /// - Returns: one item per gesture.
    public static func items(for scenario: ConformanceScenario, on device: ConformanceDevice) -> [Item] {
        let gestures = scenario.gestures
        var items: [Item] = []
        for (index, gesture) in gestures.enumerated() {
            if case .begin(let interaction) = gesture {
                let end = index + 1 < gestures.count ? gestures[index + 1] : nil
                guard end == .finish || end == .cancel, beganAndEndedInOneMotion(scenario, at: index) else {
                    items.append(.notMade("a gesture begun is made with its end, in one motion, and this one has none next"))
                    continue
                }
                items.append(item(for: interaction, completes: end == .finish, scenario: scenario, before: index, on: device))
            } else if gesture == .finish || gesture == .cancel {
                let began: Bool
                if index > 0, case .begin = gestures[index - 1] { began = true } else { began = false }
                items.append(began ? .madeWithThePrevious : .notMade("no gesture is under way"))
            } else {
                items.append(item(for: gesture, scenario: scenario, before: index, on: device))
            }
        }
        return items
    }

    /// Whether the app does nothing between the gesture begun at `index` (of the gestures) and its end.
    private static func beganAndEndedInOneMotion(_ scenario: ConformanceScenario, at index: Int) -> Bool {
        var seen = -1
        var between: [ConformanceStep] = []
        for step in scenario.steps {
            if case .user = step {
                seen += 1
                if seen == index + 1 { break }
                continue
            }
            if seen == index {
                between.append(step)
            }
        }
        return between.isEmpty
    }

    private static func item(
        for interaction: ConformanceInteraction, completes: Bool, scenario: ConformanceScenario, before index: Int,
        on device: ConformanceDevice
    ) -> Item {
        switch interaction {
        case .backSwipe:
            return device.platform == .iOS
                ? .physical(.backSwipe(completes: completes)) : .notMade("a UI test makes no trackpad swipe on a Mac")
        case .swipeDown:
            return device.platform == .iOS
                ? .physical(.swipeDown(completes: completes)) : .notMade("a Mac's mouse makes no swipe-down")
        case .interactiveDismissal:
            return zoomDismissal(completes: completes, scenario: scenario, before: index, on: device)
        }
    }

    private static func item(
        for gesture: ConformanceGesture, scenario: ConformanceScenario, before index: Int, on device: ConformanceDevice
    ) -> Item {
        switch gesture {
        case .back: return .physical(.back)
        case .backBehindSheet: return .physical(.backBehindSheet)
        case .backSwipe: return item(for: .backSwipe, completes: true, scenario: scenario, before: index, on: device)
        case .swipeDown: return item(for: .swipeDown, completes: true, scenario: scenario, before: index, on: device)
        case .escape: return .physical(.escape)
        case .tapOutside: return .physical(.tapOutside)
        case .dragSheet(let detent):
            guard detent.height(in: .reference) != nil else { return .notMade("the detent has no height to drag to") }
            return .physical(.dragSheet(to: detent))
        case .interactiveDismissal: return zoomDismissal(completes: true, scenario: scenario, before: index, on: device)
        case .begin, .finish, .cancel: return .notMade("handled with the gesture begun")
        case .width, .closeWindow: return .byTheApp
        case .selectTab(let tab): return .physical(.tapTab(tab))
        case .toggleSidebar: return .physical(.toggleSidebar)
        case .cancelSearch: return .physical(.cancelSearch)
        case .hideTab, .showTab, .moveTab: return .notMade("the sidebar's editor is not driven by the UI tests")
        }
    }

    /// The finger's dismissal of a zoomed screen; an interactive custom transition is driven by the app's own
    /// gesture, which the host app has none of (the unit tests drive its interaction controller).
    private static func zoomDismissal(
        completes: Bool, scenario: ConformanceScenario, before index: Int, on device: ConformanceDevice
    ) -> Item {
        switch transitionOnTop(scenario, beforeGesture: index) {
        case .zoom: .physical(.zoomDismissal(completes: completes))
        case .custom: .notMade("a custom transition's interaction is the app's own gesture (the unit tests drive it)")
        case .standard, nil: .notMade("the screen on top came with the standard transition: there is no such gesture")
        }
    }

    /// The transition the screen on top came with, before the gesture at `index`, as the steps tell: the last
    /// push or presentation of a named screen.
    private static func transitionOnTop(_ scenario: ConformanceScenario, beforeGesture index: Int) -> ConformanceTransition? {
        var seen = -1
        var last: ConformanceTransition?
        for step in scenario.steps {
            switch step {
            case .user:
                seen += 1
                if seen == index { return last }
            case .push(_, let transition), .present(_, _, let transition):
                last = transition
            case .presentSheet, .pushBehindSheet, .tabs, .tabItems, .split:
                last = .standard
            default:
                break
            }
        }
        return last
    }

    /// The scenarios `device` runs under `rules` whose every gesture a UI test makes or the app does, and
    /// the others with the first reason one is not made.
    public static func coverage(on device: ConformanceDevice, under rules: ConformanceRules) -> (
        covered: [String], notCovered: [(scenario: String, reason: String)]
    ) {
        var covered: [String] = []
        var notCovered: [(scenario: String, reason: String)] = []
        for scenario in device.scenarios(under: rules) {
            let reasons = items(for: scenario, on: device).compactMap { item -> String? in
                if case .notMade(let reason) = item { return reason }
                return nil
            }
            if let reason = reasons.first {
                notCovered.append((scenario.name, reason))
            } else {
                covered.append(scenario.name)
            }
        }
        return (covered, notCovered)
    }
}
