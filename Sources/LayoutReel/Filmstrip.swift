import Geometry
import Raster
import SceneModel
import Text

/// One picture of an animation for docs and reviews: `count` evenly spaced frames side by side,
/// each captioned with its time. It is drawn as one layer tree (each frame's tree scaled down
/// by a transform), so thumbnails are rendered at their final size, not resampled.
public struct Filmstrip {
  public let scene: CompiledScene
  /// How many frames it shows (fewer when the animation has fewer).
  public let count: Int

  public init(scene: CompiledScene, count: Int) {
    self.scene = scene
    self.count = count
  }

  /// Thumbnail height in points, and the spacing around thumbnails and captions.
  static let thumbnailHeight = 300.0
  static let padding = 16.0
  static let captionHeight = 24.0

  /// The frame times shown: the first and last frames and evenly spaced ones between.
  var times: [Double] {
    let frames = scene.clock.frameCount
    let n = max(1, min(count, frames))
    if n == 1 { return [0] }
    return (0..<n).map { scene.clock.time(ofFrame: ($0 * (frames - 1) + (n - 1) / 2) / (n - 1)) }
  }

  public func render() throws(ExportError) -> Pixmap {
    // A device's body is part of the picture, so thumbnails show it.
    let shrink = min(1, Self.thumbnailHeight / scene.pictureHeight)
    let thumb = Geometry.Size(width: scene.pictureWidth * shrink, height: scene.pictureHeight * shrink)
    let times = self.times
    let width = Self.padding + Double(times.count) * (thumb.width + Self.padding)
    let height = Self.padding * 2 + thumb.height + Self.captionHeight
    let font: Text.Font
    do { font = try FontLibrary.shared.systemFont(size: 13) } catch {
      throw .io(path: scene.file, message: error.description)
    }
    let caption = LabelStyle(font: font, alignment: .center, numberOfLines: 1)
    let captionColor = Raster.Color(r: 60, g: 60, b: 67, a: 153)  // secondaryLabel, light mode
    var strip = Layer(frame: Geometry.Rect(x: 0, y: 0, width: width, height: height))
    for (i, time) in times.enumerated() {
      let slot = Geometry.Rect(
        x: Self.padding + Double(i) * (thumb.width + Self.padding), y: Self.padding,
        width: thumb.width, height: thumb.height)
      var frame = scene.layerTree(at: time)
      frame.backgroundColor = scene.pictureBackground
      frame.clipsToBounds = true
      frame.frame = Geometry.Rect(
        x: slot.midX - scene.pictureWidth / 2, y: slot.midY - scene.pictureHeight / 2, width: scene.pictureWidth,
        height: scene.pictureHeight)
      frame.transform = .scale(x: shrink, y: shrink)
      frame.border = Border(width: 1 / shrink, color: Raster.Color(r: 60, g: 60, b: 67, a: 74))
      strip.sublayers.append(frame)
      var label = Layer(
        frame: Geometry.Rect(
          x: slot.minX, y: slot.maxY + 4, width: slot.width, height: Self.captionHeight - 4))
      let layout = TextLayout(
        text: Seconds.text(time), style: caption,
        bounds: Size(width: slot.width, height: Self.captionHeight - 4))
      label.contents.append(TextContent(layout: layout, color: captionColor, origin: .zero, renderer: scene.renderer))
      strip.sublayers.append(label)
    }
    let scale = scene.scale
    guard let pixelWidth = Int(checking: width * scale, rounding: .toNearestOrAwayFromZero),
      let pixelHeight = Int(checking: height * scale, rounding: .toNearestOrAwayFromZero)
    else {
      throw .io(path: scene.file, message: "the filmstrip would be too large to paint")
    }
    guard var pixmap = Pixmap(width: pixelWidth, height: pixelHeight) else {
      throw .io(path: scene.file, message: "the filmstrip would be empty")
    }
    Renderer.render(
      root: strip, into: &pixmap, scale: scale, background: Raster.Color(r: 242, g: 242, b: 247))
    return pixmap
  }
}
