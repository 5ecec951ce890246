import LayoutReel
import Synchronization

/// Progress bars on standard error, one per scene being exported and one overall, redrawn in
/// place. Off when standard error is not a terminal.
final class ProgressBoard: Sendable {
  private struct State {
    var fractions: [Double]
    var drawnLines = 0
    var lastDraw = 0.0
  }

  private let names: [String]
  private let enabled: Bool
  private let state: Mutex<State>

  init(scenes: [String], enabled: Bool) {
    names = scenes.map { String($0.split(separator: "/").last ?? Substring($0)) }
    self.enabled = enabled
    state = Mutex(State(fractions: Array(repeating: 0, count: scenes.count)))
  }

  /// The callback to hand to the batch export.
  var callback: BatchExport.Progress {
    { [self] index, fraction in update(index, fraction) }
  }

  func update(_ index: Int, _ fraction: Double) {
    guard enabled else { return }
    state.withLock { s in
      s.fractions[index] = fraction
      let now = Stopwatch.now()
      // Redrawing more than 20 times a second only costs time.
      guard fraction >= 1 || now - s.lastDraw > 0.05 else { return }
      s.lastDraw = now
      draw(&s)
    }
  }

  func finish() {
    guard enabled else { return }
    state.withLock { s in
      draw(&s)
    }
  }

  private func draw(_ s: inout State) {
    var text = s.drawnLines > 0 ? "\u{1B}[\(s.drawnLines)A" : ""
    var lines = 0
    for (i, fraction) in s.fractions.enumerated() where fraction > 0 && fraction < 1 {
      text += Self.line(names[i], fraction) + "\n"
      lines += 1
    }
    let total = s.fractions.reduce(0, +) / Double(max(1, s.fractions.count))
    text += Self.line("all \(s.fractions.count) scenes", total) + "\n"
    lines += 1
    // Clear lines left over from a taller previous drawing.
    for _ in lines..<max(lines, s.drawnLines) { text += "\u{1B}[2K\n" }
    if s.drawnLines > lines { text += "\u{1B}[\(s.drawnLines - lines)A" }
    s.drawnLines = lines
    Terminal.write(text, to: .standardError)
  }

  private static func line(_ name: String, _ fraction: Double) -> String {
    let width = 30
    let filled = Int((fraction * Double(width)).rounded(.down))
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let percent = Int((fraction * 100).rounded(.down))
    let label = name.count > 28 ? String(name.prefix(27)) + "…" : name
    return "\u{1B}[2K" + label.padding(28) + " " + bar + " " + String(percent).leftPadding(3) + "%"
  }
}

extension String {
  func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
  func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
