@testable import Rules
import Testing
@testable import Format

/// Every kind of problem with the file itself, with its id, position and the key words of its message.
@Suite struct ValidationTests {
    private func problems(_ text: String) -> [Diagnostic] {
        Diagnostic.sortedForOutput(AppLoader.load(bytes: Array(text.utf8), file: "t.yaml").diagnostics)
    }

    private func only(_ text: String) throws -> Diagnostic {
        let found = problems(text)
        #expect(found.count == 1, "\(found.map { "\($0.ruleID) \($0.location) \($0.message)" })")
        return try #require(found.first)
    }

    private static let header = "navlint: 1\napp: {deploymentTarget: \"12.0\"}\nnavigationControllers:\n  main: {root: home}\nscreens:\n"

    @Test func validFileHasNoProblems() {
        #expect(problems(Self.header + "  home: {}\n").isEmpty)
    }

    @Test func unknownKeySuggestsTheClosest() throws {
        let diagnostic = try only(Self.header + "  home:\n    pushs: []\n")
        #expect(diagnostic.ruleID == "unknown-key")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 5))
        #expect(diagnostic.message.contains("did you mean 'pushes'?"))
        #expect(diagnostic.path == "screens.home.pushs")
    }

    @Test func unknownKeyWithoutCloseMatchListsTheKeys() throws {
        let diagnostic = try only(Self.header + "  home:\n    zzzzzzzz: 1\n")
        #expect(diagnostic.message.contains("the keys here are class, pushes"))
    }

    @Test func configurationSavedAsADescriptionGetsOneHint() throws {
        let diagnostic = try only("# a configuration, saved as navlint.yml\nrules:\n  unreachable-screen: {severity: off}\nfailOn: warning\n")
        #expect(diagnostic.ruleID == "unknown-key")
        #expect(diagnostic.location == SourceLocation(line: 2, column: 1))
        #expect(diagnostic.message.hasPrefix("'rules' is a configuration key, so this looks like a navlint configuration; name it .navlint.yml"))
        // A description that also has a stray configuration key is judged as a description.
        let stray = problems(Self.header + "  home: {}\nfailOn: warning\n")
        #expect(stray.map(\.ruleID) == ["unknown-key"])
        #expect(stray.first?.message.hasPrefix("unknown key 'failOn' at the top level") == true)
    }

    @Test func extensionKeysAreIgnoredAtTopLevelOnly() throws {
        #expect(problems("x-base: &b {}\n" + Self.header + "  home: {}\n").isEmpty)
        let diagnostic = try only(Self.header + "  home: {x-note: 1}\n")
        #expect(diagnostic.ruleID == "unknown-key")
    }

    @Test func wrongTypeNamesTheExpectedType() throws {
        let diagnostic = try only(Self.header + "  home: {navigationBarHidden: 3}\n")
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.location == SourceLocation(line: 6, column: 31))
        #expect(diagnostic.message.contains("a boolean"))
    }

    @Test func quotedBooleanIsWrongType() throws {
        let diagnostic = try only(Self.header + "  home: {navigationBarHidden: \"true\"}\n")
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.message.contains("remove the quotes"))
    }

    @Test func nullValueIsWrongType() throws {
        let diagnostic = try only(Self.header + "  home:\n    class:\n")
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 5))
    }

    @Test func unknownEnumValueListsAllowedOnes() throws {
        let diagnostic = try only(Self.header + "  home:\n    scrollViews:\n      g: {axis: horizntal}\n")
        #expect(diagnostic.ruleID == "unknown-value")
        #expect(diagnostic.location == SourceLocation(line: 8, column: 17))
        #expect(diagnostic.message.contains("did you mean 'horizontal'?"))
        #expect(diagnostic.message.contains("allowed: horizontal, vertical, both"))
    }

    @Test func unknownOwnerIsUnknownValue() throws {
        let text = "navlint: 1\napp: {deploymentTarget: \"12.0\"}\nnavigationControllers:\n  main:\n    root: home\n    popGesture: {delegate: [system, navigatonController]}\nscreens:\n  home: {}\n"
        let diagnostic = try only(text)
        #expect(diagnostic.ruleID == "unknown-value")
        #expect(diagnostic.location == SourceLocation(line: 6, column: 37))
        #expect(diagnostic.message.contains("did you mean 'navigationController'?"))
    }

    @Test func missingRequiredKeys() {
        let found = problems("navlint: 1\napp: {name: Shop}\nnavigationControllers:\n  main: {class: Nav}\n")
        #expect(found.map(\.ruleID) == ["missing-key", "missing-key", "missing-key"])
        #expect(found.map(\.location) == [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 1), SourceLocation(line: 4, column: 3),
        ])
        #expect(found.contains { $0.message.contains("'screens'") })
        #expect(found.contains { $0.message.contains("'deploymentTarget'") })
        #expect(found.contains { $0.message.contains("'root'") })
    }

    @Test func emptyNavigationControllerMapIsReported() throws {
        let diagnostic = try only("navlint: 1\napp: {deploymentTarget: \"12\"}\nnavigationControllers: {}\nscreens: {home: {}}\n")
        #expect(diagnostic.ruleID == "missing-key")
        #expect(diagnostic.location == SourceLocation(line: 3, column: 1))
    }

    @Test func unknownReferencesSuggestScreens() {
        let text = "navlint: 1\napp: {deploymentTarget: \"12.0\"}\nnavigationControllers:\n  main:\n    root: hom\n    popGesture: {delegate: \"screen:detial\"}\nscreens:\n  home: {pushes: [detail], presents: [nowhere]}\n  detail: {}\n"
        let found = problems(text)
        #expect(found.map(\.ruleID) == ["unknown-reference", "unknown-reference", "unknown-reference"])
        #expect(found.map(\.location) == [
            SourceLocation(line: 5, column: 11), SourceLocation(line: 6, column: 28), SourceLocation(line: 8, column: 39),
        ])
        #expect(found[0].message.contains("did you mean 'home'?"))
        #expect(found[1].message.contains("did you mean 'detail'?"))
    }

    @Test func duplicateScreenKey() throws {
        let diagnostic = try only(Self.header + "  home: {}\n  home: {}\n")
        #expect(diagnostic.ruleID == "duplicate-key")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 3))
    }

    @Test func unsupportedVersionStopsValidation() throws {
        let diagnostic = try only("navlint: 2\nwhatever: 1\n")
        #expect(diagnostic.ruleID == "unsupported-version")
        #expect(diagnostic.location == SourceLocation(line: 1, column: 10))
    }

    @Test func versionMustBeAnInteger() throws {
        let found = problems("navlint: \"one\"\napp: {deploymentTarget: \"12\"}\nnavigationControllers: {main: {root: home}}\nscreens: {home: {}}\n")
        #expect(found.map(\.ruleID) == ["wrong-type"])
    }

    @Test func badVersionString() throws {
        let diagnostic = try only("navlint: 1\napp: {deploymentTarget: \"twelve\"}\nnavigationControllers: {main: {root: home}}\nscreens: {home: {}}\n")
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.message.contains("not a version"))
    }

    @Test func conflictingLeftItemForms() throws {
        let diagnostic = try only(Self.header + "  home:\n    navigationItem:\n      leftBarButtonItem: a\n      leftBarButtonItems: [b]\n")
        #expect(diagnostic.ruleID == "conflicting-keys")
        #expect(diagnostic.location == SourceLocation(line: 9, column: 7))
        #expect(diagnostic.notes.first?.location == SourceLocation(line: 8, column: 7))
    }

    @Test func yesNoBooleansGetANote() throws {
        let diagnostic = try only(Self.header + "  home: {navigationBarHidden: yes}\n")
        #expect(diagnostic.ruleID == "boolean-spelling")
        #expect(diagnostic.severity == .info)
        let loaded = AppLoader.load(bytes: Array((Self.header + "  home: {navigationBarHidden: yes}\n").utf8), file: "t.yaml")
        #expect(loaded.app?.screen("home")?.entity[\.navigationBarHidden] == true)
    }

    @Test func negativeDurationsAndEmptyOwnerListsAreWrongType() {
        let text = "navlint: 1\napp: {deploymentTarget: \"12.0\"}\nnavigationControllers:\n  main:\n    root: home\n    popGesture: {delegate: []}\n    backInterception: {debounce: -1}\nscreens:\n  home: {}\n"
        #expect(problems(text).map(\.ruleID) == ["wrong-type", "wrong-type"])
    }

    @Test func rootMustBeAMapping() throws {
        let diagnostic = try only("- a\n- b\n")
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.message.contains("navlint: 1"))
    }

    @Test func problemsAreAllReportedNotJustTheFirst() {
        let text = "navlint: 1\napp: {deploymentTarget: \"12.0\", sdkk: 1}\nnavigationControllers:\n  main: {root: home, instaledBy: subclass}\nscreens:\n  home: {pushes: [nope], purpose: shop}\n  home: {}\n"
        #expect(problems(text).map(\.ruleID) == ["unknown-key", "unknown-key", "unknown-reference", "unknown-value", "duplicate-key"])
    }

    @Test func diagnosticOnMergedContentNamesTheUseSite() throws {
        let text = "x-base: &base\n  navigationBarHidden: 7\n" + Self.header + "  home:\n    <<: *base\n"
        let diagnostic = try only(text)
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.location == SourceLocation(line: 2, column: 24))
        #expect(diagnostic.notes.map(\.location) == [SourceLocation(line: 9, column: 9)])
    }
}
