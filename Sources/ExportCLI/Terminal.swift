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

  static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// A line on standard error (diagnostics, progress, the summary).
  static func error(_ text: String) { write(text + "\n", to: .standardError) }

  /// Text on standard output (only what the user asked for).
  static func output(_ text: String) { write(text, to: .standardOutput) }

  static func write(_ text: String, to stream: Stream) {
    var bytes = Array(text.utf8)
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
