import Geometry
import Layout
import Raster
import Text

/// The system keyboard, drawn: a view the scene does not write, made for each keyboard type a
/// timeline shows (`Scene.keyboardViews`) and moved by `keyboard` changes. It is not a kind scenes
/// can name: UIKit draws the keyboard in its own window above the app's.
public struct Keyboard: ViewContent {
  public static let kind = "keyboard"
  public static let keys: [String] = []

  public var type: KeyboardType
  public var metrics: Metrics

  public init(type: KeyboardType, metrics: Metrics) {
    self.type = type
    self.metrics = metrics
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      type: .default, metrics: Metrics(type: .default, canvasSize: Size(width: 390, height: 844), bottomSafeArea: 0))
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    Look(
      type: type, metrics: metrics, dark: context.appearance == .dark,
      letter: try context.font(.system(size: 22.5, weight: .regular)),
      word: try context.font(.system(size: 16, weight: .regular)),
      digit: try context.font(.system(size: 25, weight: .regular)),
      subscriptFont: try context.font(.system(size: 10, weight: .bold)))
  }

  /// The keyboard's geometry for a canvas (portrait unless the canvas is wider than tall). Row
  /// heights, key insets and the bar heights are measured conventions (facts KB4, KB5).
  public struct Metrics: Sendable, Hashable {
    /// Height of one key row, key and gaps included: 54 pt (56 pt from 428 pt wide), 40 in landscape.
    public var rowHeight: Double
    /// The predictive (QuickType) bar above the keys; none on the number pad.
    public var barHeight: Double
    /// Below the keys: the globe and dictation row on phones with a home indicator, which ends at
    /// the screen's bottom (it covers the bottom safe area); the safe area alone on the number pad.
    public var bottomHeight: Double
    /// Gap around each key cap, each side: horizontal 3; vertical 6 (4 in landscape).
    public var keyInsetX: Double
    public var keyInsetY: Double

    public init(type: KeyboardType, canvasSize: Size, bottomSafeArea: Double) {
      let landscape = canvasSize.width > canvasSize.height
      rowHeight = landscape ? 40 : (canvasSize.width >= 428 ? 56 : 54)
      let hasBar = type != .numberPad
      barHeight = hasBar ? (landscape ? 38 : 44) : 0
      let safe = max(0, bottomSafeArea)
      bottomHeight = safe > 0 && hasBar && !landscape ? max(safe, 75) : safe
      keyInsetX = 3
      keyInsetY = landscape ? 4 : 6
    }

    /// The keyboard's frame height: bar, four rows, bottom area (facts KB4).
    public var height: Double { barHeight + 4 * rowHeight + bottomHeight }
  }

  /// One key: its slot in units of a tenth of the keyboard's width, its label and look.
  struct Key {
    enum Role { case character, function, primary }
    enum Glyph { case text(String), shift, delete, emoji, digit(String, letters: String) }
    var x: Double
    var width: Double
    var glyph: Glyph
    var role: Role
    /// The cap's width in units when narrower than its slot (shift and delete leave a gap).
    var capWidth: Double?
  }

  /// The key rows of a type, top to bottom, in tenths of the width (facts KB3).
  static func rows(_ type: KeyboardType) -> [[Key]] {
    func letters(_ text: String, from start: Double) -> [Key] {
      text.enumerated().map {
        Key(x: start + Double($0.offset), width: 1, glyph: .text(String($0.element)), role: .character)
      }
    }
    switch type {
    case .numberPad:
      let labels = [
        ("1", ""), ("2", "ABC"), ("3", "DEF"), ("4", "GHI"), ("5", "JKL"), ("6", "MNO"),
        ("7", "PQRS"), ("8", "TUV"), ("9", "WXYZ"),
      ]
      var rows: [[Key]] = []
      for r in 0..<3 {
        rows.append(
          (0..<3).map { c in
            let (digit, letters) = labels[r * 3 + c]
            return Key(x: Double(c) * 10 / 3, width: 10 / 3, glyph: .digit(digit, letters: letters), role: .character)
          })
      }
      rows.append([
        Key(x: 10 / 3, width: 10 / 3, glyph: .digit("0", letters: ""), role: .character),
        Key(x: 20 / 3, width: 10 / 3, glyph: .delete, role: .function, capWidth: nil),
      ])
      return rows
    case .default, .emailAddress:
      var third = [Key(x: 0, width: 1.5, glyph: .shift, role: .function, capWidth: 1.3)]
      third += letters("ZXCVBNM", from: 1.5)
      third.append(Key(x: 8.5, width: 1.5, glyph: .delete, role: .function, capWidth: 1.3))
      var bottom = [
        Key(x: 0, width: 1.25, glyph: .text("123"), role: .function),
        Key(x: 1.25, width: 1.25, glyph: .emoji, role: .function),
      ]
      if type == .emailAddress {
        bottom += [
          Key(x: 2.5, width: 3, glyph: .text("space"), role: .character),
          Key(x: 5.5, width: 1, glyph: .text("@"), role: .character),
          Key(x: 6.5, width: 1, glyph: .text("."), role: .character),
        ]
      } else {
        bottom.append(Key(x: 2.5, width: 5, glyph: .text("space"), role: .character))
      }
      bottom.append(Key(x: 7.5, width: 2.5, glyph: .text("return"), role: .function))
      return [letters("QWERTYUIOP", from: 0), letters("ASDFGHJKL", from: 0.5), third, bottom]
    }
  }

  struct Look: ViewLook {
    let type: KeyboardType
    let metrics: Metrics
    let dark: Bool
    let letter: Text.Font
    let word: Text.Font
    let digit: Text.Font
    let subscriptFont: Text.Font

    // Measured colours of the iOS 13+ keyboard, UNCONFIRMED (facts KB6).
    var background: Raster.Color { dark ? rgb(43, 43, 43) : rgb(209, 211, 217) }
    var characterKey: Raster.Color { dark ? rgb(107, 107, 107) : .white }
    var functionKey: Raster.Color { dark ? rgb(70, 70, 70) : rgb(171, 176, 186) }
    var keyShadow: Raster.Color { dark ? Raster.Color(red: 0, green: 0, blue: 0, alpha: 0.6) : rgb(137, 138, 141) }
    var ink: Raster.Color { dark ? .white : .black }
    var barSeparator: Raster.Color { dark ? rgb(76, 76, 76) : rgb(176, 179, 186) }

    func rgb(_ r: Double, _ g: Double, _ b: Double) -> Raster.Color {
      Raster.Color(red: r / 255, green: g / 255, blue: b / 255)
    }

    var defaultBackground: Raster.Color? { background }

    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      let size = modelSize
      let unit = size.width / 10
      if metrics.barHeight > 0 {
        // The predictive bar's two separators split it in thirds.
        for k in 1...2 {
          let x = size.width * Double(k) / 3
          let line = Rect(x: x - 0.5, y: metrics.barHeight * 0.25, width: 1, height: metrics.barHeight * 0.5)
          layer.contents.append(ShapeContent(path: .rect(line), paint: .solid(barSeparator)))
        }
      }
      for (r, row) in Keyboard.rows(type).enumerated() {
        let top = metrics.barHeight + Double(r) * metrics.rowHeight
        for key in row {
          let slot = Rect(x: key.x * unit, y: top, width: key.width * unit, height: metrics.rowHeight)
          var cap = slot.insetBy(dx: metrics.keyInsetX, dy: metrics.keyInsetY)
          if let capWidth = key.capWidth {
            let width = capWidth * unit - 2 * metrics.keyInsetX
            cap = Rect(x: key.x == 0 ? cap.minX : cap.maxX - width, y: cap.minY, width: width, height: cap.height)
          }
          if type == .numberPad { cap = slot.insetBy(dx: 3, dy: 3) }
          let drawsCap = !(type == .numberPad && key.role == .function)
          if drawsCap { drawCap(cap, role: key.role, into: &layer) }
          drawGlyph(key.glyph, in: cap, into: &layer, renderer: renderer)
        }
      }
      if metrics.bottomHeight > 40 && type != .numberPad {
        drawBottomRow(top: metrics.barHeight + 4 * metrics.rowHeight, width: size.width, into: &layer)
      }
    }

    /// A key cap: a rounded rectangle (radius 5) over its 1 pt shadow (facts KB5).
    func drawCap(_ cap: Rect, role: Key.Role, into layer: inout Layer) {
      let radii = CornerRadii(all: 5)
      layer.contents.append(
        ShapeContent(path: .roundedRect(cap.offsetBy(dx: 0, dy: 1), radii: radii), paint: .solid(keyShadow)))
      let fill = role == .character ? characterKey : functionKey
      layer.contents.append(ShapeContent(path: .roundedRect(cap, radii: radii), paint: .solid(fill)))
    }

    func drawText(_ string: String, font: Text.Font, in rect: Rect, into layer: inout Layer, renderer: TextRenderer) {
      let style = LabelStyle(font: font, alignment: .center, numberOfLines: 1)
      let laid = TextLayout(text: string, style: style, width: rect.width).verticallyCentered(inHeight: rect.height)
      layer.contents.append(
        TextContent(layout: laid, color: ink, origin: Point(x: rect.minX, y: rect.minY), renderer: renderer))
    }

    func drawGlyph(_ glyph: Key.Glyph, in cap: Rect, into layer: inout Layer, renderer: TextRenderer) {
      switch glyph {
      case .text(let string):
        let font = string.count == 1 ? letter : word
        // Letters sit a little high on their caps, as iOS draws them.
        let box = string.count == 1 ? cap.offsetBy(dx: 0, dy: -1.5) : cap
        drawText(string, font: font, in: box, into: &layer, renderer: renderer)
      case .digit(let number, let letters):
        if letters.isEmpty {
          drawText(number, font: digit, in: cap, into: &layer, renderer: renderer)
        } else {
          drawText(number, font: digit, in: cap.offsetBy(dx: 0, dy: -6), into: &layer, renderer: renderer)
          let below = Rect(x: cap.minX, y: cap.midY + 6, width: cap.width, height: 12)
          drawText(letters, font: subscriptFont, in: below, into: &layer, renderer: renderer)
        }
      case .shift:
        layer.contents.append(
          ShapeContent(path: shiftArrow(center: Point(x: cap.midX, y: cap.midY)), paint: .solid(ink)))
      case .delete:
        layer.contents.append(
          ShapeContent(path: deleteKey(center: Point(x: cap.midX, y: cap.midY)), paint: .solid(ink)))
      case .emoji:
        layer.contents.append(
          ShapeContent(path: face(center: Point(x: cap.midX, y: cap.midY), radius: 10), paint: .solid(ink)))
      }
    }

    /// The filled upward arrow of shift on (auto-capitalisation at the start of a field).
    func shiftArrow(center c: Point) -> Path {
      var p = Path()
      let pts = [(0.0, -10.0), (10, 0.5), (4.5, 0.5), (4.5, 8), (-4.5, 8), (-4.5, 0.5), (-10, 0.5)]
      p.move(to: Point(x: c.x + pts[0].0, y: c.y + pts[0].1))
      for (x, y) in pts.dropFirst() { p.line(to: Point(x: c.x + x, y: c.y + y)) }
      p.close()
      return p
    }

    /// The delete key's outlined tag with a cross, as a ring (outer outline minus the inner one).
    func deleteKey(center c: Point) -> Path {
      func tag(_ grow: Double) -> Path {
        var p = Path()
        let h = 8 + grow, left = -12 - grow, tip = -5 - grow, right = 11 + grow
        p.move(to: Point(x: c.x + left, y: c.y))
        p.line(to: Point(x: c.x + tip, y: c.y - h))
        p.line(to: Point(x: c.x + right, y: c.y - h))
        p.line(to: Point(x: c.x + right, y: c.y + h))
        p.line(to: Point(x: c.x + tip, y: c.y + h))
        p.close()
        return p
      }
      var ring = tag(0.8)
      ring.append(tag(-0.8).reversed())
      for (dx, dy) in [(1.0, 1.0), (1, -1)] {
        var bar = Path()
        let a = 3.6, w = 0.75
        bar.move(to: Point(x: c.x + 2 - a * dx - w * dy, y: c.y - a * dy + w * dx))
        bar.line(to: Point(x: c.x + 2 + a * dx - w * dy, y: c.y + a * dy + w * dx))
        bar.line(to: Point(x: c.x + 2 + a * dx + w * dy, y: c.y + a * dy - w * dx))
        bar.line(to: Point(x: c.x + 2 - a * dx + w * dy, y: c.y - a * dy - w * dx))
        bar.close()
        ring.append(bar)
      }
      return ring
    }

    /// A smiling face outline (the emoji key).
    func face(center c: Point, radius r: Double) -> Path {
      var p = Path.ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
      let inner = r - 1.4
      p.append(Path.ellipse(in: Rect(x: c.x - inner, y: c.y - inner, width: 2 * inner, height: 2 * inner)).reversed())
      for dx in [-3.5, 3.5] {
        p.append(Path.ellipse(in: Rect(x: c.x + dx - 1.2, y: c.y - 4.2, width: 2.4, height: 3)))
      }
      var smile = Path.ellipse(in: Rect(x: c.x - 5, y: c.y - 1, width: 10, height: 7))
      smile.append(Path.ellipse(in: Rect(x: c.x - 4, y: c.y - 2.4, width: 8, height: 7)).reversed())
      p.append(smile)
      return p
    }

    /// The globe and microphone beside the home indicator (phones without a home button).
    func drawBottomRow(top: Double, width: Double, into layer: inout Layer) {
      let y = top + 22
      let globe = Point(x: 34, y: y)
      var ring = Path.ellipse(in: Rect(x: globe.x - 12, y: y - 12, width: 24, height: 24))
      ring.append(Path.ellipse(in: Rect(x: globe.x - 10.6, y: y - 10.6, width: 21.2, height: 21.2)).reversed())
      var meridian = Path.ellipse(in: Rect(x: globe.x - 5.5, y: y - 11, width: 11, height: 22))
      meridian.append(Path.ellipse(in: Rect(x: globe.x - 4.2, y: y - 9.8, width: 8.4, height: 19.6)).reversed())
      ring.append(meridian)
      ring.append(Path.rect(Rect(x: globe.x - 11, y: y - 0.6, width: 22, height: 1.2)))
      ring.append(Path.rect(Rect(x: globe.x - 0.6, y: y - 11, width: 1.2, height: 22)))
      layer.contents.append(ShapeContent(path: ring, paint: .solid(ink)))
      let mic = Point(x: width - 34, y: y)
      var body = Path.roundedRect(Rect(x: mic.x - 4.5, y: y - 12, width: 9, height: 16), radii: CornerRadii(all: 4.5))
      body.append(Path.rect(Rect(x: mic.x - 0.7, y: y + 6, width: 1.4, height: 5)))
      body.append(Path.rect(Rect(x: mic.x - 4, y: y + 10.3, width: 8, height: 1.4)))
      layer.contents.append(ShapeContent(path: body, paint: .solid(ink)))
    }
  }
}
