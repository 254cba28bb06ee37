import UIKit

/// The navigation controller of the first onboarding design: it owns its pop delegate and lets every
/// swipe begin. Onboarding.storyboard still holds it, but the app no longer loads that storyboard.
final class OnboardingNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

final class WelcomeViewController: UIViewController {}

/// Its Back button is hidden in Onboarding.storyboard.
final class TermsViewController: UIViewController {}
