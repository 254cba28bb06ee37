import Foundation
import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import Rules
import TestSupport

/// What scan reads from storyboards and XIBs (Fixtures/StoryboardTabs and small inline files): the
/// stacks they wire, their segues, navigation items and views, each placed at its element, and the
/// code that loads their scenes.
@Suite struct StoryboardScanTests {
    let result: ScanResult

    /// The fixture scanned once for the whole suite (Swift Testing makes a suite value per test).
    static let scanned = Result { try Fixtures.scan("StoryboardTabs") }

    init() throws {
        result = try Self.scanned.get()
    }

    /// `file line:column` of a model value's span.
    func place(_ node: ModelNode?, in result: ScanResult) -> String {
        guard let span = node?.span, let source = span.source, source < result.sources.count else { return "none" }
        return "\(result.sources[source]) \(span.start)"
    }

    @Test func storyboardStacksAreRootsAndEveryScreenIsReached() throws {
        let roots = result.app.navigationControllers.map { "\($0.id):\($0.rootID)" }.sorted()
        #expect(roots == ["feed:feed", "main:home", "profile:profile"])
        let main = try #require(result.app.controller("main")?.entity)
        #expect(main[\.className] == "MainNavigationController")
        // The root is placed from the navigation controller's element; the draft names the segue's line.
        #expect(place(main.node(\.root), in: result) == "App/Base.lproj/Main.storyboard 12:17")
        expectLines("    root: home   # App/Base.lproj/Main.storyboard:18", in: result.draft)
        let rules = try RuleCatalog.builtin.get()
        let findings = RuleEngine(rules: rules).run(on: result.app, file: "draft.yaml")
        #expect(!findings.contains { $0.ruleID == "unreachable-screen" }, "\(findings.map(\.message))")
        // The only note: Home presents the tab bar controller, which is no screen of the format.
        #expect(result.notes.map(\.message) == ["could not tell which screen 'tabs' is, so this setting of a presented or SwiftUI screen is left out"], "\(result.notes)")
    }

    @Test func segmentsPushAcrossStoryboardsAndFromCode() throws {
        let home = try #require(result.app.screen("home")?.entity)
        #expect(home[\.pushes] == ["detail"])
        // The show segue sits on the button in Home's view.
        guard case .list(let pushes) = home.node(\.pushes).value else {
            Issue.record("pushes is not a list")
            return
        }
        #expect(place(pushes.first, in: result) == "App/Base.lproj/Main.storyboard 34:37")
        // A storyboard reference resolves to the scene of Settings.storyboard it names.
        #expect(result.app.screen("profile")?.entity[\.pushes] == ["settings"])
        // `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Article")`, pushed.
        expectLines("""
            pushes:
              - article   # App/FeedViewController.swift:8
        """, in: result.draft)
    }

    @Test func navigationItemsAndBarsComeFromTheirElements() throws {
        let detail = try #require(result.app.screen("detail")?.entity)
        let item = try #require(detail[\.navigationItem])
        #expect(item[\.hidesBackButton] == true)
        #expect(item[\.leftBarButtonItem] == "Close")
        #expect(place(item.node(\.hidesBackButton), in: result) == "App/Base.lproj/Main.storyboard 49:21")
        // Simulated metrics only shape the canvas: they hide no bar.
        #expect(detail.node(\.navigationBarHidden).isWritten == false)
        let article = try #require(result.app.screen("article")?.entity[\.navigationItem])
        #expect(article[\.leftBarButtonItems] == ["bookmarks", "text.bubble"])
        #expect(article[\.leftItemsSupplementBackButton] == true)
        let settings = try #require(result.app.screen("settings")?.entity[\.navigationItem]?[\.backBarButtonItem])
        #expect(settings[\.title] == "Settings")
        #expect(place(settings.node(\.title), in: result) == "App/Base.lproj/Settings.storyboard 9:25")
        // `navigationBarHidden="YES"` on the profile tab's navigation controller hides the bar on its root.
        let profile = try #require(result.app.screen("profile")?.entity)
        #expect(profile[\.navigationBarHidden] == true)
        #expect(place(profile.node(\.navigationBarHidden), in: result) == "App/Base.lproj/Main.storyboard 114:17")
    }

    @Test func viewsOfScenesAndXIBs() throws {
        let feed = try #require(result.app.screen("feed")?.entity)
        expectLines("""
            scrollViews:
              carousel:
                axis: horizontal   # App/Base.lproj/Main.storyboard:85
                paging: true   # App/Base.lproj/Main.storyboard:85
        """, in: result.draft)
        #expect(feed[\.scrollViews]?.map(\.id) == ["carousel"])
        // PlayerViewController.xib's File's Owner is the player screen: its slider is the screen's.
        let xib = try Fixtures.scan([
            ("App/Player.swift", "final class PlayerViewController: UIViewController {}"),
            ("App/Player.xib", try Self.fixtureText("App/Views/PlayerViewController.xib")),
        ])
        expectLines("""
            horizontalControls:
              - slider   # App/Player.xib:13
        """, in: xib.draft)
    }

    @Test func aFindingLandsOnTheStoryboardElement() throws {
        let rules = try RuleCatalog.builtin.get()
        let findings = RuleEngine(rules: rules).run(on: result.app, file: "draft.yaml")
        let hidden = try #require(findings.first { $0.ruleID == "hidden-back-button-disables-swipe" })
        #expect(hidden.span.source.map { result.sources[$0] } == "App/Base.lproj/Main.storyboard")
        #expect(hidden.location == SourceLocation(line: 49, column: 21))
    }

    @Test func codeLoadsScenesByIdentifierAndInitialController() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="n">
          <scenes>
            <scene sceneID="1"><objects>
              <navigationController id="n" sceneMemberID="viewController">
                <connections><segue destination="h" kind="relationship" relationship="rootViewController" id="r"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="2"><objects>
              <viewController id="h" customClass="HomeViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="3"><objects>
              <viewController storyboardIdentifier="Detail" id="d" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene>
          </scenes>
        </document>
        """
        let objc = """
        @implementation LoginViewController
        - (void)done {
            UIViewController *detail = [self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
            [self.navigationController pushViewController:detail animated:YES];
            UIStoryboard *main = [UIStoryboard storyboardWithName:@"Onboarding" bundle:nil];
            [self presentViewController:[main instantiateInitialViewController] animated:YES completion:nil];
        }
        @end
        """
        let result = try Fixtures.scan([
            ("Onboarding.storyboard", storyboard),
            ("Login.h", "@interface LoginViewController : UIViewController\n@end\n@interface HomeViewController : UIViewController\n@end\n@interface DetailViewController : UIViewController\n@end"),
            ("Login.m", objc),
        ])
        let login = try #require(result.app.screen("login")?.entity)
        #expect(login[\.pushes] == ["detail"])
        // The initial controller is a navigation controller: presenting it presents its root.
        #expect(login[\.presents] == ["home"])

        // Two storyboards with a scene 'Detail': the one the local `storyboard` loads counts, though
        // the screen's own scene is in the other.
        let other = """
        <document><scenes><scene sceneID="1"><objects>
          <viewController storyboardIdentifier="Detail" id="x" customClass="OtherDetailViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """
        let swift = """
        class LoginViewController: UIViewController {
            func done() {
                let storyboard = UIStoryboard(name: "Other", bundle: nil)
                show(storyboard.instantiateViewController(withIdentifier: "Detail"), sender: self)
            }
        }
        class HomeViewController: UIViewController {}
        class DetailViewController: UIViewController {}
        class OtherDetailViewController: UIViewController {}
        """
        let withLogin = storyboard.replacingOccurrences(of: "customClass=\"HomeViewController\"", with: "customClass=\"LoginViewController\"")
        let local = try Fixtures.scan([("Onboarding.storyboard", withLogin), ("Other.storyboard", other), ("Login.swift", swift)])
        #expect(local.app.screen("login")?.entity[\.pushes] == ["otherDetail"])
    }

    @Test func aBrokenStoryboardIsANoteAtItsError() throws {
        let result = try Fixtures.scan([
            ("Main.storyboard", "<document>\n  <scenes>\n</document>"),
            ("Home.swift", "class HomeViewController: UIViewController {}"),
        ])
        #expect(result.notes.map(\.description).contains(
            "Main.storyboard:3: could not read Main.storyboard (3:1: end tag 'document' does not match 'scenes' opened at 2:3); its scenes are left out"
        ))
    }

    @Test func whatIBSaysThatTheFormatCannotHoldIsNoted() throws {
        let storyboard = """
        <document initialViewController="h">
          <scenes>
            <scene sceneID="1"><objects>
              <viewController id="h" customClass="HomeViewController" sceneMemberID="viewController">
                <connections>
                  <segue destination="d" kind="custom" customClass="FadeSegue" identifier="fade" id="s1"/>
                  <segue destination="d" kind="show" identifier="showDetail" id="s2"/>
                </connections>
              </viewController>
            </objects></scene>
            <scene sceneID="2"><objects>
              <viewController id="d" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="3"><objects>
              <viewController id="p" sceneMemberID="viewController">
                <connections><segue destination="d" kind="show" id="s3"/></connections>
              </viewController>
            </objects></scene>
          </scenes>
        </document>
        """
        let home = """
        class HomeViewController: UIViewController {
            func next() { performSegue(withIdentifier: "showDetial", sender: nil) }
            func fine() { performSegue(withIdentifier: "showDetail", sender: nil) }
        }
        class DetailViewController: UIViewController {}
        """
        let result = try Fixtures.scan([("Main.storyboard", storyboard), ("Home.swift", home)])
        let notes = result.notes.map(\.description)
        #expect(notes.contains("Home.swift:2: performs segue 'showDetial', but the scenes of HomeViewController in the scanned storyboards have only 'fade', 'showDetail'; UIKit raises an exception for a segue it cannot find"))
        #expect(notes.contains("Main.storyboard:6: a custom segue to DetailViewController; navlint scan cannot tell whether it pushes or presents, so it is left out"))
        #expect(notes.contains("Main.storyboard:1: HomeViewController is the initial view controller of Main.storyboard without a navigation controller; the format has no key for a window's root, so it is no root here"))
        #expect(notes.contains("Main.storyboard:16: a show segue from UIViewController, which is no screen class of the scanned sources, to DetailViewController; navlint scan cannot tell which screen makes it"))
        #expect(!notes.contains { $0.contains("'showDetail',") || $0.hasPrefix("Home.swift:3") })
        #expect(result.app.screen("home")?.entity[\.pushes] == ["detail"])
    }

    static func fixtureText(_ relative: String) throws -> String {
        let files = try Fixtures.files("StoryboardTabs")
        return try #require(files.first { $0.path == relative }).text
    }

    /// A show segue (or `show(_:sender:)`) to a navigation controller cannot push it, so UIKit presents
    /// it: its root is a presented screen, a sheet by default, and a form there can be swiped away.
    @Test func aShowSegueToANavigationControllerPresentsIt() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-list"><objects>
                    <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                        <connections>
                            1️⃣<segue destination="add-nav" kind="show" identifier="add" id="a"/>
                            2️⃣<segue destination="tag-nav" kind="show" identifier="tag" id="t"/>
                        </connections>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s-add-nav"><objects>
                    <navigationController id="add-nav" sceneMemberID="viewController">
                        <connections><segue destination="add" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-add"><objects>
                    <tableViewController id="add" customClass="AddItemViewController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="i-add">
                            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"/>
                            <barButtonItem key="rightBarButtonItem" systemItem="save" id="save"/>
                        </navigationItem>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s-tag-nav"><objects>
                    <navigationController id="tag-nav" sceneMemberID="viewController">
                        <connections><segue destination="tag" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-tag"><objects>
                    <viewController id="tag" customClass="NewTagViewController" sceneMemberID="viewController">
                        <view key="view" id="tag-view">
                            <subviews>
                                <textField id="tag-name" placeholder="Name"/>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" id="i-tag">
                            <barButtonItem key="rightBarButtonItem" systemItem="done" id="tag-done">
                                <connections>
                                    <segue destination="exit" kind="unwind" unwindAction="saveNewTagWithSegue:" id="u"/>
                                </connections>
                            </barButtonItem>
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
        final class ListViewController: UITableViewController {}
        final class NewTagViewController: UIViewController {}
        final class AddItemViewController: UITableViewController {
            @IBOutlet var nameField: UITextField!
            @IBAction func save(_ sender: Any) {}
        }
        """)]) where name != "non-ASCII" {
            #expect(app.rules(at: "1️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            // The scene's own text field and a Done whose unwind saves.
            #expect(app.rules(at: "2️⃣") == ["sheet-swipe-dismiss-unhandled"], "\(app.allFindings)")
            #expect(!app.allFindings.contains { $0.hasPrefix("custom-left-item-disables-swipe") }, "\(app.allFindings)")
            #expect(app.result.app.screen("list")?.entity[\.presents] == ["addItem", "newTag"], "\(app.result.draft)")
        }
    }
}
