import Testing
import TiltUp
import TiltUpTestSupport

/// A window shows one modal at a time: UIKit presents from the window's root, whichever of the stacks shown
/// together asks (the root stack, a tab's, a split view's column), and refuses a second. The refused modal's
/// handlers run at once; nothing is left presented or retained.
@MainActor
@Suite struct OneModalPerWindowTests {
    @Test(arguments: TestFrontEnd.allCases, [SizeClass.regular, .compact])
    func whileAModalCoversTheSplitNoColumnPresentsAnother(_ frontEnd: TestFrontEnd, _ sizeClass: SizeClass) throws {
        let app = NotesApp(frontEnd, in: sizeClass)
        let note = app.showNote(1)
        let sidebar = try #require(app.sidebar)
        app.appCoordinator.router.presentModal(
            TestScreen("over all"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("over all"))

        sidebar.router.presentModal(
            TestScreen("sidebar's"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("sidebar's")
        )
        note.router.presentModal(
            TestScreen("note's"), animated: false, presentationStyle: .popover, dismissHandler: app.journal.dismissHandler("note's"))

        #expect(sidebar.router.navigationController.presentedViewController == nil)
        #expect(note.router.navigationController.presentedViewController == nil)
        #expect(app.journal.runs == ["dismiss sidebar's", "dismiss note's"], "each refused modal's handler ran once, at once")
        #expect(app.journal.diagnostics.map(\.kind) == [.modalAlreadyPresented, .modalAlreadyPresented])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func whileAColumnPresentsNeitherTheRootNorAnotherColumnPresents(_ frontEnd: TestFrontEnd) throws {
        let app = NotesApp(frontEnd)
        let note = app.showNote(1)
        let sidebar = try #require(app.sidebar)
        note.router.presentModal(
            TestScreen("share"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("share"))

        app.appCoordinator.router.presentModal(
            TestScreen("over all"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("over all"))
        sidebar.router.presentModal(
            TestScreen("sidebar's"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("sidebar's")
        )

        #expect(app.appCoordinator.router.navigationController.presentedViewController == nil)
        #expect(sidebar.router.navigationController.presentedViewController == nil)
        #expect(app.journal.runs == ["dismiss over all", "dismiss sidebar's"])
        #expect(app.journal.diagnostics.map(\.kind) == [.modalAlreadyPresented, .modalAlreadyPresented])

        note.router.dismissModal(animated: false)
        sidebar.router.presentModal(TestScreen("sidebar's"), animated: false, presentationStyle: .pageSheet)
        #expect(sidebar.router.navigationController.presentedViewController != nil, "once the modal has gone, another column presents")
    }

    @Test(arguments: TestFrontEnd.allCases)
    func whileATabPresentsNeitherAnotherTabNorTheRootPresents(_ frontEnd: TestFrontEnd) {
        let app = ShopApp(frontEnd)
        app.tabRouter(0).presentModal(
            TestScreen("first's"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("first's"))

        app.tabRouter(1).presentModal(
            TestScreen("second's"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("second's"))
        app.appCoordinator.router.presentModal(
            TestScreen("over all"), animated: false, presentationStyle: .pageSheet, dismissHandler: app.journal.dismissHandler("over all"))

        #expect(app.tabRouter(1).navigationController.presentedViewController == nil)
        #expect(app.appCoordinator.router.navigationController.presentedViewController == nil)
        #expect(app.journal.runs == ["dismiss second's", "dismiss over all"])
        #expect(app.journal.diagnostics.map(\.kind) == [.modalAlreadyPresented, .modalAlreadyPresented])
    }

    @Test(arguments: TestFrontEnd.allCases)
    func aModalsOwnRouterPresentsInTurn(_ frontEnd: TestFrontEnd) {
        let app = NotesApp(frontEnd)
        app.showNote(1)
        let modal = Router(navigationController: frontEnd.makeModalNavigationController())
        modal.push(TestScreen("sheet"), animated: false)
        app.appCoordinator.router.presentModal(modal, animated: false, presentationStyle: .pageSheet)

        modal.presentModal(TestScreen("above the sheet"), animated: false, presentationStyle: .pageSheet)

        #expect(modal.navigationController.presentedViewController != nil)
        #expect(app.journal.diagnostics.isEmpty)
    }

    @Test func aColumnsNavigationControllerCalledDirectlyRefusesToPresentWhileTheSplitIsCovered() throws {
        let app = NotesApp()
        let note = app.showNote(1)
        app.appCoordinator.router.presentModal(TestScreen("over all"), animated: false, presentationStyle: .pageSheet)
        var diagnostics: [NavigationDiagnostic] = []
        note.router.diagnosticHandler = { diagnostics.append($0) }

        note.router.headless.present(TestScreen("direct"), animated: false, completion: nil)

        #expect(note.router.headless.presentedViewController == nil)
        #expect(diagnostics.map(\.kind) == [.modalAlreadyPresented])
        #expect(diagnostics.first?.message.hasPrefix("HeadlessNavigationController.present") == true)
    }
}
