import Testing
@testable import Scan
@testable import Format
@testable import ScanDraft
@testable import ScanFacts
import TestSupport

/// A detail a split view's primary column shows (issue 33, routes: split-view columns). On iPhone the
/// split view collapses and UIKit nests the detail's navigation controller in the primary column's
/// stack, so the detail's root is pushed there and a swipe back pops it; with no split view a
/// `showDetail` segue presents, and a detail shown only while the split view is expanded replaces a
/// column and pushes nothing.
@Suite struct SplitViewDetailTests {
    /// A storyboard whose master scene shows a detail stack with a `showDetail` segue; `split` puts the
    /// master's stack in a split view controller's primary column.
    private func storyboard(split: Bool) -> String {
        let splitScene = split ? """
            <scene sceneID="0"><objects>
              <splitViewController id="s" sceneMemberID="viewController">
                <connections>
                  <segue destination="mn" kind="relationship" relationship="masterViewController" id="sm"/>
                  <segue destination="dn" kind="relationship" relationship="detailViewController" id="sd"/>
                </connections>
              </splitViewController>
            </objects></scene>
        """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="\(split ? "s" : "mn")">
          <scenes>
        \(splitScene)
            <scene sceneID="1"><objects>
              <navigationController id="mn" sceneMemberID="viewController">
                <connections><segue destination="m" kind="relationship" relationship="rootViewController" id="r1"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="2"><objects>
              <tableViewController id="m" customClass="MasterViewController" sceneMemberID="viewController">
                <connections><segue destination="dn" kind="showDetail" identifier="showChat" id="g"/></connections>
              </tableViewController>
            </objects></scene>
            <scene sceneID="3"><objects>
              <navigationController id="dn" sceneMemberID="viewController">
                <connections><segue destination="d" kind="relationship" relationship="rootViewController" id="r2"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="4"><objects>
              <viewController id="d" customClass="ChatViewController" sceneMemberID="viewController"/>
            </objects></scene>
          </scenes>
        </document>
        """
    }

    /// The storyboard the app launches with, so its stacks are reached.
    private let plist = ("Info.plist", """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
    """)

    private let header = """
    @interface MasterViewController : UITableViewController
    @end
    @interface ChatViewController : UIViewController
    @end
    """

    /// The collapsed split view pushes the detail's root from the master, where the segue is, and the
    /// chat's teardown in viewWillDisappear is then a swipe back's side effect; without the split view the
    /// segue presents the detail stack, whose root nothing pops.
    @Test func aShowDetailSegueInASplitViewPushesTheDetailRoot() throws {
        let chat = """
        @implementation ChatViewController
        - (void)viewWillDisappear:(BOOL)animated {
            [super viewWillDisappear:animated];
            1️⃣[self.recorder stopRecording];
        }
        @end
        """
        // Storyboards are XML, so the variant with non-ASCII text before every line does not apply.
        for (variant, split) in try ScannedApp.variants([("Main.storyboard", storyboard(split: true)), plist, ("App.h", header), ("Chat.m", chat)]) where variant != "non-ASCII" {
            let master = try #require(split.result.app.screen("master")?.entity)
            #expect(master[\.pushes] == ["chat"])
            #expect(master[\.presents] ?? [] == [])
            #expect(split.rules(at: "1️⃣") == ["pop-side-effect-before-completion"])
        }
        for (variant, alone) in try ScannedApp.variants([("Main.storyboard", storyboard(split: false)), plist, ("App.h", header), ("Chat.m", chat)]) where variant != "non-ASCII" {
            let presenter = try #require(alone.result.app.screen("master")?.entity)
            #expect(presenter[\.pushes] ?? [] == [])
            #expect(presenter[\.presents] == ["chat"])
            #expect(alone.rules(at: "1️⃣").isEmpty)
        }
    }

    /// `showDetailViewController` in the master's code pushes the root of the navigation controller it
    /// shows, in Objective-C and Swift; under a test that the split view is expanded it pushes nothing.
    @Test func showDetailFromCodePushesUnlessTheSplitViewIsExpanded() throws {
        let objc = """
        @implementation MasterViewController
        - (void)openChat {
            ChatViewController *chat = [ChatViewController new];
            [self showDetailViewController:[[UINavigationController alloc] initWithRootViewController:chat] sender:self];
        }
        - (void)openPlaceholder {
            if (!self.splitViewController.collapsed) {
                [self showDetailViewController:[[UINavigationController alloc] initWithRootViewController:[PlaceholderViewController new]] sender:self];
            }
        }
        @end
        """
        let swift = """
        final class PlaceholderViewController: UIViewController {}
        extension MasterViewController {
            func openNote() {
                guard splitViewController?.isCollapsed == false else { return }
                showDetailViewController(UINavigationController(rootViewController: NoteViewController()), sender: self)
            }
        }
        final class NoteViewController: UIViewController {}
        """
        let result = try Fixtures.scan([
            ("Main.storyboard", storyboard(split: true)), plist, ("App.h", header), ("Master.m", objc), ("Note.swift", swift),
        ])
        let master = try #require(result.app.screen("master")?.entity)
        #expect(master[\.pushes] == ["chat"])
        // Without the split view the same code shows a stack of its own, pushed onto nothing.
        let alone = try Fixtures.scan([
            ("Main.storyboard", storyboard(split: false)), plist, ("App.h", header), ("Master.m", objc), ("Note.swift", swift),
        ])
        #expect(alone.app.screen("master")?.entity[\.pushes] ?? [] == [])
    }
}
