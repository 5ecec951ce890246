import Geometry
import Layout
import Pixels
import Raster
import Text

/// A kind of view (a UIView subclass) and its own properties: everything about the kind in
/// one type. The JSON front end reads it through `init(reading:)` and `keys`, the layout engine
/// asks its look for the intrinsic size and baselines, and the renderer asks the look to draw.
/// Adding a kind is one file with one such type, listed in `ViewKinds.all`.
public protocol ViewContent: Sendable, Hashable {
  /// The kind's name in scenes (the `kind` key).
  static var kind: String { get }
  /// The keys `init(reading:)` reads, besides those every view has.
  static var keys: [String] { get }
  /// UIKit's content hugging for views of this kind made in code (250 unless the kind says).
  static var defaultContentHugging: Double { get }
  /// Whether a scene may give a fixed intrinsic size (plain views and image views); the front
  /// end reads it with the keys every view has.
  static var acceptsIntrinsicSize: Bool { get }
  /// Whether the kind shows text a timeline step can change (`ViewChange.text`).
  static var hasText: Bool { get }
  /// Whether views of this kind clip to their bounds unless a scene says otherwise (UIScrollView
  /// does; false unless the kind says).
  static var clipsToBoundsByDefault: Bool { get }
  /// The kind's properties from a front end; absent or invalid keys take the defaults (the
  /// reader reports what was invalid).
  init(reading properties: some PropertyReader)
  /// Resolves what drawing and measuring need once (fonts, colours for the appearance, images).
  func look(in context: LookContext) throws(ModelError) -> any ViewLook
  /// Constraints the kind makes for `view` and its subviews, as UIKit views that arrange their
  /// content do (a stack view's `UISV-` constraints). They are installed before the scene's own,
  /// each under `VIEW.ID` (its id, or its index), and the timeline can edit them by that id.
  func generatedConstraints(for view: View) -> [ConstraintDefinition]
  /// Subviews the kind makes for `view`, drawn in front of the scene's own (a table view's
  /// sections, cells and their parts). Their ids are derived from the view's (`VIEW.part`), so
  /// constraints and the timeline can reach them.
  func generatedSubviews(for view: View) -> [View]
  /// The control properties a timeline step may change on this kind (of `ControlChange.keys`).
  static var controlKeys: [String] { get }
  /// The key scenes write the subviews under ("subviews"; a stack view's are "arrangedSubviews").
  static var subviewsKey: String { get }
  /// Whether a subview that becomes hidden leaves the kind's arrangement with the step's
  /// animation, drawn until it ends (UIStackView), instead of vanishing at the step's start.
  static var animatesHiddenSubviews: Bool { get }
  /// Layout guides the kind's constraints use, by their ids in the layout (a stack view's
  /// spanning and gap guides); they are laid out but never drawn.
  func layoutGuides(for view: View) -> [String]
  /// The kind's constraints, given what the arrangement may measure (intrinsic sizes); made
  /// again whenever a subview is hidden or shown. By default, `generatedConstraints(for:)`.
  func generatedConstraints(for view: View, in context: ArrangementContext) -> [ConstraintDefinition]
  /// The content keys of a view change this kind accepts (`font`, `textColor`, `image`): what
  /// UIKit does not animate, so they switch at the step's start (facts I4).
  static var changeableContent: [String] { get }
  /// The same content with a view change's content keys applied.
  func applying(_ change: ViewChange) -> any ViewContent
}

extension ViewContent {
  public static var defaultContentHugging: Double { 250 }
  public static var acceptsIntrinsicSize: Bool { false }
  public static var hasText: Bool { false }
  public static var clipsToBoundsByDefault: Bool { false }
  public func generatedConstraints(for view: View) -> [ConstraintDefinition] { [] }
  public func generatedSubviews(for view: View) -> [View] { [] }
  public static var changeableContent: [String] { [] }
  public func applying(_ change: ViewChange) -> any ViewContent { self }
  public static var subviewsKey: String { "subviews" }
  public static var animatesHiddenSubviews: Bool { false }
  public func layoutGuides(for view: View) -> [String] { [] }
  public func generatedConstraints(for view: View, in context: ArrangementContext) -> [ConstraintDefinition] {
    generatedConstraints(for: view)
  }
}

/// What a kind that arranges its subviews may ask the layout when it makes its constraints.
public struct ArrangementContext {
  /// A view's intrinsic content size (its look's, or the one the scene gives), nil when it has none.
  public var intrinsicSize: (String) -> IntrinsicSize?

  public init(intrinsicSize: @escaping (String) -> IntrinsicSize?) {
    self.intrinsicSize = intrinsicSize
  }
}

/// How a front end hands a kind its properties. Each read returns nil when the key is absent or
/// its value is invalid; the reader reports invalid values itself, with their position.
public protocol PropertyReader {
  func string(_ key: String) -> String?
  func bool(_ key: String) -> Bool?
  /// A whole number >= `minimum`.
  func integer(_ key: String, minimum: Int) -> Int?
  /// One of `E`'s raw values; `category` names it in messages ("text alignment").
  func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, _ category: String) -> E?
  where E.RawValue == String
  func color(_ key: String) -> DynamicColor?
  /// A Dynamic Type style under `styleKey` or an explicit font under `fontKey` (not both).
  func font(styleKey: String, fontKey: String) -> FontSpec?
  /// An image file, resolved against the scene's folder.
  func imagePath(_ key: String) -> String?
  /// A number in `range`.
  func number(_ key: String, in range: ClosedRange<Double>) -> Double?
  /// An array of strings (a segmented control's titles).
  func strings(_ key: String) -> [String]?
  /// A whole number in `range`.
  func integer(_ key: String, in range: ClosedRange<Int>) -> Int?
  /// A string, or an object `{"format": ..., "value": ...}` for a counting label's first number.
  func text(_ key: String) -> InitialText?
  /// Any finite number (a stack view's spacing may be negative).
  func number(_ key: String) -> Double?
  /// A point `{x, y}`.
  func point(_ key: String) -> Point?
  /// Insets: one number for every edge, or `{top, left, bottom, right}` (missing edges 0).
  func insets(_ key: String) -> EdgeInsets?
  /// A table's row height: a number of points or `automatic`.
  func tableRowHeight(_ key: String) -> TableRowHeight?
  /// A table's sections: those under `sectionsKey`, or one section of the rows under `rowsKey`
  /// (rows written out or made from templates), not both.
  func tableSections(sectionsKey: String, rowsKey: String) -> [TableSection]?
  /// A horizontal layout margin in points; when absent, the root view's leading margin (the
  /// system minimum the canvas gives), as UIKit views inherit the system minimum margins.
  func layoutMargin(_ key: String) -> Double?
  /// An SF Symbol name (`heart.fill`); the reader reports a name no symbol has.
  func symbolName(_ key: String) -> String?
  /// A `UIImage.SymbolConfiguration`: `{pointSize, weight, scale}` or `{textStyle, scale}`.
  func symbolConfiguration(_ key: String) -> SymbolConfiguration?
  /// Bar button items (UIBarButtonItem): texts or symbols.
  func barItems(_ key: String) -> [BarItem]?
  /// A navigation bar's items (UINavigationItem), bottom of the stack first.
  func navigationItems(_ key: String) -> [NavigationItem]?
  /// A tab bar's items (UITabBarItem).
  func tabItems(_ key: String) -> [TabItem]?
}

extension PropertyReader {
  /// Front ends that check nothing read the name as a string; the look reports an unknown one.
  public func symbolName(_ key: String) -> String? { string(key) }
  public func symbolConfiguration(_ key: String) -> SymbolConfiguration? { nil }
}

/// What a kind's look may need from the pipeline.
public struct LookContext: Sendable {
  /// The view being resolved, for errors.
  public var viewID: String
  public var appearance: Appearance
  public var fonts: FontLibrary
  /// Reads and decodes an image file (the pipeline's codecs).
  public var loadImage: @Sendable (String) throws -> RGBAImage
  /// Reads an image as UIImage(named:) does for a screen of the canvas scale: its `@2x`/`@3x`
  /// variant, and the scale its name gives (``ImageName``). Without one from the pipeline, the
  /// file named, at the scale its suffix states.
  public var loadNamedImage: @Sendable (String) throws -> ScaledImage

  public init(
    viewID: String, appearance: Appearance, fonts: FontLibrary,
    loadImage: @escaping @Sendable (String) throws -> RGBAImage,
    loadNamedImage: (@Sendable (String) throws -> ScaledImage)? = nil
  ) {
    self.viewID = viewID
    self.appearance = appearance
    self.fonts = fonts
    self.loadImage = loadImage
    self.loadNamedImage =
      loadNamedImage ?? { path in
        ScaledImage(image: try loadImage(path), scale: Double(ImageName(path).statedScale ?? 1), path: path)
      }
  }

  /// The font `spec` names, or an error at the view.
  public func font(_ spec: FontSpec) throws(ModelError) -> Text.Font {
    do {
      switch spec {
      case .textStyle(let style):
        return try fonts.preferredFont(forTextStyle: style)
      case let .font(family, size, weight):
        if family == FontSpec.systemFamily { return try fonts.systemFont(size: size, weight: weight) }
        return try fonts.font(family: family, size: size, weight: weight)
      }
    } catch {
      throw ModelError(.view(viewID), error.description)
    }
  }
}

/// A kind resolved for drawing: it measures itself for the layout engine and decorates the view's
/// layer each frame.
public protocol ViewLook: Sendable {
  /// `intrinsicContentSize` at `scale` (text is measured on the pixel grid), nil on an axis with
  /// no intrinsic metric; `fittingWidth` is the width a wrapping label lays out in.
  func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize?
  /// First and last baselines from the top, for baseline constraints (labels only).
  func baselineOffsets(width: Double) -> BaselineOffsets?
  /// The background the kind has when the view sets none (a separator's colour).
  var defaultBackground: Raster.Color? { get }
  /// The text a timeline step can change (a label's text, a button's title), nil for kinds
  /// without text.
  var animatableText: String? { get }
  /// The same look showing `text`, so measurement follows a timeline's text change.
  func withText(_ text: String) -> any ViewLook
  /// Adds the kind's drawing to the view's layer. `text` is the presented text (nil when the kind
  /// has none), `modelSize` the final size the content lays out in.
  func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer)
  /// The kind's animatable values before any step (see ``ControlValues``).
  var controlValues: ControlValues { get }
  /// A counted number the view shows from the start (a label whose text is a format), if any.
  var countingFormat: NumberFormat? { get }
  /// Where a step's control change takes the values from `values`.
  func applying(_ change: ControlChange, to values: ControlValues) throws(ControlError) -> ControlStep
  /// Adds the kind's drawing for its presented content (text, control values); by default the
  /// text-only `decorate`.
  func decorate(
    _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer)
}

extension ViewLook {
  public func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? { nil }
  public func baselineOffsets(width: Double) -> BaselineOffsets? { nil }
  public var defaultBackground: Raster.Color? { nil }
  public var animatableText: String? { nil }
  public func withText(_ text: String) -> any ViewLook { self }
  public func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {}
}

/// A Dynamic Type style or an explicit font (UIFont's two ways in).
public enum FontSpec: Sendable, Hashable {
  /// `UIFont.preferredFont(forTextStyle:)` at the default content size.
  case textStyle(TextStyle)
  /// `UIFont(name:size:)`, or `systemFont(ofSize:weight:)` when `family` is `systemFamily`.
  case font(family: String, size: Double, weight: FontWeight)

  /// The family name that means the system font (San Francisco on iOS).
  public static let systemFamily = "system"

  /// `UIFont.systemFont(ofSize:weight:)`.
  public static func system(size: Double, weight: FontWeight = .regular) -> FontSpec {
    .font(family: systemFamily, size: size, weight: weight)
  }
}
