import Testing

@testable import SceneJSON

/// Deterministic mutations of templates and shorthands: decoding never crashes, and every caret,
/// mapped back from a filled-in string to the template, stays on the line that wrote it.
@Suite struct TemplateRobustnessTests {
  @Test func mutatedPageDotsGiveErrorsInsideTheirLine() throws {
    let original = try #require(readFile(Fixtures.packageRoot + "/scenes/page-dots.json"))
    let alphabet = Array("{}[]\":,-+*/%()0123456789in .\\\nabcxyz".utf8)
    var random = RobustnessTests.Generator(state: 15)
    var failures = 0
    for _ in 0..<200 {
      let bytes = random.mutate(original, alphabet: alphabet)
      let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      do {
        _ = try SceneDecoder.decode(SourceFile(name: "m.json", bytes: bytes))
      } catch {
        failures += 1
        for e in error.errors {
          guard let position = e.position else { continue }
          #expect(position.line >= 1 && position.line <= lines.count, "\(e)")
          let lineLength = String(decoding: lines[position.line - 1], as: UTF8.self).unicodeScalars.count
          // A caret may sit one past the end (an unexpected end of line), never further.
          #expect(position.column >= 1 && position.column <= lineLength + 1, "\(e)")
          #expect(!SceneErrorRenderer.render(e).isEmpty)
        }
      }
    }
    #expect(failures > 60)
  }

  @Test func randomPlaceholdersNeverCrashAndMapInsideTheTemplate() {
    let pieces = ["{", "}", "i", "n", "value", "-", "+", "*", "/", "%", "(", ")", "1", "0", "44", " ", "dot", "."]
    var random = RobustnessTests.Generator(state: 3)
    var filledCount = 0
    for _ in 0..<3000 {
      let text = (0..<(1 + random.next(10))).map { _ in pieces[random.next(pieces.count)] }.joined()
      let length = text.unicodeScalars.count
      do {
        let template = try TemplateText(text)
        let values = TemplateText.repetition(random.next(5))
        let filled = try template.text(values)
        filledCount += 1
        let count = filled.unicodeScalars.count
        let lower = random.next(count + 1)
        let range = lower..<(lower + random.next(count - lower + 1))
        let written = template.writtenRange(of: range, values)
        #expect(written.lowerBound >= 0 && written.upperBound <= length, "\(text) -> \(filled): \(range) -> \(written)")
      } catch {
        #expect(error.range.lowerBound >= 0 && error.range.upperBound <= length + 1, "\(text): \(error)")
      }
    }
    #expect(filledCount > 1000)
  }
}
