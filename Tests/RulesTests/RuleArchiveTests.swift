@testable import Rules
import Testing
import Format
import TestSupport

/// The pre-parsed form of the built-in rules (`RuleArchive`) on what rules.d does not hold today: every kind
/// of expression and report part, strings that a Swift literal or the archive's own syntax could trip on,
/// and archives that are not one.
@Suite struct RuleArchiveTests {
    private let everything = """
    id: every-part
    title: "Quotes \\" and a \\\\ backslash, a tab\\t and a return\\r"
    severity: info
    summary: 'summary with 3" and 12"x, ↓ and 画面'
    platforms: iOS 7+
    enabled: false
    swipeBack: rootFreeze
    repeatsAcross: nav
    match:
      - nav: navigationControllers
    let:
      depth: "if nav.popGesture.enabled then 1.5 else 0.25"
      named: "[nav.id, 'x', null, true, false]"
    cases:
      - match:
          - screen: "filter(s in screens: s.pushes != null and not s.navigationBarHidden)"
        let:
          many: "count(named) >= 2 and all(n in named: n != null) or none(n in named: n == 'y')"
        when: "depth < 2 and many and any(s in screens: s.id in named) and screen.id != ''"
        report:
          at: screen
          message: "{{literal}} {screen.id} and {nav.id}\\n"
          severity: "if depth > 1 then 'error' else 'warning'"
          fix: "do {screen.id}"
          scanMessage: "in code {screen.id}"
          scanFix: "fix in code"
      - when: "true"
        report: {at: nav, message: plain}

    """

    @Test func everyPartReadsBackAsParsed() throws {
        let parsed = try RuleLoader.parse(text: everything, file: "every-part.yaml", expectedID: "every-part").rule
        let archive = RuleArchive.encode(parsed)
        #expect(try RuleArchive.decode(archive, file: "every-part.yaml") == parsed)
        #expect(parsed.cases.count == 2 && parsed.lets.count == 2 && parsed.title.contains("\r"))
    }

    @Test func aDamagedArchiveIsAnErrorNotACrash() throws {
        let parsed = try RuleLoader.parse(text: everything, file: "every-part.yaml", expectedID: "every-part").rule
        let archive = Array(RuleArchive.encode(parsed).utf8)
        for cut in [0, 1, 5, archive.count / 2, archive.count - 1] {
            let damaged = String(decoding: archive[..<cut], as: UTF8.self)
            #expect(throws: PositionedError.self) { try RuleArchive.decode(damaged, file: "x.yaml") }
        }
        for text in ["999999999999999999999 ", "3\"abc", "1 ", "x ", String(decoding: archive, as: UTF8.self) + "extra "] {
            #expect(throws: PositionedError.self) { try RuleArchive.decode(text, file: "x.yaml") }
        }
    }
}
