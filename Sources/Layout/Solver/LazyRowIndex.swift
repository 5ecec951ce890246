/// The lazy external rows of the last full evaluation, flattened in an order that evaluates them
/// (each after every row it reads), with who reads each symbol.
///
/// An edit can move a long chain of views (stacked cards: each top is the previous bottom plus a
/// spacing), and recomputing them through the rows themselves reads one separately allocated
/// term array per row, scattered in memory: at thousands of views that cost grew faster than the
/// rows did. Here the terms sit in one array in evaluation order, so a chain is read front to back.
/// The copy stays exact while external rows keep their terms, which is what `Tableau.valuesValid`
/// tracks (only constants change then, and those are read from the rows).
struct LazyRowIndex: Sendable {
  /// The basic external symbols in evaluation order; a symbol's position is its slot.
  var order: [SymbolID] = []
  /// The slot of each symbol, -1 when it has none (restricted or parametric).
  var slots: [Int32] = []
  /// Slot k's terms are `terms[termStart[k] ..< termStart[k + 1]]`, in row order.
  var termStart: [Int32] = [0]
  var terms: [Term] = []
  /// The slots whose rows mention symbol s are `readers[readerStart[s] ..< readerStart[s + 1]]`.
  var readerStart: [Int32] = []
  var readers: [Int32] = []
  /// Whether a slot waits in the incremental evaluation's heap.
  var queued: [Bool] = []

  /// Starts an index for `count` symbols.
  mutating func reset(symbolCount count: Int) {
    order.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
    slots.append(contentsOf: repeatElement(-1, count: count))
    termStart.removeAll(keepingCapacity: true)
    termStart.append(0)
    terms.removeAll(keepingCapacity: true)
  }

  /// Appends the next row in evaluation order.
  mutating func append(_ symbol: SymbolID, _ rowTerms: ArraySlice<Term>) {
    slots[Int(symbol)] = Int32(order.count)
    order.append(symbol)
    terms.append(contentsOf: rowTerms)
    termStart.append(Int32(terms.count))
  }

  /// Builds the readers of every symbol once every row is in (a counting sort by symbol).
  mutating func finish() {
    let count = slots.count
    readerStart.removeAll(keepingCapacity: true)
    readerStart.append(contentsOf: repeatElement(0, count: count + 1))
    for term in terms { readerStart[Int(term.id) + 1] += 1 }
    for index in 0..<count { readerStart[index + 1] += readerStart[index] }
    readers.removeAll(keepingCapacity: true)
    readers.append(contentsOf: repeatElement(0, count: terms.count))
    var next = readerStart
    for slot in 0..<order.count {
      for index in Int(termStart[slot])..<Int(termStart[slot + 1]) {
        let s = Int(terms[index].id)
        readers[Int(next[s])] = Int32(slot)
        next[s] += 1
      }
    }
    queued.removeAll(keepingCapacity: true)
    queued.append(contentsOf: repeatElement(false, count: order.count))
  }
}
