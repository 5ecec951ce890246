extension DecodingContext {
  /// The kind-specific properties (the keys were already checked against the kind's table).
  func decodeContent(_ kind: ViewKind, _ f: Fields) -> ViewContent {
    switch kind {
    case .view:
      return .view
    case .label:
      return .label(
        LabelContent(
          text: string(f["text"]) ?? "", font: font(f),
          textColor: located(f["textColor"]),
          textAlignment: choice(f["textAlignment"], TextAlignment.self, "text alignment") ?? .natural,
          numberOfLines: integer(f["numberOfLines"], "numberOfLines") ?? 1,
          lineBreakMode: choice(f["lineBreakMode"], LineBreakMode.self, "line break mode") ?? .byTruncatingTail))
    case .button:
      return .button(
        ButtonContent(
          title: string(f["title"]) ?? "", style: choice(f["style"], ButtonStyle.self, "button style") ?? .plain,
          showsActivityIndicator: bool(f["showsActivityIndicator"]) ?? false))
    case .textField:
      return .textField(
        TextFieldContent(
          text: string(f["text"]) ?? "", placeholder: string(f["placeholder"]) ?? "",
          borderStyle: choice(f["borderStyle"], TextFieldBorderStyle.self, "border style") ?? .none,
          isSecureTextEntry: bool(f["isSecureTextEntry"]) ?? false))
    case .imageView:
      let image = located(f["image"])
      return .imageView(
        ImageViewContent(
          image: image, resolvedImagePath: image.map { resolveImagePath($0.value) },
          contentMode: choice(f["contentMode"], ContentMode.self, "content mode") ?? .scaleToFill))
    case .switch:
      return .switch(SwitchContent(isOn: bool(f["isOn"]) ?? false))
    case .separator:
      let axis: LayoutAttribute.Axis
      switch f["axis"].flatMap({ string($0) }) {
      case nil, "horizontal": axis = .horizontal
      case "vertical": axis = .vertical
      case let other?:
        if let v = f["axis"] {
          report(.unknownName(category: "axis", name: other, within: nil), at: v,
            suggestion: Suggestion.closest(to: other, in: ["horizontal", "vertical"]))
        }
        axis = .horizontal
      }
      return .separator(SeparatorContent(axis: axis, color: located(f["color"])))
    case .activityIndicator:
      return .activityIndicator(
        ActivityIndicatorContent(
          style: choice(f["style"], ActivityIndicatorStyle.self, "activity indicator style") ?? .medium,
          color: located(f["color"]), isAnimating: bool(f["isAnimating"]) ?? true))
    }
  }

  /// `textStyle` or `font` (not both); UILabel's default is the 17 pt system font.
  func font(_ f: Fields) -> FontDescriptor {
    let fallback = FontDescriptor.font(family: "system", size: 17, weight: .regular)
    if let styleValue = f["textStyle"] {
      if let fontValue = f["font"] { report(.conflictingKeys("textStyle", "font"), at: fontValue) }
      return choice(styleValue, TextStyle.self, "text style").map { .textStyle($0) } ?? fallback
    }
    guard let fontValue = f["font"], let g = fields(fontValue, SceneKeys.font) else { return fallback }
    let family = string(g["family"]) ?? "system"
    let size = nonNegative(require(g, "size"), "font size", strictly: true) ?? 17
    let weight = choice(g["weight"], FontWeight.self, "font weight") ?? .regular
    return .font(family: family, size: size, weight: weight)
  }

  func resolveImagePath(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    let directory = Self.directory(of: source.name)
    return directory.isEmpty ? path : directory + "/" + path
  }
}
