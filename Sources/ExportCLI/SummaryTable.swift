import LayoutReel

/// The table printed after a batch: one row per exported scene.
enum SummaryTable {
  /// The table, fitted to `width` columns when given: the scene names are cut first (to 12
  /// characters at least), then the least telling columns are left out.
  static func render(_ reports: [ExportReport], width: Int? = nil) -> String {
    var header = ["scene", "frames", "duration", "bytes", "PSNR", "time"]
    var rows = reports.map { r in
      [
        r.scene, String(r.frames), fixed(r.duration, 2) + " s", String(r.bytes),
        r.psnr.map { $0.isInfinite ? "lossless" : fixed($0, 1) + " dB" } ?? "-", fixed(r.seconds, 2) + " s",
      ]
    }
    func widths() -> [Int] { header.indices.map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 } }
    func total(_ w: [Int]) -> Int { w.reduce(0, +) + 2 * (w.count - 1) }
    if let width {
      // Columns given up, least telling first: the render time, the duration, the PSNR.
      for column in ["time", "duration", "PSNR"] {
        var w = widths()
        let over = total(w) - width
        guard over > 0 else { break }
        if w[0] - over >= 12 {
          w[0] -= over
          rows = rows.map { row in [cut(row[0], w[0])] + row.dropFirst() }
          break
        }
        if let c = header.firstIndex(of: column) {
          header.remove(at: c)
          rows = rows.map { row in
            var r = row
            r.remove(at: c)
            return r
          }
        }
      }
      let w = widths()
      let over = total(w) - width
      if over > 0 { rows = rows.map { row in [cut(row[0], max(4, w[0] - over))] + row.dropFirst() } }
    }
    let w = widths()
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { c, cell in c == 0 ? cell.padding(w[c]) : cell.leftPadding(w[c]) }
        .joined(separator: "  ")
    }
    return ([line(header)] + rows.map(line)).joined(separator: "\n")
  }

  private static func cut(_ text: String, _ width: Int) -> String {
    text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
  }

  /// `value` with `digits` decimals, without Foundation's locale-dependent formatting.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    let scaled = Int((value * factor).rounded())
    let whole = scaled / Int(factor), fraction = abs(scaled % Int(factor))
    guard digits > 0 else { return String(whole) }
    let text = String(fraction)
    return String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
  }
}
