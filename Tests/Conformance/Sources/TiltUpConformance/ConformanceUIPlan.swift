import TiltUp

/// How the conformance UI tests make each gesture of a scenario on a device: the plan a host app follows
/// (``RemoteConformanceDriver``) and the UI test reads.
public enum ConformanceUIPlan {
    /// What happens to one gesture of a scenario.
    public enum Item: Sendable, Equatable {
        /// The UI test makes it with a finger, a mouse or a key.
        case physical(ConformanceUIGesture)
        /// The host app does it itself: the window's width (its real width, a window resized, or on an iPad a
        /// trait override), the window closing.
        case byTheApp
        /// The end of a gesture begun, made in one motion with its beginning.
        case madeWithThePrevious
        /// The UI test cannot make it, for this reason: the scenario is listed as not covered there.
        case notMade(String)
    }

    /// A gesture of a scenario with where it stands among the steps.
    private struct Placed {
        let gesture: ConformanceGesture
        /// Whether it follows another step in the same turn of the run loop (``ConformanceStep/inOneTurn(_:)``).
        let duringATransition: Bool
        /// Whether the app does a step between it and the next gesture.
        let appStepBeforeNext: Bool
        /// The transition the screen on top came with when it is made, as the steps tell.
        let transitionOnTop: ConformanceTransition?
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
        let placed = place(scenario)
        var items: [Item] = []
        for (index, place) in placed.enumerated() {
            let gesture = place.gesture
            if place.duringATransition {
                items.append(.notMade("a touch during the app's transition, in the same turn of the run loop, is not a UI test's to time"))
            } else if case .begin(let interaction) = gesture {
                let end = index + 1 < placed.count ? placed[index + 1].gesture : nil
                guard end == .finish || end == .cancel, !place.appStepBeforeNext else {
                    items.append(.notMade("a gesture begun is made with its end, in one motion, and this one has none next"))
                    continue
                }
                items.append(item(for: interaction, completes: end == .finish, on: place.transitionOnTop, device: device))
            } else if gesture == .finish || gesture == .cancel {
                let began: Bool
                if index > 0, case .begin = placed[index - 1].gesture { began = true } else { began = false }
                items.append(began ? .madeWithThePrevious : .notMade("no gesture is under way"))
            } else {
                items.append(item(for: gesture, on: place.transitionOnTop, device: device))
            }
        }
        return items
    }

    /// Why `device` cannot run `scenario` to its end, or `nil` when the UI test makes, or the app does, every
    /// gesture: the window cannot start at the scenario's width there, or the first gesture not made.
    ///
    /// - Parameters:
    ///   - scenario: the scenario.
    ///   - device: where it runs.
    /// - Returns: the reason, for the list of what is not covered.
    public static func notCovered(_ scenario: ConformanceScenario, on device: ConformanceDevice) -> String? {
        if let reason = unreachable(scenario.startingWidth, on: device) {
            return reason
        }
        for item in items(for: scenario, on: device) {
            if case .notMade(let reason) = item { return reason }
        }
        return nil
    }

    /// Why `device`'s window cannot be `width`, or `nil`: an iPhone's is compact (the UI test does not rotate a
    /// large iPhone to a regular width); an iPad's compact width is a trait override, a Mac's window is resized.
    static func unreachable(_ width: SizeClass, on device: ConformanceDevice) -> String? {
        device == .iPhone && width == .regular ? "an iPhone's window is compact: the iPad runs the regular width" : nil
    }

    /// The gestures of `scenario`, each with where it stands among the steps.
    private static func place(_ scenario: ConformanceScenario) -> [Placed] {
        var placed: [(gesture: ConformanceGesture, during: Bool, transition: ConformanceTransition?)] = []
        var appStepAfter: [Bool] = []
        var last: ConformanceTransition?
        for step in scenario.steps {
            for (position, inner) in step.flattened.enumerated() {
                switch inner {
                case .user(let gesture):
                    placed.append((gesture, position > 0, last))
                    appStepAfter.append(false)
                case .push(_, let transition), .present(_, _, let transition, _):
                    last = transition
                case .presentSheet, .presentOverWindow, .pushBehindSheet, .tabs, .tabItems, .split:
                    last = .standard
                case .pop, .dismiss, .showAccessory, .removeAccessory, .inOneTurn:
                    break
                }
                if case .user = inner {
                } else if !appStepAfter.isEmpty {
                    appStepAfter[appStepAfter.count - 1] = true
                }
            }
        }
        return placed.indices.map { index in
            Placed(
                gesture: placed[index].gesture, duringATransition: placed[index].during, appStepBeforeNext: appStepAfter[index],
                transitionOnTop: placed[index].transition)
        }
    }

    private static func item(
        for interaction: ConformanceInteraction, completes: Bool, on transition: ConformanceTransition?, device: ConformanceDevice
    ) -> Item {
        switch interaction {
        case .backSwipe:
            return device.platform == .iOS
                ? .physical(.backSwipe(completes: completes)) : .notMade("a UI test makes no trackpad swipe on a Mac")
        case .swipeDown:
            return device.platform == .iOS
                ? .physical(.swipeDown(completes: completes)) : .notMade("a Mac's mouse makes no swipe-down")
        case .interactiveDismissal:
            return zoomDismissal(completes: completes, on: transition)
        }
    }

    private static func item(for gesture: ConformanceGesture, on transition: ConformanceTransition?, device: ConformanceDevice) -> Item {
        switch gesture {
        case .back: return .physical(.back)
        case .backBehindSheet: return .physical(.backBehindSheet)
        case .backSwipe: return item(for: .backSwipe, completes: true, on: transition, device: device)
        case .swipeDown: return item(for: .swipeDown, completes: true, on: transition, device: device)
        case .escape: return .physical(.escape)
        case .tapOutside: return .physical(.tapOutside)
        case .dragSheet(let detent):
            guard detent.height(in: .reference) != nil else { return .notMade("the detent has no height to drag to") }
            return .physical(.dragSheet(to: detent))
        case .interactiveDismissal: return zoomDismissal(completes: true, on: transition)
        case .begin, .finish, .cancel: return .notMade("handled with the gesture begun")
        case .width(let width): return unreachable(width, on: device).map(Item.notMade) ?? .byTheApp
        case .closeWindow: return .byTheApp
        case .selectTab(let tab): return .physical(.tapTab(tab))
        case .toggleSidebar: return .physical(.toggleSidebar)
        case .cancelSearch: return .physical(.cancelSearch)
        case .hideTab, .showTab, .moveTab: return .notMade("the sidebar's editor is not driven by the UI tests")
        }
    }

    /// The finger's dismissal of a zoomed screen; an interactive custom transition is driven by the app's own
    /// gesture, which the host app has none of (the unit tests drive its interaction controller).
    private static func zoomDismissal(completes: Bool, on transition: ConformanceTransition?) -> Item {
        switch transition {
        case .zoom: .physical(.zoomDismissal(completes: completes))
        case .custom: .notMade("a custom transition's interaction is the app's own gesture (the unit tests drive it)")
        case .standard, nil: .notMade("the screen on top came with the standard transition: there is no such gesture")
        }
    }

    /// The scenarios `device` runs under `rules` whose every gesture a UI test makes or the app does, and
    /// the others with the first reason one is not made.
    public static func coverage(on device: ConformanceDevice, under rules: ConformanceRules) -> (
        covered: [String], notCovered: [(scenario: String, reason: String)]
    ) {
        var covered: [String] = []
        var notCovered: [(scenario: String, reason: String)] = []
        for scenario in device.scenarios(under: rules) {
            if let reason = Self.notCovered(scenario, on: device) {
                notCovered.append((scenario.name, reason))
            } else {
                covered.append(scenario.name)
            }
        }
        return (covered, notCovered)
    }
}
