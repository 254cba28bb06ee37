import Format

/// An id navlint reports that is not a rule of the catalog: a problem with the file itself, or
/// `unused-suppression`. `navlint explain`, `navlint rules --all`, SARIF and the format reference
/// describe them from here.
public struct NonRuleCheck: Sendable {
    public let id: String
    public let title: String
    public let severity: Severity
    public let summary: String
    /// When it is reported, in full.
    public let details: String
    public let fix: String
    /// False for problems with the file itself, which cannot be disabled, suppressed or baselined.
    public let configurable: Bool

    /// Every such id: the file problems, then `unused-suppression`.
    public static let all: [NonRuleCheck] = FileProblem.allCases.map { problem in
        NonRuleCheck(id: problem.rawValue, title: problem.title, severity: problem.severity, summary: problem.summary,
                     details: problem.details, fix: problem.fix, configurable: false)
    } + [unusedSuppression]

    static let unusedSuppression = NonRuleCheck(
        id: Suppressions.unusedID,
        title: "Unused suppression",
        severity: .warning,
        summary: Suppressions.unusedSummary,
        details: """
        A `navlint:disable-next-line`, `disable-line`, `disable-file` or `disable` comment that silences \
        no finding (the problem was fixed, or the comment sits on the wrong line), names an id that is \
        not a rule (the message suggests the closest one), names a problem with the file itself (those \
        cannot be suppressed), or is malformed; a `navlint:enable` with no `disable` before it too. \
        Suppressing a rule that the configuration turns off for the file is not reported. Stale \
        suppressions hide nothing today but would silently hide a real finding tomorrow.
        """,
        fix: """
        Delete the comment, or correct the rule id or the line it sits on. To turn this check off, or \
        change its severity, name it in `.navlint.yml` like a rule: `unused-suppression: {severity: off}`.
        """,
        configurable: true)

    /// The check with this id, if any.
    public static func named(_ id: String) -> NonRuleCheck? {
        all.first { $0.id == id }
    }
}
