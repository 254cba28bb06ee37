import UIKit
import WebKit

/// Hides the bar (planted: hidden-navigation-bar-disables-swipe) and shows a web page that has its own
/// back swipe (planted: web-view-back-forward-conflict), with a volume slider.
final class AboutViewController: UIViewController {
    private let page = WKWebView()
    private let volume = UISlider()

    override func viewDidLoad() {
        super.viewDidLoad()
        page.allowsBackForwardNavigationGestures = true
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}
