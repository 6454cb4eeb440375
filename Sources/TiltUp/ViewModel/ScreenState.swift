import Foundation

#if canImport(Combine)
import Combine
#endif

/// What a screen shows, kept by one object its view observes, fed by the view model's view observers.
///
/// It holds the loading state, the alert, a reload counter and the screen's own values. A UIKit controller
/// hands closures to ``LoadingStateObserving/loadingState``, ``PresentAlertObserving/presentAlert`` and
/// ``ReloadDataObserving/reloadData``. A SwiftUI view cannot; it observes a `ScreenState` instead,
/// connected to those same observers in one call, so the view model stays the same whichever front end
/// draws it:
///
/// ```swift
/// struct HomeValues { var total = ""; var plan = "" }
///
/// let state = ScreenState(HomeValues(), observing: viewModel.viewObservers) { observers, state in
///     observers.total = state.update(\.total)
///     observers.plan = state.update(\.plan)
/// }
/// ```
///
/// Where Combine exists the state is an `ObservableObject` (`@StateObject`, `@ObservedObject`, iOS 15
/// and later); where the Observation framework exists (iOS 17 and later, macOS 14, Linux) it is also
/// `Observable`, so a view reads it without `@Published`. Both are fed by the same changes: one state,
/// two ways to observe it.
///
/// The observers it installs hold it weakly: the view model never keeps its screen's state alive.
/// Connected to a second view model's observers, the state follows only the latest; the earlier
/// observers no longer reach it, and ``diagnosticHandler`` says so. If the view model is released while
/// its screen is up, the state keeps the last values it was given.
@preconcurrency @MainActor
public final class ScreenState<Values> {
    /// Whether the screen is busy: as the view model last said through `loadingState`, or as it set here.
    ///
    /// A view model that owns its screen's state sets it directly:
    ///
    /// ```swift
    /// state.loadingState = .loading("Adding up")
    /// ```
    public var loadingState: LoadingState {
        get {
            access(\.loadingState)
            return storedLoadingState
        }
        set { mutate(\.loadingState) { storedLoadingState = newValue } }
    }

    /// How many times the view model said `reloadData` (or called ``reloadData()``): read it in a view's
    /// body to redraw on each.
    public internal(set) var reloadCount: Int {
        get {
            access(\.reloadCount)
            return storedReloadCount
        }
        set { mutate(\.reloadCount) { storedReloadCount = newValue } }
    }

    /// The screen's own values, set by its own observers (see ``update(_:)``).
    public var values: Values {
        get {
            access(\.values)
            return storedValues
        }
        set { mutate(\.values) { storedValues = newValue } }
    }

    /// The alert shown, or last shown: it stays while the alert animates out, so its title never blanks.
    public internal(set) var alert: AlertPresentation? {
        get {
            access(\.alert)
            return storedAlert
        }
        set { mutate(\.alert) { storedAlert = newValue } }
    }

    /// Whether ``alert`` is up: what an alert modifier's `isPresented` binding reads.
    public internal(set) var isAlertPresented: Bool {
        get {
            access(\.isAlertPresented)
            return storedIsAlertPresented
        }
        set { mutate(\.isAlertPresented) { storedIsAlertPresented = newValue } }
    }

    /// Receives each misuse this state sees, in one line; by default writes it to standard error.
    public var diagnosticHandler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data("TiltUp: \(message)\n".utf8))
    }

    private var storedLoadingState = LoadingState.notLoading
    private var storedReloadCount = 0
    private var storedValues: Values
    private var storedAlert: AlertPresentation?
    private var storedIsAlertPresented = false

    /// The alert state's bookkeeping (ScreenState+Alerts.swift).
    var alertBook = AlertBook()
    /// The observers this state follows, and the number of that connection: closures of an earlier
    /// connection compare it with theirs and do nothing.
    private weak var connectedObservers: AnyObject?
    private(set) var connection = 0
    /// The lists this state keeps equal to a view model's feed, one subscription per key path
    /// (ScreenState+ListFeed.swift).
    var listObservations: [AnyKeyPath: Disposable] = [:]

    #if canImport(Combine)
    /// Sends before every change, for SwiftUI's `@StateObject` and `@ObservedObject`.
    ///
    /// Combine's publisher is safe to use from any thread, though not marked `Sendable`.
    public nonisolated(unsafe) let objectWillChange = ObservableObjectPublisher()
    #endif

    /// The Observation framework's registrar, where it exists (ScreenState+Observation.swift).
    let observation = ObservationSupport()

    /// Creates a state with `values` and nothing connected yet.
    public init(_ values: Values) {
        storedValues = values
    }

    /// Creates a state with `values`, connected to `observers` (see ``connect(_:screenObservers:)``).
    ///
    /// - Parameters:
    ///   - values: the screen's own values to start with.
    ///   - observers: the view model's view observers.
    ///   - screenObservers: sets the screen's own observers, with ``update(_:)``.
    public convenience init<Observers: AnyObject>(
        _ values: Values,
        observing observers: Observers,
        screenObservers: (Observers, ScreenState) -> Void = { _, _ in }
    ) {
        self.init(values)
        connect(observers, screenObservers: screenObservers)
    }

    /// Follows `observers`: sets those of `loadingState`, `presentAlert` and `reloadData` it has.
    ///
    /// Then `screenObservers` sets the screen's own (with ``update(_:)``). Every closure installed holds this
    /// state weakly. Connecting the same observers again installs the closures anew. Connecting other
    /// observers while the first are alive is a misuse (one state per screen): the state follows the new ones
    /// only, the earlier closures do nothing from then on, and ``diagnosticHandler`` is told.
    ///
    /// ```swift
    /// state.connect(viewModel.viewObservers)
    /// ```
    ///
    /// - Parameters:
    ///   - observers: the view model's view observers.
    ///   - screenObservers: sets the screen's own observers, with ``update(_:)``.
    public func connect<Observers: AnyObject>(
        _ observers: Observers,
        screenObservers: (Observers, ScreenState) -> Void = { _, _ in }
    ) {
        if let earlier = connectedObservers, earlier !== observers {
            diagnosticHandler(
                "ScreenState<\(Values.self)> was connected to \(type(of: earlier)) and now to \(type(of: observers)); "
                    + "a state follows one screen's observers, so the earlier ones no longer reach it")
        }
        connectedObservers = observers
        connection += 1
        if let loading = observers as? any LoadingStateObserving {
            loading.loadingState = following { state, loadingState in state.loadingState = loadingState }
        }
        if let alerts = observers as? any PresentAlertObserving {
            alerts.presentAlert = following { state, model in state.present(model) }
        }
        if let reloads = observers as? any ReloadDataObserving {
            let reload = following { (state, _: Void) in state.reloadData() }
            reloads.reloadData = { reload(()) }
        }
        screenObservers(observers, self)
    }

    /// A closure for one of the screen's own observers that stores what it is given at `keyPath` of ``values``.
    ///
    /// It holds the state weakly, and does nothing once the state is connected to other observers.
    ///
    /// ```swift
    /// observers.total = state.update(\.total)
    /// ```
    ///
    /// - Parameter keyPath: where in ``values`` the observer's value is kept.
    /// - Returns: the closure to set as the observer.
    public func update<Value>(_ keyPath: WritableKeyPath<Values, Value>) -> @MainActor (Value) -> Void {
        following { state, value in state.values[keyPath: keyPath] = value }
    }

    /// Tells the view to redraw everything, as `reloadData` does: ``reloadCount`` goes up by one.
    ///
    /// For a view model that owns its screen's state and changed something the view reads outside
    /// ``values``.
    ///
    /// ```swift
    /// state.reloadData()
    /// ```
    public func reloadData() {
        reloadCount += 1
    }

    /// A closure for an observer of this connection: it calls `body` with the state while the state
    /// lives and follows this connection, and does nothing otherwise.
    func following<Argument>(_ body: @escaping @MainActor (ScreenState, Argument) -> Void) -> @MainActor (Argument) -> Void {
        let connection = connection
        return { [weak self] argument in
            guard let self, self.connection == connection else { return }
            body(self, argument)
        }
    }

    private func access<Member>(_ keyPath: KeyPath<ScreenState, Member>) {
        observation.access(self, keyPath)
    }

    private func mutate<Member>(_ keyPath: KeyPath<ScreenState, Member>, _ change: () -> Void) {
        #if canImport(Combine)
        objectWillChange.send()
        #endif
        observation.mutate(self, keyPath, change)
    }
}

#if canImport(Combine)
extension ScreenState: ObservableObject {}
#endif

/// The values of a screen that has no observers of its own.
public struct NoScreenValues: Sendable, Equatable {
    /// Creates the empty value.
    public init() {}
}

extension ScreenState where Values == NoScreenValues {
    /// Creates a state for a screen with no observers of its own.
    ///
    /// ```swift
    /// let state = ScreenState()
    /// ```
    public convenience init() {
        self.init(NoScreenValues())
    }

    /// Creates a state for a screen with no observers of its own, connected to `observers`.
    ///
    /// ```swift
    /// let state = ScreenState(observing: viewModel.viewObservers)
    /// ```
    public convenience init(observing observers: some AnyObject) {
        self.init(NoScreenValues(), observing: observers)
    }
}
