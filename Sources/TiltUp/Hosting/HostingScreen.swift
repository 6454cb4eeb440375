/// A screen that hosts a view: ``HostingController`` on every platform.
///
/// TiltUpTest reads the hosted view and its model through it; an app rarely needs it.
///
/// ```swift
/// if let screen = router.viewControllers.last as? any HostingScreen {
///     print(type(of: screen.hostedView))
/// }
/// ```
@preconcurrency @MainActor
public protocol HostingScreen: AnyObject {
    /// The view this screen hosts, as it was given to the Router, modifiers and all.
    var hostedView: Any { get }
    /// The action that pops or dismisses this screen.
    var closeScreen: CloseScreenAction { get }
}

/// A view wrapped in a modifier, such as SwiftUI's `ModifiedContent`: what the hosted view is unwrapped
/// through when a test looks for the view inside.
protocol HostedViewWrapper {
    /// The view inside the modifier.
    var wrappedHostedView: Any { get }
}

extension HostingScreen {
    /// The hosted view as a `View`, if it is one, looking inside the modifiers it is wrapped in.
    ///
    /// ```swift
    /// let order = screen.hostedView(as: OrderView.self)
    /// ```
    ///
    /// - Parameter type: the type of the view.
    /// - Returns: the hosted view, or `nil` when it is of another type.
    public func hostedView<View>(as type: View.Type) -> View? {
        var next: Any? = hostedView
        while let view = next {
            if let found = view as? View { return found }
            next = (view as? any HostedViewWrapper)?.wrappedHostedView
        }
        return nil
    }

    /// The model of the hosted view, when the view is ``ViewModelBacked`` and its model is a `Model`.
    ///
    /// The view may be inside modifiers.
    ///
    /// ```swift
    /// let viewModel = screen.hostedModel(as: OrderViewModel.self)
    /// ```
    ///
    /// - Parameter type: the type of the view's model.
    /// - Returns: the hosted view's model, or `nil`.
    public func hostedModel<Model>(as type: Model.Type) -> Model? {
        hostedView(as: (any ViewModelBacked).self).flatMap { $0.anyViewModel as? Model }
    }
}

/// A hosted view that shows a view model, so that tests reach the model from the screen.
///
/// ```swift
/// struct OrderView: View, ViewModelBacked {
///     let viewModel: OrderViewModel
///     var body: some View { Text(viewModel.title) }
/// }
/// let model = screen.hostedModel(as: OrderViewModel.self)  // a test reads the model the screen shows
/// ```
@preconcurrency @MainActor
public protocol ViewModelBacked {
    /// The type of the view model.
    associatedtype ViewModel: AnyObject
    /// The view model the view shows.
    var viewModel: ViewModel { get }
}

extension ViewModelBacked {
    fileprivate var anyViewModel: AnyObject { viewModel }
}
