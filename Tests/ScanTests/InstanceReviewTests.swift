import Testing
@testable import Scan
import TestSupport

/// Samples a review built against the instance mechanisms: each ran clean before them and must again.
@Suite struct InstanceReviewTests {
    /// The style is written on the instance in another method than the one presenting it: nothing says the
    /// presentation has no style of its own, so it is no default sheet.
    @Test func aStyleWrittenAwayFromThePresentationKeepsIt() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController"), ("App/Edit.swift", """
        final class ListViewController: UIViewController {
            let editor = EditViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                editor.modalPresentationStyle = .fullScreen
            }
            @objc func add() {
                present(editor, animated: true)
            }
        }
        \(ScannedApp.swiftEditForm)
        """)]) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }

    /// The locked screen is wrapped in a stack a helper presents: the lock is not tied to the wrapping.
    @Test func aLockOnAScreenAHelperPresentsInAStackHolds() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController"), ("App/Edit.swift", """
        extension UIViewController {
            func presentModally(_ controller: UIViewController) {
                present(controller, animated: true)
            }
        }
        final class ListViewController: UIViewController {
            func add() {
                let editor = EditViewController()
                editor.isModalInPresentation = true
                let nav = UINavigationController(rootViewController: editor)
                presentModally(nav)
            }
        }
        \(ScannedApp.swiftEditForm)
        """)]) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }

    /// The root animates only while it is on top: it hands the delegate back as it leaves.
    @Test func aDelegateHandedBackAsTheScreenLeavesDoesNotAnimateTheStack() throws {
        try ScannedApp.each([ScannedApp.stack(root: "GalleryViewController"), ("App/Gallery.swift", """
        final class GalleryViewController: UIViewController, UINavigationControllerDelegate {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.delegate = self
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.delegate = nil
            }
            func open() {
                navigationController?.pushViewController(PhotoViewController(), animated: true)
            }
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                operation == .push ? ZoomAnimator() : nil
            }
        }
        final class PhotoViewController: UIViewController {}
        final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {}
        """)]) { app in
            #expect(app.allFindings.isEmpty, "\(app.allFindings)")
        }
    }
}
