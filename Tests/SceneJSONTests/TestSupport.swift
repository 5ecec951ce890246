import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

/// Paths and helpers shared by the Scene tests.
enum Fixtures {
  /// Tests/SceneTests/Fixtures, found from this file so tests run from any directory.
  static let directory: String = {
    let file = #filePath
    guard let slash = file.lastIndex(of: "/") else { return "Fixtures" }
    return String(file[..<slash]) + "/Fixtures"
  }()

  /// The repository root (two levels above this test folder).
  static let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  static func path(_ name: String) -> String { directory + "/" + name }
}

/// Decodes `text` and returns the errors, or an empty list when it decodes.
func decodeErrors(_ text: String, name: String = "scene.json") -> [SceneError] {
  do {
    _ = try SceneDecoder.decode(text: text, name: name)
    return []
  } catch {
    return error.errors
  }
}

/// Decodes `text`, recording an issue with the rendered errors if it fails.
func decodeScene(_ text: String, name: String = "scene.json", sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> Scene?
{
  do {
    return try SceneDecoder.decode(text: text, name: name).scene
  } catch {
    Issue.record("decoding failed:\n\(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// A minimal valid scene with the given views, constraints and timeline JSON fragments.
func sceneJSON(views: String = "[]", constraints: String = "[]", timeline: String = "[]", metrics: String = "{}")
  -> String
{
  """
  {
    "canvas": { "width": 320, "height": 200 },
    "metrics": \(metrics),
    "views": \(views),
    "constraints": \(constraints),
    "timeline": \(timeline)
  }
  """
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a file, or nil (plain C I/O: the tests need no Foundation).
func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes.append(contentsOf: buffer[0..<count])
  }
  return bytes
}
