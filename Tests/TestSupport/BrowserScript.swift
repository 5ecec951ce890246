import Foundation

/// Runs one of the browser tests' Python scripts (Playwright driving Chromium) and returns its exit
/// status and everything it printed, standard error included.
public enum BrowserScript {
  /// Debian's Chromium, when installed (`scripts/install-deps --test` installs it).
  public static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Playwright for Python (installed by `scripts/install-deps --test`).
  public static let playwright: Bool = {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = ["python3", "-c", "import playwright.sync_api"]
    probe.standardError = Pipe()
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  /// Both: the scripts can run.
  public static var available: Bool { chromium != nil && playwright }

  public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    script.arguments = ["python3"] + arguments
    let output = Pipe()
    script.standardOutput = output
    script.standardError = output
    try script.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    script.waitUntilExit()
    return (script.terminationStatus, text)
  }
}
