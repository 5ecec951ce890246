extension GIFLZW {
  /// giflib's encoder, code by code: a clear code first, the width growing after a code is
  /// written once the next free code no longer fits, a clear once the table reaches 4095
  /// entries. Following it exactly makes an estimate equal to the bytes giflib then writes.
  struct Codes {
    private let rootBits: Int
    private(set) var bits = 0
    private var width: Int
    private var limit: Int
    private var next: Int

    init(bits: Int) {
      rootBits = max(bits, 2)
      width = rootBits + 1
      limit = 1 << width
      next = (1 << rootBits) + 2
      put()  // the clear code
    }

    /// Outputs the code of the current prefix and adds the string `key` to the table, or clears
    /// the table when it is full.
    @inline(__always) mutating func emit(adding key: Int, to table: inout Table) {
      put()
      if next < 4095 {
        table.insert(key, code: next)
        next += 1
      } else {
        put()
        table.reset()
        width = rootBits + 1
        limit = 1 << width
        next = (1 << rootBits) + 2
      }
    }

    /// Image data bytes once the last prefix and the end code are written.
    mutating func finish() -> Int {
      put()
      put()
      return GIFLZW.imageDataBytes(bits: bits)
    }

    @inline(__always) private mutating func put() {
      bits += width
      if next >= limit && width < 12 {
        width += 1
        limit <<= 1
      }
    }
  }
}
