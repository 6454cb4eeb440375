import TiltUp

extension ConformanceUIPlan {
    /// What the UI test does with the element each of `scenario`'s gestures touches on `device` (a Back button,
    /// a tab, the sidebar's button, search's Cancel), as the headless model under `rules` says: where the model
    /// refuses the gesture, the user finds no such element, and the UI test checks that the device shows none
    /// it could touch rather than touch another. One per gesture; `.touch` for the gestures that touch none.
    ///
    /// ```swift
    /// await ConformanceUIPlan.expectations(for: scenario, under: .uiKit, on: .macCatalyst)  // [.absent]: no Back there
    /// ```
    ///
    /// - Parameters:
    ///   - scenario: the scenario.
    ///   - rules: the front end's rules.
    ///   - device: where it runs.
    /// - Returns: one expectation per gesture.
    public static func expectations(
        for scenario: ConformanceScenario, under rules: ConformanceRules, on device: ConformanceDevice
    ) async -> [ConformanceUIExpectation] {
        let model = await ConformanceRunner.run(scenario, on: HeadlessConformanceDriver(rules))
        return expectations(for: scenario, refused: model.refusedGestures, under: rules, on: device)
    }

    /// The expectations of `scenario`'s gestures on `device`, given the indices of those the model refused.
    static func expectations(
        for scenario: ConformanceScenario, refused: [Int], under rules: ConformanceRules, on device: ConformanceDevice
    ) -> [ConformanceUIExpectation] {
        items(for: scenario, on: device).enumerated().map { index, item in
            guard case .physical(let gesture) = item, gesture.touchesAnElement(on: device) else { return .touch }
            if gesture == .toggleSidebar, rules == .swiftUI {
                return .touchIfThere  // SwiftUI's own button: TiltUp refuses to follow it, whether it is there or not
            }
            return refused.contains(index) ? .absent : .touch
        }
    }
}
