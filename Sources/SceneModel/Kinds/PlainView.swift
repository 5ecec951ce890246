/// UIView: draws only what every view has (background, corners, border, shadow, gradient).
public struct PlainView: ViewContent {
  public static let kind = "view"
  public static let keys: [String] = []
  public static var acceptsIntrinsicSize: Bool { true }

  public init() {}
  public init(reading properties: some PropertyReader) {}

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook { Look() }

  struct Look: ViewLook {}
}
