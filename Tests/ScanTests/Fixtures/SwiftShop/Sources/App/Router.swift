import UIKit

/// Not a view controller: which screen's stack it pushes onto cannot be told from here.
final class Router {
    weak var navigationController: UINavigationController?

    func showHelp() {
        navigationController?.pushViewController(HelpViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {}
