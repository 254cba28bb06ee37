import Testing
@testable import Scan
import Format
import Rules

/// Scan then check: the built-in rules of catalog 1.1 (section H) find each problem planted in the
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

    /// The draft with `purpose` written for some screens, as a reviewer adds it: scan never infers a
    /// screen's purpose, and sheet-swipe-dismiss-unhandled asks for one.
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

    /// hidden-back-button-disables-swipe and hidden-navigation-bar-disables-swipe are to read the SwiftUI
    /// modifiers too (rules.md, section H); until they do, the scanned model holds what they will read:
    /// the modifier set on a screen that its stack can pop, with swipe-back on.
    @Test func swiftUIModifiersThatHideTheBackButtonOrTheBarAreOnPoppableScreens() throws {
        let notes = try Fixtures.scan("SwiftUINotes").app
        let mixed = try Fixtures.scan("MixedReader").app
        func poppable(_ screen: String, in controller: String, of app: AppDescription) -> Bool {
            guard let entity = app.controller(controller)?.entity, let root = entity[\.root], root != screen else { return false }
            let members = NavigationController.members(root: root, isScreen: { app.screen($0) != nil }) { id in app.screen(id)?.entity[\.pushes] ?? [] }
            return members.contains(screen) && entity[\.popGesture]?[\.enabled] != false && app.screen(screen)?.entity[\.popGesture]?[\.disabled] != true
        }
        #expect(notes.screen("threadView")?.entity[\.modifiers]?[\.navigationBarBackButtonHidden] == true)
        #expect(poppable("threadView", in: "inboxView", of: notes))
        #expect(notes.screen("composeView")?.entity[\.modifiers]?[\.navigationBarHidden] == true)
        #expect(poppable("composeView", in: "inboxView", of: notes))
        #expect(mixed.screen("settingsView")?.entity[\.modifiers]?[\.navigationBarHidden] == true)
        #expect(poppable("settingsView", in: "reader", of: mixed))
        #expect(mixed.screen("onboardingStepView")?.entity[\.modifiers]?[\.navigationBarBackButtonHidden] == true)
        #expect(poppable("onboardingStepView", in: "onboardingWelcomeView", of: mixed))
        // Near misses: the library's .toolbar(.visible, ...) and .navigationBarBackButtonHidden(false).
        #expect(notes.screen("libraryView")?.entity[\.modifiers]?[\.navigationBarHidden] == false)
        #expect(notes.screen("libraryView")?.entity[\.modifiers]?[\.navigationBarBackButtonHidden] == false)
    }
}
