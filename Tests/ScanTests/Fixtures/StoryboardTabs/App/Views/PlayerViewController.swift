import UIKit

/// Its view is PlayerViewController.xib, whose File's Owner is this class.
final class PlayerViewController: UIViewController {
    @IBOutlet private weak var scrubber: UISlider!
}
