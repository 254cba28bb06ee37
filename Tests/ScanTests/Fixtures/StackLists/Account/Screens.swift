import UIKit

/// Shown by the window before sign-up; no stack holds it.
final class WelcomeViewController: UIViewController {}

/// A tab of its own, outside any navigation controller.
final class ActivityViewController: UIViewController {}

final class SettingsViewController: UIViewController {}

/// Listed above the settings root, so it is popped by the edge swipe, which its hidden Back button stops.
final class PrivacyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
    }
}
