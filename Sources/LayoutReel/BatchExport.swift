import Dispatch
import Synchronization

/// Exports several scenes in parallel, each streamed frame by frame on its own worker.
///
/// Scenes are independent and each is rendered deterministically, so the bytes written do not
/// depend on the number of workers or on which worker takes which scene.
public enum BatchExport {
  /// Receives (scene index, fraction done) from whichever worker exports that scene.
  public typealias Progress = @Sendable (Int, Double) -> Void

  public static func run(
    _ files: [String], jobs: Int, settings: ExportSettings, progress: @escaping Progress = { _, _ in }
  ) -> [Result<ExportReport, ExportError>] {
    let results = Mutex([Result<ExportReport, ExportError>?](repeating: nil, count: files.count))
    let next = Atomic(0)
    let workers = max(1, min(jobs, files.count))
    // Jobs left over when there are fewer scenes than jobs go to the scenes themselves.
    var settings = settings
    settings.threads = max(1, jobs / workers)
    DispatchQueue.concurrentPerform(iterations: workers) { [settings] _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < files.count else { return }
        let result: Result<ExportReport, ExportError>
        do throws(ExportError) {
          result = .success(try SceneExporter.export(files[index], settings: settings) { progress(index, $0) })
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
}
