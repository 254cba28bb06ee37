import Format

/// Where a value came from: the draft prints it as `Sources/App/AppDelegate.swift:12`, and the model
/// keeps its span (file by index into the scanned paths, line and column where the statement, call
/// or declaration starts and ends).
struct Origin: Sendable, Hashable, Comparable, CustomStringConvertible {
    let path: String
    /// The line of the token that shows the fact (a statement's property, a call's name); it can be
    /// below the span's first line when the statement starts on an earlier one.
    let line: Int
    let span: SourceSpan

    var description: String { "\(path):\(line)" }

    /// The writer names a value's place from its span's first line: true when that is this line.
    var spanShowsLine: Bool { span.start.line == line }

    static func < (left: Origin, right: Origin) -> Bool {
        (left.path, left.line, left.span.start) < (right.path, right.line, right.span.start)
    }
}

/// The whole scanned app: every file's outline and syntax, the class hierarchy, and lookups by class.
struct CodeBase: Sendable {
    let files: [FileOutline]
    let syntax: [FileSyntax]
    let hierarchy: ClassHierarchy
    /// For each file, whether it is vendored third-party code (`SourceFile.isVendored`).
    let vendored: [Bool]
    /// The scanned storyboards' scenes by storyboard name, identifier and class.
    let storyboards: StoryboardIndex
    /// For each class name, the files and type declarations that hold its code (class, extensions, categories).
    private let declarationsByName: [String: [(file: Int, type: Int)]]
    /// For each file, the calls by the index of their first token, so an expression can find its call.
    private let callsBySpanStart: [[Int: Int]]

    /// Reads the files in path order, so every later step sees them in the same order on every run.
    init(files input: [SourceFile]) {
        let sorted = input.sorted { $0.path < $1.path }
        var files: [FileOutline] = []
        var syntax: [FileSyntax] = []
        var hierarchy = ClassHierarchy()
        var declarations: [String: [(file: Int, type: Int)]] = [:]
        var callIndex: [[Int: Int]] = []
        for (offset, file) in sorted.enumerated() {
            let outline = FileOutline(file: file)
            let fileSyntax = FileSyntax(outline: outline, file: offset)
            for (typeOffset, type) in outline.types.enumerated() {
                declarations[type.name, default: []].append((offset, typeOffset))
                switch type.kind {
                case .swiftClass, .objcInterface, .objcImplementation:
                    hierarchy.add(ClassRecord(name: type.name, superclass: type.superclass, place: Place(file: offset, token: type.keyword, in: type.head)))
                case .swiftOtherType where SwiftUIViews.conformsToView(type, in: outline.stream) && !SwiftUIViews.isInPreview(type, outline: outline):
                    hierarchy.add(ClassRecord(name: type.name, superclass: ClassHierarchy.swiftUIView, place: Place(file: offset, token: type.keyword, in: type.head)))
                default:
                    break
                }
            }
            var calls: [Int: Int] = [:]
            for (callOffset, call) in fileSyntax.calls.enumerated() where calls[call.span.lowerBound] == nil {
                calls[call.span.lowerBound] = callOffset
            }
            files.append(outline)
            syntax.append(fileSyntax)
            callIndex.append(calls)
        }
        self.files = files
        self.vendored = sorted.map(\.isVendored)
        self.syntax = syntax
        self.hierarchy = hierarchy
        self.storyboards = StoryboardIndex(files: files)
        self.declarationsByName = declarations
        self.callsBySpanStart = callIndex
    }

    func stream(_ file: Int) -> TokenStream { files[file].stream }

    /// Where a fact is: its statement, call or declaration from the start of its first token to the
    /// end of its last, and the line of the token that shows it.
    func origin(_ place: Place) -> Origin {
        let stream = files[place.file].stream
        let start = stream.at(place.first)?.start ?? .fileStart
        let end = max(start, stream.at(place.last)?.end ?? start)
        let line = stream.at(place.token)?.line ?? start.line
        return Origin(path: files[place.file].path, line: line, span: SourceSpan(start: start, end: end, source: place.file))
    }

    /// Where a method is declared: its head, `override func viewDidLoad()` or `- (void)viewDidLoad`.
    func origin(file: Int, method: MethodDeclaration) -> Origin {
        origin(Place(file: file, token: method.keyword, in: method.head))
    }

    /// Where a class declared in the sources is declared: the head of its declaration.
    func classOrigin(_ name: String) -> Origin? {
        hierarchy.records[name].map { origin($0.place) }
    }

    func enclosingType(_ place: Place) -> TypeDeclaration? { files[place.file].type(at: place.token) }

    func enclosingMethod(_ place: Place) -> MethodDeclaration? { files[place.file].method(at: place.token) }

    /// The call whose tokens start at `index` and span exactly `range`.
    func call(file: Int, exactly range: Range<Int>) -> Call? {
        guard let offset = callsBySpanStart[file][range.lowerBound] else { return nil }
        let call = syntax[file].calls[offset]
        return call.span == range ? call : nil
    }

    /// The type declarations that hold a class's code, in file order.
    func declarations(of name: String) -> [(file: Int, type: TypeDeclaration)] {
        (declarationsByName[name] ?? []).map { ($0.file, files[$0.file].types[$0.type]) }
    }

    /// The methods written in a class's own declarations (class body, extensions and categories).
    func methods(of name: String) -> [(file: Int, method: MethodDeclaration)] {
        var result: [(file: Int, method: MethodDeclaration)] = []
        for entry in declarationsByName[name] ?? [] {
            for method in files[entry.file].methods {
                guard let type = method.type, type == entry.type else { continue }
                result.append((entry.file, method))
            }
        }
        return result
    }

    /// The methods of a class or its ancestors declared in the sources whose selector satisfies `matches`;
    /// the nearest class that has one wins, as with overriding.
    func inheritedMethods(of name: String, matching matches: (MethodDeclaration) -> Bool) -> [(file: Int, method: MethodDeclaration)] {
        for ancestor in hierarchy.lineage(of: name) {
            let found = methods(of: ancestor).filter { matches($0.method) }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The name of the class whose code encloses a place (an extension or category counts for its class).
    func ownerName(_ place: Place) -> String? { enclosingType(place)?.name }
}
