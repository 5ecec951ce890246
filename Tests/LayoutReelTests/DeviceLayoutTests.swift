import Geometry
import LayoutReel
import Raster
import SceneModel
import Testing

/// A named device's screen, safe area and picture, through the whole pipeline. The expected
/// numbers are written out here from the sources in docs/devices.md (facts DV1–DV6), not read
/// from the device table.
@Suite struct DeviceLayoutTests {
  struct Expected: Sendable, CustomStringConvertible {
    var device: String
    var orientation: String
    var size: Size
    var scale: Double
    var safeArea: EdgeInsets
    var description: String { "\(device) \(orientation)" }
  }

  static let table: [Expected] = [
    Expected(
      device: "iPhone SE", orientation: "portrait", size: Size(width: 375, height: 667), scale: 2,
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    Expected(
      device: "iPhone SE", orientation: "landscape", size: Size(width: 667, height: 375), scale: 2, safeArea: .zero),
    Expected(
      device: "iPhone 15", orientation: "portrait", size: Size(width: 393, height: 852), scale: 3,
      safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    Expected(
      device: "iPhone 15", orientation: "landscape", size: Size(width: 852, height: 393), scale: 3,
      safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    Expected(
      device: "iPhone 15 Pro Max", orientation: "portrait", size: Size(width: 430, height: 932), scale: 3,
      safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    Expected(
      device: "iPhone 15 Pro Max", orientation: "landscape", size: Size(width: 932, height: 430), scale: 3,
      safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    Expected(
      device: "iPad Pro 11-inch", orientation: "portrait", size: Size(width: 834, height: 1194), scale: 2,
      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    Expected(
      device: "iPad Pro 11-inch", orientation: "landscape", size: Size(width: 1194, height: 834), scale: 2,
      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
  ]

  /// A view pinned to `root.safeArea` and one to `root.margins`, on the device.
  static func pinned(_ e: Expected, extra: String = "") -> String {
    """
    {"canvas": {"device": "\(e.device)", "orientation": "\(e.orientation)"\(extra)},
     "views": [{"id": "safe"}, {"id": "margins"}],
     "constraints": [
       "safe.top == root.safeArea.top", "safe.leading == root.safeArea.leading",
       "safe.bottom == root.safeArea.bottom", "safe.trailing == root.safeArea.trailing",
       "margins.top == root.margins.top", "margins.leading == root.margins.leading",
       "margins.bottom == root.margins.bottom", "margins.trailing == root.margins.trailing"]}
    """
  }

  @Test(arguments: table)
  func safeAreaConstraintsFollowTheDevice(_ e: Expected) throws {
    let scene = try SceneFixtures.compile(Self.pinned(e))
    #expect(scene.width == e.size.width && scene.height == e.size.height)
    #expect(scene.scale == e.scale)
    #expect(Double(scene.pixelWidth) == e.size.width * e.scale && Double(scene.pixelHeight) == e.size.height * e.scale)
    let safe = try #require(scene.frame("safe", at: 0))
    #expect(safe.x == e.safeArea.left && safe.y == e.safeArea.top)
    #expect(safe.width == e.size.width - e.safeArea.left - e.safeArea.right)
    #expect(safe.height == e.size.height - e.safeArea.top - e.safeArea.bottom)
    // The margins guide is inside the safe area: 16 or 20 pt sides (D14), 0 top and bottom.
    let side = e.size.width >= 414 ? 20.0 : 16.0
    let margins = try #require(scene.frame("margins", at: 0))
    #expect(margins.x == e.safeArea.left + side && margins.y == e.safeArea.top)
    #expect(margins.width == safe.width - 2 * side && margins.height == safe.height)
  }

  @Test(arguments: table)
  func theOutlineGrowsThePictureNotTheLayout(_ e: Expected) throws {
    let bare = try SceneFixtures.compile(Self.pinned(e, extra: #", "scale": 1"#))
    let framed = try SceneFixtures.compile(Self.pinned(e, extra: #", "scale": 1, "deviceFrame": true"#))
    #expect(framed.snapshot(at: 0) == bare.snapshot(at: 0))
    #expect(framed.width == bare.width && framed.height == bare.height)
    #expect(framed.pixelWidth > bare.pixelWidth && framed.pixelHeight > bare.pixelHeight)
    // The body is as thick as Apple's dimensions make it (DV10), within a pixel.
    let grownX = Double(framed.pixelWidth - bare.pixelWidth) / 2
    let expected: Double =
      switch (e.device, e.orientation) {
      case ("iPhone SE", "portrait"): 28.6
      case ("iPhone SE", _): 110.8
      case ("iPhone 15", _): 19.6
      case ("iPhone 15 Pro Max", "portrait"): 16.5
      case ("iPhone 15 Pro Max", _): 16.6
      case (_, "portrait"): 46.8
      default: 46.5
      }
    #expect(abs(grownX - expected) <= 1, "\(e): \(grownX)")
  }

  @Test func theScaleOverrideWins() throws {
    let e = Self.table[2]
    var overrides = SceneOverrides()
    overrides.scale = 1
    let scene = try SceneFixtures.compile(Self.pinned(e), overrides: overrides)
    #expect(scene.pixelWidth == 393 && scene.pixelHeight == 852)
  }

  @Test func roundedScreenCornersAreTransparent() throws {
    let rounded = try SceneFixtures.compile(Self.pinned(Self.table[2], extra: #", "scale": 1"#))
    let image = rounded.image(at: 0)
    #expect(image.pixel(x: 0, y: 0)?.a == 0)
    #expect(image.pixel(x: 196, y: 400)?.a == 255)
    // 55 pt continuous corners: 10 pt in along the diagonal is still outside.
    #expect(image.pixel(x: 10, y: 10)?.a == 0)
    let square = try SceneFixtures.compile(Self.pinned(Self.table[0], extra: #", "scale": 1"#))
    #expect(square.image(at: 0).pixel(x: 0, y: 0)?.a == 255)
  }

  @Test func screenCornersKeepTheirAlphaWhateverTheAppDrawsUnderThem() throws {
    // A full-screen view fades in over the background: under the rounded corners' anti-aliased
    // edge the colour changes, the alpha (the mask's coverage) must not, or a GIF's one-bit
    // transparency and its kept colours flicker there.
    let json = """
      {"canvas": {"device": "iPhone 15", "scale": 1},
       "views": [{"id": "cover", "backgroundColor": "systemRed", "alpha": 0}],
       "constraints": ["cover.leading == root.leading", "cover.trailing == root.trailing",
                       "cover.top == root.top", "cover.bottom == root.bottom"],
       "timeline": [{"at": 0.1, "duration": 0.2, "changes": [{"view": "cover", "alpha": 1}]}]}
      """
    let scene = try SceneFixtures.compile(json)
    let before = scene.image(at: 0), after = scene.image(at: 1)
    var edge = 0
    for y in 0..<60 {
      for x in 0..<60 {
        let a = try #require(before.pixel(x: x, y: y)), b = try #require(after.pixel(x: x, y: y))
        if a.a > 0 && a.a < 255 { edge += 1 }
        #expect(a.a == b.a, "alpha at (\(x), \(y))")
      }
    }
    #expect(edge > 20)
    #expect(after.pixel(x: 196, y: 400) != before.pixel(x: 196, y: 400))
  }

  @Test func statusBarAndHomeIndicatorFollowTheAppearance() throws {
    func darkestAndLightest(_ json: String, in rect: (Int, Int, Int, Int)) throws -> (Int, Int) {
      let image = try SceneFixtures.compile(json).image(at: 0)
      var darkest = 255
      var lightest = 0
      for y in rect.1..<rect.3 {
        for x in rect.0..<rect.2 {
          guard let p = image.pixel(x: x, y: y) else { continue }
          darkest = min(darkest, Int(p.r))
          lightest = max(lightest, Int(p.r))
        }
      }
      return (darkest, lightest)
    }
    let light = ##"{"canvas": {"device": "iPhone 15", "scale": 1, "background": "#808080"}}"##
    // Mid-grey background: the time and icons (y 20...40) and the indicator (y 839...844, x 129.5...263.5, in a box with background around it) are
    // black in light mode, white in dark mode.
    #expect(try darkestAndLightest(light, in: (40, 20, 360, 40)) == (0, 128))
    #expect(try darkestAndLightest(light, in: (120, 834, 273, 849)) == (0, 128))
    let dark = ##"{"appearance": "dark", "canvas": {"device": "iPhone 15", "scale": 1, "background": "#808080"}}"##
    #expect(try darkestAndLightest(dark, in: (40, 20, 360, 40)) == (128, 255))
    #expect(try darkestAndLightest(dark, in: (120, 834, 273, 849)) == (128, 255))
    // Hidden, they leave the background alone.
    let hidden =
      ##"{"canvas": {"device": "iPhone 15", "scale": 1, "background": "#808080", "statusBar": false, "homeIndicator": false}}"##
    #expect(try darkestAndLightest(hidden, in: (40, 20, 360, 40)) == (128, 128))
    #expect(try darkestAndLightest(hidden, in: (120, 834, 273, 849)) == (128, 128))
  }

  @Test func aSceneBuiltInSwiftNamesADevice() throws {
    let canvas = Canvas(device: .iPhone15, orientation: .landscape, scale: 1)
    #expect(canvas.size == Size(width: 852, height: 393))
    #expect(canvas.deviceMetrics?.homeIndicator == Rect(x: 359, y: 380, width: 134, height: 5))
    let scene = try CompiledScene(Scene(name: "swift-device", canvas: canvas))
    #expect(scene.pixelWidth == 852 && scene.pixelHeight == 393)
  }
}
