/// Runs rules over one app model and returns their findings as diagnostics.
public struct RuleEngine: Sendable {
    public let rules: [RuleDefinition]

    public init(rules: [RuleDefinition]) {
        self.rules = rules
    }

    private struct Finding {
        var diagnostic: Diagnostic
        var controllers: [String]
    }

    /// Runs every rule, on all cores; the findings come back in rule order.
    public func run(on app: AppDescription, file: String) -> [Diagnostic] {
        let evaluator = Evaluator(app: app)
        return ParallelMap.map(rules) { rule in findings(of: rule, evaluator: evaluator, file: file) }.flatMap { $0 }
    }

    /// One rule's findings, one per position; a finding repeated in several navigation controllers names the others.
    private func findings(of rule: RuleDefinition, evaluator: Evaluator, file: String) -> [Diagnostic] {
        var findings: [Finding] = []
        var index: [SourceLocation: Int] = [:]
        for ruleCase in rule.cases {
            let bindings = rule.bindings + ruleCase.bindings
            visit(ruleCase, bindings: bindings, evaluator: evaluator, depth: 0, scope: .empty) { scope in
                let finding = makeFinding(rule, ruleCase, bindings: bindings, evaluator: evaluator, scope: scope, file: file)
                if let existing = index[finding.diagnostic.location] {
                    for controller in finding.controllers where !findings[existing].controllers.contains(controller) {
                        findings[existing].controllers.append(controller)
                    }
                } else {
                    index[finding.diagnostic.location] = findings.count
                    findings.append(finding)
                }
            }
        }
        return findings.map { finding in
            var diagnostic = finding.diagnostic
            let others = finding.controllers.dropFirst()
            if !others.isEmpty {
                let names = others.map { "'\($0)'" }.joined(separator: ", ")
                let stop = diagnostic.message.hasSuffix(".") ? "" : "."
                diagnostic.message += "\(stop) The same holds in navigation controller\(others.count == 1 ? "" : "s") \(names)."
            }
            return diagnostic
        }
    }

    /// Binds each `match` variable in turn, then tests the case's condition.
    private func visit(_ ruleCase: RuleCase, bindings: [RuleBinding], evaluator: Evaluator, depth: Int, scope: Scope, found: (Scope) -> Void) {
        guard depth < bindings.count else {
            if evaluator.truth(evaluator.evaluate(ruleCase.condition, scope)) { found(scope) }
            return
        }
        let binding = bindings[depth]
        guard case .list(let items) = evaluator.evaluate(binding.collection, scope).value else { return }
        var inner = scope
        let slot = inner.bind(binding.name, .null)
        for item in items {
            inner.rebind(slot, item)
            visit(ruleCase, bindings: bindings, evaluator: evaluator, depth: depth + 1, scope: inner, found: found)
        }
    }

    private func makeFinding(_ rule: RuleDefinition, _ ruleCase: RuleCase, bindings: [RuleBinding], evaluator: Evaluator, scope: Scope, file: String) -> Finding {
        let place = evaluator.evaluate(ruleCase.placement, scope)
        var message = ""
        for part in ruleCase.message.parts {
            switch part {
            case .text(let text): message += text
            case .expression(let expression): message += evaluator.evaluate(expression, scope).value.text
            }
        }
        var severity = rule.severity
        if let expression = ruleCase.severityExpression, case .string(let word) = evaluator.evaluate(expression, scope).value,
           let chosen = Severity(rawValue: word) {
            severity = chosen
        }
        let controllers = bindings.compactMap { binding -> String? in
            guard case .object(let object)? = scope[binding.name]?.value, object.schema === FormatSchema.navigationController else { return nil }
            return object.id
        }
        let diagnostic = Diagnostic(ruleID: rule.id, severity: severity, message: message, file: file,
                                    span: place.span ?? .fileStart, path: place.path)
        return Finding(diagnostic: diagnostic, controllers: controllers)
    }
}
