import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts

/// The review of batch 23's mechanisms: each sample ran clean (or was reported) before them and went
/// wrong with them. Each app is scanned as typed, with CRLF line ends and with non-ASCII text.
@Suite struct BatchTwentyThreeReviewTests {
    private static let launch = """
    class SceneDelegate: UIResponder {
        func start() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
    }
    class HomeViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(true, animated: animated)
        }
        @objc func open() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
    }

    """

    /// A bar hidden again only when the screen goes back (`if isMovingFromParent`) stays shown for the
    /// screen it pushes; a base class's `viewWillAppear` that shows the bar again undoes the hide.
    @Test func aConditionalOrInheritedRestoreKeepsTheBar() throws {
        try ScannedApp.each([("App/App.swift", Self.launch + """
        class BarScreen: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.isNavigationBarHidden = false
            }
        }
        class ProfileViewController: BarScreen {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if isMovingFromParent {
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
            }
            @objc func edit() { navigationController?.pushViewController(EditViewController(), animated: true) }
        }
        class EditViewController: UIViewController {
            @objc func done() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.allFindings == [], "\(app.allFindings)")
        }
    }

    /// A pop in a button's action, set up after the hide, is no pop just after it; `self.navigationController`
    /// is the screen's stack even beside a local of that name, made for a presentation.
    @Test func aPopInAHandedOnClosureAndAnExplicitSelfAreNotTheStatements() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["ProfileViewController"]), ("App/App.swift", """
        class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let navigationController = UINavigationController(rootViewController: TipsViewController())
                1️⃣self.navigationController?.setNavigationBarHidden(true, animated: false)
                present(navigationController, animated: true)
                let close = UIButton(primaryAction: UIAction { [weak self] _ in
                    self?.navigationController?.popViewController(animated: true)
                })
                view.addSubview(close)
            }
        }
        class TipsViewController: UIViewController {
            @objc func next() { navigationController?.pushViewController(TipDetailViewController(), animated: true) }
        }
        class TipDetailViewController: UIViewController {
            @objc func back() { navigationController?.popViewController(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
            // The hide is the profile screen's own, not the tips stack's.
            let profile = app.result.draft.components(separatedBy: "\n  profile:").dropFirst().first?.components(separatedBy: "\n  tip").first ?? ""
            #expect(profile.contains("navigationBarHidden: true"), "\(app.result.draft)")
        }
    }

    /// A helper whose body does work scan does not read (`owner?.childDidFinish(self)`) is judged by its
    /// name, even when all the teardown it does read is undone.
    @Test func aHelperWithUnreadWorkIsJudgedByItsName() throws {
        try ScannedApp.each([("App/App.swift", Self.launch + """
        class ProfileViewController: UIViewController {
            weak var owner: ProfileFlow?
            var timer: Timer?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in }
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                1️⃣cleanUp()
            }
            func cleanUp() {
                timer?.invalidate()
                timer = nil
                owner?.childDidFinish(self)
            }
        }
        class ProfileFlow {
            func childDidFinish(_ child: UIViewController) {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["pop-side-effect-before-completion"], "\(app.allFindings)")
        }
    }

    /// Beside another leading item, a button that raises an alert may be Help, not Back.
    @Test func aLeadingButtonBesideOthersIsNotTakenForBack() throws {
        try ScannedApp.each([("App/Notes.swift", """
        import SwiftUI
        struct NotesView: View {
            var body: some View {
                NavigationStack { NavigationLink("Note") { NoteView() } }
            }
        }
        struct NoteView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var showHelp = false
            var body: some View {
                Text("Note")
                    1️⃣.navigationBarBackButtonHidden(true)
                    .navigationBarItems(leading: HStack {
                        Button("Back") { dismiss() }
                        Button("Help") { showHelp = true }
                    })
                    .alert(isPresented: $showHelp) { Alert(title: Text("Swipe to go back")) }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// A class a storyboard makes that also makes itself (`[[self alloc] initWithStyle:]` in a class
    /// factory) runs that initializer, written either way Objective-C writes one.
    @Test(arguments: ["self = [super initWithStyle:style];\n    if (self) {", "if ((self = [super initWithStyle:style])) {"])
    func aClassFactoryOfItsOwnRunsTheInitializer(_ idiom: String) throws {
        try ScannedApp.eachWithStoryboards([ScannedApp.launchingMainStoryboard, ("App/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav"><scenes>
        <scene sceneID="s0"><objects><navigationController id="nav" sceneMemberID="viewController"><connections>
        <segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections></navigationController></objects></scene>
        <scene sceneID="s1"><objects><viewController id="home" customClass="StartViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s2"><objects><tableViewController id="account" customClass="AccountViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """), ("App/Account.m", """
        @interface AccountViewController : UITableViewController
        @end
        @implementation AccountViewController
        + (instancetype)editingController { return [[self alloc] initWithStyle:UITableViewStyleGrouped]; }
        - (instancetype)initWithStyle:(UITableViewStyle)style {
            \(idiom)
                1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Back" style:UIBarButtonItemStylePlain target:self action:@selector(back)];
            }
            return self;
        }
        - (void)back { [self.navigationController popViewControllerAnimated:YES]; }
        @end
        @interface StartViewController : UIViewController
        @end
        @implementation StartViewController
        - (void)edit {
            AccountViewController *editor = [AccountViewController editingController];
            [self.navigationController pushViewController:editor animated:YES];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
    }
}
