// Built on Linux too, where UIKit is missing; navlint scan reads the code either way.
#if canImport(UIKit)
import UIKit

/// Takes over the pop gesture's delegate and never checks the stack depth: a swipe on the root freezes.
final class ScreensNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }
}

final class HomeViewController: UIViewController {}

func makeRoot() -> UIViewController {
    ScreensNavigationController(rootViewController: HomeViewController())
}
#endif
