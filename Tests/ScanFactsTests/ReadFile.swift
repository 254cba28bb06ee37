import Format
@testable import ScanFacts
import TestSupport
import Testing

/// One file's outline, syntax and statements, read from marked source.
struct ReadFile {
    let source: MarkedSource
    let outline: FileOutline
    let statements: FileStatements

    init(_ source: MarkedSource, path: String) {
        self.source = source
        self.outline = FileOutline(file: SourceFile(path: path, text: source.text))
        self.statements = FileStatements(outline: outline)
    }

    var stream: TokenStream { outline.stream }

    func token(_ marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let found = source.token(marker, in: stream)
        #expect(found != nil, "no token starts at marker \(marker)", sourceLocation: sourceLocation)
        return found ?? -1
    }

    /// The conditions that govern the token at a marker, outermost first, as text: `!x` for an
    /// `else` branch or the code after an `if` that leaves.
    func conditions(at marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let index = token(marker, sourceLocation: sourceLocation)
        return statements.governingConditions(of: index).map { item in
            let text = ConditionText.render(item.condition.tree)
            return item.holds ? text : "not(\(text))"
        }
    }

    /// The closures around the token at a marker, innermost first: `callee`, `callee label:`, or `= name`.
    func closures(at marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let index = token(marker, sourceLocation: sourceLocation)
        return statements.enclosingClosures(of: index).map { context in
            if let assigned = context.assignedTo { return "= \(assigned)" }
            return [context.callee ?? "?", context.label.map { "\($0):" }].compactMap { $0 }.joined(separator: " ")
        }
    }
}

/// Conditions written back as compact text for tests to compare.
enum ConditionText {
    static func render(_ condition: Condition) -> String {
        switch condition {
        case .all(let parts): return parts.map(grouped).joined(separator: " && ")
        case .any(let parts): return parts.map(grouped).joined(separator: " || ")
        case .not(let inner): return "!" + grouped(inner)
        case .comparison(let left, let op, let right): return "\(operand(left)) \(op) \(operand(right))"
        case .binding(let value, _): return "let \(operand(value))"
        case .typeTest(let value, let type): return "\(operand(value)) is \(type)"
        case .responds(let value, let selector): return "\(operand(value)) responds \(selector)"
        case .availability: return "#available"
        case .pattern: return "case"
        case .value(let value): return operand(value)
        case .opaque: return "?"
        }
    }

    private static func grouped(_ condition: Condition) -> String {
        switch condition {
        case .all, .any: return "(\(render(condition)))"
        default: return render(condition)
        }
    }

    private static func operand(_ operand: Operand) -> String {
        switch operand.literal {
        case .integer(let value)?: return String(value)
        case .boolean(let value)?: return String(value)
        case .null?: return "nil"
        case .string?: return "\"\""
        case nil: return operand.path.isEmpty ? "?" : operand.path.joined(separator: ".")
        }
    }
}
