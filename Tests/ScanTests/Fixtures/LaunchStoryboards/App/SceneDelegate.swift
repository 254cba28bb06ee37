import UIKit

// The window comes from Main.storyboard (UISceneStoryboardFile in Info.plist), not from code.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
