import Dispatch
import LayoutReel
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Progress on standard error. On a terminal: one bar per scene being exported and one
/// overall with the elapsed time and an estimate of the rest, fitted to the terminal's width
/// and redrawn when it is resized. Elsewhere (a pipe, a CI log, TERM=dumb): a plain line per
/// finished scene, with no escape codes.
final class ProgressBoard: Sendable {
  enum Mode: Sendable {
    case off, plain, live

    /// What standard error can show.
    static var forStandardError: Mode {
      Terminal.isInteractive(.standardError) && !Terminal.isDumb ? .live : .plain
    }
  }

  private struct State {
    var fractions: [Double]
    var finished: [Bool]
    var doneCount = 0
    /// The visible lengths of the lines last drawn, to erase them whatever the width now.
    var drawnLengths: [Int] = []
    var lastDraw = 0.0
    var width: Int
  }

  private let names: [String]
  private let mode: Mode
  private let started = Stopwatch()
  private let state: Mutex<State>
  /// Resizes of the terminal (SIGWINCH), while drawing live. Set once; Dispatch sources may be
  /// cancelled from any thread, which is all that is done with it.
  nonisolated(unsafe) private let resizes: (any DispatchSourceSignal)?

  init(scenes: [String], mode: Mode) {
    names = scenes
    self.mode = mode
    let count = scenes.count
    state = Mutex(
      State(
        fractions: Array(repeating: 0, count: count), finished: Array(repeating: false, count: count),
        width: Terminal.columns(.standardError) ?? 80))
    if mode == .live {
      // The handler runs on a queue, not in the signal handler: it may lock and write.
      signal(SIGWINCH, SIG_IGN)
      resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
    } else {
      resizes = nil
    }
    resizes?.setEventHandler { [weak self] in self?.resized() }
    resizes?.resume()
  }

  /// The terminal's width, for the summary table (fitted one column short, like the bars:
  /// a line that fills the width wraps on some terminals); nil when not on a terminal.
  var width: Int? { mode == .live ? state.withLock { $0.width } : Terminal.columns(.standardError) }

  func update(_ index: Int, _ fraction: Double) {
    guard mode != .off, index < names.count else { return }
    state.withLock { s in
      s.fractions[index] = fraction
      if fraction >= 1 && !s.finished[index] {
        s.finished[index] = true
        s.doneCount += 1
        if mode == .plain { Terminal.write(plainLine(index, &s), to: .standardError) }
      }
      guard mode == .live else { return }
      let now = Stopwatch.now()
      // Redrawing more than 20 times a second only costs time.
      guard fraction >= 1 || now - s.lastDraw > 0.05 else { return }
      s.lastDraw = now
      draw(&s)
    }
  }

  func finish() {
    resizes?.cancel()
    guard mode == .live else { return }
    state.withLock { s in draw(&s) }
  }

  private func resized() {
    state.withLock { s in
      s.width = Terminal.columns(.standardError) ?? s.width
      draw(&s)
    }
  }

  /// `[3/12] card.json~dark  1.2 s, about 4 s left`
  private func plainLine(_ index: Int, _ s: inout State) -> String {
    let elapsed = started.seconds
    var line = "[\(s.doneCount)/\(names.count)] \(names[index])  \(ProgressText.seconds(elapsed))"
    if s.doneCount < names.count {
      line += ", about \(ProgressText.seconds(ProgressText.remaining(elapsed, done: total(s)))) left"
    }
    return line + "\n"
  }

  private func total(_ s: State) -> Double {
    s.fractions.reduce(0) { $0 + min(1, $1) } / Double(max(1, s.fractions.count))
  }

  private func draw(_ s: inout State) {
    let width = max(20, s.width)
    // Back to the first line drawn: each drawn line takes as many rows as it wraps into now.
    let rows = s.drawnLengths.reduce(0) { $0 + max(1, ($1 + width - 1) / width) }
    var text = rows > 0 ? "\r\u{1B}[\(rows)A" : "\r"
    text += "\u{1B}[J"
    var lengths: [Int] = []
    // One column short of the width: a line that fills it would wrap on some terminals.
    let fit = width - 1
    for (i, fraction) in s.fractions.enumerated() where fraction > 0 && fraction < 1 {
      let line = ProgressText.line(names[i], fraction, tail: "", width: fit)
      text += line + "\n"
      lengths.append(line.count)
    }
    let done = total(s)
    let elapsed = started.seconds
    var tail = " " + ProgressText.seconds(elapsed)
    if done > 0 && done < 1 {
      tail += ", ~" + ProgressText.seconds(ProgressText.remaining(elapsed, done: done)) + " left"
    }
    let overall = ProgressText.line("all \(s.fractions.count)", done, tail: tail, width: fit)
    text += overall + "\n"
    lengths.append(overall.count)
    s.drawnLengths = lengths
    Terminal.write(text, to: .standardError)
  }
}

/// The text of progress lines, apart from the terminal.
enum ProgressText {
  /// `label ████░░░░  42% tail`, at most `width` characters: the label is cut first, then the
  /// bar shrinks, and below 5 cells it is left out.
  static func line(_ name: String, _ fraction: Double, tail: String, width: Int) -> String {
    let percent = String(Int((min(1, max(0, fraction)) * 100).rounded(.down))).leftPadding(3) + "%"
    let labelWidth = min(28, max(6, width / 3))
    let label = name.count > labelWidth ? String(name.prefix(labelWidth - 1)) + "…" : name
    let barWidth = min(30, width - labelWidth - 2 - percent.count - tail.count)
    var line = label.padding(labelWidth)
    if barWidth >= 5 {
      let filled = Int((min(1, max(0, fraction)) * Double(barWidth)).rounded(.down))
      line += " " + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    }
    line += " " + percent + tail
    return line.count > width ? String(line.prefix(width)) : line
  }

  /// Seconds left at the pace so far.
  static func remaining(_ elapsed: Double, done: Double) -> Double {
    done > 0 ? elapsed * (1 - done) / done : 0
  }

  /// `0.4 s`, `12 s`, `2 min 05 s`.
  static func seconds(_ value: Double) -> String {
    guard value.isFinite, value >= 0 else { return "?" }
    if value < 10 { return SummaryTable.fixed(value, 1) + " s" }
    let whole = Int(value.rounded())
    if whole < 60 { return "\(whole) s" }
    let rest = whole % 60
    return "\(whole / 60) min \(rest < 10 ? "0" : "")\(rest) s"
  }
}

extension String {
  func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
  func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
