import Codecs

/// One fuzz input through every image reader: PNG (libpng's simplified API), APNG (the chunk
/// splitter, the frame rebuilder and the compositor) and GIF (giflib and the compositor). Every
/// thrown error is caught and its message rendered; what is left to find is a trap, a sanitizer
/// report, a hang or a blow-up in memory.
enum ImageFuzz {
  /// Runs one input; says what each reader made of it (the replayer prints it).
  @discardableResult
  static func run(_ bytes: [UInt8]) -> String {
    var outcomes: [String] = []
    do {
      let image = try PNGReader.decode(bytes, name: "fuzz.png")
      outcomes.append("PNG \(image.width)x\(image.height)")
    } catch {
      outcomes.append("PNG: \(error.description)")
    }
    do {
      let animation = try APNGReader.decode(bytes, name: "fuzz.png")
      outcomes.append("APNG \(animation.frames.count) frames")
    } catch {
      outcomes.append("APNG: \(error.description)")
    }
    do {
      let animation = try GIFReader.decode(bytes, name: "fuzz.gif")
      outcomes.append("GIF \(animation.frames.count) frames")
    } catch {
      outcomes.append("GIF: \(error.description)")
    }
    return outcomes.joined(separator: "; ")
  }
}
