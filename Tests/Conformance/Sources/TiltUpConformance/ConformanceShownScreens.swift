import TiltUp

/// The screens the user sees, where a front end's stacks are TiltUp's own and the platform draws only the one on
/// top (SwiftUI's `NavigationStack`, on iOS and on a Mac): what the window on top shows, read from its views,
/// checked against the stack.
public enum ConformanceShownScreens {
    /// The screens of `stack` as the window on top shows them, given the names of the conformance screens
    /// `shown` there: the stack itself where its top screen is among them (the screens under it are not drawn,
    /// and are the stack's); else the stack under its top, then what the window shows instead, so that the
    /// comparison with the scenario finds the screen the user sees, or none.
    ///
    /// ```swift
    /// ConformanceShownScreens.screens(["root", "a"], shown: ["a"])     // ["root", "a"]
    /// ConformanceShownScreens.screens(["root", "a"], shown: ["root"])  // ["root", "root"]: not what the model says
    /// ```
    ///
    /// - Parameters:
    ///   - stack: the names of the screens of the stack on top, as its Router holds them, bottom first.
    ///   - shown: the names of the screens the window on top shows, read from its views.
    /// - Returns: the screens read back.
    public static func screens(_ stack: [String], shown: [String]) -> [String] {
        guard let top = stack.last, !shown.contains(top) else { return stack }
        return stack.dropLast() + shown
    }
}
