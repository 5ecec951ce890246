import Geometry
import Layout
import Raster
import Text

/// The glyph of a standard cell accessory (UITableViewCell.AccessoryType): the disclosure
/// chevron, the checkmark or the detail (info) button. A part of a table view's cells, not a kind
/// scenes write, so it is not in `ViewKinds.all`; the timeline reaches it as `ROW.accessory`
/// (to rotate a chevron, for instance).
public struct TableAccessoryGlyph: ViewContent {
  public enum Glyph: String, Sendable, Hashable, CaseIterable {
    case disclosureIndicator, checkmark, detailButton
  }

  public static let kind = "tableAccessory"
  public static let keys: [String] = []
  /// Fixed-size like the controls (facts D7).
  public static var defaultContentHugging: Double { 750 }

  public var glyph: Glyph

  public init(_ glyph: Glyph) { self.glyph = glyph }
  public init(reading properties: some PropertyReader) { self.init(.disclosureIndicator) }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    // The chevron is drawn in the tertiary label colour, the checkmark and the info button in the
    // tint colour, UIKit's default systemBlue (facts T9).
    let name = glyph == .disclosureIndicator ? "tertiaryLabel" : "systemBlue"
    return Look(glyph: glyph, color: Raster.Color.named(name, appearance: context.appearance) ?? .black)
  }

  struct Look: ViewLook {
    let glyph: Glyph
    let color: Raster.Color

    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      switch glyph {
      case .disclosureIndicator:
        IntrinsicSize(width: TableMetrics.chevronSize.width, height: TableMetrics.chevronSize.height)
      case .checkmark:
        IntrinsicSize(width: TableMetrics.checkmarkSize.width, height: TableMetrics.checkmarkSize.height)
      case .detailButton: IntrinsicSize(width: TableMetrics.detailButtonSide, height: TableMetrics.detailButtonSide)
      }
    }

    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      let b = Rect(x: 0, y: 0, width: modelSize.width, height: modelSize.height)
      var path = Path()
      // Stroke widths (a 2 pt chevron, a 2.2 pt checkmark, a 1.5 pt ring) are measured
      // conventions (facts T9, UNCONFIRMED).
      switch glyph {
      case .disclosureIndicator:
        // SF Symbols' chevron.forward at a semibold weight: two strokes meeting at the right.
        let w = 2.0
        Self.stroke(
          &path,
          [
            Point(x: b.minX + w / 2, y: b.minY + w / 2), Point(x: b.maxX - w / 2, y: b.midY),
            Point(x: b.minX + w / 2, y: b.maxY - w / 2),
          ], width: w)
      case .checkmark:
        let w = 2.2
        Self.stroke(
          &path,
          [
            Point(x: b.minX + w / 2, y: b.midY + 0.5), Point(x: b.minX + b.width * 0.36, y: b.maxY - w / 2),
            Point(x: b.maxX - w / 2, y: b.minY + w / 2),
          ], width: w)
      case .detailButton:
        // A circle outline with a lower-case i.
        let ring = 1.5
        path = .ellipse(in: b)
        path.append(Path.ellipse(in: b.insetBy(dx: ring, dy: ring)).reversed())
        let stem = Rect(x: b.midX - 1, y: b.minY + b.height * 0.42, width: 2, height: b.height * 0.34)
        path.append(.roundedRect(stem, radii: CornerRadii(all: 1)))
        path.append(.ellipse(in: Rect(x: b.midX - 1.3, y: b.minY + b.height * 0.22, width: 2.6, height: 2.6)))
      }
      layer.contents.append(ShapeContent(path: path, paint: .solid(color)))
    }

    /// A polyline of `width` with round caps and joins, as filled shapes (the rasterizer fills only).
    static func stroke(_ path: inout Path, _ points: [Point], width: Double) {
      let r = width / 2
      for (a, b) in zip(points, points.dropFirst()) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { continue }
        let nx = -dy / length * r, ny = dx / length * r
        var corners = [
          Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny), Point(x: b.x - nx, y: b.y - ny),
          Point(x: a.x - nx, y: a.y - ny),
        ]
        // Every piece clockwise on screen, as the ellipses are, so the nonzero fill unites them
        // instead of cutting holes where they overlap.
        let area = zip(corners, corners.dropFirst() + [corners[0]]).reduce(0.0) {
          $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y
        }
        if area < 0 { corners.reverse() }
        var segment = Path()
        segment.move(to: corners[0])
        for corner in corners.dropFirst() { segment.line(to: corner) }
        segment.close()
        path.append(segment)
      }
      for p in points {
        path.append(.ellipse(in: Rect(x: p.x - r, y: p.y - r, width: width, height: width)))
      }
    }
  }
}
