import Format

/// One rule: its documentation, its declarative logic, and the examples that test it.
/// A class, so the engine passes one reference around instead of copying every field.
public final class RuleDefinition: Sendable {
    public let id: String
    public let title: String
    public let severity: Severity
    /// Every severity the rule's findings can carry, highest first: `severity` alone, unless a
    /// `report.severity` chooses per finding among the words it names.
    public let severities: [Severity]
    public let summary: String
    public let rationale: String
    public let fix: String
    public let sources: [String]
    /// The iOS versions the rule concerns, e.g. "iOS 7+", when it matters.
    public let platforms: String?
    /// Why the rule's condition differs from the catalog's, when it does.
    public let refinement: String?
    public let enabledByDefault: Bool
    public let examples: RuleExamples
    /// Code that triggers the rule and code that does not, in Swift, Objective-C or SwiftUI: what
    /// `explain` shows a team that lints code, run through scan by the tests.
    public let codeExamples: CodeExamples
    /// The rule file it was read from.
    public let file: String
    /// What a finding says about swipe-back on the screens it reaches (`swipeBack`), for `navlint graph`.
    public let swipeBack: SwipeBackEffect?

    /// The `match` variable across whose values one finding may repeat at the same position, if the rule says.
    public let repeatsAcross: String?
    /// What the values of `repeatsAcross` are, in words ("navigation controller"), for the note naming them.
    let repeatedNoun: String?

    /// One entry for a rule with `when` and `report`; several for a rule with `cases`. Compiled with
    /// the rule's shared `match` bindings; the expression trees they came from are not kept.
    let cases: [CompiledRuleCase]

    /// The rule as read, with the documentation that explanations, listings and SARIF show (none when checking).
    init(_ rule: ParsedRule, documentation: RuleDocumentationFields = RuleDocumentationFields(), file: String) {
        self.id = rule.id
        self.title = rule.title
        self.severity = rule.severity
        self.severities = Self.severities(default: rule.severity, cases: rule.cases, lets: rule.lets)
        self.summary = rule.summary
        self.rationale = documentation.rationale
        self.fix = documentation.fix
        self.sources = documentation.sources
        self.platforms = rule.platforms
        self.refinement = documentation.refinement
        self.enabledByDefault = rule.enabledByDefault
        self.examples = documentation.examples
        self.codeExamples = documentation.codeExamples
        self.file = file
        self.swipeBack = rule.swipeBack
        self.repeatsAcross = rule.repeatsAcross
        self.repeatedNoun = rule.repeatedNoun
        self.cases = rule.cases.map {
            CompiledRuleCase(bindings: rule.bindings + $0.bindings, lets: rule.lets + $0.lets, repeatsAcross: rule.repeatsAcross, ruleCase: $0)
        }
    }
}

/// A rule file as read and type-checked, before its expressions are compiled: everything checking needs,
/// which is what `RuleDefinition` compiles and what the built-in catalog ships pre-parsed (`RuleArchive`).
struct ParsedRule: Equatable, Sendable {
    var id: String
    var title: String
    var severity: Severity
    var summary: String
    var platforms: String?
    var enabledByDefault: Bool
    var swipeBack: SwipeBackEffect?
    var bindings: [RuleBinding]
    var lets: [RuleLet]
    var repeatsAcross: String?
    var repeatedNoun: String?
    var cases: [RuleCase]
}

/// The parts of a rule file that only explanations, listings and SARIF show.
struct RuleDocumentationFields: Sendable {
    var rationale = ""
    var fix = ""
    var sources: [String] = []
    var refinement: String?
    var examples = RuleExamples(triggering: [], nonTriggering: [])
    var codeExamples = CodeExamples(triggering: [], nonTriggering: [])
}

extension RuleDefinition {
    /// The severities a rule's findings can carry: the default for a case without `report.severity`, and
    /// the severity words a `report.severity` expression names, directly or through the `let` bindings it reads.
    fileprivate static func severities(default severity: Severity, cases: [RuleCase], lets: [RuleLet]) -> [Severity] {
        var found: Set<Severity> = []
        for ruleCase in cases {
            guard let expression = ruleCase.severityExpression else {
                found.insert(severity)
                continue
            }
            var words: Set<String> = []
            var visited: Set<String> = []
            var pending = [expression]
            while let next = pending.popLast() {
                words.formUnion(next.stringLiterals)
                for name in next.freeVariables where !visited.contains(name) {
                    visited.insert(name)
                    pending += (lets + ruleCase.lets).filter { $0.name == name }.map(\.expression)
                }
            }
            let chosen = words.compactMap(Severity.init(rawValue:))
            if chosen.isEmpty { found.insert(severity) } else { found.formUnion(chosen) }
        }
        return found.sorted(by: >)
    }
}

/// What a rule's findings say about swipe-back where they land (`swipeBack` in a rule file).
public enum SwipeBackEffect: String, Sendable, CaseIterable {
    /// The swipe silently never starts, or loses to another gesture.
    case silentlyBroken
    /// A swipe can freeze the app or crash it.
    case freezeOrCrashRisk
    /// A swipe on the root of a stack freezes the app: a finding about a navigation controller
    /// reaches its root rather than the screens it pushes.
    case rootFreeze
}

/// A rule case ready to run: every `match` variable (the rule's, then the case's) and every `let` binding
/// has a frame slot, and every expression is compiled against the names in its scope.
///
/// The engine fills the `match` slots loop by loop. The condition is split at its top-level `and`s, and
/// each part is tested at the shallowest loop where everything it reads is bound (`guards`), so a part
/// about the navigation controller alone skips all of its screens when it fails. The rule language has no
/// side effects, so testing the parts in another order finds exactly what testing them as written does.
/// After a condition holds the engine evaluates the report with the slots unchanged. `let` caching relies
/// on that order: a slot some binding depends on is marked as changed as soon as it takes a new value,
/// and the report reuses what the condition computed.
struct CompiledRuleCase: Sendable {
    /// One `match` loop: the slot it fills, the list it runs over, and whether a `let` depends on the slot.
    struct Loop: Sendable {
        let slot: Int
        let collection: CompiledExpression
        let marksChange: Bool
    }

    /// The `match` loops, outermost first.
    let loops: [Loop]
    /// `guards[i]` is the part of the condition that reads no `match` variable after the i-th (so
    /// `guards[0]` reads none), tested before loop i runs; nil when no part belongs there.
    let guards: [CompiledExpression?]
    let placement: CompiledExpression
    let message: [CompiledMessagePart]
    /// The one-line fix (`report.fix`), if the rule gives one.
    let fix: [CompiledMessagePart]?
    /// The wording for a model `navlint scan` built from code (`report.scanMessage`, `report.scanFix`);
    /// nil where the rule words scanned code as it words descriptions.
    let scanMessage: [CompiledMessagePart]?
    let scanFix: [CompiledMessagePart]?
    let severity: CompiledExpression?
    let slotCount: Int
    /// The frame slot of the rule's `repeatsAcross` variable.
    let repeatsAcrossSlot: Int?

    enum CompiledMessagePart: Sendable {
        case text(String)
        case expression(CompiledExpression)
    }

    init(bindings: [RuleBinding], lets: [RuleLet] = [], repeatsAcross: String? = nil, ruleCase: RuleCase) {
        var compiler = ExpressionCompiler()
        let slots = bindings.map { compiler.bind($0.name) }
        // The last binding of the name is the one in scope, as in the expressions.
        self.repeatsAcrossSlot = zip(bindings, slots).reversed().first { $0.0.name == repeatsAcross }?.1
        for binding in lets { compiler.bindLet(binding.name, binding.expression) }
        // Only the slots a binding depends on are marked; without `let` the expressions run exactly as written.
        let marked = compiler.letDependencies
        self.loops = zip(bindings, slots).map { binding, slot in
            Loop(slot: slot, collection: compiler.compile(binding.collection), marksChange: marked.contains(slot))
        }
        var parts: [[Expression]] = Array(repeating: [], count: slots.count + 1)
        for part in Self.conjuncts(of: ruleCase.condition) {
            // Slots of `match` variables are their loop numbers (they are bound first, in order).
            let deepest = compiler.deepestSlot(readBy: part)
            parts[min(deepest + 1, slots.count)].append(part)
        }
        self.guards = parts.map { level in
            let compiled = level.map { compiler.compile($0) }
            switch compiled.count {
            case 0: return nil
            case 1: return compiled[0]
            default: return CompiledExpression { frame in .computed(.bool(compiled.allSatisfy { $0.holds(frame) })) }
            }
        }
        self.placement = compiler.compile(ruleCase.placement)
        func compiled(_ template: MessageTemplate) -> [CompiledMessagePart] {
            template.parts.map { part in
                switch part {
                case .text(let text): .text(text)
                case .expression(let expression): .expression(compiler.compile(expression))
                }
            }
        }
        self.message = compiled(ruleCase.message)
        self.fix = ruleCase.fix.map(compiled)
        self.scanMessage = ruleCase.scanMessage.map(compiled)
        self.scanFix = ruleCase.scanFix.map(compiled)
        self.severity = ruleCase.severityExpression.map { compiler.compile($0) }
        self.slotCount = compiler.slotCount
    }

    /// The operands of the condition's top-level `and`s, left to right.
    private static func conjuncts(of expression: Expression) -> [Expression] {
        guard case .binary(.and, let left, let right, _) = expression else { return [expression] }
        return conjuncts(of: left) + conjuncts(of: right)
    }
}

/// One way a rule fires: its own extra bindings, its condition, and where and how it reports.
struct RuleCase: Equatable, Sendable {
    let bindings: [RuleBinding]
    /// The case's own `let` bindings, after the rule's.
    var lets: [RuleLet] = []
    let condition: Expression
    let placement: Expression
    let message: MessageTemplate
    /// `report.fix`: one line saying what to change, which the text reporter prints under the finding.
    var fix: MessageTemplate?
    /// `report.scanMessage` and `report.scanFix`: the same in the code's terms, for findings on code that
    /// `navlint scan` read, where the description's keys mean nothing to the reader.
    var scanMessage: MessageTemplate?
    var scanFix: MessageTemplate?
    let severityExpression: Expression?

    /// Every template of the report, for checks that read them all.
    var templates: [MessageTemplate] { [message] + [fix, scanMessage, scanFix].compactMap { $0 } }
}

/// A `match` entry: a variable bound in turn to each item of a list.
struct RuleBinding: Equatable, Sendable {
    let name: String
    let collection: Expression
}

/// A `let` entry: a name for a value computed from the `match` variables, the globals and earlier entries.
struct RuleLet: Equatable, Sendable {
    let name: String
    let expression: Expression
    /// Where the name is written, for errors about it.
    let location: SourceLocation
}

/// A message with `{expression}` parts filled in per finding.
struct MessageTemplate: Equatable, Sendable {
    enum Part: Equatable, Sendable {
        case text(String)
        case expression(Expression)
    }

    let parts: [Part]
}

/// An example app description inside a rule file; `↓` marks where a finding must land.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"
    public let text: String
    /// Where the example starts in its rule file.
    public let location: SourceLocation
    /// The messages the findings must carry, one per marker in marker order, when the example states
    /// them (`{yaml: ..., messages: [...]}`); nil for an example written as plain text.
    public let messages: [ExpectedMessage]?
    /// The messages the findings must carry when the same description is checked as if `navlint scan`
    /// had built it from code (`scanMessages`), in marker order; nil when the example states none.
    public let scanMessages: [ExpectedMessage]?

    init(text: String, location: SourceLocation, messages: [ExpectedMessage]? = nil, scanMessages: [ExpectedMessage]? = nil) {
        self.text = text
        self.location = location
        self.messages = messages
        self.scanMessages = scanMessages
    }

    /// The example without markers, and the 1-based line and column each marker points at.
    public var stripped: (text: String, markers: [SourceLocation]) {
        var output = ""
        var markers: [SourceLocation] = []
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if Character(scalar) == Self.marker {
                markers.append(SourceLocation(line: line, column: column))
                continue
            }
            output.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (output, markers)
    }
}

/// A message a triggering example expects, with where it is written in the rule file.
public struct ExpectedMessage: Sendable, Equatable {
    public let text: String
    public let location: SourceLocation
}

/// The triggering and non-triggering examples of a rule.
public struct RuleExamples: Sendable {
    public let triggering: [RuleExample]
    public let nonTriggering: [RuleExample]
}

/// The language of a code example, by its key in the rule file.
public enum CodeLanguage: String, Sendable, CaseIterable {
    case swift
    case objc
    case swiftUI

    /// The fence a Markdown code block of it opens with.
    public var fence: String { self == .objc ? "objc" : "swift" }
}

/// A screen's (or a navigation controller's) code as an app would have it; `↓` marks where each finding
/// lands in a triggering example. Scan reads it inside a small app that shows it (see CodeExampleTests).
public struct CodeExample: Sendable {
    public let language: CodeLanguage
    public let text: String
    /// Where the example starts in its rule file.
    public let location: SourceLocation
    /// The app's deployment target when it matters to the rule (the small app then gets a project file
    /// that sets it); nil leaves scan's default.
    public var deploymentTarget: String? = nil
    /// A non-triggering example that is the rule's fix applied: the number (from 1) of the code block in
    /// the rule's `fix` text that this example holds word for word.
    public var appliesFix: Int? = nil
    /// The code the fix took the place of (nothing when the fix only adds): with it put back in place of
    /// the fix, the example triggers the rule again.
    public var withoutFix: String = ""
    /// For a fix that moves code from one place to another: the whole example as it was before the fix,
    /// which triggers the rule and lacks the fix's block.
    public var unfixed: String? = nil
}

/// The code examples of a rule.
public struct CodeExamples: Sendable {
    public let triggering: [CodeExample]
    public let nonTriggering: [CodeExample]
}
