import TiltUp

// Spellings that TiltUp 6's prereleases used and 6.0.0 renamed: a screen is a `Screen` in TiltUp's own
// vocabulary. They still compile, with a warning that names the new spelling.

extension TestAppCoordinator {
    /// The screen the user sees.
    @available(*, deprecated, renamed: "visibleScreen")
    public var visibleViewController: Screen? { visibleScreen }
}
