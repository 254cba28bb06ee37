import UIKit

/// Ends the reading session as soon as a swipe-back starts, even when the user gives the swipe up.
final class ArticleViewController: UIViewController {
    private let session = ReadingSession()

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        session.end()
    }
}

/// Waits for the swipe to finish and does nothing when it is cancelled.
final class CommentsViewController: UIViewController {
    private let draft = DraftStore()

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let coordinator = transitionCoordinator {
            coordinator.notifyWhenInteractionChanges { context in
                if !context.isCancelled { self.draft.discard() }
            }
        } else {
            draft.discard()
        }
    }
}

/// Only shows the bar again: no teardown.
final class StoryViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class ReadingSession {
    func end() {}
}

final class DraftStore {
    func discard() {}
}
