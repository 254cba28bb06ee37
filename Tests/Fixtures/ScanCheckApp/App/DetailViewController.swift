import UIKit

final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "// navlint:disable-next-line hidden-back-button-disables-swipe"
        navigationItem.hidesBackButton = true
    }
}
