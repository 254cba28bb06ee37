import ScanFacts

/// The planned navigation controllers by what other passes know them by: a screen of their stack, a
/// class whose code runs as theirs, the class whose code makes them, their root. Built once, with the
/// final members (`StackPlan`): attributing a helper's statements walked every controller for each
/// mention of the helper.
struct ControllerIndex {
    private var byMember: [String: [Int]] = [:]
    private var byCodeClass: [String: [Int]] = [:]
    private var byMaker: [String: [Int]] = [:]
    private var byRoot: [String: [Int]] = [:]

    /// `codeClasses` names the classes whose code runs as a controller's; `makers` gives, for a call
    /// that makes a navigation controller, the class whose code holds the call.
    init(_ controllers: [PlannedController], codeClasses: (PlannedController) -> [String], makers: [Origin: Set<String>]) {
        for (offset, controller) in controllers.enumerated() {
            for member in Set(controller.members) { byMember[member, default: []].append(offset) }
            for codeClass in Set(codeClasses(controller)) { byCodeClass[codeClass, default: []].append(offset) }
            for maker in Set(controller.creations.flatMap { makers[$0] ?? [] }) { byMaker[maker, default: []].append(offset) }
            byRoot[controller.root, default: []].append(offset)
        }
    }

    /// The positions (in planning order) of the controllers whose stacks hold any of the screen ids.
    func holding(_ screenIDs: [String]) -> [Int] {
        Set(screenIDs.flatMap { byMember[$0] ?? [] }).sorted()
    }

    /// The positions of the controllers that run `className`'s code (it is their class, an ancestor, or UINavigationController).
    func running(_ className: String) -> [Int] { byCodeClass[className] ?? [] }

    /// The positions of the controllers made by calls in `className`'s code.
    func made(by className: String) -> [Int] { byMaker[className] ?? [] }

    /// The positions of the controllers whose root is the screen id.
    func rooted(at screenID: String) -> [Int] { byRoot[screenID] ?? [] }
}
