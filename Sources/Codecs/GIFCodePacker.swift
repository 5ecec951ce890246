/// Packs variable-width LZW codes least significant bit first into GIF data sub-blocks (at most
/// 255 bytes, each after its length byte), ending with the zero-length terminator.
struct GIFCodePacker {
  private var out: [UInt8]
  private var accumulator: UInt64 = 0
  private var pending = 0
  /// Where the current sub-block's length byte is.
  private var blockStart: Int

  /// Continues `out` (which already holds the minimum code size byte).
  init(out: [UInt8]) {
    self.out = out
    blockStart = out.count
    self.out.append(0)
  }

  @inline(__always) mutating func put(_ code: Int, width: Int) {
    accumulator |= UInt64(truncatingIfNeeded: code) << UInt64(pending)
    pending += width
    while pending >= 8 {
      byte(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      pending -= 8
    }
  }

  @inline(__always) private mutating func byte(_ value: UInt8) {
    out.append(value)
    if out.count - blockStart == 256 {
      out[blockStart] = 255
      blockStart = out.count
      out.append(0)
    }
  }

  /// Flushes the last partial byte and closes the sub-blocks; returns the whole buffer.
  mutating func finish() -> [UInt8] {
    if pending > 0 { byte(UInt8(truncatingIfNeeded: accumulator)) }
    pending = 0
    let length = out.count - blockStart - 1
    // An empty last block is the terminator itself.
    if length > 0 {
      out[blockStart] = UInt8(length)
      out.append(0)
    }
    return out
  }
}
