import Dispatch

#if canImport(Observation)
// Imported so that, for a file importing both TiltUp and SwiftUI (or Observation), the type name
// `Observable` means this type rather than Observation's protocol. See `ObservableProperty`.
import Observation
#endif

/// A property whose changes can be observed: each change calls the observers with the old and new value.
///
/// ```swift
/// final class CartViewModel {
///     @Observable var itemCount = 0
/// }
///
/// let observation = viewModel.$itemCount.addObserver(observingCurrentValue: true) { old, new in
///     print("\(old) → \(new)")
/// }
/// ```
///
/// Observers are called in the order they were added, each on the queue it was added with (the main
/// queue by default; `nil` calls it synchronously on the thread that set the value). Reading, setting,
/// adding and removing observers are safe from any thread.
///
/// In a file that also imports SwiftUI or Observation, the attribute `@Observable` means Observation's
/// macro. Write `@ObservableProperty` (an alias of this type) or `@TiltUp.Observable` there instead;
/// the type name `Observable<Value>` still means this type.
@propertyWrapper
public final class Observable<Observed: Sendable>: Sendable {
    /// An observer of the value: called with the old value and the new one.
    public typealias Observer = @Sendable (_ oldValue: Observed, _ newValue: Observed) -> Void

    private let value: Locked<Observed>
    private let observers = Observers()
    /// The sequences of ``values`` handed out, ended when the property goes.
    let streamEnds = StreamEnds()
    private typealias Observers = ObserverStorage<QueuedObserver<(Observed, Observed)>>

    /// Creates an observable property with its first value.
    public init(wrappedValue: Observed) {
        value = Locked(wrappedValue)
    }

    /// The current value; setting it notifies every observer.
    public var wrappedValue: Observed {
        get { value.withLock { $0 } }
        set {
            // The swap happens under the lock, so each notification carries the value it replaced, and
            // observers on a queue are enqueued under it too, so each hears of the changes in order.
            // Observers without a queue are called after the lock is released, so that they may read or
            // set the value again.
            let (oldValue, synchronous) = value.withLock { stored in
                let oldValue = stored
                stored = newValue
                return (oldValue, Self.deliverQueued(observers.snapshot, (oldValue, newValue)))
            }
            for entry in synchronous {
                entry.deliver((oldValue, newValue))
            }
        }
    }

    /// The property itself, for adding observers: `viewModel.$itemCount.addObserver { … }`.
    public var projectedValue: Observable<Observed> { self }

    /// Adds `observer`, called on `queue` after each change until the returned token is disposed of or released.
    ///
    /// Once `dispose()` has returned, the observer is never called again, not even for a change already being
    /// delivered or already queued. (`dispose()` called on another thread while the observer runs waits for
    /// it to return.) On a queue each call comes later, once that queue runs it: on the main actor, a read
    /// right after setting the value sees no call yet. In tests, pass `on: nil`, or await TiltUpTest's
    /// `waitForMainQueue()` before checking. See <doc:ObservingValues>.
    ///
    /// ```swift
    /// let observation = viewModel.$itemCount.addObserver { old, new in print("\(old) → \(new)") }
    /// ```
    ///
    /// - Parameters:
    ///   - observingCurrentValue: whether the observer is first called with the current value as both the
    ///     old and the new value, before any change made after it was added, from any thread; without it
    ///     (the default), only changes are delivered.
    ///   - queue: where the observer is called: the main queue by default; `nil` calls it synchronously on
    ///     the thread that changed the value.
    ///   - observer: called with the old and the new value.
    /// - Returns: the token that ends the observation when it is disposed of or released.
    public func addObserver(
        observingCurrentValue: Bool = false,
        on queue: DispatchQueue? = .main,
        observer: @escaping Observer
    ) -> Disposable {
        let entry = Observers.Entry(QueuedObserver(queue: queue) { observer($0.0, $0.1) })
        let callsNow = observingCurrentValue && queue == nil
        // As in the setter: on a queue, the current value is enqueued under the lock, so it comes before
        // any change. Called synchronously, the observer is held before it can be seen and called with
        // the current value after the lock is released: a change on another thread waits for that call.
        let (token, current) = value.withLock { stored in
            if observingCurrentValue, queue != nil {
                entry.deliver((stored, stored))
            }
            if callsNow {
                entry.hold()
            }
            return (observers.add(entry), stored)
        }
        if callsNow {
            entry.callIfActive { $0.observer((current, current)) }
            entry.release()
        }
        return token
    }

    /// Enqueues the pair for the observers that have a queue; returns those that have none.
    private static func deliverQueued(
        _ entries: [Observers.Entry],
        _ change: (Observed, Observed)
    ) -> [Observers.Entry] {
        var synchronous: [Observers.Entry] = []
        for entry in entries {
            if entry.observer.queue == nil {
                synchronous.append(entry)
            } else {
                entry.deliver(change)
            }
        }
        return synchronous
    }
}

extension Observable where Observed: ExpressibleByNilLiteral {
    /// Creates an observable optional property whose first value is `nil`.
    public convenience init() {
        self.init(wrappedValue: nil)
    }
}

/// Another name for ``Observable``, for files where `@Observable` means Observation's macro.
///
/// ```swift
/// import SwiftUI
/// import TiltUp
///
/// final class CartViewModel {
///     @ObservableProperty var itemCount = 0
/// }
/// ```
public typealias ObservableProperty = Observable
