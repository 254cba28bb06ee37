// libFuzzer entry point for the statements layer alone (scan's scopes, conditions and the judge):
// scripts/fuzz builds it beside FuzzTarget.swift and runs both. A broken promise is a crash.
import Scan

@_cdecl("LLVMFuzzerTestOneInput")
public func navlintStatementsFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let violations = StatementsProbe.violations(in: text)
    if !violations.isEmpty { fatalError(violations.joined(separator: "\n")) }
    return 0
}
