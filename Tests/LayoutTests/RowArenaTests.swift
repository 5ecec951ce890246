import Testing

@testable import Layout

/// `RowArena` against plain `Row` values: the same operations must leave the same rows, through
/// in-place rewrites, moves to the end of the arena and compactions.
@Suite struct RowArenaTests {
  /// A small deterministic generator (xorshift64), so that a failure replays.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
  }

  /// A random sorted row over symbols 0..<symbols with coefficients in small whole numbers
  /// (exact sums, so that cancellations to zero happen often).
  static func randomRow(_ random: inout Generator, symbols: Int, maxTerms: Int) -> Row {
    var row = Row(constant: Double(random.next(21) - 10))
    for _ in 0..<random.next(maxTerms + 1) {
      row.insert(SymbolID(random.next(symbols)), Double(random.next(9) - 4))
    }
    return row
  }

  @Test func operationsMatchPlainRows() {
    let count = 300
    var random = Generator(state: 0x9E37_79B9_7F4A_7C15)
    var arena = RowArena()
    var reference: [Row] = []
    for _ in 0..<count {
      arena.append()
      reference.append(Row())
    }
    var moves = 0
    for step in 0..<40_000 {
      let b = random.next(count)
      switch random.next(6) {
      case 0:
        // Stored rows are as long as 2 x 60 terms, so that short-into-long adds take the
        // binary-search path and spans outgrow their capacity.
        let row = Self.randomRow(&random, symbols: count, maxTerms: random.next(8) == 0 ? 120 : 6)
        arena.store(b, row)
        reference[b] = row
      case 1:
        arena.clear(b)
        reference[b] = Row()
      case 2:
        let other = Self.randomRow(&random, symbols: count, maxTerms: random.next(3) == 0 ? 2 : 30)
        let factor = Double(random.next(5) - 2)
        var appeared: [SymbolID] = []
        var expected: [SymbolID] = []
        arena.add(b, other, times: factor, appeared: &appeared)
        reference[b].add(other, times: factor, appeared: &expected)
        #expect(appeared == expected, "step \(step)")
      case 3:
        let symbol = SymbolID(random.next(count))
        #expect(arena.remove(b, symbol) == reference[b].remove(symbol), "step \(step)")
      case 4:
        let symbol = SymbolID(random.next(count))
        let coef = Double(random.next(9) - 4)
        let before = arena.arena.count
        #expect(arena.insert(b, symbol, coef) == reference[b].insert(symbol, coef), "step \(step)")
        if arena.arena.count != before { moves += 1 }
      default:
        let amount = Double(random.next(7) - 3)
        arena.addToConstant(b, amount)
        reference[b].constant += amount
      }
      let symbol = SymbolID(random.next(count))
      #expect(arena.coefficient(b, of: symbol) == reference[b].coefficient(of: symbol), "step \(step)")
      #expect(Array(arena.terms(b)) == reference[b].terms, "step \(step)")
      #expect(arena.constant(b) == reference[b].constant, "step \(step)")
    }
    for b in 0..<count {
      #expect(Array(arena.terms(b)) == reference[b].terms, "row \(b)")
      #expect(arena.constant(b) == reference[b].constant, "row \(b)")
    }
    #expect(moves > 0)  // some inserts outgrew their span
    // Compaction keeps the arena within about twice the live spans (it waits for 1,024 abandoned terms).
    let live = (0..<count).reduce(0) { $0 + Int(arena.headers[$1].capacity) }
    #expect(arena.arena.count <= 2 * live + 2048)
  }

  @Test func aMoveTakesTheRoomLastGivenUpWithItsCapacity() {
    // A pivot clears the leaving row and stores the entering one, as long: it takes the room
    // just given up instead of growing the arena.
    var arena = RowArena()
    for _ in 0..<3 { arena.append() }
    var row = Row(constant: 1)
    for s in 0..<3 { row.insert(SymbolID(s), Double(s + 1)) }
    arena.store(0, row)
    arena.store(1, row)
    let end = arena.arena.count  // after the front's padding to a line
    #expect(end == arena.headers[1].start + 4)
    let room = arena.headers[0].start
    arena.clear(0)
    arena.store(2, row)
    #expect(arena.headers[2].start == room)
    #expect(arena.arena.count == end)
    #expect(Array(arena.terms(2)) == row.terms)
    #expect(Array(arena.terms(1)) == row.terms)
    #expect(arena.termCount(0) == 0)
  }

  @Test func truncateDropsRowsAndKeepsTheOthers() {
    var arena = RowArena()
    for _ in 0..<6 { arena.append() }
    var row = Row(constant: 3)
    row.insert(1, 2)
    row.insert(4, -1)
    arena.store(2, row)
    arena.store(5, row)
    arena.truncate(to: 4)
    #expect(arena.count == 4)
    #expect(Array(arena.terms(2)) == [Term(id: 1, coef: 2), Term(id: 4, coef: -1)])
    #expect(arena.constant(2) == 3)
    arena.append()
    #expect(arena.termCount(4) == 0)
    #expect(arena.constant(4) == 0)
  }

  /// A row of up to four terms is one 64-byte cache line, not two: every span starts on a line,
  /// through moves to the end, reused rooms and compactions (issue 22). Several arenas, so that
  /// an array that happens to start on a line cannot pass for all of them.
  @Test func rowSpansStartOnCacheLines() {
    var random = Generator(state: 0x2545_F491_4F6C_DD1D)
    for size in [40, 300, 1_000, 3_000] {
      var arena = RowArena()
      for _ in 0..<size { arena.append() }
      for step in 0..<(4 * size) {
        let b = random.next(size)
        if step % 5 == 4 {
          arena.clear(b)
        } else {
          arena.store(b, Self.randomRow(&random, symbols: size, maxTerms: random.next(4) == 0 ? 20 : 4))
        }
      }
      arena.arena.withUnsafeBufferPointer { elements in
        let base = UInt(bitPattern: elements.baseAddress)
        for b in 0..<size where arena.headers[b].capacity > 0 {
          #expect((base + UInt(arena.headers[b].start * MemoryLayout<Term>.stride)) % 64 == 0, "size \(size) row \(b)")
        }
      }
    }
  }

  /// A pivot reads the span of every row and column it meets, at random: 12 bytes each (a 32-bit
  /// start), not 16, keeps more of them in cache at thousands of views (issue 22).
  @Test func spansTakeTwelveBytesAndStartsUse32Bits() {
    #expect(MemoryLayout<RowArena.Header>.stride == 12)
    #expect(MemoryLayout<ColumnArena.Span>.stride == 12)
    var header = RowArena.Header()
    header.start = 3_000_000_000  // past Int32.max
    #expect(header.start == 3_000_000_000)
    var span = ColumnArena.Span()
    span.start = 4_294_967_295
    #expect(span.start == 4_294_967_295)
  }
}
