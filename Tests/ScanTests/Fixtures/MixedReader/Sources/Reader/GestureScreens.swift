import UIKit

/// A horizontal pan that the iOS 26 content pop can take over.
final class PhotoViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(scrub(_:)))
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: view)
        return abs(velocity.x) > abs(velocity.y)
    }

    @objc private func scrub(_ pan: UIPanGestureRecognizer) {}
}

/// The content pop waits for the signature pad's pan.
final class SignatureViewController: UIViewController {
    private lazy var signaturePan = UIPanGestureRecognizer(target: self, action: #selector(draw(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(signaturePan)
        navigationController?.interactiveContentPopGestureRecognizer?.require(toFail: signaturePan)
    }

    @objc private func draw(_ pan: UIPanGestureRecognizer) {}
}

/// A swipe down to close: vertical, so it never meets the pop.
final class StoryImageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UISwipeGestureRecognizer(target: self, action: #selector(closeImage))
        close.direction = .down
        view.addGestureRecognizer(close)
    }

    @objc private func closeImage() {}
}
