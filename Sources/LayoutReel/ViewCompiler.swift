import Codecs
import Geometry
import Pixels
import Raster
import Scene
import Text

/// Resolves one scene view: its colours, font, image and initial model state.
struct ViewCompiler {
  let colors: ColorResolver
  let fonts: FontLibrary

  func compile(_ node: ViewNode, parent: Int?) throws(SceneError) -> (CompiledView, ViewState) {
    let style = node.style
    var state = ViewState(
      frame: .zero, alpha: style.alpha, transform: Self.transform(style.transform),
      background: .zero, cornerRadii: style.cornerRadius.map(Self.radii) ?? .zero,
      hidden: style.hidden, text: nil)
    if let background = style.backgroundColor {
      state.background = Self.components(try colors.color(background))
    } else if case .separator(let separator) = node.content {
      state.background = Self.components(try colors.color(separator.color, default: "separator"))
    }
    let border = style.borderWidth > 0
      ? Border(width: style.borderWidth, color: try colors.color(style.borderColor, default: "black")) : nil
    var shadow: Raster.Shadow?
    if let s = style.shadow {
      shadow = Raster.Shadow(
        color: try colors.color(s.color, default: "black"), opacity: s.opacity, radius: s.radius,
        offset: Geometry.Size(width: s.offset.width, height: s.offset.height))
    }
    var gradient: LinearGradient?
    if let g = style.gradient {
      var stops: [Raster.Color] = []
      for color in g.colors { stops.append(try colors.color(color)) }
      gradient = LinearGradient(
        colors: stops, locations: g.locations, startPoint: Geometry.Point(x: g.start.x, y: g.start.y),
        endPoint: Geometry.Point(x: g.end.x, y: g.end.y))
    }
    let look = try self.look(node, state: &state)
    let view = CompiledView(
      id: node.id, parent: parent, look: look, clipsToBounds: style.clipsToBounds,
      cornerCurve: style.cornerCurve == .continuous ? .continuous : .circular, border: border,
      shadow: shadow, gradient: gradient)
    return (view, state)
  }

  private func look(_ node: ViewNode, state: inout ViewState) throws(SceneError) -> CompiledView.Look {
    let appearance = colors.appearance
    switch node.content {
    case .view:
      return .plain
    case .label(let label):
      state.text = label.text
      let style = LabelStyle(
        font: try font(label.font, at: node), alignment: Self.alignment(label.textAlignment),
        numberOfLines: label.numberOfLines, lineBreakMode: Self.lineBreak(label.lineBreakMode))
      return .label(LabelLook(text: label.text, style: style, color: try colors.color(label.textColor, default: "label")))
    case .button(let button):
      state.text = button.title
      let style: ButtonLook.Style = switch button.style {
      case .plain: .plain
      case .filled: .filled
      case .tinted: .tinted
      case .gray: .gray
      }
      let font = try self.font(.font(family: "system", size: 17, weight: .semibold), at: node)
      return .button(ButtonLook(
        title: button.title, style: style, font: font, appearance: appearance,
        showsActivityIndicator: button.showsActivityIndicator))
    case .textField(let field):
      state.text = field.text
      let font = try self.font(.textStyle(.body), at: node)
      return .textField(TextFieldLook(
        text: field.text, placeholder: field.placeholder, isSecure: field.isSecureTextEntry,
        roundedRect: field.borderStyle == .roundedRect, font: font, appearance: appearance))
    case .imageView(let content):
      guard let path = content.resolvedImagePath, let written = content.image else { return .image(nil) }
      let image: RGBAImage
      do {
        image = try PNGReader.decode(try FileBytes.read(path), name: path)
      } catch {
        throw written.error(.invalid("cannot load the image: \(error)"), length: written.value.count + 2)
      }
      let mode: Raster.ContentMode = switch content.contentMode {
      case .scaleAspectFit: .scaleAspectFit
      case .scaleAspectFill: .scaleAspectFill
      default: .scaleToFill
      }
      return .image(LayerImage(image, contentMode: mode))
    case .switch(let toggle):
      return .toggle(SwitchLook(isOn: toggle.isOn, appearance: appearance))
    case .separator(let separator):
      return .separator(vertical: separator.axis == .vertical)
    case .activityIndicator(let spinner):
      return .activityIndicator(ActivityIndicatorLook(
        color: try colors.color(spinner.color, default: "secondaryLabel"), large: spinner.style == .large))
    }
  }

  private func font(_ descriptor: SceneFontDescriptor, at node: ViewNode) throws(SceneError) -> Text.Font {
    do {
      switch descriptor {
      case .textStyle(let style):
        return try fonts.preferredFont(forTextStyle: Text.TextStyle(rawValue: style.rawValue) ?? .body)
      case let .font(family, size, weight):
        if family == "system" { return try fonts.systemFont(size: size, weight: Self.weight(weight)) }
        return try fonts.font(family: family, size: size, weight: Self.weight(weight))
      }
    } catch {
      throw SceneError(
        file: node.location.file, path: node.location.path, position: node.location.position, length: 1,
        sourceLine: nil, problem: .invalid(error.description))
    }
  }

  // MARK: Conversions from the scene's vocabulary

  static func transform(_ t: SceneTransform) -> SIMD8<Double> {
    SIMD8(t.translateX, t.translateY, t.scaleX, t.scaleY, t.rotation * Double.pi / 180, 0, 0, 0)
  }

  static func radii(_ r: SceneCornerRadii) -> SIMD4<Double> {
    SIMD4(r.topLeft, r.topRight, r.bottomLeft, r.bottomRight)
  }

  static func components(_ c: Raster.Color) -> SIMD4<Double> {
    SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a)) / 255
  }

  static func weight(_ w: SceneFontWeight) -> Text.FontWeight {
    Text.FontWeight(rawValue: w.rawValue) ?? .regular
  }

  static func alignment(_ a: SceneTextAlignment) -> Text.TextAlignment {
    Text.TextAlignment(rawValue: a.rawValue) ?? .natural
  }

  static func lineBreak(_ mode: SceneLineBreakMode) -> Text.LineBreakMode {
    switch mode {
    case .byWordWrapping: .wordWrapping
    case .byCharWrapping: .charWrapping
    case .byClipping: .clipping
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: .truncatingTail
    }
  }
}
