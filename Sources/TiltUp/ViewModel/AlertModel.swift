import Foundation

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
            /// The button that cancels; at most one per alert: a second one is shown as a default action.
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
        ///
        /// - Parameters:
        ///   - title: the button's title.
        ///   - style: how the button looks: default, cancel or destructive.
        ///   - handler: runs when the user taps the button.
        public init(title: String, style: Style = .default, handler: (@MainActor @Sendable () -> Void)? = nil) {
            self.title = title
            self.style = style
            self.handler = handler
        }

        /// Whether two actions have the same title and style; their handlers are not compared.
        ///
        /// - Parameters:
        ///   - lhs: an action.
        ///   - rhs: another action.
        /// - Returns: `true` when the titles and styles are equal.
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
    /// The buttons, in order; never empty, and at most one of them is a ``Action/Style/cancel`` action.
    ///
    /// Whatever is assigned keeps both promises, so that every model can be shown: UIKit's
    /// `UIAlertController` raises an exception when it is given a second cancel action, and SwiftUI
    /// shows a single cancel button. No actions become a single "OK" button that only dismisses the
    /// alert. A cancel action after the first is kept, handler and all, as a ``Action/Style/default``
    /// action, and a line on standard error says so.
    public var actions: [Action] {
        get { keptActions }
        set { keptActions = Self.keepingPromises(newValue) }
    }
    private var keptActions: [Action]

    /// Creates an alert; with no actions it gets a single "OK" button that only dismisses it.
    ///
    /// - Parameters:
    ///   - title: the alert's title.
    ///   - message: the text below the title.
    ///   - preferredStyle: an alert, or an action sheet.
    ///   - actions: the buttons, in order; only the first of several cancel actions keeps its style (see
    ///     ``actions``).
    public init(title: String?, message: String?, preferredStyle: Style = .alert, actions: [Action] = []) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        keptActions = Self.keepingPromises(actions)
    }

    /// The action of the cancel button, if the alert has one.
    public var cancelAction: Action? {
        actions.first { $0.style == .cancel }
    }

    /// The first action with `title`, if any.
    ///
    /// - Parameter title: the button's title.
    /// - Returns: the first action with that title, or `nil`.
    public func action(titled title: String) -> Action? {
        actions.first { $0.title == title }
    }

    /// `actions`, with an "OK" button if there are none and every cancel action after the first made a
    /// default one.
    private static func keepingPromises(_ actions: [Action]) -> [Action] {
        guard !actions.isEmpty else { return [Action(title: "OK")] }
        var kept = actions
        var hasCancel = false
        for index in kept.indices where kept[index].style == .cancel {
            if hasCancel {
                kept[index].style = .default
                FileHandle.standardError.write(
                    Data(
                        "TiltUp: AlertModel: \"\(kept[index].title)\" is a second cancel action; an alert has at most one, so it is shown as a default action\n"
                            .utf8))
            }
            hasCancel = true
        }
        return kept
    }
}
