import Codecs
import Diff
import Dispatch
import Foundation
import LayoutReel
import LayoutReelTesting
import Pixels
import Testing

/// Small scenes rendered through the whole pipeline (decode, solve, sample, paint) and compared
/// with committed PNGs in `Goldens/<feature>/<name>.png` by LayoutReelTesting's
/// `assertSceneSnapshot`: a missing golden is recorded and the test fails saying so;
/// `LAYOUTREEL_RECORD=1 swift test` re-records them on purpose and fails saying so.
@Suite struct RenderingGoldenTests {
  /// The goldens are exact on the machine that recorded them; the allowance absorbs what a
  /// different FreeType/HarfBuzz/zlib build may move: glyph edge pixels, which the diff classifies
  /// as anti-aliasing and ignores, plus at most 0.1 % of the pixels beyond a YIQ threshold of 0.05
  /// (about 5 % of the largest colour difference). A moved, resized or recoloured control changes
  /// far more than that.
  static let options = DiffOptions(threshold: 0.05)
  static let tolerance = Tolerance.percent(0.1)

  /// `Goldens/<feature>` next to this file, as an absolute path.
  static func goldens(_ feature: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
      .appendingPathComponent(feature).path
  }

  @Test func everyTextStyle() throws {
    let styles = [
      "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
      "footnote", "caption1", "caption2",
    ]
    let views = styles.map { #"{"id": "\#($0)", "kind": "label", "text": "\#($0) Fig 17", "textStyle": "\#($0)"}"# }
    let column = styles.map { "[\($0)]" }.joined(separator: "-4-")
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 240, "height": 318},
         "views": [\(views.joined(separator: ","))],
         "constraints": [{"vfl": "V:|-8-\(column)", "options": "alignAllLeading"}, "largeTitle.leading == root.leading + 12"]}
        """, name: "styles.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "styles", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("text"))
  }

  @Test func wrappedAndTruncatedLabels() throws {
    let text = "The quick brown fox jumps over the lazy dog, then naps in the afternoon sun."
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 220, "height": 190},
         "views": [
           {"id": "wrapped", "kind": "label", "text": "\(text)", "numberOfLines": 0, "backgroundColor": "systemGray6"},
           {"id": "twoLines", "kind": "label", "text": "\(text)", "numberOfLines": 2, "backgroundColor": "systemGray6"},
           {"id": "oneLine", "kind": "label", "text": "\(text)", "backgroundColor": "systemGray6"}],
         "constraints": [{"vfl": "V:|-10-[wrapped]-12-[twoLines]-12-[oneLine]", "options": ["alignAllLeading", "alignAllTrailing"]},
                         {"vfl": "|-10-[wrapped]-10-|"}]}
        """, name: "wrapping.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "wrapping", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("text"))
  }

  @Test func textAlignment() throws {
    let views = ["left", "center", "right", "natural"].map {
      #"{"id": "\#($0)", "kind": "label", "text": "\#($0)", "textAlignment": "\#($0)", "backgroundColor": "systemGray6"}"#
    }
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 200, "height": 130},
         "views": [\(views.joined(separator: ","))],
         "constraints": [{"vfl": "V:|-8-[left]-8-[center]-8-[right]-8-[natural]", "options": ["alignAllLeading", "alignAllTrailing"]},
                         {"vfl": "|-10-[left]-10-|"}]}
        """, name: "alignment.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "alignment", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("text"))
  }

  @Test func buttons() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 220, "height": 250},
         "views": [
           {"id": "plain", "kind": "button", "title": "Plain"},
           {"id": "filled", "kind": "button", "title": "Filled", "style": "filled"},
           {"id": "tinted", "kind": "button", "title": "Tinted", "style": "tinted"},
           {"id": "gray", "kind": "button", "title": "Gray", "style": "gray"},
           {"id": "busy", "kind": "button", "title": "Signing In", "style": "filled", "showsActivityIndicator": true}],
         "constraints": [{"vfl": "V:|-10-[plain]-8-[filled]-8-[tinted]-8-[gray]-8-[busy]", "options": "alignAllCenterX"},
                         "plain.centerX == root.centerX", "busy.width == 180"]}
        """, name: "buttons.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "buttons", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("controls"))
  }

  @Test func textFields() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 240, "height": 200},
         "views": [
           {"id": "rounded", "kind": "textField", "placeholder": "Username", "borderStyle": "roundedRect"},
           {"id": "bare", "kind": "textField", "placeholder": "Search"},
           {"id": "filled", "kind": "textField", "text": "kevin@example.com", "borderStyle": "roundedRect"},
           {"id": "secret", "kind": "textField", "text": "hunter2", "isSecureTextEntry": true, "borderStyle": "roundedRect"}],
         "constraints": [{"vfl": "V:|-12-[rounded]-12-[bare]-12-[filled]-12-[secret]", "options": ["alignAllLeading", "alignAllTrailing"]},
                         {"vfl": "|-16-[rounded]-16-|"}]}
        """, name: "textFields.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "textFields", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("controls"))
  }

  @Test func switchesSeparatorAndSpinners() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 200, "height": 140},
         "views": [
           {"id": "on", "kind": "switch", "isOn": true}, {"id": "off", "kind": "switch"},
           {"id": "line", "kind": "separator"},
           {"id": "medium", "kind": "activityIndicator"}, {"id": "large", "kind": "activityIndicator", "style": "large"}],
         "constraints": [{"vfl": "|-20-[on]-20-[off]", "options": "alignAllCenterY"}, "on.top == root.top + 16",
                         {"vfl": "|-20-[line]-20-|"}, "line.top == on.bottom + 16",
                         {"vfl": "|-20-[medium]-20-[large]", "options": "alignAllCenterY"}, "large.top == line.bottom + 16"]}
        """, name: "switches.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "switches", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("controls"))
  }

  @Test func nestedGroupOpacityWithText() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 200, "height": 140},
         "views": [
           {"id": "stripe", "frame": {"x": 0, "y": 60, "width": 200, "height": 20}, "backgroundColor": "systemRed"},
           {"id": "outer", "frame": {"x": 20, "y": 20, "width": 160, "height": 100}, "alpha": 0.6,
            "backgroundColor": "systemBlue", "cornerRadius": 12,
            "subviews": [
              {"id": "inner", "frame": {"x": 20, "y": 20, "width": 120, "height": 60}, "alpha": 0.5,
               "backgroundColor": "white", "cornerRadius": 8,
               "subviews": [{"id": "text", "kind": "label", "text": "Faded", "textStyle": "title2",
                             "frame": {"x": 0, "y": 0, "width": 120, "height": 60}, "textAlignment": "center"}]}]}]}
        """, name: "groupOpacity.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "groupOpacity", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("compositing"))
  }

  @Test func rotatedLabel() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 200, "height": 140},
         "views": [{"id": "tag", "kind": "label", "text": "Rotated 30°", "textStyle": "headline",
                    "backgroundColor": "systemYellow", "transform": {"rotation": -30}}],
         "constraints": ["tag.centerX == root.centerX", "tag.centerY == root.centerY"]}
        """, name: "rotatedLabel.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "rotatedLabel", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("transform"))
  }

  @Test func darkAppearance() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 240, "height": 220}, "appearance": "dark",
         "views": [
           {"id": "title", "kind": "label", "text": "Dark mode", "textStyle": "title2"},
           {"id": "detail", "kind": "label", "text": "Secondary label", "textColor": "secondaryLabel"},
           {"id": "field", "kind": "textField", "placeholder": "Password", "borderStyle": "roundedRect"},
           {"id": "line", "kind": "separator"},
           {"id": "go", "kind": "button", "title": "Continue", "style": "filled"},
           {"id": "toggle", "kind": "switch", "isOn": false}],
         "constraints": [{"vfl": "V:|-12-[title]-4-[detail]-12-[field]-10-[line]-10-[go]-10-[toggle]", "options": "alignAllLeading"},
                         {"vfl": "|-16-[field]-16-|"}, "line.trailing == field.trailing", "go.trailing == field.trailing"]}
        """, name: "dark.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "dark", tolerance: Self.tolerance, options: Self.options,
      snapshotFolder: Self.goldens("appearance"))
  }

  @Test func labelCentredByConstraintsHasCentredInk() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 301, "height": 100, "scale": 2, "background": "white"},
         "views": [{"id": "label", "kind": "label", "text": "HOH", "font": {"size": 30}, "textColor": "black"}],
         "constraints": ["label.centerX == root.centerX", "label.centerY == root.centerY"]}
        """, name: "centred.json")
    let image = scene.image(at: 0).rgbaImage
    let ink = try #require(Self.inkBounds(image))
    // Ink spans columns ink.minX...ink.maxX inclusive; its centre against the canvas centre.
    let inkCentre = Double(ink.minX + ink.maxX + 1) / 2
    let canvasCentre = Double(image.width) / 2
    #expect(abs(inkCentre - canvasCentre) <= 1, "ink \(ink) centred at \(inkCentre), canvas at \(canvasCentre)")
    #expect(ink.maxX - ink.minX > 60, "the text must have been drawn: ink \(ink)")
  }

  @Test func oneAndTwoThreadsPaintTheSameBytes() throws {
    let scene = try CompiledScene(json: Self.busyScene, name: "busy.json")
    let times = [0.0, 0.25, 0.5, 0.75]
    let serial = times.map { scene.image(at: $0).rgbaImage.pixels }
    let results = ResultBox(count: times.count * 2)
    DispatchQueue.concurrentPerform(iterations: times.count * 2) { i in
      results.set(i, scene.image(at: times[i % times.count]).rgbaImage.pixels)
    }
    for i in 0..<(times.count * 2) {
      #expect(results.get(i) == serial[i % times.count], "frame at \(times[i % times.count]) s differs on 2 threads")
    }
  }
}

/// Slots filled from several threads (each index written once), read after they finish.
final class ResultBox: @unchecked Sendable {
  private var slots: [[UInt8]]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: [], count: count) }
  func set(_ i: Int, _ value: [UInt8]) {
    lock.lock()
    slots[i] = value
    lock.unlock()
  }
  func get(_ i: Int) -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return slots[i]
  }
}

extension RenderingGoldenTests {
  /// The inclusive box of pixels that differ from the top-left pixel (the background).
  static func inkBounds(_ image: RGBAImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let p = image.pixels
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<image.height {
      for x in 0..<image.width {
        let i = (y * image.width + x) * 4
        guard p[i] != p[0] || p[i + 1] != p[1] || p[i + 2] != p[2] else { continue }
        if let b = box {
          box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
        } else {
          box = (x, y, x, y)
        }
      }
    }
    return box
  }

  /// Text, controls, a fade and a rotation moving at once: every painter and the glyph cache.
  static let busyScene = """
    {"canvas": {"width": 240, "height": 160},
     "views": [
       {"id": "title", "kind": "label", "text": "Welcome back", "textStyle": "title2", "alpha": 0},
       {"id": "field", "kind": "textField", "placeholder": "Username", "borderStyle": "roundedRect"},
       {"id": "go", "kind": "button", "title": "Sign In", "style": "filled", "showsActivityIndicator": true},
       {"id": "toggle", "kind": "switch", "isOn": true}],
     "constraints": [{"vfl": "V:|-10-[title]-10-[field]-10-[go]-10-[toggle]", "options": "alignAllLeading"},
                     {"vfl": "|-16-[field]-16-|"}, "go.trailing == field.trailing"],
     "timeline": [{"duration": 1, "changes": [{"view": "title", "alpha": 1, "transform": {"rotation": 10}},
                                              {"view": "go", "text": "Signed In"}]}]}
    """
}
