import Codecs
import Diff
import Foundation
import LayoutReel
import Pixels

/// Re-renders scenes in memory and compares them with the files committed in an output folder:
/// the poster (`NAME.png`), the filmstrip (`NAME-filmstrip.png`) and, on request, every frame of
/// the animation (`NAME.gif`).
public enum SceneCheck {
  /// Checks the scene at `path` against the files in `folder`; never throws: problems are results.
  public static func check(_ path: String, against folder: String, options: CheckOptions) -> SceneCheckResult {
    let scene: CompiledScene
    do {
      scene = try CompiledScene(contentsOf: path, overrides: options.export.overrides, limits: options.export.limits)
    } catch {
      return SceneCheckResult(file: path, name: baseName(path), comparisons: [], error: error.description)
    }
    let base = folder + "/" + scene.name
    var comparisons: [CheckComparison] = []
    let posterTime = options.export.posterTime ?? scene.clock.time(ofFrame: scene.clock.frameCount - 1)
    comparisons.append(
      compareStill(.poster, expectedPath: base + ".png", actual: scene.image(at: posterTime).rgbaImage, options))
    do {
      let strip = try Filmstrip(scene: scene, count: options.export.filmstripFrames).render().rgbaImage
      comparisons.append(compareStill(.filmstrip, expectedPath: base + "-filmstrip.png", actual: strip, options))
      var animation: [DiffFrame]?
      if options.allFrames {
        let frames = try encodedAnimation(scene, options: options)
        animation = frames
        comparisons.append(compareAnimation(expectedPath: base + ".gif", actual: frames, options))
      }
      var result = SceneCheckResult(file: path, name: scene.name, comparisons: comparisons, error: nil)
      // Only a changed scene gets its frames in the report, which keeps the report small.
      let changed = comparisons.contains { !$0.passes && !$0.expectedMissing }
      if changed, FileManager.default.fileExists(atPath: base + ".gif") {
        let actual: [DiffFrame]
        if let animation { actual = animation } else { actual = try encodedAnimation(scene, options: options) }
        result.frames = FrameReview(expectedPath: base + ".gif", actual: actual, options: options)
      }
      return result
    } catch {
      return SceneCheckResult(file: path, name: scene.name, comparisons: comparisons, error: error.description)
    }
  }

  /// Rewrites the committed files of the scene at `path` on purpose: poster and filmstrip, and the
  /// GIF when `options.allFrames` is set.
  public static func record(_ path: String, into folder: String, options: CheckOptions) throws(ExportError)
    -> ExportReport
  {
    try SceneExporter.export(path, settings: recordSettings(into: folder, options: options))
  }

  /// Refuses to record scenes of which two would write the same committed file.
  public static func checkRecordOutputs(_ paths: [String], into folder: String, options: CheckOptions)
    throws(ExportError)
  {
    try BatchExport.checkOutputs(paths, settings: recordSettings(into: folder, options: options))
  }

  static func recordSettings(into folder: String, options: CheckOptions) -> ExportSettings {
    var settings = options.export
    settings.outputDirectory = folder
    settings.formats = [.png, .filmstrip] + (options.allFrames ? [.gif] : [])
    return settings
  }

  static func compareStill(
    _ kind: CheckComparison.Kind, expectedPath: String, actual: RGBAImage, _ options: CheckOptions
  ) -> CheckComparison {
    let expected: RGBAImage
    do {
      let file = try ImageFile(contentsOf: expectedPath)
      expected = file.frames[0].image
    } catch {
      return missing(kind, expectedPath, actual, reason: error.description)
    }
    do throws(DiffError) {
      let result = try ImageDiff.compare(expected, actual, options: options.diff)
      return CheckComparison(
        kind: kind, expectedPath: expectedPath, expected: expected, actual: actual,
        difference: result.differenceImage, mismatchedPixels: result.mismatchedPixels,
        totalPixels: result.totalPixels, passes: result.passes(options.tolerance),
        summary: result.summary(tolerance: options.tolerance))
    } catch {
      return CheckComparison(
        kind: kind, expectedPath: expectedPath, expected: expected, actual: actual, difference: nil,
        mismatchedPixels: actual.width * actual.height, totalPixels: actual.width * actual.height,
        passes: false, summary: error.description)
    }
  }

  static func compareAnimation(expectedPath: String, actual: [DiffFrame], _ options: CheckOptions) -> CheckComparison {
    let shown = actual[actual.count - 1].image
    let expected: [DiffFrame]
    do { expected = try ImageFile(contentsOf: expectedPath).frames } catch {
      return missing(.animation, expectedPath, shown, reason: error.description)
    }
    let result: SequenceDiffResult
    do throws(DiffError) {
      result = try SequenceDiff.compare(expected, actual, options: options.diff)
    } catch {
      return missing(.animation, expectedPath, shown, reason: error.description)
    }
    var mismatched = 0, total = 0
    var worst: (index: Int, count: Int)? = nil
    for (index, outcome) in result.frames.enumerated() {
      switch outcome {
      case .compared(let frame):
        mismatched += frame.mismatchedPixels
        total += frame.totalPixels
        if frame.mismatchedPixels > (worst?.count ?? 0) { worst = (index, frame.mismatchedPixels) }
      case .sizeMismatch(_, let size):
        mismatched += size.pixelCount
        total += size.pixelCount
        if worst == nil { worst = (index, size.pixelCount) }
      }
    }
    let index = worst?.index ?? (result.frames.count - 1)
    var difference: RGBAImage?
    if case .compared(let frame) = result.frames[index] { difference = frame.differenceImage }
    return CheckComparison(
      kind: .animation, expectedPath: expectedPath, expected: expected[index].image, actual: actual[index].image,
      difference: difference, mismatchedPixels: mismatched, totalPixels: total,
      passes: result.passes(options.tolerance),
      summary: "Frame \(index) shown. " + result.summary(tolerance: options.tolerance))
  }

  static func missing(
    _ kind: CheckComparison.Kind, _ path: String, _ actual: RGBAImage, reason: String
  ) -> CheckComparison {
    CheckComparison(
      kind: kind, expectedPath: path, expected: nil, actual: actual, difference: nil,
      mismatchedPixels: actual.width * actual.height, totalPixels: actual.width * actual.height, passes: false,
      summary: "No usable committed file: \(reason). Record it on purpose with --record.",
      expectedMissing: !FileManager.default.fileExists(atPath: path))
  }

  /// The GIF the exporter would write (the same two passes), encoded and decoded in memory, so
  /// the frames compare with the committed file's after the same palette reduction.
  static func encodedAnimation(_ scene: CompiledScene, options: CheckOptions) throws(ExportError) -> [DiffFrame] {
    let name = scene.name + ".gif"
    let bytes = try SceneExporter.gif(
      scene, dithering: options.export.dithering, quality: options.export.gifQuality)
    return try ImageFile(bytes: bytes, path: name).frames
  }

  static func baseName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }
}
