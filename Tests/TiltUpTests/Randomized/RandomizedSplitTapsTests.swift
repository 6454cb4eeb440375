import Foundation
import Testing
import TiltUp
import TiltUpTestSupport

/// One thing the user (or a link) does to the three-column notebooks app.
enum SplitTap: CustomStringConvertible {
    case width(SizeClass)
    /// A tap in the sidebar on a notebook: its notes in the content column.
    case notebook(String)
    /// A tap in the sidebar on its settings, pushed on the sidebar's own stack.
    case settings
    /// A tap in the content column on a note, of its notebook or not.
    case note(Int)
    /// A tap in the detail on the note's info.
    case info
    /// The split's Back (the user's, in compact width).
    case splitBack
    /// A back swipe in a column's own stack.
    case columnBack(SplitColumn)
    /// The app clears the content column, and so the detail after it.
    case clearContent
    /// A tap on a column's share button: its coordinator presents a sheet over the split view.
    case sheet(SplitColumn)
    /// The user's swipe-down of the sheet up.
    case dismissSheet
    case open([NotebookRoute])

    static func random(using generator: inout some RandomNumberGenerator) -> SplitTap {
        let notebooks = ["field", "birds"]
        switch Int.random(in: 0..<19, using: &generator) {
        case 0, 1: return .width(Bool.random(using: &generator) ? .regular : .compact)
        case 2, 3: return .notebook(notebooks.randomElement(using: &generator)!)
        case 4: return .settings
        case 5, 6, 7: return .note(Int.random(in: 1...6, using: &generator))
        case 8: return .info
        case 9, 10: return .splitBack
        case 11: return .columnBack([SplitColumn.sidebar, .content, .detail].randomElement(using: &generator)!)
        case 12: return .clearContent
        case 13, 14: return .sheet([SplitColumn.sidebar, .content, .detail].randomElement(using: &generator)!)
        case 15: return .dismissSheet
        default:
            var path: [NotebookRoute] = [.notebooks]
            if Bool.random(using: &generator) { path.append(.settings) }
            if Bool.random(using: &generator), let name = notebooks.randomElement(using: &generator) {
                path.append(.notebook(name))
                if Bool.random(using: &generator), let id = NotebooksApp.notebooks[name]?.randomElement(using: &generator) {
                    path.append(.note(id))
                    if Bool.random(using: &generator) { path.append(.info) }
                }
            }
            if Int.random(in: 0..<3, using: &generator) == 0 { path.append(.sheet) }  // the sheet of the last column named
            return .open(path)
        }
    }

    var description: String {
        switch self {
        case .width(let sizeClass): "\(sizeClass) width"
        case .notebook(let name): "tap notebook \(name)"
        case .settings: "tap settings"
        case .note(let id): "tap note \(id)"
        case .info: "tap info"
        case .splitBack: "split's back"
        case .columnBack(let column): "back in the \(column)"
        case .clearContent: "clear content"
        case .sheet(let column): "tap share in the \(column)"
        case .dismissSheet: "swipe the sheet down"
        case .open(let path): "open \(path)"
        }
    }
}

/// What the notebooks app should show after each tap.
struct SplitTapsModel {
    var settings = false
    var notebook: String?
    var note: Int?
    var info = false
    /// The column whose coordinator presents the sheet up, if one is.
    var sheet: SplitColumn?
    var compact = false

    /// The path to what the user sees: a sheet comes right after the steps of the column that presents it, and
    /// covers the columns after it, which are no part of it.
    var path: [NotebookRoute] {
        var path: [NotebookRoute] = [.notebooks]
        if settings { path.append(.settings) }
        if sheet == .sidebar { return path + [.sheet] }
        if let notebook { path.append(.notebook(notebook)) }
        if sheet == .content { return path + [.sheet] }
        if let note { path.append(.note(note)) }
        if info { path.append(.info) }
        return sheet == .detail ? path + [.sheet] : path
    }

    /// What the app shows, the columns a sheet covers too, as ``NotebooksApp/screens`` tells it.
    var screens: String {
        var detail: [String] = []
        if let note { detail = ["note \(note)"] + (info ? ["info \(note)"] : []) }
        var parts = [
            "sidebar: \((["notebooks"] + (settings ? ["settings"] : [])).joined(separator: ", "))",
            "content: \(notebook ?? "")", "detail: \(detail.joined(separator: ", "))",
        ]
        if let sheet {
            let name =
                switch sheet {
                case .sidebar: "notebooks"
                case .content: notebook ?? "?"
                case .detail: "note \(note ?? 0)"
                }
            parts.append("sheet \(name) over the \(sheet)")
        }
        return parts.joined(separator: " | ")
    }

    /// The column on top in compact width.
    var topColumn: SplitColumn { note != nil ? .detail : notebook != nil ? .content : .sidebar }

    /// Whether `column` shows a coordinator, whose sheet the user can ask for.
    func shows(_ column: SplitColumn) -> Bool {
        switch column {
        case .sidebar: true
        case .content: notebook != nil
        case .detail: note != nil
        }
    }

    mutating func apply(_ tap: SplitTap) {
        switch tap {
        case .width(let sizeClass):
            compact = sizeClass == .compact
        case .notebook(let name):
            // A second tap on the notebook shown changes nothing; another clears the note beside it.
            guard notebook != name else { return }
            notebook = name
            (note, info) = (nil, false)
        case .settings:
            settings = true
        case .note(let id):
            guard let notebook, NotebooksApp.notebooks[notebook]?.contains(id) == true, note != id else { return }
            (note, info) = (id, false)
        case .info:
            if note != nil { info = true }
        case .splitBack:
            guard compact, sheet == nil else { return }  // a sheet covers the split view: the Back is refused
            back(in: topColumn, closing: true)
        case .columnBack(let column):
            guard !compact || column == topColumn, sheet == nil else { return }
            back(in: column, closing: false)
        case .clearContent:
            // A sheet of a column that goes goes with it.
            if sheet == .content || sheet == .detail { sheet = nil }
            (notebook, note, info) = (nil, nil, false)
        case .sheet(let column):
            if sheet == nil, shows(column) { sheet = column }
        case .dismissSheet:
            sheet = nil
        case .open(let requested):
            open(requested)
        }
    }

    /// A link to `requested`: the steps shown already stay; a step that pops the sidebar's stack clears the
    /// columns after it; a column's sheet keeps the columns it covers; every other sheet goes.
    private mutating func open(_ requested: [NotebookRoute]) {
        let wantsSettings = requested.contains(.settings)
        let wantedNotebook = requested.lazy.compactMap { if case .notebook(let name) = $0 { name } else { nil } }.first
        let wantedNote = requested.lazy.compactMap { if case .note(let id) = $0 { id } else { nil } }.first
        let wantedSheet: SplitColumn? =
            requested.last == .sheet ? (wantedNote != nil ? .detail : wantedNotebook != nil ? .content : .sidebar) : nil
        if settings, !wantsSettings {
            (notebook, note, info) = (nil, nil, false)
        }
        settings = wantsSettings
        if let wantedNotebook {
            if notebook != wantedNotebook { (notebook, note, info) = (wantedNotebook, nil, false) }
        } else if wantedSheet != .sidebar {
            (notebook, note, info) = (nil, nil, false)
        }
        if let wantedNote {
            if note != wantedNote { (note, info) = (wantedNote, false) }
            info = requested.contains(.info)
        } else if wantedNotebook != nil, wantedSheet != .content {
            (note, info) = (nil, false)
        }
        sheet = wantedSheet
    }

    /// Back in `column`: its top screen goes; from its first screen, the split's Back closes the column.
    private mutating func back(in column: SplitColumn, closing: Bool) {
        switch column {
        case .detail:
            if info {
                info = false
            } else if closing {
                note = nil
            }
        case .content:
            if closing { notebook = nil }
        case .sidebar:
            settings = false
        }
    }
}

extension NotebooksApp {
    /// Does `tap`; returns `false`, doing nothing, for a tap on settings or info already pushed.
    @discardableResult
    func perform(_ tap: SplitTap) -> Bool {
        let presenter = splitRouter.columns.first { presents($0.router) }
        switch tap {
        case .notebook, .settings, .note, .info, .sheet:
            // A sheet covers the split view: the user taps nothing under it.
            guard presenter == nil else { return false }
        default: break
        }
        switch tap {
        case .width(let sizeClass): navigationController.simulateSizeClassChange(to: sizeClass)
        case .notebook(let name): sidebar?.showRoute(.notebook(name))
        case .settings:
            guard sidebar?.router.viewControllers.count == 1 else { return false }
            sidebar?.showRoute(.settings)
        case .note(let id): content?.showRoute(.note(id))
        case .info:
            guard detail?.router.viewControllers.count == 1 else { return false }
            detail?.showRoute(.info)
        case .splitBack: splitViewController.simulateBackSwipe()
        case .columnBack(let column): splitRouter.column(column)?.router.headless.simulateBackSwipe()
        case .clearContent: splitRouter.clear(.content)
        case .sheet(let column):
            switch column {
            case .sidebar: sidebar?.showRoute(.sheet)
            case .content: content?.showRoute(.sheet)
            case .detail: detail?.showRoute(.sheet)
            }
        case .dismissSheet:
            guard let presenter else { return false }
            presenter.router.headless.simulateSwipeDown()
        case .open(let path): navigator.open(path)
        }
        settle()
        return true
    }

    /// Whether `router`'s stack presents a modal.
    private func presents(_ router: Router) -> Bool {
        router.headless.presentedViewController != nil
    }

    /// Why what the app would save now, written and read back, does not reopen the same screens in `width`,
    /// those a sheet covers too, if it does not.
    func reopeningProblem(in width: SizeClass, frontEnd: TestFrontEnd) -> String? {
        let snapshot = navigator.capture()
        guard let data = try? snapshot.restorationData(), let read = try? NavigationSnapshot<NotebookRoute>.read(restorationData: data)
        else { return "the save did not read back" }
        let reopened = NotebooksApp(frontEnd, in: width)
        let opening = reopened.navigator.restore(read.snapshot)
        reopened.settle()
        guard
            !opening.isComplete || reopened.navigator.currentPath != navigator.currentPath || reopened.screens != screens
                || !reopened.journal.diagnostics.isEmpty
        else { return nil }
        return
            "saved \(snapshot), showing \(screens); reopened \(reopened.screens), \(reopened.journal.diagnostics.map(\.message))"
    }
}

@MainActor
enum SplitTapsHarness {
    static func run(_ taps: [SplitTap], on frontEnd: TestFrontEnd) -> (step: Int, problem: String)? {
        let app = NotebooksApp(frontEnd)
        var model = SplitTapsModel()
        for (step, tap) in taps.enumerated() {
            guard app.perform(tap) else { continue }
            model.apply(tap)
            if app.navigator.currentPath != model.path || app.screens != model.screens {
                return (
                    step, "\(tap): path \(app.navigator.currentPath), model \(model.path); showing \(app.screens), model \(model.screens)"
                )
            }
            let live = 2 + (model.notebook != nil ? 1 : 0) + (model.note != nil ? 1 : 0)
            if app.journal.liveCoordinatorCount != live || app.appCoordinator.retainedCoordinators.count != live {
                return (
                    step,
                    "\(tap): \(app.journal.liveCoordinatorCount) coordinators alive, \(app.appCoordinator.retainedCoordinators.count) retained, model \(live)"
                )
            }
            // What the app would save now reopens the same screens, in either width.
            if let problem = app.reopeningProblem(in: model.compact ? .regular : .compact, frontEnd: frontEnd) {
                return (step, "\(tap): \(problem)")
            }
        }
        return nil
    }
}

/// Random taps in the three columns of a split view, the split's and the columns' Backs, links and width
/// changes: after each, the path is the model's, no coordinator is left behind, and what the app would save
/// reopens the same screens in the other width; on every front end.
@MainActor
@Suite struct RandomizedSplitTapsTests {
    static let tapsPerSeed = 80

    @Test(arguments: TestFrontEnd.allCases)
    func whatIsSavedAfterAnyTapsReopensTheSameScreens(_ frontEnd: TestFrontEnd) {
        let seeds = RandomizedNavigationTests.seeds(
            from: 12_000, operations: RandomizedNavigationTests.totalOperations / 8, perSeed: Self.tapsPerSeed)
        let operationsRun = RandomizedNavigationTests.run(seeds: seeds) { seed in
            var generator = SplitMix64(seed: seed)
            return (0..<Self.tapsPerSeed).map { _ in SplitTap.random(using: &generator) }
        } failure: { taps in
            SplitTapsHarness.run(taps, on: frontEnd).map { ($0.step, $0.problem) }
        }
        #expect(operationsRun == seeds.count * Self.tapsPerSeed && operationsRun > 0)
    }
}
