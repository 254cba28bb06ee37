import Format
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
import Testing
import TestSupport

/// The registered inferences of screen and navigation controller keys (`KeyInferences.screens`,
/// `KeyInferences.controllers`): each sets only the keys it declares, sets each of them for some fixture, and
/// no key has two inferences.
@Suite struct KeyInferenceTests {
    /// Keys no fixture app sets: a delegate installed by a UINavigationController extension, iOS 26's
    /// content pop switched off, an animating delegate that leaves the swipe's pops to UIKit, and a pan of
    /// the navigation controller's own that pops.
    static let inlineApps: [[SourceFile]] = [
        [SourceFile(path: "App.swift", text: """
        extension UINavigationController: UIGestureRecognizerDelegate {
            override open func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { viewControllers.count > 1 }
        }
        final class HomeViewController: UIViewController {}
        let root = UINavigationController(rootViewController: HomeViewController())
        """)],
        [SourceFile(path: "App.swift", text: """
        final class FeedNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                interactiveContentPopGestureRecognizer?.isEnabled = false
            }
        }
        final class HomeViewController: UIViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class DetailViewController: UIViewController {}
        let root = FeedNavigationController(rootViewController: HomeViewController())
        """)],
        [SourceFile(path: "App.swift", text: """
        final class FadeNavigationController: UINavigationController, UINavigationControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
            }
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                if operation == .pop { return nil }
                return FadeAnimator()
            }
        }
        final class HomeViewController: UIViewController {}
        let root = FadeNavigationController(rootViewController: HomeViewController())
        """)],
        [SourceFile(path: "App.swift", text: """
        final class SwipeNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
            }
            @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
                if recognizer.state == .began { popViewController(animated: true) }
            }
        }
        final class HomeViewController: UIViewController {}
        let root = SwipeNavigationController(rootViewController: HomeViewController())
        """)],
    ]

    /// For each inference, the keys it set running alone on every screen and navigation controller of
    /// every fixture and inline app, after the draft's passes found what it reads.
    static let keysSet: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for files in Fixtures.names.compactMap({ try? Fixtures.files($0) }) + inlineApps {
            let code = CodeBase(files: files.filter { $0.kind != .ignored })
            guard let input = try? DraftInput(code: code, facts: Facts(code: code), givenSDK: nil) else { continue }
            var notes = DraftNotes(vendored: code.vendored)
            let context = DraftPipeline.runPasses(input, notes: &notes)
            for screen in context.selection.screenClasses {
                let subject = context.screenSubject(screen)
                for inference in KeyInferences.screens {
                    var object = ObjectBuilder<ScreenKeys>()
                    inference.apply(context, subject, &object, &notes)
                    result["screen " + inference.name, default: []].formUnion(object.keyNames)
                }
            }
            for controller in context.stacks.controllers {
                for inference in KeyInferences.controllers {
                    var object = ObjectBuilder<NavigationControllerKeys>()
                    inference.apply(context, controller, &object, &notes)
                    result["controller " + inference.name, default: []].formUnion(object.keyNames)
                }
            }
        }
        return result
    }()

    @Test func eachScreenInferenceSetsItsOwnKeysAndNoOther() {
        for inference in KeyInferences.screens {
            #expect(Self.keysSet["screen " + inference.name, default: []] == inference.keys, "\(inference.name)")
        }
    }

    @Test func eachControllerInferenceSetsItsOwnKeysAndNoOther() {
        for inference in KeyInferences.controllers {
            #expect(Self.keysSet["controller " + inference.name, default: []] == inference.keys, "\(inference.name)")
        }
    }

    @Test func noKeyHasTwoInferences() {
        func owners(_ inferences: [(name: String, keys: Set<String>)]) -> [String: [String]] {
            var owners: [String: [String]] = [:]
            for inference in inferences {
                for key in inference.keys { owners[key, default: []].append(inference.name) }
            }
            return owners.filter { $0.value.count > 1 }
        }
        #expect(owners(KeyInferences.screens.map { ($0.name, $0.keys) }).isEmpty)
        #expect(owners(KeyInferences.controllers.map { ($0.name, $0.keys) }).isEmpty)
        #expect(Set(KeyInferences.screens.map(\.name)).count == KeyInferences.screens.count)
        #expect(Set(KeyInferences.controllers.map(\.name)).count == KeyInferences.controllers.count)
    }
}
