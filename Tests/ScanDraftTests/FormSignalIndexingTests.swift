import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `FormSignalIndexing` on hand-built transitions: form signals by the class or view holding them, the
/// screens something presents (not pushes), and the SwiftUI views with signals built into each screen.
@Suite struct FormSignalIndexingTests {
    static let app = """
    struct RootView: View {
        var body: some View { NavigationStack { ProfileView() } }
    }
    struct ProfileView: View {
        var body: some View { VStack { NameForm(); Card() } }
    }
    struct Card: View {
        var body: some View { AddressForm() }
    }
    struct NameForm: View {
        @State private var name = ""
        var body: some View { TextField("Name", text: $name) }
    }
    struct AddressForm: View {
        @State private var street = ""
        var body: some View { TextField("Street", text: $street) }
    }
    final class HomeViewController: UIViewController {}
    final class AboutViewController: UIViewController {}
    final class EditViewController: UIViewController {
        let field = UITextField()
    }
    """

    /// Each owner's signals as `line: kind`.
    static func signals(_ index: FormSignalIndex, of owner: String, in given: PassInput) -> [String] {
        (index.byOwner[owner] ?? []).map { signal in
            let line = given.input.code.origin(signal.place).line
            switch signal.kind {
            case .textInput(let name): return "\(line): textInput \(name)"
            case .editsText: return "\(line): editsText"
            case .keepAction(let word): return "\(line): keepAction \(word)"
            case .video(let name): return "\(line): video \(name)"
            case .choiceInput(let name): return "\(line): choiceInput \(name)"
            case .cancelAction: return "\(line): cancelAction"
            case .skipAction: return "\(line): skipAction"
            case .picksAndCloses: return "\(line): picksAndCloses"
            case .bindsHandedValue: return "\(line): bindsHandedValue"
            }
        }
    }

    @Test func signalsAreFiledByTheirOwnerAndViewsWithSignalsByTheScreenTheyAreBuiltInto() throws {
        let given = try PassInput([("App.swift", Self.app)])
        var notes = given.notes
        let index = FormSignalIndexing(input: given.input, transitions: given.transitions()).run(notes: &notes)
        #expect(index.byOwner.keys.sorted() == ["AddressForm", "EditViewController", "NameForm"])
        #expect(Self.signals(index, of: "NameForm", in: given) == ["12: textInput TextField"])
        #expect(Self.signals(index, of: "AddressForm", in: given) == ["16: textInput TextField"])
        #expect(Self.signals(index, of: "EditViewController", in: given) == ["21: textInput UITextField"])
        // Through a view with no signals of its own (`Card`), in name order; a UIKit screen's own are only by owner.
        #expect(index.viewsBuiltInto == ["ProfileView": ["AddressForm", "NameForm"]])
        #expect(index.presentedScreens.isEmpty)
        #expect(notes.lines.isEmpty)
    }

    @Test func thePresentedScreensAreThoseTheTransitionsPresentNotThoseTheyPush() throws {
        let given = try PassInput([("App.swift", Self.app)])
        let home = try given.origin("HomeViewController", in: "App.swift")
        var notes = given.notes
        let transitions: Transitions<TransitionsPlaced> = given.transitions(pushes: [("HomeViewController", "AboutViewController", home)],
                                            presents: [("HomeViewController", "EditViewController", home), ("AboutViewController", "EditViewController", home),
                                                       ("AboutViewController", "ProfileView", home)])
        let index = FormSignalIndexing(input: given.input, transitions: transitions).run(notes: &notes)
        #expect(index.presentedScreens == ["edit", "profileView"])
    }

    @Test func aSwiftUIScreensOwnSignalsAndThoseOfAViewInNoScreenAreOnlyByOwner() throws {
        let given = try PassInput([("SignUp.swift", """
        struct RootView: View {
            var body: some View { NavigationStack { SignUpView() } }
        }
        struct SignUpView: View {
            @State private var password = ""
            var body: some View { SecureField("Password", text: $password) }
        }
        struct Banner: View {
            @State private var note = ""
            var body: some View { TextEditor(text: $note) }
        }
        """)])
        var notes = given.notes
        let index = FormSignalIndexing(input: given.input, transitions: given.transitions()).run(notes: &notes)
        #expect(Self.signals(index, of: "SignUpView", in: given) == ["6: textInput SecureField"])
        #expect(Self.signals(index, of: "Banner", in: given) == ["10: textInput TextEditor"])
        #expect(index.viewsBuiltInto.isEmpty)
        #expect(notes.lines.isEmpty)
    }
}
