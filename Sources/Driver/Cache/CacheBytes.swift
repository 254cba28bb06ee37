/// Writes a cache entry's fields as bytes: numbers as LEB128 varints, text and byte runs with their
/// length first. `CacheReader` reads them back in the same order.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ number: UInt64) {
        var rest = number
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A signed number, zigzag-coded so that small negative numbers stay short.
    mutating func write(_ number: Int) {
        let value = Int64(number)
        write(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func write(_ flag: Bool) {
        bytes.append(flag ? 1 : 0)
    }

    mutating func write(_ text: String) {
        write(Array(text.utf8))
    }

    mutating func write(_ run: [UInt8]) {
        write(UInt64(run.count))
        bytes.append(contentsOf: run)
    }

    /// Nil as a 0 byte, a value as a 1 byte and the value.
    mutating func write<Value>(_ value: Value?, _ writeValue: (inout CacheWriter, Value) -> Void) {
        write(value != nil)
        if let value { writeValue(&self, value) }
    }

    /// A count, then each element.
    mutating func write<Element>(_ elements: [Element], _ writeElement: (inout CacheWriter, Element) -> Void) {
        write(UInt64(elements.count))
        for element in elements { writeElement(&self, element) }
    }

    /// Eight bytes, least significant first: the entry's checksum, which is read from the end.
    mutating func writeFixed(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }
}

/// An entry that is not what this build writes: cut short, damaged, or from another format.
struct UnreadableCacheEntry: Error {}

/// Reads what `CacheWriter` wrote. Every read checks what is left first, so damaged bytes end in
/// `UnreadableCacheEntry`, never a trap or an allocation their numbers ask for.
struct CacheReader {
    private let bytes: [UInt8]
    private var offset: Int

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func readNumber() throws(UnreadableCacheEntry) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            guard shift < 64 else { throw UnreadableCacheEntry() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        throw UnreadableCacheEntry()
    }

    mutating func readInt() throws(UnreadableCacheEntry) -> Int {
        let coded = try readNumber()
        let value = Int64(bitPattern: (coded >> 1) ^ (0 &- (coded & 1)))
        guard let number = Int(exactly: value) else { throw UnreadableCacheEntry() }
        return number
    }

    /// A count of things each at least one byte long: never more than the bytes left.
    mutating func readCount() throws(UnreadableCacheEntry) -> Int {
        let count = try readNumber()
        guard count <= UInt64(bytes.count - offset) else { throw UnreadableCacheEntry() }
        return Int(count)
    }

    /// What `writeFixed` wrote.
    mutating func readFixed() throws(UnreadableCacheEntry) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw UnreadableCacheEntry() }
        defer { offset += 8 }
        return (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1) }
    }

    mutating func readBool() throws(UnreadableCacheEntry) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw UnreadableCacheEntry() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func readRun() throws(UnreadableCacheEntry) -> ArraySlice<UInt8> {
        let count = try readCount()
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    mutating func readString() throws(UnreadableCacheEntry) -> String {
        // Decoded, then compared: a run that is not UTF-8 decodes to other bytes. (`String(validating:)`
        // needs macOS 15.)
        let run = try readRun()
        let text = String(decoding: run, as: UTF8.self)
        guard text.utf8.elementsEqual(run) else { throw UnreadableCacheEntry() }
        return text
    }

    mutating func readOptional<Value>(_ readValue: (inout CacheReader) throws(UnreadableCacheEntry) -> Value) throws(UnreadableCacheEntry) -> Value? {
        guard try readBool() else { return nil }
        return try readValue(&self)
    }

    mutating func readArray<Element>(_ readElement: (inout CacheReader) throws(UnreadableCacheEntry) -> Element) throws(UnreadableCacheEntry) -> [Element] {
        let count = try readCount()
        var elements: [Element] = []
        // A damaged count is bounded by the bytes left, not by what its elements take in memory.
        elements.reserveCapacity(min(count, 1024))
        for _ in 0..<count { elements.append(try readElement(&self)) }
        return elements
    }
}
