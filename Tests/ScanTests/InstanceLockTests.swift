import Testing
@testable import Scan
import TestSupport

/// A lock set on the one instance a method presents (`nav.isModalInPresentation = true` before
/// `present(nav, …)`) belongs to that presentation: the form's other sheets are not locked by it.
@Suite struct InstanceLockTests {
    /// The editor is presented plainly from the list and, locked, from a preview helper that is no screen.
    /// Only the plain sheet can be swiped away. A lock the editor sets on itself covers both.
    @Test(arguments: [("let nav = UINavigationController(rootViewController: editor)\n        nav.isModalInPresentation = true", ["sheet-swipe-dismiss-unhandled"]),
                      ("editor.isModalInPresentation = true\n        let nav = UINavigationController(rootViewController: editor)", ["sheet-swipe-dismiss-unhandled"]),
                      ("let nav = UINavigationController(rootViewController: editor)", ["sheet-swipe-dismiss-unhandled"])])
    func aLockOnThePresentedInstanceIsThatSheetsOwn(_ preparation: String, plain: [String]) throws {
        let lockedElsewhere = preparation.contains("isModalInPresentation")
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController"), ("App/Edit.swift", """
        final class ListViewController: UIViewController {
            func add() {
                1️⃣present(UINavigationController(rootViewController: EditViewController()), animated: true)
            }
        }
        final class PreviewPresenter {
            func showLocked(from host: UIViewController) {
                let editor = EditViewController()
                \(preparation)
                2️⃣host.present(nav, animated: true)
            }
        }
        \(ScannedApp.swiftEditForm)
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == plain, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == (lockedElsewhere ? [] : ["sheet-swipe-dismiss-unhandled"]), "\(app.allFindings)")
        }
    }

    /// The list and a helper each present the editor as a form sheet, and the helper locks the instance it
    /// presents: only the list's sheet can be swiped away. Without the lock both can, each reported.
    @Test(arguments: [true, false])
    func aLockAnswersTheStyleItsMethodWrites(_ locked: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController"), ("App/Edit.swift", """
        final class ListViewController: UIViewController {
            func add() {
                let nav = UINavigationController(rootViewController: EditViewController())
                1️⃣nav.modalPresentationStyle = .formSheet
                present(nav, animated: true)
            }
        }
        final class PreviewPresenter {
            func showLocked(from host: UIViewController) {
                let nav = UINavigationController(rootViewController: EditViewController())
                2️⃣nav.modalPresentationStyle = .formSheet
                \(locked ? "nav.isModalInPresentation = true" : "")
                host.present(nav, animated: true)
            }
        }
        \(ScannedApp.swiftEditForm)
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == (locked ? [] : ["sheet-swipe-dismiss-unhandled"]), "\(app.allFindings)")
        }
    }

    /// The form locks itself: no sheet of it is reported.
    @Test func aLockOnSelfCoversEverySheet() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController"), ("App/Edit.swift", """
        final class ListViewController: UIViewController {
            func add() {
                1️⃣present(UINavigationController(rootViewController: EditViewController()), animated: true)
            }
            func edit() {
                let nav = UINavigationController(rootViewController: EditViewController())
                2️⃣present(nav, animated: true)
            }
        }
        final class EditViewController: UIViewController {
            let nameField = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                isModalInPresentation = true
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            }
            @objc func save() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
        }
    }

    /// In Objective-C: a presenter that locks the navigation controller it presents.
    @Test func anObjectiveCLockOnThePresentedInstanceIsThatSheetsOwn() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", objectiveC: true), ("App/Edit.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)add {
            1️⃣[self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[EditViewController alloc] init]] animated:YES completion:nil];
        }
        @end
        @interface PreviewPresenter : NSObject
        @end
        @implementation PreviewPresenter
        - (void)showLockedFrom:(UIViewController *)host {
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[EditViewController alloc] init]];
            nav.modalInPresentation = YES;
            2️⃣[host presentViewController:nav animated:YES completion:nil];
        }
        @end
        \(ScannedApp.objectiveCEditForm)
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == [], "\(app.allFindings)")
        }
    }
}

/// A screen presented from several places, with a style written on the instance some of them present:
/// the others keep UIKit's default style, each an automatic sheet of its own.
@Suite struct InstanceStyleTests {
    @Test(arguments: [(".formSheet", true), (".fullScreen", true), (".pageSheet", true)])
    func aPresentationNoStyleIsWrittenForIsADefaultSheet(_ style: String, _ unused: Bool) throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController"), ("App/Edit.swift", """
        final class ListViewController: UIViewController {
            func edit() {
                let nav = UINavigationController(rootViewController: EditViewController())
                1️⃣nav.modalPresentationStyle = \(style)
                present(nav, animated: true)
            }
            func add() {
                2️⃣present(UINavigationController(rootViewController: EditViewController()), animated: true)
            }
        }
        \(ScannedApp.swiftEditForm)
        """)]) { app in
            let sheet = style != ".fullScreen"
            #expect(app.rules(at: "1️⃣") == (sheet ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    /// The style is written on a stack handed to a coordinator scan cannot follow: still that presentation's
    /// own, so the editor's plain presentation elsewhere is a default sheet.
    @Test func aStyleOnAStackHandedToACoordinatorIsThatPresentations() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", objectiveC: true), ("App/Edit.m", """
        @interface ListViewController : UIViewController
        @property (nonatomic, strong) id coordinator;
        @end
        @implementation ListViewController
        - (void)edit {
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[EditViewController alloc] init]];
            nav.modalPresentationStyle = UIModalPresentationFormSheet;
            [self.coordinator showModal:nav];
        }
        - (void)add {
            1️⃣[self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[EditViewController alloc] init]] animated:YES completion:nil];
        }
        @end
        \(ScannedApp.objectiveCEditForm)
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }
}
