import Rules
import Format

/// The built-in rule catalog's contract, kept in the repository: the ids users write in configurations,
/// suppressions and baselines, with their default severities. Renaming an id or changing a severity
/// breaks users' files, so it fails a test here first.
enum CatalogContract {
    /// Catalog version 1: every id with its default severity. `pop-disable-lifecycle` is declared an error
    /// and reports a warning unless the recognizer is switched off in viewWillAppear.
    static let version1: [String: Severity] = [
        "custom-left-item-disables-swipe": .warning,
        "hidden-back-button-disables-swipe": .warning,
        "hidden-navigation-bar-disables-swipe": .warning,
        "animating-delegate-disables-swipe": .warning,
        "supplement-without-left-items": .info,
        "back-item-action-ignored": .warning,
        "back-item-without-pushes": .info,
        "root-freeze": .error,
        "pop-during-transition": .warning,
        "pop-disable-lifecycle": .error,
        "screen-owned-pop-delegate": .error,
        "multiple-pop-delegate-writers": .warning,
        "global-pop-delegate-extension": .warning,
        "stale-full-screen-target": .error,
        "private-navigation-api": .info,
        "scroll-view-missing-require-to-fail": .warning,
        "full-screen-pop-blocks-paging": .warning,
        "scroll-view-category-override": .warning,
        "web-view-back-forward-conflict": .warning,
        "full-screen-pop-control-conflict": .warning,
        "back-interception-double-pop": .error,
        "back-interception-programmatic-pop": .warning,
        "back-interception-no-debounce": .warning,
        "back-interception-in-category": .warning,
        "back-interception-bypassed-by-swipe": .warning,
        "interceptor-without-interception": .warning,
        "pop-disable-incomplete": .warning,
        "legacy-full-screen-pop-on-ios26": .warning,
        "content-pop-delegate-replaced": .warning,
        "sensitive-screen-swipe-enabled": .info,
        "unreachable-screen": .info,
    ]

    /// Catalog 1.1 (section H): the ids it adds. `hidden-back-button-disables-swipe` and
    /// `hidden-navigation-bar-disables-swipe` keep their ids and severities and only fire more widely.
    static let additions11: [String: Severity] = [
        "hides-bars-on-swipe-disables-swipe": .warning,
        "pop-side-effect-before-completion": .warning,
        "content-pop-steals-custom-gesture": .warning,
        "sheet-swipe-dismiss-unhandled": .warning,
        "navigation-transition-overlap": .warning,
        "stack-path-desync": .warning,
        "animator-without-interaction-controller": .warning,
    ]

    /// Every id of the current catalog with its default severity.
    static let current: [String: Severity] = version1.merging(additions11) { old, _ in old }
}
