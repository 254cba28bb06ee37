import Format
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import ScanReading
import Testing

/// The registered inferences of screen and navigation controller keys (`DraftBuilder.screenInferences`,
/// `controllerInferences`): each sets only the keys it declares, sets each of them for some fixture, and
/// no key has two inferences.
@Suite struct KeyInferenceTests {
    /// Two keys no fixture app sets: a delegate installed by a UINavigationController extension, and iOS
    /// 26's content pop switched off.
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
    ]

    /// For each inference, the keys it set running alone on every screen and navigation controller of
    /// every fixture and inline app, after the draft's phases built the indexes it reads.
    static let keysSet: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for files in Fixtures.names.compactMap({ try? Fixtures.files($0) }) + inlineApps {
            let code = CodeBase(files: files.filter { $0.kind != .ignored })
            guard var builder = try? DraftBuilder(code: code, facts: Facts(code: code)) else { continue }
            _ = builder.build()
            for screen in builder.selection.screenClasses {
                let subject = builder.screenSubject(screen)
                for inference in DraftBuilder.screenInferences {
                    var object = ObjectBuilder<ScreenKeys>()
                    inference.apply(&builder, subject, &object)
                    result["screen " + inference.name, default: []].formUnion(object.keyNames)
                }
            }
            for controller in builder.controllers {
                for inference in DraftBuilder.controllerInferences {
                    var object = ObjectBuilder<NavigationControllerKeys>()
                    inference.apply(&builder, controller, &object)
                    result["controller " + inference.name, default: []].formUnion(object.keyNames)
                }
            }
        }
        return result
    }()

    @Test func eachScreenInferenceSetsItsOwnKeysAndNoOther() {
        for inference in DraftBuilder.screenInferences {
            #expect(Self.keysSet["screen " + inference.name, default: []] == inference.keys, "\(inference.name)")
        }
    }

    @Test func eachControllerInferenceSetsItsOwnKeysAndNoOther() {
        for inference in DraftBuilder.controllerInferences {
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
        #expect(owners(DraftBuilder.screenInferences.map { ($0.name, $0.keys) }).isEmpty)
        #expect(owners(DraftBuilder.controllerInferences.map { ($0.name, $0.keys) }).isEmpty)
        #expect(Set(DraftBuilder.screenInferences.map(\.name)).count == DraftBuilder.screenInferences.count)
        #expect(Set(DraftBuilder.controllerInferences.map(\.name)).count == DraftBuilder.controllerInferences.count)
    }
}
