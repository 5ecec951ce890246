#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few things the CLI asks of the terminal. Output goes through the file descriptors
/// directly (stdio's global streams are not concurrency-safe in Swift 6).
enum Terminal {
  enum Stream: Int32 { case standardOutput = 1, standardError = 2 }

  /// A terminal a person watches (CI logs are not, even when they emulate one).
  static func isInteractive(_ stream: Stream) -> Bool {
    isatty(stream.rawValue) == 1 && getenv("CI") == nil
  }

  /// TERM=dumb: a terminal that understands no escape codes (Emacs' shell, some CI consoles).
  static var isDumb: Bool {
    guard let term = getenv("TERM") else { return true }
    return String(cString: term) == "dumb"
  }

  /// The terminal's width in columns (TIOCGWINSZ), or nil when the stream is not a terminal.
  static func columns(_ stream: Stream) -> Int? {
    var size = winsize()
    guard isatty(stream.rawValue) == 1, ioctl(stream.rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }

  static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// A line on standard error (diagnostics, progress, the summary).
  static func error(_ text: String) { write(text + "\n", to: .standardError) }

  /// Text on standard output (only what the user asked for).
  static func output(_ text: String) { write(text, to: .standardOutput) }

  static func write(_ text: String, to stream: Stream) { write(Array(text.utf8), to: stream) }

  static func write(_ bytes: [UInt8], to stream: Stream) {
    var bytes = bytes
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Glibc.write(stream.rawValue, base + offset, raw.count - offset)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      offset += n
    }
  }

  static func exit(_ code: Int32) -> Never { Glibc.exit(code) }
}
