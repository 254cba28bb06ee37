import UIKit

final class InboxViewController: UITableViewController {
    weak var router: MailRouting?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router?.showMessage(id: "\(indexPath.row)")
    }

    @IBAction private func openSettings(_ sender: Any) {
        present(SettingsViewController(), animated: true)
    }
}

/// Holds the coordinator but never asks it for a message: the showMessage it calls is the archive's.
final class SettingsViewController: UIViewController {
    weak var coordinator: MailCoordinator?
    private let archive = ArchiveRouter()

    func openArchived() {
        archive.showMessage(id: "0")
    }
}

final class MessageViewController: UIViewController {
    private let messageID: String
    weak var router: MailRouting?

    init(messageID: String) {
        self.messageID = messageID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Replies are sent with the Done button, so Back is hidden.
        navigationItem.hidesBackButton = true
    }

    func open(_ name: String) {
        router?.showAttachment(named: name)
    }
}

final class AttachmentViewController: UIViewController {}

final class ArchivedMessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true
    }
}
