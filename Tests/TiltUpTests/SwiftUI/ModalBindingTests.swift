import Testing
import TiltUp
import TiltUpTestSupport

/// SwiftUI shows a modal with one of three modifiers, each with its own binding: a `nil` written through a
/// binding speaks only for a modal of its own kind, as SwiftUI writes one through a binding whose modifier
/// shows nothing during its updates.
@MainActor
@Suite struct ModalBindingTests {
    let recorder = Recorder()
    let stack = NavigationStackController()
    let router: Router

    init() {
        router = Router(navigationController: stack)
        recorder.watch(router)
        router.replaceRoot(with: TestScreen("root"), animated: false)
    }

    /// Presents a screen with `style`, with a dismiss handler named `name`; returns it.
    private func present(_ name: String, _ style: ModalPresentationStyle) -> TestScreen {
        let screen = TestScreen(name)
        router.presentModal(screen, animated: true, presentationStyle: style, dismissHandler: recorder.handler(name))
        return screen
    }

    /// The kinds other than `kind`: the bindings whose modifiers show nothing while a modal of `kind` is up.
    private func others(than kind: NavigationStackController.ModalKind) -> [NavigationStackController.ModalKind] {
        NavigationStackController.ModalKind.allCases.filter { $0 != kind }
    }

    @Test func theModalKindFollowsThePresentationStyleNotTheWidth() {
        let styles: [(ModalPresentationStyle, NavigationStackController.ModalKind)] = [
            (.automatic, .sheet), (.pageSheet, .sheet), (.formSheet, .sheet), (.fullScreen, .cover),
            (.overFullScreen, .cover), (.currentContext, .cover), (.overCurrentContext, .cover), (.popover, .popover),
        ]
        #expect(stack.presentedModalKind == nil)
        for (style, kind) in styles {
            for sizeClass in [SizeClass.compact, .regular] {
                stack.simulateSizeClassChange(to: sizeClass)
                _ = present("modal", style)
                #expect(stack.presentedModalKind == kind, "style \(style.rawValue) in \(sizeClass) width")
                router.dismissModal(animated: false)
            }
        }
        #expect(stack.presentedModalKind == nil)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test(arguments: [ModalPresentationStyle.pageSheet, .fullScreen, .popover])
    func aNilWrittenThroughAnotherKindsBindingChangesNothingAndReportsNothing(_ style: ModalPresentationStyle) throws {
        let modal = present("modal", style)
        let kind = try #require(stack.presentedModalKind)

        for other in others(than: kind) {
            stack.writeDismissal(of: modal, through: other)
            stack.writeDismissal(of: modal, through: other)
        }

        #expect(stack.presentedViewController === modal)
        #expect(recorder.runs.isEmpty)
        #expect(recorder.diagnostics.isEmpty, "SwiftUI's stray write is no misuse")
        #expect(stack.callCounts.swipeDown == 0)
        #expect(!stack.isTransitioning)
    }

    @Test(arguments: [ModalPresentationStyle.pageSheet, .fullScreen, .popover], [false, true])
    func aNilWrittenThroughTheModalsOwnBindingDismissesItWithItsHandlersOnce(_ style: ModalPresentationStyle, waitsForOnDismiss: Bool)
        throws
    {
        stack.waitsForOnDismiss = waitsForOnDismiss
        let modal = present("modal", style)
        let kind = try #require(stack.presentedModalKind)

        stack.writeDismissal(of: modal, through: kind)
        stack.writeDismissal(of: modal, through: kind)
        for other in others(than: kind) {
            stack.writeDismissal(of: modal, through: other)
        }
        stack.sheetDidDismiss(modal, through: kind)
        stack.sheetDidDismiss(modal, through: kind)

        #expect(recorder.runs == ["modal"])
        #expect(stack.presentedViewController == nil)
        #expect(stack.callCounts.swipeDown == 1)
        #expect(!stack.isTransitioning)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aNilThroughTheSheetsBindingThenTheCoversLeavesTheCoverUpUntilItsOwnBindingWrites() {
        let cover = present("cover", .fullScreen)

        stack.writeDismissal(of: cover, through: .sheet)
        stack.sheetDidDismiss(cover, through: .sheet)
        #expect(stack.presentedViewController === cover)
        #expect(recorder.runs.isEmpty)

        stack.writeDismissal(of: cover, through: .cover)
        stack.writeDismissal(of: cover, through: .sheet)
        stack.writeDismissal(of: cover, through: .cover)

        #expect(recorder.runs == ["cover"])
        #expect(stack.presentedViewController == nil)
    }

    @Test func aSheetsWriteThatComesAfterTheSheetHasGoneLeavesTheCoverPresentedSince() {
        stack.waitsForOnDismiss = true
        let sheet = present("sheet", .pageSheet)
        stack.writeDismissal(of: sheet, through: .sheet)
        stack.sheetDidDismiss(sheet, through: .sheet)
        let cover = present("cover", .fullScreen)

        // What a late write or onDismiss of the sheet's modifier names: the sheet, or the modal shown last.
        for named in [sheet, cover] {
            stack.writeDismissal(of: named, through: .sheet)
            stack.sheetDidDismiss(named, through: .sheet)
        }

        #expect(stack.presentedViewController === cover)
        #expect(recorder.runs == ["sheet"])
        #expect(!stack.isTransitioning)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aWriteForASheetThatHasGoneLeavesTheNextSheetUp() {
        let first = present("first", .pageSheet)
        router.dismissModal(animated: true)
        let second = present("second", .pageSheet)

        stack.writeDismissal(of: first, through: .sheet)
        stack.sheetDidDismiss(first, through: .sheet)

        #expect(stack.presentedViewController === second)
        #expect(recorder.runs == ["first"])
    }

    @Test func onDismissOfAnotherKindsModifierWithoutAWriteChangesNothingAndItsOwnDismisses() {
        let cover = present("cover", .overFullScreen)

        stack.sheetDidDismiss(cover, through: .sheet)
        stack.sheetDidDismiss(cover, through: .popover)
        #expect(stack.presentedViewController === cover)
        #expect(recorder.runs.isEmpty)

        stack.sheetDidDismiss(cover, through: .cover)
        #expect(recorder.runs == ["cover"])
        #expect(stack.presentedViewController == nil)
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func aPopoversBindingSpeaksForItInEitherWidthAndTheSheetsDoesNot(_ sizeClass: SizeClass) {
        stack.simulateSizeClassChange(to: sizeClass)
        let popover = present("popover", .popover)

        stack.writeDismissal(of: popover, through: .sheet)
        #expect(stack.presentedViewController === popover, "in compact width SwiftUI shows it as a sheet, through the popover's binding")

        stack.writeDismissal(of: popover, through: .popover)
        #expect(recorder.runs == ["popover"])
    }

    @Test func theWriteWithoutAKindIsTheWriteThroughTheModalsOwnBinding() {
        let cover = present("cover", .fullScreen)
        stack.writeDismissal(of: cover)
        #expect(recorder.runs == ["cover"])

        let popover = present("popover", .popover)
        stack.sheetDidDismiss(popover)
        #expect(recorder.runs == ["cover", "popover"])
    }

    @Test func anInnerModalsStrayWriteLeavesBothLevelsUp() {
        let outer = Router(navigationController: NavigationStackController())
        recorder.watch(outer)
        outer.push(TestScreen("outer root"), animated: false, popHandler: recorder.handler("outer root"))
        router.presentModal(outer, animated: true, presentationStyle: .pageSheet, dismissHandler: recorder.handler("outer"))
        let inner = TestScreen("inner")
        outer.presentModal(inner, animated: true, presentationStyle: .fullScreen, dismissHandler: recorder.handler("inner"))
        let outerStack = outer.navigationController as! NavigationStackController

        outerStack.writeDismissal(of: inner, through: .sheet)
        stack.writeDismissal(of: outer.navigationController, through: .cover)
        #expect(recorder.runs.isEmpty)

        stack.writeDismissal(of: outer.navigationController, through: .sheet)
        #expect(recorder.runs == ["inner", "outer root", "outer"])
    }

    @Test func aStrayWriteLeavesNoEntryInTheJournal() throws {
        let app = ShopApp(.swiftUI)
        app.navigator.open([.orders, .edit(1)])
        let journal = NavigationJournal(navigator: app.navigator)
        let tabStack = try #require(app.tabRouter(1).navigationController as? NavigationStackController)
        let sheet = try #require(tabStack.presentedViewController)
        let kind = try #require(tabStack.presentedModalKind)

        for other in others(than: kind) {
            tabStack.writeDismissal(of: sheet, through: other)
        }
        #expect(journal.entries.isEmpty)

        tabStack.writeDismissal(of: sheet, through: kind)
        #expect(journal.entries.map(\.cause) == [.swipeDown])
        #expect(app.navigator.currentPath == [.orders])
    }
}
