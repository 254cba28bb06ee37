import Format

/// Reads rule files (`rules.d/<id>.yaml`) into checked `RuleDefinition`s; every problem is a
/// `PositionedError` with its position, found at load time rather than when a rule runs.
public enum RuleLoader {
    static let fields = [
        "id", "title", "severity", "summary", "rationale", "fix", "sources", "platforms", "refinement",
        "enabled", "swipeBack", "match", "let", "repeatsAcross", "when", "report", "cases", "examples", "codeExamples",
    ]

    /// The fields of `report`: where the finding lands, its message and severity, the one-line fix, and the
    /// message and fix in the code's terms for findings on scanned code.
    static let reportFields = ["at", "message", "severity", "fix", "scanMessage", "scanFix"]

    public static func load(text: String, file: String, expectedID: String? = nil) throws -> RuleDefinition {
        let (rule, documentation) = try parse(text: text, file: file, expectedID: expectedID)
        return RuleDefinition(rule, documentation: documentation, file: file)
    }

    /// The rule file read and type-checked, its expressions not yet compiled.
    static func parse(text: String, file: String, expectedID: String?) throws -> (rule: ParsedRule, documentation: RuleDocumentationFields) {
        let parsed = YAMLParser.parse(bytes: Array(text.utf8), name: file)
        if let problem = parsed.diagnostics.first {
            throw PositionedError(file: file, location: problem.location, message: problem.message)
        }
        guard let root = parsed.root, let entries = root.mapping, let source = parsed.source else {
            throw PositionedError(file: file, location: .fileStart, message: "a rule file is a mapping with id, title, severity, summary, when and report")
        }
        let reader = FieldReader(file: file, source: source, entries: entries, span: root.span)
        try reader.rejectUnknown(allowed: fields, what: "rule")

        let id = try reader.string("id")
        guard id.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }), !id.isEmpty else {
            throw reader.error("a rule id is lower-case words joined by hyphens, such as 'my-team-rule'", at: reader.location("id"))
        }
        if FileProblem(rawValue: id) != nil {
            throw reader.error("'\(id)' is reserved for a problem with the input file itself", at: reader.location("id"))
        }
        if let expectedID, expectedID != id {
            throw reader.error("the file is named '\(expectedID).yaml' but declares id '\(id)'; they must match", at: reader.location("id"))
        }
        let severityWord = try reader.string("severity")
        guard let severity = Severity(rawValue: severityWord) else {
            throw reader.error("severity must be error, warning or info, not '\(severityWord)'", at: reader.location("severity"))
        }

        var swipeBack: SwipeBackEffect?
        if let word = try reader.optionalString("swipeBack") {
            let words = SwipeBackEffect.allCases.map(\.rawValue)
            guard let effect = SwipeBackEffect(rawValue: word) else {
                throw reader.error("swipeBack is one of \(words.joined(separator: ", ")), not '\(word)'\(Suggestions.didYouMean(word, in: words))", at: reader.node("swipeBack")?.span.start)
            }
            swipeBack = effect
        }

        var checker = TypeChecker(file: file)
        var scope = TypeChecker.globals
        let bindings = try readBindings(reader.node("match"), reader: reader, checker: checker, scope: &scope)
        let lets = try readLets(reader.node("let"), reader: reader, checker: &checker, scope: &scope)
        let repeatsAcross = try readRepeatsAcross(reader)
        var repeatedKind: ObjectSchema?
        var cases: [RuleCase] = []
        if let casesNode = reader.node("cases") {
            if let extra = reader.location("when") ?? reader.location("report") {
                throw reader.error("a rule with `cases` puts `when` and `report` inside each case", at: extra)
            }
            guard let items = casesNode.sequence, !items.isEmpty else {
                throw reader.error("cases is a list of {match, when, report} entries", at: casesNode.span.start)
            }
            for item in items {
                guard let caseEntries = item.mapping else {
                    throw reader.error("a case is a mapping with when and report (and optionally match)", at: item.span.start)
                }
                let caseReader = FieldReader(file: file, source: source, entries: caseEntries, span: item.span)
                try caseReader.rejectUnknown(allowed: ["match", "let", "when", "report"], what: "case")
                var caseScope = scope
                var caseChecker = checker
                let extra = try readBindings(caseReader.node("match"), reader: caseReader, checker: caseChecker, scope: &caseScope)
                let caseLets = try readLets(caseReader.node("let"), reader: caseReader, checker: &caseChecker, scope: &caseScope)
                var ruleCase = try readCase(caseReader, bindings: extra, checker: caseChecker, scope: caseScope)
                ruleCase.lets = caseLets
                let kind = try checkRepeatsAcross(repeatsAcross, matched: bindings + extra, scope: caseScope, reader: reader, inCase: item.span.start)
                if let kind, let earlier = repeatedKind, kind !== earlier, let name = repeatsAcross?.name {
                    throw reader.error("'\(name)' is a \(kind.noun) in this case but a \(earlier.noun) in an earlier one; repeatsAcross needs one kind", at: item.span.start)
                }
                repeatedKind = repeatedKind ?? kind
                try rejectUnused(caseLets, laterUses: [ruleCase], reader: caseReader)
                cases.append(ruleCase)
            }
        } else {
            cases.append(try readCase(reader, bindings: [], checker: checker, scope: scope))
            repeatedKind = try checkRepeatsAcross(repeatsAcross, matched: bindings, scope: scope, reader: reader, inCase: nil)
        }
        try rejectUnused(lets, laterUses: cases, reader: reader)

        // Read in the file's documented order, so that of two mistakes the same one is reported as always.
        let title = try reader.string("title"), summary = try reader.string("summary")
        let rationale = try reader.optionalString("rationale") ?? "", fix = try reader.optionalString("fix") ?? ""
        let sources = try reader.strings("sources"), platforms = try reader.optionalString("platforms")
        let refinement = try reader.optionalString("refinement"), enabled = try reader.bool("enabled", default: true)
        let documentation = RuleDocumentationFields(
            rationale: rationale, fix: fix, sources: sources, refinement: refinement,
            examples: try reader.examples(), codeExamples: try reader.codeExamples())
        let rule = ParsedRule(
            id: id, title: title, severity: severity, summary: summary, platforms: platforms, enabledByDefault: enabled,
            swipeBack: swipeBack, bindings: bindings, lets: lets, repeatsAcross: repeatsAcross?.name,
            repeatedNoun: repeatedKind?.noun, cases: cases)
        return (rule, documentation)
    }

    /// Reads `repeatsAcross`: the `match` variable whose values a finding at one position may repeat across.
    private static func readRepeatsAcross(_ reader: FieldReader) throws -> (name: String, location: SourceLocation)? {
        guard let name = try reader.optionalString("repeatsAcross"), let location = reader.location("repeatsAcross") else { return nil }
        guard isName(name) else {
            throw reader.error("repeatsAcross names one `match` variable, such as `repeatsAcross: nav`", at: location)
        }
        return (name, location)
    }

    /// The variable must be bound by `match` in every case, to objects, whose ids the merged finding names.
    private static func checkRepeatsAcross(_ repeatsAcross: (name: String, location: SourceLocation)?, matched: [RuleBinding],
                                           scope: [String: StaticType], reader: FieldReader, inCase: SourceLocation?) throws -> ObjectSchema? {
        guard let (name, location) = repeatsAcross else { return nil }
        guard matched.contains(where: { $0.name == name }), let type = scope[name] else {
            if let inCase {
                throw reader.error("this case does not bind '\(name)', which repeatsAcross names; every case must match it", at: inCase)
            }
            throw reader.error("repeatsAcross names '\(name)', which no `match` binds", at: location)
        }
        guard case .object(let kind) = type else {
            throw reader.error("repeatsAcross names '\(name)', which is \(type); it must be matched against objects with ids", at: location)
        }
        return kind
    }

    /// Reads `let` entries (`name: expression`, in order), adding each name to the scope with its type.
    /// A name may not hide anything in scope (a global, a `match` variable, an earlier binding, a built-in function),
    /// and later quantifiers may not reuse it.
    private static func readLets(_ node: YAMLNode?, reader: FieldReader, checker: inout TypeChecker, scope: inout [String: StaticType]) throws -> [RuleLet] {
        guard let node else { return [] }
        guard let entries = node.mapping else {
            throw reader.error("let is a mapping of `name: expression` entries, e.g. `let: {vetoes: \"screen.popGesture.scope == 'veto'\"}`", at: node.span.start)
        }
        var lets: [RuleLet] = []
        for entry in entries {
            let name = entry.key
            let location = entry.keySpan.start
            guard isName(name) else {
                throw reader.error("'\(name)' cannot name a value: use ASCII letters, digits and '_', not starting with a digit", at: location)
            }
            if ExpressionParser.keywords.contains(name) || ExpressionParser.literalNames.contains(name) || Quantifier(rawValue: name) != nil {
                throw reader.error("'\(name)' is a word of the rule language; choose another name", at: location)
            }
            if checker.letNames.contains(name) {
                throw reader.error("'\(name)' is already bound by an earlier `let`; choose another name", at: location)
            }
            if scope[name] != nil || BuiltinFunctions.lookup(name) != nil {
                throw reader.error("'\(name)' is already a name in scope; a `let` may not hide it, so choose another", at: location)
            }
            guard entry.value.scalar != nil else {
                throw reader.error("the value of '\(name)' must be an expression", at: entry.value.span.start)
            }
            let expression = try reader.expression(entry.value)
            let type = try checker.check(expression, scope: scope)
            scope[name] = type
            checker.letNames.insert(name)
            lets.append(RuleLet(name: name, expression: expression, location: location))
        }
        return lets
    }

    /// A name the expression tokenizer reads as one: ASCII letters, digits and '_', not starting with a digit.
    private static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// A binding nothing reads is most likely a typo in the place that meant to read it.
    private static func rejectUnused(_ lets: [RuleLet], laterUses cases: [RuleCase], reader: FieldReader) throws {
        guard !lets.isEmpty else { return }
        var used: Set<String> = []
        for binding in lets { used.formUnion(binding.expression.freeVariables) }
        for ruleCase in cases {
            for binding in ruleCase.bindings { used.formUnion(binding.collection.freeVariables) }
            for binding in ruleCase.lets { used.formUnion(binding.expression.freeVariables) }
            used.formUnion(ruleCase.condition.freeVariables)
            used.formUnion(ruleCase.placement.freeVariables)
            for template in ruleCase.templates {
                for case .expression(let part) in template.parts { used.formUnion(part.freeVariables) }
            }
            if let severity = ruleCase.severityExpression { used.formUnion(severity.freeVariables) }
        }
        for binding in lets where !used.contains(binding.name) {
            throw reader.error("'\(binding.name)' is bound by `let` but never used; remove it or use it", at: binding.location)
        }
    }

    /// Reads `match` entries, adding each name to the scope with its element type.
    private static func readBindings(_ match: YAMLNode?, reader: FieldReader, checker: TypeChecker, scope: inout [String: StaticType]) throws -> [RuleBinding] {
        guard let match else { return [] }
        guard let items = match.sequence else {
            throw reader.error("match is a list of `name: list-expression` entries", at: match.span.start)
        }
        var bindings: [RuleBinding] = []
        for item in items {
            guard let pair = item.mapping, pair.count == 1, let binding = pair.first else {
                throw reader.error("each match entry is one `name: list-expression`, e.g. `- nav: navigationControllers`", at: item.span.start)
            }
            guard binding.value.scalar != nil else {
                throw reader.error("the list to match '\(binding.key)' against must be an expression", at: binding.value.span.start)
            }
            if scope[binding.key] != nil || BuiltinFunctions.lookup(binding.key) != nil {
                throw reader.error("'\(binding.key)' is already a name in scope; choose another", at: binding.keySpan.start)
            }
            let collection = try reader.expression(binding.value)
            let type = try checker.check(collection, scope: scope)
            guard let element = type.elementType else {
                throw reader.error("'\(binding.key)' must be matched against a list, but this is \(type)", at: binding.value.span.start)
            }
            scope[binding.key] = element
            bindings.append(RuleBinding(name: binding.key, collection: collection))
        }
        return bindings
    }

    /// Reads `when` and `report` (from the rule itself, or from one of its cases).
    private static func readCase(_ reader: FieldReader, bindings: [RuleBinding], checker: TypeChecker, scope: [String: StaticType]) throws -> RuleCase {
        guard let whenNode = reader.node("when") else {
            throw reader.error("a rule needs `when`: the condition under which it reports", at: reader.span.start)
        }
        let condition = try reader.expression(whenNode)
        try checker.expectBool(condition, scope: scope, at: whenNode.span.start, what: "when")
        guard let report = reader.node("report"), let reportEntries = report.mapping else {
            throw reader.error("a rule needs `report` with `at` and `message`", at: reader.location("report") ?? reader.span.start)
        }
        let reportReader = FieldReader(file: reader.file, source: reader.source, entries: reportEntries, span: report.span)
        try reportReader.rejectUnknown(allowed: reportFields, what: "report")
        guard let atNode = reportReader.node("at") else {
            throw reader.error("report needs `at`: the node the finding is placed on", at: report.span.start)
        }
        let placement = try reportReader.expression(atNode)
        _ = try checker.check(placement, scope: scope)
        guard let messageNode = reportReader.node("message") else {
            throw reader.error("report needs `message`", at: report.span.start)
        }
        func template(_ node: YAMLNode) throws -> MessageTemplate {
            let template = try reportReader.template(node)
            for case .expression(let part) in template.parts { _ = try checker.check(part, scope: scope) }
            return template
        }
        let message = try template(messageNode)
        var severityExpression: Expression?
        if let node = reportReader.node("severity") {
            let expression = try reportReader.expression(node)
            let type = try checker.check(expression, scope: scope)
            guard type.isStringLike else {
                throw reader.error("report.severity must give 'error', 'warning' or 'info'", at: node.span.start)
            }
            severityExpression = expression
        }
        return RuleCase(bindings: bindings, condition: condition, placement: placement, message: message,
                        fix: try reportReader.node("fix").map(template), scanMessage: try reportReader.node("scanMessage").map(template),
                        scanFix: try reportReader.node("scanFix").map(template), severityExpression: severityExpression)
    }
}

/// Typed access to the keys of one mapping in a rule file, with positioned errors.
private struct FieldReader {
    let file: String
    let source: SourceText
    let entries: [YAMLMappingEntry]
    let span: SourceSpan

    func error(_ message: String, at location: SourceLocation?) -> PositionedError {
        PositionedError(file: file, location: location ?? span.start, message: message)
    }

    func rejectUnknown(allowed: [String], what: String) throws {
        for entry in entries where !allowed.contains(entry.key) {
            throw error("unknown \(what) field '\(entry.key)'\(Suggestions.didYouMean(entry.key, in: allowed)); fields: \(allowed.joined(separator: ", "))", at: entry.keySpan.start)
        }
    }

    func node(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }

    func location(_ key: String) -> SourceLocation? { entries.first { $0.key == key }?.keySpan.start }

    func optionalString(_ key: String) throws -> String? {
        guard let node = node(key) else { return nil }
        guard let scalar = node.scalar, !node.isNull else { throw error("'\(key)' must be text", at: node.span.start) }
        return scalar.value
    }

    func string(_ key: String) throws -> String {
        guard let value = try optionalString(key) else { throw error("the rule lacks the required field '\(key)'", at: span.start) }
        return value
    }

    func strings(_ key: String) throws -> [String] {
        guard let node = node(key) else { return [] }
        guard let items = node.sequence else { throw error("'\(key)' must be a list of text", at: node.span.start) }
        return try items.map { item in
            guard let scalar = item.scalar else { throw error("'\(key)' must be a list of text", at: item.span.start) }
            return scalar.value
        }
    }

    func bool(_ key: String, default value: Bool) throws -> Bool {
        guard let node = node(key) else { return value }
        switch node.scalar?.value {
        case "true": return true
        case "false": return false
        default: throw error("'\(key)' must be true or false", at: node.span.start)
        }
    }

    /// The raw text of a scalar with a map from offsets in it to file positions. Block scalars are read from
    /// the source lines themselves, since in an expression line breaks and indentation are only white space.
    private func rawText(_ node: YAMLNode) -> (text: String, mapOffset: (Int) -> SourceLocation) {
        let start = node.span.start
        guard let scalar = node.scalar else { return ("", { _ in start }) }
        switch scalar.style {
        case .block:
            let lastLine = node.span.end.column == 1 ? node.span.end.line - 1 : node.span.end.line
            let first = start.line + 1
            guard lastLine >= first else { return (scalar.value, { _ in start }) }
            let text = (first...lastLine).map { source.line($0).map(String.init) ?? "" }.joined(separator: "\n")
            return (text, Self.mapper(text: text, line: first, column: 1))
        case .plain where node.span.end.line == start.line:
            return (scalar.value, Self.mapper(text: scalar.value, line: start.line, column: start.column))
        // Byte-wise: String.contains(String) goes through the string-processing library, and this runs
        // for every quoted expression of every rule at start-up.
        case .quoted where node.span.end.line == start.line && !scalar.value.utf8.contains(UInt8(ascii: "\\")):
            return (scalar.value, Self.mapper(text: scalar.value, line: start.line, column: start.column + 1))
        default:
            return (scalar.value, { _ in start })
        }
    }

    private static func mapper(text: String, line: Int, column: Int) -> (Int) -> SourceLocation {
        // Offsets count UTF-8 bytes and columns count scalars, every byte of a scalar at the scalar's
        // column. Only the line starts are kept; in ASCII, which nearly every rule text is, the column is
        // the offset into the line, and otherwise the scalars before the byte are counted.
        let bytes = Array(text.utf8)
        let isASCII = !bytes.contains { $0 >= 0x80 }
        var lineStarts = [0]
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        return { offset in
            let offset = min(max(offset, 0), bytes.count)
            let index = lineStarts.lastIndex { $0 <= offset } ?? 0
            let start = lineStarts[index]
            var scalars = offset - start
            if !isASCII {
                scalars = bytes[start..<offset].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
                // A continuation byte belongs to the scalar its lead byte, already counted, begins.
                if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { scalars -= 1 }
            }
            return SourceLocation(line: line + index, column: (index == 0 ? column : 1) + scalars)
        }
    }

    func expression(_ node: YAMLNode) throws -> Expression {
        guard node.scalar != nil, !node.isNull else { throw error("expected an expression", at: node.span.start) }
        let (text, mapOffset) = rawText(node)
        return try ExpressionParser.parse(text, file: file, mapOffset: mapOffset)
    }

    /// Splits `text {expression} text` into parts; `{{` and `}}` stand for literal braces.
    func template(_ node: YAMLNode) throws -> MessageTemplate {
        guard let scalar = node.scalar, !node.isNull else { throw error("the message must be text", at: node.span.start) }
        // A block scalar's value drops indentation, so offsets into it map back only to its start.
        let usesRaw = scalar.style != .block
        let (raw, mapOffset) = usesRaw ? rawText(node) : (scalar.value, { _ in node.span.start })
        let bytes = Array(raw.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var parts: [MessageTemplate.Part] = []
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == open || byte == close, index + 1 < bytes.count, bytes[index + 1] == byte {
                text.append(byte)
                index += 2
            } else if byte == open {
                guard let end = bytes[index...].firstIndex(of: close) else {
                    throw error("this '{' is never closed; write '{{' for a literal brace", at: mapOffset(index))
                }
                let base = index + 1
                let inner = String(decoding: bytes[base..<end], as: UTF8.self)
                let expression = try ExpressionParser.parse(inner, file: file) { mapOffset(base + $0) }
                if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
                text.removeAll(keepingCapacity: true)
                parts.append(.expression(expression))
                index = end + 1
            } else {
                // The run of plain text up to the next brace, in one append.
                var end = index + 1
                while end < bytes.count, bytes[end] != open, bytes[end] != close { end += 1 }
                text.append(contentsOf: bytes[index..<end])
                index = end
            }
        }
        if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self).trimmingTrailingNewlines)) }
        return MessageTemplate(parts: parts)
    }

    func examples() throws -> RuleExamples {
        let lists = try exampleLists("examples", of: "app descriptions") { item, triggering in
            if let scalar = item.scalar { return RuleExample(text: scalar.value, location: item.span.start) }
            guard let entries = item.mapping else {
                throw error("an example is an app description written as a block (`- |`), or a mapping with `yaml` and `messages`", at: item.span.start)
            }
            return try example(entries, span: item.span, triggering: triggering)
        }
        return RuleExamples(triggering: lists.triggering, nonTriggering: lists.nonTriggering)
    }

    /// `codeExamples: {triggering: [{swift: |...}, {objc: |...}, {swiftUI: |...}], nonTriggering: [...]}`; an
    /// example may also say `deploymentTarget`, and a non-triggering one which block of `fix` it applies
    /// (`appliesFix: 1`) and what the fix replaced (`withoutFix: |...`, or the whole example before it, `unfixed: |...`).
    func codeExamples() throws -> CodeExamples {
        let lists = try exampleLists("codeExamples", of: "code examples") { item, triggering in
            let languages = CodeLanguage.allCases.map(\.rawValue).joined(separator: ", ")
            let entries = item.mapping ?? []
            let written = entries.compactMap { entry in CodeLanguage(rawValue: entry.key).map { (language: $0, entry: entry) } }
            guard written.count == 1, let (language, entry) = written.first, let text = entry.value.scalar, !entry.value.isNull else {
                throw error("a code example is one of \(languages) with the code as a block (`- swift: |`)", at: item.span.start)
            }
            let reader = FieldReader(file: file, source: source, entries: entries, span: item.span)
            let extras = triggering ? ["deploymentTarget"] : ["deploymentTarget", "appliesFix", "withoutFix", "unfixed"]
            try reader.rejectUnknown(allowed: [language.rawValue] + extras, what: triggering ? "triggering code example" : "code example")
            var example = CodeExample(language: language, text: text.value, location: entry.value.span.start)
            example.deploymentTarget = try reader.optionalString("deploymentTarget")
            example.withoutFix = try reader.optionalString("withoutFix") ?? ""
            example.unfixed = try reader.optionalString("unfixed")
            if reader.node("withoutFix") != nil, reader.node("unfixed") != nil {
                throw reader.error("an example gives 'withoutFix' (what the block replaced) or 'unfixed' (the whole example before the fix), not both", at: reader.location("unfixed"))
            }
            if let number = try reader.optionalString("appliesFix") {
                guard let block = Int(number), block >= 1 else {
                    throw reader.error("'appliesFix' is the number of a code block in the rule's fix, from 1", at: reader.node("appliesFix")?.span.start)
                }
                example.appliesFix = block
            } else if let key = ["withoutFix", "unfixed"].first(where: { reader.node($0) != nil }) {
                throw reader.error("'\(key)' goes with 'appliesFix'", at: reader.location(key))
            }
            return example
        }
        return CodeExamples(triggering: lists.triggering, nonTriggering: lists.nonTriggering)
    }

    /// The `triggering` and `nonTriggering` lists under `key` (none when the key is absent), each item read
    /// by `read`, which is told whether it is a triggering one.
    private func exampleLists<Example>(_ key: String, of what: String, read: (YAMLNode, Bool) throws -> Example) throws -> (triggering: [Example], nonTriggering: [Example]) {
        guard let node = node(key) else { return ([], []) }
        guard let entries = node.mapping else {
            throw error("\(key) has `triggering` and `nonTriggering` lists", at: node.span.start)
        }
        let reader = FieldReader(file: file, source: source, entries: entries, span: node.span)
        try reader.rejectUnknown(allowed: ["triggering", "nonTriggering"], what: key)
        func list(_ name: String) throws -> [Example] {
            guard let node = reader.node(name) else { return [] }
            guard let items = node.sequence else { throw error("'\(name)' is a list of \(what)", at: node.span.start) }
            return try items.map { try read($0, name == "triggering") }
        }
        return (try list("triggering"), try list("nonTriggering"))
    }

    /// An example written as `{yaml: |..., messages: [...]}`: the app description and the message each
    /// marker's finding must carry, in marker order.
    private func example(_ entries: [YAMLMappingEntry], span: SourceSpan, triggering: Bool) throws -> RuleExample {
        let reader = FieldReader(file: file, source: source, entries: entries, span: span)
        try reader.rejectUnknown(allowed: ["yaml", "messages", "scanMessages"], what: "example")
        guard let yaml = reader.node("yaml"), let text = yaml.scalar, !yaml.isNull else {
            throw error("an example written as a mapping gives its app description under `yaml` (`yaml: |`)", at: reader.location("yaml") ?? span.start)
        }
        func messages(_ key: String) throws -> [ExpectedMessage]? {
            guard let node = reader.node(key) else { return nil }
            guard triggering else {
                throw error("a non-triggering example has no findings, so it expects no messages; remove `\(key)`", at: reader.location(key))
            }
            guard let items = node.sequence else {
                throw error("\(key) is a list of texts, one per ↓ marker in marker order", at: node.span.start)
            }
            return try items.map { item in
                guard let scalar = item.scalar, !item.isNull else {
                    throw error("each expected message is a text", at: item.span.start)
                }
                return ExpectedMessage(text: scalar.value, location: item.span.start)
            }
        }
        return RuleExample(text: text.value, location: yaml.span.start, messages: try messages("messages"), scanMessages: try messages("scanMessages"))
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var copy = self
        while copy.last == "\n" { copy.removeLast() }
        return copy
    }
}
