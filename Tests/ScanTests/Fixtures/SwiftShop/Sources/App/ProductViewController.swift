import UIKit

/// A product page: a paging photo gallery that scrolls sideways with nothing making it wait for the
/// swipe back (planted: scroll-view-missing-require-to-fail), and a reviews strip that does wait.
final class ProductViewController: UIViewController {
    private let productID: Int

    private lazy var gallery: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.isPagingEnabled = true
        return view
    }()

    private let reviews = UIScrollView()

    init(productID: Int) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(gallery)
        reviews.alwaysBounceHorizontal = true
        if let pop = navigationController?.interactivePopGestureRecognizer {
            reviews.panGestureRecognizer.require(toFail: pop)
        }
        view.addSubview(reviews)
    }

    @objc private func buy() {
        show(CheckoutViewController(), sender: self)
    }
}
