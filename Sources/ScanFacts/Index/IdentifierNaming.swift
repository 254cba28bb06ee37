import Format

/// Turns class names into the ids of the draft: `HomeViewController` -> `home`,
/// `ShopNavigationController` -> `shop`. Names are given out in sorted order, so a collision always
/// resolves the same way: the later class keeps more of its name (`homeVC`), then gets a number.
package enum IdentifierNaming {
    private static let screenSuffixes = ["ViewController", "Controller", "VC"]
    private static let navigationSuffixes = ["NavigationController", "NavController", "Navigation", "Nav"]

    /// Ids for screen classes, keyed by class name.
    package static func screenIDs(for classNames: [String]) -> [String: String] {
        assign(classNames.sorted(), suffixes: screenSuffixes, fallback: "screen")
    }

    /// The id a navigation controller class suggests; `main` when nothing is left after the suffix.
    package static func navigationID(for className: String) -> String {
        let id = lowerCamel(stripping: navigationSuffixes, from: className)
        return id.isEmpty || className == ClassHierarchy.navigationBase ? "main" : readable(id, suffix: "Navigation")
    }

    /// An id YAML would read as a boolean or null (`yes`, `no`, `on`, `null`...) gets a suffix, so it
    /// stays a string in every YAML reader.
    static func readable(_ id: String, suffix: String) -> String {
        DescriptionWriter.isPlainSafe(id) ? id : id + suffix
    }

    private static func assign(_ names: [String], suffixes: [String], fallback: String) -> [String: String] {
        var result: [String: String] = [:]
        var taken: Set<String> = []
        for name in names {
            var id = lowerCamel(stripping: suffixes, from: name)
            if id.isEmpty { id = lowerCamel(stripping: [], from: name) }
            if id.isEmpty { id = fallback }
            if taken.contains(id) { id = lowerCamel(stripping: [], from: name) }
            id = unique(readable(id, suffix: "Screen"), taken: taken)
            taken.insert(id)
            result[name] = id
        }
        return result
    }

    /// `id`, or `id2`, `id3`... the first one not taken.
    package static func unique(_ id: String, taken: Set<String>) -> String {
        guard taken.contains(id) else { return id }
        var number = 2
        while taken.contains("\(id)\(number)") { number += 1 }
        return "\(id)\(number)"
    }

    /// Drops the first matching suffix and lowers the leading capitals: `URLPreviewViewController` ->
    /// `urlPreview`, `YGHomeVC` -> `ygHome`, `ViewController` -> `` (nothing left).
    static func lowerCamel(stripping suffixes: [String], from name: String) -> String {
        var base = Substring(name)
        // A name that is all suffix (`ViewController`) leaves nothing; the callers fall back.
        for suffix in suffixes where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        let characters = Array(base.filter { $0.isLetter || $0.isNumber || $0 == "_" })
        var leading = 0
        while leading < characters.count, characters[leading].isUppercase { leading += 1 }
        // In `URLPreview` the capitals run into `Preview`: its `P` starts the next word and stays.
        if leading > 1, leading < characters.count { leading -= 1 }
        var result = ""
        for (offset, character) in characters.enumerated() where offset < maximumLength {
            result += offset < leading ? character.lowercased() : String(character)
        }
        return result
    }

    /// YAML reads a plain key of at most 1,024 characters; an id cut well below that keeps room for the
    /// suffixes and numbers that make it unique and readable. The class name is written in full beside it.
    static let maximumLength = 200

    /// Upper-cases the first letter, to join ids: `main` + `settings` -> `mainSettings`.
    package static func capitalized(_ id: String) -> String {
        guard let first = id.first else { return id }
        return first.uppercased() + id.dropFirst()
    }
}
