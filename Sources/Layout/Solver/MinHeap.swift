/// A binary min-heap: the solver's work lists.
///
/// The dual simplex pops the lowest symbol id (Bland's rule keeps it deterministic and
/// cycle-free at O(log n) per step; entries may repeat or go stale, and the caller re-checks
/// each pop); row expansion pops the newest-born ready basic symbol (`Newest`).
struct MinHeap<Element: Comparable & Sendable>: Sendable {
  private(set) var storage: [Element] = []

  var isEmpty: Bool { storage.isEmpty }
  var count: Int { storage.count }

  mutating func append(_ element: Element) {
    storage.append(element)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMin() -> Element? {
    guard let first = storage.first else { return nil }
    let last = storage.removeLast()
    if storage.isEmpty { return first }
    storage[0] = last
    siftDown(0)
    return first
  }

  /// Removes the elements `isRemoved` accepts (called once each, in no particular order) and
  /// restores heap order: O(n), against O(log n) a pop.
  mutating func removeAll(where isRemoved: (Element) -> Bool) {
    storage.removeAll(where: isRemoved)
    var index = storage.count / 2
    while index > 0 {
      index -= 1
      siftDown(index)
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      if left >= storage.count { break }
      var smallest = left
      if left + 1 < storage.count && storage[left + 1] < storage[left] { smallest = left + 1 }
      if storage[parent] <= storage[smallest] { break }
      storage.swapAt(parent, smallest)
      parent = smallest
    }
  }

  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
  }

  func contains(where predicate: (Element) -> Bool) -> Bool {
    storage.contains(where: predicate)
  }
}

/// The dual simplex work list: lowest symbol id first.
typealias SymbolHeap = MinHeap<SymbolID>
