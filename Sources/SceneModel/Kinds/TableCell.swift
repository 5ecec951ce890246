import Geometry
import Layout

/// One row's cell: the view `R` with its parts, and the constraints that place them, as
/// UIListContentConfiguration lays out a cell's image, text and secondary text and UITableViewCell
/// places its accessory and separator.
struct TableCell {
  let view: View
  let constraints: [ConstraintDefinition]

  /// `slot` is the row's slot view (the cell is pinned to its top); `hidesSeparator` for the last
  /// row of a grouped section.
  init(table: TableView, id: String, row: TableRow, slot: String, hidesSeparator: Bool) {
    var parts: [View] = []
    var made: [ConstraintDefinition] = []
    func add(
      _ name: String, _ item: String, _ attribute: LayoutAttribute, _ relation: Relation, _ other: String?,
      _ otherAttribute: LayoutAttribute?, _ constant: Double, priority: LayoutPriority = .required,
      active: Bool = true
    ) {
      made.append(
        ConstraintDefinition(
          id: "\(id).\(name)",
          LayoutConstraint(
            .view(item), attribute, relation, other.map { .view($0) }, otherAttribute, constant: constant,
            priority: priority),
          isActive: active))
    }
    let margin = table.layoutMargin
    let fixedHeight: Double? =
      row.height
      ?? {
        if case .fixed(let h) = table.rowHeight { return h }
        return nil
      }()
    // The band the content is centred in: the whole cell for a self-sizing row, the row's own
    // height for a fixed one (so content stays put when the timeline changes the height).
    let band = fixedHeight ?? (row.expandedText == nil ? nil : TableMetrics.rowHeight)
    func centre(_ part: String) {
      if let band {
        add("\(part).centerY", part, .centerY, .equal, id, .top, band / 2)
      } else {
        add("\(part).centerY", part, .centerY, .equal, id, .centerY, 0)
      }
    }

    add("top", id, .top, .equal, slot, .top, 0)
    add("leading", id, .leading, .equal, slot, .leading, 0)
    add("width", id, .width, .equal, slot, .width, 0)

    // Leading image (facts T4).
    var textLeading: (String, LayoutAttribute, Double) = (id, .leading, margin)
    if let image = row.image {
      let part = "\(id).image"
      parts.append(View(id: part, content: ImageView(image: image, contentMode: .scaleAspectFit)))
      add("image.leading", part, .leading, .equal, id, .leading, margin)
      add("image.width", part, .width, .equal, nil, nil, TableMetrics.imageSide)
      add("image.height", part, .height, .equal, nil, nil, TableMetrics.imageSide)
      centre(part)
      textLeading = (part, .trailing, TableMetrics.imageToText)
    }

    // Accessory at the trailing margin (facts T5, T9).
    var trailing: (String, LayoutAttribute, Double) = (id, .trailing, -margin)
    var valueTrailing = trailing
    let accessoryID = "\(id).accessory"
    let accessory: (any ViewContent)? =
      switch row.accessory {
      case .none: nil
      case .toggle(let isOn): Switch(isOn: isOn)
      case .disclosureIndicator: TableAccessoryGlyph(.disclosureIndicator)
      case .checkmark: TableAccessoryGlyph(.checkmark)
      case .detailButton: TableAccessoryGlyph(.detailButton)
      }
    if let accessory {
      parts.append(View(id: accessoryID, content: accessory))
      add("accessory.trailing", accessoryID, .trailing, .equal, id, .trailing, -margin)
      centre(accessoryID)
      trailing = (accessoryID, .leading, -TableMetrics.textToAccessory)
      valueTrailing = (accessoryID, .leading, -TableMetrics.valueToAccessory)
    }

    // The text, and the secondary text below it (subtitle) or at the trailing edge (value1).
    let labels = "\(id).labels"
    let textID = "\(id).text"
    let secondaryID = "\(id).secondaryText"
    let lines = fixedHeight == nil ? 0 : 1
    let text = View(
      id: textID,
      content: Label(
        text: row.text, font: .textStyle(.body), numberOfLines: lines,
        lineBreakMode: lines == 0 ? .byWordWrapping : .byTruncatingTail))
    var stacked = [text]
    add("text.top", textID, .top, .equal, labels, .top, 0)
    add("text.leading", textID, .leading, .equal, labels, .leading, 0)
    add("text.trailing", textID, .trailing, .equal, labels, .trailing, 0)
    var last = textID
    if let secondary = row.secondaryText {
      if row.cellStyle == .value1 {
        // The value keeps its width and the text takes what is left: the value hugs harder, at
        // Interface Builder's label hugging of 251 (facts D7).
        parts.append(
          View(
            id: secondaryID, content: Label(text: secondary, font: .textStyle(.body), textColor: .secondaryLabel),
            contentHugging: AxisPriorities(horizontal: 251, vertical: 250)))
        add("secondaryText.trailing", secondaryID, .trailing, .equal, valueTrailing.0, valueTrailing.1, valueTrailing.2)
        centre(secondaryID)
        trailing = (secondaryID, .leading, -TableMetrics.textToValue)
      } else {
        stacked.append(
          View(
            id: secondaryID,
            content: Label(
              text: secondary, font: .textStyle(.subheadline), textColor: .secondaryLabel, numberOfLines: lines,
              lineBreakMode: lines == 0 ? .byWordWrapping : .byTruncatingTail)))
        add("secondaryText.top", secondaryID, .top, .equal, textID, .bottom, TableMetrics.subtitleSpacing)
        add("secondaryText.leading", secondaryID, .leading, .equal, labels, .leading, 0)
        add("secondaryText.trailing", secondaryID, .trailing, .equal, labels, .trailing, 0)
        last = secondaryID
      }
    }
    add("labels.bottom", last, .bottom, .equal, labels, .bottom, 0)
    parts.append(View(id: labels, subviews: stacked))
    add("labels.leading", labels, .leading, .equal, textLeading.0, textLeading.1, textLeading.2)
    add("labels.trailing", labels, .trailing, .equal, trailing.0, trailing.1, trailing.2)
    // The labels are centred like the cell's other content; a self-sizing row is as tall as its
    // content plus the 11 pt margins (facts T2), so they end up 11 pt below its top.
    centre(labels)

    // Height: fixed, or from the content with UIKit's margins and a 44 pt minimum (facts T1, T2).
    let high = LayoutPriority(999) ?? .required
    if let fixedHeight {
      add("height", id, .height, .equal, nil, nil, fixedHeight)
    } else {
      add("height", id, .height, .equal, nil, nil, TableMetrics.rowHeight, active: false)
      add("minimumHeight", id, .height, .greaterThanOrEqual, nil, nil, TableMetrics.rowHeight, priority: high)
      add(
        "labels.topMargin", labels, .top, .greaterThanOrEqual, id, .top, TableMetrics.contentVerticalMargin,
        priority: high)
      add(
        "labels.bottomMargin", id, .bottom, .greaterThanOrEqual, labels, .bottom,
        TableMetrics.contentVerticalMargin, priority: high)
      add(
        "fitting", id, .height, .equal, nil, nil, 0, priority: LayoutPriority(TableMetrics.fittingPriority) ?? .required
      )
    }

    // Text revealed below the content when the row grows (the expanding-row idiom).
    if let expanded = row.expandedText {
      let part = "\(id).expandedText"
      parts.append(
        View(
          id: part,
          content: Label(
            text: expanded, font: .textStyle(.subheadline), textColor: .secondaryLabel, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)))
      add("expandedText.top", part, .top, .equal, id, .top, band ?? TableMetrics.rowHeight)
      add("expandedText.leading", part, .leading, .equal, labels, .leading, 0)
      add("expandedText.trailing", part, .trailing, .equal, id, .trailing, -margin)
    }

    // What "height": "automatic" switches to: the cell ends 11 pt below its last text (facts T2).
    add(
      "fit", id, .bottom, .equal, row.expandedText == nil ? labels : "\(id).expandedText", .bottom,
      TableMetrics.contentVerticalMargin, active: false)

    // The separator at the bottom, from the text's leading edge to the cell's trailing edge (facts T13).
    let separator = "\(id).separator"
    parts.append(View(id: separator, content: Separator(), style: ViewStyle(hidden: hidesSeparator)))
    add("separator.leading", separator, .leading, .equal, labels, .leading, 0)
    add("separator.trailing", separator, .trailing, .equal, id, .trailing, 0)
    add("separator.bottom", separator, .bottom, .equal, id, .bottom, 0)

    var style = ViewStyle(
      backgroundColor: row.isSelected ? TableColors.selectedBackground : TableColors.cellBackground(table.style),
      hidden: !row.isPresent, clipsToBounds: row.expandedText != nil)
    if !row.isPresent { style.alpha = 0 }
    view = View(id: id, style: style, subviews: parts)
    constraints = made
  }
}
