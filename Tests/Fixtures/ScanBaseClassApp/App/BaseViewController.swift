import UIKit

/// Every content screen inherits this class, and with it the hidden back button.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
    }
}
