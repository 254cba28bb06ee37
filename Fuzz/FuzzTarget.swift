// libFuzzer entry point. Built by scripts/fuzz together with the sources of the Rules module
// (swiftc -sanitize=fuzzer,address), so it can reach the internal RobustnessHarness.

@_cdecl("LLVMFuzzerTestOneInput")
public func navlintFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    RobustnessHarness.exercise(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
