import UIKit

final class InboxViewController: UITableViewController {
    @IBAction private func compose(_ sender: Any) {
        guard let compose = UIStoryboard(name: "Compose", bundle: nil).instantiateInitialViewController() else { return }
        present(compose, animated: true)
    }
}

/// Opened by the show segue of Main.storyboard; its Back button is hidden there.
final class MessageViewController: UIViewController {}

final class ComposeViewController: UIViewController {}

/// Its Back button is hidden in Compose.storyboard.
final class RecipientsViewController: UIViewController {}
