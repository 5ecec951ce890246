import Geometry
import Layout
import SceneModel
import Testing

@testable import SceneJSON

/// The JSON front end of `stackView`: UIKit's property names, arranged subviews written inline,
/// `customSpacing` on them, and clear errors with their place for what UIKit would not accept.
@Suite struct StackViewDecodingTests {
  static func stack(_ keys: String, arranged: String = #"[{ "id": "a" }, { "id": "b" }]"#) -> String {
    sceneJSON(views: #"[{ "id": "s", "kind": "stackView", \#(keys)"arrangedSubviews": \#(arranged) }]"#)
  }

  @Test func propertiesDecodeWithUIKitNames() throws {
    let text = Self.stack(
      #""axis": "vertical", "spacing": -4, "distribution": "equalCentering", "alignment": "top", "isLayoutMarginsRelativeArrangement": true, "layoutMargins": { "left": 12 }, "#,
      arranged: #"[{ "id": "a", "customSpacing": 20 }, { "id": "b", "kind": "stackView" }]"#)
    let scene = try #require(decodeScene(text))
    let view = try #require(scene.views.first)
    let stack = try #require(view.content as? StackView)
    #expect(stack.axis == .vertical && stack.spacing == -4 && stack.distribution == .equalCentering)
    #expect(stack.alignment == .top && stack.alignment.canonical == .leading)
    #expect(stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.layoutMargins == EdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
    #expect(stack.customSpacings == ["a": 20])
    // The arranged subviews are the stack's subviews, in order; a nested stack is one of them.
    #expect(view.subviews.map(\.id) == ["a", "b"])
    #expect(view.subviews[1].content is StackView)
  }

  /// UIStackView's defaults (facts SV1) and UIView's 8-point margins (facts SV9).
  @Test func defaultsAreUIKits() throws {
    let scene = try #require(decodeScene(Self.stack("")))
    let stack = try #require(scene.views.first?.content as? StackView)
    #expect(stack == StackView())
    #expect(stack.axis == .horizontal && stack.spacing == 0 && stack.distribution == .fill && stack.alignment == .fill)
    #expect(!stack.isLayoutMarginsRelativeArrangement && stack.layoutMargins == EdgeInsets(all: 8))
  }

  @Test func unknownDistributionSuggestsTheClosest() {
    let errors = decodeErrors(Self.stack(#""distribution": "fillEqualy", "#))
    #expect(
      errors.map(\.message) == [
        #"scene.json:4:63: error: views[0].distribution: unknown distribution "fillEqualy"; did you mean "fillEqually"?"#
      ])
  }

  @Test func arrangedSubviewsMustBeAnArray() {
    let errors = decodeErrors(Self.stack("", arranged: #"{ "id": "a" }"#))
    #expect(
      errors.map(\.message) == [
        "scene.json:4:67: error: views[0].arrangedSubviews: expected an array of views, found an object"
      ])
  }

  /// A stack view's subviews are its arranged subviews: `subviews` is not one of its keys.
  @Test func subviewsAreRefusedOnAStack() {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "s", "kind": "stackView", "subviews": [] }]"#))
    #expect(
      errors.map(\.message) == [
        #"scene.json:4:47: error: views[0].subviews: unknown key "subviews" in a view of kind "stackView""#
      ])
  }

  @Test func customSpacingBelongsToArrangedSubviews() {
    let outside = decodeErrors(sceneJSON(views: #"[{ "id": "a", "customSpacing": 4 }]"#))
    #expect(
      outside.map(\.message) == [
        #"scene.json:4:26: error: views[0].customSpacing: unknown key "customSpacing" in a view of kind "view""#
      ])
    let wrongType = decodeErrors(Self.stack("", arranged: #"[{ "id": "a", "customSpacing": "wide" }]"#))
    #expect(
      wrongType.map(\.message) == [
        "scene.json:4:98: error: views[0].arrangedSubviews[0].customSpacing: expected a number, found a string"
      ])
  }

  /// UIKit documents the baseline alignments for horizontal stacks only.
  @Test func baselineAlignmentOfAVerticalStackIsAnError() {
    let errors = decodeErrors(Self.stack(#""axis": "vertical", "alignment": "lastBaseline", "#))
    #expect(
      errors.map(\.message) == [
        #"scene.json:4:80: error: views[0].alignment: alignment "lastBaseline" is only valid for horizontal stack "#
          + "views (UIStackView.Alignment); a vertical stack aligns fill, leading, center or trailing"
      ])
  }

  @Test func arrangedSubviewsHaveNoFrame() {
    let errors = decodeErrors(
      Self.stack("", arranged: #"[{ "id": "a", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }]"#))
    #expect(
      errors.map(\.message) == [
        "scene.json:4:90: error: views[0].arrangedSubviews[0].frame: an arranged subview is placed by its stack view "
          + "and cannot have a frame"
      ])
  }

  @Test func arrangedSubviewIDsAreViewIDs() {
    let errors = decodeErrors(Self.stack("", arranged: #"[{ "id": "a" }, { "id": "a" }]"#))
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("\"a\"") == true)
  }
}
