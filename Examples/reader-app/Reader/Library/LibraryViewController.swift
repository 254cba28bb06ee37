import UIKit

/// The list of books; tapping one opens the reader.
final class LibraryViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(BookViewController(), animated: true)
    }
}
