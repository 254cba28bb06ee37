import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
    }
}

final class InboxViewController: UIViewController {
    func open() {
        navigationController?.pushViewController(ComposeViewController(), animated: true)
        navigationController?.pushViewController(DraftViewController(), animated: true)
        navigationController?.pushViewController(NoteViewController(), animated: true)
        navigationController?.pushViewController(SearchViewController(), animated: true)
        navigationController?.pushViewController(FolderViewController(), animated: true)
        navigationController?.pushViewController(LabelViewController(), animated: true)
    }

    func compose() {
        present(UINavigationController(rootViewController: DraftViewController()), animated: true)
    }
}
