import CPNGSupport
import Glibc
import Pixels

/// An image rearranged into the samples of one PNG colour type (one byte per sample; libpng packs
/// sub-byte depths), with its palette and tRNS when indexed.
struct PNGPixelLayout {
  var width: Int
  var height: Int
  var colorType: Int32
  var bitDepth: Int
  var rowStride: Int
  var samples: [UInt8]
  var paletteRGB: [UInt8] = []
  var transparency: [UInt8] = []

  /// Chooses (or checks) the colour type for `mode` and converts the pixels; `profile` is
  /// `image`'s when already known.
  init(
    _ image: RGBAImage, mode: PNGWriteOptions.ColorMode, name: String, profile: ImageColorProfile? = nil
  ) throws(CodecError) {
    let profile = profile ?? ImageColorProfile(image)
    width = image.width
    height = image.height
    switch Self.resolved(mode, profile) {
    case .automatic, .rgba:
      (colorType, bitDepth, rowStride) = (lr_png_color_rgba, 8, image.width * 4)
      samples = image.pixels
    case .rgb:
      guard profile.isOpaque else {
        throw .invalidInput(file: name, reason: "RGB PNG requested but some pixels are not opaque")
      }
      (colorType, bitDepth, rowStride) = (lr_png_color_rgb, 8, image.width * 3)
      samples = Self.dropChannels(image.pixels, keep: [0, 1, 2])
    case .palette:
      guard let colors = profile.colors else {
        throw .invalidInput(file: name, reason: "palette PNG requested but the image has more than 256 colours")
      }
      (colorType, bitDepth, rowStride) = (lr_png_color_palette, Self.paletteDepth(colors.count), image.width)
      samples = []
      buildPalette(image, colors: colors)
    case .grayscale:
      guard profile.isGray else {
        throw .invalidInput(file: name, reason: "grey PNG requested but some pixels have r != g or g != b")
      }
      if profile.isOpaque {
        (colorType, bitDepth, rowStride) = (lr_png_color_gray, 8, image.width)
        samples = Self.dropChannels(image.pixels, keep: [0])
      } else {
        (colorType, bitDepth, rowStride) = (lr_png_color_gray_alpha, 8, image.width * 2)
        samples = Self.dropChannels(image.pixels, keep: [0, 3])
      }
    }
  }

  /// The colour mode `mode` means for an image of `profile`: `.automatic` resolved.
  static func resolved(_ mode: PNGWriteOptions.ColorMode, _ profile: ImageColorProfile) -> PNGWriteOptions.ColorMode {
    guard mode == .automatic else { return mode }
    // Opaque grey beyond 16 levels compresses better as filtered grey than as palette indices.
    if let colors = profile.colors, !(profile.isGray && profile.isOpaque && colors.count > 16) { return .palette }
    return profile.isGray ? .grayscale : (profile.isOpaque ? .rgb : .rgba)
  }

  /// Takes the rows `rows` marks from `image` into this RGB layout of an image of its size.
  mutating func updateRGB(from image: RGBAImage, rows: [Bool]) {
    let width = image.width
    image.pixels.withUnsafeBufferPointer { src in
      samples.withUnsafeMutableBufferPointer { out in
        guard let s = src.baseAddress, let d = out.baseAddress else { return }
        for y in rows.indices where rows[y] {
          let from = s + y * width * 4, to = d + y * width * 3
          for i in 0..<width { (to + 3 &* i).update(from: from + 4 &* i, count: 3) }
        }
      }
    }
  }

  /// The smallest PNG palette depth holding `count` entries.
  static func paletteDepth(_ count: Int) -> Int {
    count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8
  }

  /// Maps pixels to palette indices, then numbers the entries by first use in raster order,
  /// translucent entries first so tRNS stops at the last translucent one. In an opaque image the
  /// top-left colour (usually the background) becomes index 0, so sub-byte rows pad with its bits instead of
  /// breaking every run at the row's end, and colours that meet early (a shape's edge) get near
  /// indices, which the row filters turn into small differences: 12 % fewer bytes on 2-bit frames
  /// and up to 27 % on 8-bit ones of the benchmark set (docs/performance.md).
  private mutating func buildPalette(_ image: RGBAImage, colors: [UInt32]) {
    let translucentColors = colors.filter { $0 >> 24 != 0xFF }
    let ordered = translucentColors + colors.filter { $0 >> 24 == 0xFF }
    var lookup = ColorTable(capacityHint: ordered.count)
    for (i, c) in ordered.enumerated() { lookup.set(c, UInt32(i)) }
    let width = image.width
    var indices = [UInt8](repeating: 0, count: width * image.height)
    // Entries are numbered by first use as the pixels are mapped (a colour is looked up only where
    // it differs from the pixel before, and a repeated row has no new colour), so no second walk
    // over the indices numbers and renumbers them: those walks were a third of the width-toggle
    // frames export's instructions (callgrind; docs/performance.md).
    var numbering = FirstUseNumbering(count: ordered.count, translucent: translucentColors.count)
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { px in
        indices.withUnsafeMutableBufferPointer { out in
          guard let base = px.baseAddress, let outBase = out.baseAddress else { return }
          var last = px[0]
          var lastIndex = numbering.number(Int(lookup.value(for: last) ?? 0))
          for y in 0..<image.height {
            let row = base + y * width, target = outBase + y * width
            // A row repeating the one above gets its indices copied.
            if y > 0 && memcmp(row, row - width, width * 4) == 0 {
              target.update(from: target - width, count: width)
              continue
            }
            for x in 0..<width {
              let p = row[x]
              if p != last {
                last = p
                lastIndex = numbering.number(Int(lookup.value(for: p) ?? 0))
              }
              target[x] = lastIndex
            }
          }
        }
      }
    }
    let renumber = numbering.finished()
    var byNewIndex = [UInt32](repeating: 0, count: ordered.count)
    for (old, new) in renumber.enumerated() { byNewIndex[Int(new)] = ordered[old] }
    for c in byNewIndex {
      paletteRGB += [UInt8(c & 0xFF), UInt8((c >> 8) & 0xFF), UInt8((c >> 16) & 0xFF)]
      if c >> 24 != 0xFF { transparency.append(UInt8(c >> 24)) }
    }
    samples = indices
  }

  /// Palette entries numbered as they are first used, one use at a time: of `count` (at most
  /// 256) entries, those below `translucent` are numbered 0... in the order the pixels first use
  /// them, the others from `translucent` on, the same way. An entry never used keeps the next
  /// free number of its group.
  struct FirstUseNumbering {
    private var renumber: [Int]
    private let translucent: Int
    private var next: (translucent: Int, opaque: Int)

    init(count: Int, translucent: Int) {
      renumber = [Int](repeating: -1, count: count)
      self.translucent = translucent
      next = (0, translucent)
    }

    /// The new number of `entry` (0..<count), given now if this is its first use.
    mutating func number(_ entry: Int) -> UInt8 {
      if renumber[entry] < 0 {
        if entry < translucent {
          renumber[entry] = next.translucent
          next.translucent += 1
        } else {
          renumber[entry] = next.opaque
          next.opaque += 1
        }
      }
      return UInt8(truncatingIfNeeded: renumber[entry])
    }

    /// Every entry's new number, the unused ones numbered after the used ones of their group.
    mutating func finished() -> [UInt8] {
      for entry in renumber.indices { _ = number(entry) }
      return renumber.map { UInt8(truncatingIfNeeded: $0) }
    }
  }

  /// Keeps the listed channels of each RGBA pixel, in order.
  static func dropChannels(_ rgba: [UInt8], keep: [Int]) -> [UInt8] {
    let n = keep.count
    let pixels = rgba.count / 4
    return [UInt8](unsafeUninitializedCapacity: pixels * n) { out, initialized in
      rgba.withUnsafeBufferPointer { src in
        guard let s = src.baseAddress, let d = out.baseAddress else { return }
        // The RGB case (every opaque poster and frame) gets a loop without the channel list.
        if keep == [0, 1, 2] {
          for i in 0..<pixels {
            (d + 3 &* i).initialize(from: s + 4 &* i, count: 3)
          }
        } else {
          for i in 0..<pixels {
            for (k, channel) in keep.enumerated() { d[n &* i &+ k] = s[4 &* i &+ channel] }
          }
        }
      }
      initialized = pixels * n
    }
  }
}
