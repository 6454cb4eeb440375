import TiltUp

extension ConformanceScenario {
    /// Every scenario of the conformance suite, in the order a reader meets them.
    public static let all: [ConformanceScenario] = areas.flatMap(\.scenarios)

    /// The scenarios by area, each named: stacks and modals, the platforms' gestures, transitions, tab bars,
    /// sheets.
    public static let areas: [(name: String, scenarios: [ConformanceScenario])] = [
        ("stacks and modals", stacks), ("platforms", platforms), ("transitions", transitions), ("tab bars", tabBars),
        ("sheets", sheets),
    ]
}
