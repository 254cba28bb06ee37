import Testing
@testable import Scan
@testable import ScanDraft
@testable import Format
import Rules
import TestSupport

/// The draft scan writes is always a description `check` accepts as a file: every fixture's, and those of
/// sources built to break YAML (line separators and noncharacters quoted from code, a storyboard's text,
/// a class name longer than YAML's plain keys). The fuzz target asserts the same on every input it tries.
@Suite struct DraftChecksTests {
    /// The file problems (`yaml-syntax`, `invalid-encoding`...) `check` finds in a draft, as `id: message`.
    static func fileProblems(_ draft: String) -> [String] {
        Linter(rules: []).lint(bytes: Array(draft.utf8), file: "draft.yaml").diagnostics
            .filter { FileProblem(rawValue: $0.ruleID) != nil }
            .map { "\($0.ruleID): \($0.message)" }
    }

    @Test(arguments: Fixtures.names) func everyFixtureDraftChecks(_ name: String) throws {
        let draft = try Fixtures.scan(name).draft
        #expect(Self.fileProblems(draft).isEmpty, "\(name)")
    }

    @Test func charactersYAMLRefusesOrBreaksOnAreEscaped() throws {
        let strange = "a\u{2028}b\u{2029}c\u{85}d\u{FFFE}e\u{9F}f"
        let long = String(repeating: "Very", count: 300) + "LongViewController"
        let result = try Fixtures.scan([("App/Screens.swift", """
        import UIKit
        final class HomeViewController: UIViewController {
            @objc func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            @objc func more() { navigationController?.pushViewController(\(long)(), animated: true) }
        }
        final class \(long): UIViewController {}
        final class DetailViewController: UIViewController {
            var mode = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                if mode == "\(strange)" { navigationItem.hidesBackButton = true }
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "\(strange)", style: .plain, target: self, action: #selector(back))
            }
            @objc func back() { navigationController?.popViewController(animated: true) }
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene() { window?.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
        }
        """), ("App/Base.lproj/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s"><objects>
                    <viewController id="x" customClass="OtherViewController" title="T\u{2028}" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="i">
                            <barButtonItem key="leftBarButtonItem" title="L\u{85}\u{2029}" id="b"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """), ("App/Other.swift", "final class OtherViewController: UIViewController {}\n"), ("App/Broken.storyboard", "<document title=\"\u{FFFE}\"/>\n")])
        #expect(Self.fileProblems(result.draft).isEmpty, "\(result.draft)")
        // A value reads back exactly as written; a comment quoting the code stays on its line.
        #expect(result.draft.contains(#"leftBarButtonItem: "L\N\P""#), "\(result.draft)")
        #expect(result.draft.contains("# navlint scan: hidesBackButton is set only when"), "\(result.draft)")
        #expect(!result.draft.unicodeScalars.contains { ["\u{85}", "\u{2028}", "\u{2029}", "\u{FFFE}", "\u{9F}"].contains($0) })
        // The long class keeps its name; its id is cut to a plain key YAML reads.
        #expect(result.draft.contains("class: \(long)"))
        #expect(!result.draft.split(separator: "\n").contains { $0.count > 1_024 && $0.hasSuffix(":") })
    }

    /// Sources whose only view controllers are vendored write no draft: its navigation controller would
    /// have no screen for a root.
    @Test func onlyVendoredViewControllersWriteNoDraft() throws {
        #expect(throws: ScanError.noAppScreens) {
            try Fixtures.scan([("App/ThirdParty/Lib.swift", "class LibViewController: UIViewController {}\n"), ("App/Money.swift", "struct Money {}\n")])
        }
    }
}
