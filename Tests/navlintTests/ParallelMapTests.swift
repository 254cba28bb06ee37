import Platform
import Testing

/// `ParallelMap.map` runs its transform on every core and gives the results in the input's order.
@Suite struct ParallelMapTests {
    @Test func resultsKeepTheInputOrderHoweverLongEachTakes() {
        let input = Array(0..<10_000)
        // Uneven work, so that later items often finish before earlier ones.
        let output = ParallelMap.map(input) { number -> String in
            var sum = 0
            for step in 0..<((10_000 - number) % 97 * 50) { sum &+= step }
            return "\(number):\(sum % 2)"
        }
        #expect(output.count == input.count)
        #expect(output.map { Int($0.prefix { $0 != ":" }) } == input.map { Optional($0) })
    }

    @Test func noItemAndOneItem() {
        #expect(ParallelMap.map([Int]()) { $0 * 2 }.isEmpty)
        #expect(ParallelMap.map([21]) { $0 * 2 } == [42])
    }
}
