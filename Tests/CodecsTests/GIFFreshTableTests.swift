import Testing

@testable import Codecs

/// The fresh table's parse (`GIFFreshTable`), which skips runs (`GIFLZW.Table.skipRun`), checked
/// step by step against one dictionary lookup a pixel. Its codes and bits decide when a clear is
/// adopted, so a skip that still decoded but stopped elsewhere would change the bytes.
@Suite struct GIFFreshTableTests {
  /// The fresh table's state, kept by the greedy parse that looks every pixel up.
  struct Reference {
    var table: [Int: Int] = [:]
    var codes: [UInt16] = []
    var bits = 0
    var prefix: Int
    var position: Int
    var width = 9
    var largest = 257
    let capacity = GIFCodeList.capacity(rootBits: 8)

    init(pixels: [UInt8], start k: Int) {
      prefix = Int(pixels[k])
      position = k + 1
    }

    mutating func advance(to end: Int, pixels: [UInt8]) {
      while position < end {
        let c = Int(pixels[position])
        position += 1
        if let e = table[prefix << 8 | c] {
          prefix = e
          continue
        }
        codes.append(UInt16(prefix))
        bits += width
        largest += 1
        if largest >> width != 0 && width < 12 { width += 1 }
        if table.count < capacity { table[prefix << 8 | c] = 256 + table.count }
        prefix = c
      }
    }
  }

  /// Runs of 1–`longest` pixels over `colours` symbols fill the table; the parse advances to
  /// chunk ends that fall inside runs. After every step the codes, their bits, the open string
  /// and the entries are the reference's, the table's filling included.
  @Test(arguments: [(UInt32(11), 3, 200), (12, 5, 40), (13, 2, 500), (14, 8, 9)])
  func everyStepMatchesTheParseWithOneLookupAPixel(seed: UInt32, colours: Int, longest: Int) {
    let pixels = GIFRunSkipTests.stretches(count: 2_000_000, colours: colours, longest: longest, seed: seed).pixels
    var state = seed
    var lzw = GIFLZW()
    var steps = 0
    lzw.withTables { _, fresh in
      var raster = pixels
      raster.withUnsafeMutableBufferPointer { p in
        let storage = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: pixels.count)
        defer { storage.deallocate() }
        for start in [0, 777] {
          var table = GIFFreshTable(table: fresh, storage: storage, rootBits: 8)
          table.start(at: start, pixels: p)
          var reference = Reference(pixels: pixels, start: start)
          var end = start + 1
          var checked = 0
          // Until some way past the point the table fills (frozen, it only writes codes).
          var stop = pixels.count
          while end < stop {
            state = state &* 1_664_525 &+ 1_013_904_223
            end = min(pixels.count, end + 1 + Int(state >> 8) % (3 * longest))
            table.advance(to: end, pixels: p)
            reference.advance(to: end, pixels: pixels)
            steps += 1
            guard
              table.codes.count == reference.codes.count,
              table.codes[checked...].elementsEqual(reference.codes[checked...]), table.bits == reference.bits,
              table.prefix == reference.prefix,
              table.entries == reference.table.count, table.position == end
            else {
              Issue.record("seed \(seed), start \(start): differs at pixel \(end)")
              return
            }
            checked = table.codes.count
            if table.isFull && stop == pixels.count { stop = min(stop, end + 100_000) }
          }
          #expect(table.isFull, "seed \(seed): the table fills, so the frozen part is checked too")
        }
      }
    }
    #expect(steps > 100)
  }
}
