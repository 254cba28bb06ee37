import Format
import ScanFacts

/// What the key inferences read: the input and what the passes found that the entries need
/// (`DraftPipeline.runPasses`), none of which changes any more.
struct DraftContext: DraftReading {
    let input: DraftInput
    /// The screen facts of format 1.1 by the screen class they are about.
    let screenFacts: ScreenFactFiling.Output
    let transitions: Transitions<TransitionsPlaced>
    let stacks: StackPlan
    /// Screens shown by the window, a tab bar or a split view's column, or inside a placed screen's view, with where.
    let shownOutsideStacks: [String: String]
    let helpers: HelperAttribution
    /// The ids of the screens scan could not place: unreachable-screen is silenced on them.
    let unplacedScreens: Set<String>
    let interceptions: BackInterceptionReadings
    let delegates: DelegateOwnership.Output
    let pans: FullScreenPanPlan
    /// The ids of the screens that install a full-screen pan on their own stack while they show.
    let screensWithOwnFullScreenPan: Set<String>
    let formSignals: FormSignalIndex
    let switches: PopSwitchReadings.Output
    /// For each screen, the SwiftUI views it shows that are no screen themselves but set up views of their
    /// own (a `UIViewRepresentable`'s web view), worked out once rather than per screen.
    let hostedViewOwners: [String: [String]]
}

/// Comments the draft writes beside values.
enum DraftComment {
    /// An empty comment: nothing is printed beside the value, though it has a place in the code (the
    /// writer would print it). For keys that only group others (`popGesture:`), and for values whose
    /// place the comment of the key above them already gives.
    static let unprinted = ""
}
