import UIKit

/// Three pages side by side, known only by the content size.
final class GalleryViewController: UIViewController {
    private let pager = UIScrollView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: view.bounds.width * 3, height: view.bounds.height)
    }
}

/// One slide per item, and the pager waits for the pop gesture.
final class BannerViewController: UIViewController {
    private let banner = UIScrollView()
    private var slides: [UIImage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.isPagingEnabled = true
        banner.contentSize = CGSize(width: UIScreen.main.bounds.width * CGFloat(slides.count), height: 180)
        if let pop = navigationController?.interactivePopGestureRecognizer {
            banner.panGestureRecognizer.require(toFail: pop)
        }
    }
}

/// Near misses: pages stacked vertically, and a width the code computes elsewhere.
final class FeedViewController: UIViewController {
    private let stories = UIScrollView()
    private let strip = UIScrollView()
    var contentWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        stories.isPagingEnabled = true
        stories.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 4)
        strip.isPagingEnabled = true
        strip.contentSize = CGSize(width: contentWidth, height: 120)
    }
}
