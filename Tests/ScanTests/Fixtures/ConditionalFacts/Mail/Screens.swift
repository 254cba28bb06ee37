import UIKit

/// Shown as a stack's first screen in the share extension, and pushed in the app.
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if navigationController?.viewControllers.count ?? 0 <= 1 {
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
        }
    }

    @objc private func close() { dismiss(animated: true) }
}

/// Gets a Cancel button when it is presented, the back button when it is pushed.
final class DraftViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if isBeingPresented || presentingViewController != nil {
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        }
    }

    @objc private func cancel() { dismiss(animated: true) }
}

/// Hides Back only while the note is edited.
final class NoteViewController: UIViewController {
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        navigationItem.setHidesBackButton(true, animated: animated)
    }

    func refreshBar() {
        if isEditing {
            navigationItem.hidesBackButton = true
        }
    }
}

/// Hides the bar only while the search field is active.
final class SearchViewController: UIViewController, UISearchBarDelegate {
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        navigationController?.setNavigationBarHidden(true, animated: true)
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        navigationController?.setNavigationBarHidden(false, animated: true)
    }
}

/// A left item set only when pushed: a permanent fact of the pushed screen.
final class FolderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if navigationController?.viewControllers.count ?? 0 > 1 {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Folders", style: .plain, target: nil, action: nil)
        }
    }
}
