@_spi(TiltUpTest) import TiltUp

// The check that every coordinator the app coordinator released has been freed: at its end, once the
// test's values are gone (the `.detectsMemoryLeaks` trait), and when the test asks.

extension TestAppCoordinator {
    /// Leaves `coordinator` out of the end-of-test check that every released coordinator was freed.
    ///
    /// The remedy when the test itself keeps the coordinator on purpose past its screens, to read what it
    /// did after they left, and the check runs while the test still holds it: without the
    /// `.detectsMemoryLeaks` trait (the check at the app coordinator's end comes before the test's later
    /// values go), or in an XCTest case that holds it in a property and calls
    /// ``assertReleasedCoordinatorsFreed(fileID:filePath:line:column:)`` in `tearDown`. It is not the
    /// remedy for a coordinator the app keeps: a stale property the failure names is set to `nil` when the
    /// screens leave, a retain cycle is broken with `[weak self]`; leaving one out hides that leak. A
    /// coordinator never released, or retained again, is not checked anyway: keeping it changes nothing.
    ///
    /// ```swift
    /// let picker = try assertCast(appCoordinator.retainedCoordinators.last, as: PlanCoordinator.self)
    /// appCoordinator.keepsAlive(picker)  // read after the sheet has gone
    /// ```
    ///
    /// - Parameter coordinator: the coordinator the test keeps.
    public func keepsAlive(_ coordinator: any Coordinating) {
        released.keep(coordinator)
    }

    /// Checks now that every coordinator released so far has been freed, as the end of the test does.
    ///
    /// For an XCTest case that keeps its app coordinator in a property past the test: call it in
    /// `tearDown`. Each coordinator still alive fails at the caller's line, with what references it when a
    /// coordinator the app retains does.
    ///
    /// ```swift
    /// @MainActor override func tearDown() async throws {
    ///     appCoordinator.assertReleasedCoordinatorsFreed()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: the caller's file, for the failure report (`#fileID` by default).
    ///   - filePath: the caller's file path, for XCTest (`#filePath` by default).
    ///   - line: the caller's line (`#line` by default).
    ///   - column: the caller's column (`#column` by default).
    public func assertReleasedCoordinatorsFreed(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, file: filePath, line: line, column: column)
        let alive = released.stillAlive
        for coordinator in alive {
            reportFailure(message(for: coordinator, among: alive, otherwise: LeakCheckMessage.asked), at: site)
        }
    }

    /// The check at the app coordinator's end, on the main actor: what a coordinator the app retains still
    /// references fails now, for it goes with the app coordinator; the rest fails now too, or, with the
    /// trait, is left for its check once the test's values are gone.
    func checkAtTheEnd() {
        guard released.markChecked() else { return }
        let alive = released.stillAlive
        var deferred: [AnyObject] = []
        for coordinator in alive {
            if released.isWatchedByTrait, stalePaths(to: coordinator).isEmpty {
                deferred.append(coordinator)
            } else {
                reportFailure(message(for: coordinator, among: alive, otherwise: LeakCheckMessage.atTheEnd), at: released.site)
            }
        }
        released.deferCheck(of: deferred)
    }

    /// The trait's check of an app coordinator that went off the main thread (a suite's property, which Swift
    /// Testing lets go there): what it still retained had been kept for it. As at its end on the main thread, a
    /// coordinator a property of one the app retained references fails as a stale reference; then, what the
    /// app retained let go, any other still alive is kept by something outside the test.
    static func checkAfterAnEndOffTheMainThread(_ released: ReleasedCoordinators) {
        var retention = released.takeHandedOver()
        guard retention != nil, released.markChecked() else { return }
        var deferred: [WeakBox] = []
        do {
            let retained = retention?.retainedCoordinators.map { $0 as AnyObject } ?? []
            for coordinator in released.stillAlive {
                let stale = CoordinatorHolders.paths(to: coordinator, in: retained)
                if stale.isEmpty {
                    deferred.append(WeakBox(coordinator))
                } else {
                    reportFailure(LeakCheckMessage.stale(String(describing: type(of: coordinator)), referencedBy: stale), at: released.site)
                }
            }
        }
        // What the app retained goes now, and with it what only it kept.
        retention = nil
        for box in deferred where box.object != nil {
            reportFailure(LeakCheckMessage.keptOutsideTheTest(box.typeName, referencedBy: []), at: released.site)
        }
    }

    /// The trait's check, this app coordinator still alive once the test's values are gone: something
    /// outside the test keeps it, and with it the coordinators it released.
    func checkStillAliveAfterTheTest() {
        guard released.markChecked() else { return }
        reportFailure(LeakCheckMessage.appCoordinatorKept, at: released.site)
        let alive = released.stillAlive
        for coordinator in alive {
            reportFailure(message(for: coordinator, among: alive, otherwise: LeakCheckMessage.keptOutsideTheTest), at: released.site)
        }
    }

    /// The check at the end when the app coordinator goes off the main thread, where the coordinators
    /// cannot be read: only their names.
    nonisolated func reportStillAliveOffTheMainThread() {
        guard released.markChecked() else { return }
        for name in released.stillAliveNames {
            reportFailure(LeakCheckMessage.atTheEnd(name, referencedBy: []), at: released.site)
        }
    }

    /// The failure for `coordinator`: the stale property that references it, if a coordinator the app
    /// retains has one; else `otherwise`, with what other released coordinators still alive reference it.
    private func message(
        for coordinator: AnyObject, among alive: [AnyObject], otherwise: (String, [String]) -> String
    ) -> String {
        let name = String(describing: type(of: coordinator))
        let stale = stalePaths(to: coordinator)
        if !stale.isEmpty {
            return LeakCheckMessage.stale(name, referencedBy: stale)
        }
        return otherwise(name, CoordinatorHolders.paths(to: coordinator, in: alive))
    }

    /// The properties of the coordinators the app still retains that reference `coordinator`.
    private func stalePaths(to coordinator: AnyObject) -> [String] {
        CoordinatorHolders.paths(to: coordinator, in: retention.retainedCoordinators.map { $0 as AnyObject })
    }
}
