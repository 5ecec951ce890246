import SceneModel

extension DecodingContext {
  /// A stack view's `arrangedSubviews` (its subviews, in order) and the `customSpacing` each
  /// gives, which the stack keeps as `setCustomSpacing(_:after:)` does; also checks the stack's
  /// own rules.
  func decodeArrangedSubviews(_ f: Fields, into stack: inout StackView, id: String?) -> [View] {
    if stack.alignment.isBaseline && stack.axis == .vertical, let value = f["alignment"] {
      if let id { record(.viewProperty(id, key: "alignment"), at: value) }
      report(
        .invalid(
          "alignment \(quoted(stack.alignment.rawValue)) is only valid for horizontal stack views "
            + "(UIStackView.Alignment); a vertical stack aligns fill, leading, center or trailing"),
        at: value)
    }
    guard let items = array(f["arrangedSubviews"], of: "views") else { return [] }
    var views: [View] = []
    for item in items {
      if Self.isTemplate(item) {
        // A template arranges each of its repetitions, in order.
        views += decodeTemplate(item, parent: id) { self.decodeArrangedView($0, into: &stack, id: id) }
      } else if let view = decodeArrangedView(item, into: &stack, id: id) {
        views.append(view)
      }
    }
    return views
  }

  private func decodeArrangedView(_ item: JSONValue, into stack: inout StackView, id: String?) -> View? {
    guard let view = decodeView(item, parent: id, arranged: true) else { return nil }
    // addArrangedSubview turns translatesAutoresizingMaskIntoConstraints off: the stack places it.
    if let frame = item.object?["frame"] {
      report(.invalid("an arranged subview is placed by its stack view and cannot have a frame"), at: frame)
    }
    if let value = item.object?["customSpacing"], let spacing = number(value) {
      stack.customSpacings[view.id] = spacing
    }
    return view
  }
}
