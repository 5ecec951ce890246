#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failure to whichever framework runs the current test: Swift Testing when a test of
/// its own is running (`Test.current`), XCTest otherwise. The same approach as
/// swift-snapshot-testing's `recordIssue`, so one assertion serves both kinds of test.
func recordSnapshotIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: String(describing: fileID), filePath: String(describing: filePath),
          line: Int(line), column: Int(column)))
      return
    }
  #endif
  #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
  #else
    print(message)
  #endif
}
