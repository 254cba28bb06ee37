import UIKit

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
    }

    func open(productID: Int) {
        let product = ProductViewController(productID: productID)
        navigationController?.pushViewController(product, animated: true)
    }

    @objc private func signIn() {
        let login = UINavigationController(rootViewController: LoginViewController())
        present(login, animated: true)
    }

    @objc private func share() {
        present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
    }
}
