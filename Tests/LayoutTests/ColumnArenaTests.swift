import Testing

@testable import Layout

/// `ColumnArena` against plain arrays: the same appends, shrinks, replacements and sorts must
/// leave the same lists, through moves to the end of the arena and compactions.
@Suite struct ColumnArenaTests {
  @Test func operationsMatchPlainArrays() {
    let count = 200
    var random = RowArenaTests.Generator(state: 0xD1B5_4A32_D192_ED03)
    var arena = ColumnArena()
    var reference: [[SymbolID]] = []
    for _ in 0..<count {
      arena.append()
      reference.append([])
    }
    for step in 0..<30_000 {
      let s = random.next(count)
      switch random.next(8) {
      case 0:
        let kept = reference[s].isEmpty ? 0 : random.next(reference[s].count + 1)
        arena.shrink(s, to: kept)
        reference[s].removeLast(reference[s].count - kept)
      case 1:
        arena.removeAll(s)
        reference[s].removeAll()
      case 2:
        let list = (0..<random.next(12)).map { _ in SymbolID(random.next(count)) }
        arena.replace(s, with: list)
        reference[s] = list
      case 4:
        arena.sort(s)
        reference[s].sort()
      case 5:
        let basic = SymbolID(random.next(count))
        let limit = random.next(16)
        #expect(
          arena.lists(s, basic, upTo: limit) == (reference[s].count <= limit && reference[s].contains(basic)),
          "step \(step)")
      case 3 where !reference[s].isEmpty:
        let index = random.next(reference[s].count)
        let basic = SymbolID(random.next(count))
        arena.setEntry(s, index, basic)
        reference[s][index] = basic
      default:
        let basic = SymbolID(random.next(count))
        arena.append(s, basic)
        reference[s].append(basic)
      }
      #expect(arena.list(s) == reference[s], "step \(step)")
      #expect(arena.isEmpty(s) == reference[s].isEmpty, "step \(step)")
    }
    for s in 0..<count { #expect(arena.list(s) == reference[s], "column \(s)") }
    arena.truncate(to: 10)
    #expect(arena.count == 10)
    for s in 0..<10 { #expect(arena.list(s) == reference[s], "column \(s) after truncation") }
  }

  @Test func aTruncationThatAbandonsMostOfTheArenaCompactsItAtTheNextMove() {
    // Doubling alone never abandons more than it keeps; a rollback (truncate) can. 2,000 columns
    // of 8 entries (spans of 4, then 8; each first span takes the 4-entry room the column before
    // gave up: 16,004 entries), cut to 10: the next move rewrites the arena with the 10
    // survivors' spans only, in symbol order.
    var arena = ColumnArena()
    for s in 0..<2_000 {
      arena.append()
      for k in 0..<8 { arena.append(s, SymbolID(s * 8 + k)) }
    }
    #expect(arena.entries.count == 16_004)
    arena.truncate(to: 10)
    arena.append(3, 99_999)
    // The 9 others keep their 8-entry spans; column 3 grows to 16 where it stands (the
    // compaction places it, so its entries are copied once).
    #expect(arena.entries.count == 9 * 8 + 16)
    #expect(arena.spans.map(\.start) == [0, 8, 16, 24, 40, 48, 56, 64, 72, 80])
    for s in 0..<10 {
      let expected = (0..<8).map { SymbolID(s * 8 + $0) } + (s == 3 ? [99_999] : [])
      #expect(arena.list(s) == expected, "column \(s)")
    }
  }
}
