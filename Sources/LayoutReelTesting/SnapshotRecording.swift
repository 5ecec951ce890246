#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// When a snapshot assertion writes its reference instead of comparing.
public enum SnapshotRecording: Sendable, Equatable {
  /// Record only references that do not exist yet (the default); the test still fails.
  case missing
  /// Re-record every reference on purpose; each assertion fails saying it recorded.
  case all

  /// `all` when the environment variable `LAYOUTREEL_RECORD` is `1`, `all` or `true`, else `missing`.
  public static var fromEnvironment: SnapshotRecording {
    guard let raw = getenv("LAYOUTREEL_RECORD") else { return .missing }
    return ["1", "all", "true"].contains(String(cString: raw).lowercased()) ? .all : .missing
  }
}
