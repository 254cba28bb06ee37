import Testing
@testable import Scan
import TestSupport

/// State that comes and goes (issue 33): a left item, a hidden back button or a hidden bar counts only
/// while it still holds when the screen sits idle on top. A later step of the screen's appearance that
/// undoes it, or the completion of the work started beside it, takes it back with a note; an undo on
/// leaving or on a later user action leaves the finding.
@Suite struct SettledStateTests {
    /// Back hidden while an upload runs and shown in its completion, in Swift and Objective-C.
    @Test func backHiddenWhileWorkRunsIsANote() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["UploadViewController"]), ("App/Upload.swift", """
        final class UploadViewController: UIViewController {
            @objc func upload() {
                1️⃣navigationItem.hidesBackButton = true
                uploader.start { [weak self] in
                    self?.navigationItem.hidesBackButton = false
                }
            }
            func save() async {
                2️⃣navigationItem.setHidesBackButton(true, animated: true)
                await store.save()
                navigationItem.setHidesBackButton(false, animated: true)
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty)
            #expect(app.rules(at: "2️⃣").isEmpty)
            #expect(app.notes(at: "1️⃣").contains { $0.hasPrefix("hidesBackButton is set only while the work started here runs") })
            #expect(app.notes(at: "2️⃣").contains { $0.hasPrefix("hidesBackButton is set only while the work started here runs") })
        }
        try ScannedApp.each([ScannedApp.stack(pushing: ["UploadViewController"], declaring: ["UploadViewController"], objectiveC: true), ("App/Upload.m", """
        @implementation UploadViewController
        - (void)upload {
            1️⃣self.navigationItem.hidesBackButton = YES;
            [self.uploader startWithCompletion:^{
                [self finishUpload];
            }];
        }
        - (void)finishUpload {
            self.navigationItem.hidesBackButton = NO;
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty)
            #expect(app.notes(at: "1️⃣").contains { $0.hasPrefix("hidesBackButton is set only while the work started here runs") })
        }
    }

    /// Back hidden in viewDidLoad and shown in viewWillAppear never holds on top; one shown again only on
    /// leaving, or when the user taps a button, does.
    @Test func anUndoLaterInTheAppearanceTakesTheSettingBack() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["IntroViewController", "QuizViewController"]), ("App/Screens.swift", """
        final class IntroViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationItem.hidesBackButton = false
            }
        }
        final class QuizViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                2️⃣navigationItem.hidesBackButton = true
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationItem.hidesBackButton = false
            }
            @objc func answered() {
                navigationItem.hidesBackButton = false
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty)
            #expect(app.notes(at: "1️⃣").contains { $0.hasPrefix("hidesBackButton is undone in viewWillAppear") })
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"])
        }
    }

    /// A storyboard's left item that the screen clears in viewDidLoad when it is not its stack's root
    /// (or always) is no left item of the pushed screen; the same item left in place is.
    @Test func aStoryboardItemClearedAtRunTimeIsNoLeftItem() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-home"><objects>
                    <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="account" kind="show" id="a"/>
                            <segue destination="help" kind="show" id="h"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-account"><objects>
                    <viewController id="account" customClass="AccountViewController" sceneMemberID="viewController">
                        1️⃣<navigationItem key="navigationItem" id="i-account">
                            <barButtonItem key="leftBarButtonItem" title="Done" id="done-account"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-help"><objects>
                    <viewController id="help" customClass="HelpViewController" sceneMemberID="viewController">
                        2️⃣<navigationItem key="navigationItem" id="i-help">
                            <barButtonItem key="leftBarButtonItem" title="Done" id="done-help"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
        // A comment before every line is no XML, so the storyboard is read as typed and with CRLF line ends.
        for (name, app) in try ScannedApp.variants([("App/Base.lproj/Main.storyboard", storyboard), ("App/Info.plist", """
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {}
        final class AccountViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                if navigationController?.viewControllers.first != self {
                    navigationItem.leftBarButtonItem = nil
                }
            }
        }
        final class HelpViewController: UIViewController {}
        """)]) where name != "non-ASCII" {
            #expect(app.rules(at: "1️⃣").isEmpty)
            #expect(app.notes(at: "1️⃣").contains { $0.hasPrefix("leftBarButtonItem is undone in viewDidLoad") })
            #expect(app.rules(at: "2️⃣") == ["custom-left-item-disables-swipe"])
        }
    }

    /// A left item that other code sets on the root of the stack it makes in the same method holds only
    /// where that object is a root; the same screen pushed elsewhere has no left item.
    @Test func anItemSetOnTheRootOfAStackMadeBesideIsNoFactOfThePushedScreen() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["SettingsViewController"]), ("App/Screens.swift", """
        final class SettingsViewController: UIViewController {
            @objc func openLogins() {
                navigationController?.pushViewController(LoginsViewController(), animated: true)
            }
        }
        final class LoginsViewController: UIViewController {}
        final class BrowserViewController: UIViewController {
            @objc func showLogins() {
                let logins = LoginsViewController()
                let navigation = UINavigationController(rootViewController: logins)
                1️⃣logins.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
                present(navigation, animated: true)
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.notes(at: "1️⃣").contains { $0.hasPrefix("the navigation item is set here on the root of a navigation controller made in the same method") })
        }
    }

    /// A stack made and dropped while the same object is pushed onto the current stack leaves the object a
    /// pushed screen: its Cancel item, which only pops, kills the swipe there.
    @Test func anItemSetBesideADroppedStackHoldsOnThePushedScreen() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["ScannerViewController"]), ("App/Screens.swift", """
        final class AddProductViewController: UIViewController {}
        final class ScannerViewController: UIViewController {
            func addProduct() {
                let add = AddProductViewController()
                let navigation = UINavigationController(rootViewController: add)
                1️⃣add.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
                navigation.modalPresentationStyle = .fullScreen
                navigationController?.pushViewController(add, animated: true)
            }
            @objc func close() {
                navigationController?.popViewController(animated: true)
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// A binding of the very object a statement sets (`if let add = ... { add.navigationItem... }`) is
    /// no condition on that object's screen: the statement runs wherever the object exists.
    @Test func aBindingOfTheObjectSetIsNoCondition() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["ScannerViewController"]), ("App/Screens.swift", """
        final class AddProductViewController: UIViewController {}
        final class ScannerViewController: UIViewController {
            var ready = false
            func addProduct() {
                if let add = storyboard?.instantiateInitialViewController() as? AddProductViewController {
                    1️⃣add.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
                    navigationController?.pushViewController(add, animated: true)
                }
            }
            func editProduct(_ edit: AddProductViewController?) {
                if let shown = edit, ready {
                    2️⃣shown.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
                }
            }
            @objc func close() {
                navigationController?.popViewController(animated: true)
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
        }
    }
}
