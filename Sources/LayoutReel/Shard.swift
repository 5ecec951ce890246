import Animation

/// One part of a batch split for parallel runners: `--shard index/count`, 1-based like
/// Playwright's `--shard=i/n`, so a CI matrix's `strategy.job-index + 1` is used as is.
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
  public let index: Int
  public let count: Int

  /// `i/n` with 1 ≤ i ≤ n; the message says what was wrong.
  public init(parsing text: String) throws(ExportError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw .option(path: "--shard", message: "expected i/n (for example 2/4), got \"\(text)\"")
    }
    guard count >= 1, (1...count).contains(index) else {
      throw .option(path: "--shard", message: "i/n needs 1 ≤ i ≤ n, got \"\(text)\"")
    }
    self.init(index: index, count: count)
  }

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The whole batch as one shard.
  public static let whole = Shard(index: 1, count: 1)

  public var description: String { "\(index)/\(count)" }
}

/// Splits a scene list into shards of about equal work, the same on every machine.
///
/// A scene's work is estimated as frames × pixels (what painting and encoding scale with), read
/// from the decoded scene without solving or painting anything. Scenes are dealt greedily, the
/// costliest first (ties by path), each to the least loaded shard (ties to the lowest number):
/// the longest-processing-time rule, which keeps the largest shard within 4/3 of the optimum
/// (Graham 1969) and in practice, with many small scenes, within a few per cent of the mean.
public enum ShardPlan {
  /// The estimated work of each scene file; a scene that does not decode counts 1 (its error is
  /// reported by whichever shard gets it).
  public static func costs(of files: [String], overrides: SceneOverrides = SceneOverrides()) -> [Double] {
    files.map { cost(of: $0, overrides: overrides) }
  }

  public static func cost(of file: String, overrides: SceneOverrides = SceneOverrides()) -> Double {
    guard let scene = try? SceneFile.load(file, overrides: overrides).scene else { return 1 }
    // The compiler's duration: explicit, else the timeline's end plus the hold; a step repeating
    // forever has no end, and its scene then needs an explicit duration (the compiler says so).
    let duration = FrameClock.sceneDuration(
      naturalEnd: scene.timelineEnd ?? 0, hold: scene.effectiveHold, explicit: scene.duration)
    let fps = scene.fps.isFinite ? min(50, max(1, scene.fps.rounded())) : 1
    let frames = FrameClock.frameCount(duration: duration, fps: Int(fps))
    let pixels = scene.canvas.size.width * scene.canvas.scale * scene.canvas.size.height * scene.canvas.scale
    let cost = frames * pixels
    return cost.isFinite && cost >= 1 ? cost : 1
  }

  /// For each shard (0-based), the indices of its scenes in list order; every index is in
  /// exactly one shard.
  public static func partition(costs: [Double], paths: [String], count: Int) -> [[Int]] {
    precondition(count >= 1 && paths.count == costs.count)
    let order = costs.indices.sorted { a, b in
      costs[a] != costs[b] ? costs[a] > costs[b] : paths[a] < paths[b]
    }
    var loads = [Double](repeating: 0, count: count)
    var shards = [[Int]](repeating: [], count: count)
    for scene in order {
      var lightest = 0
      for s in 1..<count where loads[s] < loads[lightest] { lightest = s }
      loads[lightest] += costs[scene]
      shards[lightest].append(scene)
    }
    return shards.map { $0.sorted() }
  }

  /// The files of `shard`, in list order.
  public static func select(_ files: [String], shard: Shard, overrides: SceneOverrides = SceneOverrides()) -> [String] {
    guard shard.count > 1 else { return files }
    let parts = partition(costs: costs(of: files, overrides: overrides), paths: files, count: shard.count)
    return parts[shard.index - 1].map { files[$0] }
  }

  /// Identifies the whole list, so a merge knows which results belong together.
  public static func listHash(_ files: [String]) -> String {
    var hasher = SHA256()
    for file in files { hasher.update(field: file) }
    return SHA256.hexString(hasher.finalize())
  }
}
