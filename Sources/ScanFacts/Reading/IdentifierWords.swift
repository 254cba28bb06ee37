/// Names and titles as lower-case words.
package enum IdentifierWords {
    /// The words a reader sees: `saveProfile` is save, profile; `UIBarButtonSystemItemDone` ends with done;
    /// "Save changes" is save, changes; a capital after
    /// another starts no word, so `URLSession` is urlsession.
    package static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in text {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// The lower-case words of a camel-case name, split before every capital and with anything but
    /// letters dropped: `stopListeningForChanges` is stop, listening, for, changes, and `URLSession`
    /// is u, r, l, session.
    static func splitAtEveryCapital(_ name: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                result.append(current)
                current = ""
            }
            if character.isLetter { current.append(Character(character.lowercased())) } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
