import SceneModel

/// What the decoder keeps while it expands templates and shorthands into ordinary model values.
struct ExpansionState {
  /// The repetition being decoded; errors and recorded locations carry its note.
  var current: TemplateRepetition?
  /// The parsed template of each string literal with placeholders, by its source offset: errors in
  /// a filled-in string are mapped back to the columns the template wrote.
  var templates: [Int: TemplateText] = [:]
  /// Constraints of shorthands and templates, decoded once every view is declared (they may name
  /// views written further down), in the order they were written.
  var deferred: [DeferredConstraints] = []
  /// Repetitions and JSON values made so far in this scene, against `TemplateLimits`.
  var repetitions = 0
  var values = 0
}

/// One repetition of a template: its name and the values of its placeholders.
struct TemplateRepetition {
  let template: String
  let index: Int
  let values: [String: Int]

  init(template: String, index: Int) {
    self.template = template
    self.index = index
    values = TemplateText.repetition(index)
  }

  /// How messages say which repetition a problem is in.
  var note: String { "in repetition i = \(index) of \(quoted(template))" }
}

/// Constraints waiting for the whole view tree: they decode into entries, each with the JSON value
/// that wrote it (for the source map).
struct DeferredConstraints {
  let repetition: TemplateRepetition?
  let decode: (DecodingContext) -> [(entry: ConstraintEntry, writtenAt: JSONValue)]
}

/// Bounds on what templates may make, checked before anything is repeated: the count and the size
/// of the expanded JSON are known from the template, so a huge `count` is an error in the file, not
/// an allocation or a hang.
enum TemplateLimits {
  /// Repetitions in one scene, all templates together (a table's row templates included). A screen of UIKit views is tens to hundreds
  /// (a 40-row list, a 7 x 6 calendar grid); 1,000 keeps the layout solve of the
  /// views they make under a second on one core (measured in `TemplateLimitTests`), as
  /// `ExportLimits` keeps an export's frames (10,000) and memory (2 GiB) in bounds.
  static let repetitions = 1_000
  /// JSON values (every string, number, object, array) the repetitions copy, all templates
  /// together: 1,000 repetitions of a view with about 100 values in it.
  static let values = 100_000
}
