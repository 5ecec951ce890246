import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real `export preview` binary, started in a scratch folder, with the URL it printed.
final class PreviewProcess {
  let process = Process()
  let folder: URL
  let port: Int
  private let output = Pipe()
  private let errors = Pipe()

  /// The executable sits next to the test bundle in the build folder.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("export")
  }

  /// Starts `export preview SCENE extra…` in `folder` and waits (at most 60 s) for its URL.
  init(scene: String, in folder: URL, extra: [String] = []) throws {
    self.folder = folder
    process.executableURL = Self.executable
    process.arguments = ["preview", scene] + extra
    process.currentDirectoryURL = folder
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    var text = ""
    let deadline = Date().addingTimeInterval(60)
    let handle = output.fileHandleForReading
    while !text.contains("\n"), Date() < deadline, process.isRunning {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let range = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
      let port = Int(text[range].dropFirst("http://127.0.0.1:".count).dropLast())
    else {
      process.terminate()
      throw Failure(
        "no URL printed: \(text) \(String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))")
    }
    self.port = port
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
  }

  /// Sends `signal` and waits (at most 120 s: generous, a loaded machine is slow, and the server
  /// drains its connections for at most 2 s) for the process to end; its exit status and stderr.
  func stop(signal: Int32 = SIGINT) throws -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      throw Failure("the server did not stop within 120 s of signal \(signal)")
    }
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, process.terminationReason, stderr)
  }

  deinit {
    if process.isRunning { process.terminate() }
  }
}

/// One HTTP/1.1 request over a plain socket, with the request target sent byte for byte (a URL
/// type would tidy `../` and `%2e%2e` away before they reached the server).
enum RawHTTP {
  struct Response {
    let status: Int
    let headers: String
    let body: [UInt8]
  }

  static func get(_ target: String, port: Int, host: String = "127.0.0.1") throws -> Response {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw PreviewProcess.Failure("socket() failed") }
    defer { close(fd) }
    // Generous: a render takes milliseconds idle, many times that on a loaded CI machine.
    var timeout = timeval(tv_sec: 120, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    inet_pton(AF_INET, host, &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw PreviewProcess.Failure("cannot connect to \(host):\(port)") }
    let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    guard let split = bytes.indices.first(where: { bytes[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else {
      throw PreviewProcess.Failure("no HTTP response to \(target): \(String(decoding: bytes, as: UTF8.self))")
    }
    let head = String(decoding: bytes[..<split], as: UTF8.self)
    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return Response(status: status, headers: head, body: Array(bytes[(split + 4)...]))
  }

  /// A port of 127.0.0.1 free now: the kernel's pick for a socket bound to port 0, closed again.
  static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw PreviewProcess.Failure("socket() failed") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let found = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard found else { throw PreviewProcess.Failure("no free port: errno \(errno)") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Whether a TCP connection to `host:port` is accepted.
  static func accepts(host: String, port: Int) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    inet_pton(AF_INET, host, &address.sin_addr)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    } == 0
  }

  /// The machine's IPv4 addresses other than loopback.
  static func outsideAddresses() -> [String] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return [] }
    defer { freeifaddrs(list) }
    var result: [String] = []
    var node = list
    while let entry = node {
      defer { node = entry.pointee.ifa_next }
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
      var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
      address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
        var inAddr = pointer.pointee.sin_addr
        _ = inet_ntop(AF_INET, &inAddr, &text, socklen_t(INET_ADDRSTRLEN))
      }
      let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if !name.hasPrefix("127.") { result.append(name) }
    }
    return result
  }
}

enum PreviewScenes {
  static let box = """
    {
      "name": "preview-box",
      "canvas": {"width": 200, "height": 120, "scale": 2, "background": "#ffffff", "safeArea": {"top": 10, "left": 0, "bottom": 0, "right": 0}},
      "fps": 25,
      "views": [
        {"id": "box", "backgroundColor": "#ff0000"}
      ],
      "constraints": [
        {"id": "left", "constraint": "box.leading == root.leading + 10"},
        "box.top == root.safeArea.top + 20", "box.width == 50", "box.height == 50"
      ],
      "timeline": [
        {"id": "slide", "at": 0.2, "duration": 0.6, "curve": "linear",
         "changes": [{"constraint": "left", "constant": 140}]}
      ]
    }
    """

  /// A scratch folder holding the given files.
  static func folder(_ files: [String: String]) throws -> URL {
    try ScratchFolder.make(files, prefix: "layoutreel-preview")
  }

  /// Every file under `folder`, relative, sorted.
  static func files(in folder: URL) -> [String] {
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return paths.filter {
      var directory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent($0).path, isDirectory: &directory)
      return exists && !directory.boolValue
    }.sorted()
  }
}
