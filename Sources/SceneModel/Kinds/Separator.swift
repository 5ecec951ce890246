import Geometry
import Layout
import Raster

/// A hairline separator: a view one device pixel thick across its axis, as UITableView draws
/// its separators.
public struct Separator: ViewContent {
  public static let kind = "separator"
  public static let keys = ["axis", "color"]

  /// The direction of the line.
  public var axis: LayoutAxis
  public var color: DynamicColor

  public init(axis: LayoutAxis = .horizontal, color: DynamicColor = .separator) {
    self.axis = axis
    self.color = color
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      axis: properties.choice("axis", LayoutAxis.self, "axis") ?? .horizontal,
      color: properties.color("color") ?? .separator)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    Look(vertical: axis == .vertical, color: color.resolved(in: context.appearance))
  }

  struct Look: ViewLook {
    let vertical: Bool
    let color: Raster.Color

    var defaultBackground: Raster.Color? { color }

    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      vertical ? IntrinsicSize(width: 1 / scale, height: nil) : IntrinsicSize(width: nil, height: 1 / scale)
    }
  }
}
