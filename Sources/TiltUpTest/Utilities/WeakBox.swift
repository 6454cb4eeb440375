import Foundation

/// A weak reference that can be handed to another thread: reading a weak reference is atomic.
final class WeakBox: @unchecked Sendable {
    private(set) weak var object: AnyObject?
    /// The object's type, kept for the failure message after the object is gone.
    let typeName: String

    init(_ object: AnyObject) {
        self.object = object
        typeName = String(describing: type(of: object))
    }
}

/// A list guarded by a lock, for what tests collect from any thread.
final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }
}
