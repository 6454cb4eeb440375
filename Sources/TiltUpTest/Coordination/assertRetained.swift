import TiltUp

/// Asserts that `coordinator` is retained and that its router's top screen is of type `type`.
///
/// Otherwise it records a failure at the caller's line.
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
///
/// - Parameters:
///   - coordinator: the coordinator that should be retained by its app coordinator.
///   - type: the type the top screen of its router should have.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
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
