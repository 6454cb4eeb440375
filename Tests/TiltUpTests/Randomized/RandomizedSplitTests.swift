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
    case open([NotesRoute])
    /// Capture, encode, decode, close the window and restore in a new one of the other width: it must show the
    /// same path, and the closed one must have ended every screen once and released every coordinator.
    case relaunch
    /// A link in another window, open beside this one: it changes nothing here.
    case otherWindow([NotesRoute])

    static func random(using generator: inout some RandomNumberGenerator) -> SplitOperation {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<4: return .sizeClass(Bool.random(using: &generator) ? .regular : .compact)
        case 4..<7: return .showNote(Int.random(in: 1...3, using: &generator), info: Bool.random(using: &generator))
        case 7: return .showSettings
        case 8: return .showInfo
        case 9: return .clearDetail
        case 10..<13: return .splitBack
        case 13, 14: return .columnBack(Bool.random(using: &generator) ? .sidebar : .detail)
        case 15..<18:
            var path: [NotesRoute] = [.folders]
            if Bool.random(using: &generator) { path.append(.settings) }
            if Int.random(in: 0..<3, using: &generator) > 0 {
                path.append(.note(Int.random(in: 1...3, using: &generator)))
                if Bool.random(using: &generator) { path.append(.info) }
            }
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
        case .open(let path): "open \(path)"
        case .relaunch: "relaunch"
        case .otherWindow(let path): "open \(path) in the other window"
        }
    }
}

/// What the notes app should show, and the handlers it should have run: a sidebar of folders and maybe
/// settings, a detail of a note and maybe its info, and the window's width.
struct SplitReferenceModel {
    var settings = false
    var note: Int?
    var info = false
    var compact: Bool
    var runs: [String] = []
    var diagnostics = 0

    var path: [NotesRoute] {
        var path: [NotesRoute] = [.folders]
        if settings { path.append(.settings) }
        if let note {
            path.append(.note(note))
            if info { path.append(.info) }
        }
        return path
    }

    mutating func clearDetail() {
        guard let note else { return }
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
            guard compact else {
                diagnostics += 1
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
            // In compact width only the column on top can be swiped.
            let onTop: SplitColumn = note != nil ? .detail : .sidebar
            if compact && column != onTop {
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
        case .open(let requested):
            let current = path
            let kept = zip(current, requested).prefix { $0 == $1 }.count
            // The columns after the last kept one go, detail first; then the kept stack is popped to its step.
            let keepsNote = kept >= (settings ? 3 : 2) && note != nil
            if !keepsNote { clearDetail() }
            if settings, kept < 2 {
                runs.append("pop settings")
                settings = false
            }
            if keepsNote, info, kept < current.count {
                runs.append("pop info \(note!)")
                info = false
            }
            settings = requested.contains(.settings)
            if let id = requested.lazy.compactMap({ route -> Int? in if case .note(let id) = route { id } else { nil } }).first {
                note = id
            }
            info = requested.contains(.info)
        case .relaunch, .otherWindow:
            break
        }
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
                // The user's tap in the sidebar: a step of the path, which keeps the detail beside it.
                guard app.sidebar?.router.viewControllers.count == 1 else { continue }
                app.sidebar?.showRoute(.settings)
            case .showInfo:
                guard app.detail?.router.viewControllers.count == 1 else { continue }
                app.detail?.showRoute(.info)
            case .clearDetail: app.splitRouter.clear(.detail)
            case .splitBack: app.splitViewController.simulateBackSwipe()
            case .columnBack(let column):
                guard let router = app.splitRouter.column(column)?.router else { continue }
                router.headless.simulateBackSwipe()
            case .open(let path): app.navigator.open(path)
            case .otherWindow(let path):
                otherWindow.navigator.open(path)
                if otherWindow.navigator.currentPath != path {
                    return Failure(step: step, operation: operation, problem: "the other window shows \(otherWindow.navigator.currentPath)")
                }
            case .relaunch:
                let snapshot = app.navigator.capture()
                guard let data = try? snapshot.restorationData(), let read = try? NavigationSnapshot<NotesRoute>.read(restorationData: data)
                else { return Failure(step: step, operation: operation, problem: "the snapshot did not round-trip") }
                let width: SizeClass = model.compact ? .regular : .compact
                // Closing the window ends the detail, then the sidebar, each stack top first.
                var expected: [String] = []
                if let note = model.note {
                    expected += (model.info ? ["pop info \(note)"] : []) + ["pop note \(note)"]
                }
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
                let restoredPath = model.path
                model = SplitReferenceModel(settings: model.settings, note: model.note, info: model.info, compact: !model.compact)
                runsBefore = 0
                if app.navigator.currentPath != restoredPath {
                    return Failure(
                        step: step, operation: operation, problem: "restored \(app.navigator.currentPath), saved \(restoredPath)")
                }
                continue
            }
            model.apply(operation)
            let runs = Array(app.journal.runs.dropFirst(runsBefore))
            if runs != model.runs {
                return Failure(step: step, operation: operation, problem: "handlers \(runs), model \(model.runs)")
            }
            if app.navigator.currentPath != model.path {
                return Failure(step: step, operation: operation, problem: "path \(app.navigator.currentPath), model \(model.path)")
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
            if !reopened.navigator.restore(app.navigator.capture()).isComplete || reopened.navigator.currentPath != model.path {
                return Failure(
                    step: step, operation: operation, problem: "saved \(model.path), reopened \(reopened.navigator.currentPath)")
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
