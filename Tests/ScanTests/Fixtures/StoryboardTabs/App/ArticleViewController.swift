import UIKit

final class ArticleViewController: UIViewController {
    func play() {
        let player = PlayerViewController(nibName: "PlayerViewController", bundle: nil)
        present(player, animated: true)
    }
}
