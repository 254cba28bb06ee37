@testable import Rules
import Testing
@testable import Format
import TestSupport

@Suite struct ConfigurationTests {
    private func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(text: text, file: ".navlint.yml", directory: "/repo")
    }

    private func error(_ text: String) -> PositionedError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? PositionedError
        }
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse("""
        rules:
          root-freeze: {severity: warning}
          unreachable-screen: {severity: off}
          back-item-without-pushes:
            ignore: ["Legacy/**", "*.old.navlint.yaml"]
        rulesDirectories: [tools/rules]
        failOn: warning
        """)
        #expect(configuration.rules["root-freeze"]?.severity == .warning)
        #expect(configuration.rules["unreachable-screen"]?.isOff == true)
        #expect(configuration.rulesDirectories == ["/repo/tools/rules"])
        #expect(configuration.failOn == .warning)
        #expect(configuration.isActive("unreachable-screen", enabledByDefault: true, relativePath: "a.yaml") == false)
        #expect(configuration.isActive("back-item-without-pushes", enabledByDefault: true, relativePath: "Legacy/Old/navlint.yaml") == false)
        #expect(configuration.isActive("back-item-without-pushes", enabledByDefault: true, relativePath: "x.old.navlint.yaml") == false)
        #expect(configuration.isActive("back-item-without-pushes", enabledByDefault: true, relativePath: "App/navlint.yaml"))
        #expect(configuration.severity(of: "root-freeze", default: .error) == .warning)
    }

    /// `sdk` is the app's SDK for navlint scan; anything but a version is an error at its value.
    @Test func sdkIsAVersion() throws {
        #expect(try parse("sdk: \"16.4\"\n").sdk == Version("16.4"))
        let wrong = try #require(error("sdk: latest\n"))
        #expect(wrong.location == SourceLocation(line: 1, column: 6))
        #expect(wrong.message == "sdk is an iOS SDK version such as \"17.0\", not 'latest'")
    }

    @Test func unknownKeysAreErrorsWithSuggestions() throws {
        let key = try #require(error("rulez: {}\n"))
        #expect(key.location == SourceLocation(line: 1, column: 1))
        #expect(key.message.contains("did you mean 'rules'?"))
        let setting = try #require(error("rules:\n  root-freeze: {severty: off}\n"))
        #expect(setting.location == SourceLocation(line: 2, column: 17))
        let severity = try #require(error("rules:\n  root-freeze: {severity: of}\n"))
        #expect(severity.message.contains("did you mean 'off'?"))
        #expect(error("failOn: warn\n")?.message.contains("did you mean") == true)
    }

    @Test func unknownRuleIdsFailValidation() throws {
        let configuration = try parse("rules:\n  root-freez: {severity: off}\n")
        let known: Set<String> = ["root-freeze", "unused-suppression"]
        #expect(throws: PositionedError.self) { try configuration.validate(knownIDs: known) }
        do {
            try configuration.validate(knownIDs: known)
        } catch let failure as PositionedError {
            #expect(failure.location == SourceLocation(line: 2, column: 3))
            #expect(failure.message.contains("did you mean 'root-freeze'?"))
        }
    }

    @Test func emptyFileIsAnEmptyConfiguration() throws {
        #expect(try parse("# nothing yet\n").rules.isEmpty)
    }

    @Test(arguments: [
        ("Legacy/**", "Legacy/a/b/navlint.yaml", true),
        ("Legacy/**", "Legacy/navlint.yaml", true),
        ("Legacy/**", "App/Legacy/navlint.yaml", false),
        ("**/legacy.navlint.yaml", "a/b/legacy.navlint.yaml", true),
        ("**/legacy.navlint.yaml", "legacy.navlint.yaml", true),
        ("*.navlint.yaml", "a/b.navlint.yaml", false),
        ("App/?.yaml", "App/a.yaml", true),
        ("./App/*", "App/x", true),
    ])
    func globs(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func severityOverrideAndIgnoreApplyInTheLinter() throws {
        let configuration = try parse("rules:\n  hidden-navigation-bar-disables-swipe: {severity: error}\n")
        let text = "navlint: 1\napp: {deploymentTarget: \"15\"}\nnavigationControllers: {m: {root: a}}\nscreens:\n  a: {pushes: [b]}\n  b: {navigationBarHidden: true}\n"
        let linter = Linter(rules: try builtinRules())
        let found = linter.lint(bytes: Array(text.utf8), file: "t.yaml", configuration: configuration).diagnostics
        #expect(found.map(\.severity) == [.error])
        let ignoring = try parse("rules:\n  hidden-navigation-bar-disables-swipe: {ignore: [\"Legacy/**\"]}\n")
        #expect(linter.lint(bytes: Array(text.utf8), file: "t.yaml", configuration: ignoring, relativePath: "Legacy/t.yaml").diagnostics.isEmpty)
        #expect(linter.lint(bytes: Array(text.utf8), file: "t.yaml", configuration: ignoring, relativePath: "App/t.yaml").diagnostics.count == 1)
    }
}
