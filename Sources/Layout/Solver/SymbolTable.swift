/// The tableau's per-symbol data, indexed by dense symbol id.
///
/// A struct of arrays: the hot loops scan one field over many symbols (`isBasic`, `kinds`), so
/// each field stays a dense array of its own. Symbols are only ever added at the end and only
/// dropped from the end (a refused attempt), so `append` and `truncate(to:)` are the only ways
/// to change the count, and every field keeps one entry per symbol.
struct SymbolTable: Sendable {
  /// The role of each symbol; fixed once created.
  private(set) var kinds: [SymbolKind] = []
  /// Row `b` expresses basic symbol `b` in other symbols; empty while `b` is parametric.
  var rows = RowArena()
  var isBasic: [Bool] = []
  /// Column `s` lists the basic symbols whose rows may mention `s` (lazy: entries can be
  /// stale or repeated, see `Tableau.rowsContaining`).
  var columns = ColumnArena()
  /// Whether the symbol is queued in the tableau's dirty heap.
  var inDirty: [Bool] = []
  /// Scratch marks for de-duplicating columns (compared with the tableau's epoch).
  var stamp: [UInt32] = []
  /// Values of basic symbols from the last `evaluate()`.
  var values: [Double] = []
  /// Evaluation marks: 2 * pass while visiting, 2 * pass + 1 once evaluated.
  var marks: [UInt32] = []
  /// Whether the symbol waits to be recomputed by the next incremental evaluation.
  var pending: [Bool] = []

  var count: Int { kinds.count }

  /// Adds one parametric symbol of the given kind, with an entry in every field.
  mutating func append(_ kind: SymbolKind) -> SymbolID {
    let id = SymbolID(kinds.count)
    kinds.append(kind)
    rows.append()
    isBasic.append(false)
    columns.append()
    inDirty.append(false)
    stamp.append(0)
    values.append(0)
    marks.append(0)
    pending.append(false)
    return id
  }

  /// Drops every symbol from `count` on, in every field.
  mutating func truncate(to count: Int) {
    kinds.removeSubrange(count...)
    rows.truncate(to: count)
    isBasic.removeSubrange(count...)
    columns.truncate(to: count)
    inDirty.removeSubrange(count...)
    stamp.removeSubrange(count...)
    values.removeSubrange(count...)
    marks.removeSubrange(count...)
    pending.removeSubrange(count...)
  }
}
