import Format
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
import Testing
import TestSupport

/// Every file is read on its own, on every core, and what the files yield is joined in path order
/// (`CodeBase.init`, `Facts.init`): the draft must not depend on the order the files come in or on which
/// thread finishes first, and a join must keep what one reading after another would have kept.
@Suite struct FileReadingJoinTests {
    @Test func theDraftIsTheSameWhateverOrderTheFilesComeIn() throws {
        for name in Fixtures.names {
            let files = try Fixtures.files(name)
            let drafts = try [files, files.reversed(), files, files.reversed()].map { try AppScanner.scan($0).draft }
            #expect(Set(drafts).count == 1, "\(name)")
        }
    }

    @Test func aViewBuiltIntoTheSameViewInTwoFilesIsFiledOnceInPathOrder() throws {
        let files = [
            SourceFile(path: "D/ShelfView.swift", text: "struct Shelf: View {\n    var body: some View { Badge() }\n}\n"),
            SourceFile(path: "A/Badge.swift", text: "struct Badge: View {\n    var body: some View { Text(\"new\") }\n}\n"),
            SourceFile(path: "C/Card+Footer.swift", text: "extension Card {\n    var footer: some View { Badge() }\n}\n"),
            SourceFile(path: "B/Card.swift", text: "struct Card: View {\n    var body: some View { VStack { Badge(); Badge() } }\n}\n"),
        ]
        let facts = Facts(code: CodeBase(files: files))
        #expect(facts.embeds["Badge"] == ["Card", "Shelf"])
    }

    @Test func factsOfEveryFileKeepThePathOrder() throws {
        // One switch per file, the files given backwards: the joined switches follow the paths.
        let files = (0..<40).reversed().map { number in
            SourceFile(path: "Screens/Screen\(1000 + number).swift", text: """
            final class Screen\(number)ViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = \(number % 2 == 0)
                }
            }
            """)
        }
        let code = CodeBase(files: files)
        let facts = Facts(code: code)
        #expect(facts.enabledWrites.map { code.files[$0.place.file].path } == (0..<40).map { "Screens/Screen\(1000 + $0).swift" })
        #expect(facts.enabledWrites.map(\.enabled) == (0..<40).map { Optional($0 % 2 == 0) })
    }
}
