import UIKit

/// Sits in a navigation controller whose bar Main.storyboard hides.
final class ProfileViewController: UIViewController {}
