import Testing
@testable import Scan
import TestSupport

/// Mechanisms found missing by the first run of batch 18 (issue 33).
@Suite struct BatchEighteenMechanismTests {
    /// Two screens of one stack each set the pop delegate to nil as they load: each line is a place to mend,
    /// so root-freeze is reported at both, once each.
    @Test func everyStatementThatSetsTheDelegateToNilIsReported() throws {
        try ScannedApp.each([ScannedApp.stack(root: "HomeViewController"), ("App/Screens.swift", """
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationController?.interactivePopGestureRecognizer?.delegate = nil
                navigationController?.pushViewController(ReaderViewController(), animated: true)
            }
        }
        final class ReaderViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                2️⃣navigationController?.interactivePopGestureRecognizer?.delegate = nil
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["root-freeze"], "\(app.allFindings)")
            #expect(app.findings.filter { $0.rule == "root-freeze" }.count == 2, "\(app.allFindings)")
        }
    }

    /// Tabs made by mapping a list of screens through a navigation controller's initializer: each screen the
    /// list holds (its literal and what is appended before the map) roots a stack, so what it pushes is on
    /// one. The function reference and the closure over `$0` are the same.
    @Test(arguments: ["controllers.map(MainNavigationController.init(rootViewController:))",
                      "controllers.map { MainNavigationController(rootViewController: $0) }"])
    func aMapOverScreensMakesAStackForEach(_ mapping: String) throws {
        try ScannedApp.each([("App/Tabs.swift", """
        final class SceneDelegate: UIResponder {
            func start() { window?.rootViewController = MainTabBarController() }
        }
        final class MainNavigationController: UINavigationController {}
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var controllers: [UIViewController] = [TimelineViewController()]
                let inbox = InboxViewController()
                controllers.append(inbox)
                viewControllers = \(mapping)
            }
        }
        final class TimelineViewController: UIViewController {}
        final class InboxViewController: UIViewController {
            func open() { navigationController?.pushViewController(ThreadViewController(), animated: true) }
        }
        final class ThreadViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]) { app in
            #expect(app.result.app.navigationControllers.map(\.rootID).sorted() == ["inbox", "timeline"], "\(app.result.draft)")
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// An app's own button view takes its title as `title:` (`ActionButton(title: isLastStep ? "Create Profile"
    /// : "Next") { ... }`): that title says the form is kept, as `Button("Create")` does.
    @Test(arguments: [("isLastStep ? \"Create Profile\" : \"Next\"", true), ("\"Next\"", false)])
    func aButtonViewsTitleArgumentNamesItsAction(_ title: String, isForm: Bool) throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct SampleApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            @State private var creating = false
            var body: some View {
                Text("Profiles")
                    1️⃣.sheet(isPresented: $creating) { WizardView() }
            }
        }
        struct ActionButton: View {
            let title: String
            let action: () -> Void
            var body: some View { Button(title, action: action) }
        }
        struct WizardView: View {
            @State private var name = ""
            @State private var isLastStep = false
            var body: some View {
                NavigationStack {
                    TextField("Name", text: $name)
                    ActionButton(title: \(title)) { isLastStep = true }
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isForm ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }

    /// A timeline class that roots a tab whose stack starts with the bar hidden, and that another tab pushes
    /// as a thread, decides its bar as it appears, by how the instance is set up (`if (self.threadStatus)`
    /// show it, else hide it): which holds is no steady state scan can tell, so the stack's hidden bar is
    /// not reported on it. A screen that hides the bar whatever it is set up with still is.
    @Test(arguments: [("if (self.threadStatus) { [self.navigationController setNavigationBarHidden:NO animated:animated]; } else { [self.navigationController setNavigationBarHidden:YES animated:animated]; }", false),
                      ("[self.navigationController setNavigationBarHidden:YES animated:animated];", true)])
    func aBarDecidedPerInstanceAsTheScreenAppearsIsLeftOut(_ appearance: String, isReported: Bool) throws {
        try ScannedApp.eachWithStoryboards([ScannedApp.launchingMainStoryboard, ("App/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs"><scenes>
        <scene sceneID="s0"><objects><tabBarController id="tabs" sceneMemberID="viewController"><connections>
        <segue destination="home" kind="relationship" relationship="viewControllers" id="t1"/>
        <segue destination="people" kind="relationship" relationship="viewControllers" id="t2"/>
        </connections></tabBarController></objects></scene>
        <scene sceneID="s1"><objects><navigationController navigationBarHidden="YES" id="home" sceneMemberID="viewController"><connections>
        <segue destination="timeline" kind="relationship" relationship="rootViewController" id="r1"/>
        </connections></navigationController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="timeline" customClass="TimelineViewController" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects><navigationController id="people" sceneMemberID="viewController"><connections>
        <segue destination="profile" kind="relationship" relationship="rootViewController" id="r2"/>
        </connections></navigationController></objects></scene>
        <scene sceneID="s4"><objects><viewController id="profile" customClass="ProfileViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """), ("App/Timeline.m", """
        @interface ProfileViewController : UIViewController
        @end
        @implementation ProfileViewController
        - (void)openThread {
            [self.navigationController pushViewController:[[TimelineViewController alloc] init] animated:YES];
        }
        @end
        @interface TimelineViewController : UIViewController
        @property (nonatomic, strong) id threadStatus;
        @end
        @implementation TimelineViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            \(appearance)
        }
        @end
        """)]) { app in
            #expect(app.findings.contains { $0.rule == "hidden-navigation-bar-disables-swipe" } == isReported, "\(app.allFindings)")
        }
    }

    /// A sheet whose root is a menu of links, each pushing a small form (`NavigationLink { Form { TextField
    /// ... } }`, or the app's own `NavigationLinkView(text:) { ... }` that wraps one): the fields are the pushed
    /// screens', so the menu is no form. The same field on the menu itself makes it one.
    @Test(arguments: [("NavigationLink(\"Ban\") { Form { TextField(\"Reason\", text: $reason); Button(\"Send\") {} } }", false),
                      ("NavigationLinkView(text: \"Ban\") { Form { TextField(\"Reason\", text: $reason); Button(\"Send\") {} } }", false),
                      ("Form { TextField(\"Reason\", text: $reason); Button(\"Send\") {} }", true)])
    func aFieldALinkPushesIsNotTheMenusInput(_ row: String, isForm: Bool) throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct SampleApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            @State private var moderating = false
            var body: some View {
                Text("Chat")
                    1️⃣.sheet(isPresented: $moderating) { ModerationView() }
            }
        }
        private struct NavigationLinkView<Content: View>: View {
            let text: String
            @ViewBuilder let content: () -> Content
            var body: some View {
                NavigationLink { content() } label: { Text(text) }
            }
        }
        struct ModerationView: View {
            @State private var reason = ""
            var body: some View {
                NavigationStack {
                    List { \(row) }
                }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == (isForm ? ["sheet-swipe-dismiss-unhandled"] : []), "\(app.allFindings)")
        }
    }

    /// The app's own link row (`NavigationLinkView(text:) { BanView() }`, a generic view around a
    /// `NavigationLink`) pushes what its closure builds, as a `NavigationLink` does.
    @Test func anAppsOwnLinkViewPushesItsContent() throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct SampleApp: App {
            var body: some Scene { WindowGroup { ModerationView() } }
        }
        struct NavigationLinkView<Content: View>: View {
            let text: String
            @ViewBuilder let content: () -> Content
            var body: some View {
                NavigationLink { content() } label: { Text(text) }
            }
        }
        struct ModerationView: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLinkView(text: "Ban") { BanView() } }
                }
            }
        }
        struct BanView: View {
            var body: some View {
                Text("Ban")
                    1️⃣.navigationBarBackButtonHidden(true)
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }

    /// A card that shows its content inline and links elsewhere (`NavigationLink("See all") { AllItemsView() }`)
    /// is no link row: its content is part of the screen that holds it, fields and all, and is not pushed.
    @Test func aCardThatShowsItsContentAndLinksElsewhereIsNoLinkRow() throws {
        try ScannedApp.each([("App/App.swift", """
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct SectionCard<Content: View>: View {
            let title: String
            @ViewBuilder let content: () -> Content
            var body: some View {
                VStack {
                    NavigationLink("See all") { AllItemsView(title: title) }
                    content()
                }
            }
        }
        struct AllItemsView: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct HomeView: View {
            @State private var reviewing = false
            var body: some View {
                NavigationStack {
                    SectionCard(title: "Featured") { FeaturedCarousel() }
                        1️⃣.sheet(isPresented: $reviewing) { ReviewView() }
                }
            }
        }
        struct FeaturedCarousel: View {
            var body: some View { Text("Carousel") }
        }
        struct ReviewView: View {
            @State private var text = ""
            var body: some View {
                NavigationStack {
                    SectionCard(title: "Your review") {
                        TextField("Review", text: $text)
                        Button("Post") { post() }
                    }
                }
            }
            private func post() {}
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(!app.result.draft.contains("- featuredCarousel"), "\(app.result.draft)")
        }
    }
}
