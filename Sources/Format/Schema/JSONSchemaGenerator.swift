/// Generates the JSON Schema (draft 2020-12) of the app format from `FormatSchema`, the same definitions
/// the decoder uses, so editors with the YAML language server validate and complete app files.
public enum JSONSchemaGenerator {
    public static func render() -> String {
        var definitions: [(String, JSONValue)] = []
        var seen: Set<String> = []
        collect(FormatSchema.document, into: &definitions, seen: &seen)
        let document = objectSchema(FormatSchema.document, topLevel: true)
        guard case .object(var members) = document else { return "" }
        members.insert(("$schema", .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
        members.insert(("$id", .string("urn:navlint:app-description:1")), at: 1)
        members.insert(("title", .string("navlint app description, format version 1")), at: 2)
        members.append(("$defs", .object(definitions.filter { $0.0 != FormatSchema.document.name })))
        return JSONValue.object(members).rendered() + "\n"
    }

    private static func collect(_ schema: ObjectSchema, into definitions: inout [(String, JSONValue)], seen: inout Set<String>) {
        guard seen.insert(schema.name).inserted else { return }
        definitions.append((schema.name, objectSchema(schema, topLevel: false)))
        for field in schema.fields {
            var type = field.type
            while case .list(let element) = type { type = element }
            switch type {
            case .object(let nested), .map(let nested): collect(nested, into: &definitions, seen: &seen)
            default: break
            }
        }
    }

    private static func objectSchema(_ schema: ObjectSchema, topLevel: Bool) -> JSONValue {
        var properties: [(String, JSONValue)] = []
        for field in schema.fields {
            var property = valueSchema(field.type)
            if topLevel, field.name == DocumentKeys.keys.navlint.name { property = .object([("const", .integer(FormatSchema.supportedVersion))]) }
            guard case .object(var members) = property else { continue }
            members.insert(("description", .string(field.summary)), at: 0)
            if let value = defaultValue(field.defaultValue) { members.append(("default", value)) }
            properties.append((field.name, .object(members)))
        }
        var members: [(String, JSONValue)] = [("type", .string("object"))]
        members.append(("properties", .object(properties)))
        let required = schema.fields.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        // `<<` stays allowed for tools that validate before resolving merge keys.
        var patterns: [(String, JSONValue)] = [("^<<$", .object([]))]
        if topLevel { patterns.append(("^x-", .object([]))) }
        members.append(("patternProperties", .object(patterns)))
        members.append(("additionalProperties", .bool(false)))
        var rules = schema.exclusiveKeys.map { group in
            JSONValue.object([("not", .object([("required", .array(group.map(JSONValue.string)))]))])
        }
        rules += schema.conditions.map { condition(in: schema, $0) }
        if !rules.isEmpty { members.append(("allOf", .array(rules))) }
        return .object(members)
    }

    /// `if` the restricted key is written, `then` the deciding key holds an allowed value; it must be
    /// written too unless its default is allowed. `if`/`then` rather than `dependentSchemas` so that
    /// editors on draft-07 validators enforce it as well.
    private static func condition(in schema: ObjectSchema, _ condition: KeyCondition) -> JSONValue {
        let values = JSONValue.object([("enum", .array(condition.allowedValues.map(JSONValue.string)))])
        var then: [(String, JSONValue)] = [("properties", .object([(condition.dependsOn, values)]))]
        var defaultAllowed = false
        if case .string(let word)? = schema.field(named: condition.dependsOn)?.defaultValue {
            defaultAllowed = condition.allowedValues.contains(word)
        }
        if !defaultAllowed { then.append(("required", .array([.string(condition.dependsOn)]))) }
        return .object([("if", .object([("required", .array([.string(condition.key)]))])), ("then", .object(then))])
    }

    private static func valueSchema(_ type: ValueType) -> JSONValue {
        switch type {
        case .bool: return .object([("type", .string("boolean"))])
        case .integer: return .object([("type", .string("integer"))])
        case .number: return .object([("type", .string("number")), ("minimum", .integer(0))])
        case .string: return .object([("type", .string("string"))])
        case .screenReference: return .object([("type", .string("string")), ("minLength", .integer(1))])
        case .version:
            return .object([("type", .array([.string("string"), .string("number")])), ("pattern", .string("^[0-9]{1,6}(\\.[0-9]{1,6}){0,2}$"))])
        case .enumeration(let values): return .object([("enum", .array(values.map(JSONValue.string)))])
        case .owners:
            let owner = JSONValue.object([("anyOf", .array([
                .object([("enum", .array(PopDelegateOwner.words.map(JSONValue.string)))]),
                .object([("type", .string("string")), ("pattern", .string("^screen:.+"))]),
            ]))])
            return .object([("oneOf", .array([owner, .object([("type", .string("array")), ("items", owner), ("minItems", .integer(1))])]))])
        case .list(let element): return .object([("type", .string("array")), ("items", valueSchema(element))])
        case .object(let schema): return .object([("$ref", .string("#/$defs/\(schema.name)"))])
        case .map(let schema):
            let entry = JSONValue.object([("anyOf", .array([.object([("$ref", .string("#/$defs/\(schema.name)"))]), .object([("type", .string("null"))])]))])
            return .object([("type", .string("object")), ("additionalProperties", entry)])
        }
    }

    private static func defaultValue(_ value: ModelValue) -> JSONValue? {
        switch value {
        case .bool(let flag): return .bool(flag)
        case .integer(let number): return .integer(number)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .version(let version): return .string(version.description)
        case .list(let items):
            return .array(items.compactMap { defaultValue($0.value) })
        case .absent, .object, .map: return nil
        }
    }
}
