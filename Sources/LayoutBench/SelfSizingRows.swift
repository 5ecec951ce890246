import Foundation
import Geometry
import Layout

/// The constraints of a self-sizing table (issue 15): N rows chained top to bottom, each cell
/// centring two stacked labels (text over secondary text) between its 11 pt margins with a 44 pt
/// minimum, optionally with a leading image, a trailing switch and a multi-line expanded text.
/// Timed here (`--self-sizing-rows`); Tests/LayoutTests/SelfSizingRowsTests.swift checks its frames.
enum SelfSizingRows {
  static func engine(rows: Int, extras: Bool) throws -> LayoutEngine {
    var contents: [String: FixedSizeMeasurer.Content] = [:]
    for r in 0..<rows {
      contents["r\(r).text"] = .fixed(IntrinsicSize(width: 150, height: 22))
      contents["r\(r).secondary"] = .fixed(IntrinsicSize(width: 180, height: 18))
      if extras {
        contents["r\(r).switch"] = .fixed(IntrinsicSize(width: 51, height: 31))
        contents["r\(r).expanded"] = .wrapping(naturalWidth: 600, lineHeight: 18, ascent: 14)
      }
    }
    var engine = try LayoutEngine(rootSize: Size(width: 375, height: 800), measurer: FixedSizeMeasurer(contents))
    func add(_ c: LayoutConstraint, _ id: String) throws { try engine.add(c, id: id) }
    let high = LayoutPriority(999) ?? .required
    let fitting = LayoutPriority(50) ?? .required
    for r in 0..<rows {
      let slot = LayoutItem.view("r\(r).slot")
      let cell = LayoutItem.view("r\(r)")
      let labels = LayoutItem.view("r\(r).labels")
      let text = LayoutItem.view("r\(r).text")
      let secondary = LayoutItem.view("r\(r).secondary")
      let above: (LayoutItem, LayoutAttribute) = r == 0 ? (.root, .top) : (.view("r\(r - 1).slot"), .bottom)
      try add(LayoutConstraint(slot, .top, .equal, above.0, above.1), "r\(r).slot.top")
      try add(LayoutConstraint(slot, .leading, .equal, .root, .leading), "r\(r).slot.leading")
      try add(LayoutConstraint(slot, .width, .equal, .root, .width), "r\(r).slot.width")
      try add(LayoutConstraint(slot, .height, .equal, cell, .height), "r\(r).present")
      try add(LayoutConstraint(cell, .top, .equal, slot, .top), "r\(r).top")
      try add(LayoutConstraint(cell, .leading, .equal, slot, .leading), "r\(r).leading")
      try add(LayoutConstraint(cell, .width, .equal, slot, .width), "r\(r).width")
      var textLeading: (LayoutItem, LayoutAttribute, Double) = (cell, .leading, 16)
      var textTrailing: (LayoutItem, LayoutAttribute, Double) = (cell, .trailing, -16)
      if extras {
        let image = LayoutItem.view("r\(r).image")
        try add(LayoutConstraint(image, .leading, .equal, cell, .leading, constant: 16), "r\(r).image.leading")
        try add(LayoutConstraint(image, .width, .equal, constant: 29), "r\(r).image.width")
        try add(LayoutConstraint(image, .height, .equal, constant: 29), "r\(r).image.height")
        try add(LayoutConstraint(image, .centerY, .equal, cell, .centerY), "r\(r).image.centerY")
        textLeading = (image, .trailing, 16)
        let toggle = LayoutItem.view("r\(r).switch")
        try add(LayoutConstraint(toggle, .trailing, .equal, cell, .trailing, constant: -16), "r\(r).switch.trailing")
        try add(LayoutConstraint(toggle, .centerY, .equal, cell, .centerY), "r\(r).switch.centerY")
        textTrailing = (toggle, .leading, -16)
      }
      try add(LayoutConstraint(text, .top, .equal, labels, .top), "r\(r).text.top")
      try add(LayoutConstraint(text, .leading, .equal, labels, .leading), "r\(r).text.leading")
      try add(LayoutConstraint(text, .trailing, .equal, labels, .trailing), "r\(r).text.trailing")
      try add(LayoutConstraint(secondary, .top, .equal, text, .bottom, constant: 3), "r\(r).secondary.top")
      try add(LayoutConstraint(secondary, .leading, .equal, labels, .leading), "r\(r).secondary.leading")
      try add(LayoutConstraint(secondary, .trailing, .equal, labels, .trailing), "r\(r).secondary.trailing")
      var last = secondary
      if extras {
        // The expanded text stacks below the secondary text, inside the centred labels.
        let expanded = LayoutItem.view("r\(r).expanded")
        try add(LayoutConstraint(expanded, .top, .equal, secondary, .bottom, constant: 8), "r\(r).expanded.top")
        try add(LayoutConstraint(expanded, .leading, .equal, labels, .leading), "r\(r).expanded.leading")
        try add(LayoutConstraint(expanded, .trailing, .equal, labels, .trailing), "r\(r).expanded.trailing")
        last = expanded
      }
      try add(LayoutConstraint(last, .bottom, .equal, labels, .bottom), "r\(r).labels.bottom")
      try add(
        LayoutConstraint(labels, .leading, .equal, textLeading.0, textLeading.1, constant: textLeading.2),
        "r\(r).labels.leading")
      try add(
        LayoutConstraint(labels, .trailing, .equal, textTrailing.0, textTrailing.1, constant: textTrailing.2),
        "r\(r).labels.trailing")
      try add(LayoutConstraint(labels, .centerY, .equal, cell, .centerY), "r\(r).labels.centerY")
      try add(LayoutConstraint(cell, .height, .greaterThanOrEqual, constant: 44, priority: high), "r\(r).minimum")
      try add(
        LayoutConstraint(labels, .top, .greaterThanOrEqual, cell, .top, constant: 11, priority: high),
        "r\(r).labels.topMargin")
      try add(
        LayoutConstraint(cell, .bottom, .greaterThanOrEqual, labels, .bottom, constant: 11, priority: high),
        "r\(r).labels.bottomMargin")
      try add(LayoutConstraint(cell, .height, .equal, constant: 0, priority: fitting), "r\(r).fitting")
    }
    return engine
  }
}

extension SelfSizingRows {
  /// Prints the full solve time and the solver's work for each row count.
  static func run(_ counts: [Int]) throws {
    print("self-sizing rows (centred subtitle labels; extras = image, switch, expanded text)")
    for extras in [false, true] {
      for rows in counts {
        let clock = ContinuousClock()
        var engine = try SelfSizingRows.engine(rows: rows, extras: extras)
        var solution: LayoutSolution?
        let time = try clock.measure { solution = try engine.solve() }
        let s = engine.solverSnapshot.statistics
        let size = engine.solverSnapshot.tableauSize
        print(
          "  rows \(rows) extras \(extras): \(format(milliseconds(time))) ms, passes \(solution?.passes ?? 0), pivots \(s.pivots), rows expanded \(s.rowsExpanded), row updates \(s.rowUpdates), terms touched \(s.termsTouched), tableau \(size.rows) rows \(size.terms) terms"
        )
      }
    }
  }
}
