import UIKit

final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let next: UIViewController
        if indexPath.row == 0 {
            next = ProfileViewController()
        } else {
            next = AboutViewController()
        }
        navigationController?.pushViewController(next, animated: true)
    }
}
