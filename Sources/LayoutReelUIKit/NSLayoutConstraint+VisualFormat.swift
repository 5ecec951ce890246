import Foundation
import Layout
import SceneJSON

extension NSLayoutConstraint {
  /// `constraints(withVisualFormat:options:metrics:views:)`, parsed and expanded by the JSON front
  /// end's VFL parser (one implementation of the language for both front ends). A format that does
  /// not parse, or names a view or metric it was not given, makes no constraints and is reported
  /// in the recording's log with the file and line, as UIKit raises an exception for it.
  public class func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any],
    file: String = #fileID, line: Int = #line
  ) -> [NSLayoutConstraint] {
    let location = SourceLocation(file: file, line: line)
    func fail(_ message: String) -> [NSLayoutConstraint] {
      Stage.shared.report("\(location): \(message) in \"\(format)\"")
      return []
    }
    var viewsByName: [String: UIView] = [:]
    for (name, value) in views {
      if let view = value as? UIView { viewsByName[name] = view }
    }
    var metricValues: [String: Double] = [:]
    for (name, value) in metrics ?? [:] {
      switch value {
      case let v as CGFloat: metricValues[name] = Double(v)
      case let v as Double: metricValues[name] = v
      case let v as Int: metricValues[name] = Double(v)
      case let v as Float: metricValues[name] = Double(v)
      case let v as NSNumber: metricValues[name] = v.doubleValue
      default: return fail("the metric \(name) is not a number")
      }
    }
    let parsed: VFLFormat
    let expressions: [ConstraintExpression]
    do {
      parsed = try VFLParser.parse(format)
      expressions = try VFLExpander.expand(parsed, options: options.model, viewNames: Set(viewsByName.keys))
    } catch {
      return fail(error.message)
    }
    let superview = parsed.views.first.flatMap { viewsByName[$0.name]?.superview }
    var result: [NSLayoutConstraint] = []
    for expression in expressions {
      let toMargin = expression.constant.contains { $0.unit == .superviewSpacing }
      func item(_ anchor: AnchorExpression) -> AnyObject? {
        switch anchor.item.name {
        case .superview:
          guard let superview else { return nil }
          // `|-` to a view controller's root view goes to its margins (facts D11).
          return toMargin && superview.superview == nil ? superview.layoutMarginsGuide : superview
        case .named(let name): return viewsByName[name]
        }
      }
      guard let first = item(expression.first) else { return fail("'|' needs the views to have a superview") }
      let second = expression.second.map(item)
      if let second, second == nil { return fail("'|' needs the views to have a superview") }
      var constant = 0.0
      for term in expression.constant {
        switch term.unit {
        case .one: constant += term.coefficient
        case .systemSpacing: constant += term.coefficient * Double(systemSpacing)
        case .superviewSpacing:
          // A plain superview's margin is its layoutMargins edge (8 pt by default, facts D11).
          if let superview, superview.superview != nil {
            let m = superview.layoutMargins
            let edge: CGFloat =
              switch expression.first.attribute {
              case .top, .bottom: expression.first.attribute == .top ? m.top : m.bottom
              case .leading, .left: m.left
              default: m.right
              }
            constant += term.coefficient * Double(edge)
          }
        case .metric(let name):
          guard let value = metricValues[name] else { return fail("no metric named \(name)") }
          constant += term.coefficient * value
        }
      }
      var priority = 1000.0
      if let p = expression.priority {
        switch p.base {
        case .number(let n): priority = n
        case .name(let name):
          if let value = metricValues[name] {
            priority = value
          } else if let named = NamedPriority(rawValue: name) {
            priority = named.value
          } else {
            return fail("no metric or priority named \(name)")
          }
        }
        priority += p.offset
      }
      let c = NSLayoutConstraint(
        first, Attribute(expression.first.attribute), Relation(expression.relation), second ?? nil,
        expression.second.map { Attribute($0.attribute) } ?? .notAnAttribute, multiplier: expression.multiplier,
        constant: constant, location: location)
      c.priority = UILayoutPriority(Float(min(1000, max(1, priority))))
      c.format = format
      result.append(c)
    }
    return result
  }
}

extension NSLayoutConstraint.Attribute {
  init(_ attribute: LayoutAttribute) {
    self =
      switch attribute {
      case .leading: .leading
      case .trailing: .trailing
      case .left: .left
      case .right: .right
      case .top: .top
      case .bottom: .bottom
      case .width: .width
      case .height: .height
      case .centerX: .centerX
      case .centerY: .centerY
      case .firstBaseline: .firstBaseline
      case .lastBaseline: .lastBaseline
      }
  }
}

extension NSLayoutConstraint.Relation {
  init(_ relation: Layout.Relation) {
    self =
      switch relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
  }
}

extension NSLayoutConstraint.FormatOptions {
  var model: VFLOptions {
    var options: [VFLOption] = []
    let table: [(Self, VFLOption)] = [
      (.alignAllLeft, .alignAllLeft), (.alignAllRight, .alignAllRight), (.alignAllTop, .alignAllTop),
      (.alignAllBottom, .alignAllBottom), (.alignAllLeading, .alignAllLeading),
      (.alignAllTrailing, .alignAllTrailing), (.alignAllCenterX, .alignAllCenterX),
      (.alignAllCenterY, .alignAllCenterY), (.alignAllFirstBaseline, .alignAllFirstBaseline),
      (.alignAllLastBaseline, .alignAllLastBaseline),
    ]
    for (flag, option) in table where contains(flag) { options.append(option) }
    if contains(.directionLeftToRight) { options.append(.directionLeftToRight) }
    if contains(.directionRightToLeft) { options.append(.directionRightToLeft) }
    return VFLOptions(options)
  }
}
