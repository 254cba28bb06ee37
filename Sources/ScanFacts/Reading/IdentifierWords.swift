/// Names and titles as lower-case words.
package enum IdentifierWords {
    /// The words a reader sees: `saveProfile` is save, profile; `UIBarButtonSystemItemDone` ends with done;
    /// "Save changes" is save, changes; a capital after
    /// another starts no word, so `URLSession` is urlsession.
    package static func split(_ text: String) -> [String] {
        if let ascii = ASCIIWords(text) { return ascii.split() }
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
        if let ascii = ASCIIWords(name) { return ascii.splitAtEveryCapital() }
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

/// The same splits over ASCII bytes, where asking a Character whether it is a capital costs a Unicode
/// property lookup: scan splits every name it meets, and nearly all are ASCII.
private struct ASCIIWords {
    let bytes: [UInt8]

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        self.bytes = bytes
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }
    private static func word(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func split() -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousLower = false
        for byte in bytes {
            if !(Self.isUpper(byte) || Self.isLower(byte) || Self.isDigit(byte)) {
                if !current.isEmpty { words.append(Self.word(current)) }
                current = []
                previousLower = false
                continue
            }
            if Self.isUpper(byte), previousLower, !current.isEmpty {
                words.append(Self.word(current))
                current = []
            }
            current.append(Self.lowered(byte))
            previousLower = Self.isLower(byte)
        }
        if !current.isEmpty { words.append(Self.word(current)) }
        return words
    }

    func splitAtEveryCapital() -> [String] {
        var result: [String] = []
        var current: [UInt8] = []
        for byte in bytes {
            if Self.isUpper(byte), !current.isEmpty {
                result.append(Self.word(current))
                current = []
            }
            if Self.isUpper(byte) || Self.isLower(byte) {
                current.append(Self.lowered(byte))
            } else if !current.isEmpty {
                result.append(Self.word(current))
                current = []
            }
        }
        if !current.isEmpty { result.append(Self.word(current)) }
        return result
    }
}
