/// The rules scan itself names, declared once: the draft silences one of them where scan could not
/// place a screen, and `scan --check` leaves out findings of the others where it cannot stand behind them.
/// `ScanRuleIDTests` holds every id to a rule of rules.d.
package enum ScanRuleIDs {
    /// The rule that a screen opened by code scan could not place must not be reported on.
    package static let unreachableScreen = "unreachable-screen"
    /// The one rule about a stack that needs no push: the swipe starts on the root itself.
    package static let rootFreeze = "root-freeze"
    /// The rules about an edge swipe that a full-screen pan on the screen makes moot.
    package static let answeredByFullScreenPan: Set<String> = [
        "hidden-navigation-bar-disables-swipe", "custom-left-item-disables-swipe", "hidden-back-button-disables-swipe",
    ]

    /// Every id above.
    package static var all: Set<String> { answeredByFullScreenPan.union([unreachableScreen, rootFreeze]) }
}
