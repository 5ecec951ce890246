/// Streams an animated PNG: each frame is encoded by PNGWriter (as a PNG of just the rectangle
/// that changed) and its IDAT data re-wrapped as fdAT chunks behind an fcTL. Identical
/// consecutive frames merge; memory holds the output bytes plus two frames.
import Pixels

public final class APNGWriter {
  /// How frames are stored; every frame of an APNG shares the colour type of its IHDR.
  public enum ColorMode: Sendable, Equatable { case rgba, rgb }

  /// Canvas width in pixels.
  public let width: Int
  /// Canvas height in pixels.
  public let height: Int
  let name: String
  let options: PNGWriteOptions
  let loopCount: Int
  let colorMode: ColorMode
  var output: [UInt8] = []
  /// Offset of acTL's data in `output`, patched with the frame count at the end.
  var actlOffset = 0
  var iend: [UInt8] = []
  var sequence: UInt32 = 0
  var framesWritten = 0
  var previous: RGBAImage?
  var pending: (image: RGBAImage, delay: FrameDelay)?
  /// Exact input time written so far, and what the written (rounded) delays add up to.
  var elapsedWritten = FrameDelay.zero
  var writtenMilliseconds = 0
  var finished = false

  /// `options` supplies compression, filter, pHYs and text for the file; `loopCount` 0 loops forever.
  public init(
    width: Int, height: Int, colorMode: ColorMode = .rgba, loopCount: Int = 0,
    options: PNGWriteOptions = PNGWriteOptions(), name: String = "animation.png"
  ) throws(CodecError) {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw .invalidInput(file: name, reason: "APNG size \(width)x\(height) is not positive")
    }
    self.width = width
    self.height = height
    self.colorMode = colorMode
    self.loopCount = max(loopCount, 0)
    self.options = options
    self.name = name
  }

  /// Adds a frame shown for `delay`.
  public func add(_ image: RGBAImage, delay: FrameDelay) throws(CodecError) {
    guard !finished else { throw .invalidInput(file: name, reason: "frame added after finish") }
    guard image.width == width, image.height == height else {
      throw .invalidInput(file: name, reason: "frame is \(image.width)x\(image.height), expected \(width)x\(height)")
    }
    if let held = pending {
      if held.image == image {
        pending = (held.image, held.delay + delay)
        return
      }
      try emit(held.image, delay: held.delay)
    }
    pending = (image, delay)
  }

  /// Writes the held frame and IEND, and returns the whole file.
  public func finish() throws(CodecError) -> [UInt8] {
    guard !finished else { throw .invalidInput(file: name, reason: "finish called twice") }
    guard let held = pending else { throw .invalidInput(file: name, reason: "no frames") }
    try emit(held.image, delay: held.delay)
    finished = true
    pending = nil
    // Now the frame count is known: patch acTL's num_frames and its CRC.
    var count: [UInt8] = []
    PNGChunkWriter.appendBE32(UInt32(framesWritten), to: &count)
    output.replaceSubrange(actlOffset..<(actlOffset + 4), with: count)
    let crc = output.withUnsafeBytes {
      CRC32.update(0, UnsafeRawBufferPointer(rebasing: $0[(actlOffset - 4)..<(actlOffset + 8)]))
    }
    var crcBytes: [UInt8] = []
    PNGChunkWriter.appendBE32(crc, to: &crcBytes)
    output.replaceSubrange((actlOffset + 8)..<(actlOffset + 12), with: crcBytes)
    output += iend
    return output
  }

  /// The fcTL delay: the exact fraction when it fits in 16 bits, else milliseconds with the
  /// rounding error carried so the total stays exact to the millisecond.
  private func fcTLDelay(_ delay: FrameDelay) -> (UInt16, UInt16) {
    elapsedWritten = elapsedWritten + delay
    if delay.numerator <= Int(UInt16.max), delay.denominator <= Int(UInt16.max) {
      writtenMilliseconds =
        (elapsedWritten.numerator * 1000 * 2 + elapsedWritten.denominator) / (2 * elapsedWritten.denominator)
      return (UInt16(delay.numerator), UInt16(delay.denominator))
    }
    let end = (elapsedWritten.numerator * 1000 * 2 + elapsedWritten.denominator) / (2 * elapsedWritten.denominator)
    let ms = min(end - writtenMilliseconds, Int(UInt16.max))
    writtenMilliseconds += ms
    return (UInt16(ms), 1000)
  }

  private func emit(_ image: RGBAImage, delay: FrameDelay) throws(CodecError) {
    let rect: PixelRect
    if let previous {
      rect =
        previous.pixels.withUnsafeBufferPointer { a in
          image.pixels.withUnsafeBufferPointer { b in
            a.withMemoryRebound(to: UInt32.self) { old in
              b.withMemoryRebound(to: UInt32.self) { new in
                PixelRect.bounds(width: width, height: height) { old[$0] != new[$0] }
              }
            }
          }
        } ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
    } else {
      rect = PixelRect(x: 0, y: 0, width: width, height: height)
    }
    let first = framesWritten == 0
    let png = try encode(image.cropped(to: rect), withMetadata: first)
    let chunks = PNGChunkWriter.chunks(of: png)
    var fctl: [UInt8] = []
    PNGChunkWriter.appendBE32(sequence, to: &fctl)
    for v in [rect.width, rect.height, rect.x, rect.y] { PNGChunkWriter.appendBE32(UInt32(v), to: &fctl) }
    let (num, den) = fcTLDelay(delay)
    PNGChunkWriter.appendBE16(num, to: &fctl)
    PNGChunkWriter.appendBE16(den, to: &fctl)
    fctl += [0, 0]  // dispose_op NONE, blend_op SOURCE: the rectangle replaces what was there
    sequence += 1
    if first {
      output = PNGChunkWriter.signature
      for chunk in chunks {
        let type = String(decoding: chunk.type, as: UTF8.self)
        switch type {
        case "IDAT" where actlOffset == 0:
          var actl: [UInt8] = []
          PNGChunkWriter.appendBE32(0, to: &actl)  // num_frames, patched by finish()
          // PNG's four-byte numbers stop at 2^31 - 1; a larger count (a scene's "loop": 5e9)
          // plays as often as the format can say instead of trapping in the conversion.
          PNGChunkWriter.appendBE32(UInt32(min(loopCount, Int(Int32.max))), to: &actl)
          actlOffset = output.count + 8
          PNGChunkWriter.append("acTL", actl, to: &output)
          PNGChunkWriter.append("fcTL", fctl, to: &output)
          PNGChunkWriter.append(type, chunk.data, to: &output)
        case "IEND":
          PNGChunkWriter.append(type, chunk.data, to: &iend)
        default:
          PNGChunkWriter.append(type, chunk.data, to: &output)
        }
      }
    } else {
      PNGChunkWriter.append("fcTL", fctl, to: &output)
      for chunk in chunks where chunk.type == Array("IDAT".utf8) {
        var fdat: [UInt8] = []
        PNGChunkWriter.appendBE32(sequence, to: &fdat)
        fdat += chunk.data
        PNGChunkWriter.append("fdAT", fdat, to: &output)
        sequence += 1
      }
    }
    previous = image
    framesWritten += 1
  }

  private func encode(_ image: RGBAImage, withMetadata: Bool) throws(CodecError) -> [UInt8] {
    var frameOptions = options
    frameOptions.colorMode = colorMode == .rgb ? .rgb : .rgba
    if !withMetadata {
      frameOptions.scale = nil
      frameOptions.softwareVersion = nil
      frameOptions.metadata = []
    }
    let layout = try PNGPixelLayout(image, mode: frameOptions.colorMode, name: name)
    var stages = PNGEncodeStages()
    return try PNGWriter.write(layout, options: frameOptions, name: name, stages: &stages)
  }
}
