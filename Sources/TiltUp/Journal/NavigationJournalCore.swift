#if canImport(UIKit)
// `ModalPresentationStyle` aliases UIKit's type here (Platform.swift).
import UIKit
#endif

/// What a ``NavigationJournal`` keeps, without its route type: the entries in a ring, each naming its
/// path by number, and the action under way. Recording a push or a pop does no generic work; the
/// journal reads the routes shown only when a change may have changed them, and builds its public
/// entries when they are read.
@MainActor
final class NavigationJournalCore {
    /// An entry as kept: a route-carrying change and the path are numbers into the journal's tables.
    struct RawEntry {
        let number: Int
        /// When, in nanoseconds since the journal began (``seconds`` converts it when the entry is read).
        let nanoseconds: UInt64
        let change: RawChange
        let cause: NavigationCause
        let action: Int
        /// The innermost call's name: a literal, so that keeping it retains nothing.
        let call: StaticString?
        var pathNumber = -1
        var diagnostics: [NavigationDiagnostic] = []

        /// When, in seconds since the journal began.
        var seconds: Double { Double(nanoseconds) / 1e9 }
    }

    /// A change as kept: those that carry routes are kept by the journal, under the entry's number.
    enum RawChange {
        case pushed(Any.Type)
        case popped(Int)
        case stackReplaced(popped: Int, top: Any.Type)
        case presented(Any.Type, style: ModalPresentationStyle)
        case dismissed(Any.Type)
        case tabSelected(Int)
        case tabsChanged(Int)
        case sidebarVisibilityChanged(Bool)
        case tabHidden(Int, hidden: Bool)
        case tabMoved(Int, to: Int)
        case columnShown(SplitColumn)
        case columnCleared(SplitColumn)
        case sizeClassChanged(SizeClass)
        case routed
        case unchanged
    }

    /// What reads the routes shown: the journal, whose route type this core does not know.
    weak var paths: (any JournalPathReading)?

    /// Takes this core back from the navigator it records: set while it records one.
    var detachment: (@MainActor (NavigationJournalCore) -> Void)?

    /// Everything else, in one value that only this core and its extensions reach, through a pointer: a class's stored
    /// property is checked for overlapping accesses at run time on each access, which cost a push and pop
    /// a tenth of its time here.
    let book: UnsafeMutablePointer<Book>
    /// Owns the memory `book` points to, and frees it with the core.
    private let bookMemory: BookMemory

    init(capacity: Int) {
        bookMemory = BookMemory(Book(capacity: max(1, capacity)))
        book = bookMemory.pointer
    }

    /// The memory of one ``Book``, freed when the core that alone uses it goes.
    ///
    /// `@unchecked Sendable`: only its core reaches the book, on the main actor; the deinit runs once nothing does.
    private final class BookMemory: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<Book>

        init(_ book: Book) {
            pointer = .allocate(capacity: 1)
            pointer.initialize(to: book)
        }

        deinit {
            pointer.deinitialize(count: 1)
            pointer.deallocate()
        }
    }

    var capacity: Int { book.pointee.capacity }
    var droppedCount: Int { book.pointee.droppedCount }
    var storage: [RawEntry] { book.pointee.storage }

    /// Whether diagnostics keep their messages.
    var recordsDiagnosticMessages: Bool {
        get { book.pointee.recordsDiagnosticMessages }
        set { book.pointee.recordsDiagnosticMessages = newValue }
    }

    /// The entries, oldest first, each with its path.
    ///
    /// Reading changes nothing of the record: during an action (an observer that logs the journal), entries
    /// still waiting for their path are given the routes shown now in the copy returned, and settle, as if
    /// nobody had read them, when their step has.
    var entries: [RawEntry] {
        if book.pointee.depth == 0 {
            settleNewestPath()
        }
        var entries = Array(book.pointee.storage[book.pointee.head...] + book.pointee.storage[..<book.pointee.head])
        let pending = min(book.pointee.pendingCount, entries.count)
        if pending > 0 {
            let path = book.pointee.knownPath ?? paths?.readPath() ?? -1
            for index in (entries.count - pending)..<entries.count {
                entries[index].pathNumber = path
            }
        }
        return entries
    }

    /// The number of the oldest entry kept, if any.
    var oldestNumber: Int? {
        book.pointee.storage.isEmpty ? nil : book.pointee.storage[book.pointee.head].number
    }

    /// Forgets every entry.
    func removeAll() {
        book.pointee.removeAll()
    }

    /// Stops recording: the navigator and its root Router let go of this core, and every Router finds
    /// that no journal records it (their caches are found again).
    func detach() {
        let detachment = detachment
        self.detachment = nil
        detachment?(self)
    }

    /// The journal has gone: stops recording and frees the entries. A Router that still holds this core
    /// (one whose call is under way, or that has not looked for its journal since) lets go of it later.
    func end() {
        detach()
        book.pointee.removeAll()
    }

    /// The routes shown may have changed: the path is read again for the next entry.
    func forgetPath() {
        book.pointee.knownPath = nil
    }

    /// Adds an entry for `change`, in the action under way or as an action of its own; returns its number.
    ///
    /// Entries get their path once their step has settled: a push or a presentation waits for the route
    /// that marks its screen (``routesMayHaveChanged()``), or for the end of its action; any other entry
    /// settles when the next one comes, or its action ends.
    @discardableResult
    func append(_ change: RawChange) -> Int {
        if !book.pointee.pendingWaitsForMark {
            settleNewestPath()
        }
        let number = book.pointee.append(change, nanoseconds: Platform.uptimeNanoseconds() &- start)
        if book.pointee.depth == 0 {
            settleNewestPath()
        }
        return number
    }

    /// Gives the entries that wait for their path the routes shown now. The journal reads them only when a
    /// change may have changed them.
    func settleNewestPath() {
        guard book.pointee.pendingCount > 0 else { return }
        let path = book.pointee.knownPath ?? paths?.readPath() ?? -1
        book.pointee.setPendingPath(path)
    }

    /// When the journal began, on a monotonic clock (Dispatch's uptime, as `ContinuousClock` needs iOS 16).
    private let start = Platform.uptimeNanoseconds()

    /// The entries in a ring (`storage[head...]` then `storage[..<head]`, oldest first), and the action
    /// under way: its depth of nested calls, cause, number, innermost call's name, entries so far and
    /// diagnostics.
    struct Book {
        let capacity: Int
        var storage: [RawEntry] = []
        var head = 0
        var droppedCount = 0
        var nextNumber = 1
        var depth = 0
        var actionCause = NavigationCause.app
        /// The number of the action under way, or of the last one.
        var actionNumber = 0
        /// The number of the newest action begun: above `actionNumber` while an action begun inside another
        /// one has ended and the outer one goes on (``NavigationJournalCore/recordingOwnAction(_:call:_:)``).
        var newestActionNumber = 0
        /// The name of the innermost call under way that has one.
        var currentCall: StaticString?
        var actionEntryCount = 0
        var pendingDiagnostics: [NavigationDiagnostic] = []
        /// How many of the newest entries wait for their path, and whether one of them waits for the route
        /// that marks its screen.
        var pendingCount = 0
        var pendingWaitsForMark = false
        /// The number of the path shown, as last read, until a change may have changed it: most pushes and
        /// pops do not.
        var knownPath: Int?
        var recordsDiagnosticMessages = true

        init(capacity: Int) {
            self.capacity = capacity
            storage.reserveCapacity(min(capacity, 1_024))
        }

        var newestIndex: Int {
            head == 0 ? storage.count - 1 : head - 1
        }

        mutating func removeAll() {
            droppedCount += storage.count
            storage = []
            head = 0
            pendingCount = 0
            pendingWaitsForMark = false
        }

        mutating func setPendingPath(_ path: Int) {
            knownPath = path
            var index = newestIndex
            for _ in 0..<min(pendingCount, storage.count) {
                storage[index].pathNumber = path
                index = index == 0 ? storage.count - 1 : index - 1
            }
            pendingCount = 0
            pendingWaitsForMark = false
        }

        mutating func append(_ change: RawChange, nanoseconds: UInt64) -> Int {
            let standalone = depth == 0
            if standalone {
                newestActionNumber += 1
                actionNumber = newestActionNumber
            } else if actionEntryCount == 0, case .popped(let count) = change, count > 1 {
                // The user's back swipe that removed several screens at once was the back button's menu.
                switch actionCause {
                case .backSwipe: actionCause = .backMenu(count: count)
                case .columnBack(let column, count: 1): actionCause = .columnBack(column, count: count)
                default: break
                }
            }
            let number = nextNumber
            nextNumber += 1
            let entry = RawEntry(
                number: number, nanoseconds: nanoseconds, change: change, cause: standalone ? .app : actionCause, action: actionNumber,
                call: standalone ? nil : currentCall)
            if storage.count < capacity {
                storage.append(entry)
            } else {
                storage[head] = entry
                head += 1
                if head == capacity {
                    head = 0
                }
                droppedCount += 1
            }
            actionEntryCount += 1
            pendingCount += 1
            switch change {
            // A column shown for a step is given its route once the coordinator shown there has started.
            case .pushed, .presented, .stackReplaced, .columnShown: pendingWaitsForMark = true
            default: break
            }
            return number
        }

        /// Begins an action, or a call inside one; returns the name of the call it is inside, for its end.
        mutating func begin(_ cause: NavigationCause, call: StaticString?) -> StaticString? {
            if depth == 0 {
                newestActionNumber += 1
                actionNumber = newestActionNumber
                actionCause = cause
                actionEntryCount = 0
                if !pendingDiagnostics.isEmpty {
                    pendingDiagnostics = []
                }
            }
            depth += 1
            let outerCall = currentCall
            if let call {
                currentCall = call
            }
            return outerCall
        }

        /// The action under way, put aside while an action of its own runs inside it.
        struct SuspendedAction {
            let depth: Int
            let cause: NavigationCause
            let number: Int
            let call: StaticString?
            let entryCount: Int
            let diagnostics: [NavigationDiagnostic]
        }

        /// Puts the action under way aside: what is recorded next begins an action of its own.
        mutating func suspendAction() -> SuspendedAction {
            let suspended = SuspendedAction(
                depth: depth, cause: actionCause, number: actionNumber, call: currentCall, entryCount: actionEntryCount,
                diagnostics: pendingDiagnostics)
            depth = 0
            currentCall = nil
            pendingDiagnostics = []
            return suspended
        }

        /// Goes on with the action `suspendAction()` put aside.
        mutating func resume(_ suspended: SuspendedAction) {
            depth = suspended.depth
            actionCause = suspended.cause
            actionNumber = suspended.number
            currentCall = suspended.call
            actionEntryCount = suspended.entryCount
            pendingDiagnostics = suspended.diagnostics + pendingDiagnostics
        }

        /// Forgets the path after a change that may have changed the routes shown.
        mutating func note(_ change: RecordedChange) {
            switch change {
            case .pushed, .popped(_, routed: false): break  // a screen a route marks is marked after its push
            default: knownPath = nil
            }
        }
    }
}

/// What gives a journal's core the routes shown, as the number of a path the journal keeps.
@MainActor
protocol JournalPathReading: AnyObject {
    /// Reads the routes shown now, keeps them, and returns their number.
    func readPath() -> Int
}
