import Format
import Rules
import Testing
import TestSupport

/// Findings about values that several screens or navigation controllers take from one YAML anchor:
/// one per owner, at the owner's own use site (the alias or merge key), with a note at the anchor.
@Suite struct AnchorFindingTests {
    private func lint(_ text: String, only id: String) throws -> [Diagnostic] {
        let rules = try builtinRules().filter { $0.id == id }
        #expect(rules.count == 1)
        return Linter(rules: rules).lint(bytes: Array(text.utf8), file: "app.yaml").diagnostics
    }

    private static func at(_ line: Int, _ column: Int) -> Format.SourceLocation { Format.SourceLocation(line: line, column: column) }

    private static let sharedBase = """
    x-base: &base
      navigationBarHidden: true
    navlint: 1
    app: {deploymentTarget: "15.0"}
    navigationControllers:
      main: {root: home}
    screens:
      home: {pushes: [a, b]}
      a:
        <<: *base
      b:
        <<: *base

    """

    @Test func eachScreenTakingTheValueGetsItsOwnFindingAtItsMergeKey() throws {
        let found = try lint(Self.sharedBase, only: "hidden-navigation-bar-disables-swipe")
        #expect(found.map(\.location) == [Self.at(10, 9), Self.at(12, 9)])
        #expect(found.map { $0.message.hasPrefix("screen '\($0.path.split(separator: ".")[1])' hides the navigation bar") } == [true, true])
        #expect(found.map(\.path) == ["screens.a.navigationBarHidden", "screens.b.navigationBarHidden"])
        #expect(found.map(\.notes) == Array(repeating: [DiagnosticNote(message: "the value is written here, in the anchor", location: Self.at(2, 3))], count: 2))
    }

    @Test func twoNavigationControllersMergingOneBlockGetOneFindingEach() throws {
        let text = """
        x-stack: &stack
          popGesture: {delegate: "nil"}
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          first:
            <<: *stack
            root: home
          second:
            <<: *stack
            root: other
        screens:
          home: {}
          other: {}

        """
        let found = try lint(text, only: "root-freeze")
        #expect(found.map(\.location) == [Self.at(7, 9), Self.at(10, 9)])
        #expect(found.map { $0.message.contains("navigation controller 'first'") } == [true, false])
        #expect(found.map { $0.message.contains("navigation controller 'second'") } == [false, true])
        #expect(found.allSatisfy { !$0.message.contains("The same holds") })
    }

    @Test func aScreenInTwoControllersKeepsOneFindingNamingBoth() throws {
        let text = """
        x-base: &base
          navigationBarHidden: true
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          feed: {root: timeline}
          library: {root: shelf}
        screens:
          timeline: {pushes: [player]}
          shelf: {pushes: [player]}
          player:
            <<: *base

        """
        let found = try lint(text, only: "hidden-navigation-bar-disables-swipe")
        #expect(found.map(\.location) == [Self.at(12, 9)])
        #expect(found.first?.message.hasSuffix("never starts. It holds in navigation controllers 'feed', 'library'.") == true)
    }

    @Test func anAnchorMergedIntoAnotherIsReportedWhereTheScreenMergesTheOuterOne() throws {
        let text = """
        x-bar: &bar
          navigationBarHidden: true
        x-page: &page
          <<: *bar
          purpose: other
        navlint: 1
        app: {deploymentTarget: "15.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [a, b]}
          a:
            <<: *page
          b:
            <<: *page

        """
        let found = try lint(text, only: "hidden-navigation-bar-disables-swipe")
        #expect(found.map(\.location) == [Self.at(13, 9), Self.at(15, 9)])
        #expect(found.map { $0.notes.map(\.location) } == [[Self.at(2, 3)], [Self.at(2, 3)]])
    }

    @Test func aSuppressionAtOneUseSiteSilencesThatScreenAlone() throws {
        let text = Self.sharedBase.replacingOccurrences(of: "  a:\n    <<: *base\n", with: "  a:\n    <<: *base # navlint:disable-line hidden-navigation-bar-disables-swipe\n")
        let found = try lint(text, only: "hidden-navigation-bar-disables-swipe")
        #expect(found.map(\.path) == ["screens.b.navigationBarHidden"])
    }

    @Test func aValueWrittenInTheScreenItselfStaysAtItsKey() throws {
        let text = Self.sharedBase.replacingOccurrences(of: "  b:\n    <<: *base\n", with: "  b:\n    <<: *base\n    navigationBarHidden: true\n")
        let found = try lint(text, only: "hidden-navigation-bar-disables-swipe")
        #expect(found.map(\.location) == [Self.at(10, 9), Self.at(13, 5)])
        #expect(found.map(\.notes.count) == [1, 0])
    }
}
