import UIKit

final class FeedViewController: UIViewController {
    @IBOutlet private weak var carousel: UICollectionView!

    func openArticle() {
        let article = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Article")
        navigationController?.pushViewController(article, animated: true)
    }
}
