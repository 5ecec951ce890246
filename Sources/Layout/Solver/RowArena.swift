/// The tableau's stored rows in one flat arena: row `b`'s terms are a span of one `[Term]` array,
/// sorted by symbol id, and its constant, span and birth are one 32-byte header of a dense array.
///
/// Each row used to own its term array: one heap object per row, reallocated by every merge and
/// scattered in memory, so at thousands of views a pivot chased a pointer for every row it read
/// and the width jump's CPU time grew faster than its instructions (issue 22: 6.2 × from 1,000
/// to 5,000 views against 5.15 × in instructions). Here a span is rewritten in place while it
/// fits its capacity (a multiple of four terms: 64 bytes), moves to the end of the arena
/// when it outgrows it, and the arena is rewritten in symbol order once the abandoned spans
/// outweigh the live ones, so the rows of neighbouring symbols stay neighbours.
///
/// In-flight rows (a pivot row, an expansion, a journal's copy) stay `Row` values.
struct RowArena: Sendable {
  struct Header: Sendable {
    var constant: Double = 0
    /// When the row's symbol last became basic (a tableau clock tick); orders lazy rows.
    var birth: Int = 0
    var start: Int = 0
    var count: Int32 = 0
    var capacity: Int32 = 0
  }

  private(set) var headers: [Header] = []
  /// Above the level of every basic symbol the row mentions (0 for solved rows), so that
  /// expanding higher levels first reads each row after the rows that mention it
  /// (`Tableau.expandedByLevel`; kept by `Tableau.setRow`).
  private(set) var levels: [Int32] = []
  private(set) var arena: [Term] = []
  /// Terms of the arena that belong to no row (abandoned spans and their padding).
  private var abandoned = 0
  /// Scratch buffer of `add`.
  private var merged: [Term] = []

  var count: Int { headers.count }

  mutating func append() {
    headers.append(Header())
    levels.append(0)
  }

  mutating func truncate(to count: Int) {
    for header in headers[count...] { abandoned += Int(header.capacity) }
    headers.removeSubrange(count...)
    levels.removeSubrange(count...)
  }

  // MARK: Reading

  @inline(__always)
  func constant(_ b: Int) -> Double { headers[b].constant }

  @inline(__always)
  func birth(_ b: Int) -> Int { headers[b].birth }

  @inline(__always)
  func termCount(_ b: Int) -> Int { Int(headers[b].count) }

  /// The terms of row `b`, in symbol order.
  @inline(__always)
  func terms(_ b: Int) -> ArraySlice<Term> {
    let header = headers[b]
    return arena[header.start..<header.start + Int(header.count)]
  }

  /// A copy of row `b` as a value.
  func row(_ b: Int) -> Row {
    var row = Row(constant: headers[b].constant, terms: Array(terms(b)))
    row.birth = headers[b].birth
    return row
  }

  /// The index of `symbol` in row `b`'s terms, or the insertion point as a negative number - 1.
  @inline(__always)
  func search(_ b: Int, _ symbol: SymbolID) -> Int {
    let header = headers[b]
    var low = 0
    var high = Int(header.count) - 1
    while low <= high {
      let mid = (low + high) >> 1
      let id = arena[header.start + mid].id
      if id < symbol {
        low = mid + 1
      } else if id > symbol {
        high = mid - 1
      } else {
        return mid
      }
    }
    return -(low + 1)
  }

  /// The coefficient of `symbol` in row `b`, zero when absent.
  @inline(__always)
  func coefficient(_ b: Int, of symbol: SymbolID) -> Double {
    let index = search(b, symbol)
    return index >= 0 ? arena[headers[b].start + index].coef : 0
  }

  // MARK: Writing

  @inline(__always)
  mutating func addToConstant(_ b: Int, _ amount: Double) {
    headers[b].constant += amount
  }

  @inline(__always)
  mutating func setLevel(_ b: Int, _ level: Int32) {
    levels[b] = level
  }

  /// Stores `row` (terms, constant and birth) as row `b`.
  mutating func store(_ b: Int, _ row: Row) {
    headers[b].constant = row.constant
    headers[b].birth = row.birth
    write(b, row.terms)
  }

  /// Empties row `b` and gives its span up.
  mutating func clear(_ b: Int) {
    abandoned += Int(headers[b].capacity)
    headers[b] = Header()
    levels[b] = 0
  }

  /// Removes `symbol` from row `b` and returns its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ b: Int, _ symbol: SymbolID) -> Double {
    let index = search(b, symbol)
    guard index >= 0 else { return 0 }
    let start = headers[b].start
    let end = start + Int(headers[b].count)
    let coef = arena[start + index].coef
    for position in (start + index)..<(end - 1) { arena[position] = arena[position + 1] }
    headers[b].count -= 1
    return coef
  }

  /// Adds `coef * symbol` to row `b`; returns +1 if the symbol appeared, -1 if it vanished, else 0.
  @discardableResult
  mutating func insert(_ b: Int, _ symbol: SymbolID, _ coef: Double) -> Int {
    let index = search(b, symbol)
    if index >= 0 {
      let position = headers[b].start + index
      let sum = arena[position].coef + coef
      if isNearZero(sum) {
        remove(b, symbol)
        return -1
      }
      arena[position].coef = sum
      return 0
    }
    if isNearZero(coef) { return 0 }
    let count = Int(headers[b].count)
    if count == Int(headers[b].capacity) {
      // Growing one term at a time (a short row merged into a long one): leave room to grow.
      move(b, capacity: capacityFor(count + 1 + count / 2))
    }
    let start = headers[b].start
    let at = start - (index + 1)
    var position = start + count
    while position > at {
      arena[position] = arena[position - 1]
      position -= 1
    }
    arena[at] = Term(id: symbol, coef: coef)
    headers[b].count += 1
    return 1
  }

  /// Adds `factor * other` (its constant too) to row `b`; symbols that newly appear are appended
  /// to `appeared`. The sums are `Row.addTerms`'s, term for term.
  mutating func add(_ b: Int, _ other: Row, times factor: Double, appeared: inout [SymbolID]) {
    headers[b].constant += other.constant * factor
    if other.terms.isEmpty { return }
    let start = headers[b].start
    let count = Int(headers[b].count)
    if other.terms.count * 8 <= count {
      // A short row into a long one (long chains): update in place with binary searches.
      for term in other.terms where insert(b, term.id, term.coef * factor) > 0 { appeared.append(term.id) }
      return
    }
    var out = merged
    merged = []
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(count + other.terms.count)
    arena.withUnsafeBufferPointer { whole in
      other.terms.withUnsafeBufferPointer { theirs in
        var i = start
        let end = start + count
        var j = 0
        while i < end && j < theirs.count {
          let a = whole[i]
          let b = theirs[j]
          if a.id < b.id {
            out.append(a)
            i += 1
          } else if a.id > b.id {
            let c = b.coef * factor
            if !isNearZero(c) {
              out.append(Term(id: b.id, coef: c))
              appeared.append(b.id)
            }
            j += 1
          } else {
            let c = a.coef + b.coef * factor
            if !isNearZero(c) { out.append(Term(id: a.id, coef: c)) }
            i += 1
            j += 1
          }
        }
        while i < end {
          out.append(whole[i])
          i += 1
        }
        while j < theirs.count {
          let c = theirs[j].coef * factor
          if !isNearZero(c) {
            out.append(Term(id: theirs[j].id, coef: c))
            appeared.append(theirs[j].id)
          }
          j += 1
        }
      }
    }
    write(b, out)
    merged = out
  }

  // MARK: Spans

  /// A span's capacity for `count` terms: a multiple of 64 bytes.
  @inline(__always)
  private func capacityFor(_ count: Int) -> Int {
    (count + 3) & ~3
  }

  /// Writes `terms` as row `b`'s terms, in its span if they fit, else in a new one at the end.
  private mutating func write(_ b: Int, _ terms: [Term]) {
    if terms.count > Int(headers[b].capacity) {
      abandoned += Int(headers[b].capacity)
      headers[b].capacity = 0
      headers[b].count = 0
      compactIfWasteful()
      headers[b].start = arena.count
      headers[b].capacity = Int32(capacityFor(terms.count))
      arena.append(contentsOf: terms)
      arena.append(contentsOf: repeatElement(Term(id: 0, coef: 0), count: Int(headers[b].capacity) - terms.count))
    } else {
      let start = headers[b].start
      for index in terms.indices { arena[start + index] = terms[index] }
    }
    headers[b].count = Int32(terms.count)
  }

  /// Moves row `b` to a new span of `capacity` terms at the end of the arena.
  private mutating func move(_ b: Int, capacity: Int) {
    let old = headers[b]
    abandoned += Int(old.capacity)
    headers[b].capacity = 0
    headers[b].count = 0
    // The compaction drops spans of zero capacity: keep the terms aside while it runs.
    let kept = Array(arena[old.start..<old.start + Int(old.count)])
    compactIfWasteful()
    headers[b].start = arena.count
    headers[b].capacity = Int32(capacity)
    headers[b].count = old.count
    arena.append(contentsOf: kept)
    arena.append(contentsOf: repeatElement(Term(id: 0, coef: 0), count: capacity - kept.count))
  }

  /// Rewrites the arena in symbol order once abandoned terms outnumber the live ones.
  private mutating func compactIfWasteful() {
    guard abandoned > 1024 && abandoned * 2 > arena.count else { return }
    var packed: [Term] = []
    packed.reserveCapacity(arena.count - abandoned)
    for b in headers.indices where headers[b].capacity > 0 {
      let header = headers[b]
      headers[b].start = packed.count
      packed.append(contentsOf: arena[header.start..<header.start + Int(header.capacity)])
    }
    arena = packed
    abandoned = 0
  }
}
