/// The sorted-term algorithms shared by `Row` (terms in their own array) and `RowArena` (terms
/// in a span of one arena): each owner supplies only the storage moves.
extension UnsafeBufferPointer<Term> {
  /// The index of `symbol`, or the insertion point as a negative number - 1.
  @inline(__always)
  func search(_ symbol: SymbolID) -> Int {
    var low = 0
    var high = count - 1
    while low <= high {
      let mid = (low + high) >> 1
      let id = self[mid].id
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

  /// What adding `coef * symbol` does to these terms (sums that cancel to zero drop the term).
  @inline(__always)
  func change(adding coef: Double, to symbol: SymbolID) -> TermChange {
    let index = search(symbol)
    if index >= 0 {
      let sum = self[index].coef + coef
      return isNearZero(sum) ? .cancelled(index) : .updated(index, sum)
    }
    return isNearZero(coef) ? .unchanged : .inserted(-(index + 1))
  }

  /// Appends the sorted terms of `self + factor * theirs` to `out`, dropping sums that cancel to
  /// zero; symbols of `theirs` absent here are appended to `appeared`.
  @inline(__always)
  func merge(
    _ theirs: UnsafeBufferPointer<Term>, times factor: Double, into out: inout [Term], appeared: inout [SymbolID]
  ) {
    var i = 0
    var j = 0
    while i < count && j < theirs.count {
      let a = self[i]
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
    while i < count {
      out.append(self[i])
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

/// The effect of adding one term to sorted terms (`UnsafeBufferPointer<Term>.change`).
enum TermChange {
  /// The symbol was absent and the coefficient is zero.
  case unchanged
  /// The term at the index takes the new coefficient.
  case updated(Int, Double)
  /// The term at the index cancelled to zero and goes.
  case cancelled(Int)
  /// The symbol is new: insert it at the index.
  case inserted(Int)

  /// +1 if the symbol appeared, -1 if it vanished, else 0.
  var delta: Int {
    switch self {
    case .unchanged, .updated: 0
    case .cancelled: -1
    case .inserted: 1
    }
  }

  /// Whether adding `adding` terms to `existing` ones should insert them one by one (binary
  /// searches in place, for a short row into a long one) rather than merge whole rows.
  @inline(__always)
  static func insertsOneByOne(adding: Int, to existing: Int) -> Bool { adding * 8 <= existing }
}
