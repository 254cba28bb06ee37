import UIKit

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // navlint:disable-next-line hidden-back-button-disables-swipe -- the profile closes with its own Done button
        navigationItem.hidesBackButton = true
    }
}
