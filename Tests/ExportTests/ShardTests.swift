import Check
import Foundation
import LayoutReel
import Testing

/// `--shard i/n` and `export merge`, over a generated suite of 200 small scenes, with the shards
/// run as separate processes at the same time.
@Suite(.serialized) struct ShardTests {
  static let count = 200
  static let shards = 4

  @Test func shardsTogetherEqualTheUnshardedRunAndMergeToItsSummary() throws {
    let files = ShardSuite.files(Self.count)
    let whole = try ExportCommand.folder(files)
    let sharded = try ExportCommand.folder(files)
    let options = ["--out", "out", "--format", "gif,png", "--jobs", "1", "--quiet"]

    let one = try ExportCommand.run(["scenes/"] + options + ["--result", "whole.json"], in: whole)
    #expect(one.status == 0, "\(one.stderr)")
    let runs = try ShardSuite.runTogether(
      (1...Self.shards).map { ["scenes/"] + options + ["--shard", "\($0)/\(Self.shards)"] }, in: sharded)
    for (status, log) in runs { #expect(status == 0, "\(log)") }

    // The union of the shards' files is the unsharded run's, byte for byte.
    let isResult = { (path: String) in path.hasPrefix("shard-") }
    let expected = try ShardSuite.contents(of: whole.appendingPathComponent("out"))
    let actual = try ShardSuite.contents(of: sharded.appendingPathComponent("out"), skip: isResult)
    #expect(expected.count == Self.count * 2)
    #expect(actual.keys.sorted() == expected.keys.sorted())
    #expect(actual == expected)

    // Every scene is in exactly one shard.
    var seen: [String: Int] = [:]
    var shardCosts: [Double] = []
    for shard in 1...Self.shards {
      let result = try BatchResult.read(
        sharded.appendingPathComponent("out/shard-\(shard)-of-\(Self.shards).json").path)
      #expect(result.shard == Shard(index: shard, count: Self.shards))
      for scene in result.scenes { seen[scene.file, default: 0] += 1 }
      let paths = result.scenes.map { sharded.appendingPathComponent($0.file).path }
      shardCosts.append(ShardPlan.costs(of: paths).reduce(0, +))
    }
    #expect(seen.count == Self.count)
    #expect(seen.values.allSatisfy { $0 == 1 })
    // Balanced by estimated work (frames × pixels) within 20 %.
    let lightest = shardCosts.min() ?? 0, heaviest = shardCosts.max() ?? 0
    #expect(heaviest <= lightest * 1.2, "shard costs \(shardCosts)")

    // The merge gives the unsharded summary (time per scene aside: it is measured, not computed).
    let merged = try ExportCommand.run(["merge", "out", "--result", "merged.json"], in: sharded)
    #expect(merged.status == 0, "\(merged.stderr)")
    func timeless(_ result: BatchResult) -> BatchResult {
      var copy = result
      copy.scenes = copy.scenes.map { scene in
        var scene = scene
        scene.export?.seconds = 0
        return scene
      }
      return copy
    }
    let combined = try BatchResult.read(sharded.appendingPathComponent("merged.json").path)
    let unsharded = try BatchResult.read(whole.appendingPathComponent("whole.json").path)
    #expect(combined.scenes.count == Self.count)
    #expect(timeless(combined) == timeless(unsharded))
    #expect(merged.stderr.contains("s199"))

    // A shard that did not report fails the merge, by number.
    try FileManager.default.removeItem(at: sharded.appendingPathComponent("out/shard-3-of-4.json"))
    let gap = try ExportCommand.run(["merge", "out"], in: sharded)
    #expect(gap.status == 1)
    #expect(gap.stderr.contains("shard 3/4 did not report"), "\(gap.stderr)")
  }

  @Test func shardedCheckMergesIntoTheUnshardedReportAndFailsOnARegression() throws {
    var files = ShardSuite.files(24)
    let whole = try ExportCommand.folder(files)
    let recorded = try ExportCommand.run(["check", "scenes/", "--against", "committed", "--record"], in: whole)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    // One scene changes colour after recording: a regression in whichever shard holds it.
    files["scenes/s007.json"] = ShardSuite.scene(7).replacingOccurrences(of: "#007aff", with: "#5856d6")
    try files["scenes/s007.json"]!.write(
      to: whole.appendingPathComponent("scenes/s007.json"), atomically: true, encoding: .utf8)
    let sharded = try ExportCommand.folder(files)
    try FileManager.default.copyItem(
      at: whole.appendingPathComponent("committed"), to: sharded.appendingPathComponent("committed"))

    let one = try ExportCommand.run(["check", "scenes/", "--against", "committed"], in: whole)
    #expect(one.status == 1)
    let runs = try ShardSuite.runTogether(
      (1...3).map { ["check", "scenes/", "--against", "committed", "--report", "part-\($0)", "--shard", "\($0)/3"] },
      in: sharded)
    #expect(runs.map(\.0).sorted() == [0, 0, 1], "\(runs)")
    let merged = try ExportCommand.run(
      ["merge", "part-1", "part-2", "part-3", "--report", "committed/report"], in: sharded)
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(merged.stderr.contains("1 of 24 scenes differ"), "\(merged.stderr)")

    // The merged report is the unsharded one: the same page and the same images.
    let expected = try ShardSuite.contents(of: whole.appendingPathComponent("committed/report"))
    let actual = try ShardSuite.contents(of: sharded.appendingPathComponent("committed/report"))
    #expect(expected["index.html"] != nil)
    #expect(actual.keys.sorted() == expected.keys.sorted())
    #expect(actual == expected)
  }

  @Test func aShardOutsideOneToNIsAUsageError() throws {
    let folder = try ExportCommand.folder(ShardSuite.files(2))
    for bad in ["0/3", "4/3", "2", "a/b", "1/0"] {
      let run = try ExportCommand.run(["scenes/", "--shard", bad], in: folder)
      #expect(run.status == 2, "\(bad): \(run.stderr)")
      #expect(run.stderr.contains("--shard"), "\(run.stderr)")
    }
  }

  @Test func mergeRefusesResultsOfDifferentRunsAndAShardGivenTwice() throws {
    let folder = try ExportCommand.folder(ShardSuite.files(6))
    for shard in 1...2 {
      let run = try ExportCommand.run(["scenes/", "--out", "a", "--shard", "\(shard)/2", "--quiet"], in: folder)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let twice = try ExportCommand.run(["merge", "a/shard-1-of-2.json", "a/shard-1-of-2.json"], in: folder)
    #expect(twice.status == 1)
    #expect(twice.stderr.contains("already given"), "\(twice.stderr)")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("scenes/s005.json"))
    let other = try ExportCommand.run(["scenes/", "--out", "b", "--shard", "2/2", "--quiet"], in: folder)
    #expect(other.status == 0, "\(other.stderr)")
    let mixed = try ExportCommand.run(["merge", "a/shard-1-of-2.json", "b/shard-2-of-2.json"], in: folder)
    #expect(mixed.status == 1)
    #expect(mixed.stderr.contains("another run"), "\(mixed.stderr)")
  }
}
