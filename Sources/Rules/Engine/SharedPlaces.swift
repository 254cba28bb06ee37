import Format

/// One finding per line of code in a scanned app. `navlint scan` reads a base class's code, or a category's
/// method, as part of every screen or navigation controller that has it, so a rule finds the same problem
/// at the same statement once per object. Those findings become one: the most severe (then the first in
/// output order) is reported, and the others are its `repeats`, each still with its own message and model
/// path, so baselines and SARIF fingerprints keep matching object by object.
/// A description checked with `check` keeps one finding per use site: its places are the user's own lines.
enum SharedPlaces {
    /// A rule's findings at one place of one file.
    private struct Place: Hashable {
        let ruleID: String
        let location: SourceLocation
    }

    /// One file's findings with those at one place (rule, line, column) merged, in output order.
    /// `object` tells what a model path is about, how the code names it and where it is declared.
    /// `baseClass` names the class whose code holds a line when every object is it or inherits it (a base
    /// class's line), which the report then names instead of the first object.
    static func merge(_ diagnostics: [Diagnostic], object: (String) -> (kind: AppObjectKind, name: String, file: String?, span: SourceSpan?)?,
                      baseClass: (_ line: Int, _ objects: [String]) -> String? = { _, _ in nil }) -> [Diagnostic] {
        var groups: [[Diagnostic]] = []
        var index: [Place: Int] = [:]
        for diagnostic in Diagnostic.sortedForOutput(diagnostics) {
            let place = Place(ruleID: diagnostic.ruleID, location: diagnostic.location)
            if let existing = index[place] {
                groups[existing].append(diagnostic)
            } else {
                index[place] = groups.count
                groups.append([diagnostic])
            }
        }
        return groups.map { group in
            guard group.count > 1 else { return group[0] }
            let highest = group.map(\.severity).max() ?? group[0].severity
            let first = group.firstIndex { $0.severity == highest } ?? 0
            var merged = group[first]
            merged.repeats = group.indices.filter { $0 != first }.map { position in
                let other = group[position]
                let about = object(other.path)
                return RepeatedFinding(severity: other.severity, message: other.message, path: other.path, fix: other.fix,
                                       kind: about?.kind, name: about?.name, declarationFile: about?.file, declarationSpan: about?.span)
            }
            if let first = object(merged.path)?.name {
                let names = [first] + merged.repeats.compactMap(\.name)
                if names.count == merged.repeats.count + 1, let base = baseClass(merged.location.line, names) {
                    merged.baseClass = BaseClassNaming(name: base, replacing: first)
                }
            }
            return merged
        }
    }
}
