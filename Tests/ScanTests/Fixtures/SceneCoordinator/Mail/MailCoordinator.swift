import UIKit

protocol MailRouting: AnyObject {
    func showMessage(id: String)
    func showAttachment(named name: String)
}

/// Builds the mail flow on the navigation controller the scene delegate hands it.
final class MailCoordinator: MailRouting {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let inbox = InboxViewController()
        inbox.router = self
        navigationController.pushViewController(inbox, animated: false)
    }

    func showMessage(id: String) {
        navigationController.pushViewController(MessageViewController(messageID: id), animated: true)
    }

    func showAttachment(named name: String) {
        navigationController.pushViewController(AttachmentViewController(), animated: true)
    }
}

/// Shares a method name with the coordinator; what it pushes is no screen of the mail stack.
final class ArchiveRouter {
    weak var navigationController: UINavigationController?

    func showMessage(id: String) {
        navigationController?.pushViewController(ArchivedMessageViewController(), animated: true)
    }
}
