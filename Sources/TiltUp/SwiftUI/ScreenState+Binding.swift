#if canImport(SwiftUI)
import SwiftUI

extension ScreenState {
    /// A binding to one of the screen's values, for a control the user edits: a `TextField`, a `Toggle`, a `List`'s selection.
    ///
    /// It reads the value from ``values``, and a write is ``edit(_:to:onChange:)``: the state holds what the user
    /// wrote, then `onChange` tells the view model. Inside a ``ScreenStateReader`` the view redraws with each
    /// change, the view model's own included.
    ///
    /// ```swift
    /// ScreenStateReader(viewModel.state) { state in
    ///     TextField("Title", text: state.binding(\.title) { viewModel.rename(to: $0) })
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: where in ``values`` the edited value is kept.
    ///   - onChange: tells the view model of each value the user writes, once each, after the state holds it.
    /// - Returns: the binding, which holds this state.
    public func binding<Value>(_ keyPath: WritableKeyPath<Values, Value>, onChange: @escaping @MainActor (Value) -> Void = { _ in })
        -> Binding<Value>
    {
        Binding(
            get: { self.values[keyPath: keyPath] },
            set: { self.edit(keyPath, to: $0, onChange: onChange) })
    }
}
#endif
