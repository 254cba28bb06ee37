import Format
import ScanDraft
import ScanFacts

/// Which findings of `scan --check` scan can stand behind, and why not the others.
extension ScanResult {
    /// The findings scan is sure of: an unreachable-screen finding on a screen opened by code scan
    /// could not place is left out, as the draft's suppression comment on that screen leaves it out.
    public func sure(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter(isSure)
    }

    /// The navigation controllers and screens a finding can be unsure about (`unsureReason`): placeholder
    /// navigation controllers and those onto which nothing is pushed, screens with their own full-screen
    /// pan and library roots (unreachable-screen on a screen scan could not place the draft silences
    /// itself, `draftSilences`); then, so that a rule run over either finds what it reports about the
    /// other, each such controller's member screens and each such screen's navigation controllers. Both
    /// are empty when no finding can be unsure, and the rules need not run to find out.
    public var unsureObjects: (controllerIDs: Set<String>, screenIDs: Set<String>) {
        var controllers = Set(app.navigationControllers.map(\.id).filter { id in
            checkedApp.controllerPosition(id).map { checkedApp.poppableScreenPositions(ofControllerAt: $0).isEmpty } ?? true
        })
        var screens = screensWithOwnFullScreenPan.union(libraryRootScreens)
        for id in screens { controllers.formUnion(app.controllers(containing: id)) }
        for id in controllers {
            guard let position = app.controllerPosition(id) else { continue }
            screens.formUnion(app.memberPositions[position].map { app.screens[$0].id })
        }
        return (controllers, screens)
    }

    /// True for a finding the draft silences itself: unreachable-screen on a screen scan could not place,
    /// whose entry carries a `navlint:disable-line` comment.
    public func draftSilences(_ diagnostic: Diagnostic) -> Bool {
        let prefix = FormatTerms.key(\DocumentKeys.screens) + "."
        guard diagnostic.ruleID == ScanRuleIDs.unreachableScreen, diagnostic.path.hasPrefix(prefix) else { return false }
        return unplacedScreens.contains(String(diagnostic.path.dropFirst(prefix.count)))
    }

    /// False for a finding the scan cannot stand behind (`unsureReason`).
    public func isSure(_ diagnostic: Diagnostic) -> Bool {
        unsureReason(diagnostic) == nil
    }

    /// Why scan cannot stand behind a finding, or nil when it can: unreachable-screen on a screen it could
    /// not place, or on the root of a placeholder navigation controller; any finding on a placeholder
    /// navigation controller (`checkedApp` leaves them out); a finding a full-screen pan answers on a
    /// screen that installs one for itself alone; a finding about a navigation controller onto which scan
    /// found nothing pushed, whose swipe-back only matters if the code pushes there in a way scan did not
    /// follow; any finding on a library's view controller listed as a stack's root, whose code scan never
    /// read. A root freeze is the one that needs no push: the swipe starts on the root itself. The draft
    /// carries each reason as the comment that silences the finding there (`DraftSuppressions`).
    public func unsureReason(_ diagnostic: Diagnostic) -> String? {
        let parts = diagnostic.path.split(separator: ".", maxSplits: 2)
        let object = parts.count >= 2 ? String(parts[1]) : nil
        let isController = parts.first.map { $0 == FormatTerms.key(\DocumentKeys.navigationControllers) } ?? false
        let isScreen = parts.first.map { $0 == FormatTerms.key(\DocumentKeys.screens) } ?? false
        if isController, let object {
            guard let position = checkedApp.controllerPosition(object) else {
                return "navlint scan: the code shows no navigation controller; this one stands in for one so the screens have a stack"
            }
            if diagnostic.ruleID != ScanRuleIDs.rootFreeze, checkedApp.poppableScreenPositions(ofControllerAt: position).isEmpty {
                return "navlint scan: it found nothing pushed onto this navigation controller, so no swipe-back starts here that it knows of"
            }
        }
        if isScreen, let object {
            if ScanRuleIDs.answeredByFullScreenPan.contains(diagnostic.ruleID), screensWithOwnFullScreenPan.contains(object) {
                return "navlint scan: this screen installs its own full-screen pan while it shows"
            }
            if libraryRootScreens.contains(object) {
                return "navlint scan: this screen is a library's view controller, whose code it did not read"
            }
        }
        guard diagnostic.ruleID == ScanRuleIDs.unreachableScreen else { return nil }
        guard let object, isScreen, unplacedScreens.contains(object) || placeholderRootScreens.contains(object) else { return nil }
        return "navlint scan: it could not tell how this screen is reached"
    }
}
