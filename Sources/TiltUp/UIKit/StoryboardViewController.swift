#if canImport(UIKit)
import UIKit

/// A view controller made from the initial scene of a storyboard named after its type, less "Controller".
///
/// ```swift
/// final class ProfileController: UIViewController, StoryboardViewController {}
///
/// let controller = ProfileController.make() // from Profile.storyboard
/// ```
@preconcurrency @MainActor
public protocol StoryboardViewController: UIViewController {
    /// Makes the controller from its storyboard.
    static func make() -> Self

    /// The bundle that holds the storyboard: by default the one that holds the type, as TiltUp 5's
    /// conforming types often wrote out. A type whose storyboard is elsewhere (a resource bundle, say)
    /// returns that bundle, and ``make()`` looks there.
    static var bundle: Bundle { get }
}

extension StoryboardViewController {
    /// The storyboard's name: the type's name without a trailing "Controller".
    public static var storyboardName: String {
        let name = String(describing: self)
        return name.hasSuffix("Controller") ? String(name.dropLast("Controller".count)) : name
    }

    /// The bundle that holds the type, where its storyboard is unless ``bundle`` says otherwise.
    public static var bundle: Bundle {
        Bundle(for: self)
    }

    /// Makes the controller from the initial scene of ``storyboardName`` in ``bundle``.
    ///
    /// A storyboard whose initial scene is not of this type is a programming error: it stops the program
    /// with a message naming both.
    ///
    /// - Returns: the controller.
    public static func make() -> Self {
        let storyboard = UIStoryboard(name: storyboardName, bundle: bundle)
        guard let controller = storyboard.instantiateInitialViewController() as? Self else {
            preconditionFailure("StoryboardViewController: the initial scene of \(storyboardName).storyboard is not a \(self)")
        }
        return controller
    }
}

#endif
