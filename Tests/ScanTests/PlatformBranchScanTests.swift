import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// Code under `#if os(macOS)`, `#if TARGET_OS_TV` or `#if 0` never runs on an iPhone, so nothing in it is
/// reported; code under a flag scan cannot decide (`#if DEBUG`) still counts.
@Suite struct PlatformBranchScanTests {
    /// A stack whose root pushes the player screen the tests below write.
    static let feedPushingPlayer = [("App/FeedViewController.m", """
    @interface FeedViewController : UIViewController
    @end
    @implementation FeedViewController
    - (void)openPlayer {
        PlayerViewController *player = [PlayerViewController new];
        [self.navigationController pushViewController:player animated:YES];
    }
    @end
    """), ("App/SceneDelegate.m", """
    @implementation SceneDelegate
    - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options {
        UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[FeedViewController new]];
        self.window.rootViewController = nav;
    }
    @end
    """)]

    @Test func aSheetOnlyTheMacBuildShowsIsNotReported() throws {
        try ScannedApp.each([("App/Library.swift", """
        import SwiftUI

        struct LibraryView: View {
            @State private var editing = false
            @State private var renaming = false
            var body: some View {
                NavigationStack {
                    List { Text("Library") }
                    #if os(macOS)
                        1️⃣.sheet(isPresented: $editing) { PortEditor() }
                    #else
                        2️⃣.sheet(isPresented: $renaming) { PortEditor() }
                    #endif
                    #if DEBUG
                        3️⃣.sheet(isPresented: $editing) { HostEditor() }
                    #endif
                }
            }
        }
        struct PortEditor: View {
            @State private var port = ""
            var body: some View {
                Form { TextField("Port", text: $port) }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") { save() }
                        }
                    }
            }
        }
        struct HostEditor: View {
            @State private var host = ""
            var body: some View {
                Form { TextField("Host", text: $host) }
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") { save() }
                        }
                    }
            }
        }
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(app.rules(at: "3️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
        }
    }

    @Test func objectiveCCodeForTheTVOrNeverCompiledIsNotReported() throws {
        try ScannedApp.each(Self.feedPushingPlayer + [("App/PlayerViewController.m", """
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
        #if TARGET_OS_TV
            1️⃣self.navigationItem.hidesBackButton = YES;
        #elif 0
            2️⃣self.navigationItem.hidesBackButton = YES;
        #else
            self.title = @"Player";
        #endif
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
            #expect(app.rules(at: "2️⃣").isEmpty, "\(app.allFindings)")
        }
    }

    /// The same code outside the branch is reported, so the test above can fail.
    @Test func theSameObjectiveCCodeOutsideABranchIsReported() throws {
        try ScannedApp.each(Self.feedPushingPlayer + [("App/PlayerViewController.m", """
        @interface PlayerViewController : UIViewController
        @end
        @implementation PlayerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
        #if TARGET_OS_IOS
            1️⃣self.navigationItem.hidesBackButton = YES;
        #endif
        }
        @end
        """)]) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
        }
    }
}
