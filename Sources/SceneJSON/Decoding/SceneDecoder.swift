import Geometry
import SceneModel

/// Decodes a scene from JSON text, collecting every error it can find (ordered by position) instead of
/// stopping at the first one.
public enum SceneDecoder {
  /// Decodes `source`; throws all syntax or semantic errors found.
  public static func decode(_ source: SourceFile, options: JSONParser.Options = JSONParser.Options())
    throws(SceneErrors) -> SceneDocument
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(source, options: options)
    } catch {
      throw SceneErrors([error])
    }
    let context = DecodingContext(source: source)
    let scene = context.decodeScene(root)
    if !context.errors.isEmpty { throw SceneErrors(context.errors, omitted: context.omittedErrors) }
    guard let scene else {
      throw SceneErrors([source.error(.invalid("the scene could not be decoded"), at: root.position)])
    }
    var document = SceneDocument(scene: scene, sourceMap: context.sourceMap)
    document.assets = context.assets
    return document
  }

  /// Decodes scene text; `name` is used in messages and to resolve image paths.
  public static func decode(text: String, name: String = "scene.json") throws(SceneErrors) -> SceneDocument {
    try decode(SourceFile(name: name, text: text))
  }
}

/// The state of one decoding pass: the source, the errors so far and the names declared so far.
final class DecodingContext {
  let source: SourceFile
  var errors: [SceneError] = []
  /// Errors found past `errorLimit`.
  var omittedErrors = 0
  /// Where each model element was written, for errors found after decoding.
  var sourceMap: SourceMap
  var metrics: [String: Double] = [:]
  /// Views by id, filled before constraints and the timeline are decoded.
  var views: [String: ViewInfo] = [:]
  /// View ids in declaration order, for stable suggestions.
  var viewOrder: [String] = []
  /// All view ids, built once after the view tree is decoded (VFL expansion needs it per entry).
  var viewIDs: Set<String> = []
  /// Constraint entries by id.
  var entries: [String: EntryInfo] = [:]
  /// The canvas diagonal in pixels, once the canvas is decoded: a mass/stiffness spring step
  /// without a duration lasts until its remaining motion is invisible at this size.
  var canvasDiagonalPixels: Double?
  /// Templates and shorthands: the repetition being decoded, constraints waiting for every view.
  var expansion = ExpansionState()
  /// Files the scene reads besides itself (images), resolved, in the order first named.
  var assets: [String] = []
  /// The canvas's margins, once read: the layout margins views inherit (a table's cells).
  var canvasMargins: EdgeInsets?
  /// Table rows by id, with their table view's id.
  var tableRows: [String: String] = [:]
  /// Table sections' ids, each with its table view's id.
  var tableSectionIDs: [String: String] = [:]

  struct ViewInfo {
    let kind: any ViewContent.Type
    let parent: String?
    let position: SourcePosition
    let hasFrame: Bool
  }

  struct EntryInfo {
    let position: SourcePosition
    let priority: Double
    /// False for constant-only constraints (`box.width == 200`), whose multiplier means nothing.
    let hasSecondAnchor: Bool
    /// For VFL entries: what is needed to expand the format again with other metrics.
    let group: GroupSource?
  }

  struct GroupSource {
    let group: VFLGroup
    let literal: JSONValue
  }

  /// A VFL entry as written, kept to expand it again when a change gives new metrics.
  struct VFLGroup {
    let format: VFLFormat
    let metrics: [String: Double]
    let options: VFLOptions
    /// Format name -> view id, when the entry renames views.
    let views: [String: String]
  }

  init(source: SourceFile) {
    self.source = source
    sourceMap = SourceMap(source: source)
  }

  // MARK: Reporting

  func report(
    _ problem: SceneProblem, at position: SourcePosition, path: JSONPath, length: Int = 1, suggestion: String? = nil
  ) {
    // Past the limit an error is only counted: each kept one copies its source line, so a long
    // line with thousands of mistakes would otherwise cost time and memory by the gigabyte.
    guard errors.count < Self.errorLimit else {
      omittedErrors += 1
      return
    }
    var error = source.error(problem, at: position, length: length, path: path, suggestion: suggestion)
    error.note = expansion.current?.note
    errors.append(error)
  }

  /// Errors kept and shown per file, as compilers stop listing after a screenful.
  static let errorLimit = 100

  func report(_ problem: SceneProblem, at value: JSONValue, suggestion: String? = nil) {
    report(problem, at: value.position, path: value.path, length: length(of: value), suggestion: suggestion)
  }

  /// How many columns a caret under the value should span.
  func length(of value: JSONValue) -> Int {
    switch value.kind {
    case .string(let s): s.unicodeScalars.count + 2
    case .number(_, let literal): literal.count
    case .bool(let b): b ? 4 : 5
    case .null: 4
    case .array, .object: 1
    }
  }

  func location(_ value: JSONValue) -> SceneLocation {
    SceneLocation(
      file: source.name, position: value.position, path: value.path.description, length: length(of: value),
      note: expansion.current?.note)
  }

  /// Records where a model element was written.
  func record(_ element: ModelElement, at value: JSONValue) {
    sourceMap.record(element, at: location(value))
  }

  // MARK: Objects

  /// An object's members, readable only through its key table.
  struct Fields {
    let value: JSONValue
    let object: JSONObject
    let table: KeyTable

    subscript(key: String) -> JSONValue? {
      assert(table.keys.contains(key), "key \(key) missing from table \(table.schemaName)")
      return object[key]
    }

    func has(_ key: String) -> Bool { self[key] != nil }
  }

  /// Checks that `value` is an object whose keys are all in `table`.
  func fields(_ value: JSONValue, _ table: KeyTable) -> Fields? {
    guard let object = value.object else {
      report(.wrongType(expected: "an object (\(table.context))", found: value.typeName), at: value)
      return nil
    }
    for member in object.members where !table.keys.contains(member.key) {
      report(
        .unknownKey(member.key, context: table.context), at: member.keyPosition,
        path: value.path.appending(key: member.key), length: member.key.unicodeScalars.count + 2,
        suggestion: Suggestion.closest(to: member.key, in: table.keys))
    }
    return Fields(value: value, object: object, table: table)
  }

  /// The member `key`, reporting it missing when absent.
  func require(_ fields: Fields, _ key: String) -> JSONValue? {
    if let value = fields[key] { return value }
    report(.missingKey(key, context: fields.table.context), at: fields.value)
    return nil
  }
}
