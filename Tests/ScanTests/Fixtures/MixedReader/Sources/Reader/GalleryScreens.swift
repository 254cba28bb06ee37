import UIKit

final class GalleryViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.hidesBarsOnTap = true
        Task {
            let album = await AlbumStore().load()
            navigationController?.pushViewController(AlbumViewController(album: album), animated: true)
        }
    }
}

final class AlbumViewController: UIViewController {
    init(album: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class AlbumStore {
    func load() async -> String { "" }
}

final class NewsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.hidesBarsOnSwipe = true
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(StoryViewController(), animated: true)
    }

    @objc func showImage() {
        navigationController?.pushViewController(StoryImageViewController(), animated: true)
    }
}
