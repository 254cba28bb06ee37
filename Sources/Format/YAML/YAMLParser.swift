import CYaml

/// The outcome of reading one file: its text (when it could be decoded), its tree, and the problems found.
public struct YAMLParseResult: Sendable {
    public var source: SourceText?
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]
    /// The document's screens, decoded as each one's YAML closed (`ScreenStream`), for the decoder.
    var streamedScreens: [StreamedEntry] = []
}

extension SourceLocation {
    /// libyaml counts lines and columns from 0; this is the one place they become 1-based.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}

/// Reads YAML through libyaml's event API into a tree that keeps every node's position,
/// resolving anchors, aliases and merge keys and enforcing `ParseLimits`.
public enum YAMLParser {
    /// Takes the bytes, so that they are freed as soon as the text is made from them: a large file is
    /// then held once, not twice, while its tree and model are built.
    public static func parse(bytes: consuming [UInt8], name: String, limits: ParseLimits = .default) -> YAMLParseResult {
        parse(bytes: bytes, name: name, limits: limits, streamsScreens: false)
    }

    /// `streamsScreens`: the text is an app description, whose screens are decoded as the tree is built
    /// (`ScreenStream`); other YAML (configurations, rules, baselines) keeps its whole tree.
    static func parse(bytes: consuming [UInt8], name: String, limits: ParseLimits, streamsScreens: Bool) -> YAMLParseResult {
        func fail(_ problem: FileProblem, _ message: String, at location: SourceLocation = .fileStart) -> YAMLParseResult {
            let span = SourceSpan(start: location, end: location)
            return YAMLParseResult(source: nil, root: nil, diagnostics: [problem.diagnostic(message, file: name, span: span)])
        }
        if bytes.count > limits.maxFileSize {
            // Reading stops one byte past the limit, so the count says only that the file is larger.
            return fail(.inputLimit, "the file is larger than the limit of \(limits.maxFileSize) bytes; raise it with --max-file-size if the file is genuine")
        }
        if let bad = UTF8Validation.firstInvalidLocation(in: bytes) {
            return fail(.invalidUTF8, "the file is not valid UTF-8 here; save it as UTF-8", at: bad)
        }
        // YAML skips one byte order mark; a second would start the first key (`\u{FEFF}navlint`), and every
        // key would then seem missing.
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        if bytes.count >= 6, bytes[0..<3].elementsEqual(mark), bytes[3..<6].elementsEqual(mark) {
            return fail(.yamlSyntax, "the file starts with two byte order marks (U+FEFF); remove the second")
        }
        // The bytes' last use: the optimiser ends their lifetime here.
        var text = String(decoding: bytes, as: UTF8.self)
        var builder = TreeBuilder(file: name, limits: limits, streamsScreens: streamsScreens)
        text.withUTF8 { buffer in
            builder.run(buffer)
        }
        let source = SourceText(name: name, text: text)
        var diagnostics = builder.diagnostics
        if builder.root == nil, diagnostics.isEmpty {
            diagnostics.append(FileProblem.emptyFile.diagnostic(
                "the file is empty; an app description starts with `navlint: 1`",
                file: name, span: .fileStart))
        }
        return YAMLParseResult(source: source, root: builder.root, diagnostics: diagnostics, streamedScreens: builder.screens.entries)
    }
}

/// Turns the event stream into nodes; a struct with an explicit stack so deep input cannot overflow the call stack.
private struct TreeBuilder {
    /// An open mapping or sequence. A struct mutated in place on the stack, so appending stays O(1)
    /// (an enum payload would be copied on every append, which is quadratic for long mappings).
    private struct Frame {
        let isMapping: Bool
        let start: SourceLocation
        let anchor: String?
        var entries: [YAMLMappingEntry] = []
        var items: [YAMLNode] = []
        var pendingKey: YAMLNode?
        /// The document's `screens` mapping, whose entries are decoded as they close.
        var streamsScreens = false
    }

    let file: String
    let limits: ParseLimits
    var diagnostics: [Diagnostic] = []
    var root: YAMLNode?
    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var expanded = 0
    private var documents = 0
    /// The screens decoded so far, so that the tree never holds more than one screen's YAML at a time.
    private(set) var screens: ScreenStream

    init(file: String, limits: ParseLimits, streamsScreens: Bool) {
        self.file = file
        self.limits = limits
        self.screens = ScreenStream(file: file)
        // A stream already started streams nothing more.
        self.screens.isStarted = !streamsScreens
    }

    mutating func run(_ input: UnsafeBufferPointer<UInt8>) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            report(.inputLimit, "libyaml could not allocate its parser", at: .fileStart)
            return
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, input.baseAddress, input.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                reportSyntaxError(parser)
                return
            }
            let keepGoing = handle(event)
            let finished = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if !keepGoing || finished { return }
        }
    }

    private mutating func reportSyntaxError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML could not be read"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message = "\(problem) (\(context) at \(SourceLocation(parser.context_mark)))"
            // libyaml gives up on a plain key after 1,024 characters and says only that no ':' follows.
            if context == "while scanning a simple key", parser.problem_mark.index - parser.context_mark.index >= 1_024 {
                message = "the key at \(SourceLocation(parser.context_mark)) is longer than YAML's limit of 1,024 characters for a plain key"
            }
        }
        let location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            location = .fileStart
        } else {
            location = SourceLocation(parser.problem_mark)
        }
        report(.yamlSyntax, "YAML syntax error: \(message)", at: location)
    }

    private mutating func report(_ problem: FileProblem, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
        diagnostics.append(problem.diagnostic(message, file: file, span: SourceSpan(start: location, end: location), notes: notes))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// Handles one event; returns false when building must stop.
    private mutating func handle(_ event: yaml_event_t) -> Bool {
        let start = SourceLocation(event.start_mark)
        let end = SourceLocation(event.end_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                report(.multipleDocuments, "a second YAML document starts here; navlint reads one app description per file, so split it into its own file", at: start)
                return false
            }
            return true
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value = data.value.map { pointer in
                String(decoding: UnsafeBufferPointer(start: pointer, count: Int(data.length)), as: UTF8.self)
            } ?? ""
            let style: ScalarStyle
            switch data.style {
            case YAML_PLAIN_SCALAR_STYLE, YAML_ANY_SCALAR_STYLE: style = .plain
            case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = .block
            default: style = .quoted
            }
            let node = YAMLNode(
                content: .scalar(YAMLScalar(value: value, style: style, tag: Self.string(data.tag))),
                span: SourceSpan(start: start, end: end))
            return add(node, anchor: Self.string(data.anchor))
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                report(.yamlSyntax, "the alias *\(name) names no anchor defined before it; define `&\(name)` first", at: start)
                return false
            }
            expanded += target.size
            if expanded > limits.maxAliasExpansion {
                report(.inputLimit, "aliases expand to more than \(limits.maxAliasExpansion) nodes (a \"billion laughs\" pattern?); raise --max-alias-expansion if the file is genuine", at: start)
                return false
            }
            return add(target.node.usedVia(start), anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            guard enter(at: start) else { return false }
            stack.append(Frame(isMapping: false, start: start, anchor: Self.string(event.data.sequence_start.anchor)))
            return true
        case YAML_MAPPING_START_EVENT:
            guard enter(at: start) else { return false }
            let anchor = Self.string(event.data.mapping_start.anchor)
            var frame = Frame(isMapping: true, start: start, anchor: anchor)
            frame.streamsScreens = anchor == nil && isDocumentScreensKey()
            stack.append(frame)
            return true
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return true }
            let span = SourceSpan(start: frame.start, end: end)
            if frame.isMapping {
                return add(YAMLNode(content: .mapping(resolveMerges(frame.entries)), span: span), anchor: frame.anchor)
            }
            return add(YAMLNode(content: .sequence(frame.items), span: span), anchor: frame.anchor)
        default:
            return true
        }
    }

    private mutating func enter(at location: SourceLocation) -> Bool {
        if stack.count >= limits.maxDepth {
            report(.inputLimit, "nesting deeper than \(limits.maxDepth) levels; an app description needs far fewer", at: location)
            return false
        }
        return true
    }

    private mutating func add(_ node: YAMLNode, anchor: String?) -> Bool {
        if let anchor {
            anchors[anchor] = (node, node.nodeCount)
        }
        guard !stack.isEmpty else {
            root = node
            return true
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return true
        }
        guard let key = stack[top].pendingKey else {
            stack[top].pendingKey = node
            return true
        }
        stack[top].pendingKey = nil
        if let keyScalar = key.scalar {
            stack[top].entries.append(YAMLMappingEntry(key: keyScalar.value, keySpan: key.span, value: node))
            if stack[top].streamsScreens, let last = stack[top].entries.indices.last {
                screens.decode(&stack[top].entries[last])
            }
        } else {
            report(.wrongType, "this key is \(key.kindDescription); keys must be plain text", at: key.span.start)
        }
        return true
    }

    /// True when the mapping about to open is the value of the document's first `screens` key: the one
    /// the decoder reads (a later duplicate is dropped, a merged one loses to it), and the only one streamed.
    private mutating func isDocumentScreensKey() -> Bool {
        guard !screens.isStarted, stack.count == 1, stack[0].isMapping,
              stack[0].pendingKey?.scalar?.value == DocumentKeys.keys.screens.name,
              !stack[0].entries.contains(where: { $0.key == DocumentKeys.keys.screens.name }) else { return false }
        screens.isStarted = true
        return true
    }

    /// Reports duplicate keys and folds `<<` merge keys in; keys written in the mapping win over merged ones.
    private mutating func resolveMerges(_ entries: [YAMLMappingEntry]) -> [YAMLMappingEntry] {
        // Most mappings are small and merge nothing: check them pairwise, without a table or a copy.
        if entries.count <= 12, !entries.contains(where: { $0.key == "<<" }) {
            var distinct = true
            for (index, entry) in entries.enumerated() where distinct {
                for earlier in entries[..<index] where earlier.key == entry.key {
                    distinct = false
                    break
                }
            }
            if distinct { return entries }
        }
        var result: [YAMLMappingEntry] = []
        var seen: [String: SourceLocation] = [:]
        var mergeSources: [YAMLNode] = []
        for entry in entries {
            if entry.key == "<<" {
                switch entry.value.content {
                case .mapping: mergeSources.append(entry.value)
                case .sequence(let items): mergeSources.append(contentsOf: items)
                case .scalar: mergeSources.append(entry.value)
                }
                continue
            }
            if let first = seen[entry.key] {
                report(.duplicateKey, "duplicate key '\(entry.key)'; YAML keeps only one of them, so remove or rename this one", at: entry.keySpan.start,
                       notes: [DiagnosticNote(message: "'\(entry.key)' is first defined here", location: first)])
                continue
            }
            seen[entry.key] = entry.keySpan.start
            result.append(entry)
        }
        for source in mergeSources {
            guard let merged = source.mapping else {
                report(.wrongType, "a merge key (<<) takes a mapping or a list of mappings, not \(source.kindDescription)", at: source.span.start)
                continue
            }
            for entry in merged where seen[entry.key] == nil {
                seen[entry.key] = entry.keySpan.start
                result.append(entry)
            }
        }
        return result
    }
}

/// Decodes the entries of the document's `screens` mapping as the tree builder closes each one, and leaves
/// the builder an empty node in its place, so a large file never holds its screens' YAML and their model
/// at once. It decodes exactly the entries the decoder would reach first, in the same order: each key's
/// first occurrence, not `<<` (merged entries come after the written ones and are decoded with the rest).
/// The decoder takes the results, and their problems, when it comes to `screens`; if the file turns out
/// to be unreadable, or not a description this build reads, they are dropped with the tree.
struct ScreenStream {
    private var decoder: ModelDecoder
    private var seen: Set<String> = []
    private var objects = 0
    private(set) var entries: [StreamedEntry] = []
    var isStarted = false

    init(file: String) {
        decoder = ModelDecoder(file: file)
    }

    mutating func decode(_ entry: inout YAMLMappingEntry) {
        guard entry.key != "<<", seen.insert(entry.key).inserted else { return }
        let object = decoder.decodeEntry(key: entry.key, keySpan: entry.keySpan, value: &entry.value, schema: ScreenKeys.schema,
                                         path: DocumentKeys.keys.screens.name, ordinal: objects)
        if object != nil { objects += 1 }
        entries.append(StreamedEntry(object: object, diagnostics: decoder.takeDiagnostics()))
    }
}
