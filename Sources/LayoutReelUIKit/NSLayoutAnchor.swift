import Foundation

/// NSLayoutAnchor and its three kinds. Every method takes `file` and `line` defaulted to the
/// caller's, so the constraint knows where it was made.
@preconcurrency @MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat, file: String, line: Int
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant, location: SourceLocation(file: file, line: line))
  }

  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line)
    -> NSLayoutConstraint
  { make(.equal, anchor, constant: 0, file: file, line: line) }

  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint { make(.equal, anchor, constant: c, file: file, line: line) }

  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0, file: file, line: line) }

  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c, file: file, line: line) }

  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: String = #fileID, line: Int = #line
  )
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, constant: 0, file: file, line: line) }

  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c, file: file, line: line) }
}

/// System spacing is 8 pt per unit of the multiplier (facts D9, measured; Apple documents only
/// that it is "determined from the anchors").
let systemSpacing: CGFloat = 8

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint { make(.equal, anchor, constant: multiplier * systemSpacing, file: file, line: line) }

  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing, file: file, line: line)
  }

  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing, file: file, line: line)
  }
}

public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (facts D9).
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint { make(.equal, anchor, constant: multiplier * systemSpacing, file: file, line: line) }

  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing, file: file, line: line)
  }

  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing, file: file, line: line)
  }
}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat, file: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
    make(.equal, nil, constant: c, file: file, line: line)
  }
  public func constraint(greaterThanOrEqualToConstant c: CGFloat, file: String = #fileID, line: Int = #line)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, nil, constant: c, file: file, line: line) }
  public func constraint(lessThanOrEqualToConstant c: CGFloat, file: String = #fileID, line: Int = #line)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, nil, constant: c, file: file, line: line) }

  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0, file: file, line: line) }
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: c, file: file, line: line) }
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line) }
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line) }
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: String = #fileID, line: Int = #line
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line) }
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat, file: String = #fileID,
    line: Int = #line
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line) }
}
