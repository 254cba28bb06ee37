/// A 64-bit hash of bytes, the same in every process and on every run (Swift's own `Hasher` is seeded
/// per process): what the scan cache keys a file's content and an entry's name by. It reads eight bytes
/// a step, so hashing a large app's sources costs a few milliseconds, well under reading them.
struct ContentHash {
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let second: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    init() {}

    /// The hash of `bytes` alone.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = ContentHash()
        hash.add(bytes)
        return hash.value
    }

    /// Mixes in `bytes` with their length first, so that two fields never read as one.
    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    mutating func add(_ number: UInt64) {
        value = Self.mix(value, number)
    }

    private mutating func add(_ buffer: UnsafeRawBufferPointer) {
        var state = Self.mix(value, UInt64(buffer.count))
        var offset = 0
        while offset + 8 <= buffer.count {
            state = Self.mix(state, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < buffer.count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        value = Self.finish(Self.mix(state, tail))
    }

    /// One step: the word is spread over every bit before it joins the state, as xxHash's rounds do.
    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let spread = (word &* second).rotated(by: 31) &* multiplier
        return (state ^ spread).rotated(by: 27) &* multiplier &+ 0x85EB_CA77_C2B2_AE63
    }

    /// MurmurHash3's final mix: every input bit moves about half the output bits.
    private static func finish(_ state: UInt64) -> UInt64 {
        var value = state
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}

extension UInt64 {
    fileprivate func rotated(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
