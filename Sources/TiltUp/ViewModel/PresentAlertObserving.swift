/// View observers that ask the screen to present an alert.
@preconcurrency @MainActor
public protocol PresentAlertObserving: AnyObject {
    /// Called with each alert to present.
    var presentAlert: (@MainActor (AlertModel) -> Void)? { get set }
}
