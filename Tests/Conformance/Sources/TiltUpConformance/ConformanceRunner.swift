import TiltUp

/// Runs a ``ConformanceScenario`` on a ``ConformanceDriver``: the same Router calls on every front end, the
/// user's gestures as the front end receives them, and a record of what followed.
@MainActor
public enum ConformanceRunner {
    /// What the running scenario has done so far, shared with the handlers it gives the Routers.
    @MainActor private final class Progress {
        var run = ConformanceRun()
        /// The window's Router, then each modal's, the one on top last.
        var routers: [Router] = []

        /// A pop handler that records the screen `name` leaving.
        func popHandler(_ name: String) -> Router.Handler {
            { [unowned self] in self.run.runs.append("pop \(name)") }
        }

        /// A dismiss handler that records the modal `name` leaving, and takes its Router off the top.
        func dismissHandler(_ name: String, of modal: Router) -> Router.Handler {
            { [unowned self] in
                self.run.runs.append("dismiss \(name)")
                self.routers.removeAll { $0 === modal }
            }
        }
    }

    /// Runs `scenario` on `driver`, whose window shows nothing yet, and returns what it did.
    public static func run(_ scenario: ConformanceScenario, on driver: some ConformanceDriver) async -> ConformanceRun {
        let progress = Progress()
        let window = driver.appCoordinator.router
        window.diagnosticHandler = { [progress] in progress.run.diagnostics.append($0.kind) }
        progress.routers = [window]
        window.push(ConformanceScreen("root"), animated: false, popHandler: progress.popHandler("root"))
        await driver.settle()
        for step in scenario.steps {
            guard let top = progress.routers.last else { break }
            let presenter = progress.routers.dropLast().last
            switch step {
            case .push(let name):
                top.push(ConformanceScreen(name), animated: false, popHandler: progress.popHandler(name))
            case .pop:
                top.pop(animated: false)
            case .present(let name, let style):
                let modal = modalRouter(named: name, on: driver, progress: progress)
                top.presentModal(modal, animated: false, presentationStyle: style, dismissHandler: progress.dismissHandler(name, of: modal))
                progress.routers.append(modal)
            case .presentSheet(let name, let detents):
                let modal = modalRouter(named: name, on: driver, progress: progress)
                top.presentSheet(modal, animated: false, detents: detents, dismissHandler: progress.dismissHandler(name, of: modal))
                progress.routers.append(modal)
            case .dismiss:
                presenter?.dismissModal(animated: false)
            case .user(let gesture):
                guard await driver.perform(gesture, top: top, presenter: presenter) else {
                    progress.run.uncovered = gesture
                    return progress.run
                }
            }
            await driver.settle()
        }
        let shown = progress.routers.last?.navigationController.viewControllers ?? []
        progress.run.screens = shown.map { ($0 as? ConformanceScreen)?.name ?? "\(type(of: $0))" }
        return progress.run
    }

    /// A modal Router of `driver`'s front end whose root is the screen `name`.
    private static func modalRouter(named name: String, on driver: some ConformanceDriver, progress: Progress) -> Router {
        let modal = driver.makeModalRouter()
        modal.diagnosticHandler = { [progress] in progress.run.diagnostics.append($0.kind) }
        modal.push(ConformanceScreen(name), animated: false, popHandler: progress.popHandler(name))
        return modal
    }
}
