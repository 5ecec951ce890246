/// "Did you mean" lookup by edit distance, as swift-argument-parser does for unknown options.
enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a plausible typo.
  static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
      // A difference only in letter case is the most likely mistake of all.
      let distance = candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
      if let current = best, current.1 <= distance { continue }
      best = (candidate, distance)
    }
    guard let (candidate, distance) = best, candidate != word else { return nil }
    // Allow roughly one edit per three characters, at least one and at most three.
    let allowed = max(1, min(3, max(word.count, candidate.count) / 3))
    return distance <= allowed ? candidate : nil
  }

  /// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions: "lable" -> "label" is 1).
  static func editDistance(_ a: String, _ b: String) -> Int {
    let s = Array(a.unicodeScalars)
    let t = Array(b.unicodeScalars)
    if s.isEmpty { return t.count }
    if t.isEmpty { return s.count }
    var previous2 = [Int](repeating: 0, count: t.count + 1)
    var previous = Array(0...t.count)
    var current = [Int](repeating: 0, count: t.count + 1)
    for i in 1...s.count {
      current[0] = i
      for j in 1...t.count {
        let cost = s[i - 1] == t[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[t.count]
  }
}
