import Raster
import SceneJSON
import SceneModel

/// Reads a scene file through the JSON front end and applies the command line's overrides.
enum SceneFile {
  static func load(_ path: String, overrides: SceneOverrides = SceneOverrides()) throws(ExportError) -> SceneDocument {
    try decode(FileBytes.read(path), name: path, overrides: overrides)
  }

  static func decode(_ bytes: [UInt8], name: String, overrides: SceneOverrides) throws(ExportError) -> SceneDocument {
    var document: SceneDocument
    do {
      document = try SceneDecoder.decode(SourceFile(name: name, bytes: bytes))
    } catch {
      throw .scene(error)
    }
    try apply(overrides, to: &document.scene, file: name)
    return document
  }

  static func apply(_ overrides: SceneOverrides, to scene: inout Scene, file: String) throws(ExportError) {
    func positive(_ value: Double?, _ flag: String) throws(ExportError) -> Double? {
      guard let value else { return nil }
      guard value.isFinite, value > 0 else {
        throw .option(path: file, message: "\(flag) must be a positive number, got \(value)")
      }
      return value
    }
    if let fps = try positive(overrides.fps, "--fps") { scene.fps = fps }
    if let scale = try positive(overrides.scale, "--scale") { scene.canvas.scale = scale }
    if let duration = try positive(overrides.duration, "--duration") { scene.duration = duration }
    if let loop = overrides.loop {
      guard loop >= 0 else { throw .option(path: file, message: "--loop must be 0 (forever) or more, got \(loop)") }
      scene.loop = loop
    }
    if let name = overrides.appearance {
      guard let appearance = Appearance(rawValue: name) else {
        throw .option(path: file, message: "--appearance must be light or dark, got \"\(name)\"")
      }
      scene.appearance = appearance
    }
  }
}
