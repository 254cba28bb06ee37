import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
/// Facts under conditions (issue 22, part 1): a read in a condition is no write, a fact under a
/// condition scan can decide goes where the condition says, and one it cannot decide is a note, never a
/// warning. Each app is scanned as typed, with CRLF line ends and with non-ASCII text.
@Suite struct ConditionReadingTests {
    @Test func aBarReadInAConditionIsNotHidden() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["ProfileViewController"]), ("App/ProfileViewController.swift", """
        class ProfileViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if navigationController!.navigationBarHidden {
                    navigationController?.setNavigationBarHidden(false, animated: true)
                }
                if navigationController?.isNavigationBarHidden == true { navigationController?.setNavigationBarHidden(false, animated: animated) }
            }
        }
        """)]) { app in
            #expect(!app.result.draft.contains("navigationBarHidden: true"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
        try ScannedApp.each([ScannedApp.stack(pushing: ["ProfileViewController"], objectiveC: true), ("App/ProfileViewController.m", """
        @interface ProfileViewController : UIViewController
        @end
        @implementation ProfileViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            if (self.navigationController.navigationBarHidden) {
                [self.navigationController setNavigationBarHidden:NO animated:YES];
            }
        }
        @end
        """)]) { app in
            #expect(!app.result.draft.contains("navigationBarHidden: true"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
    }

    @Test func aLeftItemUnderAFlagScanCannotDecideIsANote() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["RegisterViewController"]), ("App/RegisterViewController.swift", """
        class RegisterViewController: UIViewController {
            var isRegistering = false
            override func viewDidLoad() {
                super.viewDidLoad()
                if !isRegistering {
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                }
            }
            @objc func cancel() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [])
            #expect(app.notes(at: "1️⃣") == ["leftBarButtonItem is set only when '!isRegistering', which navlint scan cannot decide, so it is left out"])
        }
        try ScannedApp.each([ScannedApp.stack(pushing: ["RegisterViewController"], objectiveC: true), ("App/RegisterViewController.m", """
        @interface RegisterViewController : UIViewController
        @property (nonatomic) BOOL isRegistering;
        @end
        @implementation RegisterViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (!self.isRegistering) {
                1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancel)];
            }
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [])
            #expect(app.notes(at: "1️⃣") == ["leftBarButtonItem is set only when '(!self.isRegistering)', which navlint scan cannot decide, so it is left out"])
        }
    }

    @Test func aLeftItemOnEveryBranchIsAFact() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["SignInViewController"]), ("App/SignInViewController.swift", """
        class SignInViewController: UIViewController {
            var dismissOnCancel = false
            override func viewDidLoad() {
                super.viewDidLoad()
                if dismissOnCancel {
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
                } else {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "back"), style: .plain, target: self, action: #selector(close))
                }
            }
            @objc func close() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"])
            #expect(app.notes(at: "1️⃣") == [])
        }
    }

    @Test func aLeftItemOnlyOnTheFirstScreenOrWhenPresentedIsLeftOut() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["EditorViewController"]), ("App/EditorViewController.swift", """
        class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                guard navigationController?.viewControllers.count ?? 0 > 1 else {
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
                    return
                }
                if presentingViewController != nil && navigationController?.viewControllers.first === self {
                    2️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
                }
                3️⃣navigationItem.hidesBackButton = true
            }
            @objc func close() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [])
            #expect(app.notes(at: "1️⃣").first?.hasPrefix("leftBarButtonItem is set only when the screen is the first of its stack") == true, "\(app.notes(at: "1️⃣"))")
            #expect(app.rules(at: "2️⃣") == [])
            #expect(app.notes(at: "2️⃣").first?.hasPrefix("leftBarButtonItem is set only when the screen is") == true, "\(app.notes(at: "2️⃣"))")
            // After the guard the screen is above the root: the hidden back button is a fact.
            #expect(app.rules(at: "3️⃣") == ["hidden-back-button-disables-swipe"])
        }
        try ScannedApp.each([ScannedApp.stack(pushing: ["EditorViewController"], objectiveC: true), ("App/EditorViewController.m", """
        @interface EditorViewController : UIViewController
        @end
        @implementation EditorViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (self.navigationController.viewControllers.count < 2) {
                1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(close)];
                return;
            }
            if (self.presentingViewController && [self.navigationController.viewControllers firstObject] == self) {
                2️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(close)];
            }
            3️⃣self.navigationItem.hidesBackButton = YES;
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [])
            #expect(app.notes(at: "1️⃣").first?.hasPrefix("leftBarButtonItem is set only when the screen is the first of its stack") == true, "\(app.notes(at: "1️⃣"))")
            #expect(app.rules(at: "2️⃣") == [])
            #expect(app.rules(at: "3️⃣") == ["hidden-back-button-disables-swipe"])
        }
    }

    /// A `switch` case runs for some values of a type or mode the opener sets: its facts are notes.
    @Test func aLeftItemInASwitchCaseIsANote() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["UsersViewController"]), ("App/UsersViewController.swift", """
        class UsersViewController: UIViewController {
            var kind = UsersKind.friends
            override func viewDidLoad() {
                super.viewDidLoad()
                switch kind {
                case .friends:
                    title = "Friends"
                case .mention, .forward:
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(close))
                }
            }
            @objc func close() { dismiss(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.notes(at: "1️⃣") == ["leftBarButtonItem is set only when 'case .mention, .forward', which navlint scan cannot decide, so it is left out"])
        }
        try ScannedApp.each([ScannedApp.stack(pushing: ["UsersViewController"], objectiveC: true), ("App/UsersViewController.m", """
        @interface UsersViewController : UIViewController
        @property (nonatomic) UsersKind kind;
        @end
        @implementation UsersViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            switch (self.kind) {
                case UsersKindFriends:
                    self.title = @"Friends";
                    break;
                case UsersKindMention:
                case UsersKindForward: {
                    1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Cancel" style:UIBarButtonItemStylePlain target:self action:@selector(close)];
                }
                    break;
                default:
                    break;
            }
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.notes(at: "1️⃣") == ["leftBarButtonItem is set only when 'case UsersKindForward', which navlint scan cannot decide, so it is left out"])
        }
    }

    /// The same item set in every case of a switch is set whatever the subject is; `default` is named so.
    @Test func aLeftItemInEveryCaseIsAFact() throws {
        try ScannedApp.each([ScannedApp.stack(pushing: ["UsersViewController"]), ("App/UsersViewController.swift", """
        class UsersViewController: UIViewController {
            var kind = UsersKind.friends
            override func viewDidLoad() {
                super.viewDidLoad()
                switch kind {
                case .friends:
                    1️⃣navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
                case .mention, .forward:
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(close))
                }
            }
            @objc func close() { dismiss(animated: true) }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
        try ScannedApp.each(Self.usersScreen(secondCase: "default:")) { app in
            #expect(app.rules(at: "1️⃣") == ["custom-left-item-disables-swipe"], "\(app.allFindings)")
        }
        // Without a default an Objective-C switch may match no case; the default alone is named so.
        try ScannedApp.each(Self.usersScreen(secondCase: "case UsersKindMention:", then: """
                switch (self.kind) {
                    case UsersKindFriends:
                        break;
                    default:
                        2️⃣self.navigationItem.hidesBackButton = YES;
                        break;
                }
        """)) { app in
            #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
            #expect(app.notes(at: "2️⃣") == ["hidesBackButton is set only when 'default', which navlint scan cannot decide, so it is left out"])
        }
    }

    /// An Objective-C screen, pushed, that sets a left item in the case for friends and in `secondCase`,
    /// then runs `then`.
    private static func usersScreen(secondCase: String, then: String = "") -> [(String, String)] {
        [ScannedApp.stack(pushing: ["UsersViewController"], objectiveC: true), ("App/UsersViewController.m", """
        @interface UsersViewController : UIViewController
        @property (nonatomic) UsersKind kind;
        @end
        @implementation UsersViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            switch (self.kind) {
                case UsersKindFriends:
                    1️⃣self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Close" style:UIBarButtonItemStylePlain target:self action:@selector(close)];
                    break;
                \(secondCase)
                    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Cancel" style:UIBarButtonItemStylePlain target:self action:@selector(close)];
                    break;
            }
        \(then)
        }
        @end
        """)]
    }
}
