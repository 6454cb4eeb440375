#if canImport(UIKit) && os(iOS)
import TiltUp
import UIKit

/// One order on iOS: its name, price and the photos of its parcel in a label, and a button to photograph it.
@MainActor
public final class OrderController: UIViewController {
    private let viewModel: OrderViewModel
    private let label = UILabel()

    public init(viewModel: OrderViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = viewModel.title
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.frame = view.bounds.insetBy(dx: 20, dy: 20)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .camera,
            primaryAction: UIAction { [weak self] _ in self?.viewModel.photographParcelTapped() })
        viewModel.viewObservers.reloadData = { [weak self] in
            guard let self else { return }
            label.text = viewModel.details + "\n" + viewModel.photosSummary
        }
        viewModel.start()
    }
}
#endif
