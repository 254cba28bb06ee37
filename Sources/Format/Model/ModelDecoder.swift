/// Decodes a YAML tree into model objects following `FormatSchema`, collecting every problem it meets.
/// It takes the tree's mappings apart as it goes, so each screen's YAML is freed once its model exists
/// and peak memory is not the whole tree plus the whole model.
struct ModelDecoder {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The document's screens, decoded while the tree was built; used once, by the document's `screens`.
    private var streamedScreens: [StreamedEntry]

    init(file: String, streamedScreens: [StreamedEntry] = []) {
        self.file = file
        self.streamedScreens = streamedScreens
    }

    /// The problems reported so far, leaving none.
    mutating func takeDiagnostics() -> [Diagnostic] {
        defer { diagnostics = [] }
        return diagnostics
    }

    /// Decodes the whole document; nil when the document cannot be understood at all.
    mutating func decodeDocument(_ root: inout YAMLNode) -> ModelObject? {
        guard var entries = Self.takeMapping(&root) else {
            report(.wrongType, "an app description is a mapping that starts with `navlint: 1`, but this file holds \(root.kindDescription)", span: root.span)
            return nil
        }
        guard checkVersion(entries), !isConfiguration(entries) else { return nil }
        return decodeObject(&entries, mapping: root.span, schema: FormatSchema.document, id: nil, path: "", keySpan: nil, ignoresExtensionKeys: true)
    }

    /// Moves a mapping's entries out of its node, leaving the node empty, so the caller holds the only
    /// reference and can release the entries one by one.
    private static func takeMapping(_ node: inout YAMLNode) -> [YAMLMappingEntry]? {
        guard case .mapping(let entries) = node.content else { return nil }
        node.content = .sequence([])
        return entries
    }

    /// A configuration saved under a description's name (`navlint.yml` instead of `.navlint.yml`) would
    /// otherwise get an error for each of its keys and each missing one, and no word on the real mistake.
    private mutating func isConfiguration(_ entries: [YAMLMappingEntry]) -> Bool {
        guard !entries.contains(where: { $0.key == DocumentKeys.keys.navlint.name }),
              let first = entries.first(where: { FormatSchema.configurationKeys.contains($0.key) }) else { return false }
        report(.unknownKey, "'\(first.key)' is a configuration key, so this looks like a navlint configuration; name it .navlint.yml (with the leading dot) "
               + "and keep it beside or above the app descriptions, which start with `navlint: 1`",
               span: first.keySpan, path: first.key)
        return true
    }

    /// Returns false when the `navlint` version is one this build cannot read, after reporting it.
    private mutating func checkVersion(_ entries: [YAMLMappingEntry]) -> Bool {
        guard let entry = entries.first(where: { $0.key == DocumentKeys.keys.navlint.name }) else { return true }
        guard let scalar = entry.value.scalar, scalar.style == .plain, let version = Int(scalar.value) else {
            return true
        }
        if version == FormatSchema.supportedVersion { return true }
        report(.unsupportedVersion, "format version \(version) is not supported; this navlint reads `navlint: \(FormatSchema.supportedVersion)`", span: entry.value.span, path: DocumentKeys.keys.navlint.name)
        return false
    }

    private mutating func report(_ problem: FileProblem, _ message: String, span: SourceSpan, path: String = "", notes: [DiagnosticNote] = []) {
        diagnostics.append(problem.diagnostic(message, file: file, span: span, path: path, notes: notes))
    }

    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    private mutating func decodeObject(
        _ entries: inout [YAMLMappingEntry], mapping: SourceSpan, schema: ObjectSchema, id: String?, path: String,
        keySpan: SourceSpan?, ignoresExtensionKeys: Bool = false, ordinal: Int = 0
    ) -> ModelObject {
        var fields: [ModelNode?] = Array(repeating: nil, count: schema.fields.count)
        // Keys whose value was rejected: a condition on them would only repeat the problem already reported.
        var rejected: Set<Int> = []
        for position in entries.indices {
            // Only the key and the spans are copied out: a copy of the whole entry would keep its
            // subtree alive while it is decoded and released.
            let key = entries[position].key
            let entryKeySpan = entries[position].keySpan
            let valueSpan = entries[position].value.span
            guard let index = schema.index(of: key) else {
                if ignoresExtensionKeys, key.hasPrefix("x-") { continue }
                let names = schema.fields.map(\.name)
                let hint = Suggestions.didYouMean(key, in: names)
                let place = path.isEmpty ? "at the top level" : "in \(path)"
                report(.unknownKey, "unknown key '\(key)' \(place)\(hint)\(hint.isEmpty ? "; the keys here are \(names.joined(separator: ", "))" : "")",
                       span: entryKeySpan, path: Self.join(path, key))
                continue
            }
            let field = schema.fields[index]
            if let value = decodeValue(&entries[position].value, type: field.type, path: PendingPath(parent: path, key: field.name), keySpan: entryKeySpan) {
                fields[index] = ModelNode(value, keySpan: entryKeySpan, span: valueSpan)
            } else {
                fields[index] = ModelNode(field.defaultValue, keySpan: entryKeySpan, span: valueSpan)
                rejected.insert(index)
            }
        }
        for group in schema.exclusiveKeys {
            let written = group.compactMap { name in entries.first { $0.key == name } }
            if written.count > 1, let second = written.last, let first = written.first {
                report(.conflictingKeys, "'\(first.key)' and '\(second.key)' say the same thing; keep only one of them",
                       span: second.keySpan, path: Self.join(path, second.key),
                       notes: [DiagnosticNote(message: "'\(first.key)' is written here", location: first.keySpan.start)])
            }
        }
        checkConditions(schema, fields: fields, rejected: rejected, path: path)
        for (index, field) in schema.fields.enumerated() where field.required && fields[index] == nil {
            let owner = path.isEmpty ? "the file" : "'\(path)'"
            report(.missingKey, "\(owner) lacks the required key '\(field.name)' (\(field.summary))",
                   span: keySpan ?? SourceSpan(start: mapping.start, end: mapping.start, usedVia: mapping.usedVia), path: Self.join(path, field.name))
        }
        return ModelObject(schema: schema, id: id, path: path, keySpan: keySpan, span: mapping, fields: fields, ordinal: ordinal)
    }

    /// Reports each written key that the value of another key rules out, once, on the key itself. The
    /// deciding key counts with its default when it is not written, since that is what the file means.
    private mutating func checkConditions(_ schema: ObjectSchema, fields: [ModelNode?], rejected: Set<Int>, path: String) {
        var reported: Set<String> = []
        for condition in schema.conditions where !reported.contains(condition.key) {
            guard let index = schema.index(of: condition.key), index < fields.count, let node = fields[index], !rejected.contains(index),
                  let decider = schema.index(of: condition.dependsOn), decider < fields.count, !rejected.contains(decider) else { continue }
            let written = fields[decider]
            let value = written?.value ?? schema.fields[decider].defaultValue
            guard case .string(let word) = value, !condition.allowedValues.contains(word) else { continue }
            reported.insert(condition.key)
            let allowed = condition.allowedValues.joined(separator: " or ")
            let actual = written == nil ? "\(word) (its default, as it is not written)" : word
            var notes: [DiagnosticNote] = []
            if let place = written?.span ?? written?.keySpan {
                notes.append(DiagnosticNote(message: "'\(condition.dependsOn)' is written here", location: place.start))
            }
            report(.conflictingKeys, "'\(condition.key)' applies only when '\(condition.dependsOn)' is \(allowed), but '\(condition.dependsOn)' is \(actual); "
                   + "write '\(condition.dependsOn): \(condition.allowedValues.first ?? "")' or remove '\(condition.key)'",
                   span: node.keySpan ?? node.span ?? .fileStart, path: Self.join(path, condition.key), notes: notes)
        }
    }

    /// Decodes one value; nil (after reporting) when it does not fit the type.
    private mutating func decodeValue(_ node: inout YAMLNode, type: ValueType, path pending: PendingPath, keySpan: SourceSpan?) -> ModelValue? {
        if node.isNull {
            let path = pending.text
            report(.wrongType, "'\(path)' has no value; write \(type.name)", span: keySpan ?? node.span, path: path)
            return nil
        }
        switch type {
        case .bool:
            return decodeBool(node, path: pending)
        case .integer:
            guard let scalar = plainScalar(node, type: type, path: pending) else { return nil }
            guard let value = Int(scalar.value) else { return typeMismatch(node, type: type, path: pending) }
            return .integer(value)
        case .number:
            guard let scalar = plainScalar(node, type: type, path: pending) else { return nil }
            guard let value = Double(scalar.value), value.isFinite else { return typeMismatch(node, type: type, path: pending) }
            guard value >= 0 else {
                report(.wrongType, "'\(pending.text)' is a duration or distance and cannot be negative", span: node.span, path: pending.text)
                return nil
            }
            return .number(value)
        case .string, .screenReference:
            guard let scalar = node.scalar else { return typeMismatch(node, type: type, path: pending) }
            return .string(scalar.value)
        case .version:
            guard let scalar = node.scalar else { return typeMismatch(node, type: type, path: pending) }
            guard let version = Version(scalar.value) else {
                report(.wrongType, "'\(scalar.value)' is not a version; write major[.minor[.patch]], such as \"15.0\"", span: node.span, path: pending.text)
                return nil
            }
            return .version(version)
        case .enumeration(let allowed):
            guard let scalar = node.scalar else { return typeMismatch(node, type: type, path: pending) }
            guard allowed.contains(scalar.value) else {
                report(.unknownValue, "'\(scalar.value)' is not a valid value for '\(pending.text)'\(Suggestions.didYouMean(scalar.value, in: allowed)); allowed: \(allowed.joined(separator: ", "))",
                       span: node.span, path: pending.text)
                return nil
            }
            return .string(scalar.value)
        case .owners:
            let items = node.sequence ?? [node]
            if items.isEmpty {
                report(.wrongType, "'\(pending.text)' lists no owner; write `system` when UIKit's own object keeps the delegate", span: node.span, path: pending.text)
                return nil
            }
            var owners: [ModelNode] = []
            for (offset, item) in items.enumerated() {
                let itemPath = node.sequence == nil ? pending : pending.item(offset)
                guard let scalar = item.scalar, !item.isNull else {
                    _ = typeMismatch(item, type: .string, path: itemPath)
                    continue
                }
                let word = scalar.value
                let isScreen = word.hasPrefix("screen:") && word.count > "screen:".count
                guard PopDelegateOwner.words.contains(word) || isScreen else {
                    let allowed = PopDelegateOwner.words + ["screen:<id>"]
                    report(.unknownValue, "'\(word)' is not a delegate owner\(Suggestions.didYouMean(word, in: PopDelegateOwner.words)); allowed: \(allowed.joined(separator: ", "))",
                           span: item.span, path: itemPath.text)
                    continue
                }
                owners.append(ModelNode(.string(word), span: item.span))
            }
            return owners.isEmpty && !items.isEmpty ? nil : .list(owners)
        case .list(let element):
            guard var items = node.sequence else { return typeMismatch(node, type: type, path: pending) }
            var result: [ModelNode] = []
            for offset in items.indices {
                let item = items[offset]
                let itemPath = pending.item(offset)
                if item.isNull {
                    report(.wrongType, "an empty list item in '\(pending.text)'; remove it or write \(element.name)", span: item.span, path: itemPath.text)
                } else if let value = decodeValue(&items[offset], type: element, path: itemPath, keySpan: nil) {
                    result.append(ModelNode(value, span: item.span))
                }
            }
            return .list(result)
        case .object(let schema):
            guard var entries = Self.takeMapping(&node) else { return typeMismatch(node, type: type, path: pending) }
            return .object(decodeObject(&entries, mapping: node.span, schema: schema, id: nil, path: pending.text, keySpan: keySpan))
        case .map(let schema):
            guard var entries = Self.takeMapping(&node) else { return typeMismatch(node, type: type, path: pending) }
            let path = pending.text
            // The document's own `screens` were decoded while the tree was built (`ScreenStream`); they are
            // the mapping's first entries, and their problems come here, where decoding them would have.
            var streamed: [StreamedEntry] = []
            if pending.parent.isEmpty, pending.key == DocumentKeys.keys.screens.name {
                swap(&streamed, &streamedScreens)
            }
            var objects: [ModelObject] = []
            objects.reserveCapacity(entries.count)
            for position in entries.indices {
                if position < streamed.count {
                    diagnostics += streamed[position].diagnostics
                    if let object = streamed[position].object { objects.append(object) }
                    continue
                }
                let key = entries[position].key
                if let object = decodeEntry(key: key, keySpan: entries[position].keySpan, value: &entries[position].value, schema: schema, path: path, ordinal: objects.count) {
                    objects.append(object)
                }
            }
            return .map(objects)
        }
    }

    /// Decodes the entry `key` of the id mapping at `path` into an object, taking its mapping apart; nil
    /// after reporting a value that is not a mapping.
    mutating func decodeEntry(key: String, keySpan: SourceSpan, value: inout YAMLNode, schema: ObjectSchema, path: String, ordinal: Int) -> ModelObject? {
        let valueSpan = value.span
        let entryPath = Self.join(path, key)
        if value.isNull {
            var none: [YAMLMappingEntry] = []
            return decodeObject(&none, mapping: valueSpan, schema: schema, id: key, path: entryPath, keySpan: keySpan, ordinal: ordinal)
        }
        if var mapping = Self.takeMapping(&value) {
            return decodeObject(&mapping, mapping: valueSpan, schema: schema, id: key, path: entryPath, keySpan: keySpan, ordinal: ordinal)
        }
        report(.wrongType, "'\(entryPath)' should be a mapping of \(schema.name) keys, not \(value.kindDescription)", span: valueSpan, path: entryPath)
        return nil
    }

    private mutating func decodeBool(_ node: YAMLNode, path: PendingPath) -> ModelValue? {
        guard let scalar = plainScalar(node, type: .bool, path: path) else { return nil }
        switch scalar.value {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "yes", "Yes", "YES", "no", "No", "NO":
            let value = scalar.value.lowercased() == "yes"
            report(.booleanSpelling, "'\(scalar.value)' is read as \(value); write `\(value)`, since YAML 1.2 tools read '\(scalar.value)' as a string", span: node.span, path: path.text)
            return .bool(value)
        default:
            return typeMismatch(node, type: .bool, path: path)
        }
    }

    /// The scalar when it is unquoted; quoted text where a boolean or number belongs is a type error.
    private mutating func plainScalar(_ node: YAMLNode, type: ValueType, path: PendingPath) -> YAMLScalar? {
        guard let scalar = node.scalar else {
            _ = typeMismatch(node, type: type, path: path)
            return nil
        }
        guard scalar.style == .plain else {
            report(.wrongType, "'\(path.text)' should be \(type.name), but \"\(scalar.value)\" is a quoted string; remove the quotes", span: node.span, path: path.text)
            return nil
        }
        return scalar
    }

    private mutating func typeMismatch(_ node: YAMLNode, type: ValueType, path: PendingPath) -> ModelValue? {
        let what = node.scalar.map { "'\($0.value)'" } ?? node.kindDescription
        report(.wrongType, "'\(path.text)' should be \(type.name), not \(what)", span: node.span, path: path.text)
        return nil
    }
}

/// An entry of an id mapping decoded ahead of its mapping: its object (nil when its value is not a
/// mapping) and the problems decoding it reported.
struct StreamedEntry {
    let object: ModelObject?
    let diagnostics: [Diagnostic]
}

/// The model path of a value being decoded, spelled only when something needs it: an error message or an
/// object's own path. Most values are scalars that decode cleanly, and joining their paths eagerly was a
/// string built for every key of the file.
private struct PendingPath {
    let parent: String
    let key: String?
    let index: Int?

    init(parent: String, key: String) {
        self.parent = parent
        self.key = key
        self.index = nil
    }

    private init(parent: String, index: Int) {
        self.parent = parent
        self.key = nil
        self.index = index
    }

    var text: String {
        var text = key.map { ModelDecoder.join(parent, $0) } ?? parent
        if let index { text += "[\(index)]" }
        return text
    }

    /// The path of item `offset` of the list at this path.
    func item(_ offset: Int) -> PendingPath {
        PendingPath(parent: text, index: offset)
    }
}
