import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A Swift class that `@objc(Name)` gives another name is known by that name in Objective-C: pushes and
/// presentations written there reach the Swift class, and its findings stay where its code is.
@Suite struct ObjectiveCNameTests {
    static func app(attribute: String) -> [(String, String)] {
        [ScannedApp.stack(root: "ListViewController", pushing: ["OBAEditViewController"], objectiveC: true), ("App/EditViewController.swift", """
        import UIKit

        \(attribute)
        public final class EditViewController: UIViewController {
            override public func viewDidLoad() {
                super.viewDidLoad()
                1️⃣navigationItem.hidesBackButton = true
            }
        }
        """)]
    }

    @Test func anObjectiveCNameReachesTheSwiftClass() throws {
        try ScannedApp.each(Self.app(attribute: "@objc(OBAEditViewController)")) { app in
            #expect(app.rules(at: "1️⃣") == ["hidden-back-button-disables-swipe"], "\(app.allFindings)")
            #expect(app.result.app.screen("list")?.entity[\.pushes] == ["edit"], "\(app.result.draft)")
        }
        // `@objc` alone keeps the Swift name, so nothing pushes the class and nothing is reported on it.
        try ScannedApp.each(Self.app(attribute: "@objc")) { app in
            #expect(app.rules(at: "1️⃣").isEmpty, "\(app.allFindings)")
        }
    }

    @Test func theNameIsReadFromTheClassHeadOnly() {
        let file = SourceFile(path: "App/Names.swift", text: """
        @objc(OBAEditViewController) @MainActor public final class EditViewController: UIViewController {
            @objc(saveWithSender:) func save(_ sender: Any) {}
        }
        @objc(OBAStyle) enum Style: Int { case plain }
        @objc final class ListViewController: UIViewController {}
        """)
        let outline = FileOutline(file: file)
        #expect(outline.types.map { $0.objectiveCName(in: outline.stream) } == ["OBAEditViewController", nil, nil])
    }
}
