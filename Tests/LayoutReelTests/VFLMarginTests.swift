import LayoutReel
import Testing

/// Issue 21, divergence 2: VFL's `|-` / `-|` to the superview follows the superview's layout
/// margins (Apple doc UIView.layoutMargins: with "|-[subview]-|" the subview is "inset from the
/// edge of the superview by the corresponding layout margins"; facts D11), not a fixed 20 pt.
@Suite struct VFLMarginTests {
  static func scene(canvas: String, constraints: String) -> String {
    """
    {"canvas": {\(canvas)},
     "views": [{"id": "card", "subviews": [{"id": "bar"}]}],
     "constraints": [\(constraints)]}
    """
  }

  /// A view controller's root view on a 320 pt phone: 16 pt sides (facts D14), the issue's
  /// measured 16 pt.
  @Test func rootViewOfAPhoneInsetsBySixteenPoints() throws {
    let scene = try SceneFixtures.compile(
      Self.scene(
        canvas: #""width": 320, "height": 200"#,
        constraints: #"{"vfl": "|-[card]-|"}, "card.top == root.top", "card.height == 100""#))
    let card = try #require(scene.frame("card", at: 0))
    #expect(card.x == 16 && card.width == 288)
  }

  /// From 414 pt wide (the Plus and Max phones) the root view's sides are 20 pt (facts D14).
  @Test func widerRootViewInsetsByTwentyPoints() throws {
    let scene = try SceneFixtures.compile(
      Self.scene(
        canvas: #""width": 414, "height": 200"#,
        constraints: #"{"vfl": "|-[card]-|"}, "card.top == root.top", "card.height == 100""#))
    let card = try #require(scene.frame("card", at: 0))
    #expect(card.x == 20 && card.width == 374)
  }

  /// Inside a plain view the standard superview spacing is UIView's default 8 pt margin
  /// (Apple doc UIView.directionalLayoutMargins), the issue's measured 8 pt, on both axes.
  @Test func plainViewInsetsByEightPoints() throws {
    let scene = try SceneFixtures.compile(
      Self.scene(
        canvas: #""width": 320, "height": 300"#,
        constraints: #"""
          "card.leading == root.leading + 40", "card.top == root.top + 30", "card.width == 200",
          "card.height == 100", {"vfl": "|-[bar]-|"}, {"vfl": "V:|-[bar]-|"}
          """#))
    let bar = try #require(scene.frame("bar", at: 0))
    #expect(bar.x == 48 && bar.width == 184 && bar.y == 38 && bar.height == 84)
  }

  /// The root's margins are its margins guide: the scene's own margins, inside the safe area
  /// (UIKit's root view margins include the safe area since iOS 11, facts D14).
  @Test func rootMarginsComeFromTheCanvasAndTheSafeArea() throws {
    let scene = try SceneFixtures.compile(
      Self.scene(
        canvas:
          #""width": 844, "height": 390, "safeArea": {"left": 47, "right": 47, "bottom": 21}, "margins": {"top": 0, "left": 0, "bottom": 0, "right": 0}"#,
        constraints: #"{"vfl": "|-[card]-|"}, {"vfl": "V:|-[card]-|"}"#))
    let card = try #require(scene.frame("card", at: 0))
    #expect(card.x == 47 && card.width == 750 && card.y == 0 && card.height == 369)
  }

  /// The issue's false conflict: a 288 pt view between `|-` and `-|` on a 320 pt phone is
  /// satisfiable in UIKit (16 + 288 + 16); with 20 pt it was reported unsatisfiable.
  @Test func noFalseConflict() throws {
    let scene = try SceneFixtures.compile(
      Self.scene(
        canvas: #""width": 320, "height": 200"#,
        constraints: #"""
          {"vfl": "|-[card(288)]-|"}, "card.top == root.top", "card.height == 10", "bar.leading == card.leading",
          "bar.top == card.top", "bar.width == 10", "bar.height == 10"
          """#))
    #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
    #expect(scene.frame("card", at: 0)?.x == 16)
  }
}
