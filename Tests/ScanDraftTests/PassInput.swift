import Format
@testable import ScanDraft
@testable import ScanFacts
import Testing

/// What a pass test builds by hand: the input read from a few inline files (the code and its facts,
/// the screens chosen), and the outputs of earlier passes written out, so that each pass is tested on
/// its own, whatever the passes before it would have found.
struct PassInput {
    let input: DraftInput

    /// The input from inline `(path, text)` files.
    init(_ files: [(String, String)], sdk: GivenSDK? = nil) throws {
        let code = CodeBase(files: files.map { SourceFile(path: $0.0, text: $0.1) }.filter { $0.kind != .ignored })
        input = try DraftInput(code: code, facts: Facts(code: code), givenSDK: sdk)
    }

    /// An empty accumulator for the pass to note into.
    var notes: DraftNotes { DraftNotes(vendored: input.code.vendored) }

    /// The id the draft gives a screen class.
    func id(_ screen: String) -> String {
        input.selection.screenIDs[screen] ?? "no screen \(screen)"
    }

    /// The place of the `occurrence`-th token spelled `text` in the file at `path`.
    func place(_ text: String, in path: String, occurrence: Int = 0) -> Place? {
        guard let file = input.code.files.firstIndex(where: { $0.path == path }) else { return nil }
        let stream = input.code.stream(file)
        let matches = (0..<stream.count).filter { stream[$0].text == text }
        return matches.indices.contains(occurrence) ? Place(file: file, token: matches[occurrence]) : nil
    }

    /// The classes that make transitions and are no screens, as `TransitionAttribution` gives them to `CallerIndex`.
    var outsideOwners: Set<String> {
        Set(input.facts.transitions.compactMap(\.owner).filter { input.screens(ofCodeClass: $0).isEmpty })
    }

    /// A place as notes print it: `path:line`.
    func pathLine(_ place: Place) -> String {
        input.code.origin(place).description
    }

    /// The origin (`path:line` and span) of that token.
    func origin(_ text: String, in path: String, occurrence: Int = 0) throws -> Origin {
        let found = try #require(place(text, in: path, occurrence: occurrence), "no '\(text)' in \(path)")
        return input.code.origin(found)
    }

    /// Pushes and presents listed under screens by hand, as `TransitionAttribution` would list them.
    func transitions<Stage>(pushes: [(from: String, to: String, at: Origin)] = [], presents: [(from: String, to: String, at: Origin)] = [],
                            outside: [OutsideTransition] = []) -> Transitions<Stage> {
        let listed = pushes.map { ListedTransition(kind: .push, opener: id($0.from), target: id($0.to), origin: $0.at) }
            + presents.map { ListedTransition(kind: .present, opener: id($0.from), target: id($0.to), origin: $0.at) }
        return Transitions(listed: listed, outside: outside)
    }

    /// Navigation controllers planned by hand, indexed as `OutsideTransitionPlacement` indexes them.
    func stacks(_ controllers: [PlannedController]) -> StackPlan {
        StackPlan(controllers, codeClasses: input.navigationCodeClasses, makers: [:])
    }
}

extension DraftNotes {
    /// Each note as `file:line: message`.
    var lines: [String] { notes.map(\.description) }
}

extension PassInput {
    /// The place of the `occurrence`-th call named `name` in the file at `path`, as the facts hold it:
    /// what a creation or a transition made by that call is found by.
    func callPlace(_ name: String, in path: String, occurrence: Int = 0) throws -> Place {
        let file = try #require(input.code.files.firstIndex { $0.path == path }, "no file \(path)")
        let calls = input.code.syntax[file].calls.filter { $0.name == name }
        return try #require(calls.indices.contains(occurrence) ? calls[occurrence].place : nil, "no call \(name) #\(occurrence) in \(path)")
    }

    /// The origin of that call: `StackHolders` keys the holders of the stack a call makes by it.
    func callOrigin(_ name: String, in path: String, occurrence: Int = 0) throws -> Origin {
        input.code.origin(try callPlace(name, in: path, occurrence: occurrence))
    }

    /// A transition made at that call by `owner`'s code, which is no screen's, not placed yet, as
    /// `TransitionAttribution` keeps it for the stack passes (`target` and `callers` are class names).
    func outside(_ kind: Transition.Kind = .push, of target: String, by owner: String, at call: String, in path: String, occurrence: Int = 0,
                 callers: [String] = [], used: Bool = false, receiver: [String] = []) throws -> OutsideTransition {
        let place = try callPlace(call, in: path, occurrence: occurrence)
        return OutsideTransition(target: id(target), kind: kind, place: place, origin: input.code.origin(place), owner: owner, callers: callers,
                                 used: used, receiver: receiver, placed: false)
    }
}

extension ListedTransition {
    /// `home pushes detail`: a listing to compare at a glance.
    var summary: String { "\(opener) \(kind == .push ? "pushes" : "presents") \(target)" }
}
