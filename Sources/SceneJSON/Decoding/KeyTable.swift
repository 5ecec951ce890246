import SceneModel

/// The keys one kind of JSON object accepts. The decoder reads members only through these tables, and
/// a test checks that every key appears under `schemaName` in schema/scene.schema.json.
public struct KeyTable: Sendable {
  /// The `$defs` entry of the JSON Schema describing this object ("" for the document root).
  public let schemaName: String
  /// How messages name the object: "the canvas", "a label".
  public let context: String
  /// The accepted keys.
  public let keys: [String]

  init(_ schemaName: String, _ context: String, _ keys: [String]) {
    self.schemaName = schemaName
    self.context = context
    self.keys = keys
  }
}

/// Every object shape of the scene format.
public enum SceneKeys {
  static let scene = KeyTable(
    "", "the scene",
    [
      "$schema", "name", "notes", "canvas", "appearance", "fps", "hold", "duration", "loop", "metrics", "views",
      "constraints", "timeline",
    ])
  static let canvas = KeyTable(
    "canvas", "the canvas",
    [
      "width", "height", "scale", "background", "safeArea", "margins",
      // A named device and its system chrome (DecodingContext+Device).
      "device", "orientation", "statusBar", "homeIndicator", "deviceFrame", "statusBarStyle",
    ])
  static let insets = KeyTable("insets", "insets", ["top", "left", "bottom", "right"])
  static let size = KeyTable("size", "a size", ["width", "height"])
  static let rect = KeyTable("rect", "a frame", ["x", "y", "width", "height"])
  static let point = KeyTable("point", "a point", ["x", "y"])

  static let viewCommon = [
    "id", "kind", "notes", "frame", "backgroundColor", "alpha", "hidden", "cornerRadius", "cornerCurve",
    "clipsToBounds", "borderWidth", "borderColor", "shadow", "gradient", "transform", "contentHugging",
    "compressionResistance", "subviews", "tintColor", "edges", "size", "center",
  ]
  /// The keys of a kind: the common ones (the subviews under the kind's own key, such as a stack
  /// view's `arrangedSubviews`) and those the kind reads.
  static func view(_ kind: any ViewContent.Type) -> KeyTable {
    KeyTable(
      "view", "a view of kind \(quoted(kind.kind))",
      viewCommon.map { $0 == "subviews" ? kind.subviewsKey : $0 } + (kind.acceptsIntrinsicSize ? ["intrinsicSize"] : [])
        + kind.keys)
  }
  /// Used when the kind itself is wrong, so that no key is reported twice.
  static let anyView = KeyTable(
    "view", "a view",
    viewCommon + ["intrinsicSize"] + ViewKinds.all.flatMap { $0.keys }
      + Set(ViewKinds.all.map { $0.subviewsKey }).subtracting(viewCommon).sorted())
  /// A view inside a stack view's `arrangedSubviews` also takes `customSpacing` (the spacing
  /// after it, `setCustomSpacing(_:after:)`).
  static func arranged(_ table: KeyTable) -> KeyTable {
    KeyTable(table.schemaName, table.context, table.keys + ["customSpacing"])
  }
  /// The keys of an arranged subview, for the schema coverage test.
  static let arrangedView = arranged(KeyTable("view", "an arranged subview", anyView.keys))

  static let font = KeyTable("font", "a font", ["family", "size", "weight"])
  static let symbolConfiguration = KeyTable(
    "symbolConfiguration", "a symbol configuration", ["pointSize", "weight", "scale", "textStyle"])
  static let cornerRadii = KeyTable(
    "cornerRadii", "corner radii", ["topLeft", "topRight", "bottomLeft", "bottomRight"])
  static let shadow = KeyTable("shadow", "a shadow", ["color", "opacity", "radius", "offset"])
  static let gradient = KeyTable("gradient", "a gradient", ["colors", "locations", "start", "end"])
  static let transform = KeyTable(
    "transform", "a transform", ["translateX", "translateY", "scale", "scaleX", "scaleY", "rotation"])
  static let axisPriorities = KeyTable("axisPriorities", "axis priorities", ["horizontal", "vertical"])
  static let intrinsicSize = KeyTable("intrinsicSize", "an intrinsic size", ["width", "height"])

  static let constraint = KeyTable("constraintEntry", "a constraint entry", ["id", "constraint", "active", "notes"])
  static let vfl = KeyTable(
    "vflEntry", "a visual format entry", ["id", "vfl", "metrics", "options", "views", "active", "notes"])

  static let step = KeyTable(
    "step", "a timeline step",
    [
      "id", "notes", "at", "after", "delay", "duration", "curve", "repeat", "autoreverse", "changes", "keyframes",
      "progress", "lerp", "transition", "view",
    ])
  static let springRatio = KeyTable("springRatio", "a spring curve", ["dampingRatio", "initialVelocity"])
  static let springPhysics = KeyTable(
    "springPhysics", "a spring curve", ["mass", "stiffness", "damping", "initialVelocity"])
  static let keyframe = KeyTable("keyframe", "a keyframe", ["start", "duration", "changes"])
  static let progress = KeyTable("progress", "a progress track", ["keys", "scrubCurve", "release"])
  static let release = KeyTable("release", "a release", ["at", "curve", "reversed", "durationFactor", "resumes"])
  static let lerp = KeyTable("lerp", "a lerp", ["view", "from", "to"])

  static let constraintChange = KeyTable(
    "constraintChange", "a constraint change", ["constraint", "constant", "priority", "active", "multiplier"])
  static let viewChange = KeyTable(
    "viewChange", "a view change",
    [
      "view", "alpha", "hidden", "transform", "backgroundColor", "cornerRadius", "text", "frame", "isOn", "progress",
      "selectedSegmentIndex", "isEnabled", "isHighlighted", "contentOffset", "tintColor", "borderWidth", "borderColor",
      "shadow", "gradient", "font", "textStyle", "textColor", "image",
      "effect",
    ])
  static let countingText = KeyTable("countingText", "a counting text", ["format", "from", "to"])
  static let countedText = KeyTable("countedText", "a counted text", ["format", "value"])
  static let shadowChange = KeyTable("shadowChange", "a shadow change", ["color", "opacity", "radius", "offset"])
  static let gradientChange = KeyTable(
    "gradientChange", "a gradient change", ["colors", "locations", "start", "end"])
  static let groupChange = KeyTable("groupChange", "a group change", ["group", "metrics"])
  static let activateChange = KeyTable("activateChange", "an activate change", ["activate"])
  static let deactivateChange = KeyTable("deactivateChange", "a deactivate change", ["deactivate"])
  static let tableChange = KeyTable(
    "tableChange", "a table change",
    [
      "table", "insertRows", "deleteRows", "reloadRows", "moveRows", "insertSections", "deleteSections", "moveSections",
      "animation",
    ])
  static let rowChange = KeyTable("rowChange", "a row change", ["row", "height", "selected"])
  static let pushChange = KeyTable("pushChange", "a push change", ["push", "bar"])
  static let popChange = KeyTable("popChange", "a pop change", ["pop", "bar"])
  /// The keys that say which kind of change an object is.
  static let changeDiscriminators = [
    "constraint", "view", "group", "activate", "deactivate", "table", "row", "push", "pop", "keyboard",
  ]
  static let keyboardChange = KeyTable("keyboardChange", "a keyboard change", ["keyboard", "type"])

  static let tableSection = KeyTable(
    "tableSection", "a table section", ["id", "headerTitle", "footerTitle", "rows", "present"])
  static let rowKeys = [
    "id", "text", "secondaryText", "cellStyle", "image", "accessory", "isOn", "height", "expandedText", "present",
    "selected",
  ]
  static let tableRow = KeyTable("tableRow", "a table row", rowKeys)
  static let rowTemplate = KeyTable("rowTemplate", "a row template", ["count"] + rowKeys)
  static let barItem = KeyTable("barItem", "a bar button item", ["title", "symbol", "style"])
  static let navigationItem = KeyTable(
    "navigationItem", "a navigation item", ["id", "title", "view", "backTitle", "leftItems", "rightItems"])
  static let tabItem = KeyTable("tabItem", "a tab bar item", ["title", "symbol", "badge"])

  static let viewTemplate = KeyTable(
    "viewTemplate", "a view template", ["template", "count", "view", "views", "constraints", "between", "notes"])
  static let edges = KeyTable("edges", "an edges shorthand", ["to", "insets", "only", "id"])
  static let directionalInsets = KeyTable(
    "directionalInsets", "directional insets", ["top", "leading", "bottom", "trailing"])
  static let sizeShorthand = KeyTable("sizeShorthand", "a size shorthand", ["width", "height", "to", "id"])
  static let center = KeyTable("center", "a center shorthand", ["to", "offset", "axis", "id"])

  /// Every table, for the schema coverage test.
  public static var all: [KeyTable] {
    [
      scene, canvas, insets, size, rect, point, anyView, font, cornerRadii, shadow, gradient, transform, axisPriorities,
      intrinsicSize, constraint, vfl, step, springRatio, springPhysics, keyframe, progress, release, lerp,
      constraintChange, viewChange, groupChange, activateChange, deactivateChange, countingText, countedText,
      shadowChange, gradientChange, viewTemplate, edges, directionalInsets, sizeShorthand, center,
      tableChange, rowChange, tableSection, tableRow, rowTemplate,
      pushChange, popChange, barItem, navigationItem, tabItem,
      keyboardChange,
    ]
      + ViewKinds.all.map(view) + [arrangedView]
      + [symbolConfiguration]
  }
}
