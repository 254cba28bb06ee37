import Format
import Platform

/// Runs rules over one app model and returns their findings as diagnostics.
public struct RuleEngine: Sendable {
    public let rules: [RuleDefinition]

    public init(rules: [RuleDefinition]) {
        self.rules = rules
    }

    private struct Finding {
        var diagnostic: Diagnostic
        /// The ids of the `repeatsAcross` objects the finding holds for, first the one its message names.
        var repeatedIn: [String]
    }

    /// The navigation controllers and screens a run is about, when only the findings about a few are
    /// wanted (`navlint scan` asks about the objects it is unsure of). A rule case whose outermost `match`
    /// runs over navigation controllers or screens runs only over those in focus; any other runs whole.
    /// Findings about an object in focus are all found when the focus holds, with each controller, its
    /// member screens and, with each screen, the controllers it belongs to: rules report on the object
    /// they run over or on its stack's members.
    public struct Focus: Sendable {
        public let controllerIDs: Set<String>
        public let screenIDs: Set<String>

        public init(controllerIDs: Set<String>, screenIDs: Set<String>) {
            self.controllerIDs = controllerIDs
            self.screenIDs = screenIDs
        }
    }

    /// A focus as positions in one app: the outermost loop tests each item without hashing its id.
    private struct FocusMask {
        let controllers: [Bool]
        let screens: [Bool]

        init(_ focus: Focus, in app: AppDescription) {
            controllers = app.navigationControllers.map { focus.controllerIDs.contains($0.id) }
            screens = app.screens.map { focus.screenIDs.contains($0.id) }
        }

        func admits(_ item: Located, in app: AppDescription) -> Bool {
            guard case .object(let object) = item.value else { return true }
            if let position = app.position(ofController: object) { return controllers[position] }
            if let position = app.position(ofScreen: object) { return screens[position] }
            return true
        }
    }

    /// Runs every rule, on all cores; the findings come back in rule order. `scanned` says the model was
    /// built by `navlint scan` from code, so findings take the rules' wording in the code's terms.
    public func run(on app: AppDescription, file: String, scanned: Bool = false, focus: Focus? = nil) -> [Diagnostic] {
        let context = EvaluationContext(app: app)
        let mask = focus.map { FocusMask($0, in: app) }
        return ParallelMap.map(rules) { rule in findings(of: rule, context: context, file: file, scanned: scanned, mask: mask) }.flatMap { $0 }
    }

    /// One rule's findings, one per place (`Place`); a finding repeated across the values of the rule's
    /// `repeatsAcross` variable names the others.
    private func findings(of rule: RuleDefinition, context: EvaluationContext, file: String, scanned: Bool, mask: FocusMask?) -> [Diagnostic] {
        var findings: [Finding] = []
        var index: [Place: Int] = [:]
        for ruleCase in rule.cases {
            let frame = EvaluationFrame(context: context, slotCount: ruleCase.slotCount)
            visit(ruleCase, depth: 0, frame: frame, mask: mask) {
                let finding = makeFinding(rule, ruleCase, frame: frame, file: file, scanned: scanned)
                let place = Place(finding.diagnostic)
                if let existing = index[place] {
                    for id in finding.repeatedIn where !findings[existing].repeatedIn.contains(id) {
                        findings[existing].repeatedIn.append(id)
                    }
                } else {
                    index[place] = findings.count
                    findings.append(finding)
                }
            }
        }
        return findings.map { finding in
            var diagnostic = finding.diagnostic
            let others = finding.repeatedIn.dropFirst()
            if let noun = rule.repeatedNoun, !others.isEmpty {
                let stop = diagnostic.message.hasSuffix(".") ? "" : "."
                let plural = others.count == 1 ? "" : "s"
                // Scanned code has no ids to name: the description's are made up from class names.
                if scanned {
                    diagnostic.message += "\(stop) The same holds in \(others.count) more \(noun)\(plural)."
                } else if let first = finding.repeatedIn.first, !diagnostic.message.contains(first) {
                    // A message that leaves its navigation controller to the finding's place names them all here.
                    let all = finding.repeatedIn.map { "'\($0)'" }.joined(separator: ", ")
                    diagnostic.message += "\(stop) It holds in \(noun)s \(all)."
                } else {
                    diagnostic.message += "\(stop) The same holds in \(noun)\(plural) " + others.map { "'\($0)'" }.joined(separator: ", ") + "."
                }
            }
            return diagnostic
        }
    }

    /// What makes two findings of a rule one: they are about one node of the model (its path) at one
    /// place. A node the rule meets again through another value of `repeatsAcross` is the same node.
    /// Copies of one written node, by an alias in a file or by a base class's code that `navlint scan`
    /// reads for each screen inheriting it, are nodes of their own, each with its own finding.
    private struct Place: Hashable {
        let location: SourceLocation
        let source: Int?
        let path: String

        init(_ diagnostic: Diagnostic) {
            location = diagnostic.location
            source = diagnostic.span.source
            path = diagnostic.path
        }
    }

    /// Tests the part of the condition that the slots filled so far decide, then fills the next `match`
    /// slot in turn with each item of its list; a finding when every part holds.
    private func visit(_ ruleCase: CompiledRuleCase, depth: Int, frame: EvaluationFrame, mask: FocusMask?, found: () -> Void) {
        if depth < ruleCase.guards.count, let part = ruleCase.guards[depth], !part.holds(frame) { return }
        guard depth < ruleCase.loops.count else {
            found()
            return
        }
        let loop = ruleCase.loops[depth]
        guard case .list(let items) = loop.collection(frame).value else { return }
        let app = frame.context.app
        for item in items {
            if depth == 0, let mask, !mask.admits(item, in: app) { continue }
            frame.slots[loop.slot] = item
            if loop.marksChange { frame.didChange(loop.slot) }
            visit(ruleCase, depth: depth + 1, frame: frame, mask: mask, found: found)
        }
    }

    private func makeFinding(_ rule: RuleDefinition, _ ruleCase: CompiledRuleCase, frame: EvaluationFrame, file: String, scanned: Bool) -> Finding {
        let place = ruleCase.placement(frame)
        func render(_ parts: [CompiledRuleCase.CompiledMessagePart]) -> String {
            var text = ""
            for part in parts {
                switch part {
                case .text(let plain): text += plain
                case .expression(let expression): text += expression(frame).text
                }
            }
            return text
        }
        let message = render((scanned ? ruleCase.scanMessage : nil) ?? ruleCase.message)
        let fix = ((scanned ? ruleCase.scanFix : nil) ?? ruleCase.fix).map(render)
        var severity = rule.severity
        if let expression = ruleCase.severity, case .string(let word) = expression(frame).value, let chosen = Severity(rawValue: word) {
            severity = chosen
        }
        var repeatedIn: [String] = []
        if let slot = ruleCase.repeatsAcrossSlot, case .object(let object) = frame.slots[slot].value, let id = object.id {
            repeatedIn.append(id)
        }
        let diagnostic = Diagnostic(ruleID: rule.id, severity: severity, message: message, file: file,
                                    span: place.span.map(Self.useSite) ?? .fileStart, path: place.path,
                                    notes: place.span.flatMap(Self.anchorNote) ?? [], fix: fix)
        return Finding(diagnostic: diagnostic, repeatedIn: repeatedIn)
    }

    /// A value an object takes from an anchor is reported where that object takes it (the alias or
    /// merge key), so each object sharing the anchor has its finding at its own setup, and a
    /// suppression there silences that one alone.
    private static func useSite(_ span: SourceSpan) -> SourceSpan {
        guard let via = span.usedVia else { return span }
        return SourceSpan(start: via, end: via)
    }

    /// The note that shows the anchored value the finding is about.
    private static func anchorNote(_ span: SourceSpan) -> [DiagnosticNote]? {
        guard span.usedVia != nil else { return nil }
        return [DiagnosticNote(message: "the value is written here, in the anchor", location: span.start)]
    }
}
