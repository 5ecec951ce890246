import Foundation
import LayoutReel
import Pixels
import Testing

/// Issue 15's animatable properties at half a linear step, the properties that snap at a step's
/// start instead (facts I2–I4), and tint inheritance (facts I1).
@Suite struct AnimatablePropertyTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scenes").path

  func state(_ scene: CompiledScene, _ id: String, at time: Double) throws -> ViewState {
    let index = try #require(scene.viewIDs.firstIndex(of: id))
    return scene.presentation(at: time)[index]
  }

  func close(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Bool { ((a - b) * (a - b)).sum() < 1e-18 }

  @Test func layerPropertiesAreHalfwayAtHalfALinearStep() throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 200, "height": 200, "scale": 1},
       "views": [{"id": "card", "frame": {"x": 20, "y": 20, "width": 100, "height": 100},
                  "borderWidth": 1, "borderColor": "#000000", "tintColor": "#000000",
                  "gradient": {"colors": ["#FF0000", "#0000FF"]}}],
       "timeline": [{"at": 1, "duration": 2, "curve": "linear", "changes": [
         {"view": "card", "borderWidth": 3, "borderColor": "#FFFFFF", "tintColor": "#FFFFFF",
          "shadow": {"color": "#FF0000", "opacity": 0.5, "radius": 13, "offset": {"width": 4, "height": 9}},
          "gradient": {"colors": ["#0000FF", "#FF0000"], "locations": [0.2, 0.6], "start": {"x": 0, "y": 0}}}]}]}
      """)
    let before = try state(scene, "card", at: 0.5).style
    #expect(before.borderWidth == 1)
    // CALayer's shadow defaults before the change: black, opacity 0, radius 3, offset (0, -3).
    #expect(before.shadow == SIMD8(0, 0, 0, 1, 0, 3, 0, -3))
    let half = try state(scene, "card", at: 2).style
    #expect(abs(half.borderWidth - 2) < 1e-12)
    #expect(close(half.borderColor, SIMD4(0.5, 0.5, 0.5, 1)))
    #expect(close(half.tint, SIMD4(0.5, 0.5, 0.5, 1)))
    // Colour (1,0,0) from (0,0,0); opacity 0.25 of 0.5; radius 8 between 3 and 13; offset (2, 3).
    let expected = SIMD8<Double>(0.5, 0, 0, 1, 0.25, 8, 2, 3)
    #expect(((half.shadow - expected) * (half.shadow - expected)).sum() < 1e-18)
    // Colours one by one, locations from the even [0, 1] to [0.2, 0.6], start (0.5, 0) -> (0, 0).
    #expect(half.gradient.colors.count == 2)
    #expect(close(half.gradient.colors[0], SIMD4(0.5, 0, 0.5, 1)))
    #expect(close(half.gradient.colors[1], SIMD4(0.5, 0, 0.5, 1)))
    #expect(abs(half.gradient.locations[0] - 0.1) < 1e-12 && abs(half.gradient.locations[1] - 0.8) < 1e-12)
    #expect(abs(half.gradient.start.x - 0.25) < 1e-12 && half.gradient.start.y == 0)
    let end = try state(scene, "card", at: 3).style
    #expect(end.borderWidth == 3 && end.shadow[4] == 0.5 && end.gradient.locations == [0.2, 0.6])
  }

  @Test func shadowAndBorderArePaintedAtTheirPresentedValues() throws {
    // A 2 pt border fading in over a white view on white: at half a linear step, 1 pt wide at
    // half grey, so the pixel inside the first point of the edge is (128, 128, 128).
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 100, "height": 100, "scale": 1, "background": "#FFFFFF"},
       "views": [{"id": "box", "frame": {"x": 10, "y": 10, "width": 80, "height": 80}, "backgroundColor": "#FFFFFF",
                  "borderColor": "#000000"}],
       "timeline": [{"duration": 1, "curve": "linear", "changes": [{"view": "box", "borderWidth": 2}]}]}
      """)
    let half = scene.image(at: 0.5).rgbaImage
    #expect(pixel(half, x: 10, y: 50) == [0, 0, 0, 255])
    #expect(pixel(half, x: 11, y: 50) == [255, 255, 255, 255])
    let end = scene.image(at: 1).rgbaImage
    #expect(pixel(end, x: 11, y: 50) == [0, 0, 0, 255])
  }

  @Test func fontTextColourImageTextAndHiddenSnapAtTheStart() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 240, "height": 120, "scale": 1},
         "views": [
           {"id": "title", "kind": "label", "text": "Hello", "textColor": "#FF0000",
            "frame": {"x": 10, "y": 10, "width": 200, "height": 40}},
           {"id": "art", "kind": "imageView", "image": "assets/play.png", "frame": {"x": 10, "y": 60, "width": 40, "height": 40}},
           {"id": "dot", "frame": {"x": 100, "y": 60, "width": 40, "height": 40}, "backgroundColor": "#00FF00"}],
         "timeline": [{"at": 0.5, "duration": 1, "changes": [
           {"view": "title", "text": "Bye", "textColor": "#0000FF", "font": {"size": 30, "weight": "bold"}},
           {"view": "art", "image": "assets/artwork.png"},
           {"view": "dot", "hidden": true}]}],
         "hold": 0.5}
        """, name: Self.assets + "/snap-test.json")
    let before = try state(scene, "title", at: 0.5.nextDown)
    let start = try state(scene, "title", at: 0.5)
    #expect(before.style.look == 0 && before.text == "Hello")
    #expect(start.style.look == 1 && start.text == "Bye")
    #expect(try state(scene, "art", at: 0.5).style.look == 1)
    #expect(try state(scene, "dot", at: 0.5).hidden)
    // Nothing animates: the first frame of the step is already the final picture.
    #expect(scene.image(at: 0.5).rgbaImage == scene.image(at: 1.5).rgbaImage)
    #expect(scene.image(at: 0.5.nextDown).rgbaImage != scene.image(at: 0.5).rgbaImage)
    #expect(scene.isStill(from: 0.5, to: 2))
  }

  @Test func aNewFontIsMeasuredAndTheLayoutChangeAnimates() throws {
    // The label's intrinsic height follows its font (17 pt regular, then 30 pt), and the frame
    // change the new size causes is animated by the step, as layoutIfNeeded in the block would.
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 300, "height": 100, "scale": 1},
       "views": [{"id": "title", "kind": "label", "text": "Hello"}],
       "constraints": ["title.leading == root.leading + 10", "title.top == root.top + 10"],
       "timeline": [{"duration": 1, "curve": "linear", "changes": [{"view": "title", "font": {"size": 30}}]}]}
      """)
    let small = try #require(scene.frame("title", at: 0)?.height)
    let large = try #require(scene.frame("title", at: 1)?.height)
    #expect(large > small * 1.6)
    let half = try #require(scene.frame("title", at: 0.5)?.height)
    #expect(abs(half - (small + large) / 2) < 1e-9)
  }

  @Test func tintIsInheritedAndFollowsItsSuperviewsAnimation() throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 300, "height": 200, "scale": 1},
       "views": [
         {"id": "card", "frame": {"x": 0, "y": 0, "width": 300, "height": 200}, "tintColor": "#000000", "subviews": [
           {"id": "inherits", "kind": "button", "title": "Buy", "frame": {"x": 10, "y": 10, "width": 100, "height": 40}},
           {"id": "own", "kind": "button", "title": "Own", "tintColor": "#FF0000",
            "frame": {"x": 10, "y": 60, "width": 100, "height": 40}, "subviews": [
              {"id": "grandchild", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}]},
         {"id": "outside", "frame": {"x": 200, "y": 150, "width": 10, "height": 10}}],
       "timeline": [{"duration": 1, "curve": "linear", "changes": [{"view": "card", "tintColor": "#FFFFFF"}]}]}
      """)
    #expect(close(try state(scene, "inherits", at: 0.5).style.tint, SIMD4(0.5, 0.5, 0.5, 1)))
    #expect(close(try state(scene, "own", at: 0.5).style.tint, SIMD4(1, 0, 0, 1)))
    #expect(close(try state(scene, "grandchild", at: 0.5).style.tint, SIMD4(1, 0, 0, 1)))
    // No tint anywhere above: the system blue (0, 122, 255).
    #expect(close(try state(scene, "outside", at: 0).style.tint, SIMD4(0, 122, 255, 255) / 255))
  }

  @Test func aPlainButtonsTitleAndATemplateImageAreDrawnInTheTint() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 200, "height": 120, "scale": 1, "background": "#FFFFFF"}, "hold": 1,
         "views": [
           {"id": "buy", "kind": "button", "title": "Buy now", "tintColor": "#FF0000",
            "frame": {"x": 0, "y": 70, "width": 200, "height": 50}},
           {"id": "check", "kind": "imageView", "image": "assets/check.png", "renderingMode": "alwaysTemplate",
            "tintColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 64, "height": 64}},
           {"id": "photo", "kind": "imageView", "image": "assets/check.png", "tintColor": "#FF0000",
            "frame": {"x": 100, "y": 0, "width": 64, "height": 64}}]}
        """, name: Self.assets + "/tint-test.json")
    let image = scene.image(at: 0).rgbaImage
    // The disc at (12, 32) is opaque black in the file: red as a template, black as it is.
    #expect(pixel(image, x: 12, y: 32) == [255, 0, 0, 255])
    #expect(pixel(image, x: 112, y: 32) == [0, 0, 0, 255])
    // The title's glyph cores are pure tint; the system blue appears nowhere.
    var colours: Set<[UInt8]> = []
    for y in 70..<120 { for x in 0..<200 { colours.insert(pixel(image, x: x, y: y)) } }
    #expect(colours.contains([255, 0, 0, 255]))
    #expect(!colours.contains([0, 122, 255, 255]))
  }

  func pixel(_ image: RGBAImage, x: Int, y: Int) -> [UInt8] {
    let i = (y * image.width + x) * 4
    return Array(image.pixels[i..<i + 4])
  }
}
