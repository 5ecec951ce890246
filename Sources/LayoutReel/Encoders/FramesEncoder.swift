import Codecs

/// Every frame as its own PNG, `NAME/frame-0000.png` on; frames left from a longer earlier
/// export are removed on finish.
struct FramesEncoder: SceneEncoder {
  let scene: CompiledScene
  let folder: String

  init(_ scene: CompiledScene, folder: String) throws(ExportError) {
    try Folder.create(folder)
    self.scene = scene
    self.folder = folder
  }

  mutating func add(_ frame: FrameStream.Element, delay: FrameDelay) throws(ExportError) {
    let name = folder + "/" + Self.frameName(frame.index)
    let options = SceneExporter.pngOptions(scene, time: frame.time)
    let bytes = try SceneExporter.codec(name) { () throws(CodecError) in
      try PNGWriter.encode(frame.image, options: options, name: name)
    }
    try AtomicFile.write(bytes, to: name)
  }

  mutating func finish() throws(ExportError) -> EncodedFile {
    Folder.removeFrames(in: folder, from: scene.clock.frameCount)
    return EncodedFile(file: .init(path: folder + "/", bytes: Folder.size(of: folder)))
  }

  static func frameName(_ index: Int) -> String {
    let digits = String(index)
    return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
  }
}
