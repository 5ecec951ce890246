import SceneModel

extension DecodingContext {
  /// The control properties of a view change (`isOn`, `progress`, ...), each refused on a view
  /// whose kind does not have it; nil when the change sets none.
  func controlChange(_ f: Fields, id: String, kind: any ViewContent.Type) -> ControlChange? {
    var control = ControlChange()
    control.isOn = bool(f["isOn"])
    control.progress = number(f["progress"], in: 0...1, "progress")
    if let value = f["selectedSegmentIndex"] {
      control.selectedSegmentIndex = integer(value, "selectedSegmentIndex", minimum: -1)
    }
    control.isEnabled = bool(f["isEnabled"])
    control.isHighlighted = bool(f["isHighlighted"])
    for key in ControlChange.keys where !kind.controlKeys.contains(key) {
      guard let value = f[key] else { continue }
      let kinds = ViewKinds.all.filter { $0.controlKeys.contains(key) }.map { Self.spokenName(of: $0.kind) }
      let list = kinds.dropLast().joined(separator: ", ") + (kinds.count > 1 ? " or " : "") + (kinds.last ?? "")
      report(.invalid("\(key) can only change on a \(list), and \(quoted(id)) is a \(kind.kind)"), at: value)
    }
    return control.setKeys.isEmpty ? nil : control
  }

  /// `{"format": "{value}%", "from": 0, "to": 100}`: a number counted in a text along the step.
  func countingText(_ value: JSONValue) -> CountingText? {
    guard let f = fields(value, SceneKeys.countingText) else { return nil }
    let to = number(require(f, "to"))
    let from = number(f["from"])
    guard let format = numberFormat(require(f, "format")), let to else { return nil }
    return CountingText(format: format, from: from, to: to)
  }

  /// A number format string, its errors placed inside the string.
  func numberFormat(_ value: JSONValue?) -> NumberFormat? {
    guard let value, let text = string(value) else { return nil }
    do { return try NumberFormat(parsing: text) } catch {
      report(.syntax(error.message, within: text), in: value, range: error.offset..<(error.offset + 1))
      return nil
    }
  }
}
