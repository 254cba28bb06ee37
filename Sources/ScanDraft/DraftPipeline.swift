import Format
import ScanFacts

/// The draft stage: the passes in the order they run, each given the input and the outputs it needs,
/// then the app model built from what they found through the format's declared keys, with the place in
/// the code every value came from. What no pass could attribute is a note, printed as a `navlint scan:`
/// comment where it belongs and returned with the draft. docs/scan-pipeline.md draws it.
package enum DraftPipeline {
    /// Chooses the screens (a scan with no view controller ends here), runs every pass and builds the draft.
    package static func build(code: CodeBase, facts: Facts, givenSDK: GivenSDK?) throws(ScanError) -> Draft {
        let input = try DraftInput(code: code, facts: facts, givenSDK: givenSDK)
        var notes = DraftNotes(vendored: code.vendored)
        let context = runPasses(input, notes: &notes)
        let app = AppEntry(input: input).run(notes: &notes)
        // Every key inference (`KeyInferences`) over every controller, then every screen.
        let controllerEntries = context.stacks.controllers.map { context.controllerEntry($0, notes: &notes) }
        let screenEntries = context.screenEntries(notes: &notes)
        // Needs the stacks and the helpers: facts no controller or screen took.
        UnattributedFactNotes(input: input, stacks: context.stacks, helpers: context.helpers).run(notes: &notes)
        return Draft(context: context, app: app, controllers: controllerEntries, screens: screenEntries, notes: notes)
    }

    /// Every pass before the entries are written, in order, with what each needs; the context the key
    /// inferences read is what they returned.
    static func runPasses(_ input: DraftInput, notes: inout DraftNotes) -> DraftContext {
        // Needs the screens chosen; notes the screens taken for view controllers by the name of a base outside the sources.
        JudgedScreenNotes(input: input).run(notes: &notes)
        // Needs nothing else: the format 1.1 facts by the screen they are about.
        let screenFacts = ScreenFactFiling(input: input).run(notes: &notes)
        // Needs nothing else: pushes and presents under the screens that make them; the rest kept outside.
        let attributed = TransitionAttribution(input: input).run(notes: &notes)
        // Needs nothing else: who keeps which stack.
        let holders = StackHolders(input: input).run(notes: &notes)
        // Needs the holders: stacks and pushes given as lists (a list on a holder's property is the stack it keeps), the window's and tabs' screens.
        let listed = ListedStacks(input: input, holders: holders).run(notes: &notes)
        // Needs the outside transitions and the holders: the first screen a coordinator's flow pushes roots its stack.
        let empty = EmptyStackRoots(input: input, transitions: attributed, holders: holders).run(notes: &notes)
        let withLists: Transitions<TransitionsListed> = attributed.adding(listed.pushes, outside: empty.outside)
        // Needs every stack made and the pushes so far: the navigation controllers, named, with their members.
        let planned = StackPlanning(input: input, transitions: withLists, madeElsewhere: listed.groups + empty.groups, tabsOfContainer: listed.tabsOfContainer).run(notes: &notes)
        // Needs the stacks and holders: the outside transitions placed on them; the final members and the stack index.
        let placement = OutsideTransitionPlacement(input: input, transitions: withLists, controllers: planned, holders: holders).run(notes: &notes)
        let transitions = placement.transitions
        let stacks = placement.stacks
        // Needs the stacks.
        LibraryRootNotes(input: input, stacks: stacks).run(notes: &notes)
        // Needs the stacks: helpers' and extensions' pop gesture statements, by the stacks they act on.
        let helpers = HelperStatementAttribution(input: input, stacks: stacks).run(notes: &notes)
        // Needs the final transitions and stacks, and the screens shown outside stacks.
        let unplaced = UnplacedScreens(input: input, transitions: transitions, stacks: stacks, shownOutsideStacks: listed.shownOutsideStacks).run(notes: &notes)
        // Needs the stacks.
        let interceptions = ControllerInterceptions(input: input, stacks: stacks).run(notes: &notes)
        // Needs the stacks and the helpers: who owns each controller's pop delegates.
        let delegates = DelegateOwnership(input: input, stacks: stacks, helpers: helpers).run(notes: &notes)
        // Needs the stacks and the delegates (a pan that defers to the pop gesture's delegate).
        let pans = FullScreenPanPlanning(input: input, stacks: stacks, delegates: delegates).run(notes: &notes)
        // Needs nothing else: screens whose pan is their own.
        let ownPans = OwnFullScreenPans(input: input).run(notes: &notes)
        // Needs the final presents.
        let formSignals = FormSignalIndexing(input: input, transitions: transitions).run(notes: &notes)
        // Needs the pans, whose files' pop code is accounted for.
        LooseEndNotes(input: input, pans: pans).run(notes: &notes)
        // Needs the stacks, helpers and pans: what each controller's code does with its recognizers' isEnabled.
        let switches = PopSwitchReadings(input: input, stacks: stacks, helpers: helpers, pans: pans).run(notes: &notes)
        return DraftContext(input: input, screenFacts: screenFacts, transitions: transitions, stacks: stacks,
                            shownOutsideStacks: listed.shownOutsideStacks.merging(unplaced.shownInside) { outside, _ in outside },
                            helpers: helpers, unplacedScreens: unplaced.unplaced, interceptions: interceptions, delegates: delegates, pans: pans,
                            screensWithOwnFullScreenPan: ownPans, formSignals: formSignals, switches: switches, hostedViewOwners: input.hostedViewOwners())
    }
}

/// A navigation controller or screen entry of the draft: its id, its object, and where it is placed.
typealias DraftEntry<Keys: ObjectKeys> = (id: String, object: ObjectBuilder<Keys>, span: SourceSpan?, comment: String?)

/// What the draft stage built: the whole document, the comment lines for its top, the document `scan
/// --check` runs the rules on, and what the scan could not attribute.
package struct Draft {
    package let document: ObjectBuilder<DocumentKeys>
    package let header: [String]
    /// The document without placeholder navigation controllers, when there are any: the model `scan
    /// --check` runs the rules on.
    package let checked: ObjectBuilder<DocumentKeys>?
    package let notes: [ScanNote]
    package let unplacedScreens: Set<String>
    package let screensWithOwnFullScreenPan: Set<String>
    package let libraryRootScreens: Set<String>
    /// Values placed at one statement that other statements set as well, by model path (`DraftNotes.otherPlaces`).
    package let otherPlaces: [String: (first: SourceSpan, others: [SourceSpan])]
    package let screenCount: Int
    package let controllerCount: Int

    fileprivate init(context: DraftContext, app: (object: ObjectBuilder<AppKeys>, span: SourceSpan?), controllers: [DraftEntry<NavigationControllerKeys>],
                     screens: [DraftEntry<ScreenKeys>], notes: DraftNotes) {
        let input = context.input
        var document = ObjectBuilder<DocumentKeys>()
        document.set(\.navlint, FormatSchema.supportedVersion, at: nil)
        document.set(\.app, app.object, at: app.span, comment: DraftComment.unprinted)
        // Notes gathered while building the entries are attached last, so every entry gets its own.
        let controllerEntries = controllers.map { entry in
            var entry = entry
            entry.object.remarks = notes.controllerRemarks[entry.id] ?? []
            return entry
        }
        let screenEntries = screens.map { entry in
            var entry = entry
            entry.object.remarks = notes.screenRemarks[entry.id] ?? []
            return entry
        }
        document.set(\.navigationControllers, entries: controllerEntries, at: nil)
        document.set(\.screens, entries: screenEntries, at: nil)
        if let override = input.code.scrollViewGestureOverride() {
            var extensions = ObjectBuilder<ExtensionsKeys>()
            extensions.set(\.scrollViewGestureOverride, true, seenAt: [override])
            document.set(\.extensions, extensions, at: override.span, comment: DraftComment.unprinted)
        }
        let placeholders = Set(context.stacks.controllers.filter(\.isPlaceholder).map(\.id))
        if placeholders.isEmpty {
            checked = nil
        } else {
            var checked = document
            checked.set(\.navigationControllers, entries: controllerEntries.filter { !placeholders.contains($0.id) }, at: nil)
            self.checked = checked
        }
        self.document = document
        self.header = Self.header(input: input, controllerCount: context.stacks.controllers.count) + notes.globalRemarks
        self.notes = notes.notes.sorted()
        self.unplacedScreens = context.unplacedScreens
        self.screensWithOwnFullScreenPan = context.screensWithOwnFullScreenPan
        self.libraryRootScreens = input.libraryRootScreens
        self.otherPlaces = notes.otherPlaces
        self.screenCount = screenEntries.count
        self.controllerCount = controllerEntries.count
    }

    private static func header(input: DraftInput, controllerCount: Int) -> [String] {
        let files = input.code.files.count
        let screens = input.selection.screenClasses.count
        var lines = [
            "Draft app description written by navlint scan from \(files) file\(files == 1 ? "" : "s"): \(screens) screen\(screens == 1 ? "" : "s"), \(controllerCount) navigation controller\(controllerCount == 1 ? "" : "s").",
            "Each inferred value names the file and line it came from; comments starting \"navlint scan:\" mark what it could not tell.",
            "Review it, then run: navlint check <this file>",
        ]
        for base in input.selection.foldedBases {
            if let record = input.code.hierarchy.records[base] {
                lines.append("\(base) (\(input.code.origin(record.place))) is only a base class: its code is read as part of each screen that inherits it.")
            }
        }
        return lines
    }
}
