import Dispatch

/// Maps over a collection on every core, keeping the input order, so output stays deterministic.
public enum ParallelMap {
    /// Result slots that each worker writes once, at its own index.
    private final class Slots<Element>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element?>
        let count: Int

        init(count: Int) {
            self.count = count
            base = UnsafeMutablePointer<Element?>.allocate(capacity: max(count, 1))
            base.initialize(repeating: nil, count: max(count, 1))
        }

        deinit {
            base.deinitialize(count: max(count, 1))
            base.deallocate()
        }

        func store(_ value: Element, at index: Int) {
            guard index >= 0, index < count else { return }
            base[index] = value
        }
    }

    public static func map<Input: Sendable, Output>(_ items: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        if items.count < 2 { return items.map(transform) }
        let slots = Slots<Output>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.store(transform(items[index]), at: index)
        }
        return (0..<items.count).compactMap { slots.base[$0] }
    }
}
