import UIKit

final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
    }

    func open(book: String) {
        navigationController?.pushViewController(BookViewController(), animated: true)
    }
}

final class BookViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
    }

    @objc private func close() {
        navigationController?.popViewController(animated: true)
    }
}
