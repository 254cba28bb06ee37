import Testing
@testable import Scan
import TestSupport

/// Code in strings and comments, and decoy classes nothing opens, never become facts of the draft.
@Suite struct InertTextTests {
    @Test func lookAlikeCodeInStringsAndCommentsIsNotInferred() throws {
        let swift = """
        import UIKit
        final class HomeViewController: UIViewController {
            /* navigationController?.pushViewController(SecretViewController(), animated: true) */
            // navigationItem.leftBarButtonItem = closeItem
            let script = \"\"\"
                navigationController?.interactivePopGestureRecognizer?.delegate = nil
                navigationItem.hidesBackButton = true
                \"\"\"
            let raw = #"present(SecretViewController(), animated: true)"#
        }
        final class SecretViewController: UIViewController {}
        """
        let objc = """
        @interface FeedViewController : UIViewController
        @end
        @implementation FeedViewController
        - (void)viewDidLoad {
            // [self.navigationController setNavigationBarHidden:YES animated:YES];
            NSLog(@"self.navigationItem.hidesBackButton = YES; [self presentViewController:[SecretViewController new] animated:YES completion:nil]");
        }
        @end
        """
        let draft = try Fixtures.scan([("Home.swift", swift), ("Feed.m", objc)]).draft
        expectLines("""
          home:
            class: HomeViewController   # Home.swift:2
        """, in: draft)
        #expect(entry("  home:", in: draft) == "  home:\n    class: HomeViewController   # Home.swift:2\n")
        #expect(entry("  feed:", in: draft) == "  feed:\n    class: FeedViewController   # Feed.m:1\n")
        #expect(entry("  secret:", in: draft) == "  secret:\n    class: SecretViewController   # Home.swift:11\n")
        #expect(!draft.contains("delegate:"))
    }

    @Test func fixtureDecoysStayInert() throws {
        let swift = try Fixtures.scan("SwiftShop").draft
        #expect(entry("  decoy:", in: swift) == "  decoy:\n    class: DecoyViewController   # Sources/App/DecoyViewController.swift:4\n")
        #expect(!swift.contains("Secret"))
        let objc = try Fixtures.scan("ObjCNews").draft
        #expect(entry("  login:", in: objc) == "  login:\n    class: LoginViewController   # News/LoginViewController.h:3\n")
        #expect(!objc.contains("Secret"))
    }

    /// A brace in a regex literal (`#/{/#`, `/\{/`) is no brace of the code: the class holding it keeps
    /// its pushes, and the screen it pushes keeps its own findings.
    @Test func aBraceInARegexLiteralLeavesTheClassWhole() throws {
        let result = try Fixtures.scan([("App.swift", """
        final class HomeViewController: UIViewController {
            let braces = #/{/#
            let bare = /\\{/
            func open() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
            }
        }
        let root = UINavigationController(rootViewController: HomeViewController())
        """)])
        expectLines("""
          home:
            class: HomeViewController   # App.swift:1
            pushes:
              - detail   # App.swift:5
        """, in: result.draft)
        expectLines("      hidesBackButton: true   # App.swift:11", in: result.draft)
        #expect(!result.notes.contains { $0.message.contains("outside any class") })
    }
}
