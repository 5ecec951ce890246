import FlyingFox
import Foundation

/// Every request the server answers: the page's three assets, the scene's state, renders and
/// files, and the update socket. Nothing else is reachable: no path is joined to a folder, a
/// file is served only when its name is one the scene itself wrote (`SceneWatcher`).
struct PreviewRoutes: HTTPHandler {
  let session: PreviewSession
  let broadcaster: UpdateBroadcaster

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let raw = request.target.path(percentEncoded: true)
    guard PathPolicy.allows(raw) else { return Self.status(.forbidden) }
    guard request.method == .GET || request.method == .HEAD else { return Self.status(.methodNotAllowed) }
    switch request.path {
    case "/", "/index.html": return Self.ok(Array(PreviewPage.html.utf8), type: "text/html; charset=utf-8")
    case "/preview.js": return Self.ok(Array(PreviewPage.script.utf8), type: "text/javascript; charset=utf-8")
    case "/preview.css": return Self.ok(Array(PreviewPage.style.utf8), type: "text/css; charset=utf-8")
    case "/api/state": return Self.ok(PreviewJSON.encode(await session.state), type: "application/json")
    case "/api/frame", "/api/layout", "/api/timeline.png", "/api/timeline.json": return await render(request)
    case "/socket":
      let handler = WebSocketHTTPHandler(
        handler: MessageFrameWSHandler(handler: UpdateSocket(broadcaster: broadcaster, session: session)))
      return try await handler.handleRequest(request)
    default:
      guard request.path.hasPrefix("/files/") else { return Self.status(.notFound) }
      let name = String(request.path.dropFirst("/files/".count))
      guard let path = await session.file(named: name), let data = FileManager.default.contents(atPath: path) else {
        return Self.status(.notFound)
      }
      return Self.ok([UInt8](data), type: name.hasSuffix(".json") ? "application/json" : Self.type(of: name))
    }
  }

  /// The renders: keyed by the scene's hash (so the browser may keep them), the variant and,
  /// for frames and layouts, the frame index.
  private func render(_ request: HTTPRequest) async -> HTTPResponse {
    func query(_ name: String) -> String? { request.query.first { $0.name == name }?.value }
    guard let hash = query("v"), let variant = PreviewVariant(appearance: query("appearance"), scale: query("scale"))
    else { return Self.status(.badRequest) }
    let index = query("frame").flatMap { Int($0) }
    let body: [UInt8]?
    let type: String
    switch request.path {
    case "/api/frame":
      guard let index else { return Self.status(.badRequest) }
      body = await session.frame(hash: hash, variant: variant, index: index)
      type = "image/png"
    case "/api/layout":
      guard let index else { return Self.status(.badRequest) }
      body = await session.layout(hash: hash, variant: variant, index: index)
      type = "application/json"
    case "/api/timeline.png":
      body = await session.timeline(hash: hash, variant: variant)?.png
      type = "image/png"
    default:
      body = await session.timeline(hash: hash, variant: variant).map { PreviewJSON.encode($0.layout) }
      type = "application/json"
    }
    // A stale hash (the scene changed since) or a frame past the end.
    guard let body else { return Self.status(.notFound) }
    var response = Self.ok(body, type: type)
    response.headers[.cacheControl] = "private, max-age=3600, immutable"
    return response
  }

  static func ok(_ body: [UInt8], type: String) -> HTTPResponse {
    HTTPResponse(
      statusCode: .ok,
      headers: [.contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"],
      body: Data(body))
  }

  static func status(_ code: HTTPStatusCode) -> HTTPResponse {
    HTTPResponse(
      statusCode: code, headers: [.contentType: "text/plain; charset=utf-8"],
      body: Data("\(code.code) \(code.phrase)\n".utf8))
  }

  static func type(of name: String) -> String {
    switch (name as NSString).pathExtension.lowercased() {
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    default: "application/octet-stream"
    }
  }
}

/// Which raw request paths are even looked at: a path that climbs (`..`, in any encoding), holds
/// an encoded slash, backslash or NUL, an empty segment, or is not an origin-form path at all
/// (`http://…`, `*`) is refused with 403 before any route sees it.
enum PathPolicy {
  static func allows(_ raw: String) -> Bool {
    guard raw.hasPrefix("/"), !raw.hasPrefix("//") else { return false }
    let lowered = raw.lowercased()
    for bad in ["..", "%2e", "%2f", "%5c", "%00", "\\", "//", "\0"] where lowered.contains(bad) { return false }
    return true
  }
}
