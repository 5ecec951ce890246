import Testing

@testable import Layout

/// `MinHeap.removeAll(where:)` (the dirty list's sweep) against a sorted array: the kept
/// elements must then pop in order, mixed with later appends.
@Suite struct MinHeapTests {
  @Test func aSweepKeepsHeapOrder() {
    var random = RowArenaTests.Generator(state: 0x9E37_79B9_7F4A_7C15)
    var heap = SymbolHeap()
    var reference: [SymbolID] = []
    for round in 0..<50 {
      for _ in 0..<random.next(200) {
        let element = SymbolID(random.next(1_000))
        heap.append(element)
        reference.append(element)
      }
      let modulus = SymbolID(2 + round % 5)
      var asked = 0
      heap.removeAll { element in
        asked += 1
        return element % modulus == 0
      }
      #expect(asked == reference.count)  // each element is asked about once
      reference.removeAll { $0 % modulus == 0 }
      reference.sort()
      #expect(heap.count == reference.count)
      for _ in 0..<random.next(reference.count + 1) {
        #expect(heap.popMin() == reference.removeFirst(), "round \(round)")
      }
    }
    while let element = heap.popMin() { #expect(element == reference.removeFirst()) }
    #expect(reference.isEmpty)
  }
}
