import UIKit

final class FeedViewController: UIViewController {
    func openPost() {
        navigationController?.pushViewController(PostViewController(), animated: true)
    }
}

final class PostViewController: UIViewController {}

final class MapViewController: UIViewController {
    func openPlace() {
        navigationController?.pushViewController(PlaceViewController(), animated: true)
    }
}

/// A photo strip that scrolls sideways and waits for every recognizer of the stack's view, the pop gesture included.
final class PlaceViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()
    private lazy var photos = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.scrollDirection = .horizontal
        for gesture in navigationController?.view.gestureRecognizers ?? [] {
            photos.panGestureRecognizer.require(toFail: gesture)
        }
    }
}

final class ProfileViewController: UIViewController {
    func openSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }

    func openGallery() {
        navigationController?.pushViewController(GalleryViewController(), animated: true)
    }
}

final class SettingsViewController: UIViewController {}
