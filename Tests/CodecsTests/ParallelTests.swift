import Testing

@testable import Codecs

@Suite struct ParallelTests {
  @Test func resultsKeepTheInputOrder() {
    let squares = Parallel.map(Array(0..<200)) { $0 * $0 }
    #expect(squares == (0..<200).map { $0 * $0 })
    #expect(Parallel.map([7]) { $0 + 1 } == [8])
    #expect(Parallel.map([Int]()) { $0 }.isEmpty)
  }
}
