import UIKit

final class FeedViewController: UIViewController {
    func openProfile() {
        navigationController?.pushViewController(ProfileViewController(), animated: true)
    }
}

/// Hides the bar: the full-screen pan still pops it, so no swipe is lost.
final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func openPhoto() {
        navigationController?.pushViewController(PhotoViewController(), animated: true)
    }

    func openGallery() {
        navigationController?.pushViewController(GalleryViewController(), animated: true)
    }
}

final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // A pan of the screen's own that sends the private action to itself is no full-screen pop.
        let drag = UIPanGestureRecognizer(target: self, action: #selector(handleNavigationTransition(_:)))
        view.addGestureRecognizer(drag)
    }

    @objc func handleNavigationTransition(_ pan: UIPanGestureRecognizer) {}
}

final class SceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = SwipeNavigationController(rootViewController: FeedViewController())
    }
}

/// Puts a pan on the navigation controller's view from a screen: which stacks it reaches is not told.
final class GalleryViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let navigation = navigationController, let edge = navigation.interactivePopGestureRecognizer,
              let targets = edge.value(forKey: "targets") else { return }
        let pan = UIPanGestureRecognizer()
        pan.setValue(targets, forKey: "targets")
        navigation.view.addGestureRecognizer(pan)
    }
}
