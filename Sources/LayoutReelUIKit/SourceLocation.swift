/// Where the user's Swift code made something (a constraint), captured with `#fileID` and `#line`
/// default arguments so messages can point at it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  public var description: String { "\(file):\(line)" }
}
