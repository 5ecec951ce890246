import Foundation

/// Runs one of the browser tests' Python scripts (Playwright driving Chromium) and returns its exit
/// status and everything it printed, standard error included.
public enum BrowserScript {
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
