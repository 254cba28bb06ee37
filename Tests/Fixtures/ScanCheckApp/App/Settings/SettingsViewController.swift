import UIKit

final class SettingsViewController: UIViewController {
    func openProfile() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
}
