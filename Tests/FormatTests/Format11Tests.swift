@testable import Rules
import Testing
@testable import Format
import TestSupport

/// The keys added in format 1.1: their defaults, values and positions, every problem they can have, and
/// their use from a custom rule. Files still say `navlint: 1`.
@Suite struct Format11Tests {
    static let full = """
    navlint: 1
    app: {deploymentTarget: "16.0"}
    navigationControllers:
      feed:
        root: home
        kind: navigationStack
        path: externalRouter
        routerSyncsOnPop: true
        hidesBarsOnSwipe: true
        hidesBarsOnTap: true
        serializesTransitions: true
        delegateInteraction: true
    screens:
      home:
        pushes: [detail]
        presents: [compose]
        pushesFrom: [tap, async, deepLink]
      detail:
        modifiers:
          navigationBarBackButtonHidden: true
          navigationBarHidden: true
          interactiveDismissDisabled: true
        leaveHandler: {in: navigationWillShow, checksCancel: true}
        gestures:
          canvas: {axis: horizontal, requiresContentPopToFail: true}
          map:
          pad: {}
      compose:
        presentation:
          style: formSheet
          modalInPresentation: true
          handlesInteractiveDismiss: true

    """

    private func load(_ text: String) throws -> AppDescription {
        let loaded = AppLoader.load(bytes: Array(text.utf8), file: "t.yaml")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        return try #require(loaded.app)
    }

    private func problems(_ text: String) -> [Diagnostic] {
        Diagnostic.sortedForOutput(AppLoader.load(bytes: Array(text.utf8), file: "t.yaml").diagnostics)
    }

    private func only(_ text: String) throws -> Diagnostic {
        let found = problems(text)
        #expect(found.count == 1, "\(found.map { "\($0.ruleID) \($0.location) \($0.message)" })")
        return try #require(found.first)
    }

    private static func controller(_ lines: String) -> String {
        "navlint: 1\napp: {deploymentTarget: \"16.0\"}\nnavigationControllers:\n  main:\n    root: home\n\(lines)screens:\n  home: {}\n"
    }

    private static func screen(_ lines: String) -> String {
        "navlint: 1\napp: {deploymentTarget: \"16.0\"}\nnavigationControllers:\n  main: {root: home}\nscreens:\n  home:\n\(lines)"
    }

    // MARK: Decoding

    @Test func unwrittenKeysTakeTheirDefaults() throws {
        let app = try load(ModelTests.minimal)
        let nav = try #require(app.controller("main")).entity
        #expect(nav[\.kind] == .uikit)
        #expect(nav[\.path] == .noPath)
        #expect(nav[\.routerSyncsOnPop] == false)
        #expect(nav[\.hidesBarsOnSwipe] == false)
        #expect(nav[\.hidesBarsOnTap] == false)
        #expect(nav[\.serializesTransitions] == false)
        #expect(nav[\.delegateInteraction] == false)
        #expect(nav.node(\.kind).isWritten == false)
        let detail = try #require(app.screen("detail")).entity
        let modifiers = try #require(detail[\.modifiers])
        #expect(modifiers[\.navigationBarBackButtonHidden] == false)
        #expect(modifiers[\.navigationBarHidden] == false)
        #expect(modifiers[\.interactiveDismissDisabled] == false)
        #expect(detail[\.leaveHandler] == nil)
        let presentation = try #require(detail[\.presentation])
        #expect(presentation[\.style] == .automatic)
        #expect(presentation[\.modalInPresentation] == false)
        #expect(presentation[\.handlesInteractiveDismiss] == false)
        #expect(detail[\.gestures]?.isEmpty == true)
        #expect(detail[\.pushesFrom] == [.tap])
        #expect(detail.node(\.pushesFrom).isWritten == false)
    }

    @Test func everyNewKeyIsReadWithItsPosition() throws {
        let app = try load(Self.full)
        let nav = try #require(app.controller("feed")).entity
        #expect(nav[\.kind] == .navigationStack)
        #expect(nav.node(\.kind).keySpan?.start == SourceLocation(line: 6, column: 5))
        #expect(nav.node(\.kind).span?.start == SourceLocation(line: 6, column: 11))
        #expect(nav[\.path] == .externalRouter)
        #expect(nav.node(\.path).span?.start == SourceLocation(line: 7, column: 11))
        #expect(nav[\.routerSyncsOnPop] == true)
        #expect(nav.node(\.routerSyncsOnPop).keySpan?.start == SourceLocation(line: 8, column: 5))
        #expect(nav[\.hidesBarsOnSwipe] == true)
        #expect(nav.node(\.hidesBarsOnSwipe).span?.start == SourceLocation(line: 9, column: 23))
        #expect(nav[\.hidesBarsOnTap] == true)
        #expect(nav[\.serializesTransitions] == true)
        #expect(nav[\.delegateInteraction] == true)
        #expect(nav.node(\.delegateInteraction).keySpan?.start == SourceLocation(line: 12, column: 5))

        let home = try #require(app.screen("home")).entity
        #expect(home[\.pushesFrom] == [.tap, .async, .deepLink])
        guard case .list(let triggers) = home.node(\.pushesFrom).value else { Issue.record("pushesFrom is not a list"); return }
        #expect(triggers.map { $0.span?.start } == [SourceLocation(line: 17, column: 18), SourceLocation(line: 17, column: 23), SourceLocation(line: 17, column: 30)])

        let detail = try #require(app.screen("detail")).entity
        let modifiers = try #require(detail[\.modifiers])
        #expect(modifiers[\.navigationBarBackButtonHidden] == true)
        #expect(modifiers.node(\.navigationBarBackButtonHidden).keySpan?.start == SourceLocation(line: 20, column: 7))
        #expect(modifiers[\.navigationBarHidden] == true)
        #expect(modifiers[\.interactiveDismissDisabled] == true)
        #expect(modifiers.object.path == "screens.detail.modifiers")
        let handler = try #require(detail[\.leaveHandler])
        #expect(handler[\.runsIn] == .navigationWillShow)
        #expect(handler.node(\.runsIn).keySpan?.start == SourceLocation(line: 23, column: 20))
        #expect(handler.node(\.runsIn).span?.start == SourceLocation(line: 23, column: 24))
        #expect(handler[\.checksCancel] == true)
        let gestures = try #require(detail[\.gestures])
        #expect(gestures.map(\.id) == ["canvas", "map", "pad"])
        #expect(gestures.map { $0[\.axis] } == [.horizontal, .both, .both])
        #expect(gestures.map { $0[\.requiresContentPopToFail] } == [true, false, false])
        #expect(gestures.first?.object.keySpan?.start == SourceLocation(line: 25, column: 7))
        #expect(gestures.first?.object.path == "screens.detail.gestures.canvas")

        let compose = try #require(app.screen("compose")).entity
        let presentation = try #require(compose[\.presentation])
        #expect(presentation[\.style] == .formSheet)
        #expect(presentation.node(\.style).span?.start == SourceLocation(line: 30, column: 14))
        #expect(presentation[\.modalInPresentation] == true)
        #expect(presentation[\.handlesInteractiveDismiss] == true)
    }

    @Test func otherStackKindsAndPathsAreAccepted() throws {
        #expect(problems(Self.controller("    kind: navigationSplitView\n    hidesBarsOnTap: false\n")).isEmpty)
        for path in ["none", "state", "customBinding"] {
            #expect(problems(Self.controller("    kind: navigationStack\n    path: \(path)\n")).isEmpty, "\(path)")
        }
        #expect(problems(Self.screen("    pushesFrom: []\n    leaveHandler: {checksCancel: true}\n    presentation: {style: overFullScreen}\n")).isEmpty)
    }

    // MARK: Validation

    @Test func unknownKindSuggestsTheClosest() throws {
        let diagnostic = try only(Self.controller("    kind: navigationStak\n"))
        #expect(diagnostic.ruleID == "unknown-value")
        #expect(diagnostic.location == SourceLocation(line: 6, column: 11))
        #expect(diagnostic.message == "'navigationStak' is not a valid value for 'navigationControllers.main.kind' (did you mean 'navigationStack'?); allowed: uikit, navigationStack, navigationSplitView")
        #expect(diagnostic.path == "navigationControllers.main.kind")
    }

    @Test func controllerBooleanOfTheWrongType() throws {
        let diagnostic = try only(Self.controller("    hidesBarsOnSwipe: sometimes\n"))
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.location == SourceLocation(line: 6, column: 23))
        #expect(diagnostic.message == "'navigationControllers.main.hidesBarsOnSwipe' should be a boolean (true or false), not 'sometimes'")
    }

    @Test func pathOnAUIKitControllerIsAConflict() throws {
        let diagnostic = try only(Self.controller("    path: state\n"))
        #expect(diagnostic.ruleID == "conflicting-keys")
        #expect(diagnostic.location == SourceLocation(line: 6, column: 5))
        #expect(diagnostic.message == "'path' applies only when 'kind' is navigationStack, but 'kind' is uikit (its default, as it is not written); write 'kind: navigationStack' or remove 'path'")
        #expect(diagnostic.path == "navigationControllers.main.path")
        #expect(diagnostic.notes.isEmpty)
    }

    @Test func pathOnASplitViewNotesTheKind() throws {
        let diagnostic = try only(Self.controller("    kind: navigationSplitView\n    path: none\n"))
        #expect(diagnostic.ruleID == "conflicting-keys")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 5))
        #expect(diagnostic.message == "'path' applies only when 'kind' is navigationStack, but 'kind' is navigationSplitView; write 'kind: navigationStack' or remove 'path'")
        #expect(diagnostic.notes == [DiagnosticNote(message: "'kind' is written here", location: SourceLocation(line: 6, column: 11))])
    }

    @Test func routerSyncsOnPopNeedsAnExternalRouter() throws {
        let diagnostic = try only(Self.controller("    kind: navigationStack\n    path: state\n    routerSyncsOnPop: true\n"))
        #expect(diagnostic.ruleID == "conflicting-keys")
        #expect(diagnostic.location == SourceLocation(line: 8, column: 5))
        #expect(diagnostic.message == "'routerSyncsOnPop' applies only when 'path' is externalRouter, but 'path' is state; write 'path: externalRouter' or remove 'routerSyncsOnPop'")
        #expect(diagnostic.notes == [DiagnosticNote(message: "'path' is written here", location: SourceLocation(line: 7, column: 11))])

        let unwritten = try only(Self.controller("    kind: navigationStack\n    routerSyncsOnPop: false\n"))
        #expect(unwritten.location == SourceLocation(line: 7, column: 5))
        #expect(unwritten.message == "'routerSyncsOnPop' applies only when 'path' is externalRouter, but 'path' is none (its default, as it is not written); write 'path: externalRouter' or remove 'routerSyncsOnPop'")
    }

    /// One problem per key: on a UIKit controller `routerSyncsOnPop` is reported for the kind only.
    @Test func routerSyncsOnPopOnAUIKitControllerIsReportedOnce() throws {
        let diagnostic = try only(Self.controller("    routerSyncsOnPop: true\n"))
        #expect(diagnostic.location == SourceLocation(line: 6, column: 5))
        #expect(diagnostic.message.hasPrefix("'routerSyncsOnPop' applies only when 'kind' is navigationStack, but 'kind' is uikit"))
        let both = problems(Self.controller("    kind: uikit\n    path: externalRouter\n    routerSyncsOnPop: true\n"))
        #expect(both.map(\.ruleID) == ["conflicting-keys", "conflicting-keys"])
        #expect(both.map(\.location) == [SourceLocation(line: 7, column: 5), SourceLocation(line: 8, column: 5)])
    }

    /// A rejected deciding value is reported once, as itself, not again as a conflict.
    @Test func aBadKindIsNotAlsoAConflict() throws {
        let diagnostic = try only(Self.controller("    kind: swiftui\n    path: state\n"))
        #expect(diagnostic.ruleID == "unknown-value")
    }

    @Test func unknownModifierKeySuggestsTheClosest() throws {
        let diagnostic = try only(Self.screen("    modifiers: {navigationBarBackButtonHiden: true}\n"))
        #expect(diagnostic.ruleID == "unknown-key")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 17))
        #expect(diagnostic.message == "unknown key 'navigationBarBackButtonHiden' in screens.home.modifiers (did you mean 'navigationBarBackButtonHidden'?)")
    }

    @Test func modifiersMustBeAMapping() throws {
        let diagnostic = try only(Self.screen("    modifiers: true\n"))
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 16))
        #expect(diagnostic.message == "'screens.home.modifiers' should be a mapping, not 'true'")
    }

    @Test func unknownLeaveHandlerPlace() throws {
        let diagnostic = try only(Self.screen("    leaveHandler: {in: viewWillDisapear}\n"))
        #expect(diagnostic.ruleID == "unknown-value")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 24))
        #expect(diagnostic.message == "'viewWillDisapear' is not a valid value for 'screens.home.leaveHandler.in' (did you mean 'viewWillDisappear'?); allowed: viewWillDisappear, viewDidDisappear, navigationWillShow, navigationDidShow, willMoveToParent, didMoveToParent, onDisappear")
    }

    @Test func leaveHandlerChecksCancelIsABoolean() throws {
        let diagnostic = try only(Self.screen("    leaveHandler:\n      in: onDisappear\n      checksCancel: \"yes\"\n"))
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.location == SourceLocation(line: 9, column: 21))
        #expect(diagnostic.message == "'screens.home.leaveHandler.checksCancel' should be a boolean (true or false), but \"yes\" is a quoted string; remove the quotes")
    }

    @Test func unknownPresentationStyle() throws {
        let diagnostic = try only(Self.screen("    presentation: {style: pagesheet}\n"))
        #expect(diagnostic.ruleID == "unknown-value")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 27))
        #expect(diagnostic.message == "'pagesheet' is not a valid value for 'screens.home.presentation.style' (did you mean 'pageSheet'?); allowed: automatic, pageSheet, formSheet, popover, fullScreen, overFullScreen")
    }

    @Test func unknownPresentationKey() throws {
        let diagnostic = try only(Self.screen("    presentation:\n      isModalInPresentation: true\n"))
        #expect(diagnostic.ruleID == "unknown-key")
        #expect(diagnostic.location == SourceLocation(line: 8, column: 7))
        #expect(diagnostic.message == "unknown key 'isModalInPresentation' in screens.home.presentation (did you mean 'modalInPresentation'?)")
    }

    @Test func unknownPushTrigger() throws {
        let diagnostic = try only(Self.screen("    pushesFrom: [tap, deeplink]\n"))
        #expect(diagnostic.ruleID == "unknown-value")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 23))
        #expect(diagnostic.message == "'deeplink' is not a valid value for 'screens.home.pushesFrom[1]' (did you mean 'deepLink'?); allowed: tap, async, deepLink")
        #expect(diagnostic.path == "screens.home.pushesFrom[1]")
    }

    @Test func pushesFromIsAList() throws {
        let diagnostic = try only(Self.screen("    pushesFrom: async\n"))
        #expect(diagnostic.ruleID == "wrong-type")
        #expect(diagnostic.location == SourceLocation(line: 7, column: 17))
        #expect(diagnostic.message == "'screens.home.pushesFrom' should be a list of words, not 'async'")
    }

    @Test func gestureProblems() {
        let text = Self.screen("    gestures:\n      canvas: {axis: diagonal}\n      pan: {requiresContentPopTofail: true}\n      drag: horizontal\n")
        let found = problems(text)
        #expect(found.map(\.ruleID) == ["unknown-value", "unknown-key", "wrong-type"])
        #expect(found.map(\.location) == [SourceLocation(line: 8, column: 22), SourceLocation(line: 9, column: 13), SourceLocation(line: 10, column: 13)])
        #expect(found.map(\.message) == [
            "'diagonal' is not a valid value for 'screens.home.gestures.canvas.axis'; allowed: horizontal, vertical, both",
            "unknown key 'requiresContentPopTofail' in screens.home.gestures.pan (did you mean 'requiresContentPopToFail'?)",
            "'screens.home.gestures.drag' should be a mapping of gesture keys, not a scalar",
        ])
    }

    // MARK: Rules

    /// The type checker reads the schema, so a custom rule reads the new fields, and their words are checked.
    @Test func customRuleReadsNewScreenAndControllerFields() throws {
        let rule = """
        id: test-rule
        title: t
        severity: warning
        summary: s
        match:
          - nav: navigationControllers
          - screen: members(nav)
        when: "nav.kind == 'navigationStack' and nav.path == 'none' and screen.modifiers.navigationBarBackButtonHidden"
        report: {at: screen.modifiers.navigationBarBackButtonHidden, message: "{screen.id} in {nav.id}: {nav.kind}, {screen.presentation.style}"}

        """
        let loaded = try RuleLoader.load(text: rule, file: "test-rule.yaml")
        let app = """
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          feed: {root: home, kind: navigationStack}
          legacy: {root: other}
        screens:
          home: {pushes: [detail]}
          other: {pushes: [detail]}
          detail:
            modifiers: {navigationBarBackButtonHidden: true}

        """
        let result = Linter(rules: [loaded]).lint(bytes: Array(app.utf8), file: "t.yaml")
        #expect(result.diagnostics.map(\.message) == ["detail in feed: navigationStack, automatic"])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(line: 10, column: 17)])

        let misspelt = try #require(loadError(rule.replacingOccurrences(of: "'navigationStack'", with: "'navigationStak'")))
        #expect(misspelt.message.contains("did you mean 'navigationStack'?"))
    }

    // MARK: Shared defaults

    /// Every screen that leaves `modifiers` or `presentation` unwritten holds the same object, so the
    /// model does not grow by two objects per screen; the values read through it are the defaults.
    @Test func unwrittenObjectsAreSharedAndReadAsDefaults() throws {
        let app = """
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [other]}
          other: {}

        """
        let loaded = try load(app)
        let home = try #require(loaded.screen("home")).entity
        let other = try #require(loaded.screen("other")).entity
        let modifiers = try #require(home[\.modifiers])
        #expect(modifiers.object.isShared)
        #expect(modifiers.object === other[\.modifiers]?.object)
        #expect(modifiers[\.navigationBarBackButtonHidden] == false)
        #expect(home[\.presentation]?.object === other[\.presentation]?.object)
        #expect(home[\.presentation]?[\.style] == .automatic)
        #expect(home.node(\.modifiers).isWritten == false)
    }

    /// A rule reading through an unwritten object sees one object per screen, named and placed as if
    /// each screen had its own: at the screen's key, under the path the key would have.
    @Test func findingsOnSharedDefaultsKeepTheirPlaceAndPath() throws {
        let rule = """
        id: test-rule
        title: t
        severity: warning
        summary: s
        match:
          - screen: screens
          - other: screens
        when: "screen.id != other.id and screen.modifiers != other.modifiers and screen.modifiers == screen.modifiers and not (screen.presentation in [other.presentation])"
        report: {at: screen.presentation.style, message: "{screen.modifiers}, {[screen.presentation]}, {screen.modifiers.navigationBarBackButtonHidden}, {screen.presentation.style}"}

        """
        let loaded = try RuleLoader.load(text: rule, file: "test-rule.yaml")
        let app = """
        navlint: 1
        app: {deploymentTarget: "16.0"}
        navigationControllers:
          main: {root: home}
        screens:
          home: {pushes: [other]}
          other:
            presentation: {modalInPresentation: true}

        """
        let result = Linter(rules: [loaded]).lint(bytes: Array(app.utf8), file: "t.yaml")
        #expect(result.diagnostics.map(\.message) == [
            "screens.home.modifiers, screens.home.presentation, false, automatic",
            "screens.other.modifiers, screens.other.presentation, false, automatic",
        ])
        #expect(result.diagnostics.map(\.path) == ["screens.home.presentation.style", "screens.other.presentation.style"])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(line: 6, column: 3), SourceLocation(line: 8, column: 5)])
    }

    /// A finding is placed through one shared default only: a shared default inside another would need
    /// its owner's owner to be named, which `ModelPosition` does not keep.
    @Test func noSharedDefaultHoldsAnother() {
        for schema in FormatSchema.objectSchemas {
            for field in schema.fields {
                guard let shared = field.sharedDefault else { continue }
                let nested = shared.schema.fields.indices.compactMap { index -> ModelObject? in
                    let node = shared.node(at: index)
                    guard case .object(let object) = node.value else { return nil }
                    return object
                }
                #expect(nested.isEmpty, "\(schema.name).\(field.name)")
            }
        }
    }
}
