import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// What the scanner infers for the keys of format 1.1, on the fixture apps Fixtures/SwiftUINotes (SwiftUI
/// only) and Fixtures/MixedReader (UIKit and SwiftUI), and on small inline sources: each value, the line
/// its comment names, and the span the model gives it.
@Suite struct Format11InferenceTests {
    let notes: ScanResult
    let mixed: ScanResult

    /// Both fixtures scanned once for the whole suite (Swift Testing makes a suite value per test).
    static let scanned = Result { try (Fixtures.scan("SwiftUINotes"), Fixtures.scan("MixedReader")) }

    init() throws {
        (notes, mixed) = try Self.scanned.get()
    }

    /// `file line:column-line:column` of a node's span, as the model holds it.
    static func place(_ node: ModelNode?, in result: ScanResult) -> String {
        guard let span = node?.span, let source = span.source, source < result.sources.count else { return "none" }
        return "\(result.sources[source]) \(span.start)-\(span.end)"
    }

    // MARK: - SwiftUI stacks

    @Test func swiftUIContainersAreNavigationControllersWithTheirKindAndPath() throws {
        expectLines("""
          libraryView:
            root: libraryView   # Sources/Notes/Library.swift:7
            kind: navigationStack   # NavigationStack, Sources/Notes/Library.swift:7
            path: state   # @State var path, Sources/Notes/Library.swift:7
        """, in: notes.draft)
        expectLines("""
          settingsRootView:
            root: settingsRootView   # Sources/Notes/Settings.swift:11
            kind: navigationStack   # NavigationStack, Sources/Notes/Settings.swift:11
            path: customBinding   # a hand-written Binding(get:set:), Sources/Notes/Settings.swift:11
        """, in: notes.draft)
        // The split view's sidebar is its root; the stack in its detail column is a controller of its own.
        expectLines("""
          profileSidebar:
            root: profileSidebar   # Sources/Notes/Profile.swift:17
            kind: navigationSplitView   # NavigationSplitView, Sources/Notes/Profile.swift:17
        """, in: notes.draft)
        // A computed property that builds Binding(get:set:) is a custom binding too.
        expectLines("    path: customBinding   # steps, a computed Binding(get:set:), Sources/Reader/SwiftUIScreens.swift:20", in: mixed.draft)
        // A SwiftUI container has no class of its own.
        #expect(!entry("  libraryView:", in: notes.draft).contains("class:"))

        let inbox = try #require(notes.app.controller("inboxView")?.entity)
        #expect(Self.place(inbox.node(\.kind), in: notes) == "Sources/Notes/Inbox.swift 18:9-18:44")
        #expect(Self.place(inbox.node(\.path), in: notes) == "Sources/Notes/Inbox.swift 18:25-18:43")
        #expect(Self.place(inbox.node(\.root), in: notes) == "Sources/Notes/Inbox.swift 18:9-18:44")
    }

    @Test func externalRouterSyncsOnlyWhenItKeepsItsRoutesInTheBoundProperty() throws {
        // ProfileRouter's path is its only route list.
        expectLines("""
            path: externalRouter   # $router.path, a property of ProfileRouter, Sources/Notes/Profile.swift:20
            routerSyncsOnPop: true   # Sources/Notes/Profile.swift:6: SwiftUI writes a swipe-back's shorter path into ProfileRouter.path, the router's only route list
        """, in: notes.draft)
        let profile = try #require(notes.app.controller("profileView")?.entity)
        #expect(Self.place(profile.node(\.routerSyncsOnPop), in: notes) == "Sources/Notes/Profile.swift 6:5-6:25")
        // InboxRouter also appends to a history that a swipe-back never shortens.
        let inbox = entry("  inboxView:", in: notes.draft)
        #expect(inbox.contains("    path: externalRouter   # $router.path, a property of InboxRouter, Sources/Notes/Inbox.swift:18"))
        #expect(!inbox.contains("    routerSyncsOnPop:"))
        #expect(notes.notes.contains { $0.description == "Sources/Notes/Inbox.swift:9: InboxRouter.open also adds to 'history', which a swipe-back does not shorten; routerSyncsOnPop is left false" })
    }

    @Test func pathBoundToABindingFromTheParentIsMarked() throws {
        let source = """
        struct ChildStack: View {
            @Binding var path: NavigationPath
            var body: some View {
                NavigationStack(path: $path) { ChildView() }
            }
        }
        struct ChildView: View { var body: some View { Text("x") } }
        """
        let result = try Fixtures.scan([("Child.swift", source)])
        expectLines("""
          childView:
            # navlint scan: could not tell what drives this NavigationStack's path (@Binding var path); path is left out (Child.swift:4)
            root: childView   # Child.swift:4
            kind: navigationStack   # NavigationStack, Child.swift:4
        """, in: result.draft)
        #expect(result.notes.contains { $0.description == "Child.swift:4: could not tell what drives this NavigationStack's path (@Binding var path); path is left out" })
    }

    @Test func navigationViewWithTwoColumnsIsASplitView() throws {
        let source = """
        struct Root: View {
            var body: some View {
                NavigationView { SidebarView(); DetailView() }
            }
        }
        struct SidebarView: View { var body: some View { Text("s") } }
        struct DetailView: View { var body: some View { Text("d") } }
        struct Single: View {
            var body: some View { NavigationView { DetailView() } }
        }
        """
        let draft = try Fixtures.scan([("Root.swift", source)]).draft
        expectLines("""
          sidebarView:
            root: sidebarView   # Root.swift:3
            kind: navigationSplitView   # NavigationView, Root.swift:3
        """, in: draft)
        expectLines("""
          detailView:
            root: detailView   # Root.swift:9
            kind: navigationStack   # NavigationView, Root.swift:9
        """, in: draft)
    }

    // MARK: - SwiftUI screens and transitions

    @Test func viewsShownByNavigationAreScreensAndRowsAreNot() {
        expectLines("""
          inboxView:
            class: InboxView   # Sources/Notes/Inbox.swift:30
            pushes:
              - composeView   # Sources/Notes/Inbox.swift:20, Sources/Notes/Inbox.swift:40
              - threadView   # Sources/Notes/Inbox.swift:20
            presents:
              - paymentSheetView   # Sources/Notes/Inbox.swift:45
              - tipView   # Sources/Notes/Inbox.swift:48
        """, in: notes.draft)
        expectLines("""
          libraryView:
            class: LibraryView   # Sources/Notes/Library.swift:13
            pushes:
              - bookView   # Sources/Notes/Library.swift:19
              - sketchView   # Sources/Notes/Library.swift:18
        """, in: notes.draft)
        // MessageRow is built into the inbox's list; NotesApp and the root views only hold stacks.
        #expect(!notes.draft.contains("messageRow:"))
        #expect(!notes.draft.contains("  inboxRootView:"))
        // UIHostingController(rootView:) shows the SwiftUI view it is given.
        expectLines("      - settingsView   # Sources/Reader/ArticleListViewController.swift:33", in: mixed.draft)
        expectLines("      - onboardingFlow   # Sources/Reader/ArticleListViewController.swift:59", in: mixed.draft)
    }

    @Test func aViewBuiltIntoAScreenGivesItsPushesAndModifiersToThatScreen() throws {
        let source = """
        struct HomeView: View {
            var body: some View {
                NavigationStack { List { RowView() } }
            }
        }
        struct RowView: View {
            var body: some View {
                NavigationLink(destination: DetailView()) { Text("Open") }
                    .navigationBarHidden(true)
            }
        }
        struct DetailView: View { var body: some View { Text("Detail") } }
        """
        let draft = try Fixtures.scan([("Home.swift", source)]).draft
        expectLines("""
          homeView:
            class: HomeView   # Home.swift:1
            pushes:
              - detailView   # Home.swift:8
            modifiers:
              navigationBarHidden: true   # Home.swift:9
        """, in: draft)
        #expect(!draft.contains("rowView:"))
    }

    @Test func previewsAreNotScreensAndAViewHoldingAStackPushesForItsRoot() throws {
        let source = """
        struct ContentView: View {
            @State private var path = NavigationPath()
            @State private var signingUp = false
            var body: some View {
                NavigationStack(path: $path) {
                    HomeView()
                }
                .sheet(isPresented: $signingUp) {
                    NavigationStack { SignUpView() }
                }
                .onOpenURL { url in
                    Task { path = NavigationPath([url.lastPathComponent]) }
                }
            }
        }
        struct HomeView: View {
            var body: some View { Text("home").navigationDestination(for: String.self) { _ in ItemView() } }
        }
        struct ItemView: View { var body: some View { Text("item") } }
        struct SignUpView: View { var body: some View { Text("sign up") } }
        struct HomeView_Previews: PreviewProvider {
            struct Preview: View { var body: some View { HomeView() } }
            static var previews: some View { NavigationStack { Preview() } }
        }
        #Preview {
            NavigationStack { ItemView() }
        }
        """
        let result = try Fixtures.scan([("Content.swift", source)])
        // The previews' stacks and their Preview view are not part of the app.
        #expect(!result.draft.contains("preview"))
        #expect(result.app.controller("itemView") == nil)
        // The deep link, inside a Task in .onOpenURL, replaces the path of the stack whose root is home.
        expectLines("""
          homeView:
            class: HomeView   # Content.swift:16
            pushes:
              - itemView   # Content.swift:17
            presents:
              - signUpView   # Content.swift:8
            pushesFrom:
              - deepLink   # Content.swift:12
        """, in: result.draft)
        // The sheet on the view that holds the stack covers the stack: its root presents the sheet's stack's root.
        expectLines("""
          signUpView:
            class: SignUpView   # Content.swift:20
            presentation:
              style: pageSheet   # Content.swift:8
        """, in: result.draft)
    }

    @Test func sheetsGiveTheirStyleAndOnDismiss() throws {
        expectLines("""
          paymentSheetView:
            class: PaymentSheetView   # Sources/Notes/Inbox.swift:82
            presentation:
              style: pageSheet   # Sources/Notes/Inbox.swift:45
        """, in: notes.draft)
        expectLines("""
            presentation:
              style: pageSheet   # Sources/Notes/Library.swift:25
              handlesInteractiveDismiss: true   # Sources/Notes/Library.swift:25
        """, in: notes.draft)
        let source = """
        struct Host: View {
            @State var shown = false
            var body: some View {
                NavigationStack { Text("x") }
                    .fullScreenCover(isPresented: $shown) { PlayerView() }
            }
        }
        struct PlayerView: View { var body: some View { Text("p") } }
        """
        let result = try Fixtures.scan([("Host.swift", source)])
        expectLines("""
          playerView:
            class: PlayerView   # Host.swift:8
            presentation:
              style: fullScreen   # Host.swift:5
        """, in: result.draft)
        let player = try #require(result.app.screen("playerView")?.entity)
        #expect(Self.place(player[\.presentation]?.node(\.style), in: result) == "Host.swift 5:13-5:67")
    }

    @Test func modifiersOfTheFormatAndTheirNearMisses() throws {
        expectLines("""
          composeView:
            class: ComposeView   # Sources/Notes/Inbox.swift:75
            modifiers:
              navigationBarHidden: true   # Sources/Notes/Inbox.swift:78
        """, in: notes.draft)
        expectLines("""
            modifiers:
              navigationBarBackButtonHidden: true   # Sources/Notes/Inbox.swift:70
        """, in: notes.draft)
        // .interactiveDismissDisabled() on the sheet's content is the presented view's modifier.
        expectLines("""
          tipView:
            class: TipView   # Sources/Notes/Inbox.swift:86
            modifiers:
              interactiveDismissDisabled: true   # Sources/Notes/Inbox.swift:50
        """, in: notes.draft)
        // .toolbar(.visible, ...), .navigationBarBackButtonHidden(false), .toolbar(.hidden, for: .tabBar) and .toolbar { } set nothing.
        #expect(!entry("  libraryView:", in: notes.draft).contains("modifiers:"))
        #expect(!entry("  inboxView:", in: notes.draft).contains("modifiers:"))

        let thread = try #require(notes.app.screen("threadView")?.entity)
        #expect(Self.place(thread[\.modifiers]?.node(\.navigationBarBackButtonHidden), in: notes) == "Sources/Notes/Inbox.swift 70:13-70:49")
        let compose = try #require(notes.app.screen("composeView")?.entity)
        #expect(Self.place(compose[\.modifiers]?.node(\.navigationBarHidden), in: notes) == "Sources/Notes/Inbox.swift 78:13-78:51")
        let tip = try #require(notes.app.screen("tipView")?.entity)
        #expect(Self.place(tip[\.modifiers]?.node(\.interactiveDismissDisabled), in: notes) == "Sources/Notes/Inbox.swift 50:17-50:46")
    }

    @Test func computedModifierValuesAreMarked() throws {
        let source = """
        struct Root: View {
            var body: some View { NavigationStack { EditorView() } }
        }
        struct EditorView: View {
            @State var editing = false
            var body: some View {
                Text("x")
                    .navigationBarBackButtonHidden(editing)
                    .toolbar(editing ? .hidden : .visible, for: .navigationBar)
            }
        }
        """
        let result = try Fixtures.scan([("Root.swift", source)])
        #expect(!result.draft.contains("modifiers:"))
        #expect(result.notes.contains { $0.description == "Root.swift:8: modifiers.navigationBarBackButtonHidden is set to a computed value; left out" })
        #expect(result.notes.contains { $0.description == "Root.swift:9: modifiers.navigationBarHidden is set to a computed value; left out" })
    }

    @Test func onDisappearIsALeaveHandler() throws {
        expectLines("""
            leaveHandler:
              in: onDisappear   # Sources/Notes/Inbox.swift:71
        """, in: notes.draft)
        let thread = try #require(notes.app.screen("threadView")?.entity)
        #expect(Self.place(thread[\.leaveHandler]?.node(\.runsIn), in: notes) == "Sources/Notes/Inbox.swift 71:28-71:41")
    }

    @Test func dragGesturesAreGesturesWithTheDefaultAxis() {
        expectLines("""
          sketchView:
            class: SketchView   # Sources/Notes/Library.swift:33
            gestures:
              drag: {}   # Sources/Notes/Library.swift:38
        """, in: notes.draft)
    }

    // MARK: - What starts pushes

    @Test func swiftUIPushesFromADeepLinkAndFromATaskThroughARouter() throws {
        // The Compose button (line 40) calls the router, whose method appends to the path: a tap of the inbox.
        expectLines("""
            pushesFrom:
              - tap   # Sources/Notes/Inbox.swift:37, Sources/Notes/Inbox.swift:40
              - deepLink   # Sources/Notes/Inbox.swift:43
        """, in: notes.draft)
        // navigationDestination(for:) starts no push: the profile only pushes from its Task.
        expectLines("""
            pushesFrom:
              - async   # Sources/Notes/Profile.swift:39, calls showFollower, which pushes at Sources/Notes/Profile.swift:9
        """, in: notes.draft)
        // Taps only: nothing written.
        #expect(!entry("  libraryView:", in: notes.draft).contains("pushesFrom"))
        #expect(!entry("  settingsRootView:", in: notes.draft).contains("pushesFrom"))
    }

    @Test func uikitPushesFromCallbacksTasksAndDeepLinks() throws {
        expectLines("""
            pushesFrom:
              - tap   # Sources/Reader/ArticleListViewController.swift:21, Sources/Reader/ArticleListViewController.swift:25, Sources/Reader/ArticleListViewController.swift:29 (+1 more)
              - async   # Sources/Reader/ArticleListViewController.swift:11
              - deepLink   # Sources/Reader/SceneDelegate.swift:23, calls openArticle, which pushes at Sources/Reader/ArticleListViewController.swift:17
        """, in: mixed.draft)
        expectLines("""
          gallery:
            class: GalleryViewController   # Sources/Reader/GalleryScreens.swift:3
            pushes:
              - album   # Sources/Reader/GalleryScreens.swift:9
            pushesFrom:
              - async   # Sources/Reader/GalleryScreens.swift:9
        """, in: mixed.draft)
        #expect(!entry("  news:", in: mixed.draft.components(separatedBy: "screens:\n").last ?? "").contains("pushesFrom"))
        let list = try #require(mixed.app.screen("articleList")?.entity)
        guard case .list(let triggers) = list.node(\.pushesFrom).value else {
            Issue.record("pushesFrom is not a list")
            return
        }
        #expect(triggers.map { Self.place($0, in: mixed) } == [
            "Sources/Reader/ArticleListViewController.swift 21:9-21:91",
            "Sources/Reader/ArticleListViewController.swift 11:17-11:104",
            "Sources/Reader/SceneDelegate.swift 23:9-23:52",
        ])
    }

    @Test func objectiveCDispatchAndURLHandlersAreReadToo() throws {
        let header = "@interface HomeViewController : UIViewController\n- (void)openItem;\n@end\n@interface ItemViewController : UIViewController\n@end\n"
        let implementation = """
        @implementation HomeViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            dispatch_async(dispatch_get_main_queue(), ^{
                [self.navigationController pushViewController:[ItemViewController new] animated:YES];
            });
        }
        - (void)openItem {
            [self.navigationController pushViewController:[ItemViewController new] animated:YES];
        }
        @end
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
            [self.home openItem];
            return YES;
        }
        @end
        """
        let result = try Fixtures.scan([("Home.h", header), ("Home.m", implementation)])
        expectLines("""
            pushesFrom:
              - async   # Home.m:5
              - deepLink   # Home.m:14, calls openItem, which pushes at Home.m:9
        """, in: result.draft)
    }

    /// Half-written SwiftUI and UIKit code (each fixture file cut off every few characters, so
    /// brackets, closures and modifier chains stop anywhere) is scanned without a trap, and the whole
    /// file beside it is still read: its screen is in every draft.
    @Test func truncatedSourcesScanWithoutATrapAndTheOtherFilesAreStillRead() throws {
        var scanned = 0
        for name in ["SwiftUINotes", "MixedReader"] {
            for file in try Fixtures.files(name) where file.path.hasSuffix(".swift") {
                let scalars = Array(file.text.unicodeScalars)
                for cut in stride(from: 0, to: scalars.count, by: 61) {
                    var text = ""
                    text.unicodeScalars.append(contentsOf: scalars[0..<cut])
                    let result = try AppScanner.scan([SourceFile(path: file.path, text: text), SourceFile(path: "Home.swift", text: "class HomeViewController: UIViewController {}")])
                    #expect(result.draft.contains("\n  home:\n    class: HomeViewController   # Home.swift:1\n"), "\(file.path) cut at \(cut)")
                    scanned += 1
                }
            }
        }
        #expect(scanned > 100)
    }

    // MARK: - UIKit

    @Test func barsHiddenOnSwipeOrTap() throws {
        expectLines("""
          news:
            class: UINavigationController   # UIKit's own class
            root: news   # Sources/Reader/SceneDelegate.swift:13
            hidesBarsOnSwipe: true   # Sources/Reader/GalleryScreens.swift:26
        """, in: mixed.draft)
        expectLines("    hidesBarsOnTap: true   # Sources/Reader/GalleryScreens.swift:6", in: mixed.draft)
        let news = try #require(mixed.app.controller("news")?.entity)
        #expect(Self.place(news.node(\.hidesBarsOnSwipe), in: mixed) == "Sources/Reader/GalleryScreens.swift 26:9-26:54")
    }

    /// The handler is placed on its first teardown statement (`session.end()`), not on the override:
    /// that line is what a finding points at.
    @Test func teardownAsTheScreenLeavesAndTheCancelCheck() throws {
        expectLines("""
          article:
            class: ArticleViewController   # Sources/Reader/ArticleScreens.swift:4
            leaveHandler:
              in: viewWillDisappear   # Sources/Reader/ArticleScreens.swift:9
        """, in: mixed.draft)
        expectLines("""
            leaveHandler:
              in: viewWillDisappear   # Sources/Reader/ArticleScreens.swift:21
              checksCancel: true   # Sources/Reader/ArticleScreens.swift:19
        """, in: mixed.draft)
        // Showing the bar again is no teardown.
        #expect(!entry("  story:", in: mixed.draft).contains("leaveHandler"))
        let comments = try #require(mixed.app.screen("comments")?.entity)
        let handler = try #require(comments[\.leaveHandler])
        #expect(Self.place(handler.node(\.runsIn), in: mixed) == "Sources/Reader/ArticleScreens.swift 21:43-21:63")
        #expect(Self.place(handler.node(\.checksCancel), in: mixed) == "Sources/Reader/ArticleScreens.swift 19:9-19:53")
    }

    @Test func navigationDelegateTeardownInAScreen() throws {
        let source = """
        class ListViewController: UIViewController, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                if viewController !== self { store.close() }
            }
        }
        let nav = UINavigationController(rootViewController: ListViewController())
        """
        expectLines("""
            leaveHandler:
              in: navigationWillShow   # List.swift:3
        """, in: try Fixtures.scan([("List.swift", source)]).draft)
    }

    @Test func presentationStyleModalLockAndDismissHandling() throws {
        expectLines("""
          feedback:
            class: FeedbackViewController   # Sources/Reader/ModalScreens.swift:3
            presentation:
              style: pageSheet   # Sources/Reader/ModalScreens.swift:6
        """, in: mixed.draft)
        expectLines("""
          checkout:
            class: CheckoutViewController   # Sources/Reader/ModalScreens.swift:10
            presentation:
              modalInPresentation: true   # Sources/Reader/ArticleListViewController.swift:42
        """, in: mixed.draft)
        expectLines("""
          report:
            class: ReportViewController   # Sources/Reader/ModalScreens.swift:12
            presentation:
              handlesInteractiveDismiss: true   # Sources/Reader/ArticleListViewController.swift:48
        """, in: mixed.draft)
        // The style set on the navigation controller that wraps the login screen.
        expectLines("""
          login:
            class: LoginViewController   # Sources/Reader/ModalScreens.swift:14
            presentation:
              style: fullScreen   # Sources/Reader/ArticleListViewController.swift:54
        """, in: mixed.draft)
        let checkout = try #require(mixed.app.screen("checkout")?.entity)
        #expect(Self.place(checkout[\.presentation]?.node(\.modalInPresentation), in: mixed) == "Sources/Reader/ArticleListViewController.swift 42:9-42:46")
    }

    @Test func aStyleTheFormatHasNoWordForIsMarked() throws {
        let source = """
        class HomeViewController: UIViewController {
            func show() {
                let menu = MenuViewController()
                menu.modalPresentationStyle = .overCurrentContext
                present(menu, animated: true)
            }
        }
        class MenuViewController: UIViewController {}
        """
        let result = try Fixtures.scan([("Home.swift", source)])
        #expect(!result.draft.contains("style:"))
        #expect(result.notes.contains { $0.description == "Home.swift:4: is presented with modalPresentationStyle overCurrentContext, which the format has no word for; presentation.style is left out" })
    }

    @Test func customGesturesWithTheirAxisAndTheContentPopWaitingForThem() throws {
        expectLines("""
          photo:
            class: PhotoViewController   # Sources/Reader/GestureScreens.swift:4
            gestures:
              pan:   # Sources/Reader/GestureScreens.swift:9
                axis: horizontal   # Sources/Reader/GestureScreens.swift:15
        """, in: mixed.draft)
        expectLines("""
            gestures:
              signaturePan:   # Sources/Reader/GestureScreens.swift:27
                requiresContentPopToFail: true   # Sources/Reader/GestureScreens.swift:28
        """, in: mixed.draft)
        expectLines("""
            gestures:
              close:   # Sources/Reader/GestureScreens.swift:40
                axis: vertical   # Sources/Reader/GestureScreens.swift:39
        """, in: mixed.draft)
        let photo = try #require(mixed.app.screen("photo")?.entity)
        let pan = try #require(photo[\.gestures]?.first)
        #expect(Self.place(pan.node(\.axis), in: mixed) == "Sources/Reader/GestureScreens.swift 15:9-15:49")
    }

    @Test func interactionControllerAndSerializedPushes() throws {
        let gallery = entry("  gallery:", in: mixed.draft)
        #expect(gallery.contains("    serializesTransitions: true   # pushViewController waits for transitionCoordinator, Sources/Reader/GalleryNavigationController.swift:14"))
        #expect(gallery.contains("    delegateInteraction: true   # navigationController(_:interactionControllerFor:), Sources/Reader/GalleryNavigationController.swift:27"))
        let reader = entry("  reader:", in: mixed.draft)
        #expect(reader.contains("delegateAnimates: true") && !reader.contains("delegateInteraction") && !reader.contains("serializesTransitions"))
    }
}
