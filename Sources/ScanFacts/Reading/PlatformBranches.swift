/// Conditional compilation read for an iPhone build: the branches of `#if os(macOS)`, `#if TARGET_OS_TV`,
/// `#if targetEnvironment(macCatalyst)` or `#if 0` never reach an iPhone, so their code is left out; a
/// branch whose condition scan cannot decide (`#if DEBUG`, a custom flag, the simulator) is kept, as
/// every branch was before. The directive lines themselves never count as code.
enum PlatformBranches {
    /// What a condition says for an iPhone build.
    enum Truth: Equatable {
        case yes, no, unknown

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }

        static func && (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .no || rhs == .no { return .no }
            return lhs == .yes && rhs == .yes ? .yes : .unknown
        }

        static func || (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .yes || rhs == .yes { return .yes }
            return lhs == .no && rhs == .no ? .no : .unknown
        }
    }

    /// The tokens without the directive lines and without the branches an iPhone build leaves out; the
    /// tokens keep their own positions, so nothing else moves.
    static func removed(from tokens: [Token], dialect: Dialect) -> [Token] {
        guard tokens.contains(where: { $0.kind == .hashKeyword && directives.contains($0.text) }) else { return tokens }
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        var groups: [Group] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .hashKeyword, directives.contains(token.text) else {
                if groups.last?.keeps ?? true { kept.append(token) }
                index += 1
                continue
            }
            let conditionEnd = endOfDirective(startingAt: index, in: tokens)
            let condition = tokens[(index + 1)..<conditionEnd]
            let enclosingKeeps = groups.last?.keeps ?? true
            switch token.text {
            case "#if", "#ifdef", "#ifndef":
                var truth = token.text == "#if" ? evaluate(condition, dialect: dialect) : .unknown
                if !enclosingKeeps { truth = .no }
                groups.append(Group(enclosingKeeps: enclosingKeeps, truth: truth))
            case "#elseif", "#elif":
                if var group = groups.popLast() {
                    group.enter(evaluate(condition, dialect: dialect))
                    groups.append(group)
                }
            case "#else":
                if var group = groups.popLast() {
                    group.enter(.yes)
                    groups.append(group)
                }
            default:
                _ = groups.popLast()
            }
            index = conditionEnd
        }
        return kept
    }

    /// The directive keywords of both languages (the lexer makes Objective-C's conditionals tokens too).
    static let directives: Set<String> = ["#if", "#ifdef", "#ifndef", "#elseif", "#elif", "#else", "#endif"]

    /// One `#if` … `#endif`: whether the enclosing code is kept, whether an earlier branch surely ran,
    /// and whether the branch being read is kept.
    private struct Group {
        let enclosingKeeps: Bool
        var earlierBranchRan: Bool
        var keeps: Bool

        init(enclosingKeeps: Bool, truth: Truth) {
            self.enclosingKeeps = enclosingKeeps
            earlierBranchRan = truth == .yes
            keeps = enclosingKeeps && truth != .no
        }

        mutating func enter(_ truth: Truth) {
            keeps = enclosingKeeps && !earlierBranchRan && truth != .no
            if truth == .yes { earlierBranchRan = true }
        }
    }

    /// The index after a directive's condition: the tokens on its line, and on the next ones while a line
    /// ends in a `\`.
    private static func endOfDirective(startingAt index: Int, in tokens: [Token]) -> Int {
        var line = tokens[index].line
        var cursor = index + 1
        while cursor < tokens.count, tokens[cursor].line == line {
            if tokens[cursor].isPunctuation("\\") { line = tokens[cursor].line + 1 }
            cursor += 1
        }
        return cursor
    }

    // MARK: - Conditions

    /// Platform names in `os(...)` that are not an iPhone.
    private static let otherSystems: Set<String> = ["macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku"]
    /// Modules only other platforms can import.
    private static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "TVUIKit", "TVServices", "ClockKit", "Glibc", "Musl", "WinSDK", "Android"]
    /// Objective-C's `TargetConditionals.h` names, as an iPhone build defines them.
    private static let targetConditionals: [String: Truth] = [
        "TARGET_OS_IOS": .yes, "TARGET_OS_IPHONE": .yes, "TARGET_OS_MAC": .yes,
        "TARGET_OS_TV": .no, "TARGET_OS_WATCH": .no, "TARGET_OS_OSX": .no, "TARGET_OS_MACCATALYST": .no,
        "TARGET_OS_UIKITFORMAC": .no, "TARGET_OS_VISION": .no, "TARGET_OS_XR": .no, "TARGET_OS_BRIDGE": .no,
        "TARGET_OS_DRIVERKIT": .no, "TARGET_OS_LINUX": .no, "TARGET_OS_WIN32": .no,
    ]

    /// A condition's truth for an iPhone build.
    static func evaluate(_ condition: ArraySlice<Token>, dialect: Dialect) -> Truth {
        var parser = ConditionParser(tokens: Array(condition), dialect: dialect)
        let truth = parser.disjunction()
        return parser.atEnd ? truth : .unknown
    }

    /// A recursive-descent reader of `||`, `&&`, `!`, parentheses and the atoms both languages use; past a
    /// nesting limit, or on anything it does not know, the answer is `unknown`.
    private struct ConditionParser {
        let tokens: [Token]
        let dialect: Dialect
        var cursor = 0
        var depth = 0
        static let depthLimit = 32

        var atEnd: Bool { cursor >= tokens.count || tokens[cursor].isPunctuation("\\") }

        init(tokens: [Token], dialect: Dialect) {
            self.tokens = tokens
            self.dialect = dialect
        }

        private func isPunctuation(_ text: String) -> Bool {
            cursor < tokens.count && tokens[cursor].isPunctuation(text)
        }

        mutating func disjunction() -> Truth {
            var truth = conjunction()
            while isPunctuation("||") {
                cursor += 1
                truth = truth || conjunction()
            }
            return truth
        }

        private mutating func conjunction() -> Truth {
            var truth = negation()
            while isPunctuation("&&") {
                cursor += 1
                truth = truth && negation()
            }
            return truth
        }

        private mutating func negation() -> Truth {
            guard depth < Self.depthLimit else {
                cursor = tokens.count
                return .unknown
            }
            depth += 1
            defer { depth -= 1 }
            if isPunctuation("!") {
                cursor += 1
                return !negation()
            }
            let truth = atom()
            // A comparison (`__IPHONE_OS_VERSION_MAX_ALLOWED >= 170000`) is not read.
            if cursor < tokens.count, ["==", "!=", ">=", "<=", ">", "<"].contains(where: { tokens[cursor].isPunctuation($0) }) {
                cursor += 1
                _ = atom()
                return .unknown
            }
            return truth
        }

        private mutating func atom() -> Truth {
            guard cursor < tokens.count else { return .unknown }
            let token = tokens[cursor]
            cursor += 1
            if token.isPunctuation("(") {
                let truth = disjunction()
                guard isPunctuation(")") else {
                    cursor = tokens.count
                    return .unknown
                }
                cursor += 1
                return truth
            }
            if token.kind == .number {
                guard dialect == .objectiveC, let value = Int(token.text) else { return .unknown }
                return value == 0 ? .no : .yes
            }
            guard token.kind == .identifier else {
                cursor = tokens.count
                return .unknown
            }
            if isPunctuation("(") {
                let argument = cursor + 1 < tokens.count && tokens[cursor + 1].kind == .identifier ? tokens[cursor + 1].text : nil
                skipArguments()
                return call(token.text, argument: argument)
            }
            if dialect == .objectiveC, token.text == "defined" {
                if cursor < tokens.count, tokens[cursor].kind == .identifier { cursor += 1 }
                return .unknown
            }
            switch (dialect, token.text) {
            case (.swift, "true"): return .yes
            case (.swift, "false"): return .no
            case (.objectiveC, let name): return targetConditionals[name] ?? .unknown
            default: return .unknown
            }
        }

        /// Moves past a balanced `( ... )` at the cursor.
        private mutating func skipArguments() {
            var open = 0
            while cursor < tokens.count {
                if tokens[cursor].isPunctuation("(") { open += 1 }
                if tokens[cursor].isPunctuation(")") {
                    open -= 1
                    if open == 0 {
                        cursor += 1
                        return
                    }
                }
                cursor += 1
            }
        }

        /// Swift's platform conditions: `os(...)`, `targetEnvironment(...)`, `canImport(...)`.
        private func call(_ name: String, argument: String?) -> Truth {
            guard dialect == .swift, let argument else { return .unknown }
            switch name {
            case "os":
                if argument == "iOS" { return .yes }
                return PlatformBranches.otherSystems.contains(argument) ? .no : .unknown
            case "targetEnvironment":
                return argument == "macCatalyst" ? .no : .unknown
            case "canImport":
                if argument == "UIKit" { return .yes }
                return PlatformBranches.otherPlatformModules.contains(argument) ? .no : .unknown
            default:
                return .unknown
            }
        }
    }
}
