// A value of the screen that the user edits in place (a text field, a toggle, a list's selection): the state
// shows what the user wrote at once, and the view model hears of it.

extension ScreenState {
    /// Sets one of the screen's values as the user edited it, then tells `onChange`: what a control's binding writes.
    ///
    /// The state holds what the user wrote before `onChange` runs, so the view never shows the old value in
    /// between, and a view model that reads the state there reads the new one. The view model stays the source
    /// of what the screen shows: its own observers (``update(_:)``) may set the value again, a normalized one,
    /// say, and the view shows that. SwiftUI's binding is `binding(_:onChange:)`.
    ///
    /// ```swift
    /// state.edit(\.title, to: "Groceries") { viewModel.rename(to: $0) }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: where in ``values`` the edited value is kept.
    ///   - value: what the user wrote.
    ///   - onChange: tells the view model; it runs once, after the state holds `value`.
    public func edit<Value>(_ keyPath: WritableKeyPath<Values, Value>, to value: Value, onChange: @MainActor (Value) -> Void = { _ in }) {
        values[keyPath: keyPath] = value
        onChange(value)
    }
}
