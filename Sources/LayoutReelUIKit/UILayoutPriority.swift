/// UILayoutPriority: 1...1000, with UIKit's named values
/// (https://developer.apple.com/documentation/uikit/uilayoutpriority).
public struct UILayoutPriority: RawRepresentable, Sendable, Hashable, Comparable {
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
  public static func + (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + v) }
  public static func - (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - v) }
}
