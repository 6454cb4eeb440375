#if canImport(UIKit)
import UIKit

/// A view made from the first object of a nib named after its type.
///
/// ```swift
/// final class BadgeView: UIView, NibView {}
///
/// let badge = BadgeView.make() // from BadgeView.xib
/// ```
@preconcurrency @MainActor
public protocol NibView: UIView {
    /// The nib the view is made from.
    static var nib: UINib { get }
    /// Makes the view from its nib.
    static func make() -> Self
}

extension NibView {
    /// The nib named after the type, in the type's bundle.
    public static var nib: UINib {
        UINib(nibName: String(describing: self), bundle: Bundle(for: self))
    }

    /// Makes the view from the first object of ``nib``; a nib that does not start with one stops the program, naming it.
    ///
    /// - Returns: the view.
    public static func make() -> Self {
        guard let view = nib.instantiate(withOwner: nil).first as? Self else {
            preconditionFailure("NibView: the first object of \(String(describing: self)).xib is not a \(self)")
        }
        return view
    }
}

#endif
