import Foundation
import SceneModel
import Text

/// UIImage: an image file (PNG or JPEG) the pipeline loads when it draws, or an SF Symbol
/// (`UIImage(systemName:)`) drawn with its Material Icons stand-in (facts SY1).
public final class UIImage: Sendable {
  /// The file's path, or the name as `UIImage(named:)` was given it (the pipeline picks the
  /// screen's `@2x`/`@3x` variant, facts IM2); nil for a symbol.
  public let path: String?
  /// The SF Symbol's name, for a symbol image.
  let symbolName: String?
  /// The configuration a symbol image was made or configured with.
  public let symbolConfiguration: SymbolConfiguration?
  public let renderingMode: RenderingMode

  init(path: String?, symbolName: String?, configuration: SymbolConfiguration?, renderingMode: RenderingMode) {
    self.path = path
    self.symbolName = symbolName
    self.symbolConfiguration = configuration
    self.renderingMode = renderingMode
  }

  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.init(path: path, symbolName: nil, configuration: nil, renderingMode: .automatic)
  }

  /// Looks for `name` in `UIImage.searchFolder` as UIImage(named:) reads names: with or without
  /// an extension (PNG, then JPEG) and a scale suffix; the image keeps the name, so the pipeline
  /// loads the variant for the canvas's scale, as a JSON scene's `image` does (facts IM1, IM2).
  public convenience init?(named name: String) {
    let base = UIImage.searchFolder.isEmpty ? name : UIImage.searchFolder + "/" + name
    let found = ImageName(base).candidates(forScale: 2).contains {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
    guard found else { return nil }
    self.init(path: base, symbolName: nil, configuration: nil, renderingMode: .automatic)
  }

  /// The folder `UIImage(named:)` looks in (an app's bundle has no equivalent here): the
  /// recording's resource folder, relative to the working directory or absolute.
  nonisolated(unsafe) public static var searchFolder = ""

  /// An SF Symbol by name; nil for a name LayoutReel cannot draw (UIKit returns nil for an
  /// unknown name too). The names and their Material Icons glyphs: docs/scene-format.md.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    guard SymbolNames.table.contains(where: { $0.symbol == name }) else { return nil }
    self.init(
      path: nil, symbolName: name, configuration: configuration as? SymbolConfiguration, renderingMode: .automatic)
  }

  /// True for `UIImage(systemName:)` images.
  public var isSymbolImage: Bool { symbolName != nil }

  /// The same image with `configuration` (a symbol's size, weight and scale).
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    UIImage(
      path: path, symbolName: symbolName, configuration: configuration as? SymbolConfiguration,
      renderingMode: renderingMode)
  }

  /// The symbol's configuration with `configuration`'s values over it.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    let merged = symbolConfiguration.map { $0.applying(configuration) } ?? configuration
    return UIImage(path: path, symbolName: symbolName, configuration: merged, renderingMode: renderingMode)
  }

  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(path: path, symbolName: symbolName, configuration: symbolConfiguration, renderingMode: mode)
  }

  /// UIImage.RenderingMode: a symbol is a template (drawn in the tint) unless `alwaysOriginal`
  /// (facts SY6); a file is drawn as it is unless `alwaysTemplate` (facts I8).
  public enum RenderingMode: Int, Sendable {
    case automatic = 0, alwaysOriginal, alwaysTemplate

    /// The model's mode of the same name.
    var model: ImageView.RenderingMode { ImageView.RenderingMode(rawValue: "\(self)") ?? .automatic }
  }

  /// UIImage.Configuration.
  public class Configuration: @unchecked Sendable {
    init() {}
  }

  /// UIImage.SymbolConfiguration: a point size, a weight and a scale, or a text style's size and
  /// weight (facts SY2, SY3, SY5). Values left unspecified take the default (17 pt, regular,
  /// medium).
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    let pointSize: CGFloat?
    let weight: SymbolWeight
    let scale: SymbolScale
    let textStyle: UIFont.TextStyle?

    init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
    }

    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
    }
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
    }
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// This configuration with `other`'s specified values over it.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
      let style = other.pointSize == nil ? (other.textStyle ?? textStyle) : other.textStyle
      return SymbolConfiguration(
        pointSize: other.pointSize ?? (other.textStyle == nil ? pointSize : nil),
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale, textStyle: style)
    }

    /// The model's configuration: a text style gives its size and weight (facts SY2), a weight
    /// or scale given beside it wins.
    var model: Text.SymbolConfiguration {
      var result = textStyle.map { Text.SymbolConfiguration(textStyle: $0.model) } ?? Text.SymbolConfiguration()
      if let pointSize { result.pointSize = Double(pointSize) }
      if let weight = weight.model { result.weight = weight }
      if let scale = scale.model { result.scale = scale }
      return result
    }
  }

  /// UIImage.SymbolWeight: UIFont.Weight's nine names (facts SY5).
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The font weight of the same name; nil when unspecified.
    var model: FontWeight? { FontWeight(rawValue: "\(self)") }
  }

  /// UIImage.SymbolScale (facts SY3).
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified = 0, small, medium, large

    /// The model's scale of the same name; nil for the default.
    var model: Text.SymbolScale? { Text.SymbolScale(rawValue: "\(self)") }
  }
}
