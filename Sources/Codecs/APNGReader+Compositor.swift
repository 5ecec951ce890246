/// The canvas an APNG is drawn on, frame after frame, with the dispose and blend operations.
import Pixels

struct APNGCompositor {
  let width: Int
  let height: Int
  var canvas: [UInt8]
  /// What the previous frame asks to happen to its region before the next frame is drawn.
  var pendingDispose: (control: APNGFrameControl, saved: [UInt8]?)?

  init(width: Int, height: Int, frameCount: Int, name: String) throws(CodecError) {
    guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else {
      throw .pngDecode(file: name, message: "canvas \(width)x\(height) is out of range")
    }
    // Every frame becomes a full-canvas RGBA image: a small file of many small frames on a large
    // canvas would decode to gigabytes, so the total is checked before the canvas is allocated.
    let limit = APNGReader.maximumDecodedBytes
    guard frameCount <= limit / (width * height * 4) else {
      let mebibytes = Int(Double(frameCount) * Double(width * height * 4) / 1_048_576)
      throw .invalidInput(
        file: name,
        reason: "\(frameCount) \(frameCount == 1 ? "frame" : "frames") of \(width)x\(height) px would take "
          + "\(mebibytes) MiB decoded, over the \(limit >> 20) MiB one file may take")
    }
    self.width = width
    self.height = height
    canvas = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// Draws `image` (the frame's region) and returns the canvas as shown.
  mutating func draw(_ image: RGBAImage, control: APNGFrameControl, first: Bool) throws(CodecError) -> RGBAImage {
    if let pending = pendingDispose { apply(pending.control, saved: pending.saved) }
    var control = control
    // The spec: a first frame's "previous" disposal is treated as "background".
    if first && control.dispose == 2 { control.dispose = 1 }
    let saved = control.dispose == 2 ? canvas : nil
    blit(image, control)
    pendingDispose = (control, saved)
    return RGBAImage(width: width, height: height, pixels: canvas) ?? image
  }

  private mutating func apply(_ control: APNGFrameControl, saved: [UInt8]?) {
    switch control.dispose {
    case 1:
      canvas.withUnsafeMutableBufferPointer { out in
        for row in control.y..<(control.y + control.height) {
          let start = (row * width + control.x) * 4
          for i in start..<(start + control.width * 4) { out[i] = 0 }
        }
      }
    case 2:
      if let saved { canvas = saved }
    default:
      break
    }
  }

  /// Source replaces the region, or is composited over it (straight alpha, "over" operator).
  private mutating func blit(_ image: RGBAImage, _ control: APNGFrameControl) {
    let rowBytes = control.width * 4
    let over = control.blend == 1
    let canvasWidth = width
    image.pixels.withUnsafeBufferPointer { source in
      canvas.withUnsafeMutableBufferPointer { out in
        for row in 0..<control.height {
          let from = row * rowBytes
          let to = ((control.y + row) * canvasWidth + control.x) * 4
          if !over {
            for i in 0..<rowBytes { out[to + i] = source[from + i] }
            continue
          }
          var i = 0
          while i < rowBytes {
            let sa = Int(source[from + i + 3])
            if sa == 255 {
              for c in 0..<4 { out[to + i + c] = source[from + i + c] }
            } else if sa > 0 {
              let da = Int(out[to + i + 3])
              // Result alpha in 0...255*255 units; colours weighted by their alphas.
              let outA = sa * 255 + da * (255 - sa)
              for c in 0..<3 {
                let value = Int(source[from + i + c]) * sa * 255 + Int(out[to + i + c]) * da * (255 - sa)
                out[to + i + c] = UInt8((value + outA / 2) / outA)
              }
              out[to + i + 3] = UInt8((outA + 127) / 255)
            }
            i += 4
          }
        }
      }
    }
  }
}
