import TiltUp

#if canImport(UIKit)
import UIKit
#endif

/// The getting-started guide's types, apart from the README's of the same names.
enum GettingStartedGuide {
    // docs-twin: Sources/TiltUp/TiltUp.docc/GettingStarted.md
    enum Profile {
        @MainActor final class CoordinatorObservers {
            var showOrders: (() -> Void)?
        }

        @MainActor final class ViewObservers: BaseViewObservers {
            var name: ((String) -> Void)?
        }
    }

    @MainActor final class ProfileViewModel {
        let coordinatorObservers = Profile.CoordinatorObservers()
        let viewObservers = Profile.ViewObservers()

        func start() {
            viewObservers.loadingState?(.loading())
            // … load, then:
            viewObservers.loadingState?(.notLoading)
            viewObservers.name?("Lisa")
        }

        func ordersTapped() {
            coordinatorObservers.showOrders?()
        }
    }
    // docs-twin-end

    #if canImport(UIKit)
    /// The guide's profile screen.
    final class ProfileController: UIViewController {
        init(viewModel: ProfileViewModel) {
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }
    }
    #else
    /// The guide's profile screen.
    final class ProfileController {
        init(viewModel: ProfileViewModel) {}
    }
    #endif

    /// The orders flow the profile coordinator starts.
    final class OrdersCoordinator: Coordinator {
        init(parent: any Coordinating) {
            super.init(parent: parent, modal: false)
        }

        override func start() {}
    }

    // docs-twin: Sources/TiltUp/TiltUp.docc/GettingStarted.md
    final class ProfileCoordinator: Coordinator {
        init(parent: any Coordinating) {
            super.init(parent: parent, modal: false)
        }

        override func start() {
            let viewModel = ProfileViewModel()
            viewModel.coordinatorObservers.showOrders = { [weak self] in self?.showOrders() }
            router.push(ProfileController(viewModel: viewModel), retaining: self)
        }

        func showOrders() {
            OrdersCoordinator(parent: self).start()
        }
    }
    // docs-twin-end

    /// The overview's coordinator: the same, without an initializer of its own.
    enum Overview {
        // docs-twin: Sources/TiltUp/TiltUp.docc/TiltUp.md
        final class ProfileCoordinator: Coordinator {
            override func start() {
                let viewModel = ProfileViewModel()
                viewModel.coordinatorObservers.showOrders = { [weak self] in self?.showOrders() }
                router.push(ProfileController(viewModel: viewModel), retaining: self)
            }

            func showOrders() {
                OrdersCoordinator(parent: self).start()
            }
        }
        // docs-twin-end
    }
}
