import Foundation
import SceneModel

/// UITableViewCell: what a row shows, read into the model's `TableRow` (its parts are drawn as
/// UIListContentConfiguration lays them out, facts T3-T5): `textLabel`, `detailTextLabel` (a
/// subtitle or value cell), `accessoryType`, or a `defaultContentConfiguration()` set as the
/// `contentConfiguration`.
open class UITableViewCell: UIView {
  public let cellStyle: CellStyle
  public let reuseIdentifier: String?
  public var accessoryType: AccessoryType = .none
  public var selectionStyle: SelectionStyle = .default
  public var contentConfiguration: (any UIContentConfiguration)?
  public let contentView = UIView()

  public required init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
  public convenience init() { self.init(style: .default, reuseIdentifier: nil) }
  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  /// The cell's text; nil for none until first read (UIKit makes it lazily).
  public private(set) lazy var textLabel: UILabel? = UILabel()
  /// The secondary text: only subtitle and value cells have one (Apple doc detailTextLabel:
  /// "UITableViewCell creates the secondary label when the cell uses a style that supports it").
  public private(set) lazy var detailTextLabel: UILabel? = cellStyle == .default ? nil : UILabel()

  public func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration(style: cellStyle)
  }

  /// UITableViewCell.CellStyle.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }
  /// UITableViewCell.AccessoryType.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine, singleLineEtched
  }

  /// The model's row for this cell.
  func modelRow(height: Double?) -> TableRow {
    var text = textLabel?.text ?? ""
    var secondary = detailTextLabel?.text
    var style = cellStyle
    if let list = contentConfiguration as? UIListContentConfiguration {
      text = list.text ?? ""
      secondary = list.secondaryText
      style = list.style
    }
    let accessory: TableAccessory =
      switch accessoryType {
      case .none: .none
      case .disclosureIndicator: .disclosureIndicator
      case .checkmark: .checkmark
      case .detailButton, .detailDisclosureButton: .detailButton
      }
    let cellStyle: TableCellStyle? =
      switch style {
      case .default: .default
      case .subtitle: .subtitle
      case .value1, .value2: .value1
      }
    return TableRow(
      text: text, secondaryText: secondary, cellStyle: secondary == nil ? nil : cellStyle, accessory: accessory,
      height: height)
  }
}

/// UIContentConfiguration.
public protocol UIContentConfiguration {}

/// UIListContentConfiguration: a cell's text and secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
  public var text: String?
  public var secondaryText: String?
  let style: UITableViewCell.CellStyle

  init(style: UITableViewCell.CellStyle) { self.style = style }

  public static func cell() -> UIListContentConfiguration { .init(style: .default) }
  public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitle) }
  public static func valueCell() -> UIListContentConfiguration { .init(style: .value1) }
}
