import UIKit

/// Its back button is hidden in Main.storyboard; Close dismisses through the left item.
final class DetailViewController: UIViewController {
    @IBAction private func close(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }
}
