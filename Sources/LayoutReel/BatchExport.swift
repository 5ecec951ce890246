import Dispatch
import Synchronization

/// Exports several scenes in parallel, each streamed frame by frame on its own worker.
///
/// Scenes are independent and each is rendered deterministically, so the bytes written do not
/// depend on the number of workers or on which worker takes which scene.
public enum BatchExport {
  /// Receives (scene index, fraction done) from whichever worker exports that scene.
  public typealias Progress = @Sendable (Int, Double) -> Void

  /// Exports `files`, each scene's result in order; throws, before exporting anything, when two
  /// scenes would write the same output (`checkOutputs`).
  public static func run(
    _ files: [String], jobs: Int, settings: ExportSettings, progress: @escaping Progress = { _, _ in }
  ) throws(ExportError) -> [Result<ExportReport, ExportError>] {
    try checkOutputs(files, settings: settings)
    return perform(files, jobs: jobs, settings: settings) { (index, settings) throws(ExportError) in
      try SceneExporter.export(files[index], settings: settings) { progress(index, $0) }
    }
  }

  /// `run` through a cache: each scene whose key is unchanged is copied from its entry.
  public static func run(
    _ files: [String], jobs: Int, settings: ExportSettings, cache: ContentCache, keys: CacheKeys,
    progress: @escaping Progress = { _, _ in }
  ) throws(ExportError) -> [Result<CachedExport.Done, ExportError>] {
    try checkOutputs(files, settings: settings)
    return perform(files, jobs: jobs, settings: settings) { (index, settings) throws(ExportError) in
      try CachedExport.export(files[index], settings: settings, cache: cache, keys: keys) { progress(index, $0) }
    }
  }

  /// Runs `body` for every scene index on `jobs` workers; results in list order.
  static func perform<T: Sendable>(
    _ files: [String], jobs: Int, settings: ExportSettings,
    _ body: @escaping @Sendable (Int, ExportSettings) throws(ExportError) -> T
  ) -> [Result<T, ExportError>] {
    let results = Mutex([Result<T, ExportError>?](repeating: nil, count: files.count))
    let next = Atomic(0)
    let workers = max(1, min(jobs, files.count))
    // Jobs left over when there are fewer scenes than jobs go to the scenes themselves.
    var settings = settings
    settings.threads = max(1, jobs / workers)
    DispatchQueue.concurrentPerform(iterations: workers) { [settings] _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < files.count else { return }
        let result: Result<T, ExportError>
        do throws(ExportError) {
          result = .success(try body(index, settings))
        } catch {
          result = .failure(error)
        }
        results.withLock { $0[index] = result }
      }
    }
    return results.withLock { all in
      all.map { $0 ?? .failure(.io(path: "", message: "not exported")) }
    }
  }

  /// Refuses a batch in which two scenes would write the same file or folder (two scenes with
  /// one name, or one scene file given twice): one would replace the other's output.
  public static func checkOutputs(_ files: [String], settings: ExportSettings) throws(ExportError) {
    var writers: [String: String] = [:]
    for file in files {
      // A scene that does not load writes nothing; its own export reports why.
      guard let name = try? SceneFile.load(file).scene.name else { continue }
      for format in settings.formats {
        let output = settings.output(format, ofScene: name)
        if let other = writers[output] {
          throw .io(
            path: output,
            message: "both \(other) and \(file) would write it (scenes exported together need different names); "
              + "nothing was exported")
        }
        writers[output] = file
      }
    }
  }
}
