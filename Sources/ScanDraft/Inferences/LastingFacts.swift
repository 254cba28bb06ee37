import Format
import ScanFacts

extension DraftReading {
    /// The facts among `facts` that last wherever the screen's swipe-back matters. A fact of a setting
    /// that `setting` names (its group and its key) counts when the statements that set it run there
    /// together (`if a { item = x } else { item = y }`); the others of that setting get a note saying
    /// under which condition they run. Facts of no such setting all count.
    func lasting<Fact>(_ facts: [Fact], place: (Fact) -> Place, setting: (Fact) -> (group: String, key: String)?, screen: String, notes: inout DraftNotes) -> [Fact] {
        let grouped = facts.enumerated().compactMap { offset, fact in setting(fact).map { (offset: offset, place: place(fact), group: $0.group) } }
        let read = code.lastingReadings(grouped.map { ($0.place, $0.group) })
        var readings: [Int: (reading: FactReading, lasts: Bool)] = [:]
        for (item, result) in zip(grouped, read) { readings[item.offset] = result }
        // A setting made in every case of one switch is made whatever the switch's subject is.
        var placesByGroup: [String: [Place]] = [:]
        for item in grouped { placesByGroup[item.group, default: []].append(item.place) }
        let inEveryCase = Set(placesByGroup.filter { $0.value.count > 1 && code.coverEverySwitchCase($0.value) }.keys)
        return facts.enumerated().compactMap { offset, fact in
            guard let (reading, lasts) = readings[offset], let (group, key) = setting(fact) else { return fact }
            if inEveryCase.contains(group) || lasts { return fact }
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
