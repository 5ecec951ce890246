import Diff
import LayoutReel

/// `export diff` of two files read frame by frame: the declared sizes and frame counts are
/// checked against the limits before a pixel is decoded, and no more than one frame of each
/// file (plus the worst frame's difference image) is held at a time.
public enum StreamingComparison {
  /// What comparing the two files will hold at once, in bytes, from their headers: each
  /// decoder's canvases, both files' bytes, and, when a difference image is made, per compared
  /// pixel the one being made (4) and, for animations, the worst one kept (4). Two 23000 x 23000
  /// px stills with a difference image are estimated at 6,053 MiB; the reader before streaming,
  /// which held just these, peaked at 6,077 MiB (6,223,056 KB, `/usr/bin/time -f %M`).
  public static func estimatedBytes(
    _ reference: ImageFrameReader, _ actual: ImageFrameReader, makesDifferenceImage: Bool
  ) -> Double {
    let decoders = reference.pixels * Double(reference.bytesPerPixel) + actual.pixels * Double(actual.bytesPerPixel)
    let files = Double(reference.fileBytes + actual.fileBytes)
    let animated = reference.isAnimated || actual.isAnimated
    let difference = makesDifferenceImage ? (animated ? 8.0 : 4.0) : 0
    return decoders + files + difference * max(reference.pixels, actual.pixels)
  }

  /// Refuses the comparison, naming the option that raises the limit, when the frame counts or
  /// the estimated memory are over `maxFrames` or `maxMemory` bytes.
  public static func check(
    _ reference: ImageFrameReader, _ actual: ImageFrameReader, maxFrames: Int, maxMemory: Int,
    makesDifferenceImage: Bool
  ) throws(ExportError) {
    for file in [reference, actual] where file.frameCount > maxFrames {
      throw .limit(
        path: file.path, message: "the file holds \(file.frameCount) frames, over the limit of \(maxFrames)",
        option: "--max-frames")
    }
    let bytes = estimatedBytes(reference, actual, makesDifferenceImage: makesDifferenceImage)
    if bytes > Double(maxMemory) {
      throw .limit(
        path: reference.path,
        message:
          "comparing \(reference.width)x\(reference.height) px with \(actual.width)x\(actual.height) px needs about "
          + "\(ExportLimits.whole(bytes / 1_048_576)) MiB, over the \(maxMemory >> 20) MiB limit",
        option: "--max-memory")
    }
  }

  /// Compares the files frame by frame: stills as images, animations (either file animated) as
  /// sequences, keeping only the worst frame's difference image.
  public static func compare(
    _ reference: inout ImageFrameReader, _ actual: inout ImageFrameReader, options: DiffOptions
  ) throws(ExportError) -> Result<SequenceDiffResult, DiffError> {
    var builder: SequenceDiffBuilder
    do throws(DiffError) {
      builder = try SequenceDiffBuilder(options: options, keepsEveryDifferenceImage: false)
    } catch {
      return .failure(error)
    }
    while true {
      let expected = try reference.next()
      let found = try actual.next()
      if expected == nil && found == nil { break }
      do throws(DiffError) { try builder.add(reference: expected, actual: found) } catch { return .failure(error) }
    }
    return .success(builder.result)
  }
}
