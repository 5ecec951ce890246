/// The path of a node inside a JSON document, e.g. `views[2].kind`.
///
/// Stored as a shared linked list so that every node of a large document can own its path cheaply.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  final class Node: Sendable {
    let parent: Node?
    let component: Component
    init(parent: Node?, component: Component) {
      self.parent = parent
      self.component = component
    }
  }

  let node: Node?

  /// The empty path (the document root).
  public static let root = JSONPath(node: nil)

  /// A path made of `components`, from the root down.
  public init(_ components: some Sequence<Component>) {
    var node: Node?
    for component in components { node = Node(parent: node, component: component) }
    self.node = node
  }

  init(node: Node?) { self.node = node }

  /// The path one component further down.
  public func appending(_ component: Component) -> JSONPath {
    JSONPath(node: Node(parent: node, component: component))
  }

  /// The path of a member of the object at this path.
  public func appending(key: String) -> JSONPath {
    JSONPath(node: Node(parent: node, component: .key(key)))
  }

  /// The path of an element of the array at this path.
  public func appending(index: Int) -> JSONPath {
    JSONPath(node: Node(parent: node, component: .index(index)))
  }

  /// The components from the root down.
  public var components: [Component] {
    var result: [Component] = []
    var current = node
    while let n = current {
      result.append(n.component)
      current = n.parent
    }
    return result.reversed()
  }

  /// True for the document root.
  public var isRoot: Bool { node == nil }

  public static func == (a: JSONPath, b: JSONPath) -> Bool { a.components == b.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  /// `views[2].kind`; keys that are not identifiers are quoted: `metrics["top padding"]`.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .index(let i): text += "[\(i)]"
      case .key(let k):
        if Identifier.isValid(k) {
          text += text.isEmpty ? k : ".\(k)"
        } else {
          text += "[\(quoted(k))]"
        }
      }
    }
    return text
  }
}

/// Identifier rules shared by view ids, metric names and paths: a C identifier.
enum Identifier {
  static func isValid(_ text: String) -> Bool {
    var first = true
    for scalar in text.unicodeScalars {
      let v = scalar.value
      let letter = (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95
      let digit = v >= 48 && v <= 57
      if first ? !letter : !(letter || digit) { return false }
      first = false
    }
    return !first
  }
}

/// A string in double quotes with JSON escapes, for messages.
func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    default:
      if scalar.value < 0x20 {
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}
