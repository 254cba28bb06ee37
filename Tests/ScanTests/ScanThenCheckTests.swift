import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import Rules
import TestSupport

/// Scan then check: the built-in rules of catalog 1.1 (section H, and the two rules it widens) find each problem planted in the
/// SwiftUINotes and MixedReader fixtures, on the model path that names it, and none of the near misses
/// beside them.
@Suite struct ScanThenCheckTests {
    static let sectionH: Set<String> = [
        "hides-bars-on-swipe-disables-swipe", "pop-side-effect-before-completion", "content-pop-steals-custom-gesture",
        "sheet-swipe-dismiss-unhandled", "navigation-transition-overlap", "stack-path-desync", "animator-without-interaction-controller",
    ]

    /// `rule-id path` of each section H finding on a draft, sorted.
    static func findings(_ draft: String, file: String) throws -> [String] {
        let rules = try RuleCatalog.builtin.get()
        let result = Linter(rules: rules).lint(bytes: Array(draft.utf8), file: file)
        return result.diagnostics.filter { sectionH.contains($0.ruleID) }.map { "\($0.ruleID) \($0.path)" }.sorted()
    }

    /// The draft with `purpose` written for some screens, as a reviewer adds it: scan infers only
    /// `purpose: form` (from text input and a Save-like action, which these sheets do not have), and
    /// sheet-swipe-dismiss-unhandled asks for a purpose.
    static func withPurpose(_ purpose: String, for screens: [String], in draft: String) -> String {
        var lines = draft.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for screen in screens {
            guard let header = lines.lastIndex(of: "  \(screen):") else { continue }
            lines.insert("    purpose: \(purpose)", at: header + 1)
        }
        return lines.joined(separator: "\n")
    }

    @Test func swiftUIAppFindsEachPlantedProblem() throws {
        let draft = try Fixtures.scan("SwiftUINotes").draft
        // TipView has a modal lock and FeedbackFormView a dismiss handler: near misses of the sheet rule.
        let reviewed = Self.withPurpose("payment", for: ["paymentSheetView", "tipView", "feedbackFormView"], in: draft)
        let found = try Self.findings(reviewed, file: "notes.navlint.yaml")
        #expect(found == [
            "content-pop-steals-custom-gesture screens.sketchView.gestures.drag",
            "navigation-transition-overlap screens.inboxView.pushesFrom[1]",
            "navigation-transition-overlap screens.profileView.pushesFrom[0]",
            "sheet-swipe-dismiss-unhandled screens.paymentSheetView.presentation.style",
            "stack-path-desync navigationControllers.inboxView.path",
            "stack-path-desync navigationControllers.settingsRootView.path",
        ], "\(found)")
    }

    @Test func mixedAppFindsEachPlantedProblem() throws {
        let draft = try Fixtures.scan("MixedReader").draft
        // Checkout has a modal lock, the report's dismissal is handled and login is full screen.
        let reviewed = Self.withPurpose("form", for: ["feedback", "checkout", "report", "login"], in: draft)
        let found = try Self.findings(reviewed, file: "mixed.navlint.yaml")
        #expect(found == [
            "animator-without-interaction-controller navigationControllers.reader.delegateAnimates",
            "content-pop-steals-custom-gesture screens.photo.gestures.pan",
            "hides-bars-on-swipe-disables-swipe navigationControllers.news.hidesBarsOnSwipe",
            "navigation-transition-overlap screens.articleList.pushesFrom[1]",
            "pop-side-effect-before-completion screens.article.leaveHandler.in",
            "sheet-swipe-dismiss-unhandled screens.feedback.presentation.style",
            "stack-path-desync navigationControllers.onboardingWelcomeView.path",
        ], "\(found)")
    }

    /// hidden-back-button-disables-swipe and hidden-navigation-bar-disables-swipe read the SwiftUI
    /// modifiers too (rules.md, section H), and land on the modifier.
    @Test func widenedHiddenBackButtonAndBarRulesFindTheSwiftUIModifiers() throws {
        let rules = try RuleCatalog.builtin.get()
        func findings(_ fixture: String) throws -> [String] {
            let draft = try Fixtures.scan(fixture).draft
            return Linter(rules: rules).lint(bytes: Array(draft.utf8), file: "\(fixture).navlint.yaml").diagnostics
                .filter { $0.ruleID == "hidden-back-button-disables-swipe" || $0.ruleID == "hidden-navigation-bar-disables-swipe" }
                .map { "\($0.ruleID) \($0.path)" }.sorted()
        }
        // The library's .toolbar(.visible, ...) and .navigationBarBackButtonHidden(false) are near misses.
        let notes = try findings("SwiftUINotes")
        #expect(notes == [
            "hidden-back-button-disables-swipe screens.threadView.modifiers.navigationBarBackButtonHidden",
            "hidden-navigation-bar-disables-swipe screens.composeView.modifiers.navigationBarHidden",
        ], "\(notes)")
        // SettingsView hides the bar in the reader's stack, whose own pop delegate keeps the swipe: no finding.
        let mixed = try findings("MixedReader")
        #expect(mixed == [
            "hidden-back-button-disables-swipe screens.onboardingStepView.modifiers.navigationBarBackButtonHidden",
        ], "\(mixed)")
        #expect(try Fixtures.scan("MixedReader").app.screen("settingsView")?.entity[\.modifiers]?[\.navigationBarHidden] == true)
    }
}
