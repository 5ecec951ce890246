import Foundation
import TestSupport
import Testing

@testable import LayoutReel

/// Temporary names are unique per write: two writes of one output in one process never share
/// one (issue 21: two scenes of one name in a batch shared `.NAME.PID.tmp`).
@Suite struct AtomicFileTests {
  @Test func twoWritesOfOneOutputHaveTheirOwnTemporaries() throws {
    let folder = try ScratchFolder.make(prefix: "atomic").path
    let path = folder + "/scene.gif"
    let first = try AtomicFile(path: path)
    let second = try AtomicFile(path: path)
    #expect(first.temporaryPath != second.temporaryPath)
    for file in [first, second] {
      let name = try #require(file.temporaryPath.split(separator: "/").last)
      #expect(TemporaryFiles.pid(inTemporary: String(name), of: "scene.gif") == getpid(), "\(name)")
    }
    // Each is written and renamed on its own; the last one in place wins, and nothing is left.
    try first.write(Array("first".utf8))
    try second.write(Array("second".utf8))
    try first.commit()
    try second.commit()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scene.gif"])
  }

  @Test func temporaryNamesAreRecognisedOnlyForTheirOutput() {
    #expect(TemporaryFiles.pid(inTemporary: ".a.gif.123.4.tmp", of: "a.gif") == 123)
    #expect(TemporaryFiles.pid(inTemporary: ".a.gif.123.tmp", of: "a.gif") == 123)
    #expect(TemporaryFiles.pid(inTemporary: ".a.gif.123.4.tmp", of: "a") == nil)
    #expect(TemporaryFiles.pid(inTemporary: ".a.gif.x.tmp", of: "a.gif") == nil)
    #expect(TemporaryFiles.pid(inTemporary: ".a.gif.1.2.3.tmp", of: "a.gif") == nil)
    #expect(TemporaryFiles.pid(inTemporary: "a.gif.123.4.tmp", of: "a.gif") == nil)
    #expect(TemporaryFiles.pid(inTemporary: ".b.gif.123.4.tmp", of: "a.gif") == nil)
  }
}
