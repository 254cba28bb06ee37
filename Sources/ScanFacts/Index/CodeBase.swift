import Format
import Platform

/// Where a value came from: the draft prints it as `Sources/App/AppDelegate.swift:12`, and the model
/// keeps its span (file by index into the scanned paths, line and column where the statement, call
/// or declaration starts and ends).
package struct Origin: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let path: String
    /// The line of the token that shows the fact (a statement's property, a call's name); it can be
    /// below the span's first line when the statement starts on an earlier one.
    package let line: Int
    package let span: SourceSpan

    package var description: String { "\(path):\(line)" }

    /// The writer names a value's place from its span's first line: true when that is this line.
    package var spanShowsLine: Bool { span.start.line == line }

    package static func < (left: Origin, right: Origin) -> Bool {
        (left.path, left.line, left.span.start) < (right.path, right.line, right.span.start)
    }
}

/// The whole scanned app: every file's outline and syntax, the class hierarchy, and lookups by class.
package struct CodeBase: Sendable {
    package let files: [FileOutline]
    package let syntax: [FileSyntax]
    /// For each file, how its statements nest and which conditions govern them.
    package let statements: [FileStatements]
    /// For each file, by method (its position in the outline), what the method's own body holds.
    private let methodMembers: [[MethodMembers]]
    /// For each file, by type declaration (its position in the outline), the variables declared in its
    /// body outside methods: its properties.
    private let typeProperties: [[Int: [Int]]]
    /// For each class name, the types its properties are declared with or made from, by property name.
    private let propertyTypesByClass: [String: [String: [String]]]
    /// The classes of the sources that declare a property of each name.
    package let classesDeclaringProperty: [String: Set<String>]
    package let hierarchy: ClassHierarchy
    /// The calls with which navigation wrappers make the navigation controllers they keep: the
    /// wrapper's own construction is the stack (`NavigationWrappers`).
    let keptNavigationCreations: Set<Place>
    /// For each file, whether it is vendored third-party code (`SourceFile.isVendored`).
    package let vendored: [Bool]
    /// The files handed in that no iPhone build compiles, and so were not read (`TargetMembership`).
    package private(set) var filesLeftOut: [TargetMembership.LeftOutFile] = []
    /// How long finding the built files, reading each file and indexing them took.
    package private(set) var timings = StageTimings()
    /// The scanned storyboards' scenes by storyboard name, identifier and class.
    let storyboards: StoryboardIndex
    /// For each class name, the files and type declarations that hold its code (class, extensions, categories).
    private let declarationsByName: [String: [(file: Int, type: Int)]]
    /// For each file, the calls by the index of their first token, so an expression can find its call.
    private let callsBySpanStart: [[Int: Int]]
    /// Per file, the offset of each call by the token of its name.
    private let callsByNameToken: [[Int: Int]]
    /// For each file, its `switch` statements' bodies with their own case labels (`SwitchBody`).
    private let switchBodies: [[SwitchBody]]
    /// For each class name, the methods of its declarations in file order; for each lookup, those it
    /// finds, by class (classes with none are left out); for each method name, its calls in file and
    /// token order. Each is built once: walking every declaration or call once per screen or
    /// controller made large apps (and classes declared under one name in many modules) quadratic.
    private let methodsByClass: [String: [(file: Int, method: MethodDeclaration)]]
    private let methodsByQuery: [MethodQuery: [String: [(file: Int, method: MethodDeclaration)]]]
    private let callsByName: [String: [(file: Int, call: Int)]]
    /// Functions declared outside any type, by name.
    private let functionsByName: [String: [(file: Int, method: MethodDeclaration)]]
    private let genericNames: Set<String>
    /// `View` extension methods that wrap a `NavigationLink` around the views their closure builds.
    private let linkHelpers: Set<String>
    /// Generic SwiftUI views of the app's own that wrap a `NavigationLink` around their content.
    private let linkViews: Set<String>
    /// The storyboard names a type's member hands out, by `Type.member`: `UIStoryboard.main` for
    /// `extension UIStoryboard { static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) } }`.
    let storyboardsByMember: [String: Set<String>]
    /// The classes whose code adds or registers an observer (`addObserver`, `observe`), with every class
    /// they descend from: a class not in it, and none of whose ancestors adds one, has no observer to remove.
    let observerAddersAndAncestors: (adders: Set<String>, lineages: Set<String>)

    /// Reads the files, leaving out those the Xcode projects among them build for other platforms only,
    /// or for no target.
    package init(filesOfTargets input: [SourceFile]) {
        var timings = StageTimings()
        let leftOut = TargetMembership.leftOut(of: input)
        let paths = Set(leftOut.map(\.path))
        timings.finish("project targets")
        self.init(files: paths.isEmpty ? input : input.filter { !paths.contains($0.path) }, timings: timings)
        filesLeftOut = leftOut
    }

    /// Reads the files in path order, so every later step sees them in the same order on every run.
    /// Each file is read on its own, on every core; the indexes across files are then joined in that order.
    package init(files input: [SourceFile], timings: StageTimings = StageTimings()) {
        var timings = timings
        let sorted = input.sorted { $0.path < $1.path }
        var readings = ParallelMap.map(Array(sorted.enumerated())) { FileReading(file: $0.element, offset: $0.offset) }
        Self.respellObjectiveCNames(in: &readings, files: sorted)
        timings.finish("lex and outline each file")
        var files: [FileOutline] = []
        var syntax: [FileSyntax] = []
        var statements: [FileStatements] = []
        var methodMembers: [[MethodMembers]] = []
        var typeProperties: [[Int: [Int]]] = []
        var hierarchy = ClassHierarchy()
        var declarations: [String: [(file: Int, type: Int)]] = [:]
        var callIndex: [[Int: Int]] = []
        var nameIndex: [[Int: Int]] = []
        var switches: [[SwitchBody]] = []
        var methods: [String: [(file: Int, method: MethodDeclaration)]] = [:]
        var callsByName: [String: [(file: Int, call: Int)]] = [:]
        var functions: [String: [(file: Int, method: MethodDeclaration)]] = [:]
        var genericNames: Set<String> = []
        var linkHelpers: Set<String> = []
        var linkViews: Set<String> = []
        for (offset, reading) in readings.enumerated() {
            for method in reading.outline.methods where method.type == nil {
                functions[method.name, default: []].append((offset, method))
            }
            for (typeOffset, type) in reading.outline.types.enumerated() {
                declarations[type.name, default: []].append((offset, typeOffset))
                let declared = reading.methodsOfType[typeOffset]
                if !declared.isEmpty { methods[type.name, default: []] += declared.map { (offset, $0) } }
            }
            genericNames.formUnion(reading.genericNames)
            linkHelpers.formUnion(reading.linkHelpers)
            linkViews.formUnion(reading.linkViews)
            for record in reading.classes { hierarchy.add(record) }
            for (callOffset, call) in reading.syntax.calls.enumerated() {
                callsByName[call.name, default: []].append((offset, callOffset))
            }
            files.append(reading.outline)
            syntax.append(reading.syntax)
            statements.append(reading.statements)
            methodMembers.append(reading.members)
            typeProperties.append(reading.properties)
            callIndex.append(reading.callsBySpanStart)
            nameIndex.append(reading.callsByNameToken)
            switches.append(reading.switches)
        }
        let wrappers = NavigationWrappers.find(files: files, syntax: syntax, hierarchy: hierarchy)
        hierarchy.markWrappers(wrappers.names)
        // An override calls the view controller's own (`super.viewDidLoad()`, `[super viewWillAppear:animated]`);
        // a view model's `viewDidLoad()` hook calls none.
        hierarchy.markLibraryScreenBases { name in
            methods[name]?.contains { file, method in
                guard ClassHierarchy.viewControllerLifeCycle.contains(method.name) else { return false }
                let stream = files[file].stream
                return method.body.contains { index in
                    stream.isIdentifier(index, "super")
                        && (stream.isIdentifier(index + 1, method.name) || (stream.isPunctuation(index + 1, ".") && stream.isIdentifier(index + 2, method.name)))
                }
            } ?? false
        }
        hierarchy.indexLineages()
        self.keptNavigationCreations = wrappers.keptCreations
        if !hierarchy.navigationWrappers.isEmpty {
            // In a wrapper's code its kept navigation controller is what `self` is in a navigation subclass's.
            for (file, outline) in files.enumerated() {
                for (offset, method) in outline.methods.enumerated() where methodMembers[file].indices.contains(offset) {
                    guard let type = method.type, outline.types.indices.contains(type) else { continue }
                    methodMembers[file][offset].selfAliases.formUnion(hierarchy.wrappedNavigationNames(of: outline.types[type].name))
                }
            }
        }
        self.files = files
        self.vendored = sorted.map(\.isVendored)
        self.syntax = syntax
        self.statements = statements
        self.methodMembers = methodMembers
        self.typeProperties = typeProperties
        var propertyTypes: [String: [String: [String]]] = [:]
        for (file, properties) in typeProperties.enumerated() {
            for (type, offsets) in properties where files[file].types.indices.contains(type) {
                let name = files[file].types[type].name
                for offset in offsets {
                    let declaration = syntax[file].declarations[offset]
                    // Each type once, in the order first seen: a class declared many times over (pasted, or
                    // in several targets) would otherwise hand every caller one copy per declaration.
                    for type in declaration.types(in: files[file].stream) where !(propertyTypes[name]?[declaration.name]?.contains(type) ?? false) {
                        propertyTypes[name, default: [:]][declaration.name, default: []].append(type)
                    }
                }
            }
        }
        self.propertyTypesByClass = propertyTypes
        var declaring: [String: Set<String>] = [:]
        for (className, properties) in propertyTypes {
            for name in properties.keys { declaring[name, default: []].insert(className) }
        }
        self.classesDeclaringProperty = declaring
        self.hierarchy = hierarchy
        self.storyboards = StoryboardIndex(files: files)
        self.declarationsByName = declarations
        self.callsBySpanStart = callIndex
        self.callsByNameToken = nameIndex
        self.switchBodies = switches
        self.methodsByClass = methods
        self.callsByName = callsByName
        self.functionsByName = functions
        self.genericNames = genericNames
        self.linkHelpers = linkHelpers
        self.linkViews = linkViews
        self.storyboardsByMember = Self.storyboardsHandedOut(files: files, syntax: syntax, callsByName: callsByName)
        var adders: Set<String> = []
        for (name, calls) in callsByName where Self.addsObserver(name) {
            for (file, call) in calls {
                if let owner = files[file].type(at: syntax[file].calls[call].place.token)?.name { adders.insert(owner) }
            }
        }
        self.observerAddersAndAncestors = (adders, Set(adders.flatMap { hierarchy.declaredLineage(of: $0) }))
        var methodsByQuery: [MethodQuery: [String: [(file: Int, method: MethodDeclaration)]]] = [:]
        for query in MethodQuery.allCases {
            var found: [String: [(file: Int, method: MethodDeclaration)]] = [:]
            for (name, list) in methods {
                let matching = list.filter { query.matches($0.method) }
                if !matching.isEmpty { found[name] = matching }
            }
            methodsByQuery[query] = found
        }
        self.methodsByQuery = methodsByQuery
        timings.finish("index across files")
        self.timings = timings
    }

    package func stream(_ file: Int) -> TokenStream { files[file].stream }

    /// Where a fact is: its statement, call or declaration from the start of its first token to the
    /// end of its last, and the line of the token that shows it.
    package func origin(_ place: Place) -> Origin {
        let stream = files[place.file].stream
        let start = stream.at(place.first)?.start ?? .fileStart
        let end = max(start, stream.at(place.last)?.end ?? start)
        let line = stream.at(place.token)?.line ?? start.line
        return Origin(path: files[place.file].path, line: line, span: SourceSpan(start: start, end: end, source: place.file))
    }

    /// True when a comment by the statement of a fact says it is meant to stop the user going back
    /// (`StatedIntent`).
    package func saysItStopsGoingBack(_ place: Place) -> Bool {
        let lines = files[place.file].linesStoppingGoingBack
        guard !lines.isEmpty else { return false }
        let stream = files[place.file].stream
        return [place.first, place.token].contains { stream.at($0).map { lines.contains($0.line) } ?? false }
    }

    /// Where a method is declared: its head, `override func viewDidLoad()` or `- (void)viewDidLoad`.
    package func origin(file: Int, method: MethodDeclaration) -> Origin {
        origin(Place(file: file, token: method.keyword, in: method.head))
    }

    /// Where a class declared in the sources is declared: the head of its declaration.
    package func classOrigin(_ name: String) -> Origin? {
        hierarchy.records[name].map { origin($0.place) }
    }

    package func enclosingType(_ place: Place) -> TypeDeclaration? { files[place.file].type(at: place.token) }

    package func enclosingMethod(_ place: Place) -> MethodDeclaration? { files[place.file].method(at: place.token) }

    /// `X` of `[[X alloc] init...]`: the class an Objective-C initializer message allocates.
    package func allocatedClass(_ call: Call, file: Int) -> String? {
        let stream = stream(file)
        guard stream.isPunctuation(call.receiver.lowerBound, "["), let name = stream.at(call.receiver.lowerBound + 1), name.isName,
              stream.isIdentifier(call.receiver.lowerBound + 2, "alloc") else { return nil }
        return name.text
    }

    /// The call whose tokens start at `index` and span exactly `range`.
    package func call(file: Int, exactly range: Range<Int>) -> Call? {
        guard let offset = callsBySpanStart[file][range.lowerBound] else { return nil }
        let call = syntax[file].calls[offset]
        return call.span == range ? call : nil
    }

    /// The call made at `place`, found by the token of its name (`sheet` in `Text("a").sheet { ... }`,
    /// whose span starts with the call it is chained to).
    package func call(at place: Place) -> Call? {
        guard let offset = callsByNameToken[place.file][place.token] else { return nil }
        let call = syntax[place.file].calls[offset]
        return call.place == place ? call : nil
    }

    /// The type declarations that hold a class's code, in file order; read as they are asked for, so
    /// that a search that stops at the first of many same-named classes does not copy them all.
    package func declarations(of name: String) -> LazyMapCollection<[(file: Int, type: Int)], (file: Int, type: TypeDeclaration)> {
        let files = files
        return (declarationsByName[name] ?? []).lazy.map { ($0.file, files[$0.file].types[$0.type]) }
    }

    /// True when a declaration of the name is generic (`struct Card<Content: View>`): a SwiftUI view
    /// that wraps the views it is given.
    func isGeneric(_ name: String) -> Bool { genericNames.contains(name) }

    /// True when a `View` extension method of that name wraps a `NavigationLink` around the views its
    /// closure builds (`.navigationLinkEmpty(isActive: $shown) { SettingsView() }`).
    func isLinkHelper(_ name: String) -> Bool { linkHelpers.contains(name) }

    /// True when the name at `index` makes a link: `NavigationLink(...)`, or a view of the app's own that
    /// pushes the views its closure builds (`NavigationLinkView(text:) { ... }`), not a member of that name.
    func makesLink(at index: Int, in stream: TokenStream) -> Bool {
        guard let token = stream.at(index), token.text == "NavigationLink" || linkViews.contains(token.text), !stream.isPunctuation(index - 1, ".") else { return false }
        return stream.isPunctuation(index + 1, "(") || stream.isPunctuation(index + 1, "{")
    }

    /// The methods written in a class's own declarations (class body, extensions and categories).
    package func methods(of name: String) -> [(file: Int, method: MethodDeclaration)] {
        methodsByClass[name] ?? []
    }

    /// The methods written in the declarations of a class and of the classes of the sources it descends
    /// from, nearest last: what its instances may run.
    package func methods(ofLineage name: String) -> [(file: Int, method: MethodDeclaration)] {
        hierarchy.declaredLineage(of: name).flatMap(methods(of:))
    }

    /// The functions named `name` declared outside any type.
    func functions(named name: String) -> [(file: Int, method: MethodDeclaration)] {
        functionsByName[name] ?? []
    }

    /// The methods of a class or its ancestors declared in the sources that `query` looks for; the
    /// nearest class that has one wins, as with overriding.
    package func inheritedMethods(of name: String, _ query: MethodQuery) -> [(file: Int, method: MethodDeclaration)] {
        guard let found = methodsByQuery[query] else { return [] }
        for ancestor in hierarchy.lineage(of: name) {
            if let methods = found[ancestor] { return methods }
        }
        return []
    }

    /// The calls of methods named `name`, in file and token order.
    package func calls(named name: String) -> LazyMapCollection<[(file: Int, call: Int)], (file: Int, call: Call)> {
        let syntax = syntax
        return (callsByName[name] ?? []).lazy.map { ($0.file, syntax[$0.file].calls[$0.call]) }
    }

    /// The name of the class whose code encloses a place (an extension or category counts for its class).
    package func ownerName(_ place: Place) -> String? { enclosingType(place)?.name }

    /// The name of the type whose code holds an origin: the declaration around its first token.
    package func ownerName(of origin: Origin) -> String? {
        guard let file = origin.span.source, files.indices.contains(file) else { return nil }
        let stream = files[file].stream
        var low = 0
        var high = stream.count
        while low < high {
            let middle = (low + high) / 2
            if let token = stream.at(middle), token.start < origin.span.start { low = middle + 1 } else { high = middle }
        }
        return low < stream.count ? ownerName(Place(file: file, token: low)) : nil
    }

    /// What a method's own body holds (not a nested function's).
    package func members(of method: MethodDeclaration, file: Int) -> MethodMembers {
        guard let offset = files[file].methodIndex(at: method.body.lowerBound), methodMembers[file].indices.contains(offset),
              files[file].methods[offset].body == method.body else { return MethodMembers() }
        return methodMembers[file][offset]
    }

    /// True when a class keeps a property declared with, or made from, `type`.
    func keepsProperty(ofType type: String, in className: String) -> Bool {
        propertyTypesByClass[className]?.values.contains { $0.contains(type) } ?? false
    }

    /// The types the properties named `name` of a class's own declarations are declared with or made from.
    func propertyTypes(of className: String, named name: String) -> [String] {
        propertyTypesByClass[className]?[name] ?? []
    }

    /// The variables declared in a type declaration's body outside its methods: its properties.
    func propertyDeclarations(in type: TypeDeclaration, file: Int) -> [VariableDeclaration] {
        guard let offset = files[file].typeIndex(at: type.body.lowerBound), files[file].types[offset].keyword == type.keyword else { return [] }
        return (typeProperties[file][offset] ?? []).map { syntax[file].declarations[$0] }
    }

    /// True when `name` stands for `self` at `place`: `self` itself, or a local such as
    /// `__weak typeof(self) weakSelf = self` or `nvc = [super initWithRootViewController:root]`.
    package func isSelf(_ name: String, at place: Place) -> Bool {
        if name == "self" { return true }
        guard let offset = files[place.file].methodIndex(at: place.token), methodMembers[place.file].indices.contains(offset) else { return false }
        return methodMembers[place.file][offset].selfAliases.contains(name)
    }

    /// True when two places in one file run in opposite branches of one `if`, or in different cases of
    /// one `switch`: never both in one run.
    package func areAlternatives(_ first: Place, _ second: Place) -> Bool {
        guard first.file == second.file else { return false }
        let statements = statements[first.file]
        let theirs = statements.governingConditions(of: second.token)
        let opposite = statements.governingConditions(of: first.token).contains { mine in
            theirs.contains { $0.condition.tokens == mine.condition.tokens && $0.holds != mine.holds }
        }
        return opposite || inDifferentCases(first, second)
    }

    /// The switches of a file whose bodies lie inside `range`, in the order they open.
    func switches(in file: Int, within range: Range<Int>) -> [SwitchBody] {
        switchBodies[file].filter { range.contains($0.keyword) && $0.close < range.upperBound }
    }

    /// True when a `switch` holds both places and a `case` or `default` label of its own stands between
    /// them (Objective-C's cases are labels in one block, Swift's end at the next label).
    private func inDifferentCases(_ first: Place, _ second: Place) -> Bool {
        let (early, late) = first.token < second.token ? (first.token, second.token) : (second.token, first.token)
        // The innermost switch around both: bodies are in the order they open, so the last that holds both.
        guard let body = switchBodies[first.file].last(where: { $0.open < early && $0.close > late }) else { return false }
        guard let next = body.labels.firstIndex(where: { $0 > early }) else { return false }
        return body.labels[next] < late
    }

    /// A member chain without its first name when that is `self` at `place` (`isSelf`):
    /// `self.navigationController` is `navigationController`.
    package func withoutSelf(_ chain: [String], at place: Place) -> [String] {
        guard let first = chain.first, isSelf(first, at: place) else { return chain }
        return Array(chain.dropFirst())
    }
}

/// The calls, variable declarations and assignments of one method's own body (by their positions in the
/// file's `FileSyntax`), and the locals that hold `self` there; built once per file so that a question
/// about a statement's method does not search the whole file.
package struct MethodMembers: Sendable {
    package var calls: [Int] = []
    var declarations: [Int] = []
    package var assignments: [Int] = []
    var selfAliases: Set<String> = []
    /// The method turns edit mode on or flips it (`isEditing = !isEditing`, `isEditingProfile = true`,
    /// `setEditing(true, animated:)`), read once here so that asking about each statement costs nothing.
    var entersEditMode = false

    static func index(outline: FileOutline, syntax: FileSyntax) -> [MethodMembers] {
        var result = Array(repeating: MethodMembers(), count: outline.methods.count)
        let stream = outline.stream
        func method(_ place: Place) -> Int? {
            outline.methodIndex(at: place.token).flatMap { result.indices.contains($0) ? $0 : nil }
        }
        for (offset, call) in syntax.calls.enumerated() {
            if let method = method(call.place) { result[method].calls.append(offset) }
        }
        for (offset, declaration) in syntax.declarations.enumerated() {
            guard let method = method(declaration.place) else { continue }
            result[method].declarations.append(offset)
            if let value = declaration.value, Self.isSelfValue(value, in: stream) { result[method].selfAliases.insert(declaration.name) }
        }
        for (offset, assignment) in syntax.assignments.enumerated() {
            guard let method = method(assignment.place) else { continue }
            result[method].assignments.append(offset)
            if assignment.target.count == 1, let name = assignment.target.first, Self.isSelfValue(assignment.value, in: stream) {
                result[method].selfAliases.insert(name)
            }
        }
        for assignment in syntax.assignments {
            // `isEditing` (read as `editing`) on any receiver, or a flag of the screen's own edit mode.
            guard let method = method(assignment.place), !result[method].entersEditMode, let flag = assignment.target.last,
                  stream.booleanLiteral(assignment.value) != false else { continue }
            let own = assignment.target.count == 1 || (assignment.target.count == 2 && (assignment.target[0] == "self" || result[method].selfAliases.contains(assignment.target[0])))
            if flag == "editing" || (own && IdentifierWords.splitAtEveryCapital(flag).first == "editing") { result[method].entersEditMode = true }
        }
        for call in syntax.calls where call.name == "setEditing" && call.receiverChain != ["super"] {
            guard let method = method(call.place), let first = call.firstArgument, stream.booleanLiteral(first.value) != false else { continue }
            result[method].entersEditMode = true
        }
        return result
    }

    /// `self`, or `[super initWithRootViewController:root]`, which returns self.
    private static func isSelfValue(_ value: Range<Int>, in stream: TokenStream) -> Bool {
        if value.count == 1, stream.isIdentifier(value.lowerBound, "self") { return true }
        return stream.isPunctuation(value.lowerBound, "[") && stream.isIdentifier(value.lowerBound + 1, "super")
            && (stream.at(value.lowerBound + 2)?.text.hasPrefix("init") ?? false)
    }
}

/// What one file yields read on its own, before anything across files is known: its outline, syntax and
/// statements, what each method holds, its properties, its calls by first token, its methods by type,
/// the classes it declares and the generic SwiftUI wrappers among its types.
private struct FileReading: Sendable {
    let outline: FileOutline
    let syntax: FileSyntax
    let statements: FileStatements
    let members: [MethodMembers]
    let properties: [Int: [Int]]
    let callsBySpanStart: [Int: Int]
    let callsByNameToken: [Int: Int]
    let switches: [SwitchBody]
    let methodsOfType: [[MethodDeclaration]]
    let classes: [ClassRecord]
    let genericNames: [String]
    let linkHelpers: [String]
    let linkViews: [String]

    init(file: SourceFile, offset: Int, respelling: [String: String] = [:]) {
        let outline = FileOutline(file: file, respelling: respelling)
        let syntax = FileSyntax(outline: outline, file: offset)
        var methodsOfType = Array(repeating: [MethodDeclaration](), count: outline.types.count)
        for method in outline.methods {
            if let type = method.type, methodsOfType.indices.contains(type) { methodsOfType[type].append(method) }
        }
        var classes: [ClassRecord] = []
        var genericNames: [String] = []
        var linkHelpers: [String] = []
        var linkViews: [String] = []
        for (typeOffset, type) in outline.types.enumerated() {
            if SwiftUIViews.isWrapper(type, in: outline.stream) {
                genericNames.append(type.name)
                // `struct NavigationLinkView<Content: View>: View { ... NavigationLink { content() } ... }`: a
                // row that pushes the views its closure builds. A card that shows its content and links
                // elsewhere (`NavigationLink("See all") { AllView() }`) is no such row.
                if Self.linksToItsContent(type, stream: outline.stream) { linkViews.append(type.name) }
            }
            // `func navigationLink(isActive:destination: @escaping () -> D) -> some View` wrapping a
            // NavigationLink around the views its closure builds.
            if type.kind == .swiftExtension, type.name == "View" {
                for method in methodsOfType[typeOffset] where outline.stream.mentions(["NavigationLink"], in: method.body)
                    && method.head.contains(where: { ["@escaping", "@ViewBuilder"].contains(outline.stream.at($0)?.text ?? "") }) {
                    linkHelpers.append(method.name)
                }
            }
            let place = Place(file: offset, token: type.keyword, in: type.head)
            switch type.kind {
            case .swiftClass, .objcInterface, .objcImplementation:
                classes.append(ClassRecord(name: type.name, superclass: type.superclass, place: place))
            case .swiftOtherType where SwiftUIViews.conformsToView(type, in: outline.stream) && !SwiftUIViews.isInPreview(type, outline: outline):
                classes.append(ClassRecord(name: type.name, superclass: ClassHierarchy.swiftUIView, place: place))
            default:
                break
            }
        }
        var calls: [Int: Int] = [:]
        var callsByNameToken: [Int: Int] = [:]
        for (callOffset, call) in syntax.calls.enumerated() {
            if calls[call.span.lowerBound] == nil { calls[call.span.lowerBound] = callOffset }
            if callsByNameToken[call.place.token] == nil { callsByNameToken[call.place.token] = callOffset }
        }
        var properties: [Int: [Int]] = [:]
        for (declarationOffset, declaration) in syntax.declarations.enumerated() where outline.methodIndex(at: declaration.place.token) == nil {
            if let type = outline.typeIndex(at: declaration.place.token) { properties[type, default: []].append(declarationOffset) }
        }
        self.outline = outline
        self.syntax = syntax
        self.statements = FileStatements(outline: outline)
        self.members = MethodMembers.index(outline: outline, syntax: syntax)
        self.properties = properties
        self.callsBySpanStart = calls
        self.callsByNameToken = callsByNameToken
        self.switches = SwitchBody.all(in: outline.stream)
        self.methodsOfType = methodsOfType
        self.classes = classes
        self.genericNames = genericNames
        self.linkHelpers = linkHelpers
        self.linkViews = linkViews
    }

    /// True when a generic view's `NavigationLink` (its arguments and closures) names one of the view's
    /// properties typed with a generic parameter (`let content: () -> Content`): the link pushes what the
    /// view is given.
    private static func linksToItsContent(_ type: TypeDeclaration, stream: TokenStream) -> Bool {
        guard let parameters = SwiftUIViews.genericParameters(of: type, in: stream).map({ Set($0.names) }), !parameters.isEmpty else { return false }
        // The properties whose declared type names a parameter: `let content: () -> Content`, `var destination: Destination`.
        var contents: Set<String> = []
        for index in type.body where stream.isIdentifier(index, "let") || stream.isIdentifier(index, "var") {
            guard let name = stream.at(index + 1), name.isName, stream.isPunctuation(index + 2, ":") else { continue }
            var cursor = index + 3
            // The declared type, up to its value, its accessors or the end of its line.
            while cursor < type.body.upperBound, cursor < index + 12, let token = stream.at(cursor), token.line == name.line,
                  !token.isPunctuation("="), !token.isPunctuation("{") {
                if token.isName, parameters.contains(token.text) { contents.insert(name.text); break }
                cursor += 1
            }
        }
        guard !contents.isEmpty else { return false }
        // The link's arguments and trailing closures (`{ ... } label: { ... }`).
        return type.body.contains { index in
            stream.isIdentifier(index, "NavigationLink") && stream.mentions(contents, in: index..<stream.callExtent(at: index).end)
        }
    }
}

extension CodeBase {
    /// Objective-C code names a Swift class declared `@objc(OBAEditViewController) class EditViewController`
    /// by the first name: the Objective-C files that use such a name are read again with the Swift name
    /// in its place, so that their pushes and presentations reach the class. Only those files are read twice.
    fileprivate static func respellObjectiveCNames(in readings: inout [FileReading], files: [SourceFile]) {
        var swiftNames: [String: String] = [:]
        for reading in readings where reading.outline.kind == .swift {
            for type in reading.outline.types {
                if let name = type.objectiveCName(in: reading.outline.stream) { swiftNames[name] = type.name }
            }
        }
        guard !swiftNames.isEmpty else { return }
        let respelling = swiftNames
        let reread = ParallelMap.map(Array(readings.indices.filter { index in
            readings[index].outline.kind == .objectiveC && readings[index].outline.stream.tokens.contains { $0.isName && respelling[$0.text] != nil }
        })) { index in (index, FileReading(file: files[index], offset: index, respelling: respelling)) }
        for (index, reading) in reread { readings[index] = reading }
    }

    /// Every `UIStoryboard(name: "X", bundle:)` and `storyboardWithName:@"X"` with a literal name, filed
    /// under the member of a type that holds it: the method, or the property whose value or body it is in.
    fileprivate static func storyboardsHandedOut(files: [FileOutline], syntax: [FileSyntax], callsByName: [String: [(file: Int, call: Int)]]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for loaderName in ["UIStoryboard", "storyboardWithName"] {
            for (file, offset) in callsByName[loaderName] ?? [] where syntax.indices.contains(file) && syntax[file].calls.indices.contains(offset) {
                let loader = syntax[file].calls[offset]
                let stream = files[file].stream
                guard case .some(.some(let name)) = loader.storyboardName(in: stream) else { continue }
                let token = loader.place.token
                var member: (name: String, at: Int)?
                if let method = files[file].method(at: token) {
                    member = (method.name, method.keyword)
                } else if let declaration = syntax[file].declarations.last(where: { $0.place.token < token }) {
                    if let value = declaration.value, value.contains(token) {
                        member = (declaration.name, declaration.place.token)
                    } else if declaration.value == nil, let open = (declaration.place.token..<token).first(where: { stream.isPunctuation($0, "{") }),
                              let close = stream.partner(of: open), close > token {
                        // A computed property: its body is the first brace after its name.
                        member = (declaration.name, declaration.place.token)
                    }
                }
                guard let member, let holder = files[file].type(at: member.at)?.name else { continue }
                result["\(holder).\(member.name)", default: []].insert(name)
            }
        }
        return result
    }
}

/// The body of a `switch` (its braces) and the `case` and `default` labels of its own, nested braces
/// and parentheses left out: two statements with a label between them run in different cases.
struct SwitchBody: Sendable {
    /// The `switch` keyword; the tokens up to `open` are the value switched over.
    let keyword: Int
    let open: Int
    let close: Int
    let labels: [Int]
    /// The labels with statements of their own and the case names each matches, in order.
    let cases: [SwitchCase]
    /// For each case name, its position in `cases`.
    let caseByName: [String: Int]

    /// Every switch of a file, in the order its body opens; a file without one costs a scan of its names.
    static func all(in stream: TokenStream) -> [SwitchBody] {
        var bodies: [SwitchBody] = []
        for index in 0..<stream.count where stream.isIdentifier(index, "switch") {
            var open = index + 1
            while open < stream.count, !stream.isPunctuation(open, "{") {
                if stream.isPunctuation(open, "("), let close = stream.partner(of: open) { open = close + 1 } else { open += 1 }
                if open - index > 64 { break }
            }
            guard stream.isPunctuation(open, "{"), let close = stream.partner(of: open) else { continue }
            var labels: [Int] = []
            var cursor = open + 1
            while cursor < close {
                if stream.isPunctuation(cursor, "{") || stream.isPunctuation(cursor, "(") || stream.isPunctuation(cursor, "["), let partner = stream.partner(of: cursor) {
                    cursor = partner + 1
                    continue
                }
                // A label, not a pattern (`if case`, `guard case`, `for case`, `, case`) nor `default:` of a subscript.
                let pattern = ["if", "guard", "for", "while"].contains { stream.isIdentifier(cursor - 1, $0) } || stream.isPunctuation(cursor - 1, ",")
                if (stream.isIdentifier(cursor, "case") && !pattern) || (stream.isIdentifier(cursor, "default") && stream.isPunctuation(cursor + 1, ":")) {
                    labels.append(cursor)
                }
                cursor += 1
            }
            let cases = SwitchCase.read(labels: labels, close: close, in: stream)
            var byName: [String: Int] = [:]
            for (offset, item) in cases.enumerated() {
                for name in item.names where byName[name] == nil { byName[name] = offset }
            }
            bodies.append(SwitchBody(keyword: index, open: open, close: close, labels: labels, cases: cases, caseByName: byName))
        }
        return bodies
    }
}
