/// Byte-wise searches of text: a few instructions a byte where `String.contains` costs hundreds, and
/// nothing is copied.
enum UTF8Search {
    /// Whether the ASCII `needle` occurs in `text`, compared as UTF-8 bytes in place (a whole file's
    /// text is searched for the suppression marker, so nothing is copied).
    static func contains(_ needle: String, in text: String) -> Bool {
        var needle = needle
        var text = text
        return needle.withUTF8 { pattern in
            text.withUTF8 { bytes in
                guard let first = pattern.first, bytes.count >= pattern.count else { return pattern.isEmpty }
                for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
                    if UnsafeBufferPointer(rebasing: bytes[start..<start + pattern.count]).elementsEqual(pattern) { return true }
                }
                return false
            }
        }
    }
}
