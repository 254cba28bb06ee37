import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `LibraryRootNotes` on hand-planned stacks: a stack rooted at a library's view controller says why that
/// root is listed, at the stack's first creation and under the root's entry; other stacks say nothing.
@Suite struct LibraryRootNotesTests {
    /// `PhotoPickerController` is declared nowhere, roots a stack the app makes, and the app pushes onto
    /// that stack from a callback given the picker: a library root.
    static let tabs = ("App/MainTabs.swift", """
    class MainTabs: UITabBarController {
        func showPicker() {
            let picker = PhotoPickerController()
            picker.delegate = self
            let nav = UINavigationController(rootViewController: picker)
            present(nav, animated: true, completion: nil)
        }
        func showAgain() {
            let again = UINavigationController(rootViewController: PhotoPickerController())
            present(again, animated: true, completion: nil)
        }
    }
    extension MainTabs: PhotoPickerControllerDelegate {
        func photoPicker(_ picker: PhotoPickerController, didPick images: [Photo]) {
            let confirm = ConfirmViewController()
            picker.navigationController?.pushViewController(confirm, animated: true)
        }
    }
    """)
    static let confirm = ("App/ConfirmViewController.swift", "class ConfirmViewController: UIViewController {}")

    static let message = "PhotoPickerController is not declared in the scanned sources; it is taken as a view controller by its name and listed as this stack's root because the app pushes onto the stack from a method given it, but its own code is unknown, so nothing is checked on it"

    @Test func aStackRootedAtALibraryControllerIsNotedAtItsFirstCreationUnderTheRoot() throws {
        let given = try PassInput([Self.tabs, Self.confirm])
        #expect(given.input.selection.libraryRootClasses == ["PhotoPickerController"])
        let first = try given.origin("UINavigationController", in: "App/MainTabs.swift")
        let second = try given.origin("UINavigationController", in: "App/MainTabs.swift", occurrence: 1)
        let picker = given.id("PhotoPickerController")
        var notes = given.notes
        let stacks = given.stacks([PlannedController(id: "photoPicker", className: "UINavigationController", root: picker, creations: [first, second],
                                                     members: [picker, given.id("ConfirmViewController")])])
        LibraryRootNotes(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(picker == "photoPicker")
        #expect(notes.lines == ["App/MainTabs.swift:5: " + Self.message])
        #expect(notes.screenRemarks == ["photoPicker": ["navlint scan: \(Self.message) (App/MainTabs.swift:5)"]])
        #expect(notes.controllerRemarks.isEmpty)
        #expect(notes.globalRemarks.isEmpty)
    }

    @Test func eachStackRootedAtTheLibraryControllerIsNotedAtItsOwnCreation() throws {
        let given = try PassInput([Self.tabs, Self.confirm])
        let first = try given.origin("UINavigationController", in: "App/MainTabs.swift")
        let second = try given.origin("UINavigationController", in: "App/MainTabs.swift", occurrence: 1)
        let picker = given.id("PhotoPickerController")
        var notes = given.notes
        let stacks = given.stacks([
            PlannedController(id: "photoPicker", className: "UINavigationController", root: picker, creations: [first], members: [picker]),
            PlannedController(id: "photoPicker2", className: "PickerNavigationController", root: picker, creations: [second], members: [picker]),
        ])
        LibraryRootNotes(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(notes.lines == ["App/MainTabs.swift:5: " + Self.message, "App/MainTabs.swift:9: " + Self.message])
        #expect(notes.screenRemarks["photoPicker"]?.count == 2)
    }

    @Test func aStackRootedAtAScreenOfTheSourcesOrAPlaceholderSaysNothing() throws {
        let given = try PassInput([Self.tabs, Self.confirm])
        let made = try given.origin("UINavigationController", in: "App/MainTabs.swift")
        let confirm = given.id("ConfirmViewController")
        var notes = given.notes
        let stacks = given.stacks([
            PlannedController(id: "confirm", className: "UINavigationController", root: confirm, creations: [made], members: [confirm]),
            // Made up for the draft, with no creation to place a note at.
            PlannedController(id: "main", className: "UINavigationController", root: given.id("PhotoPickerController"), creations: []),
        ])
        LibraryRootNotes(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(notes.lines.isEmpty)
        #expect(notes.screenRemarks.isEmpty)
    }

    @Test func withoutAPushFromTheCallbackTheControllerIsNoLibraryRootAndNothingIsNoted() throws {
        let given = try PassInput([("App/MainTabs.swift", """
        class MainTabs: UITabBarController {
            func showPicker() {
                let nav = UINavigationController(rootViewController: PhotoPickerController())
                present(nav, animated: true, completion: nil)
            }
        }
        """), Self.confirm])
        let made = try given.origin("UINavigationController", in: "App/MainTabs.swift")
        var notes = given.notes
        #expect(given.input.selection.libraryRootClasses.isEmpty)
        let stacks = given.stacks([PlannedController(id: "main", className: "UINavigationController", root: "photoPicker", creations: [made])])
        LibraryRootNotes(input: given.input, stacks: stacks).run(notes: &notes)
        #expect(notes.lines.isEmpty)
    }
}
