import TiltUp

/// A section of the signed-in app, as the sidebar lists it on iPad.
public enum ExampleSection: String, CaseIterable, Sendable {
    case home = "Home"
    case orders = "Orders"
    case plan = "Plan"
}

/// The sidebar's observers.
public enum Sections {
    /// What the sidebar tells its coordinator.
    @MainActor
    public final class CoordinatorObservers {
        /// The user picked a section.
        public var picked: (@MainActor (ExampleSection) -> Void)?

        public init() {}
    }
}

/// The sidebar of the signed-in app in regular width: Home, Orders and Plan, the one shown marked.
@MainActor
public final class SectionsViewModel {
    public let coordinatorObservers = Sections.CoordinatorObservers()
    /// Tells the view to redraw the marks.
    public let viewObservers = BaseTableViewObservers()
    /// The section the detail shows, if any.
    public private(set) var selected: ExampleSection?

    public init() {}

    public var sections: [ExampleSection] { ExampleSection.allCases }

    /// The user tapped `section`.
    public func picked(_ section: ExampleSection) {
        coordinatorObservers.picked?(section)
    }

    /// The detail shows `section` now (or nothing): the marks follow.
    public func detailShows(_ section: ExampleSection?) {
        guard section != selected else { return }
        selected = section
        viewObservers.reloadData?()
    }
}
