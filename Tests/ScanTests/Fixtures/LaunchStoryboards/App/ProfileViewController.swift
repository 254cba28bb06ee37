import UIKit

final class ProfileViewController: UIViewController {}

/// Its Done item replaces Back in Profile.storyboard.
final class AccountViewController: UIViewController {}

/// The root of a navigation controller of Main.storyboard that nothing leads to.
final class ArchiveViewController: UIViewController {}
