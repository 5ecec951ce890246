import Codecs
import Foundation
import Pixels
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `export preview` as a user runs it: HTTP requests to the real binary, then Ctrl-C.
@Suite(.serialized) struct PreviewServerTests {
  @Test func servesThePageTheStateAndFramesIdenticalToExportFrame() throws {
    let folder = try PreviewScenes.folder(["box.json": PreviewScenes.box])
    let server = try PreviewProcess(scene: "box.json", in: folder)
    let page = try RawHTTP.get("/", port: server.port)
    #expect(page.status == 200)
    #expect(String(decoding: page.body, as: UTF8.self).contains("<title>LayoutReel preview</title>"))
    #expect(try RawHTTP.get("/preview.js", port: server.port).status == 200)
    #expect(try RawHTTP.get("/preview.css", port: server.port).status == 200)

    let stateResponse = try RawHTTP.get("/api/state", port: server.port)
    let state = try #require(try JSONSerialization.jsonObject(with: Data(stateResponse.body)) as? [String: Any])
    let scene = try #require(state["scene"] as? [String: Any])
    let hash = try #require(state["hash"] as? String)
    #expect(scene["frameCount"] as? Int == 33)  // 0.2 + 0.6 s, the default 0.5 s hold: 1.3 s at 25 fps
    #expect(scene["fps"] as? Int == 25)
    #expect(state["error"] == nil || state["error"] is NSNull)
    #expect(state["files"] as? [String] == ["box.json"])

    // Frame 10 (0.4 s) is the image `export frame --time 0.4` writes.
    let frame = try RawHTTP.get("/api/frame?v=\(hash)&appearance=light&scale=2&frame=10", port: server.port)
    #expect(frame.status == 200)
    #expect(frame.headers.lowercased().contains("content-type: image/png"))
    let exported = folder.appendingPathComponent("frame.png")
    let export = Process()
    export.executableURL = PreviewProcess.executable
    export.arguments = ["frame", folder.appendingPathComponent("box.json").path, "--time", "0.4", "-o", exported.path]
    try export.run()
    export.waitUntilExit()
    #expect(export.terminationStatus == 0)
    // The same pixels (the preview encodes for speed, so not the same bytes).
    let shown = try PNGReader.decode(frame.body, name: "served")
    let written = try PNGReader.decode([UInt8](try Data(contentsOf: exported)), name: exported.path)
    #expect(shown == written)
    #expect(shown.width == 400 && shown.height == 240)
    try FileManager.default.removeItem(at: exported)

    // The layout at 0.4 s: the box a third of the way (10 → 140 over 0.2...0.8 s, linear) and
    // the constraints in force, the edited constant already the new one.
    let layout = try RawHTTP.get("/api/layout?v=\(hash)&appearance=light&scale=2&frame=10", port: server.port)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(layout.body)) as? [String: Any])
    let views = try #require(json["views"] as? [[String: Any]])
    let box = try #require(views.first { $0["id"] as? String == "box" })
    #expect(abs((box["x"] as? Double ?? 0) - (10 + 130.0 / 3)) < 1e-6)
    #expect(box["y"] as? Double == 30)
    let constraints = try #require(json["constraints"] as? [[String: Any]])
    let left = try #require(constraints.first { $0["id"] as? String == "left" })
    #expect(left["constant"] as? Double == 140)
    #expect(left["attribute1"] as? String == "leading" && left["item2"] as? String == "root")

    // The scene's own file, and nothing else.
    let file = try RawHTTP.get("/files/box.json", port: server.port)
    #expect(file.status == 200 && String(decoding: file.body, as: UTF8.self) == PreviewScenes.box)
    // A stale hash, a frame past the end, an unknown variant.
    #expect(try RawHTTP.get("/api/frame?v=0&appearance=light&scale=2&frame=1", port: server.port).status == 404)
    #expect(try RawHTTP.get("/api/frame?v=\(hash)&appearance=light&scale=2&frame=33", port: server.port).status == 404)
    #expect(try RawHTTP.get("/api/frame?v=\(hash)&appearance=sepia&scale=2&frame=1", port: server.port).status == 400)
    #expect(try RawHTTP.get("/api/timeline.png?v=\(hash)&appearance=light&scale=2", port: server.port).status == 200)

    let stopped = try server.stop()
    #expect(stopped.reason == .exit && stopped.status == 0, "stderr: \(stopped.stderr)")
  }

  @Test func refusesPathsOutsideTheScenesFiles() throws {
    let folder = try PreviewScenes.folder([
      "scenes/box.json": PreviewScenes.box, "scenes/secret.txt": "not named by the scene", "outside.txt": "secret",
    ])
    let server = try PreviewProcess(scene: "scenes/box.json", in: folder)
    let refused = [
      "/files/../outside.txt", "/files/%2e%2e/outside.txt", "/files/%2E%2E%2Foutside.txt", "/files/..%2foutside.txt",
      "/../../../../etc/passwd", "//etc/passwd", "/files//etc/passwd", "/files/%2Fetc%2Fpasswd",
      "/files/box.json%00.png", "/files/..\\outside.txt",
    ]
    for target in refused {
      let response = try RawHTTP.get(target, port: server.port)
      #expect(response.status == 403, "\(target) answered \(response.status)")
      #expect(!String(decoding: response.body, as: UTF8.self).contains("secret"))
    }
    // Absolute paths and files the scene does not name: not found (nothing maps a path to a file).
    for target in ["/etc/passwd", "/files/etc/passwd", "/files/secret.txt", "/files/outside.txt", "/tmp"] {
      #expect(try RawHTTP.get(target, port: server.port).status == 404, "\(target)")
    }
    // An absolute-form target (a proxy request) is no path of this server.
    let absolute = try RawHTTP.get("http://127.0.0.1:\(server.port)/files/box.json", port: server.port)
    #expect(absolute.status == 403 || absolute.status == 400, "absolute-form answered \(absolute.status)")
    #expect(try server.stop().status == 0)
  }

  @Test func bindsOnlyToLoopbackAndStopsCleanlyOnInterrupt() throws {
    let folder = try PreviewScenes.folder(["box.json": PreviewScenes.box])
    let before = PreviewScenes.files(in: folder)
    let server = try PreviewProcess(scene: "box.json", in: folder)
    #expect(RawHTTP.accepts(host: "127.0.0.1", port: server.port))
    for address in RawHTTP.outsideAddresses() {
      #expect(!RawHTTP.accepts(host: address, port: server.port), "reachable on \(address)")
    }
    // The kernel's own table: the listening socket is 127.0.0.1 (0100007F), nothing else.
    if let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) {
      let hexPort = String(format: "%04X", server.port)
      let rows: [[Substring]] = table.split(separator: "\n").dropFirst().map { $0.split(separator: " ") }
      let listening: [String] = rows.filter { row in
        row.count > 3 && row[1].hasSuffix(":" + hexPort) && row[3] == "0A"
      }.map { String($0[1]) }
      #expect(listening == ["0100007F:\(hexPort)"])
    }
    // A request in flight, then Ctrl-C: exit 0 and no file left behind.
    #expect(try RawHTTP.get("/api/state", port: server.port).status == 200)
    let stopped = try server.stop(signal: SIGINT)
    #expect(stopped.reason == .exit && stopped.status == 0, "stderr: \(stopped.stderr)")
    #expect(PreviewScenes.files(in: folder) == before)
    #expect(!RawHTTP.accepts(host: "127.0.0.1", port: server.port))
  }

  @Test func listensOnAGivenPortAndRefusesABusyOne() throws {
    let folder = try PreviewScenes.folder(["box.json": PreviewScenes.box])
    let first = try PreviewProcess(scene: "box.json", in: folder)
    // A port the kernel found free a moment ago (the first port + 1 may be another program's);
    // another program may still take it before the server does, so a few are tried.
    var given: (port: Int, server: PreviewProcess)?
    var refused: [String] = []
    for _ in 0..<5 where given == nil {
      let port = try RawHTTP.freePort()
      do {
        given = (port, try PreviewProcess(scene: "box.json", in: folder, extra: ["--port", String(port)]))
      } catch let failure as PreviewProcess.Failure where failure.description.contains("cannot listen on") {
        refused.append(failure.description)
      }
    }
    let second = try #require(given, "every free port was taken before the server listened: \(refused)")
    #expect(second.server.port == second.port)
    #expect(try second.server.stop(signal: SIGTERM).status == 0)

    // The first server's port is taken: a clear error and exit 1.
    let busy = Process()
    busy.executableURL = PreviewProcess.executable
    busy.arguments = ["preview", "box.json", "--port", String(first.port)]
    busy.currentDirectoryURL = folder
    let errors = Pipe()
    busy.standardError = errors
    busy.standardOutput = Pipe()
    try busy.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    busy.waitUntilExit()
    #expect(busy.terminationStatus == 1)
    #expect(message.contains("cannot listen on 127.0.0.1:\(first.port)"), "\(message)")
    #expect(try first.stop().status == 0)
  }
}
