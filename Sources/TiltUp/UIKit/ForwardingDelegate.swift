#if canImport(UIKit)
import UIKit

/// A delegate that stands in front of the app's own delegate: it answers what it implements itself, and
/// the Objective-C runtime sends every other message to the app's delegate (`responds(to:)` tells UIKit
/// which optional methods exist; `forwardingTarget(for:)` passes each message on).
///
/// The app's delegate is held weakly, as UIKit holds delegates. It is read by the runtime's forwarding
/// methods, which are not isolated, but UIKit sends delegate messages on the main thread only.
///
/// An app that sets the delegate after this object stood in front of it replaces this object; key-value
/// observation of the delegate notices, takes the app's object as the one to forward to, and puts this
/// one back. Setting the delegate again also makes UIKit ask anew which optional methods it implements.
@MainActor
class ForwardingDelegate: NSObject {
    nonisolated(unsafe) weak var forwardee: NSObjectProtocol?
    private var delegateObservation: NSKeyValueObservation?
    /// Takes a delegate the app has just set as the one to forward to, and becomes the delegate again.
    private var adoptNewDelegate: (@MainActor () -> Void)?

    /// Becomes the delegate of `object` (its property at `delegate`), forwarding to the delegate it had,
    /// and to any the app sets later.
    func standInFront<Object: NSObject, Delegate>(of object: Object, delegate: ReferenceWritableKeyPath<Object, Delegate?>) {
        forwardee = object[keyPath: delegate] as? NSObjectProtocol
        object[keyPath: delegate] = self as? Delegate
        adoptNewDelegate = { [weak self, weak object] in
            guard let self, let object, let current = object[keyPath: delegate] as? NSObjectProtocol, current !== self else { return }
            forwardee = current
            object[keyPath: delegate] = self as? Delegate
        }
        delegateObservation = object.observe(delegate, options: [.new]) { [weak self] _, _ in
            MainActor.assumeIsolated {
                self?.adoptNewDelegate?()
            }
        }
    }

    override nonisolated func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let forwardee, forwardee.responds(to: aSelector) {
            return forwardee
        }
        return super.forwardingTarget(for: aSelector)
    }
}

#endif
