import Geometry
import Testing

@testable import Layout
@testable import LayoutBench

/// The self-sizing table the solver once took minutes on (issue 15), built by the bench that times
/// it (`LayoutBench --self-sizing-rows`): one system, timed there and checked here.
@Suite struct SelfSizingRowsTests {
  /// Two labels 22 + 3 + 18 = 43 pt tall, centred between 11 pt margins: 65 pt rows.
  @Test func centredSubtitleRowsSizeToTheirLabels() throws {
    var engine = try SelfSizingRows.engine(rows: 40, extras: false)
    let solution = try engine.solve()
    for r in [0, 19, 39] {
      #expect(solution.frames["r\(r)"] == Rect(x: 0, y: 65 * Double(r), width: 375, height: 65))
      #expect(solution.frames["r\(r).text"] == Rect(x: 16, y: 65 * Double(r) + 11, width: 343, height: 22))
      #expect(solution.frames["r\(r).secondary"] == Rect(x: 16, y: 65 * Double(r) + 36, width: 343, height: 18))
    }
  }

  /// The solver's work grows polynomially with the rows: doubling the table may at most roughly
  /// quadruple the rows it expands and the terms it touches (the chain makes it quadratic).
  @Test(arguments: [false, true]) func solverWorkGrowsPolynomially(extras: Bool) throws {
    var work: [Int] = []
    for rows in [10, 20, 40] {
      var engine = try SelfSizingRows.engine(rows: rows, extras: extras)
      _ = try engine.solve()
      let statistics = engine.solverSnapshot.statistics
      work.append(statistics.termsTouched + statistics.rowsExpanded)
    }
    #expect(work[1] < 5 * work[0], "10 -> 20 rows: \(work)")
    #expect(work[2] < 5 * work[1], "20 -> 40 rows: \(work)")
  }

  /// Image, switch and a three-line expanded text per row, 40 rows (343 - 45 = 298 pt wide text).
  @Test func fortyRowsWithImageSwitchAndExpandedText() throws {
    var engine = try SelfSizingRows.engine(rows: 40, extras: true)
    let solution = try engine.solve()
    // Text 22 + 3 + 18, + 8 + expanded 3 lines (600 pt of text in 231 pt) x 18 = 54, + 11 + 11.
    let height = 11.0 + 22 + 3 + 18 + 8 + 54 + 11
    let top = 39 * height
    #expect(solution.frames["r39"] == Rect(x: 0, y: top, width: 375, height: height))
    #expect(solution.frames["r39.text"] == Rect(x: 61, y: top + 11, width: 231, height: 22))
    #expect(solution.frames["r39.expanded"] == Rect(x: 61, y: top + 62, width: 231, height: 54))
    #expect(solution.frames["r39.image"] == Rect(x: 16, y: top + (height - 29) / 2, width: 29, height: 29))
    #expect(solution.frames["r39.switch"] == Rect(x: 308, y: top + (height - 31) / 2, width: 51, height: 31))
  }
}
