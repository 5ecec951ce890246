/// Template images: only the alpha channel of an image is kept, and it is filled with a colour.
extension Pixmap {
  /// The image drawn as a template (UIImage.RenderingMode.alwaysTemplate): every pixel takes
  /// `color`, its coverage being the pixel's alpha times the colour's alpha.
  public func templateFilled(with color: Color) -> Pixmap {
    var out = self
    let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), ca = UInt32(color.a)
    out.storage.withUnsafeMutableBufferPointer { buf in
      for i in buf.indices {
        let a = Div255.div((buf[i] >> 24) * ca)
        buf[i] = Div255.div(r * a) | Div255.div(g * a) << 8 | Div255.div(b * a) << 16 | a << 24
      }
    }
    return out
  }
}
