import UIKit

final class CartViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
    }
}
