import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

/// Every ```json block of docs/scene-format.md is a complete scene that must decode.
@Suite struct DocsTests {
  static let docsPath = Fixtures.packageRoot + "/docs/scene-format.md"

  static func jsonBlocks() -> [(line: Int, text: String)] {
    guard let bytes = readFile(docsPath) else { return [] }
    var blocks: [(Int, String)] = []
    var current: [Substring]?
    var start = 0
    for (number, line) in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      if current == nil, line == "```json" {
        current = []
        start = number + 2
      } else if current != nil, line == "```" {
        blocks.append((start, current?.joined(separator: "\n") ?? ""))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func docsHaveExamples() {
    #expect(Self.jsonBlocks().count >= 10)
  }

  @Test func everyExampleDecodes() {
    for (line, text) in Self.jsonBlocks() {
      do {
        _ = try SceneDecoder.decode(text: text, name: "scene-format.md:\(line)")
      } catch {
        Issue.record("example at docs line \(line) does not decode:\n\(error)")
      }
    }
  }
}
