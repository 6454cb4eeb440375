// Where the Observation framework exists (iOS 17, macOS 14 and later, and Linux), a ScreenState is also
// `Observable`: each read in a view's body (or in `withObservationTracking`) is tracked, and each change
// is announced, through the same accessors that send `objectWillChange`. The iOS 16.5 SDK this package
// is type-checked against has no Observation framework, so this file is compiled and tested on Linux.

#if canImport(Observation)
import Observation

@available(iOS 17, macOS 14, *)
extension ScreenState: Observation.Observable {}

/// The Observation framework's registrar of one ScreenState, where the OS has it.
struct ObservationSupport {
    private let registrar: Any? = {
        if #available(iOS 17, macOS 14, *) {
            return ObservationRegistrar()
        }
        return nil
    }()

    /// Tells the registrar that `keyPath` of `state` is read.
    func access<Values, Member>(_ state: ScreenState<Values>, _ keyPath: KeyPath<ScreenState<Values>, Member>) {
        if #available(iOS 17, macOS 14, *), let registrar = registrar as? ObservationRegistrar {
            registrar.access(state, keyPath: keyPath)
        }
    }

    /// Makes `change` to `keyPath` of `state`, announced to the registrar.
    func mutate<Values, Member>(
        _ state: ScreenState<Values>,
        _ keyPath: KeyPath<ScreenState<Values>, Member>,
        _ change: () -> Void
    ) {
        if #available(iOS 17, macOS 14, *), let registrar = registrar as? ObservationRegistrar {
            registrar.withMutation(of: state, keyPath: keyPath, change)
        } else {
            change()
        }
    }
}

#else

/// Where there is no Observation framework, changes are announced through `objectWillChange` only.
struct ObservationSupport {
    func access<Values, Member>(_ state: ScreenState<Values>, _ keyPath: KeyPath<ScreenState<Values>, Member>) {}

    func mutate<Values, Member>(
        _ state: ScreenState<Values>,
        _ keyPath: KeyPath<ScreenState<Values>, Member>,
        _ change: () -> Void
    ) {
        change()
    }
}

#endif
