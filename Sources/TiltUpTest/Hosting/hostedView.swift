// Stops the test through Swift Testing's `#require` or XCTest's `XCTUnwrap` (FailureReporter.swift).
import Testing
import TiltUp
import XCTest

/// Returns the view that `screen` hosts, as a `View`, looking inside the modifiers it is wrapped in.
///
/// Otherwise it records a failure at the caller's line and throws. `screen` is usually the top of a stack:
/// `router.viewControllers.last`, or a navigation controller's `topViewController`. The hosting
/// controller's root is always TiltUp's `HostedRoot`, whatever the view is wrapped in, so the test does not
/// depend on SwiftUI's `ModifiedContent<…>` types:
///
/// ```swift
/// coordinator.start()
/// let view = try hostedView(of: router.viewControllers.last, as: OrderView.self)
/// #expect(view.viewModel.title == "Order 7")
/// ```
///
/// The failure reads: `hostedView failed: expected a hosted OrderView, found …` (nil, a screen that
/// hosts no view, or the view it hosts).
///
/// - Parameters:
///   - screen: the screen that hosts the view.
///   - type: the type of the view.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
/// - Returns: the hosted view.
/// - Throws: when `screen` hosts no view of that type, the error `#require` throws under Swift Testing
///   and `XCTUnwrap` under XCTest.
@preconcurrency @MainActor
@discardableResult
public func hostedView<View>(
    of screen: Screen?,
    as type: View.Type,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> View {
    try requireHostedView(
        of: screen, as: type, message: message(), site: CallSite(fileID: fileID, file: file, line: line, column: column), in: nil)
}

/// ``hostedView(of:as:message:fileID:file:line:column:)``, whose failure also shows the navigation of `router`.
@MainActor
private func requireHostedView<View>(of screen: Screen?, as type: View.Type, message: String, site: CallSite, in router: Router?) throws
    -> View
{
    let found = (screen as? any HostingScreen)?.hostedView(as: View.self)
    let failure = "hostedView failed: expected a hosted \(View.self), found \(describeHosting(screen))"
    return try requireValue(found, failure: withNavigation(of: router, describe(failure, userMessage: message)), at: site)
}

/// Returns the view model of the view that `screen` hosts (a `ViewModelBacked` view).
///
/// Otherwise it records a failure at the caller's line and throws.
///
/// ```swift
/// let viewModel = try hostedModel(of: router.viewControllers.last, as: OrderViewModel.self)
/// viewModel.closeTapped()
/// ```
///
/// - Parameters:
///   - screen: the screen that hosts the view.
///   - type: the type of the view's model.
///   - message: a note added to the failure.
///   - fileID: the caller's file, for the failure report (`#fileID` by default).
///   - file: the caller's file path, for XCTest (`#filePath` by default).
///   - line: the caller's line (`#line` by default).
///   - column: the caller's column (`#column` by default).
/// - Returns: the hosted view's model.
/// - Throws: when `screen` hosts no view backed by such a model, the error `#require` throws under Swift
///   Testing and `XCTUnwrap` under XCTest.
@preconcurrency @MainActor
@discardableResult
public func hostedModel<Model>(
    of screen: Screen?,
    as type: Model.Type,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> Model {
    try requireHostedModel(
        of: screen, as: type, message: message(), site: CallSite(fileID: fileID, file: file, line: line, column: column), in: nil)
}

/// ``hostedModel(of:as:message:fileID:file:line:column:)``, whose failure also shows the navigation of `router`.
@MainActor
private func requireHostedModel<Model>(of screen: Screen?, as type: Model.Type, message: String, site: CallSite, in router: Router?) throws
    -> Model
{
    let found = (screen as? any HostingScreen)?.hostedModel(as: Model.self)
    let failure = "hostedModel failed: expected a hosted view whose model is a \(Model.self), found \(describeHosting(screen))"
    return try requireValue(found, failure: withNavigation(of: router, describe(failure, userMessage: message)), at: site)
}

extension Router {
    /// The view hosted by the top screen of this router's stack; see ``hostedView(of:as:message:fileID:file:line:column:)``.
    ///
    /// A failure also shows the navigation this router is part of (`navigationDescription`).
    ///
    /// ```swift
    /// let view = try router.hostedView(as: OrderView.self)
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type of the view.
    ///   - message: a note added to the failure.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    /// - Returns: the hosted view.
    /// - Throws: when the top screen hosts no view of that type, the error `#require` throws under Swift
    ///   Testing and `XCTUnwrap` under XCTest.
    @discardableResult
    public func hostedView<View>(
        as type: View.Type,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> View {
        try requireHostedView(
            of: viewControllers.last, as: type, message: message(), site: CallSite(fileID: fileID, file: file, line: line, column: column),
            in: self)
    }

    /// The model of the view hosted by the top screen of this router's stack.
    ///
    /// See ``hostedModel(of:as:message:fileID:file:line:column:)``. A failure also shows the navigation.
    ///
    /// ```swift
    /// let viewModel = try router.hostedModel(as: OrderViewModel.self)
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type of the view's model.
    ///   - message: a note added to the failure.
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - file: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    /// - Returns: the hosted view's model.
    /// - Throws: when the top screen hosts no view backed by such a model, the error `#require` throws under
    ///   Swift Testing and `XCTUnwrap` under XCTest.
    @discardableResult
    public func hostedModel<Model>(
        as type: Model.Type,
        message: @autoclosure () -> String = "",
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Model {
        try requireHostedModel(
            of: viewControllers.last, as: type, message: message(), site: CallSite(fileID: fileID, file: file, line: line, column: column),
            in: self)
    }
}

@MainActor
private func describeHosting(_ screen: Screen?) -> String {
    guard let screen else { return "nil" }
    guard let hosting = screen as? any HostingScreen else { return "a \(type(of: screen)), which hosts no view" }
    return "a screen hosting \(type(of: hosting.hostedView))"
}
