import TiltUp

// The transitions article's UIKit and SwiftUI code (Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md),
// type-checked for iOS; its platform-neutral code and tests are the root package's
// (Tests/DocumentationTests/TabsSidebarsAndTransitionsTwins.swift).

/// A photo of the article's grid.
struct Photo: Identifiable, Sendable {
    let id: Int
    let title: String
}

#if canImport(UIKit)
import UIKit

/// The article's grid of photos.
final class PhotoGridController: UIViewController {
    func cell(for id: Int) -> UIView? { view.viewWithTag(id) }
}

/// The article's photo screen.
final class PhotoController: UIViewController {
    init(photo: Photo) {
        super.init(nibName: nil, bundle: nil)
        title = photo.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
final class PhotosCoordinator: Coordinator {
    weak var grid: PhotoGridController?

    func show(_ photo: Photo) {
        router.push(
            PhotoController(photo: photo), retaining: self,
            transition: .zoom(sourceID: photo.id) { [weak grid] in grid?.cell(for: photo.id) })
    }
}
// docs-twin-end

// docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let view = context.view(forKey: .to) ?? context.view(forKey: .from) else { return }
        context.containerView.addSubview(view)
        UIView.animate(withDuration: 0.3) {
            view.alpha = 1
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class CardsCoordinator: Coordinator {
    private let swipe = UIPercentDrivenInteractiveTransition()
    var isSwiping = false

    func show(_ card: UIViewController) {
        router.push(
            card, retaining: self,
            transition: .custom(CardAnimator()) { [weak self] in
                self?.isSwiping == true ? self?.swipe : nil
            })
    }
}
// docs-twin-end
#endif

#if canImport(SwiftUI)
import SwiftUI

/// The article's photo view.
struct PhotoView: View {
    let photo: Photo
    var body: some View { Text(photo.title) }
}

// docs-twin: Sources/TiltUp/TiltUp.docc/TabsSidebarsAndTransitions.md
struct PhotoGrid: View {
    let photos: [Photo]
    let open: (Photo) -> Void

    var body: some View {
        ForEach(photos) { photo in
            Button(photo.title) { open(photo) }
                .zoomTransitionSource(id: photo.id)
        }
    }
}

final class SwiftUIPhotosCoordinator: Coordinator {
    func show(_ photo: Photo) {
        router.push(view: PhotoView(photo: photo), retaining: self, transition: .zoom(sourceID: photo.id))
    }
}
// docs-twin-end
#endif
