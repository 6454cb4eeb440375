import TiltUp

/// Asserts that `coordinator` is retained by its app coordinator and that the top screen of its router
/// is of type `type`; records a failure at the caller's line otherwise.
///
/// ```swift
/// coordinator.goToReview()
/// assertRetained(coordinator, withTopViewControllerOfType: ReviewController.self)
/// ```
///
/// The failure reads `assertRetained(_:withTopViewControllerOfType:) failed: ` followed by
/// `topViewController is nil`, `CheckoutCoordinator has no app coordinator`,
/// `CheckoutCoordinator is not retained by its app coordinator`, or
/// `the top view controller is a HomeController, not a ReviewController`.
@preconcurrency @MainActor
public func assertRetained<T>(
    _ coordinator: any Coordinating,
    withTopViewControllerOfType type: T.Type,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    let name = String(describing: Swift.type(of: coordinator))
    let problem: String?
    if let top = coordinator.router.navigationController.topViewController {
        if let appCoordinator = coordinator.appCoordinator {
            if !appCoordinator.containsCoordinator(coordinator) {
                problem = "\(name) is not retained by its app coordinator"
            } else if !(top is T) {
                problem = "the top view controller is a \(Swift.type(of: top)), not a \(T.self)"
            } else {
                problem = nil
            }
        } else {
            problem = "\(name) has no app coordinator"
        }
    } else {
        problem = "topViewController is nil"
    }
    if let problem {
        let failure = describe("assertRetained(_:withTopViewControllerOfType:) failed: \(problem)", userMessage: message())
        reportFailure(withNavigation(of: coordinator.router, failure), at: site)
    }
}
