/// A coordinator a Router retains for one of its screens, held weakly: what
/// ``Router/navigationDescription`` lists beside the screen.
@MainActor
final class CoordinatorRetention {
    weak var coordinator: (any Coordinating)?
    /// The screen it is retained for, once the call that retains it has named it.
    var screen: ObjectIdentifier?

    init(_ coordinator: any Coordinating) {
        self.coordinator = coordinator
    }
}

/// The coordinators a Router retains: with each screen it shows, and those retained by the call under
/// way, not yet given their screen.
@MainActor
struct Retentions {
    /// The coordinators retained with each screen, by the screen's identity.
    var byScreen: [ObjectIdentifier: [CoordinatorRetention]] = [:]
    /// Those retained by the call under way, not yet given their screen.
    var unplaced: [CoordinatorRetention] = []
}
