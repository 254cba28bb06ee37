import Format
import Rules

/// Names for screens and controllers that every graph format accepts (ASCII letters, digits and `_`),
/// derived from the ids so that a diff of two graphs shows the screens that changed and nothing else.
struct GraphIdentifiers {
    private var screens: [String: String] = [:]
    private var controllers: [String: String] = [:]

    init(_ graph: NavigationGraph) {
        var taken: Set<String> = []
        for node in graph.nodes { screens[node.id] = Self.unique("s_" + Self.sanitized(node.id), taken: &taken) }
        for group in graph.groups { controllers[group.id] = Self.unique("nc_" + Self.sanitized(group.id), taken: &taken) }
    }

    func screen(_ id: String) -> String { screens[id] ?? "s_" + Self.sanitized(id) }
    func controller(_ id: String) -> String { controllers[id] ?? "nc_" + Self.sanitized(id) }

    private static func sanitized(_ id: String) -> String {
        var output = ""
        for scalar in id.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                output.unicodeScalars.append(scalar)
            } else {
                output += "_"
            }
        }
        return output
    }

    /// Ids that sanitise alike (`a-b`, `a_b`) get a counter, in file order.
    private static func unique(_ base: String, taken: inout Set<String>) -> String {
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)_\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
