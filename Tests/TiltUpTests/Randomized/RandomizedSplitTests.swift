import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// One thing done to the notes app in the randomized test of split views.
enum SplitOperation: CustomStringConvertible {
    /// The window's width changes between any two calls or gestures.
    case sizeClass(SizeClass)
    /// The sidebar picks a note; with `info`, the note's info is pushed too.
    case showNote(Int, info: Bool)
    case showSettings
    case showInfo
    case clearDetail
    /// The split's Back (the user's, in compact width).
    case splitBack
    /// A back swipe in a column's own stack.
    case columnBack(SplitColumn)
    /// The user's tap on a column's share button: its coordinator presents a sheet over the split view.
    case share(SplitColumn)
    /// The user's swipe-down of the sheet up.
    case dismissShare
    case open([NotesRoute])
    /// Capture, encode, decode, close the window and restore in a new one of the other width: it must show the
    /// same path, and the closed one must have ended every screen once and released every coordinator.
    case relaunch
    /// A link in another window, open beside this one: it changes nothing here.
    case otherWindow([NotesRoute])

    static func random(using generator: inout some RandomNumberGenerator) -> SplitOperation {
        switch Int.random(in: 0..<23, using: &generator) {
        case 0..<4: return .sizeClass(Bool.random(using: &generator) ? .regular : .compact)
        case 4..<7: return .showNote(Int.random(in: 1...3, using: &generator), info: Bool.random(using: &generator))
        case 7: return .showSettings
        case 8: return .showInfo
        case 9: return .clearDetail
        case 10..<13: return .splitBack
        case 13, 14: return .columnBack(Bool.random(using: &generator) ? .sidebar : .detail)
        case 20, 21: return .share(Bool.random(using: &generator) ? .sidebar : .detail)
        case 22: return .dismissShare
        case 15..<18:
            var path: [NotesRoute] = [.folders]
            if Bool.random(using: &generator) { path.append(.settings) }
            if Int.random(in: 0..<3, using: &generator) > 0 {
                path.append(.note(Int.random(in: 1...3, using: &generator)))
                if Bool.random(using: &generator) { path.append(.info) }
            }
            if Int.random(in: 0..<3, using: &generator) == 0 { path.append(.share) }  // the sheet of the last column named
            return Bool.random(using: &generator) ? .open(path) : .otherWindow(path)
        default: return .relaunch
        }
    }

    var description: String {
        switch self {
        case .sizeClass(let sizeClass): "\(sizeClass) width"
        case .showNote(let id, let info): "show note \(id)\(info ? " with info" : "")"
        case .showSettings: "show settings"
        case .showInfo: "show info"
        case .clearDetail: "clear detail"
        case .splitBack: "split's back"
        case .columnBack(let column): "back in the \(column)"
        case .share(let column): "tap share in the \(column)"
        case .dismissShare: "swipe the share sheet down"
        case .open(let path): "open \(path)"
        case .relaunch: "relaunch"
        case .otherWindow(let path): "open \(path) in the other window"
        }
    }
}

/// What the notes app should show, and the handlers it should have run: a sidebar of folders and maybe
/// settings, a detail of a note and maybe its info, maybe a share sheet one of them presents, and the window's
/// width.
struct SplitReferenceModel {
    var settings = false
    var note: Int?
    var info = false
    /// The column whose coordinator presents the share sheet up, if one is.
    var share: SplitColumn?
    var compact: Bool
    var runs: [String] = []
    var diagnostics = 0

    /// The path to what the user sees: a share sheet comes right after the steps of the column that presents
    /// it, and covers the detail when the sidebar presents it.
    var path: [NotesRoute] {
        var path: [NotesRoute] = [.folders]
        if settings { path.append(.settings) }
        if share == .sidebar { return path + [.share] }
        if let note {
            path.append(.note(note))
            if info { path.append(.info) }
        }
        return share == .detail ? path + [.share] : path
    }

    /// What the app shows, the detail a sheet covers too, as ``NotesApp/screens`` tells it.
    var screens: String {
        var detail: [String] = []
        if let note { detail = ["note \(note)"] + (info ? ["info \(note)"] : []) }
        let sidebar = ["folders"] + (settings ? ["settings"] : [])
        var parts = ["sidebar: \(sidebar.joined(separator: ", "))", "detail: \(detail.joined(separator: ", "))"]
        if let share {
            parts.append("share \(shareName(share)) over the \(share)")
        }
        return parts.joined(separator: " | ")
    }

    private func shareName(_ column: SplitColumn) -> String {
        column == .sidebar ? "folders" : "\(note ?? 0)"
    }

    /// The user's swipe-down, or a link, or the app, takes the share sheet away: its handler runs.
    mutating func dismissShare() {
        guard let share else { return }
        runs.append("dismiss share \(shareName(share))")
        self.share = nil
    }

    /// The detail goes: its sheet first, then its screens, top first.
    mutating func clearDetail() {
        guard let note else { return }
        if share == .detail { dismissShare() }
        if info { runs.append("pop info \(note)") }
        runs.append("pop note \(note)")
        self.note = nil
        info = false
    }

    mutating func apply(_ operation: SplitOperation) {
        switch operation {
        case .sizeClass(let sizeClass):
            compact = sizeClass == .compact
        case .showNote(let id, let withInfo):
            // The app's own call: under the sidebar's sheet too.
            clearDetail()
            note = id
            info = withInfo
        case .showSettings:
            settings = true
        case .showInfo:
            info = true
        case .clearDetail:
            clearDetail()
        case .splitBack:
            guard compact, share == nil else {
                diagnostics += 1  // side by side there is no split's Back; a sheet covers the split view
                return
            }
            if let note, info {
                runs.append("pop info \(note)")
                info = false
            } else if note != nil {
                clearDetail()
            } else if settings {
                runs.append("pop settings")
                settings = false
            } else {
                diagnostics += 1
            }
        case .columnBack(let column):
            // In compact width only the column on top can be swiped; a sheet covers every column.
            let onTop: SplitColumn = note != nil ? .detail : .sidebar
            if compact && column != onTop || share != nil {
                diagnostics += 1
                return
            }
            if column == .detail, let note, info {
                runs.append("pop info \(note)")
                info = false
            } else if column == .sidebar, settings {
                runs.append("pop settings")
                settings = false
            } else {
                diagnostics += 1
            }
        case .share(let column):
            if share == nil, column == .sidebar || note != nil { share = column }
        case .dismissShare:
            dismissShare()
        case .open(let requested):
            open(requested)
        case .relaunch, .otherWindow:
            break
        }
    }

    /// A link to `requested`: a sheet not on it goes first; a step the sidebar shows on its own stack keeps the
    /// detail beside it, and popping the sidebar's stack clears the detail first, which followed from it; the
    /// detail stays where it shows the note asked for, or under the sidebar's sheet asked for.
    private mutating func open(_ requested: [NotesRoute]) {
        guard requested != path else { return }
        let wantsSettings = requested.contains(.settings)
        let wantedNote = requested.lazy.compactMap { route -> Int? in if case .note(let id) = route { id } else { nil } }.first
        let wantedShare: SplitColumn? = requested.last == .share ? (wantedNote != nil ? .detail : .sidebar) : nil
        dismissShare()
        if settings, !wantsSettings {
            clearDetail()
            runs.append("pop settings")
        }
        settings = wantsSettings
        if note != wantedNote, wantedNote != nil || wantedShare != .sidebar {
            clearDetail()
        }
        if let wantedNote {
            if let note, info, !requested.contains(.info) {
                runs.append("pop info \(note)")
            }
            note = wantedNote
            info = requested.contains(.info)
        }
        share = wantedShare
    }
}

@MainActor
enum SplitHarness {
    struct Failure: CustomStringConvertible {
        let step: Int
        let operation: SplitOperation
        let problem: String
        var description: String { "step \(step) (\(operation)): \(problem)" }
    }

    static func run(_ operations: [SplitOperation], on frontEnd: TestFrontEnd = .uiKit) -> Failure? {
        var app = NotesApp(frontEnd)
        let otherWindow = NotesApp(frontEnd, in: .compact)
        var model = SplitReferenceModel(compact: false)
        var runsBefore = 0
        for (step, operation) in operations.enumerated() {
            switch operation {
            case .sizeClass(let sizeClass): app.navigationController.simulateSizeClassChange(to: sizeClass)
            case .showNote(let id, let info): app.showNote(id, pushingInfo: info)
            case .showSettings:
                // The user's tap in the sidebar: a step of the path, which keeps the detail beside it; none under a sheet.
                guard app.sidebar?.router.viewControllers.count == 1, model.share == nil else { continue }
                app.sidebar?.showRoute(.settings)
            case .showInfo:
                guard app.detail?.router.viewControllers.count == 1, model.share == nil else { continue }
                app.detail?.showRoute(.info)
            case .clearDetail: app.splitRouter.clear(.detail)
            case .splitBack: app.splitViewController.simulateBackSwipe()
            case .columnBack(let column):
                guard let router = app.splitRouter.column(column)?.router else { continue }
                router.headless.simulateBackSwipe()
            case .share(let column):
                guard model.share == nil else { continue }  // the user taps nothing under a sheet
                if column == .sidebar {
                    app.sidebar?.showRoute(.share)
                } else {
                    app.detail?.showRoute(.share)
                }
            case .dismissShare:
                guard let column = model.share, let router = app.splitRouter.column(column)?.router else { continue }
                router.headless.simulateSwipeDown()
            case .open(let path): app.navigator.open(path)
            case .otherWindow(let path):
                otherWindow.navigator.open(path)
                otherWindow.settle()
                if otherWindow.navigator.currentPath != path {
                    return Failure(step: step, operation: operation, problem: "the other window shows \(otherWindow.navigator.currentPath)")
                }
            case .relaunch:
                let snapshot = app.navigator.capture()
                guard let data = try? snapshot.restorationData(), let read = try? NavigationSnapshot<NotesRoute>.read(restorationData: data)
                else { return Failure(step: step, operation: operation, problem: "the snapshot did not round-trip") }
                let width: SizeClass = model.compact ? .regular : .compact
                // Closing the window ends the detail, then the sidebar, each its sheet first, then its stack top first.
                var expected: [String] = []
                if let note = model.note {
                    expected += (model.share == .detail ? ["dismiss share \(note)"] : [])
                    expected += (model.info ? ["pop info \(note)"] : []) + ["pop note \(note)"]
                }
                expected += (model.share == .sidebar ? ["dismiss share folders"] : [])
                expected += (model.settings ? ["pop settings"] : []) + ["pop folders"]
                let before = app.journal.runs.count
                app.appCoordinator.close()
                let ended = Array(app.journal.runs.dropFirst(before))
                if ended != expected || app.journal.liveCoordinatorCount != 1 {
                    return Failure(
                        step: step, operation: operation,
                        problem:
                            "closing the window ran \(ended), model \(expected); \(app.journal.liveCoordinatorCount) coordinators alive")
                }
                app = NotesApp(frontEnd, in: width)
                app.navigator.restore(read.snapshot)
                app.settle()
                let restoredPath = model.path
                model = SplitReferenceModel(
                    settings: model.settings, note: model.note, info: model.info, share: model.share, compact: !model.compact)
                runsBefore = 0
                if app.navigator.currentPath != restoredPath || app.screens != model.screens || !app.journal.runs.isEmpty {
                    return Failure(
                        step: step, operation: operation,
                        problem:
                            "restored \(app.navigator.currentPath), \(app.screens), saved \(restoredPath), \(model.screens); ran \(app.journal.runs)"
                    )
                }
                continue
            }
            app.settle()
            model.apply(operation)
            let runs = Array(app.journal.runs.dropFirst(runsBefore))
            if runs != model.runs {
                return Failure(step: step, operation: operation, problem: "handlers \(runs), model \(model.runs)")
            }
            if app.navigator.currentPath != model.path || app.screens != model.screens {
                return Failure(
                    step: step, operation: operation,
                    problem: "path \(app.navigator.currentPath), model \(model.path); showing \(app.screens), model \(model.screens)")
            }
            if app.splitRouter.isCollapsed != model.compact {
                return Failure(
                    step: step, operation: operation, problem: "collapsed \(app.splitRouter.isCollapsed), model \(model.compact)")
            }
            if app.journal.diagnostics.count != model.diagnostics {
                return Failure(
                    step: step, operation: operation,
                    problem: "diagnostics \(app.journal.diagnostics.map(\.kind)), model expects \(model.diagnostics)")
            }
            let live = 2 + (model.note != nil ? 1 : 0)
            if app.journal.liveCoordinatorCount != live {
                return Failure(
                    step: step, operation: operation, problem: "\(app.journal.liveCoordinatorCount) coordinators alive, model \(live)")
            }
            // What the app would save now reopens the same screens, in the other width.
            let reopened = NotesApp(frontEnd, in: model.compact ? .regular : .compact)
            let reopening = reopened.navigator.restore(app.navigator.capture())
            reopened.settle()
            if !reopening.isComplete || reopened.navigator.currentPath != model.path || reopened.screens != model.screens {
                return Failure(
                    step: step, operation: operation,
                    problem: "saved \(model.path), \(model.screens); reopened \(reopened.navigator.currentPath), \(reopened.screens)")
            }
            if model.compact {
                var names = ["folders"] + (model.settings ? ["settings"] : [])
                if let note = model.note { names += ["note \(note)"] + (model.info ? ["info \(note)"] : []) }
                if app.collapsedNames != names {
                    return Failure(step: step, operation: operation, problem: "the user sees \(app.collapsedNames), model \(names)")
                }
            }
        }
        _ = runsBefore
        return nil
    }
}

/// Random sequences of the split view's calls, links, the user's Backs, links in a second window and
/// relaunches (the window closed, its tree ended, and a new one restored), with the window's width changed
/// between any two, each step checked against the reference model, and what the app would save then
/// reopened in the other width; on every front end.
@MainActor
@Suite struct RandomizedSplitTests {
    static let operationsPerSeed = 120

    static var seeds: [UInt64] {
        RandomizedNavigationTests.seeds(from: 9_000, operations: RandomizedNavigationTests.totalOperations / 4, perSeed: operationsPerSeed)
    }

    static func operations(seed: UInt64) -> [SplitOperation] {
        var generator = SplitMix64(seed: seed)
        return (0..<operationsPerSeed).map { _ in SplitOperation.random(using: &generator) }
    }

    @Test(arguments: TestFrontEnd.allCases)
    func splitViewsAndWindowsAgreeWithTheReferenceModelWhateverTheWidth(_ frontEnd: TestFrontEnd) {
        let operationsRun = RandomizedNavigationTests.run(seeds: Self.seeds, operations: Self.operations(seed:)) {
            SplitHarness.run($0, on: frontEnd).map { ($0.step, "\($0)") }
        }
        #expect(operationsRun >= min(RandomizedNavigationTests.totalOperations / 4, 3_000))
    }
}
