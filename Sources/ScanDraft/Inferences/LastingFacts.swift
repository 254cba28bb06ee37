import Format
import ScanFacts

extension DraftReading {
    /// The facts among `facts` that last wherever the screen's swipe-back matters. A fact of a setting
    /// that `setting` names (its group and its key) counts when the statements that set it run there
    /// together (`if a { item = x } else { item = y }`); the others of that setting get a note saying
    /// under which condition they run. Facts of no such setting all count.
    func lasting<Fact>(_ facts: [Fact], place: (Fact) -> Place, setting: (Fact) -> (group: String, key: String)?, screen: String, notes: inout DraftNotes) -> [Fact] {
        var readings: [Int: FactReading] = [:]
        var together: [String: Truth] = [:]
        var unread: [String: UnreadConditions] = [:]
        for (offset, fact) in facts.enumerated() {
            guard let group = setting(fact)?.group else { continue }
            let reading = code.reading(of: place(fact), unread: &unread[group, default: UnreadConditions()])
            readings[offset] = reading
            together[group] = (together[group] ?? .never).or(reading.truth)
        }
        // A setting made in every case of one switch is made whatever the switch's subject is.
        var placesByGroup: [String: [Place]] = [:]
        for fact in facts {
            if let group = setting(fact)?.group { placesByGroup[group, default: []].append(place(fact)) }
        }
        let inEveryCase = Set(placesByGroup.filter { $0.value.count > 1 && code.coverEverySwitchCase($0.value) }.keys)
        return facts.enumerated().compactMap { offset, fact in
            guard let reading = readings[offset], let (group, key) = setting(fact) else { return fact }
            if inEveryCase.contains(group) { return fact }
            if together[group]?.holds(throughout: Situation.swipeBackMatters) == true, !reading.truth.fails(throughout: Situation.swipeBackMatters) { return fact }
            switch reading.verdict {
            case .always:
                return fact
            case .only(let condition, let text):
                notes.note("\(key) is set \(condition.phrase) ('\(text)'), so it is left out", at: code.origin(place(fact)), on: .screen(screen))
            case .undecided(let text):
                notes.note("\(key) is set only when '\(text)', which navlint scan cannot decide, so it is left out", at: code.origin(place(fact)), on: .screen(screen))
            }
            return nil
        }
    }
}
