/// A node of a parsed JSON document that knows where it came from.
public struct JSONValue: Sendable {
  /// What the node holds.
  public enum Kind: Sendable {
    case null
    case bool(Bool)
    /// A finite number and its literal text as written.
    case number(Double, literal: String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
  }

  /// The node's content.
  public let kind: Kind
  /// Where the node's first character is.
  public let position: SourcePosition
  /// The path of the containing array or object.
  let parentPath: JSONPath
  /// The step from the container to this node (nil for the root).
  let component: JSONPath.Component?

  /// Creates a node.
  public init(kind: Kind, position: SourcePosition, path: JSONPath) {
    let components = path.components
    self.init(
      kind: kind, position: position, parentPath: JSONPath(components.dropLast()), component: components.last)
  }

  /// Creates a node from its container's path; leaves then need no path allocation of their own.
  init(kind: Kind, position: SourcePosition, parentPath: JSONPath, component: JSONPath.Component?) {
    self.kind = kind
    self.position = position
    self.parentPath = parentPath
    self.component = component
  }

  /// Where the node sits in the document, e.g. `views[2].kind`.
  public var path: JSONPath {
    guard let component else { return parentPath }
    return parentPath.appending(component)
  }

  /// The JSON type name used in messages: "null", "boolean", "number", "string", "array", "object".
  public var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The string, if the node is one.
  public var string: String? {
    if case .string(let s) = kind { return s }
    return nil
  }

  /// The number, if the node is one.
  public var number: Double? {
    if case .number(let d, _) = kind { return d }
    return nil
  }

  /// The boolean, if the node is one.
  public var bool: Bool? {
    if case .bool(let b) = kind { return b }
    return nil
  }

  /// The elements, if the node is an array.
  public var array: [JSONValue]? {
    if case .array(let a) = kind { return a }
    return nil
  }

  /// The members, if the node is an object.
  public var object: JSONObject? {
    if case .object(let o) = kind { return o }
    return nil
  }

  /// The member named `key`, if the node is an object holding one.
  public subscript(key: String) -> JSONValue? { object?[key] }
}

/// A JSON object: members in source order (keys are unique, the parser rejects duplicates).
public struct JSONObject: Sendable {
  /// The members in the order they were written.
  public let members: [JSONMember]

  /// Creates an object from members.
  public init(members: [JSONMember]) { self.members = members }

  /// The value of the member named `key`.
  public subscript(key: String) -> JSONValue? {
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The member named `key`.
  public func member(_ key: String) -> JSONMember? {
    members.first { $0.key == key }
  }

  /// The keys in source order.
  public var keys: [String] { members.map(\.key) }
}

/// One `"key": value` pair, with the position of the key itself.
public struct JSONMember: Sendable {
  /// The decoded key.
  public let key: String
  /// Where the key's opening quote is.
  public let keyPosition: SourcePosition
  /// The value.
  public let value: JSONValue
}
