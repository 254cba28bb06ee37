import UIKit

final class NoteListViewController: UIViewController {
    func open() {
        navigationController?.pushViewController(NoteEditorViewController(), animated: true)
    }

    func openLegacy() {
        navigationController?.pushViewController(LegacyEditorViewController(), animated: true)
    }
}

/// Warns about unsaved changes when Back is tapped.
final class NoteEditorViewController: UIViewController, BackButtonHandling {
    private var hasChanges = false

    func navigationShouldPopOnBackButton() -> Bool {
        if hasChanges { confirmDiscard() }
        return !hasChanges
    }

    private func confirmDiscard() {}
}

final class GalleryViewController: UIViewController {}
