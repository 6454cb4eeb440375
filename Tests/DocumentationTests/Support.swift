import TiltUp

#if canImport(UIKit)
import UIKit

/// The README's own screen: on iOS, a view controller.
final class ProfileController: UIViewController {
    let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
#else
/// The README's own screen: where UIKit does not exist, any object is a screen.
final class ProfileController {
    let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }
}

/// Where UIKit does not exist, a stand-in for TiltUp's UIKit `SingleSelectionController`, so that the
/// README's iOS coordinator compiles and runs here too. On iOS the twin uses the real one.
final class SingleSelectionController<Value: SingleSelectionableRow> {
    let viewModel: SingleSelectionViewModel<Value>

    init(viewModel: SingleSelectionViewModel<Value>) {
        self.viewModel = viewModel
    }
}
#endif
