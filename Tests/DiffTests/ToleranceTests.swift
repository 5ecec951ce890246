import Codecs
import Testing

@testable import Diff

@Suite struct ToleranceTests {
  @Test(arguments: [
    ("12", Tolerance.pixels(12)),
    ("0", .pixels(0)),
    (" 7 ", .pixels(7)),
    ("0.5%", .percent(0.5)),
    ("0.5 %", .percent(0.5)),
    ("100%", .percent(100)),
    (".25%", .percent(0.25)),
  ])
  func parses(text: String, expected: Tolerance) throws {
    #expect(try Tolerance(parsing: text) == expected)
    #expect(Tolerance(text) == expected)
  }

  @Test(arguments: ["", "  ", "-1", "1.5", "abc", "%", "101%", "1e3%", "nan%", "-0.5%", "1..2%", "12px"])
  func rejects(text: String) {
    #expect(throws: DiffError.self) { try Tolerance(parsing: text) }
    #expect(Tolerance(text) == nil)
  }

  @Test func rejectionSaysWhatIsWrong() {
    let error = #expect(throws: DiffError.self) { try Tolerance(parsing: "1.5") }
    #expect(
      error?.description
        == "Invalid tolerance \"1.5\": a pixel count must be a whole number of 0 or more."
        + " Use a pixel count such as \"12\" or a percentage such as \"0.5%\".")
    let percent = #expect(throws: DiffError.self) { try Tolerance(parsing: "150%") }
    #expect(percent == .invalidTolerance(text: "150%", reason: "a percentage cannot exceed 100"))
  }

  @Test func descriptions() {
    #expect(Tolerance.pixels(1).description == "1 pixel")
    #expect(Tolerance.pixels(12).description == "12 pixels")
    #expect(Tolerance.percent(0.5).description == "0.5%")
    #expect(Tolerance.percent(2).description == "2%")
  }

  @Test func passesCountsAndPercentages() throws {
    // 5 of 1000 pixels off: exactly 0.5%.
    let reference = Canvas(width: 100, height: 10)
    var actual = reference
    for x in stride(from: 10, to: 60, by: 10) { actual.set(x, 5, Canvas.black) }
    let result = try ImageDiff.compare(reference.image(), actual.image())
    #expect(result.mismatchedPixels == 5)
    #expect(result.mismatchPercent == 0.5)
    #expect(result.passes(.pixels(5)))
    #expect(!result.passes(.pixels(4)))
    #expect(result.passes(.percent(0.5)))
    #expect(!result.passes(.percent(0.49)))
    #expect(!result.passes(.exact))
  }

  @Test func decimalText() {
    #expect(DecimalText.trimmed(8.3333, decimals: 2) == "8.33")
    #expect(DecimalText.trimmed(100, decimals: 2) == "100")
    #expect(DecimalText.trimmed(0.125, decimals: 4) == "0.125")
    #expect(DecimalText.trimmed(-1.5, decimals: 2) == "-1.5")
    #expect(DecimalText.percent(0.001) == "<0.01%")
    #expect(DecimalText.percent(0) == "0%")
    #expect(DecimalText.percent(12.345) == "12.35%")
  }
}
