import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `ScreenFactFiling`: format 1.1 screen facts filed by the screen class they are about (a base class's to
/// each screen inheriting it, a SwiftUI view's to the screens it is built into, a path push to the stack's
/// root), and those about no screen, and bar hiding on an unknown navigation controller, noted.
@Suite struct ScreenFactFilingTests {
    /// Each fact as `line: change`.
    static func summary(_ facts: [ScreenFact]?, in given: PassInput) -> [String] {
        (facts ?? []).map { fact in
            let line = given.input.code.origin(fact.place).line
            switch fact.change {
            case .presentationStyle(let style, let written, _): return "\(line): presentationStyle \(style?.rawValue ?? "nil") written \(written)"
            case .modalInPresentation(let flag, _): return "\(line): modalInPresentation \(flag.map(String.init) ?? "nil")"
            case .barHiddenModifier(let flag): return "\(line): barHidden \(flag.map(String.init) ?? "nil")"
            case .leaveHandler(let moment, _): return "\(line): leaveHandler \(moment.rawValue)"
            case .pushTrigger(let trigger, _): return "\(line): pushTrigger \(trigger.rawValue)"
            default: return "\(line): other"
            }
        }
    }

    @Test func aBaseClassesFactGoesToEachScreenThatInheritsIt() throws {
        let given = try PassInput([("Modal.swift", """
        class ModalBaseViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                modalPresentationStyle = .fullScreen
            }
        }
        final class PaymentViewController: ModalBaseViewController {}
        final class ReceiptViewController: ModalBaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                isModalInPresentation = true
            }
        }
        """)])
        var notes = given.notes
        let filed = ScreenFactFiling(input: given.input).run(notes: &notes)
        #expect(filed.keys.sorted() == ["PaymentViewController", "ReceiptViewController"])
        #expect(Self.summary(filed["PaymentViewController"], in: given) == ["4: presentationStyle fullScreen written fullScreen"])
        #expect(Self.summary(filed["ReceiptViewController"], in: given) == ["4: presentationStyle fullScreen written fullScreen", "11: modalInPresentation true"])
        #expect(notes.lines.isEmpty)
    }

    @Test func aSwiftUIViewsModifierGoesToTheScreenItIsBuiltInto() throws {
        let given = try PassInput([("Profile.swift", """
        struct RootView: View {
            var body: some View { NavigationStack { ProfileView() } }
        }
        struct ProfileView: View {
            var body: some View { VStack { ProfileHeader() } }
        }
        struct ProfileHeader: View {
            var body: some View { Text("Hi").navigationBarHidden(true) }
        }
        """)])
        var notes = given.notes
        let filed = ScreenFactFiling(input: given.input).run(notes: &notes)
        #expect(Array(filed.keys) == ["ProfileView"])
        #expect(Self.summary(filed["ProfileView"], in: given) == ["8: barHidden true"])
        #expect(notes.lines.isEmpty)
    }

    @Test func aPushFromAViewThatDrivesItsStacksPathIsFiledUnderTheStacksRoot() throws {
        let given = try PassInput([("Root.swift", """
        struct AppRootView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    HomeView()
                }
            }
            func openNext() {
                path.append(1)
            }
        }
        struct HomeView: View {
            var body: some View { Text("Home") }
        }
        """)])
        var notes = given.notes
        let filed = ScreenFactFiling(input: given.input).run(notes: &notes)
        #expect(Array(filed.keys) == ["HomeView"])
        #expect(Self.summary(filed["HomeView"], in: given) == ["9: pushTrigger tap"])
        #expect(notes.lines.isEmpty)
    }

    @Test func aPushOfCodeThatIsNoScreenAndHoldsNoStackWithAPathIsFiledNowhereAndNotNoted() throws {
        let given = try PassInput([("Root.swift", """
        struct AppRootView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack {
                    HomeView()
                }
            }
            func openNext() {
                path.append(1)
            }
        }
        struct HomeView: View {
            var body: some View { Text("Home") }
        }
        final class Router {
            let nav = UINavigationController()
            func open() {
                nav.pushViewController(DetailViewController(), animated: true)
            }
        }
        final class DetailViewController: UIViewController {}
        """)])
        var notes = given.notes
        let filed = ScreenFactFiling(input: given.input).run(notes: &notes)
        // The readers did see both pushes: only the filing leaves them out.
        #expect(Self.summary(given.input.facts.screenFacts, in: given).sorted() == ["18: pushTrigger tap", "9: pushTrigger tap"])
        #expect(filed.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    @Test func settingsAboutNoScreenAndBarHidingOnAnUnknownNavigationControllerAreNoted() throws {
        let given = try PassInput([("Home.swift", """
        final class HomeViewController: UIViewController {
            func show(_ next: UIViewController) {
                next.modalPresentationStyle = .pageSheet
                navigationController?.hidesBarsOnTap = true
                router.nav.hidesBarsOnSwipe = true
                router.nav.hidesBarsOnTap = false
            }
        }
        final class Router {
            func configure() {
                modalPresentationStyle = .formSheet
            }
        }
        """)])
        var notes = given.notes
        let filed = ScreenFactFiling(input: given.input).run(notes: &notes)
        #expect(filed.isEmpty)
        #expect(notes.lines == [
            "Home.swift:3: could not tell which screen 'next' is, so this setting of a presented or SwiftUI screen is left out",
            "Home.swift:11: could not tell which screen Router is, so this setting of a presented or SwiftUI screen is left out",
            "Home.swift:5: could not tell which navigation controller's hidesBarsOnSwipe 'router.nav' sets",
            "Home.swift:6: could not tell which navigation controller's hidesBarsOnTap 'router.nav' sets",
        ])
        #expect(notes.globalRemarks.first == "navlint scan: could not tell which screen 'next' is, so this setting of a presented or SwiftUI screen is left out (Home.swift:3)")
        #expect(notes.screenRemarks.isEmpty)
    }

    @Test func navigationDelegateTeardownIsFiledInAScreenAndNotedOutsideOne() throws {
        let given = try PassInput([("Flow.swift", """
        final class ListViewController: UIViewController, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                if viewController !== self { store.close() }
            }
        }
        final class FlowCoordinator: NSObject, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                session.close()
            }
        }
        """)])
        var notes = given.notes
        let filed = ScreenFactFiling(input: given.input).run(notes: &notes)
        #expect(Array(filed.keys) == ["ListViewController"])
        #expect(Self.summary(filed["ListViewController"], in: given) == ["3: leaveHandler navigationDidShow"])
        #expect(notes.lines == ["Flow.swift:8: FlowCoordinator runs teardown in navigationController(_:willShow:animated:), but it is not a screen, so navlint scan could not tell which screen's leaveHandler it is"])
        #expect(notes.globalRemarks == ["navlint scan: FlowCoordinator runs teardown in navigationController(_:willShow:animated:), but it is not a screen, so navlint scan could not tell which screen's leaveHandler it is (Flow.swift:8)"])
    }
}
