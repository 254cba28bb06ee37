import Testing
@testable import ScanFacts

/// Conditional compilation read for an iPhone build (issue 33, reading right): branches for other
/// platforms are left out, branches scan cannot decide are kept, the directive lines never count.
@Suite struct PlatformBranchesTests {
    private func names(_ text: String, _ dialect: Dialect) -> [String] {
        let tokens = PlatformBranches.removed(from: Lexer.tokens(of: text, dialect: dialect), dialect: dialect)
        return tokens.filter { $0.kind == .identifier }.map(\.text)
    }

    private func truth(_ condition: String, _ dialect: Dialect) -> PlatformBranches.Truth {
        let tokens = Lexer.tokens(of: condition, dialect: dialect)
        return PlatformBranches.evaluate(tokens[...], dialect: dialect)
    }

    @Test func swiftConditionsForAnIPhoneBuild() {
        #expect(truth("os(iOS)", .swift) == .yes)
        #expect(truth("os(macOS)", .swift) == .no)
        #expect(truth("!os(macOS)", .swift) == .yes)
        #expect(truth("os(iOS) || os(tvOS)", .swift) == .yes)
        #expect(truth("os(tvOS) || os(watchOS)", .swift) == .no)
        #expect(truth("os(iOS) && !targetEnvironment(macCatalyst)", .swift) == .yes)
        #expect(truth("canImport(UIKit)", .swift) == .yes)
        #expect(truth("canImport(AppKit) && !targetEnvironment(macCatalyst)", .swift) == .no)
        #expect(truth("(os(iOS) || os(visionOS)) && DEBUG", .swift) == .unknown)
        #expect(truth("DEBUG || os(macOS)", .swift) == .unknown)
        #expect(truth("targetEnvironment(simulator)", .swift) == .unknown)
        #expect(truth("swift(>=5.9)", .swift) == .unknown)
        #expect(truth("false", .swift) == .no)
        #expect(truth("os(iOS) garbage(", .swift) == .unknown)
        #expect(truth(String(repeating: "!(", count: 200) + "os(iOS)", .swift) == .unknown)
    }

    @Test func objectiveCConditionsForAnIPhoneBuild() {
        #expect(truth("TARGET_OS_IOS", .objectiveC) == .yes)
        #expect(truth("TARGET_OS_TV", .objectiveC) == .no)
        #expect(truth("!TARGET_OS_TV", .objectiveC) == .yes)
        #expect(truth("TARGET_OS_MAC && !TARGET_OS_IPHONE", .objectiveC) == .no)
        #expect(truth("TARGET_OS_IPHONE && !TARGET_OS_MACCATALYST", .objectiveC) == .yes)
        #expect(truth("0", .objectiveC) == .no)
        #expect(truth("1", .objectiveC) == .yes)
        #expect(truth("defined(DEBUG)", .objectiveC) == .unknown)
        #expect(truth("defined DEBUG || TARGET_OS_WATCH", .objectiveC) == .unknown)
        #expect(truth("__IPHONE_OS_VERSION_MAX_ALLOWED >= 170000", .objectiveC) == .unknown)
        #expect(truth("TARGET_OS_SIMULATOR", .objectiveC) == .unknown)
    }

    /// The class a multi-platform file declares once per platform is read once, with the iPhone's base
    /// class; a `#if` inside a modifier chain leaves the chain whole.
    @Test func swiftBranchesForOtherPlatformsAreLeftOut() {
        let text = """
        #if os(iOS)
        class Feed: UIViewController {
        #elseif os(macOS)
        class Feed: NSViewController {
        #else
        class Feed: WKInterfaceController {
        #endif
            func show() {
                list
                #if os(iOS)
                    .navigationBarTitleDisplayMode(.inline)
                #endif
                #if DEBUG
                    .debug()
                #else
                    .release()
                #endif
            }
        }
        """
        #expect(names(text, .swift) == ["class", "Feed", "UIViewController", "func", "show", "list", "navigationBarTitleDisplayMode", "inline", "debug", "release"])
    }

    @Test func aBranchAfterOneThatSurelyRanIsLeftOut() {
        let text = """
        #if canImport(UIKit)
        a
        #elseif DEBUG
        b
        #else
        c
        #endif
        #if DEBUG
        d
        #elseif os(iOS)
        e
        #else
        f
        #endif
        """
        #expect(names(text, .swift) == ["a", "d", "e"])
    }

    @Test func everythingInsideALeftOutBranchIsLeftOut() {
        let text = """
        #if os(macOS)
        a
        #if os(iOS)
        b
        #else
        c
        #endif
        #endif
        d
        """
        #expect(names(text, .swift) == ["d"])
    }

    @Test func objectiveCBranchesAndDirectiveLines() {
        let text = """
        #import "Player.h"
        #if TARGET_OS_TV
        @interface Player : UIViewController <UITabBarDelegate>
        #else
        @interface Player : UIViewController <UIGestureRecognizerDelegate>
        #endif
        #if 0
        [self.navigationController popViewControllerAnimated:YES];
        #endif
        #ifdef DEBUG
        debug();
        #endif
        #if defined(FEATURE) && \\
            TARGET_OS_IOS
        feature();
        #endif // FEATURE
        done
        """
        #expect(names(text, .objectiveC) == ["Player", "UIViewController", "UIGestureRecognizerDelegate", "debug", "feature", "done"])
        let tokens = PlatformBranches.removed(from: Lexer.tokens(of: text, dialect: .objectiveC), dialect: .objectiveC)
        #expect(tokens.last?.line == 17)
        #expect(!tokens.contains { PlatformBranches.directives.contains($0.text) })
    }

    /// An `#endif` without its `#if`, or an `#if` never closed, costs nothing more than its own line.
    @Test func unbalancedDirectivesDoNotHideTheRest() {
        #expect(names("a\n#endif\nb\n#else\nc", .swift) == ["a", "b", "c"])
        #expect(names("#if os(iOS)\na", .swift) == ["a"])
    }
}
