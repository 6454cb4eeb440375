#if canImport(UIKit)
import UIKit

/// A delegate that stands in front of the app's own delegate: it answers what it implements itself, and
/// the Objective-C runtime sends every other message to the app's delegate (`responds(to:)` tells UIKit
/// which optional methods exist; `forwardingTarget(for:)` passes each message on).
///
/// The app's delegate is held weakly, as UIKit holds delegates. It is read by the runtime's forwarding
/// methods, which are not isolated, but UIKit sends delegate messages on the main thread only.
@MainActor
class ForwardingDelegate: NSObject {
    nonisolated(unsafe) weak var forwardee: NSObjectProtocol?

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
