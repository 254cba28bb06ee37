import Format
import ScanFacts

/// A pop gesture delegate write made by code that is neither a screen nor a navigation controller (a
/// transition helper, a gesture handler the app delegate keeps), attributed to a stack it acts on.
struct HelperDelegateWrite {
    let write: DelegateWrite
    /// Who holds the delegate when the helper assigns itself: the screen that keeps the helper, or the
    /// stack (`navigationController`) when something that outlives the screens keeps it.
    let owner: PopDelegateOwner
    /// The helper class, whose `gestureRecognizerShouldBegin` decides.
    let decider: String
}

/// The pop gesture statements of helpers and `UIViewController` extensions, by what they act on.
struct HelperAttribution {
    /// Delegate writes and switches of `UIViewController` extensions, by the screen class whose code calls
    /// them: they act on that screen's stack as if written in it (`navigationController?.…`).
    let delegateWritesByScreen: [String: [DelegateWrite]]
    let switchesByScreen: [String: [EnabledWrite]]
    /// Pop gesture statements of helper objects, by the id of the navigation controller they act on.
    let delegateWritesByController: [String: [HelperDelegateWrite]]
    let enabledWritesByController: [String: [EnabledWrite]]
    /// The places of every statement attributed either way.
    let places: Set<Place>

    init(delegateWritesByScreen: [String: [DelegateWrite]] = [:], switchesByScreen: [String: [EnabledWrite]] = [:],
         delegateWritesByController: [String: [HelperDelegateWrite]] = [:], enabledWritesByController: [String: [EnabledWrite]] = [:], places: Set<Place> = []) {
        self.delegateWritesByScreen = delegateWritesByScreen
        self.switchesByScreen = switchesByScreen
        self.delegateWritesByController = delegateWritesByController
        self.enabledWritesByController = enabledWritesByController
        self.places = places
    }
}

/// Pop gesture statements written outside screens and navigation controllers: attributed to the stack
/// they act on wherever they are written. A `UIViewController` extension runs as the screens that call
/// it (`self` is that screen); a helper object acts on the stacks it is handed (a navigation controller
/// passed to it) or, failing that, on those of the classes that keep it.
struct HelperStatementAttribution: DraftPass {
    let input: DraftInput
    let stacks: StackPlan

    func run(notes: inout DraftNotes) -> HelperAttribution {
        var delegatesByScreen: [String: [DelegateWrite]] = [:]
        var switchesByScreen: [String: [EnabledWrite]] = [:]
        var delegatesByController: [String: [HelperDelegateWrite]] = [:]
        var switchesByController: [String: [EnabledWrite]] = [:]
        var places: Set<Place> = []
        var helperClasses: Set<String> = []
        for write in facts.delegateWrites where isHelperWrite(write.subject, at: write.place) {
            if let owner = code.ownerName(write.place) { helperClasses.insert(owner) }
        }
        for write in facts.enabledWrites where isHelperWrite(write.subject, at: write.place) {
            if let owner = code.ownerName(write.place) { helperClasses.insert(owner) }
        }
        guard !helperClasses.isEmpty else { return HelperAttribution() }
        let stacks = stacksOfHelpers(helperClasses)
        for write in facts.delegateWrites where isHelperWrite(write.subject, at: write.place) {
            guard let helper = code.ownerName(write.place) else { continue }
            if let callers = extensionCallers(of: write.place, in: helper) {
                for screen in callers { delegatesByScreen[screen, default: []].append(write) }
                places.insert(write.place)
                continue
            }
            for (controller, keeper) in stacks[helper] ?? [] {
                let owner: PopDelegateOwner = keeper.flatMap { selection.screenIDs[$0] }.map { .screen($0) } ?? .navigationController
                delegatesByController[controller, default: []].append(HelperDelegateWrite(write: write, owner: owner, decider: helper))
                places.insert(write.place)
            }
        }
        for write in facts.enabledWrites where isHelperWrite(write.subject, at: write.place) {
            guard let helper = code.ownerName(write.place) else { continue }
            if let callers = extensionCallers(of: write.place, in: helper) {
                for screen in callers { switchesByScreen[screen, default: []].append(write) }
                places.insert(write.place)
                continue
            }
            for (controller, _) in stacks[helper] ?? [] {
                switchesByController[controller, default: []].append(write)
                places.insert(write.place)
            }
        }
        return HelperAttribution(delegateWritesByScreen: delegatesByScreen, switchesByScreen: switchesByScreen,
                                 delegateWritesByController: delegatesByController, enabledWritesByController: switchesByController, places: places)
    }

    /// A statement about a navigation controller (`navigationController?.…`, a parameter or property
    /// holding one) in code that is neither a screen's nor a navigation controller's.
    private func isHelperWrite(_ subject: Subject, at place: Place) -> Bool {
        guard let owner = code.ownerName(place) else { return false }
        if !screens(ofCodeClass: owner).isEmpty || isNavigationClass(owner) {
            return false
        }
        switch subject {
        case .navigationOf, .unresolved: return true
        case .object: return false
        }
    }

    /// The screens that run an extension method of a view controller class not in the sources
    /// (`extension UIViewController { func enableSwipe() { … } }`): those whose code calls it on
    /// themselves. Nil when the code is not such an extension.
    private func extensionCallers(of place: Place, in owner: String) -> [String]? {
        guard let type = code.enclosingType(place), type.isExtension, !code.hierarchy.isDeclared(owner),
              owner == "UIViewController" || owner.hasSuffix("ViewController"),
              let method = code.enclosingMethod(place) else { return nil }
        var callers: [String] = []
        for (_, call) in code.calls(named: method.name) where call.receiverChain.isEmpty || call.receiverChain == ["self"] {
            for screen in screens(ofCodeClass: code.ownerName(call.place)) where !callers.contains(screen) { callers.append(screen) }
        }
        return callers
    }

    /// For each helper class, the controllers (by id) it acts on, each with the screen class that keeps
    /// it when a screen does. A navigation controller handed to the helper (`Handler(navigationController:
    /// library)`, `helper.attach(navigationController)`) names the stack; else the classes that mention
    /// the helper do: a screen's stacks, a navigation controller class, the stacks made in the same code.
    private func stacksOfHelpers(_ helpers: Set<String>) -> [String: [(controller: String, keeper: String?)]] {
        var handed: [String: [(String, String?)]] = [:]
        var kept: [String: [(String, String?)]] = [:]
        for (helper, place) in code.mentions(of: helpers) {
            guard let host = code.ownerName(place), host != helper else { continue }
            let hostScreens = screens(ofCodeClass: host)
            // A call around the mention (its constructor, `[[Handler alloc] init…]`) that hands it a navigation controller.
            for call in code.syntax[place.file].calls where call.span.contains(place.token) {
                for argument in call.arguments {
                    for controller in handedStacks(argument.value, file: place.file, hostScreens: hostScreens) {
                        handed[helper, default: []].append((controller, hostScreens.first))
                    }
                }
            }
            // Each screen that keeps the helper owns the delegate in its own stacks.
            if hostScreens.isEmpty {
                for controller in keptStacks(host: host, hostScreens: []) { kept[helper, default: []].append((controller, nil)) }
            }
            for screen in hostScreens {
                for controller in keptStacks(host: host, hostScreens: [screen]) { kept[helper, default: []].append((controller, screen)) }
            }
        }
        var result: [String: [(controller: String, keeper: String?)]] = [:]
        for helper in helpers.sorted() {
            // A helper nothing hands a stack to and nothing keeps acts on no stack scan knows of.
            let found = handed[helper] ?? kept[helper] ?? []
            var unique: [(controller: String, keeper: String?)] = []
            for item in found where !unique.contains(where: { $0.controller == item.0 }) { unique.append((item.0, item.1)) }
            result[helper] = unique
        }
        return result
    }

    /// The controllers an argument stands for: a navigation controller made with a known root, or a
    /// screen's own `navigationController`.
    private func handedStacks(_ value: Range<Int>, file: Int, hostScreens: [String]) -> [String] {
        let stream = code.stream(file)
        let chain = stream.chain(startingAt: value.lowerBound)
        if chain.end == value.upperBound, chain.names == ["navigationController"] || chain.names == ["self", "navigationController"] {
            return stacks(holding: hostScreens)
        }
        guard case .navigation(let name, let root) = code.resolveController(file: file, range: value), case .screen(let screen) = root,
              let rootID = selection.screenIDs[screen] else { return [] }
        return stacks.at(stacks.index.rooted(at: rootID)).filter { $0.className == name }.map(\.id)
    }

    /// The controllers a class that keeps a helper works on: a screen's stacks, a navigation controller
    /// class's own, or the stacks made in the class's code (an app or scene delegate).
    private func keptStacks(host: String, hostScreens: [String]) -> [String] {
        if !hostScreens.isEmpty { return stacks(holding: hostScreens) }
        if isNavigationClass(host) {
            return stacks.at(stacks.index.running(host)).map(\.id)
        }
        return stacks.at(stacks.index.made(by: host)).map(\.id)
    }

    private func stacks(holding screens: [String]) -> [String] {
        stacks.at(stacks.index.holding(screens.compactMap { selection.screenIDs[$0] })).map(\.id)
    }
}
