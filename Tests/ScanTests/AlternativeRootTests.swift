import Testing
@testable import Scan
@testable import ScanFacts
import TestSupport

/// A navigation controller made with one of several roots (a side menu's switch over its rows) makes a
/// stack per root, as each row does at run time, in Swift and Objective-C; what scan could not tell among
/// the roots is a note, and the stacks of the roots it could are still listed.
@Suite struct AlternativeRootTests {
    @Test func eachRootOfAMenusSwitchStartsAStack() throws {
        try ScannedApp.each([("App/Menu.m", """
        @interface MenuViewController : UIViewController
        @end
        @interface InboxViewController : UIViewController
        @end
        @interface SearchViewController : UIViewController
        @end
        @interface ResultViewController : UIViewController
        @end
        @implementation MenuViewController
        - (void)openRow:(NSInteger)row {
            UIViewController *content = nil;
            switch (row) {
                case 0: content = [[InboxViewController alloc] init]; break;
                case 1: content = [[SearchViewController alloc] init]; break;
                default: content = [self.delegate extraController]; break;
            }
            1️⃣UINavigationController *stack = [[UINavigationController alloc] initWithRootViewController:content];
            self.window.rootViewController = stack;
        }
        @end
        @implementation SearchViewController
        - (void)showResult { [self.navigationController pushViewController:[[ResultViewController alloc] init] animated:YES]; }
        @end
        @implementation ResultViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            2️⃣self.navigationItem.hidesBackButton = YES;
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "2️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.result.app.navigationControllers.map(\.rootID).sorted() == ["inbox", "search"], "\(app.result.draft)")
            #expect(app.result.notes.contains { $0.description.hasPrefix("\(app.line("1️⃣")): the navigation controller made here may also start with") }, "\(app.result.notes)")
        }
        try ScannedApp.each([("App/Menu.swift", """
        final class MenuViewController: UIViewController {
            func open(_ row: Int) {
                let content: UIViewController
                if row == 0 { content = InboxViewController() } else { content = SearchViewController() }
                view.window?.rootViewController = UINavigationController(rootViewController: content)
            }
        }
        final class InboxViewController: UIViewController {}
        final class SearchViewController: UIViewController {
            func showResult() { navigationController?.pushViewController(ResultViewController(), animated: true) }
        }
        final class ResultViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.result.app.navigationControllers.map(\.rootID).sorted() == ["inbox", "search"], "\(app.result.draft)")
        }
    }

    /// Each case of a switch pushes what that case made: a variable assigned in another case is not the
    /// one pushed here, in Objective-C's labels and Swift's cases alike.
    @Test func aCasePushesWhatItsOwnCaseMade() throws {
        try ScannedApp.each([ScannedApp.stack(root: "ListViewController", declaring: ["InboxViewController", "SearchViewController"]), ("App/List.swift", """
        extension ListViewController {
            func open(_ row: Int) {
                var next: UIViewController
                switch row {
                case 0:
                    next = InboxViewController()
                    1️⃣navigationController?.pushViewController(next, animated: true)
                default:
                    next = SearchViewController()
                    2️⃣navigationController?.pushViewController(next, animated: true)
                }
            }
        }
        final class ListViewController: UIViewController {}
        """)]) { app in
            #expect(app.result.draft.contains("      - inbox   # \(app.line("1️⃣"))\n"), "\(app.result.draft)")
            #expect(app.result.draft.contains("      - search   # \(app.line("2️⃣"))\n"), "\(app.result.draft)")
        }
    }

    /// A switch's own labels only: not a pattern (`if case`, `guard case`, `, case`) nor a subscript's
    /// `default:`, nor a label of a switch nested in a case.
    @Test func aSwitchsLabelsAreItsOwn() {
        let file = SourceFile(path: "App/Route.swift", text: """
        func open(_ route: Route, counts: [Int: Int]) {
            switch route {
            case .inbox:
                if case .some = counts.first { print(counts[1, default: 0]) }
                guard case .inbox = route, case .inbox = route else { return }
                switch counts.count { case 0: break; default: break }
            default:
                break
            }
        }
        """)
        let outline = FileOutline(file: file)
        let labels = SwitchBody.all(in: outline.stream).map { $0.labels.compactMap { outline.stream.at($0)?.line } }
        #expect(labels == [[3, 7], [6, 6]], "\(labels)")
    }
}
