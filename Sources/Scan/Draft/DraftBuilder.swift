import Format

/// Turns the facts into the draft's model: chooses the screens and their ids, plans the navigation
/// controllers, and attributes every fact to a screen or a controller, building each object through
/// the format's declared keys with the place in the code every value came from. What it cannot
/// attribute becomes a note, printed as a `navlint scan:` comment where it belongs and returned with
/// the result.
struct DraftBuilder {
    let code: CodeBase
    let facts: Facts
    /// `app.sdk` as the command line or the configuration gives it.
    var givenSDK: GivenSDK?
    private(set) var notes: [ScanNote] = []
    private var noted: Set<ScanNote> = []
    private(set) var screenCount = 0
    private(set) var controllerCount = 0

    /// Screen classes in sorted order, and their ids.
    var screenClasses: [String] = []
    var screenIDs: [String: String] = [:]
    /// Screen classes that only serve as base classes; their code is read as part of each subclass.
    var foldedBases: [String] = []
    /// For each class in the sources, the screens whose code includes it (the class and its subclasses).
    var screensByCodeClass: [String: [String]] = [:]
    var screenRemarks: [String: [String]] = [:]
    var controllerRemarks: [String: [String]] = [:]
    var globalRemarks: [String] = []
    /// Each screen's pushes and presents: target id with the places that show it.
    var pushes: [String: TargetList] = [:]
    var presents: [String: TargetList] = [:]
    var controllers: [PlannedController] = []
    var controllerIndex = ControllerIndex()
    /// Each controller's back-button interception, by id.
    var backInterceptions: [String: BackInterceptionReading] = [:]
    /// Names the controllers' back-button interception asks the top screen about.
    var interceptionNames: Set<String> = []
    /// What the interception asks the top screen: selectors it checks and protocols it casts to.
    var interceptionQuestions = InterceptionQuestions()
    /// Facts by the class whose code they are in (or whose navigation item, bar or stack they touch),
    /// so each screen looks up its own instead of filtering them all.
    var itemWritesByClass: [String: [NavigationItemWrite]] = [:]
    var switchesByClass: [String: [EnabledWrite]] = [:]
    var viewsByOwner: [String: [ViewFact]] = [:]
    var controlsByOwner: [String: [ControlFact]] = [:]
    /// Pop gesture delegate writes by what they are about, and the positions in `facts.enabledWrites`
    /// of the switches made on a class's own recognizers, each in the order of the facts: every
    /// navigation controller looks up its own, which kept planning large apps from being quadratic.
    var delegateWritesBySubject: [Subject: [DelegateWrite]] = [:]
    var enabledWriteOffsetsByObject: [String: [Int]] = [:]
    var screenClassByID: [String: String] = [:]
    /// Format 1.1 facts by the screen class they are about (a SwiftUI view's go to the screens it is part of).
    var screenFactsByClass: [String: [ScreenFact]] = [:]
    /// The creations of SwiftUI stacks by the view whose code holds them, each with whether the stack
    /// is a `NavigationStack(path:)`.
    var stackCreationsByView: [String: [(creation: NavigationCreation, hasPath: Bool)]] = [:]
    /// Positions in `facts.stacks` by the origin of the stack's creation, and in `facts.barHidingWrites`
    /// by what each write is about: each controller looks up its own.
    var stackOffsetsByOrigin: [Origin: [Int]] = [:]
    var barHidingOffsetsBySubject: [Subject: [Int]] = [:]
    /// Delegate writes by file, and switches of the pop gestures by the class whose code makes them,
    /// for telling a nil delegate that never outlives a switch.
    var delegateWritesByFile: [Int: [DelegateWrite]] = [:]
    var enabledWritesByOwner: [String: [EnabledWrite]] = [:]
    /// Pop gesture statements of helper objects, by the controller id they act on, and the places of
    /// every statement attributed that way (a helper's, or a view controller extension's).
    var helperDelegateWrites: [String: [HelperDelegateWrite]] = [:]
    var helperEnabledWrites: [String: [EnabledWrite]] = [:]
    var attributedHelperPlaces: Set<Place> = []
    /// Transitions from code that is not a screen and that no screen uses, and the screens whose place is
    /// unknown (ids).
    var outsideTransitions: [OutsideTransition] = []
    /// The screens whose code calls a method on its class's objects, by `Class.method` (nil: nothing calls it by name).
    var callingScreens: [String: Set<String>?] = [:]
    var unplacedScreens: Set<String> = []
    /// The calls of each method name a transition's method has, read once (`screensCalling`).
    var callsOfMethod: [String: CallsOfMethod] = [:]
    /// The switch guards of the controllers that run one set of classes' code and no helper's (`switchGuards`).
    var switchGuardsByClasses: [String: (guards: [PopGuard: [Origin]], places: Set<Place>)] = [:]
    /// `holder.property = self` assignments by property, built on first use (`screensKeeping`).
    var selfHandedTo: [String: [(holder: String, place: Place)]]?
    /// Screens shown by the window or a tab bar rather than a stack, with where.
    var shownOutsideStacks: [String: String] = [:]
    /// Each controller's full-screen pan by id; the files whose full-screen pop code that accounts for
    /// (they get no note); whether the app links FDFullscreenPopGesture.
    var fullScreenPlans: [String: FullScreenPlan] = [:]
    var fullScreenCovered: Set<Int> = []
    /// For each edge swipe switched off by an app's pan install, the ids of the stacks that run it; the
    /// same switches in order; and the edge switches of FDFullscreenPopGesture's installs, in order.
    var edgeSwitchReach: [Place: Set<String>] = [:]
    var edgeSwitchesInOrder: [Place] = []
    var libraryEdgeSwitches: [Place] = []
    var libraryInApp = false
    /// Screens that install a full-screen pan on their own stack while they show and remove it when they
    /// leave (ids): the pan is theirs alone, which no stack key says, so findings it answers are left out.
    var screensWithOwnFullScreenPan: Set<String> = []
    /// Form signals by the class or view whose code holds them, the ids of the screens something
    /// presents, and for each screen class the SwiftUI views with form signals built into it.
    var formSignalsByOwner: [String: [FormSignal]] = [:]
    var presentedScreens: Set<String> = []
    var viewsBuiltInto: [String: [String]] = [:]
    /// Classes not in the sources listed as screens because they root a stack the app pushes onto
    /// (`DraftBuilder+LibraryRoots.swift`), and their screen ids.
    var libraryRootClasses: Set<String> = []
    var libraryRootScreens: Set<String> {
        Set(libraryRootClasses.compactMap { screenIDs[$0] })
    }

    init(code: CodeBase, facts: Facts) {
        self.code = code
        self.facts = facts
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
    /// model `scan --check` runs the rules on.
    mutating func build() throws(ScanError) -> (document: ObjectBuilder<DocumentKeys>, header: [String], checked: ObjectBuilder<DocumentKeys>?) {
        try selectScreens()
        indexFacts()
        attributeTransitions()
        planControllers()
        noteLibraryRoots()
        attributeHelperWrites()
        noteUnplacedScreens()
        readBackInterceptions()
        planFullScreenPops()
        markScreensWithOwnFullScreenPan()
        indexFormSignals()
        noteLooseEnds()
        var document = ObjectBuilder<DocumentKeys>()
        document.set(\.navlint, FormatSchema.supportedVersion, at: nil)
        let app = appObject()
        document.set(\.app, app.object, at: app.span, comment: Self.unprinted)
        var controllerEntries = controllers.map { controllerEntry($0) }
        var screenEntries = screenClasses.sorted(by: { (screenIDs[$0] ?? $0) < (screenIDs[$1] ?? $1) }).map { screenEntry($0) }
        for index in screenEntries.indices where unplacedScreens.contains(screenEntries[index].id) {
            let reason = shownOutsideStacks[screenEntries[index].id] ?? "opened by code it could not place in a stack"
            screenEntries[index].comment = "navlint:disable-line \(Self.unreachableRuleID) -- navlint scan: \(reason)"
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
            "Draft app description written by navlint scan from \(files) file\(files == 1 ? "" : "s"): \(screenClasses.count) screen\(screenClasses.count == 1 ? "" : "s"), \(controllers.count) navigation controller\(controllers.count == 1 ? "" : "s").",
            "Each inferred value names the file and line it came from; comments starting \"navlint scan:\" mark what it could not tell.",
            "Review it, then run: navlint check <this file>",
        ]
        for base in foldedBases {
            if let record = code.hierarchy.records[base] {
                lines.append("\(base) (\(code.origin(record.place))) is only a base class: its code is read as part of each screen that inherits it.")
            }
        }
        return lines + globalRemarks
    }

    // MARK: - Screens

    private mutating func selectScreens() throws(ScanError) {
        let hierarchy = code.hierarchy
        let all = hierarchy.records.keys.filter { hierarchy.role(of: $0).role == .screen }.sorted()
        guard !all.isEmpty else { throw .noViewControllers }
        var referenced: Set<String> = []
        func collect(_ reference: ControllerReference) {
            switch reference {
            case .screen(let name): referenced.insert(name)
            case .navigation(_, let root): collect(root)
            case .oneOf(let list): list.forEach(collect)
            case .outside, .unknown: break
            }
        }
        facts.transitions.forEach { collect($0.target) }
        facts.creations.forEach { collect($0.root) }
        let parents = Set(all.flatMap { hierarchy.lineage(of: $0).dropFirst() })
        // A vendored screen class is the app's screen only when the app's code opens it.
        let appScreens = all.filter { referenced.contains($0) || !code.isVendoredClass($0) }
        foldedBases = appScreens.filter { !referenced.contains($0) && parents.contains($0) }
        let folded = Set(foldedBases)
        // A SwiftUI view is a screen where navigation shows it; other views are parts of screens.
        screenClasses = appScreens.filter { !folded.contains($0) && (!hierarchy.isSwiftUIView($0) || referenced.contains($0)) }
        libraryRootClasses = libraryRoots()
        screenClasses = (screenClasses + libraryRootClasses).sorted()
        guard !screenClasses.isEmpty || all.contains(where: { !hierarchy.isSwiftUIView($0) }) else { throw .noViewControllers }
        screenIDs = IdentifierNaming.screenIDs(for: screenClasses)
        for (name, id) in screenIDs { screenClassByID[id] = name }
        for screen in screenClasses {
            for codeClass in hierarchy.declaredLineage(of: screen) {
                screensByCodeClass[codeClass, default: []].append(screen)
            }
            if let base = hierarchy.role(of: screen).judgedByName, base != screen, let id = screenIDs[screen] {
                note("\(screen) descends from \(base), which is not in the scanned sources; it is taken as a view controller by its name", at: classOrigin(screen), on: .screen(id))
            }
        }
    }

    private mutating func indexFacts() {
        func key(_ subject: Subject) -> String? {
            switch subject {
            case .object(let name), .navigationOf(let name): return name
            case .unresolved: return nil
            }
        }
        for write in facts.itemWrites {
            if let name = key(write.subject) { itemWritesByClass[name, default: []].append(write) }
        }
        for (offset, write) in facts.enabledWrites.enumerated() {
            switch write.subject {
            case .navigationOf(let name): switchesByClass[name, default: []].append(write)
            case .object(let name): enabledWriteOffsetsByObject[name, default: []].append(offset)
            case .unresolved: break
            }
        }
        for write in facts.delegateWrites {
            delegateWritesBySubject[write.subject, default: []].append(write)
            delegateWritesByFile[write.place.file, default: []].append(write)
        }
        for write in facts.enabledWrites {
            if let owner = code.ownerName(write.place) { enabledWritesByOwner[owner, default: []].append(write) }
        }
        for (offset, stack) in facts.stacks.enumerated() {
            stackOffsetsByOrigin[code.origin(stack.place), default: []].append(offset)
        }
        for (offset, write) in facts.barHidingWrites.enumerated() {
            barHidingOffsetsBySubject[write.subject, default: []].append(offset)
        }
        for fact in facts.views {
            if let owner = fact.owner { viewsByOwner[owner, default: []].append(fact) }
        }
        for fact in facts.controls {
            if let owner = fact.owner { controlsByOwner[owner, default: []].append(fact) }
        }
        indexScreenFacts()
    }

    func classOrigin(_ name: String) -> Origin? {
        code.classOrigin(name)
    }

    /// The screens whose code a class's code is part of: the class itself if it is a screen, and its subclass screens.
    func screens(ofCodeClass name: String?) -> [String] {
        guard let name else { return [] }
        return screensByCodeClass[name] ?? []
    }

    // MARK: - Pushes and presents

    /// Reads each controller's back-button interception, each method once however many controllers
    /// share it (a UINavigationController category answers for all of them).
    private mutating func readBackInterceptions() {
        var readings: [Place: BackInterceptionReading] = [:]
        for controller in controllers {
            guard let (file, method) = code.inheritedMethods(of: controller.className, .shouldPop).first else { continue }
            let head = Place(file: file, token: method.keyword)
            let reading = readings[head] ?? code.backInterception(file: file, method: method)
            readings[head] = reading
            backInterceptions[controller.id] = reading
            interceptionNames.formUnion(reading.referencedNames)
            interceptionQuestions.methods.formUnion(reading.questions.methods)
            interceptionQuestions.protocols.formUnion(reading.questions.protocols)
        }
    }

    /// The rule that a screen opened by code scan could not place must not be reported on.
    static let unreachableRuleID = "unreachable-screen"

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
        if !libraryRootClasses.isEmpty, case .screen(let name) = transition.target, let target = screenIDs[name],
           let library = pushingParameterClass(transition), libraryRootClasses.contains(library) {
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
            target = screenIDs[name]
        case .navigation(_, let root):
            if case .screen(let name) = root, transition.kind == .present {
                target = screenIDs[name]
            } else if transition.kind == .push {
                for owner in owners { note("pushes a navigation controller, which UIKit does not allow; not listed", at: origin, on: .screen(screenIDs[owner] ?? owner)) }
            } else {
                for owner in owners { note("presents a navigation controller whose root navlint scan could not tell (\(describe(root)))", at: origin, on: .screen(screenIDs[owner] ?? owner)) }
            }
        case .outside(let name):
            if transition.kind == .present, ClassHierarchy.isSystemName(name) { return }
            for owner in owners { note("\(verb) \(name), which is not declared in the scanned sources, so it is not listed", at: origin, on: .screen(screenIDs[owner] ?? owner)) }
        case .unknown(let text):
            for owner in owners { note("could not tell which screen '\(text)' is, so this \(transition.kind == .push ? "push" : "presentation") is left out", at: origin, on: .screen(screenIDs[owner] ?? owner)) }
        case .oneOf:
            break
        }
        guard let target else { return }
        list(transition.kind, of: owners, to: target, at: origin)
    }

    /// Lists a push or presentation of `target` under each of the screen classes `openers`.
    mutating func list(_ kind: Transition.Kind, of openers: [String], to target: String, at origin: Origin) {
        for opener in openers {
            guard let id = screenIDs[opener] else { continue }
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
            let anchor: Anchor = owners.first.flatMap { screenIDs[$0] }.map { .screen($0) } ?? .global
            note(end.message, at: code.origin(end.place), on: anchor)
        }
        var fullScreenFiles: Set<Int> = []
        for (file, outline) in code.files.enumerated() where (outline.kind == .swift || outline.kind == .objectiveC) && !fullScreenCovered.contains(file) {
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

/// The format's key names and default words as notes mention them, read from the declarations, so
/// that a note never names a key the format does not have.
enum FormatTerms {
    static func key<Keys: ObjectKeys, Value>(_ key: KeyPath<Keys, Field<Value>>) -> String {
        Keys.keys[keyPath: key].name
    }

    /// A key's default, as a description writes it.
    static func defaultValue<Keys: ObjectKeys, Value>(_ key: KeyPath<Keys, Field<Value>>) -> String {
        DescriptionWriter.scalar(Keys.keys[keyPath: key].schema.defaultValue)
    }

    /// Words joined for a sentence: `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
