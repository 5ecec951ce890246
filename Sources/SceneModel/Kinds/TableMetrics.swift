/// The numbers UITableView lays its rows out with. Each is a UIKit default or a measured
/// convention, cited as a row of docs/uikit-facts.md (section T).
public enum TableMetrics {
  /// Default row height and the minimum of a self-sizing row (facts T1).
  public static let rowHeight = 44.0
  /// A self-sizing cell's content margins above and below its labels (facts T2).
  public static let contentVerticalMargin = 11.0
  /// Space between a subtitle cell's text and secondary text (facts T3).
  public static let subtitleSpacing = 3.0
  /// Leading image: a square of this side, then this gap to the text (facts T4).
  public static let imageSide = 29.0
  public static let imageToText = 15.0
  /// Gap from the text to the accessory, and from a value cell's secondary text to it (facts T5).
  public static let textToAccessory = 16.0
  public static let valueToAccessory = 8.0
  /// A value cell's gap between its text and its secondary text (facts T5).
  public static let textToValue = 8.0
  /// Corner radius of an inset-grouped section (facts T6).
  public static let insetGroupedCornerRadius = 10.0
  /// Grouped styles: space above the first section, between sections, and around the header and
  /// footer titles (facts T7).
  public static let groupedTopSpacing = 35.0
  public static let groupedTitledTopSpacing = 22.0
  public static let groupedSectionSpacing = 17.5
  public static let groupedTitleToRows = 6.0
  /// The grouped spacing above a section (facts T7): the top spacing (less with a header title)
  /// above the first section, the section spacing above the others; none in plain tables.
  public static func spacingAbove(_ section: TableSection, isFirst: Bool, style: TableStyle) -> Double {
    guard style != .plain else { return 0 }
    guard isFirst else { return groupedSectionSpacing }
    return section.headerTitle == nil ? groupedTopSpacing : groupedTitledTopSpacing
  }
  /// Plain style: a header or footer title band (facts T8).
  public static let plainTitleBand = 28.0
  /// The fitting priority self-sizing cells are measured at: UITableView asks
  /// `systemLayoutSizeFitting` with `.fittingSizeLevel` vertically (facts T2, D1).
  public static let fittingPriority = 50.0
  /// Accessory glyph sizes: the disclosure chevron, the checkmark, the detail (info) button (facts T9).
  public static let chevronSize = (width: 8.0, height: 13.0)
  public static let checkmarkSize = (width: 14.0, height: 13.0)
  public static let detailButtonSide = 22.0
}
