import SceneModel
import Testing

/// Counting texts write their number as C's printf does ("%.0f" for {value}, "%.Nf" for
/// {value:.Nf}): the exact binary value rounded, ties to even.
@Suite struct NumberFormatTests {
  static func text(_ format: String, _ value: Double) throws -> String {
    try NumberFormat(parsing: format).text(value)
  }

  @Test func valueIsWrittenLikePercentDotZeroF() throws {
    #expect(try Self.text("{value}%", 0) == "0%")
    #expect(try Self.text("{value}%", 99.6) == "100%")
    #expect(try Self.text("{value}%", 12.49) == "12%")
    // Exact halves go to the even neighbour, as printf rounds them.
    #expect(try Self.text("{value}", 0.5) == "0")
    #expect(try Self.text("{value}", 1.5) == "2")
    #expect(try Self.text("{value}", 2.5) == "2")
    // A spring's undershoot below zero keeps printf's sign.
    #expect(try Self.text("{value}", -0.4) == "-0")
    #expect(try Self.text("{value}", -3.2) == "-3")
    #expect(try Self.text("{value}", 1_234_567) == "1234567")
  }

  @Test func precisionPlaceholders() throws {
    #expect(try Self.text("{value:.1f} MB", 3.14159) == "3.1 MB")
    #expect(try Self.text("{value:.2f}", 2.675) == "2.67")  // 2.675 is 2.67499999... in binary
    #expect(try Self.text("{value:.1f}", 0.25) == "0.2")  // an exact tie, to even
    #expect(try Self.text("{value:.0f}", 7.5) == "8")
    #expect(try Self.text("{value:.3f}", 1) == "1.000")
    #expect(try Self.text("{value:.9f}", 0.1) == "0.100000000")
  }

  @Test func bracesAndSeveralPlaceholders() throws {
    #expect(try Self.text("{{{value}}}", 5) == "{5}")
    #expect(try Self.text("{value} of {value:.1f}", 2) == "2 of 2.0")
    #expect(try NumberFormat(parsing: "{value}%").description == "{value}%")
  }

  @Test func invalidFormatsSayWhereAndWhy() {
    func error(_ text: String) -> NumberFormatError? {
      do {
        _ = try NumberFormat(parsing: text)
        return nil
      } catch { return error }
    }
    #expect(
      error("{val}%")
        == NumberFormatError(offset: 0, message: #"unknown placeholder "{val}"; write {value} or {value:.1f}"#))
    #expect(
      error("Done: {value") == NumberFormatError(offset: 6, message: #""{" is not closed (write "{{" for a brace)"#))
    #expect(error("50}") == NumberFormatError(offset: 2, message: #"a lone "}" (write "}}" for a brace)"#))
    #expect(
      error("{value:.10f}")
        == NumberFormatError(
          offset: 0, message: #""{value:.10f}": the precision must be 0...9 decimals, as in {value:.1f}"#))
    #expect(error("{value:.1d}")?.offset == 0)
    #expect(error("100%") == NumberFormatError(offset: 0, message: "the format has no {value} placeholder"))
    #expect(error("{{value}}")?.message == "the format has no {value} placeholder")
  }
}
