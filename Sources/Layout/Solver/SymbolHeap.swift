/// A binary min-heap of symbol ids, used as the dual simplex work list.
///
/// Popping the lowest id keeps the dual simplex deterministic and cycle-free (Bland's rule)
/// at O(log n) per step; entries may repeat or go stale, and the caller re-checks each pop.
struct SymbolHeap: Sendable {
    private(set) var storage: [SymbolID] = []

    var isEmpty: Bool { storage.isEmpty }

    mutating func append(_ symbol: SymbolID) {
        storage.append(symbol)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if storage[parent] <= storage[child] { break }
            storage.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() -> SymbolID? {
        guard let first = storage.first else { return nil }
        let last = storage.removeLast()
        if storage.isEmpty { return first }
        storage[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= storage.count { break }
            var smallest = left
            if left + 1 < storage.count && storage[left + 1] < storage[left] { smallest = left + 1 }
            if storage[parent] <= storage[smallest] { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
    }

    func contains(where predicate: (SymbolID) -> Bool) -> Bool {
        storage.contains(where: predicate)
    }
}
