import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// `DraftNotes`, the one accumulator: a note once per path, line and message whatever its column, none
/// about vendored code, and each remark, `navlint scan: <message> (<path>:<line>)`, under its anchor's entry.
@Suite struct DraftNotesTests {
    static let home = """
    final class HomeViewController: UIViewController {
        let title = 1; let subtitle = 2
        let footer = 3
    }
    """

    @Test func aNoteIsKeptOncePerPathLineAndMessageWhateverItsColumn() throws {
        let given = try PassInput([("Home.swift", Self.home)])
        let title = try given.origin("title", in: "Home.swift")
        let subtitle = try given.origin("subtitle", in: "Home.swift")
        let footer = try given.origin("footer", in: "Home.swift")
        var notes = given.notes
        notes.note("could not tell", at: title, on: .global)
        // Same path, line and message from another column, and under another entry: still the same note.
        notes.note("could not tell", at: subtitle, on: .screen("home"))
        notes.note("something else", at: subtitle, on: .global)
        notes.note("could not tell", at: footer, on: .global)
        #expect(notes.lines == ["Home.swift:2: could not tell", "Home.swift:2: something else", "Home.swift:3: could not tell"])
        // The first one noted is the one kept, with its column.
        #expect(notes.notes.map(\.column) == [9, 24, 9])
        #expect(notes.globalRemarks == [
            "navlint scan: could not tell (Home.swift:2)",
            "navlint scan: something else (Home.swift:2)",
            "navlint scan: could not tell (Home.swift:3)",
        ])
        #expect(notes.screenRemarks.isEmpty)
    }

    @Test func aNoteAboutAVendoredFileIsDropped() throws {
        let given = try PassInput([
            ("App/Home.swift", Self.home),
            ("App/Vendor/Pager/Pager.swift", "final class Pager { let pages = 3 }"),
            ("App/ThirdParty/Slider.swift", "final class Slider { let steps = 3 }"),
            // A file named like a vendored folder is the app's own.
            ("App/External.swift", "final class External { let links = 3 }"),
        ])
        var notes = given.notes
        notes.note("pages", at: try given.origin("pages", in: "App/Vendor/Pager/Pager.swift"), on: .global)
        notes.note("steps", at: try given.origin("steps", in: "App/ThirdParty/Slider.swift"), on: .screen("home"))
        notes.note("links", at: try given.origin("links", in: "App/External.swift"), on: .global)
        notes.note("footer", at: try given.origin("footer", in: "App/Home.swift"), on: .screen("home"))
        #expect(notes.lines == ["App/External.swift:1: links", "App/Home.swift:3: footer"])
        #expect(notes.globalRemarks == ["navlint scan: links (App/External.swift:1)"])
        #expect(notes.screenRemarks == ["home": ["navlint scan: footer (App/Home.swift:3)"]])
    }

    @Test func eachAnchorsRemarksGoToItsEntryInTheOrderNoted() throws {
        let given = try PassInput([("Home.swift", Self.home)])
        let title = try given.origin("title", in: "Home.swift")
        let footer = try given.origin("footer", in: "Home.swift")
        var notes = given.notes
        notes.note("first about home", at: title, on: .screen("home"))
        notes.note("about main", at: title, on: .controller("main"))
        notes.note("second about home", at: footer, on: .screen("home"))
        notes.note("about the app", at: footer, on: .global)
        notes.note("about detail", at: footer, on: .screen("detail"))
        #expect(notes.screenRemarks == [
            "home": ["navlint scan: first about home (Home.swift:2)", "navlint scan: second about home (Home.swift:3)"],
            "detail": ["navlint scan: about detail (Home.swift:3)"],
        ])
        #expect(notes.controllerRemarks == ["main": ["navlint scan: about main (Home.swift:2)"]])
        #expect(notes.globalRemarks == ["navlint scan: about the app (Home.swift:3)"])
        #expect(notes.lines.count == 5)
    }

    @Test func aNoteWithNoPlaceHasNoPathInItsLineOrRemarkAndIsKeptOncePerMessage() throws {
        let given = try PassInput([("Home.swift", Self.home)])
        var notes = given.notes
        notes.note("found no deployment target", at: nil, on: .global)
        notes.note("found no deployment target", at: nil, on: .controller("main"))
        notes.note("found no project", at: nil, on: .global)
        #expect(notes.lines == ["found no deployment target", "found no project"])
        #expect(notes.notes.map(\.path) == [nil, nil])
        #expect(notes.globalRemarks == ["navlint scan: found no deployment target", "navlint scan: found no project"])
        #expect(notes.controllerRemarks.isEmpty)
    }

    @Test func fullScreenPopCodeIsNotedGloballyWithTheCodeAndTheKeyLeftOut() throws {
        let given = try PassInput([("Home.swift", Self.home)])
        var notes = given.notes
        notes.noteFullScreenPopCode("fd_interactivePopDisabled", at: try given.origin("footer", in: "Home.swift"))
        #expect(notes.lines == ["Home.swift:3: full-screen pop code found ('fd_interactivePopDisabled'), but navlint scan could not tell which navigation controllers it reaches, so fullScreenPop is left out; describe it by hand"])
        #expect(notes.globalRemarks == ["navlint scan: full-screen pop code found ('fd_interactivePopDisabled'), but navlint scan could not tell which navigation controllers it reaches, so fullScreenPop is left out; describe it by hand (Home.swift:3)"])
    }
}
