extension RouteNavigator where Route: Codable {
    /// Replays a journal on this navigator's headless app, comparing each change the app makes with the one recorded.
    ///
    /// The user's gestures and the paths opened are done again. The app's coordinators run as in the
    /// recorded session, so the Router calls their own code made happen again by themselves. For each action
    /// of the recording, in order:
    /// - a path opened (the cause `.link(origin:)`) is opened again from the same origin;
    /// - the user's gestures are done on what the app shows, as the headless controllers' `simulate` methods
    ///   do them (a Back in a column of a split view side by side, in that column), and the back menu's
    ///   several screens at once are written away on SwiftUI's stack (``NavigationStackController/writePath(_:)``);
    /// - an action of the app's own (a button's, which a journal cannot repeat) is given to `redo`; if
    ///   `redo` does not do it again, it is stood in for by opening the path it led to, and only that path
    ///   is compared. A step shown with ``RouteHandling/showRoute(_:)`` comes to `redo` as a `push`.
    ///
    /// Each recorded action is done once: fewer changes than recorded, or a `redo` that changed nothing, diverge.
    ///
    /// After each change the replay compares what changed and the routes shown with the entry recorded, and
    /// stops at the first difference: ``NavigationReplay/divergence``. A recording that dropped its first
    /// entries begins by opening the path of its first action, in the width it implies (<doc:RecordingNavigation>).
    /// A launch recorded first goes to `redo`. Replay a journal on the front end it was recorded on, on
    /// headless controllers (gestures on UIKit's are stood in for): the screens' names are compared.
    ///
    /// The replay records with a journal of its own; a journal recording this navigator is stopped meanwhile
    /// and records again afterwards.
    ///
    /// ```swift
    /// let recording = try NavigationJournal<AppRoute>.read(jsonData: bugReport)
    /// let replay = navigator.replay(recording)
    /// print(replay.divergence?.description ?? "the app did the same")
    /// ```
    ///
    /// - Parameters:
    ///   - recording: the journal to replay, read with ``NavigationJournal/read(jsonData:)`` or made from a
    ///     journal's entries.
    ///   - redact: what the recording's journal wrote of each route, so that the replay's routes compare.
    ///   - redo: does again an action of the app's own, given its recorded entries (signing in with a test
    ///     account); returns `false` to have it stood in for. By default every such action is stood in for.
    /// - Returns: what was replayed, and where it diverged, if it did.
    @discardableResult
    public func replay(
        _ recording: NavigationJournal<Route>.Recording,
        redact: @escaping @MainActor (Route) -> Route = { $0 },
        redo: @MainActor ([NavigationJournal<Route>.Entry]) -> Bool = { _ in false }
    ) -> NavigationReplay<Route> {
        let previous = journal?.journal as? NavigationJournal<Route>
        var replayer = NavigationReplayer(recording: recording, navigator: self, redact: redact)
        let result = replayer.run(redo: redo)
        previous?.attach(to: self)
        return result
    }
}

/// Runs one replay: performs the recording's actions in turn and compares what the app records.
@MainActor
private struct NavigationReplayer<Route: Hashable & Codable> {
    let recording: NavigationJournal<Route>.Recording
    let navigator: RouteNavigator<Route>
    let journal: NavigationJournal<Route>
    /// The next recorded entry to match, and the next replayed entry to compare.
    var next = 0
    var compared = 0
    var standIns: [Int] = []

    init(recording: NavigationJournal<Route>.Recording, navigator: RouteNavigator<Route>, redact: @escaping @MainActor (Route) -> Route) {
        self.recording = recording
        self.navigator = navigator
        // Unbounded: a stand-in may open a long path, and the replay reads its entries by index.
        journal = NavigationJournal(navigator: navigator, capacity: .max)
        journal.redact = redact
    }

    mutating func run(redo: @MainActor ([NavigationJournal<Route>.Entry]) -> Bool) -> NavigationReplay<Route> {
        let divergence = replayAll(redo: redo)
        journal.stop()
        return NavigationReplay(
            replayed: journal.entries, matchedCount: next, standIns: standIns, skipped: recording.skipped, divergence: divergence)
    }

    private mutating func replayAll(redo: @MainActor ([NavigationJournal<Route>.Entry]) -> Bool) -> NavigationReplay<Route>.Divergence? {
        let entries = recording.entries
        var first = true
        while true {
            if let divergence = compareNewEntries() {
                return divergence
            }
            guard next < entries.count else { return nil }
            let entry = entries[next]
            let start = next
            let group = Array(entries[next...].prefix { $0.action == entry.action })
            let beginsRing = first && recording.droppedCount > 0
            let standsIn = beginsRing || !(perform(entry.cause, group) || entry.cause == .app && redo(group))
            first = false
            if standsIn {
                // Brought to the same place another way: only where the action led is compared.
                let last = group.last ?? entry
                navigator.open(last.path, from: .app)
                if beginsRing, let width = widthAfterFirstAction(group) {
                    navigator.rootRouter.frontEnd.headlessController?.simulateSizeClassChange(to: width)
                }
                compared = journal.entryCount
                standIns.append(entry.number)
                if navigator.currentPath.map(journal.redact) != last.path {
                    return divergence(at: last, actual: nil)
                }
                next += group.count
            } else {
                // Each recorded action is done once: changes the app did not make for it are a divergence,
                // never a reason to do the gesture again.
                if let divergence = compareNewEntries() {
                    return divergence
                }
                if next < start + group.count {
                    return divergence(at: entries[next], actual: nil)
                }
            }
        }
    }

    /// The window's width after `group`, the first action a ring journal kept, as the recording tells it: the
    /// width that action changed to, or else the one before the first width change recorded later (a change
    /// is recorded only when the width changes), or the one a gesture before it needs; `nil` when nothing tells.
    private func widthAfterFirstAction(_ group: [NavigationJournal<Route>.Entry]) -> SizeClass? {
        for entry in recording.entries {
            if case .sizeClassChanged(let sizeClass) = entry.change {
                if entry.action == group.first?.action {
                    return sizeClass
                }
                return sizeClass == .compact ? .regular : .compact
            }
            // Before any width change, what the user did tells the width too: a Back in a column side by side, or
            // a popover closed by a tap outside, in regular width; the split's Back closing a column, in compact.
            switch (entry.cause, entry.change) {
            case (.columnBack, _), (.interactiveDismissal(.columnTop), _), (.tapOutside, .dismissed): return .regular
            case (.backSwipe, .columnCleared), (.backMenu, .columnCleared): return .compact
            default: continue
            }
        }
        return nil
    }

    /// Does the user's gesture or the path opening that caused `group` again; returns false for an action
    /// of the app's own, and for a gesture there is no headless controller to do it on.
    private func perform(_ cause: NavigationCause, _ group: [NavigationJournal<Route>.Entry]) -> Bool {
        if case .link(let origin) = cause {
            // A restore is done again whole: its customizations of the tab bar, its paths, its groups' selections.
            for entry in group {
                if case .snapshotRestored(let snapshot) = entry.change {
                    navigator.restore(snapshot)
                    return true
                }
            }
            for entry in group {
                if case .pathOpened(let path, let recordedOrigin, _) = entry.change, recordedOrigin == origin {
                    navigator.open(path, from: origin)
                    return true
                }
            }
            return false
        }
        if cause == .app, let done = redoTabCustomization(group) {
            return done
        }
        // The gestures are done on headless controllers only, not on UIKit's.
        guard let root = navigator.rootRouter.frontEnd.headlessController else { return false }
        let (visible, presenter, tabBar, split) = root.visibleStack()
        // A gesture that changed nothing was refused: it is done again in the form a platform may refuse (the
        // back swipe, which a native Mac lacks; the swipe-down or Escape, whichever the platform lacks), and one
        // that changed something in the form every platform has (the Back button; its own way to close a sheet).
        let refused = group.allSatisfy { if case .unchanged = $0.change { true } else { false } }
        switch cause {
        case .app, .link:
            return false
        case .backSwipe:
            if refused, let dismissal = Self.refusedInteractiveDismissal(in: group) {
                redo(dismissal, on: visible)
            } else if refused, let split = split ?? coveredSplit(under: visible, from: root, group), !split.core.isCollapsed {
                // Side by side the user's Back is a column's (recorded as `.columnBack`): a refused `.backSwipe`
                // there was the split's own Back, or a stack's under it, which only the split's Back refuses again.
                // Under a column's modal too, where the stack the user sees would have popped.
                split.simulateBackSwipe()
            } else if refused {
                root.simulateVisibleBackSwipe()
            } else {
                root.simulateVisibleBack()
            }
        case .backMenu(let count):
            if let split, split.core.isCollapsed, split.core.rules.gesturesArriveAsWrites {
                // SwiftUI's one stack of the collapsed columns: its path written without the screens that left.
                let path = split.collapsedViewControllers.dropFirst()
                guard count <= path.count else { return false }
                split.writeCollapsedPath(Array(path.dropLast(count)))
                return true
            }
            return visible.core.writeBackMenu(popping: count)
        case .columnBack(let column, let count):
            // The stack the user sees in that column: its own, or that of the tab selected in a tab bar there.
            // A column beside (or under) a column's modal too: the user's Back there is done again in that column.
            let split = split ?? root.splitOnTheWay()
            guard let stack = split?.core.viewController(for: column).flatMap(Platform.headless)?.visibleStack().visible else {
                return false
            }
            if count > 1 {
                return stack.core.writeBackMenu(popping: count)
            }
            if refused, let dismissal = Self.refusedInteractiveDismissal(in: group) {
                redo(dismissal, on: stack)
            } else if refused {
                stack.simulateBackSwipe()
            } else {
                stack.simulateBackButton()
            }
        case .swipeDown:
            let presenter = presenter ?? root
            // A journal written before the tap outside had a cause of its own recorded it as a swipe-down that
            // dismissed the popover.
            if refused, let dismissal = Self.refusedInteractiveDismissal(in: group) {
                redo(dismissal, on: presenter)
            } else if presenter.core.presentsPopover, group.contains(where: { if case .dismissed = $0.change { true } else { false } }) {
                presenter.simulateTapOutside()
            } else if presenter.core.platform.hasSwipeDown != refused {
                presenter.simulateSwipeDown()
            } else {
                presenter.simulateEscape()  // a Mac's way to close a sheet, or iOS's refusal of it
            }
        case .tapOutside:
            (presenter ?? root).simulateTapOutside()
        case .sizeClassChange(let sizeClass):
            root.simulateSizeClassChange(to: sizeClass)
        case .tabTap(let index):
            guard let tabBar else { return false }
            tabBar.simulateTabSelection(at: index)
        case .sidebarToggle:
            guard let tabBar else { return false }
            tabBar.simulateSidebarToggle()
        case .tabHiding(let index, let hidden):
            guard let tabBar else { return false }
            _ = hidden ? tabBar.simulateHidingTab(at: index) : tabBar.simulateShowingTab(at: index)
        case .tabMove(let from, let to):
            guard let tabBar else { return false }
            tabBar.simulateMovingTab(from: from, to: to)
        case .interactiveDismissal(let dismissed):
            let controller: HeadlessNavigationController
            switch dismissed {
            case .top:
                controller = visible
            case .columnTop(let column):
                guard let stack = split?.core.viewController(for: column).flatMap(Platform.headless) else { return false }
                controller = stack
            case .modal:
                // No modal to dismiss: nothing is done, and the entries recorded for it are not matched.
                guard let presenter else { return true }
                controller = presenter
            }
            redoInteractiveDismissal(on: controller, refused: refused)
        }
        return true
    }

    /// Does the user's interactive dismissal through a transition again on `controller`. One that was `refused`
    /// is begun again where the user begins it step by step (UIKit's), and let go of if it begins after all (the
    /// app changed), changing nothing, which the comparison reports; SwiftUI's is made whole, as SwiftUI writes it.
    private func redoInteractiveDismissal(on controller: HeadlessNavigationController, refused: Bool) {
        redo(refused && !controller.core.rules.gesturesArriveAsWrites ? .begun : .whole, on: controller)
    }

    /// The split view under a column's modal that `group`, a refused `.backSwipe`, was made on: the split's own
    /// Back side by side, as its diagnostic says, or as the stack the user sees (`visible`, the modal's) tells,
    /// which would have popped: one the platform gives a back swipe (a Mac's refuses it there, for itself).
    private func coveredSplit(
        under visible: HeadlessNavigationController, from root: HeadlessNavigationController, _ group: [NavigationJournal<Route>.Entry]
    ) -> HeadlessSplitViewController? {
        let splitsOwn = group.flatMap(\.diagnostics).contains { $0.message.hasPrefix("HeadlessSplitViewController.") }
        let wouldHavePopped = visible.viewControllers.count > 1 && visible.core.platform.hasBackSwipe
        guard splitsOwn || wouldHavePopped else { return nil }
        return root.splitOnTheWay()
    }

    /// Does again the app's own editor's call that `group` recorded on the root tab bar (``TabBarRouter/moveTab(from:to:)``,
    /// ``TabBarRouter/hideTab(at:)``, ``TabBarRouter/showTab(at:)``): its entries say all it did. `nil` for another action.
    private func redoTabCustomization(_ group: [NavigationJournal<Route>.Entry]) -> Bool? {
        // Only an action made of those calls alone: one that did more (a button's push, then hideTab) goes to `redo`.
        guard let tabBar = navigator.rootTabBar, group.allSatisfy({ ["moveTab", "hideTab", "showTab"].contains($0.call) }) else {
            return nil
        }
        var done: Bool?
        for entry in group {
            switch (entry.call, entry.change) {
            case ("moveTab", .tabMoved(let from, let to)): done = tabBar.moveTab(from: from, to: to)
            case ("hideTab", .tabHidden(let index, true)): done = tabBar.hideTab(at: index)
            case ("showTab", .tabHidden(let index, false)): done = tabBar.showTab(at: index)
            default: continue
            }
        }
        return done
    }

    /// In a journal written before ``NavigationCause/interactiveDismissal(_:)`` (which recorded the user's
    /// interactive dismissal through a transition as the back swipe or swipe-down), the form of the dismissal
    /// that `group`, a refused gesture, was: its diagnostic names it. The back swipe or swipe-down the cause
    /// also stands for may well be allowed where that dismissal was refused (a Mac runs no zoom, a screen
    /// came with the standard transition), so the replay does the same form again, to be refused the same way.
    /// `nil` for another gesture, and for such a journal that kept no diagnostics' messages.
    private static func refusedInteractiveDismissal(in group: [NavigationJournal<Route>.Entry]) -> RefusedDismissal? {
        let messages = group.flatMap(\.diagnostics).map(\.message)
        if messages.contains(where: { $0.hasPrefix("HeadlessNavigationController.beginInteractiveDismissal:") }) {
            return .begun
        }
        if messages.contains(where: { $0.hasPrefix("HeadlessNavigationController.simulateInteractiveDismissal:") }) {
            return .whole
        }
        return nil
    }

    /// How the user's refused interactive dismissal was made: begun (UIKit's step-by-step gesture), or whole.
    private enum RefusedDismissal {
        case begun, whole
    }

    /// Does the user's interactive dismissal again on `controller`, in the form it was refused in: a gesture
    /// that begins after all (the app changed) is let go of, changing nothing, which the comparison reports.
    private func redo(_ dismissal: RefusedDismissal, on controller: HeadlessNavigationController) {
        switch dismissal {
        case .begun: controller.beginInteractiveDismissal()?.cancel()
        case .whole: controller.simulateInteractiveDismissal()
        }
    }

    /// Compares the entries the replay has made since the last comparison with the recorded ones in turn.
    private mutating func compareNewEntries() -> NavigationReplay<Route>.Divergence? {
        let recorded = recording.entries
        for actual in journal.entries(from: compared) {
            guard next < recorded.count else {
                // A change after the recording's last entry: there is no recorded entry it failed to match.
                return NavigationReplay.Divergence(expected: nil, actual: actual, actualPath: actual.path)
            }
            let expected = recorded[next]
            guard actual.change == expected.change, actual.path == expected.path else {
                return divergence(at: expected, actual: actual)
            }
            compared += 1
            next += 1
        }
        return nil
    }

    private func divergence(at expected: NavigationJournal<Route>.Entry, actual: NavigationJournal<Route>.Entry?)
        -> NavigationReplay<Route>.Divergence
    {
        NavigationReplay.Divergence(expected: expected, actual: actual, actualPath: navigator.currentPath.map(journal.redact))
    }
}
