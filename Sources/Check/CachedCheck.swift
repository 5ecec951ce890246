import Foundation
import LayoutReel

/// `export check` through the cache: a scene whose key is unchanged (the scene, its files, the
/// fonts, the tool, the options, and the committed files it is compared with) is not rendered
/// again; its report section and images come from the entry.
public enum CachedCheck {
  /// Checks the scene at `path` and writes its report images into `folder`.
  public static func entry(
    _ path: String, against committed: String, options: CheckOptions, reportFolder folder: String,
    cache: ContentCache?, keys: CacheKeys?
  ) throws(ExportError) -> (CheckReportEntry, CachedExport.Outcome) {
    var outcome = CachedExport.Outcome()
    var key: String?
    if cache != nil, let keys { key = Self.key(path, against: committed, options: options, keys: keys) }
    if let cache, let key, let entry = cache.read(key), let saved = restore(entry, folder: folder) {
      outcome.hit = true
      outcome.bytesRead = entry.byteCount
      return (saved, outcome)
    }
    try Folder.create(folder)
    let result = SceneCheck.check(path, against: committed, options: options)
    let entry = try CheckReport.entry(result, folder: folder)
    if let cache, let key, let data = try? JSONEncoder.sorted.encode(entry) {
      var files: [(name: String, bytes: [UInt8])] = [("entry.json", Array(data))]
      for image in entry.images {
        guard let bytes = try? FileBytes.read(folder + "/" + image) else { return (entry, outcome) }
        files.append((image, bytes))
      }
      outcome.bytesWritten = (try? cache.write(key, files: files)) ?? 0
    }
    return (entry, outcome)
  }

  /// The key: the export key's inputs under the check's settings, the committed files' bytes and
  /// the comparison's options; nil when the scene cannot be read.
  static func key(_ path: String, against committed: String, options: CheckOptions, keys: CacheKeys) -> String? {
    var hasher = SHA256()
    hasher.update(field: "check")
    let settings = SceneCheck.recordSettings(into: committed, options: options)
    guard let name = keys.scene(path, settings: settings, into: &hasher) else { return nil }
    hasher.update(field: path)
    hasher.update(field: committed)
    // The GIF always counts: a changed scene's report shows its frames.
    for suffix in [".png", "-filmstrip.png", ".gif"] {
      let file = committed + "/" + name + suffix
      if let bytes = try? FileBytes.read(file) {
        hasher.update(field: "committed \(suffix) \(bytes.count)")
        hasher.update(bytes)
      } else {
        hasher.update(field: "committed \(suffix) missing")
      }
    }
    let diff = options.diff
    hasher.update(
      field:
        "diff \(diff.threshold.bitPattern) \(diff.includeAntiAliased) \(diff.fade.bitPattern) \(diff.makesDifferenceImage)"
    )
    switch options.tolerance {
    case .pixels(let count): hasher.update(field: "tolerance pixels \(count)")
    case .percent(let percent): hasher.update(field: "tolerance percent \(percent.bitPattern)")
    }
    hasher.update(field: "all frames \(options.allFrames)")
    return SHA256.hexString(hasher.finalize())
  }

  static func restore(_ entry: ContentCache.Entry, folder: String) -> CheckReportEntry? {
    guard let data = entry.files["entry.json"],
      let saved = try? JSONDecoder().decode(CheckReportEntry.self, from: Data(data))
    else { return nil }
    do throws(ExportError) {
      try Folder.create(folder)
      for image in saved.images {
        guard let bytes = entry.files[image] else { return nil }
        try AtomicFile.write(bytes, to: folder + "/" + image)
      }
    } catch {
      return nil
    }
    return saved
  }
}

extension JSONEncoder {
  /// Sorted keys: the same value is the same bytes.
  static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}
