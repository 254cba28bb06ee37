import UIKit

final class AccountViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
    }
}
