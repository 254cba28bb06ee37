import UIKit

final class FeedbackViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .pageSheet
    }
}

final class CheckoutViewController: UIViewController {}

final class ReportViewController: UIViewController {}

final class LoginViewController: UIViewController {}
