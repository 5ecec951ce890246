import Geometry

extension Canvas {
  /// The root view's layout margins when the scene gives none.
  ///
  /// The sides are the system minimum of a view controller's root view: "16 or 20 points"
  /// depending on the size class (Apple doc UIView.layoutMargins; facts D14): 16 pt on phones up
  /// to 375–393 pt wide, 20 pt from 414 pt (the Plus and Max phones, measured) and on regular
  /// widths. Top and bottom stay 16 pt, this project's convention since the first sessions (UIKit
  /// gives a root view 0 pt there plus the safe area; a scene that needs it says so, as
  /// left-width-spring does).
  public static func defaultMargins(width: Double) -> EdgeInsets {
    let side: Double = width >= 414 ? 20 : 16
    return EdgeInsets(top: 16, left: side, bottom: 16, right: side)
  }
}

extension Canvas {
  /// The diagonal in pixels at the canvas scale: the longest motion that stays on the canvas.
  public var diagonalPixels: Double {
    (size.width * size.width + size.height * size.height).squareRoot() * scale
  }
}
