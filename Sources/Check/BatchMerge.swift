import LayoutReel

/// `export merge`: the results of every shard of one run combined into the result an unsharded
/// run would have written. A shard missing, given twice, or from another run (another list, shard
/// count, command or tool version) is an error, never a silent gap.
public enum BatchMerge {
  /// A result read from disk, and the folder its report images are in.
  public struct Part: Sendable {
    public let path: String
    public let result: BatchResult
    public var folder: String { BatchMerge.folder(of: path) }

    public init(path: String, result: BatchResult) {
      self.path = path
      self.result = result
    }
  }

  /// The folder part of a path ("." for a bare name).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Result files named by `arguments`: files as given, folders for their `shard-I-of-N.json`.
  public static func files(_ arguments: [String]) throws(ExportError) -> [String] {
    var files: [String] = []
    for argument in arguments {
      if Folder.isFolder(argument) {
        let folder = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
        let found = try Folder.entries(folder).filter(isShardFileName).map { folder + "/" + $0 }
        if found.isEmpty { throw .io(path: argument, message: "holds no shard-I-of-N.json result") }
        files += found
      } else {
        files.append(argument)
      }
    }
    return files
  }

  static func isShardFileName(_ name: String) -> Bool {
    guard name.hasPrefix("shard-"), name.hasSuffix(".json") else { return false }
    let middle = name.dropFirst(6).dropLast(5).split(separator: "-", omittingEmptySubsequences: false)
    return middle.count == 3 && Int(middle[0]) != nil && middle[1] == "of" && Int(middle[2]) != nil
  }

  public static func read(_ files: [String]) throws(ExportError) -> [Part] {
    var parts: [Part] = []
    for file in files { parts.append(Part(path: file, result: try BatchResult.read(file))) }
    return parts
  }

  /// The combined result (shard 1/1); throws when the parts are not exactly one run's shards.
  public static func combine(_ parts: [Part]) throws(ExportError) -> BatchResult {
    guard let first = parts.first else { throw .io(path: "merge", message: "no results to merge") }
    let run = first.result
    for part in parts.dropFirst() {
      let r = part.result
      func differs(_ what: String, _ a: String, _ b: String) -> ExportError {
        .io(path: part.path, message: "is from another run than \(first.path): \(what) \(b), not \(a)")
      }
      if r.command != run.command { throw differs("command", run.command.rawValue, r.command.rawValue) }
      if r.tool != run.tool { throw differs("tool version", run.tool, r.tool) }
      if r.shard.count != run.shard.count { throw differs("shard count", "\(run.shard.count)", "\(r.shard.count)") }
      if r.sceneListHash != run.sceneListHash || r.sceneCount != run.sceneCount {
        throw differs(
          "scene list", "\(run.sceneCount) scenes \(run.sceneListHash)", "\(r.sceneCount) scenes \(r.sceneListHash)")
      }
    }
    var byShard: [Int: String] = [:]
    for part in parts {
      if let other = byShard[part.result.shard.index] {
        throw .io(path: part.path, message: "shard \(part.result.shard) was already given by \(other)")
      }
      byShard[part.result.shard.index] = part.path
    }
    let missing = (1...run.shard.count).filter { byShard[$0] == nil }
    if !missing.isEmpty {
      let list = missing.map { "\($0)/\(run.shard.count)" }.joined(separator: ", ")
      throw .io(
        path: "merge",
        message:
          "shard\(missing.count == 1 ? "" : "s") \(list) did not report (no result among the \(parts.count) given)")
    }
    let scenes = parts.flatMap(\.result.scenes).sorted { $0.index < $1.index }
    for (position, scene) in scenes.enumerated() where scene.index != position {
      throw .io(
        path: "merge",
        message: position < scene.index
          ? "scene \(position) of the list is in no shard" : "scene \(scene.index) (\(scene.file)) is in two shards")
    }
    if scenes.count != run.sceneCount {
      throw .io(path: "merge", message: "the shards hold \(scenes.count) scenes, the list \(run.sceneCount)")
    }
    var cache: BatchResult.CacheFigures?
    for part in parts {
      guard let figures = part.result.cache else { continue }
      var sum = cache ?? BatchResult.CacheFigures()
      sum.hits += figures.hits
      sum.misses += figures.misses
      sum.bytesRead += figures.bytesRead
      sum.bytesWritten += figures.bytesWritten
      cache = sum
    }
    return BatchResult(
      command: run.command, shard: .whole, sceneCount: run.sceneCount, sceneListHash: run.sceneListHash,
      scenes: scenes, cache: cache)
  }

  /// Copies every part's report images into `folder` and writes the one report page there;
  /// returns the page's path.
  public static func writeReport(_ parts: [Part], to folder: String) throws(ExportError) -> String {
    try Folder.create(folder)
    var entries: [(Int, CheckReportEntry)] = []
    for part in parts {
      for scene in part.result.scenes {
        guard let entry = scene.check else { continue }
        entries.append((scene.index, entry))
        guard part.folder != folder else { continue }
        for comparison in entry.comparisons {
          for image in comparison.images {
            // Names come from a file: only plain names in the report folder are copied.
            guard !image.contains("/"), !image.hasPrefix(".") else {
              throw .io(path: part.path, message: "report image \"\(image)\" is not a plain file name")
            }
            try AtomicFile.write(try FileBytes.read(part.folder + "/" + image), to: folder + "/" + image)
          }
        }
      }
    }
    return try CheckReport.write(entries.sorted { $0.0 < $1.0 }.map(\.1), to: folder)
  }
}
