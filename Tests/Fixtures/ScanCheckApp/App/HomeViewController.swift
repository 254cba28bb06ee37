import UIKit

final class HomeViewController: UIViewController {
    @objc private func openDetail() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }

    @objc private func openProfile() {
        navigationController?.pushViewController(ProfileViewController(), animated: true) // navlint:disable-line root-freeze -- left over from an old setup
    }

    @objc private func openNotice() {
        navigationController?.pushViewController(NoticeViewController(), animated: true)
    }
}
