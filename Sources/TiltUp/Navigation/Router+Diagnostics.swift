// How a Router reports: each diagnostic goes to the journal, if one records, and to its handler.

extension Router {
    /// Reports a diagnostic about this router's call `message` names (`"pop: …"`), as `Router.pop: …`.
    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) {
        report(NavigationDiagnostic(kind: kind, message: "Router." + message))
    }

    /// Reports a diagnostic about another type's call through this router's handler, naming that call
    /// (`"Coordinator.start"`), so that the message names the app's own types, not `Router`.
    func report(_ kind: NavigationDiagnostic.Kind, _ message: String, as call: String) {
        report(NavigationDiagnostic(kind: kind, message: "\(call): \(message)"))
    }

    /// Hands `diagnostic` to the journal, if one records, and to ``diagnosticHandler``.
    func report(_ diagnostic: NavigationDiagnostic) {
        journalCore?.note(diagnostic)
        diagnosticHandler(diagnostic)
    }

    /// Reports that `method` found nothing to pop.
    func reportNothingToPop(_ method: String) {
        let refusal = NavigationDiagnostic.nothingToPop(method, stackIsEmpty: stack.isEmpty)
        report(refusal.kind, refusal.message)
    }
}
