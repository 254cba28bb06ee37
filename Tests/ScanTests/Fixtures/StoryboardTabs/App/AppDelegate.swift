import UIKit

// The window and its first screen come from Main.storyboard (UIMainStoryboardFile), not from code.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
