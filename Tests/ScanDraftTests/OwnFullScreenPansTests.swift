import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `OwnFullScreenPans`: a screen that installs a copy of the library's pan on its own navigation
/// controller and removes it, under no condition, as it leaves has the pan to itself; anything short of
/// that credits no screen.
@Suite struct OwnFullScreenPansTests {
    /// A copy of FDFullscreenPopGesture's category whose install the screens call themselves.
    static let libraryCopy = ("FullscreenPop.swift", """
    extension UINavigationController {
        func addFullscreenPopGesture() {
            let targets = interactivePopGestureRecognizer?.value(forKey: "targets")
            my_fullscreenPopGestureRecognizer.setValue(targets, forKey: "targets")
            view.addGestureRecognizer(my_fullscreenPopGestureRecognizer)
        }
        func removeFullscreenPopGesture() {
            view.removeGestureRecognizer(my_fullscreenPopGestureRecognizer)
        }
    }
    """)

    @Test func aScreenThatInstallsTheLibrarysPanAndRemovesItAsItLeavesHasItAlone() throws {
        let given = try PassInput([Self.libraryCopy, ("Gallery.swift", """
        final class GalleryViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.addFullscreenPopGesture()
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.removeFullscreenPopGesture()
            }
        }
        final class HomeViewController: UIViewController {}
        """)])
        var notes = given.notes
        let own = OwnFullScreenPans(input: given.input).run(notes: &notes)
        #expect(own == ["gallery"])
        let message = "GalleryViewController installs a full-screen pan on its navigation controller and removes it when it leaves; scan credits the pan to GalleryViewController alone"
        #expect(notes.lines == ["Gallery.swift:4: " + message])
        #expect(notes.screenRemarks == ["gallery": ["navlint scan: \(message) (Gallery.swift:4)"]])
    }

    @Test func aScreenThatKeepsThePanOrRemovesItOnlySometimesHasItNotAlone() throws {
        let given = try PassInput([Self.libraryCopy, ("Screens.swift", """
        final class FeedViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.addFullscreenPopGesture()
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if isMovingFromParent {
                    navigationController?.removeFullscreenPopGesture()
                }
            }
        }
        final class ReaderViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.addFullscreenPopGesture()
            }
        }
        """)])
        var notes = given.notes
        let own = OwnFullScreenPans(input: given.input).run(notes: &notes)
        #expect(own.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    @Test func aBaseClassThatInstallsAndRemovesThePanCreditsEachScreenThatInheritsIt() throws {
        let given = try PassInput([Self.libraryCopy, ("Zoomable.swift", """
        class ZoomableViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigationController?.addFullscreenPopGesture()
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                navigationController?.removeFullscreenPopGesture()
            }
        }
        final class PhotoViewController: ZoomableViewController {}
        final class MapViewController: ZoomableViewController {}
        """)])
        var notes = given.notes
        let own = OwnFullScreenPans(input: given.input).run(notes: &notes)
        #expect(own == ["map", "photo"])
        // One install, one note: the same message at the same place is noted once.
        #expect(notes.lines == ["Zoomable.swift:4: ZoomableViewController installs a full-screen pan on its navigation controller and removes it when it leaves; scan credits the pan to ZoomableViewController alone"])
    }
}
