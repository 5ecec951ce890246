import SceneModel

extension DecodingContext {
  /// `{"keyboard": "show" | "hide", "type": "default" | "numberPad" | "emailAddress"}`.
  func keyboardChange(_ value: JSONValue) -> KeyboardChange? {
    guard let f = fields(value, SceneKeys.keyboardChange), let actionValue = f["keyboard"] else { return nil }
    guard let name = string(actionValue) else { return nil }
    guard let action = KeyboardChange.Action(rawValue: name) else {
      report(
        .unknownName(category: "keyboard action", name: name, within: nil), at: actionValue,
        suggestion: Suggestion.closest(to: name, in: KeyboardChange.Action.allCases.map(\.rawValue)))
      return nil
    }
    var type = KeyboardType.default
    if let typeValue = f["type"], let typeName = string(typeValue) {
      guard let known = KeyboardType(rawValue: typeName) else {
        report(
          .unknownName(category: "keyboard type", name: typeName, within: nil), at: typeValue,
          suggestion: Suggestion.closest(to: typeName, in: KeyboardType.allCases.map(\.rawValue)))
        return nil
      }
      if action == .hide {
        report(.invalid("\"type\" chooses the keyboard a show brings in; a hide takes none"), at: typeValue)
        return nil
      }
      type = known
    }
    return KeyboardChange(action, type: type)
  }

  /// Whether a step's changes, as written, show or hide the keyboard: such a step moves with the
  /// keyboard's curve unless it names another (which the pipeline refuses).
  func changesMoveKeyboard(_ value: JSONValue?) -> Bool {
    value?.array?.contains { $0.object?["keyboard"] != nil } ?? false
  }
}

extension DecodingContext {
  /// A view change's `effect`: a blur style or `none`, on visual effect views only.
  func effectChange(_ value: JSONValue?, id: String, kind: any ViewContent.Type) -> BlurStyle? {
    guard let value else { return nil }
    guard kind is VisualEffectView.Type else {
      report(.invalid("effect can only change on a visual effect view, and \(quoted(id)) is a \(kind.kind)"), at: value)
      return nil
    }
    return choice(value, BlurStyle.self, "blur style")
  }
}
