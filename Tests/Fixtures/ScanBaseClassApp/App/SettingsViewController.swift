import UIKit

final class SettingsViewController: UIViewController {
    @objc func showAbout() {
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }
}

final class AboutViewController: UIViewController {}

final class HelpViewController: UIViewController {
    @objc func showAbout() {
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }
}
