import Check
import Codecs
import Foundation
import Pixels
import Testing

/// `--cache DIR`: content-addressed entries over a generated suite; scenes with an image name
/// it, so an asset change must re-render exactly those.
@Suite(.serialized) struct CacheTests {
  static let count = 24
  static let options = ["--out", "out", "--format", "gif,png,filmstrip", "--jobs", "2", "--quiet"]

  /// A 4×4 PNG of one colour.
  static func png(_ fill: (UInt8, UInt8, UInt8)) throws -> Data {
    let image = try #require(RGBAImage(width: 4, height: 4, fill: (fill.0, fill.1, fill.2, 255)))
    return Data(try PNGWriter.encode(image, options: PNGWriteOptions(), name: "asset.png"))
  }

  /// Scenes; those numbered 0 mod 4 show img/a.png, 1 mod 4 img/b.png.
  static func suite() throws -> URL {
    var files: [String: String] = [:]
    for number in 0..<count {
      let image = number % 4 == 0 ? "img/a.png" : number % 4 == 1 ? "img/b.png" : nil
      files["scenes/s\(ShardSuite.name(number)).json"] = ShardSuite.scene(number, image: image)
    }
    let folder = try ExportCommand.folder(files)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("scenes/img"), withIntermediateDirectories: true)
    try png((255, 0, 0)).write(to: folder.appendingPathComponent("scenes/img/a.png"))
    try png((0, 0, 255)).write(to: folder.appendingPathComponent("scenes/img/b.png"))
    return folder
  }

  static func export(_ folder: URL, _ extra: [String] = []) throws -> BatchResult {
    let run = try ExportCommand.run(["scenes/"] + options + ["--result", "result.json"] + extra, in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    return try BatchResult.read(folder.appendingPathComponent("result.json").path)
  }

  static func cached(_ result: BatchResult) -> [String] {
    result.scenes.filter { $0.export?.cached == true }.map(\.file)
  }

  @Test func aSecondRunRendersNothingAndWritesTheSameFiles() throws {
    let folder = try Self.suite()
    let cold = try Self.export(folder, ["--cache", "cache"])
    #expect(Self.cached(cold).isEmpty)
    #expect(cold.cache?.misses == Self.count && cold.cache?.hits == 0)
    #expect((cold.cache?.bytesWritten ?? 0) > 0)
    let first = try ShardSuite.contents(of: folder.appendingPathComponent("out"))
    #expect(first.count == Self.count * 3)

    try FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
    let warm = try Self.export(folder, ["--cache", "cache"])
    #expect(Self.cached(warm).count == Self.count)
    #expect(warm.cache == BatchResult.CacheFigures(hits: Self.count, misses: 0, bytesRead: warm.cache?.bytesRead ?? 0))
    #expect((warm.cache?.bytesRead ?? 0) > 0)
    #expect(try ShardSuite.contents(of: folder.appendingPathComponent("out")) == first)
    // The summary rows are the rendered ones (time aside).
    #expect(warm.scenes.map { $0.export?.files } == cold.scenes.map { $0.export?.files })
    #expect(warm.scenes.map { $0.export?.frames } == cold.scenes.map { $0.export?.frames })
    #expect(warm.scenes.map { $0.export?.psnr } == cold.scenes.map { $0.export?.psnr })

    // --no-cache renders everything and leaves the cache alone.
    let uncached = try Self.export(folder, ["--cache", "cache", "--no-cache"])
    #expect(uncached.cache == nil)
    #expect(Self.cached(uncached).isEmpty)
    #expect(try ShardSuite.contents(of: folder.appendingPathComponent("out")) == first)
  }

  @Test func changingOneAssetReRendersExactlyTheScenesThatUseIt() throws {
    let folder = try Self.suite()
    _ = try Self.export(folder, ["--cache", "cache"])
    try Self.png((0, 200, 0)).write(to: folder.appendingPathComponent("scenes/img/a.png"))
    let changed = try Self.export(folder, ["--cache", "cache"])
    let rendered = changed.scenes.filter { $0.export?.cached == false }.map(\.file)
    let users = (0..<Self.count).filter { $0 % 4 == 0 }.map { "scenes/s\(ShardSuite.name($0)).json" }
    #expect(rendered == users)
    #expect(changed.cache?.hits == Self.count - users.count)
    // The outputs are those of a run without the cache.
    let withCache = try ShardSuite.contents(of: folder.appendingPathComponent("out"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
    _ = try Self.export(folder)
    #expect(try ShardSuite.contents(of: folder.appendingPathComponent("out")) == withCache)
  }

  @Test func aTruncatedOrCorruptedEntryIsDetectedAndRebuilt() throws {
    let folder = try Self.suite()
    _ = try Self.export(folder, ["--cache", "cache"])
    let first = try ShardSuite.contents(of: folder.appendingPathComponent("out"))
    let entries = try ShardSuite.contents(of: folder.appendingPathComponent("cache/entries"))
    let gifs = entries.keys.filter { $0.hasSuffix("/gif") }.sorted()
    #expect(gifs.count == Self.count)
    // One GIF cut in half, one PNG with a flipped byte, one manifest cut short.
    let cut = folder.appendingPathComponent("cache/entries/" + gifs[0])
    try Data(entries[gifs[0]]!.prefix(entries[gifs[0]]!.count / 2)).write(to: cut)
    let pngs = entries.keys.filter { $0.hasSuffix("/png") }.sorted()
    var flipped = entries[pngs[1]]!
    flipped[flipped.count / 2] ^= 0xff
    try flipped.write(to: folder.appendingPathComponent("cache/entries/" + pngs[1]))
    let manifests = entries.keys.filter { $0.hasSuffix("/manifest") }.sorted()
    try Data(entries[manifests[2]]!.dropLast(10)).write(
      to: folder.appendingPathComponent("cache/entries/" + manifests[2]))
    let damaged = Set([gifs[0], pngs[1], manifests[2]].map { $0.split(separator: "/")[1] })

    try FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
    let repaired = try Self.export(folder, ["--cache", "cache"])
    #expect(repaired.cache?.misses == damaged.count)
    #expect(repaired.cache?.hits == Self.count - damaged.count)
    #expect(try ShardSuite.contents(of: folder.appendingPathComponent("out")) == first)
    // Rebuilt: the next run finds every entry whole.
    let again = try Self.export(folder, ["--cache", "cache"])
    #expect(again.cache?.hits == Self.count)
    #expect(try ShardSuite.contents(of: folder.appendingPathComponent("out")) == first)
    // Nothing half written is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache/tmp").path) == [])
  }

  @Test func checkSkipsUnchangedScenesAndWritesTheSameReport() throws {
    let folder = try Self.suite()
    let recorded = try ExportCommand.run(["check", "scenes/", "--against", "committed", "--record"], in: folder)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let check = ["check", "scenes/", "--against", "committed", "--cache", "cache", "--result", "check.json"]
    let cold = try ExportCommand.run(check, in: folder)
    #expect(cold.status == 0, "\(cold.stderr)")
    let report = try ShardSuite.contents(of: folder.appendingPathComponent("committed/report"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("committed/report"))
    let warm = try ExportCommand.run(check, in: folder)
    #expect(warm.status == 0, "\(warm.stderr)")
    #expect(warm.stderr.contains("cache: \(Self.count) hits, 0 misses"), "\(warm.stderr)")
    #expect(try ShardSuite.contents(of: folder.appendingPathComponent("committed/report")) == report)

    // A committed file changed: that scene is checked again, and now differs.
    try Self.png((9, 9, 9)).write(to: folder.appendingPathComponent("committed/s003.png"))
    let changed = try ExportCommand.run(check, in: folder)
    #expect(changed.status == 1)
    #expect(changed.stderr.contains("cache: \(Self.count - 1) hits, 1 miss"), "\(changed.stderr)")
    #expect(changed.stderr.contains("scenes/s003.json: poster differs"), "\(changed.stderr)")
  }
}
