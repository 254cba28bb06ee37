import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `LooseEndNotes` with a hand-built `FullScreenPanPlan`: statements the readers could not place are noted
/// under the screen whose code holds them (else at the top), and full-screen pop code once per file no
/// planned pan covers.
@Suite struct LooseEndNotesTests {
    static let gallery = ("Gallery.swift", """
    final class GalleryViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
        }
    }
    """)

    /// Two full-screen pop statements in one file, and one in a navigation controller's file.
    static let feed = ("Feed.swift", """
    final class FeedViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            fd_interactivePopDisabled = true
            navigationController?.fd_fullscreenPopGestureRecognizer.isEnabled = true
        }
    }
    """)
    static let popNavigation = ("PopNavigationController.swift", """
    final class PopNavigationController: UINavigationController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let pan = UIPanGestureRecognizer(target: interactivePopGestureRecognizer?.delegate, action: #selector(handleNavigationTransition(_:)))
            view.addGestureRecognizer(pan)
        }
    }
    """)

    static func popNote(_ text: String) -> String {
        "full-screen pop code found ('\(text)'), but navlint scan could not tell which navigation controllers it reaches, so fullScreenPop is left out; describe it by hand"
    }

    @Test func aLooseEndInAScreensCodeIsNotedUnderThatScreen() throws {
        let given = try PassInput([Self.gallery])
        var notes = given.notes
        LooseEndNotes(input: given.input, pans: FullScreenPanPlan()).run(notes: &notes)
        let message = "layout 'layout' scrolls horizontally, but navlint scan could not find the collection view that uses it"
        #expect(notes.lines == ["Gallery.swift:5: " + message])
        #expect(notes.screenRemarks == ["gallery": ["navlint scan: \(message) (Gallery.swift:5)"]])
        #expect(notes.globalRemarks.isEmpty)
    }

    @Test func aLooseEndInCodeThatIsNoScreenIsNotedAtTheTop() throws {
        let given = try PassInput([Self.gallery, ("GridBuilder.swift", """
        final class GridBuilder {
            func make() -> UICollectionViewLayout {
                let strip = UICollectionViewFlowLayout()
                strip.scrollDirection = .horizontal
                return strip
            }
        }
        """)])
        var notes = given.notes
        LooseEndNotes(input: given.input, pans: FullScreenPanPlan()).run(notes: &notes)
        let message = "layout 'strip' scrolls horizontally, but navlint scan could not find the collection view that uses it"
        #expect(notes.lines == [
            "Gallery.swift:5: layout 'layout' scrolls horizontally, but navlint scan could not find the collection view that uses it",
            "GridBuilder.swift:4: " + message,
        ])
        #expect(notes.globalRemarks == ["navlint scan: \(message) (GridBuilder.swift:4)"])
        #expect(notes.screenRemarks.keys.sorted() == ["gallery"])
    }

    @Test func fullScreenPopCodeIsNotedOncePerFileAtItsFirstStatement() throws {
        let given = try PassInput([Self.feed, Self.popNavigation])
        var notes = given.notes
        LooseEndNotes(input: given.input, pans: FullScreenPanPlan()).run(notes: &notes)
        #expect(notes.lines == [
            "Feed.swift:4: " + Self.popNote("fd_interactivePopDisabled"),
            "PopNavigationController.swift:4: " + Self.popNote("handleNavigationTransition"),
        ])
        #expect(notes.globalRemarks == [
            "navlint scan: \(Self.popNote("fd_interactivePopDisabled")) (Feed.swift:4)",
            "navlint scan: \(Self.popNote("handleNavigationTransition")) (PopNavigationController.swift:4)",
        ])
        #expect(notes.screenRemarks.isEmpty)
    }

    @Test func aFileAPlannedPanCoversGetsNoFullScreenPopNote() throws {
        let given = try PassInput([Self.feed, Self.popNavigation])
        let covered = try #require(given.input.code.files.firstIndex { $0.path == "PopNavigationController.swift" })
        var notes = given.notes
        LooseEndNotes(input: given.input, pans: FullScreenPanPlan(coveredFiles: [covered])).run(notes: &notes)
        #expect(notes.lines == ["Feed.swift:4: " + Self.popNote("fd_interactivePopDisabled")])
    }
}
