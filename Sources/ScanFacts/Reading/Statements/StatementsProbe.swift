/// Reads one text as Swift and as Objective-C through the statements layer and checks what must hold
/// of any input: every scope lies inside its parent, every token's scope holds it, every condition's
/// tokens are in the file, and the judge's answers are consistent (certainly true only where possibly
/// true). The libFuzzer target and the tests call it; it returns the broken promises, never traps.
public enum StatementsProbe {
    public static func violations(in text: String) -> [String] {
        var found: [String] = []
        for path in ["probe.swift", "probe.m"] {
            let outline = FileOutline(file: SourceFile(path: path, text: text))
            let statements = FileStatements(outline: outline)
            let count = outline.stream.count
            for (offset, scope) in statements.scopes.enumerated() {
                if scope.tokens.lowerBound < 0 || scope.tokens.upperBound > count { found.append("\(path): scope \(offset) \(scope.tokens) is outside the file's \(count) tokens") }
                guard let parent = scope.parent else { continue }
                if parent >= offset || parent < 0 { found.append("\(path): scope \(offset) has parent \(parent), which does not open before it") ; continue }
                let outer = statements.scopes[parent].tokens
                if scope.tokens.lowerBound < outer.lowerBound || scope.tokens.upperBound > outer.upperBound {
                    found.append("\(path): scope \(offset) \(scope.tokens) is not inside its parent \(parent) \(outer)")
                }
            }
            for token in 0..<count {
                guard let index = statements.scope(at: token) else { continue }
                if index >= statements.scopes.count { found.append("\(path): token \(token) has scope \(index), which does not exist"); continue }
                let scope = statements.scopes[index]
                if !scope.tokens.contains(token) && !(scope.tokens.isEmpty && scope.tokens.lowerBound == token) {
                    found.append("\(path): token \(token) is said to be in scope \(index) \(scope.tokens)")
                }
            }
            var judge = ConditionJudge(context: ConditionContext())
            for condition in statements.conditions {
                if condition.tokens.lowerBound < 0 || condition.tokens.upperBound > count { found.append("\(path): condition \(condition.tokens) is outside the file") }
                let truth = judge.truth(of: condition.tree)
                if truth.must & ~truth.may != 0 { found.append("\(path): condition \(condition.tokens) is certainly true where it is not possibly true") }
            }
            if found.count > 20 { break }
        }
        return found
    }
}
