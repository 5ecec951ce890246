import Layout

/// The syntax tree of one constraint, produced by the constraint language and by VFL expansion.
///
/// Names are not resolved yet (views, metrics, named priorities); every part keeps its range of
/// Unicode-scalar offsets inside `text` so errors can put a caret under it.
public struct ConstraintExpression: Sendable, Hashable {
  /// The left side anchor.
  public var first: AnchorExpression
  /// ==, <= or >=.
  public var relation: Relation
  /// Where the relation operator is.
  public var relationRange: Range<Int>
  /// The right side anchor; nil for `box.width == 200`.
  public var second: AnchorExpression?
  /// The factor applied to `second` (1 when absent).
  public var multiplier: Double
  /// The constant, as a sum of terms (numbers, metrics, system spacing).
  public var constant: [ConstantTerm]
  /// The priority after `@`; nil means required.
  public var priority: PriorityExpression?
  /// The whole source string (a constraint string, or the VFL format it was expanded from).
  public var text: String
  /// The part of `text` this constraint comes from.
  public var range: Range<Int>
  /// Where it came from.
  public var origin: Origin

  /// The language the constraint was written in.
  public enum Origin: Sendable, Hashable {
    /// A constraint-language string.
    case constraintLanguage
    /// Expanded from a VFL string; `rule` says which part of the format produced it.
    case visualFormat(rule: VFLRule)
  }

  /// Creates an expression.
  public init(
    first: AnchorExpression, relation: Relation, relationRange: Range<Int>, second: AnchorExpression?,
    multiplier: Double, constant: [ConstantTerm], priority: PriorityExpression?, text: String,
    range: Range<Int>, origin: Origin
  ) {
    self.first = first
    self.relation = relation
    self.relationRange = relationRange
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.text = text
    self.range = range
    self.origin = origin
  }
}

/// Which VFL rule produced a constraint.
public enum VFLRule: Sendable, Hashable {
  /// A connection (spacing) between two neighbours in the format.
  case spacing
  /// A size predicate inside a view's brackets.
  case size
  /// An alignment option (alignAllTop, ...).
  case alignment
}

/// `item.attribute`, e.g. `root.safeArea.top`.
public struct AnchorExpression: Sendable, Hashable {
  /// The item.
  public var item: ItemReference
  /// The attribute.
  public var attribute: LayoutAttribute
  /// The range of the whole anchor text.
  public var range: Range<Int>

  /// Creates an anchor.
  public init(item: ItemReference, attribute: LayoutAttribute, range: Range<Int>) {
    self.item = item
    self.attribute = attribute
    self.range = range
  }
}

/// A view id, `root` (possibly with a guide) or the VFL superview `|`.
public struct ItemReference: Sendable, Hashable {
  /// How the item was named.
  public enum Name: Sendable, Hashable {
    /// A view id or `root`.
    case named(String)
    /// VFL's `|`: the common superview of the views in the format.
    case superview
  }

  /// The name.
  public var name: Name
  /// `safeArea` or `margins` when the anchor goes through a layout guide.
  public var guide: LayoutGuideName?
  /// The range of the name (not including the guide).
  public var range: Range<Int>

  /// Creates a reference.
  public init(name: Name, guide: LayoutGuideName? = nil, range: Range<Int>) {
    self.name = name
    self.guide = guide
    self.range = range
  }
}

/// One term of a constant: `coefficient × unit`, e.g. `16`, `- offScreen`, `system * 3`.
public struct ConstantTerm: Sendable, Hashable {
  /// What the coefficient multiplies.
  public enum Unit: Sendable, Hashable {
    /// A plain number: the coefficient is the value.
    case one
    /// A metric defined in the scene or the VFL entry.
    case metric(String)
    /// System spacing between siblings (8 pt, facts D9/D10).
    case systemSpacing
    /// VFL standard spacing between a view and its superview edge: the superview's layout margin
    /// on that edge (facts D11).
    case superviewSpacing
  }

  /// The signed factor.
  public var coefficient: Double
  /// The unit.
  public var unit: Unit
  /// Where the term is written.
  public var range: Range<Int>

  /// Creates a term.
  public init(coefficient: Double, unit: Unit, range: Range<Int>) {
    self.coefficient = coefficient
    self.unit = unit
    self.range = range
  }
}

/// The text after `@`: a number, a named priority or a metric, optionally plus or minus a number.
public struct PriorityExpression: Sendable, Hashable {
  /// The base value.
  public enum Base: Sendable, Hashable {
    case number(Double)
    /// A named priority (`high`, `defaultLow`, ...) or a metric; the decoder decides which.
    case name(String)
  }

  /// The base.
  public var base: Base
  /// Added to the base: `@defaultHigh + 1`.
  public var offset: Double
  /// Where the priority is written (without the `@`).
  public var range: Range<Int>

  /// Creates a priority expression.
  public init(base: Base, offset: Double = 0, range: Range<Int>) {
    self.base = base
    self.offset = offset
    self.range = range
  }
}

/// A syntax error in a constraint or VFL string: a message, the offending range and maybe a suggestion.
public struct StringSyntaxError: Error, Sendable, Equatable {
  /// What was expected or found.
  public var message: String
  /// The offending range in Unicode-scalar offsets.
  public var range: Range<Int>
  /// A close valid alternative.
  public var suggestion: String?

  /// Creates an error.
  public init(_ message: String, range: Range<Int>, suggestion: String? = nil) {
    self.message = message
    self.range = range
    self.suggestion = suggestion
  }
}
