import LayoutReel
import Raster
import Text

/// The typefaces of a timeline plot.
struct PlotFonts: Sendable {
  let title: Text.Font
  let heading: Text.Font
  let label: Text.Font
  let small: Text.Font

  init(file: String) throws(ExportError) {
    let library = FontLibrary.shared
    do {
      title = try library.systemFont(size: 15, weight: .semibold)
      heading = try library.systemFont(size: 12, weight: .semibold)
      label = try library.systemFont(size: 11)
      small = try library.systemFont(size: 10, weight: .medium)
    } catch {
      throw .io(path: file, message: error.description)
    }
  }

  func layout(_ text: String, font: Text.Font) -> TextLayout {
    TextLayout(text: text, style: LabelStyle(font: font, alignment: .left, numberOfLines: 1), width: nil)
  }

  func width(of text: String, font: Text.Font) -> Double { layout(text, font: font).usedSize.width }
}

/// Colours of a timeline plot (light, like the docs it goes into).
enum PlotColors {
  static let background = Raster.Color.white
  static let plotArea = Raster.Color(r: 249, g: 249, b: 251)
  static let grid = Raster.Color(r: 229, g: 229, b: 234)
  static let zero = Raster.Color(r: 174, g: 174, b: 178)
  static let frame = Raster.Color(r: 199, g: 199, b: 204)
  static let text = Raster.Color(r: 28, g: 28, b: 30)
  static let secondaryText = Raster.Color(r: 99, g: 99, b: 102)

  /// Line colours, distinct on white and for the common colour-vision deficiencies as far as
  /// ten colours can be (the legend names every line anyway).
  static let series: [Raster.Color] = [
    Raster.Color(r: 0, g: 114, b: 230),  // blue
    Raster.Color(r: 230, g: 60, b: 50),  // red
    Raster.Color(r: 40, g: 160, b: 70),  // green
    Raster.Color(r: 240, g: 140, b: 0),  // orange
    Raster.Color(r: 150, g: 80, b: 210),  // purple
    Raster.Color(r: 20, g: 165, b: 185),  // teal
    Raster.Color(r: 225, g: 50, b: 130),  // pink
    Raster.Color(r: 140, g: 110, b: 70),  // brown
    Raster.Color(r: 80, g: 80, b: 220),  // indigo
    Raster.Color(r: 110, g: 110, b: 115),  // grey
  ]

  /// Step band colours: soft, so the lines stay in front.
  static let steps: [Raster.Color] = [
    Raster.Color(r: 88, g: 86, b: 214), Raster.Color(r: 255, g: 149, b: 0), Raster.Color(r: 48, g: 176, b: 199),
    Raster.Color(r: 255, g: 45, b: 85), Raster.Color(r: 52, g: 199, b: 89), Raster.Color(r: 162, g: 132, b: 94),
  ]

  static func series(_ i: Int) -> Raster.Color { series[i % series.count] }

  /// The hue of a background colour component series.
  static func channel(_ property: String) -> Raster.Color? {
    switch property {
    case "backgroundRed": series[1]
    case "backgroundGreen": series[2]
    case "backgroundBlue": series[0]
    default: nil
    }
  }

  /// `color` as is for the first view, then alternately darker and lighter.
  static func shade(_ color: Raster.Color, _ k: Int) -> Raster.Color {
    guard k > 0 else { return color }
    let amount = 0.25 + 0.15 * Double((k - 1) / 2 % 3)
    func mix(_ c: UInt8, toward target: Double) -> UInt8 {
      UInt8((Double(c) + (target - Double(c)) * amount).rounded())
    }
    let target = k % 2 == 1 ? 0.0 : 255.0
    return Raster.Color(
      r: mix(color.r, toward: target), g: mix(color.g, toward: target), b: mix(color.b, toward: target))
  }
  static func step(_ i: Int) -> Raster.Color { steps[i % steps.count] }
}
