import LayoutReel

/// The table printed after a batch: one row per exported scene.
enum SummaryTable {
  static func render(_ reports: [ExportReport]) -> String {
    let header = ["scene", "frames", "duration", "bytes", "PSNR", "time"]
    let rows = reports.map { r in
      [
        r.scene, String(r.frames), fixed(r.duration, 2) + " s", String(r.bytes),
        r.psnr.map { $0.isInfinite ? "lossless" : fixed($0, 1) + " dB" } ?? "-", fixed(r.seconds, 2) + " s",
      ]
    }
    let widths = header.indices.map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { c, cell in c == 0 ? cell.padding(widths[c]) : cell.leftPadding(widths[c]) }
        .joined(separator: "  ")
    }
    return ([line(header)] + rows.map(line)).joined(separator: "\n")
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
