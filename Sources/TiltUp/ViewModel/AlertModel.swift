/// An alert to present, as a value: its title, message, style and actions.
///
/// View models hand an `AlertModel` to ``PresentAlertObserving/presentAlert`` instead of a
/// `UIAlertController`, so they need no UIKit and a test can read the alert and trigger its actions.
/// Where UIKit exists, `UIAlertController(model)` builds the real one. Two alerts are equal when their
/// text, style and actions' titles and styles are, so a test can compare whole alerts.
///
/// ```swift
/// viewObservers.presentAlert?(AlertModel(
///     title: "Delete this order?",
///     message: nil,
///     actions: [
///         .init(title: "Delete", style: .destructive) { [weak self] in self?.delete() },
///         .init(title: "Cancel", style: .cancel),
///     ]
/// ))
/// ```
public struct AlertModel: Sendable, Equatable {
    /// How the alert is shown.
    public enum Style: Sendable, Equatable {
        /// A centered alert.
        case alert
        /// A sheet of actions anchored to the bottom of the screen.
        case actionSheet
    }

    /// A button of the alert.
    ///
    /// Two actions are equal when their titles and styles are: handlers, being closures, are not compared.
    public struct Action: Sendable, Equatable {
        /// How an action's button looks.
        public enum Style: Sendable, Equatable {
            /// An ordinary button.
            case `default`
            /// The button that cancels; at most one per alert.
            case cancel
            /// A button for an action that destroys data.
            case destructive
        }

        /// The button's title.
        public var title: String
        /// The button's style.
        public var style: Style
        /// What tapping the button does, after the alert is dismissed.
        public var handler: (@MainActor @Sendable () -> Void)?

        /// Creates an action.
        public init(title: String, style: Style = .default, handler: (@MainActor @Sendable () -> Void)? = nil) {
            self.title = title
            self.style = style
            self.handler = handler
        }

        /// Whether two actions have the same title and style; their handlers are not compared.
        public static func == (lhs: Action, rhs: Action) -> Bool {
            lhs.title == rhs.title && lhs.style == rhs.style
        }

        /// Does what tapping the button does: runs the handler, if any.
        @preconcurrency @MainActor
        public func trigger() {
            handler?()
        }
    }

    /// The alert's title.
    public var title: String?
    /// The alert's message.
    public var message: String?
    /// Whether it is an alert or an action sheet.
    public var preferredStyle: Style
    /// The buttons, in order; never empty.
    public var actions: [Action]

    /// Creates an alert; with no actions it gets a single "OK" button that only dismisses it.
    public init(title: String?, message: String?, preferredStyle: Style = .alert, actions: [Action] = []) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        self.actions = actions.isEmpty ? [Action(title: "OK")] : actions
    }

    /// The first action with `title`, if any.
    public func action(titled title: String) -> Action? {
        actions.first { $0.title == title }
    }
}
