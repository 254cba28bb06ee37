import Foundation

/// Waits for the sync socket with select(2): `fd_set` is POSIX, nothing to do with navigation.
final class SyncSocket {
    private let descriptor: Int32 = 3

    func waitForData() -> Bool {
        var readSet = fd_set()
        fd_zero(&readSet)
        fd_setbit(descriptor, &readSet)
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        return select(descriptor + 1, &readSet, nil, nil, &timeout) > 0
    }

    private func fd_zero(_ set: inout fd_set) {}
    private func fd_setbit(_ descriptor: Int32, _ set: inout fd_set) {}
}
