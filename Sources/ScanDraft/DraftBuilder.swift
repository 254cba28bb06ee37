import Format
import ScanFacts
import ScanReading

/// Turns the facts into the draft's model: chooses the screens and their ids, plans the navigation
/// controllers, and attributes every fact to a screen or a controller, building each object through
/// the format's declared keys with the place in the code every value came from. What it cannot
/// attribute becomes a note, printed as a `navlint scan:` comment where it belongs and returned with
/// the result.
package struct DraftBuilder {
    let code: CodeBase
    let facts: Facts
    /// The screens and their ids, chosen first: every later phase names screens by them.
    let selection: ScreenSelection
    let factIndex: FactIndex
    /// The pop gesture statements of helpers and `UIViewController` extensions, by the stacks they act on.
    var helpers = HelperAttribution()
    /// `app.sdk` as the command line or the configuration gives it.
    package var givenSDK: GivenSDK?
    package private(set) var notes: [ScanNote] = []
    private var noted: Set<ScanNote> = []
    package private(set) var screenCount = 0
    package private(set) var controllerCount = 0

    var screenRemarks: [String: [String]] = [:]
    var controllerRemarks: [String: [String]] = [:]
    var globalRemarks: [String] = []
    /// Each screen's pushes and presents: target id with the places that show it.
    var pushes: [String: TargetList] = [:]
    var presents: [String: TargetList] = [:]
    var controllers: [PlannedController] = []
    var controllerIndex = ControllerIndex()
    /// The controllers' back-button interceptions, and what they ask the top screen.
    var interceptions = BackInterceptionReadings()
    /// Format 1.1 facts by the screen class they are about (a SwiftUI view's go to the screens it is part of).
    var screenFactsByClass: [String: [ScreenFact]] = [:]
    /// Transitions from code that is not a screen and that no screen uses, and the screens whose place is
    /// unknown (ids).
    var outsideTransitions: [OutsideTransition] = []
    /// The screens whose code calls a method on its class's objects, by `Class.method` (nil: nothing calls it by name).
    var callingScreens: [String: Set<String>?] = [:]
    package var unplacedScreens: Set<String> = []
    /// The calls of each method name a transition's method has, read once (`screensCalling`).
    var callsOfMethod: [String: CallsOfMethod] = [:]
    /// What the controllers alike in all `switchedOff` reads do with a recognizer, by `switchReadingKey`.
    var switchReadings: [String: SwitchReading] = [:]
    /// The switch guards of the controllers that run one set of classes' code and no helper's (`switchGuards`).
    var switchGuardsByClasses: [String: (guards: [PopGuard: [Origin]], places: Set<Place>)] = [:]
    /// `holder.property = self` assignments by property, built on first use (`screensKeeping`).
    var selfHandedTo: [String: [(holder: String, place: Place)]]?
    /// Screens shown by the window or a tab bar rather than a stack, with where.
    var shownOutsideStacks: [String: String] = [:]
    /// The full-screen pans planned for the stacks (`fullScreenPanPlan`).
    var pans = FullScreenPanPlan()
    /// Screens that install a full-screen pan on their own stack while they show and remove it when they
    /// leave (ids): the pan is theirs alone, which no stack key says, so findings it answers are left out.
    package var screensWithOwnFullScreenPan: Set<String> = []
    /// The form signals by whose code holds them, for `purpose: form`.
    var formSignals = FormSignalIndex()
    package var libraryRootScreens: Set<String> {
        Set(selection.libraryRootClasses.compactMap { selection.screenIDs[$0] })
    }

    /// Chooses the screens and indexes the facts: a scan with no view controller ends here.
    package init(code: CodeBase, facts: Facts) throws(ScanError) {
        self.code = code
        self.facts = facts
        self.selection = try ScreenSelection(code: code, facts: facts)
        self.factIndex = FactIndex(code: code, facts: facts)
        for (screen, base) in selection.judgedByName {
            guard let id = selection.screenIDs[screen] else { continue }
            note("\(screen) descends from \(base), which is not in the scanned sources; it is taken as a view controller by its name", at: classOrigin(screen), on: .screen(id))
        }
    }

    /// Where a note goes in the draft.
    enum Anchor {
        case global
        case screen(String)
        case controller(String)
    }

    mutating func note(_ message: String, at origin: Origin?, on anchor: Anchor) {
        // What scan cannot tell about vendored code is no note about the app.
        if let source = origin?.span.source, source >= 0, source < code.vendored.count, code.vendored[source] { return }
        let scanNote = ScanNote(path: origin?.path, line: origin?.line, column: origin.map { $0.spanShowsLine ? $0.span.start.column : 1 }, message: message)
        guard noted.insert(scanNote).inserted else { return }
        notes.append(scanNote)
        let remark = "navlint scan: " + message + (origin.map { " (\($0))" } ?? "")
        switch anchor {
        case .global: globalRemarks.append(remark)
        case .screen(let id): screenRemarks[id, default: []].append(remark)
        case .controller(let id): controllerRemarks[id, default: []].append(remark)
        }
    }

    /// The whole app, and the comment lines for the top of the draft.
    /// `checked` is the document without placeholder navigation controllers, when there are any: the
    /// model `scan --check` runs the rules on. The phases run in this order after `init` (which chose the
    /// screens and indexed the facts): those that return a value are assigned here; the transitions, the
    /// stacks and the screens no stack holds are still planned into the builder, and the rest only add notes.
    package mutating func build() -> (document: ObjectBuilder<DocumentKeys>, header: [String], checked: ObjectBuilder<DocumentKeys>?) {
        screenFactsByClass = screenFactsByScreen()
        attributeTransitions()
        planControllers()
        noteLibraryRoots()
        helpers = helperAttribution()
        noteUnplacedScreens()
        interceptions = backInterceptionReadings()
        pans = fullScreenPanPlan()
        screensWithOwnFullScreenPan = screensWithTheirOwnFullScreenPan()
        formSignals = formSignalIndex()
        noteLooseEnds()
        var document = ObjectBuilder<DocumentKeys>()
        document.set(\.navlint, FormatSchema.supportedVersion, at: nil)
        let app = appObject()
        document.set(\.app, app.object, at: app.span, comment: Self.unprinted)
        var controllerEntries = controllers.map { controllerEntry($0) }
        var screenEntries = selection.screenClasses.sorted(by: { (selection.screenIDs[$0] ?? $0) < (selection.screenIDs[$1] ?? $1) }).map { screenEntry($0) }
        for index in screenEntries.indices where unplacedScreens.contains(screenEntries[index].id) {
            let reason = shownOutsideStacks[screenEntries[index].id] ?? "opened by code it could not place in a stack"
            screenEntries[index].comment = "navlint:disable-line \(ScanRuleIDs.unreachableScreen) -- navlint scan: \(reason)"
        }
        noteUnattributedFacts()
        // Remarks gathered while building the entries are attached last, so every entry gets its own.
        for index in controllerEntries.indices {
            controllerEntries[index].object.remarks = controllerRemarks[controllerEntries[index].id] ?? []
        }
        for index in screenEntries.indices {
            screenEntries[index].object.remarks = screenRemarks[screenEntries[index].id] ?? []
        }
        document.set(\.navigationControllers, entries: controllerEntries, at: nil)
        document.set(\.screens, entries: screenEntries, at: nil)
        if let override = code.scrollViewGestureOverride() {
            var extensions = ObjectBuilder<ExtensionsKeys>()
            extensions.set(\.scrollViewGestureOverride, true, seenAt: [override])
            document.set(\.extensions, extensions, at: override.span, comment: Self.unprinted)
        }
        screenCount = screenEntries.count
        controllerCount = controllerEntries.count
        let placeholders = Set(controllers.filter(\.isPlaceholder).map(\.id))
        guard !placeholders.isEmpty else { return (document, header(), nil) }
        var checked = document
        checked.set(\.navigationControllers, entries: controllerEntries.filter { !placeholders.contains($0.id) }, at: nil)
        return (document, header(), checked)
    }

    /// An empty comment: nothing is printed beside the value, though it has a place in the code (the
    /// writer would print it). For keys that only group others (`popGesture:`), and for values whose
    /// place the comment of the key above them already gives.
    static let unprinted = ""

    private func header() -> [String] {
        let files = code.files.count
        var lines = [
            "Draft app description written by navlint scan from \(files) file\(files == 1 ? "" : "s"): \(selection.screenClasses.count) screen\(selection.screenClasses.count == 1 ? "" : "s"), \(controllers.count) navigation controller\(controllers.count == 1 ? "" : "s").",
            "Each inferred value names the file and line it came from; comments starting \"navlint scan:\" mark what it could not tell.",
            "Review it, then run: navlint check <this file>",
        ]
        for base in selection.foldedBases {
            if let record = code.hierarchy.records[base] {
                lines.append("\(base) (\(code.origin(record.place))) is only a base class: its code is read as part of each screen that inherits it.")
            }
        }
        return lines + globalRemarks
    }

    // MARK: - Screens

    func classOrigin(_ name: String) -> Origin? {
        code.classOrigin(name)
    }

    /// The screens whose code a class's code is part of: the class itself if it is a screen, and its subclass screens.
    func screens(ofCodeClass name: String?) -> [String] {
        guard let name else { return [] }
        return selection.screensByCodeClass[name] ?? []
    }

    // MARK: - Pushes and presents

    /// Reads each controller's back-button interception, each method once however many controllers
    /// share it (a UINavigationController category answers for all of them).
    private func backInterceptionReadings() -> BackInterceptionReadings {
        var result = BackInterceptionReadings()
        var readings: [Place: BackInterceptionReading] = [:]
        for controller in controllers {
            guard let (file, method) = code.inheritedMethods(of: controller.className, .shouldPop).first else { continue }
            let head = Place(file: file, token: method.keyword)
            let reading = readings[head] ?? code.backInterception(file: file, method: method)
            readings[head] = reading
            result.byController[controller.id] = reading
            result.names.formUnion(reading.referencedNames)
            result.questions.methods.formUnion(reading.questions.methods)
            result.questions.protocols.formUnion(reading.questions.protocols)
        }
        return result
    }

    private mutating func attributeTransitions() {
        let outsideOwners = Set(facts.transitions.compactMap(\.owner).filter { screens(ofCodeClass: $0).isEmpty })
        let users = screensUsing(outsideOwners)
        for whole in facts.transitions {
            for target in whole.target.alternatives {
                attribute(Transition(place: whole.place, kind: whole.kind, target: target, owner: whole.owner), users: users)
            }
        }
    }

    private mutating func attribute(_ transition: Transition, users: [String: [String]]) {
        let origin = code.origin(transition.place)
        // A callback's push onto the stack of the library controller it is given goes on that stack, whoever holds the callback.
        if !selection.libraryRootClasses.isEmpty, case .screen(let name) = transition.target, let target = selection.screenIDs[name],
           let library = code.pushingParameterClass(transition), selection.libraryRootClasses.contains(library) {
            list(.push, of: [library], to: target, at: origin)
            return
        }
        let verb = transition.kind == .push ? "pushes" : "presents"
        var owners = screens(ofCodeOrHostOf: transition.owner)
        // A sheet on a view that holds a stack covers that stack: its root presents it.
        if owners.isEmpty, transition.kind == .present, let holder = transition.owner { owners = stackRoots(heldBy: holder, withPath: false, outside: transition.place) }
        guard !owners.isEmpty else {
            if attributeOutside(transition, users: users) { return }
            let target = describe(transition.target)
            if case .outside(let name) = transition.target, transition.kind == .present, ClassHierarchy.isSystemName(name) { return }
            let place = transition.owner.map { "in \($0), which is not a view controller" } ?? "outside any class"
            note("could not tell which screen \(verb) \(target): the call is \(place)", at: origin, on: .global)
            return
        }
        var target: String?
        switch transition.target {
        case .screen(let name):
            target = selection.screenIDs[name]
        case .navigation(_, let root):
            if case .screen(let name) = root, transition.kind == .present {
                target = selection.screenIDs[name]
            } else if transition.kind == .push {
                for owner in owners { note("pushes a navigation controller, which UIKit does not allow; not listed", at: origin, on: .screen(selection.screenIDs[owner] ?? owner)) }
            } else {
                for owner in owners { note("presents a navigation controller whose root navlint scan could not tell (\(describe(root)))", at: origin, on: .screen(selection.screenIDs[owner] ?? owner)) }
            }
        case .outside(let name):
            if transition.kind == .present, ClassHierarchy.isSystemName(name) { return }
            for owner in owners { note("\(verb) \(name), which is not declared in the scanned sources, so it is not listed", at: origin, on: .screen(selection.screenIDs[owner] ?? owner)) }
        case .unknown(let text):
            for owner in owners { note("could not tell which screen '\(text)' is, so this \(transition.kind == .push ? "push" : "presentation") is left out", at: origin, on: .screen(selection.screenIDs[owner] ?? owner)) }
        case .oneOf:
            break
        }
        guard let target else { return }
        list(transition.kind, of: owners, to: target, at: origin)
    }

    /// Lists a push or presentation of `target` under each of the screen classes `openers`.
    mutating func list(_ kind: Transition.Kind, of openers: [String], to target: String, at origin: Origin) {
        for opener in openers {
            guard let id = selection.screenIDs[opener] else { continue }
            if kind == .push {
                pushes[id, default: TargetList()].add(target, origin)
            } else {
                presents[id, default: TargetList()].add(target, origin)
            }
        }
    }

    func describe(_ reference: ControllerReference) -> String {
        switch reference {
        case .screen(let name): return name
        case .navigation(let name, let root): return "\(name) with root \(describe(root))"
        case .outside(let name): return name
        case .oneOf(let list): return list.map(describe).joined(separator: " or ")
        case .unknown(let text): return "'\(text)'"
        }
    }

    /// Statements the readers recognised but could not place (layouts without a collection view,
    /// require-to-fail links to something else, full-screen pop code).
    private mutating func noteLooseEnds() {
        for end in facts.looseEnds {
            let owners = screens(ofCodeClass: code.ownerName(end.place))
            let anchor: Anchor = owners.first.flatMap { selection.screenIDs[$0] }.map { .screen($0) } ?? .global
            note(end.message, at: code.origin(end.place), on: anchor)
        }
        var fullScreenFiles: Set<Int> = []
        for (file, outline) in code.files.enumerated() where (outline.kind == .swift || outline.kind == .objectiveC) && !pans.coveredFiles.contains(file) {
            let stream = outline.stream
            for index in 0..<stream.count where !fullScreenFiles.contains(file) {
                let token = stream[index]
                guard code.isFullScreenPopCode(token, at: index, in: stream, file: file) else { continue }
                fullScreenFiles.insert(file)
                noteFullScreenPopCode(token.text, at: code.origin(Place(file: file, token: index)))
            }
        }
    }

    /// Full-screen pop code scan could not tie to the navigation controllers it reaches.
    mutating func noteFullScreenPopCode(_ text: String, at origin: Origin) {
        let key = FormatTerms.key(\NavigationControllerKeys.fullScreenPop)
        note("full-screen pop code found ('\(text)'), but navlint scan could not tell which navigation controllers it reaches, so \(key) is left out; describe it by hand", at: origin, on: .global)
    }
}

/// A screen's pushes or presents: target ids in the order first found, each with the places that show
/// it. Their positions by id, so that a screen that opens many targets (through a coordinator many
/// modules share) does not search them all for each one more.
struct TargetList {
    private(set) var entries: [(id: String, origins: [Origin])] = []
    private var positions: [String: Int] = [:]

    var ids: [String] { entries.map(\.id) }

    /// Adds a target, or one more place for a target already listed.
    mutating func add(_ id: String, _ origin: Origin) {
        if let index = positions[id] {
            if !entries[index].origins.contains(origin) { entries[index].origins.append(origin) }
        } else {
            positions[id] = entries.count
            entries.append((id, [origin]))
        }
    }
}

/// Comment text for a value seen at several places: the first three, then a count.
func originList(_ origins: [Origin]) -> String {
    var unique: [String] = []
    var seen: Set<String> = []
    for origin in origins where seen.insert(origin.description).inserted { unique.append(origin.description) }
    let shown = unique.prefix(3).joined(separator: ", ")
    return unique.count > 3 ? "\(shown) (+\(unique.count - 3) more)" : shown
}

/// The comment beside a value seen at `origins`: nil when the writer prints the same from the value's
/// span (one place, whose statement starts on the line the draft names).
func placeComment(_ origins: [Origin]) -> String? {
    let list = originList(origins)
    guard let first = origins.first, list == first.description, first.spanShowsLine else { return list }
    return nil
}

/// A list item seen at `origins`, placed at the first.
func listItem<Value>(_ value: Value, seenAt origins: [Origin]) -> (value: Value, span: SourceSpan?, comment: String?) {
    (value, origins.first?.span, placeComment(origins))
}

extension ObjectBuilder {
    /// Sets a key to a value seen at `origins`, placed at the first; beside it the draft names them
    /// all, unless `comment` says something else.
    mutating func set<Value: FieldValue>(_ key: KeyPath<Keys, Field<Value>>, _ value: Value, seenAt origins: [Origin], comment: String? = nil) {
        set(key, value, at: origins.first?.span, comment: comment ?? placeComment(origins))
    }
}

/// What the controllers' back-button interceptions are (`backInterceptionReadings`): each controller's
/// by id, and what they ask the top screen about.
struct BackInterceptionReadings {
    var byController: [String: BackInterceptionReading] = [:]
    /// Names the interceptions ask the top screen about.
    var names: Set<String> = []
    /// Selectors they check and protocols they cast to.
    var questions = InterceptionQuestions()
}
