import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
/// What starts a push (issue 22, part 3): a tap stays a tap through a closure kept in a property, a
/// context menu's commit or a dismissal's completion, and behind a full-window progress overlay; work
/// that finishes later is asynchronous; a same-named method of another class is not the one called.
/// Each app is scanned as typed, with CRLF line ends and with non-ASCII text.
@Suite struct PushTriggerReadingTests {
    private let swiftStack = ScannedApp.stack(root: "ListViewController", declaring: ["DetailViewController"])
    private let objectiveCStack = ScannedApp.stack(root: "ListViewController", declaring: ["DetailViewController"], objectiveC: true)

    @Test func tapsThroughPropertiesMenusAndDismissalsAreTaps() throws {
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        class ListViewController: UIViewController, UITableViewDelegate {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = ItemCell()
                cell.onSelect = { [weak self] in
                    self?.navigationController?.pushViewController(DetailViewController(), animated: true)
                }
                return cell
            }
            func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
                animator.addCompletion {
                    self.show(DetailViewController(), sender: self)
                }
            }
            func signedIn() {
                dismiss(animated: true, completion: {
                    self.navigationController?.pushViewController(DetailViewController(), animated: true)
                })
            }
        }
        """)]) { app in
            #expect(!app.result.draft.contains("async"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
    }

    /// A subscription to a stream of taps runs on the tap, however the stream is throttled or mapped
    /// (batch 24's review of Mastodon's search bar); one to a stream of results is work finishing.
    @Test(arguments: [("searchBarTapPublisher.throttle(for: 0.5, scheduler: DispatchQueue.main, latest: false).sink", false, false),
                      ("button.rx.tap.subscribe", false, false), ("api.loadProfile().sink", false, true),
                      // A hop onto the main queue inside it is still the tap.
                      ("button.rx.tap.subscribe", true, false)])
    func aSubscriptionToTapsIsATap(_ stream: String, hops: Bool, isLate: Bool) throws {
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        import Combine
        class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(stream) { [weak self] _ in
                    \(hops ? "DispatchQueue.main.async {" : "")
                    1️⃣self?.navigationController?.pushViewController(DetailViewController(), animated: true)
                    \(hops ? "}" : "")
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isLate ? ["navigation-transition-overlap"] : []), "\(app.allFindings)")
        }
    }

    /// A push after work that first looks whether its screen is still on top (batch 24's review of Aidoku)
    /// is made only onto the screen it started from; the same push without the look is a late push.
    @Test(arguments: [("guard self.navigationController?.topViewController === self else { return }", false),
                      ("if self.navigationController?.visibleViewController != self { return }", false), ("", true)])
    func aLatePushThatChecksItIsStillOnTopIsNone(_ check: String, isLate: Bool) throws {
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        class ListViewController: UIViewController {
            func open() {
                Task {
                    let chapters = await Library.shared.loadChapters()
                    \(check)
                    1️⃣navigationController?.pushViewController(DetailViewController(), animated: true)
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isLate ? ["navigation-transition-overlap"] : []), "\(app.allFindings)")
        }
    }

    @Test func aBlockKeptInAPropertyIsATapInObjectiveC() throws {
        try ScannedApp.each([objectiveCStack, ("App/ListViewController.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            ItemCell *cell = [tableView dequeueReusableCellWithIdentifier:@"item"];
            __weak typeof(self) weakSelf = self;
            cell.selectBlock = ^{
                [weakSelf.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            };
            return cell;
        }
        @end
        """)]) { app in
            #expect(!app.result.draft.contains("async"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
    }

    /// A hop onto the main queue inside the user's own action (a swipe action's handler, a row's
    /// selection) is still that action, in Swift and Objective-C; the same hop in a network callback's
    /// method is work finishing.
    @Test func aMainQueueHopInsideAnActionIsTheAction() throws {
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        class ListViewController: UIViewController, UITableViewDelegate {
            func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let edit = UIContextualAction(style: .normal, title: "Edit") { [weak self] _, _, done in
                    DispatchQueue.main.async {
                        self?.navigationController?.pushViewController(DetailViewController(), animated: true)
                        done(true)
                    }
                }
                return UISwipeActionsConfiguration(actions: [edit])
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                DispatchQueue.main.async {
                    self.navigationController?.pushViewController(DetailViewController(), animated: true)
                }
            }
            // The handler's own push is read first; the hop's push after it still knows whose handler it is in.
            func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let open = UIContextualAction(style: .normal, title: "Open") { [weak self] _, _, done in
                    self?.navigationController?.pushViewController(DetailViewController(), animated: true)
                    DispatchQueue.main.async {
                        self?.navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [open])
            }
        }
        """)]) { app in
            #expect(app.allFindings == [], "\(app.allFindings)")
        }
        try ScannedApp.each([objectiveCStack, ("App/ListViewController.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            dispatch_async(dispatch_get_main_queue(), ^{
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            });
        }
        - (void)accountDidChange:(NSNotification *)note {
            dispatch_async(dispatch_get_main_queue(), ^{
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            });
        }
        @end
        """)]) { app in
            #expect(app.allFindings.map { $0.components(separatedBy: " @ ").first ?? "" } == ["navigation-transition-overlap"], "\(app.allFindings)")
        }
    }

    /// Objective-C's `withBlock:` and `...InBackgroundWithBlock:` run their block when the work answers; a
    /// transaction's `readWriteWithBlock:` runs it before returning.
    @Test func anObjectiveCBlockLabelledWithBlockRunsWhenTheWorkAnswers() throws {
        try ScannedApp.each([objectiveCStack, ("App/ListViewController.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)load {
            [self.reference observeSingleEventOfType:FEventTypeValue withBlock:^(FDataSnapshot *snapshot) {
                1️⃣[self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }];
        }
        - (void)find {
            [self.query findObjectsInBackgroundWithBlock:^(NSArray *objects, NSError *error) {
                2️⃣[self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }];
        }
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            [self.connection readWriteWithBlock:^(YapDatabaseReadWriteTransaction *transaction) {
                3️⃣[self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["navigation-transition-overlap"], "\(app.allFindings)")
            // One finding for the screen, at its first late push; the second is among the places it names.
            let asyncLine = app.result.draft.split(separator: "\n").first { $0.contains("- async") } ?? ""
            #expect(asyncLine.contains(app.line("2️⃣")), "\(app.result.draft)")
            #expect(!asyncLine.contains(app.line("3️⃣")), "\(app.result.draft)")
            #expect(app.rules(at: "3️⃣").isEmpty, "\(app.allFindings)")
        }
    }

    @Test func aPushWhenWorkFinishesIsAsynchronousUnlessAnOverlayBlocksTheWindow() throws {
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        class ListViewController: UIViewController {
            func load() {
                api.fetch { result in
                    DispatchQueue.main.async {
                        1️⃣self.navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                }
            }
            func save() {
                MBProgressHUD.showAdded(to: view.window!, animated: true)
                api.save(completion: { _ in
                    self.navigationController?.pushViewController(DetailViewController(), animated: true)
                })
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["navigation-transition-overlap"], "\(app.allFindings)")
            #expect(app.allFindings.count == 1, "\(app.allFindings)")
        }
        try ScannedApp.each([objectiveCStack, ("App/ListViewController.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)load {
            [self.api fetch:^(id result) {
                dispatch_async(dispatch_get_main_queue(), ^{
                    1️⃣[self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
                });
            }];
        }
        - (void)save {
            [MBProgressHUD showHUDAddedTo:self.navigationController.view animated:YES];
            [self.api save:^(id result) {
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["navigation-transition-overlap"], "\(app.allFindings)")
            #expect(app.allFindings.count == 1, "\(app.allFindings)")
        }
    }

    @Test func aSameNamedMethodOfAnotherClassIsNotTheOneCalled() throws {
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        class ListViewController: UIViewController {
            func show() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        class PlayerPanel: UIView {
            let sheet = SheetController()
            func reload() {
                Task {
                    await model.load()
                    sheet.show()
                }
            }
        }
        class SheetController {
            func show() {}
        }
        """)]) { app in
            #expect(app.allFindings == [], "\(app.allFindings)")
            #expect(!app.result.draft.contains("async"), "\(app.result.draft)")
        }
    }

    /// A block handed to an initializer is kept by the object made (a list view calls it from its
    /// didSelectRow), and an overlay over the window shown through the app's own helper blocks Back.
    @Test func blocksKeptByAnInitializerAndHelperOverlaysAreNoOverlap() throws {
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let list = ProjectListView(frame: view.bounds, block: { [weak self] project in
                    self?.navigationController?.pushViewController(DetailViewController(), animated: true)
                })
                view.addSubview(list)
            }
            func next() {
                Hud.showQuery()
                api.load(completion: { _ in
                    self.navigationController?.pushViewController(DetailViewController(), animated: true)
                })
            }
        }
        class Hud {
            static func showQuery() { MBProgressHUD.showAdded(to: keyWindow, animated: true) }
        }
        """)]) { app in
            #expect(!app.result.draft.contains("async"), "\(app.result.draft)")
            #expect(app.allFindings == [], "\(app.allFindings)")
        }
        try ScannedApp.each([objectiveCStack, ("App/ListViewController.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            __weak typeof(self) weakSelf = self;
            ProjectListView *list = [[ProjectListView alloc] initWithFrame:self.view.bounds projects:nil block:^(Project *project) {
                [weakSelf.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            } tabBarHeight:0];
            [self.view addSubview:list];
        }
        - (void)next {
            [NSObject showHUDQueryStr:nil];
            [[APIManager sharedManager] request_List:^(id data, NSError *error) {
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }];
        }
        @end
        @implementation NSObject (Common)
        + (MBProgressHUD *)showHUDQueryStr:(NSString *)title {
            return [MBProgressHUD showHUDAddedTo:kKeyWindow animated:YES];
        }
        @end
        """)]) { app in
            #expect(!app.result.draft.contains("async"), "\(app.result.draft)")
            #expect(app.allFindings == [], "\(app.allFindings)")
        }
        // A request made with a completion runs it when the work finishes, initializer or not.
        try ScannedApp.each([objectiveCStack, ("App/ListViewController.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)signIn {
            LoginRequest *request = [[LoginRequest alloc] initWithName:@"me" completion:^(id result) {
                1️⃣[self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }];
            [request start];
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["navigation-transition-overlap"], "\(app.allFindings)")
        }
        // A `Task` runs its closure when it can, whatever made it.
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        class ListViewController: UIViewController {
            func next() {
                Task {
                    await model.load()
                    1️⃣navigationController?.pushViewController(DetailViewController(), animated: true)
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["navigation-transition-overlap"], "\(app.allFindings)")
        }
    }

    /// A block handed on with a label that says the user picks it (`situationSelected:`) runs on that
    /// tap, even inside work that finishes later; a Face ID reply comes while the system prompt covers
    /// the app, and a `Task { @MainActor in }` inside it is the same moment; a message to a class reaches
    /// that class's method, not a same-named one of another.
    @Test func selectionBlocksBiometricRepliesAndClassMessagesAreNoOverlap() throws {
        let stack = ScannedApp.stack(root: "ListViewController", declaring: ["DetailViewController"], objectiveC: true)
        try ScannedApp.each([stack, ("App/ListViewController.m", """
        @interface ListViewController : UIViewController
        @end
        @implementation ListViewController
        - (void)load {
            [self.api fetchStopWithCompletion:^(Stop *stop) {
                [self populateWithStop:stop];
            }];
            dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 1), dispatch_get_main_queue(), ^{
                [FirstRunDialog show:self.view.window];
            });
        }
        - (void)populateWithStop:(Stop *)stop {
            [self.sections addObject:[self alertSectionForStop:stop situationSelected:^(Situation *situation) {
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }]];
        }
        - (void)unlock {
            LAContext *context = [[LAContext alloc] init];
            [context evaluatePolicy:LAPolicyDeviceOwnerAuthentication localizedReason:@"Unlock" reply:^(BOOL success, NSError *error) {
                dispatch_async(dispatch_get_main_queue(), ^{
                    [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
                });
            }];
        }
        @end
        """), ("App/FirstRunDialog.m", """
        @interface FirstRunDialog : UIView
        @end
        @implementation FirstRunDialog
        + (void)show:(UIWindow *)window {}
        @end
        """), ("App/SplitSetting.m", """
        @interface SplitSetting : NSObject
        @property (nonatomic, weak) UIViewController *controller;
        @end
        @implementation SplitSetting
        - (void)show:(UIWindow *)window {
            [self.controller.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
        }
        @end
        """)]) { app in
            #expect(!app.result.draft.contains("- async"), "\(app.result.draft)")
            #expect(app.allFindings == [])
        }
        try ScannedApp.each([swiftStack, ("App/ListViewController.swift", """
        class ListViewController: UIViewController {
            func unlock() {
                LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, _ in
                    guard success else { return }
                    Task { @MainActor in
                        self.navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                }
            }
            func load() {
                api.fetch(onComplete: { _ in
                    Task { @MainActor in
                        1️⃣self.navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                })
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["navigation-transition-overlap"], "\(app.allFindings)")
            #expect(app.allFindings.count == 1, "\(app.allFindings)")
        }
    }

    /// A progress overlay shown on the window itself blocks the user until the work answers; a toast's
    /// tap responder runs on the tap; a call on a base class that several subclasses answer in their own
    /// way reaches one scan cannot tell, so none is followed.
    @Test func windowOverlaysTapRespondersAndAmbiguousBaseCallsAreNoOverlap() throws {
        let stack = ScannedApp.stack(root: "CartViewController", declaring: ["DetailViewController"], objectiveC: true)
        try ScannedApp.each([stack, ("App/Cart.m", """
        @interface BaseTableViewController : UIViewController
        @end
        @implementation BaseTableViewController
        - (void)openScreen:(Class)screen {}
        @end
        @interface CartViewController : BaseTableViewController
        @property (nonatomic, strong) BaseTableViewController *owner;
        @end
        @implementation CartViewController
        - (void)openScreen:(Class)screen {
            [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
        }
        - (void)editItem {
            [self.view.window showIndeterminateProgressOverlayWithTitle:nil animated:YES];
            [[APIManager shared] findItemWithCompletion:^(NSArray *records) {
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }];
        }
        - (void)showToast {
            ToastResponder *responder = [ToastResponder interactionResponderWithType:TapOnce block:^(NSInteger type) {
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }];
            [self.view.window showToast:@"Fill in the address" responder:responder];
        }
        - (void)selectShop {
            [self.owner selectShopWithCompletion:^{
                [self.owner openScreen:[DetailViewController class]];
            }];
        }
        @end
        @interface OrdersViewController : BaseTableViewController
        @end
        @implementation OrdersViewController
        - (void)openScreen:(Class)screen {
            [self performSegueWithIdentifier:@"orders" sender:self];
        }
        @end
        """)]) { app in
            #expect(!app.result.draft.contains("- async"), "\(app.result.draft)")
            #expect(!app.allFindings.contains { $0.hasPrefix("navigation-transition-overlap") }, "\(app.allFindings)")
        }
    }
}
