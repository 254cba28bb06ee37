import ScanFacts

/// Reads each controller's back-button interception (its `navigationBar(_:shouldPop:)`), each method
/// once however many controllers share it (a UINavigationController category answers for all of them).
struct ControllerInterceptions: DraftPass {
    let input: DraftInput
    let stacks: StackPlan

    func run(notes: inout DraftNotes) -> BackInterceptionReadings {
        var byController: [String: BackInterceptionReading] = [:]
        var names: Set<String> = []
        var questions = InterceptionQuestions()
        var readings: [Place: BackInterceptionReading] = [:]
        for controller in stacks.controllers {
            guard let (file, method) = code.inheritedMethods(of: controller.className, .shouldPop).first else { continue }
            let head = Place(file: file, token: method.keyword)
            let reading = readings[head] ?? code.backInterception(file: file, method: method)
            readings[head] = reading
            byController[controller.id] = reading
            names.formUnion(reading.referencedNames)
            questions.methods.formUnion(reading.questions.methods)
            questions.protocols.formUnion(reading.questions.protocols)
        }
        return BackInterceptionReadings(byController: byController, names: names, questions: questions)
    }
}

/// What the controllers' back-button interceptions are: each controller's by id, and what they ask the
/// top screen about.
struct BackInterceptionReadings {
    let byController: [String: BackInterceptionReading]
    /// Names the interceptions ask the top screen about.
    let names: Set<String>
    /// Selectors they check and protocols they cast to.
    let questions: InterceptionQuestions
}
