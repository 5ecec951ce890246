import Foundation
import LayoutReel
import Testing

// Reference values, computed independently with python3 + mpmath (40 digits):
// - E(x): CAMediaTimingFunction easeInEaseOut (0.42, 0, 0.58, 1), X(s) = x solved by bisection/findroot
//   for the curve parameter s, then Y(s).
// - EO(x): easeOut (0, 0, 0.58, 1), same method.
// - S(t): the damping-ratio spring of facts B4/B6 for T 0.5 s, ζ 0.7, v0 4: ω0 solves
//   e^(−ζω0T)(ζω0 − v0)/ωd = 0.001 (ω0 = 18.632832616594612, k 347.18, c 26.09), then
//   S(t) = 1 − e^(−ζω0 t)[cos ωd t + ((ζω0 − v0)/ωd) sin ωd t].
private let e0125 = 0.03111405008548434  // E(0.125)
private let e025 = 0.12916193104731981  // E(0.25)
private let e0375 = 0.29277080237678512  // E(0.375)
private let e075 = 0.87083806895268019  // E(0.75)
private let spring01 = 0.75633417019667687  // S(0.1)
private let spring022 = 1.0472401502149123  // S(0.22), near the overshoot peak (facts B5: 1.047 at ≈0.22 s)
private let spring04 = 0.99991270288376073  // S(0.4)

/// The documentation scenes in scenes/, checked at several times against the numbers their source
/// documents give (constants, durations, delays, curves, springs) and UIKit's timing.
@Suite struct DocumentationScenesTests {
  /// scenes/NAME.json of this repository.
  static func load(_ name: String) throws -> CompiledScene {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try CompiledScene(contentsOf: repo.appendingPathComponent("scenes/\(name).json").path)
  }

  @Test func bankeyTitleAndSubtitleSlideInStaggeredAndFade() throws {
    let scene = try Self.load("bankey-login")
    // 390 × 844 pt at scale 2: the 780 × 1688 px canvas of issue 9.
    #expect(scene.pixelWidth == 780 && scene.pixelHeight == 1688)
    let start = try view(scene, "titleLabel", 0)
    #expect(start.x == -1000 && start.alpha == 0)
    #expect(try view(scene, "subtitleLabel", 0).x == -1000)
    // animator1: 0.8 s easeInOut from 0; at 0.3 s the title is at −1000 + 1016·E(0.375).
    #expect(abs(try view(scene, "titleLabel", 0.3).x - (-1000 + 1016 * e0375)) < 1e-3)
    #expect(abs(try view(scene, "titleLabel", 0.4).x - (-492)) < 1e-3)
    // animator2: the same 0.2 s later, so at 0.4 s the subtitle is at −1000 + 1016·E(0.25).
    #expect(abs(try view(scene, "subtitleLabel", 0.4).x - (-1000 + 1016 * e025)) < 1e-3)
    #expect(abs(try view(scene, "subtitleLabel", 0.6).x - (-492)) < 1e-3)
    #expect(try view(scene, "subtitleLabel", 0.2).x == -1000)
    // animator3: both alphas 0 → 1 over 1.6 s from 0.2 s.
    #expect(try view(scene, "titleLabel", 0.2).alpha == 0)
    #expect(abs(try view(scene, "titleLabel", 0.4).alpha - e0125) < 1e-6)
    #expect(abs(try view(scene, "subtitleLabel", 0.6).alpha - e025) < 1e-6)
    #expect(abs(try view(scene, "titleLabel", 1.0).alpha - 0.5) < 1e-6)
    let end = try view(scene, "titleLabel", 1.8)
    #expect(end.x == 16 && end.alpha == 1 && end.width == 358)
    #expect(try view(scene, "subtitleLabel", 1.8).x == 16)
  }

  @Test func bankeySubtitleWrapsAndMovesTheTitleUpUnderTheSecondAnimator() throws {
    let scene = try Self.load("bankey-login")
    // loginView: 16 pt from each side (system spacing × 2), centred vertically on 844 pt.
    let login = try view(scene, "loginView", 0)
    #expect(login.x == 16 && login.width == 358)
    #expect(abs(login.y + login.height / 2 - 422) < 1e-6)
    // The stack view sits 8 pt inside (system spacing × 1); the divider is 1 pt between the fields.
    let stack = try view(scene, "stackView", 0)
    #expect(stack.x == 24 && abs(stack.y - login.y - 8) < 1e-6 && stack.width == 342)
    let divider = try view(scene, "dividerView", 0)
    let username = try view(scene, "usernameTextField", 0)
    #expect(divider.height == 1 && divider.y == username.y + username.height)
    // Sign In 16 pt below loginView (system × 2); the error label is hidden.
    #expect(abs(try view(scene, "signInButton", 0).y - (login.y + login.height + 16)) < 1e-6)
    #expect(try view(scene, "errorMessageLabel", 0).hidden)
    // Off screen the subtitle is 1374 pt wide (one line); at 358 pt it wraps to two, so title and
    // subtitle move up, timed by animator2 (0.2 s delay, 0.8 s easeInOut), not by animator1.
    let top0 = try view(scene, "titleLabel", 0).y
    let top1 = try view(scene, "titleLabel", 1.8).y
    let sub1 = try view(scene, "subtitleLabel", 1.8)
    #expect(top1 < top0)
    #expect(sub1.height > (try view(scene, "subtitleLabel", 0)).height * 1.5)
    #expect(try view(scene, "titleLabel", 0.2).y == top0)
    #expect(abs(try view(scene, "titleLabel", 0.4).y - (top0 + (top1 - top0) * e025)) < 1e-6)
    #expect(abs(try view(scene, "titleLabel", 0.6).y - (top0 + (top1 - top0) * 0.5)) < 1e-6)
    // 24 pt (system × 3) from subtitle to loginView and from title to subtitle in the final layout.
    #expect(abs(login.y - (sub1.y + sub1.height) - 24) < 1e-6)
    #expect(abs(sub1.y - (top1 + (try view(scene, "titleLabel", 1.8)).height) - 24) < 1e-6)
  }

  @Test func widthToggles100To200AndBackIn0_3Seconds() throws {
    let scene = try Self.load("width-toggle")
    #expect(try view(scene, "box", 0.5).width == 100)
    #expect(abs(try view(scene, "box", 0.575).width - (100 + 100 * e025)) < 1e-4)
    #expect(abs(try view(scene, "box", 0.65).width - 150) < 1e-4)
    #expect(try view(scene, "box", 0.8).width == 200)
    #expect(abs(try view(scene, "box", 1.725).width - (200 - 100 * e075)) < 1e-4)
    #expect(try view(scene, "box", 1.8).width == 100)
    #expect(try view(scene, "box", 1.1).x == 20)
  }

  @Test func tableGrowsWithItsContentThenStopsAtTheBoundary() throws {
    let scene = try Self.load("table-expand")
    // Loaded with 0 rows: the @999 height is 0, the middle view hangs under the 20 pt status bar.
    #expect(try view(scene, "tableView", 0).height == 0)
    #expect(try view(scene, "middleView", 0).y == 20)
    #expect(try view(scene, "bottomView", 0).y == 400)
    // First insert at 0.4 s: 0 → 44 pt in 0.3 s easeInOut; the middle view follows.
    #expect(abs(try view(scene, "tableView", 0.475).height - 44 * e025) < 1e-4)
    #expect(abs(try view(scene, "middleView", 0.55).y - 42) < 1e-4)
    // Six rows: 264 pt, still below the boundary.
    #expect(try view(scene, "tableView", 3.9).height == 264)
    #expect(try view(scene, "middleView", 3.9).y == 284)
    // Seventh row (4.0 s): 308 pt wanted, 300 pt possible (480 − 20 − 80 − 80); the ≥ 0 space is
    // used up and the @999 constraint gives way. The content scrolls by 8 pt in the same 0.3 s.
    #expect(abs(try view(scene, "tableView", 4.15).height - 282) < 1e-4)
    #expect(abs(try view(scene, "row6", 4.15).alpha - 0.5) < 1e-6)
    #expect(abs(try view(scene, "tableContent", 4.15).y - 16) < 1e-4)
    let table = try view(scene, "tableView", 5.5)
    let middle = try view(scene, "middleView", 5.5)
    #expect(table.height == 300)
    let bottom = try view(scene, "bottomView", 5.5)
    #expect(middle.y == 320 && middle.y + middle.height == bottom.y)
    #expect(try view(scene, "tableContent", 5.5).y == 20 - 52)
    #expect(try view(scene, "bottomView", 5.5).y == 400)
  }

  @Test func middleViewCollapsesAndTheFallbackSpacingTakesOver() throws {
    let scene = try Self.load("hide-middle")
    let green0 = try view(scene, "greenView", 0)
    let grey0 = try view(scene, "greyView", 0)
    #expect(green0.x == 105 && green0.width == 75)
    #expect(grey0.x == 195 && grey0.width == 375 - 15 - 195)
    // Hiding: width 75 → 0, spacing deactivated; grey moves to red + 15 (the @999 constraint).
    #expect(abs(try view(scene, "greenView", 0.65).width - 37.5) < 1e-4)
    #expect(abs(try view(scene, "greyView", 0.575).x - (195 - 90 * e025)) < 1e-4)
    #expect(abs(try view(scene, "greyView", 0.65).width - 210) < 1e-4)
    let grey1 = try view(scene, "greyView", 1.0)
    #expect(grey1.x == 105 && grey1.width == 255)
    #expect(try view(scene, "greenView", 1.0).width == 0)
    // And back at 1.5 s.
    #expect(abs(try view(scene, "greyView", 1.725).x - (105 + 90 * e075)) < 1e-4)
    #expect(try view(scene, "greyView", 1.8).x == 195)
    #expect(try view(scene, "greenView", 1.8).width == 75)
  }

  @Test func competingPrioritiesSwapEverySecondForever() throws {
    let scene = try Self.load("competing-priorities")
    #expect(try view(scene, "inner", 0).x == 0)
    #expect(try view(scene, "inner", 0).y == 50)
    #expect(abs(try view(scene, "inner", 0.25).x - 300 * e025) < 1e-4)
    #expect(abs(try view(scene, "inner", 0.5).x - 150) < 1e-4)
    #expect(abs(try view(scene, "inner", 1).x - 300) < 1e-4)
    // Back along the same easeInOut (a new 1 s leg from the completion block).
    #expect(abs(try view(scene, "inner", 1.25).x - (300 - 300 * e025)) < 1e-4)
    #expect(abs(try view(scene, "inner", 2).x) < 1e-4)
    // Forever: the third and fourth legs repeat the first two.
    #expect(abs(try view(scene, "inner", 4.25).x - 300 * e025) < 1e-4)
    #expect(abs(try view(scene, "inner", 5.75).x - (300 - 300 * e075)) < 1e-4)
    // The GIF holds exactly one 2 s cycle at 50 fps.
    #expect(scene.clock.frameCount == 100)
  }

  @Test func contentSlidesInByATransformWithoutMovingItsFrame() throws {
    let scene = try Self.load("transform-slide-in")
    let height = 320.0 * 8 / 15
    let before = try view(scene, "contentView", 0)
    #expect(before.y == 64 && abs(before.height - height) < 1e-6)
    #expect(abs((before.transform?[1] ?? 0) + height) < 1e-6)
    // 0.25 s easeInOut from 0.3 s back to the identity.
    #expect(abs((try view(scene, "contentView", 0.3625).transform?[1] ?? 0) + height * (1 - e025)) < 1e-4)
    #expect(abs((try view(scene, "contentView", 0.425).transform?[1] ?? 0) + height / 2) < 1e-4)
    let after = try view(scene, "contentView", 0.55)
    #expect(after.transform == nil && after.y == 64)
    // The frame itself never changes.
    #expect(try view(scene, "contentView", 0.425).y == 64)
  }

  @Test func playerElementsFollowTheFingerThenFinish() throws {
    let scene = try Self.load("reference-lerp")
    // Compact references: art 60 × 60 at (250, 498); expanded: 320 × 320 at (0, 64).
    let art0 = try view(scene, "artImageView", 0)
    #expect(art0.x == 250 && art0.y == 498 && art0.width == 60)
    // Scrubbing (step at 0.5 s): fractionComplete 0.22 at 0.3 s, through the easeInOut scrub
    // curve (mpmath, 40 digits: easeInOut(0.22) = 0.09934154921003380).
    let p22 = 0.09934154921003380
    let art = try view(scene, "artImageView", 0.8)
    #expect(abs(art.x - 250 * (1 - p22)) < 1e-6 && abs(art.y - (498 - 434 * p22)) < 1e-6)
    #expect(abs(art.width - (60 + 260 * p22)) < 1e-6)
    // Between keys (0.1 s → 0.04, 0.2 s → 0.12) the finger is interpolated linearly: 0.08 at
    // 0.15 s, then mapped: easeInOut(0.08) = 0.01252104823192748.
    #expect(abs(try view(scene, "artImageView", 0.65).x - 250 * (1 - 0.01252104823192748)) < 1e-6)
    #expect(abs(try view(scene, "expandedLayoutContainer", 0.8).alpha - p22) < 1e-6)
    #expect(abs(try view(scene, "collapsedLayoutContainer", 0.8).alpha - (1 - p22)) < 1e-6)
    // Play button 36 → 64 pt between its references; the bar's fill stays 35 % of the bar.
    let play = try view(scene, "playButton", 0.8)
    #expect(abs(play.x - (202 - 74 * p22)) < 1e-6 && abs(play.width - (36 + 28 * p22)) < 1e-6)
    let bar = try view(scene, "progressBar", 0.8)
    #expect(abs(try view(scene, "progressFill", 0.8).width - 0.35 * bar.width) < 1e-6)
    // Released at 0.6 s with fraction 0.43, i.e. progress easeInOut(0.43) = 0.38080184864958247;
    // the rest, (1 − 0.3808…) × 1 s = 0.61919815135041753 s, runs on easeOut. Halfway through
    // (scene time 1.1 + 0.30959907567520877) easeOut(0.5) = 0.68464318742746070, so
    // p = 0.3808… + 0.6191… × 0.6846… = 0.80473164463932355.
    let p = 0.80473164463932355
    let half = 1.1 + 0.30959907567520877
    #expect(abs(try view(scene, "expandedLayoutContainer", half).alpha - p) < 1e-6)
    #expect(abs(try view(scene, "artImageView", half).x - 250 * (1 - p)) < 1e-4)
    let done = try view(scene, "artImageView", 1.75)
    #expect(done.x == 0 && done.y == 64 && done.width == 320)
    #expect(try view(scene, "playButton", 1.75).y == 444)
  }

  @Test func playerExpandsAndCollapsesAutomaticallyWithEaseInOut() throws {
    let scene = try Self.load("reference-lerp-automatic")
    #expect(abs(try view(scene, "artImageView", 0.75).x - 250 * (1 - e025)) < 1e-4)
    #expect(abs(try view(scene, "expandedLayoutContainer", 0.75).alpha - e025) < 1e-6)
    #expect(try view(scene, "artImageView", 1.5).width == 320)
    #expect(abs(try view(scene, "artImageView", 3.0).x - 125) < 1e-4)
    #expect(abs(try view(scene, "collapsedLayoutContainer", 3.0).alpha - 0.5) < 1e-6)
    let back = try view(scene, "artImageView", 3.5)
    #expect(back.x == 250 && back.width == 60)
  }

  @Test func imageWidthConstraintReflowsTheLabelBesideIt() throws {
    let scene = try Self.load("constraint-width-reflow")
    // widthConstraint 30 → 200 in 0.25 s easeInOut from 0.3 s; the label starts 8 pt after the
    // image and ends 8 pt inside the 16 pt trailing margin (320 − 24 = 296).
    let label0 = try view(scene, "label", 0)
    #expect(try view(scene, "imageView", 0).width == 30)
    #expect(label0.x == 38 && label0.x + label0.width == 296)
    #expect(abs(try view(scene, "imageView", 0.3625).width - (30 + 170 * e025)) < 1e-4)
    #expect(abs(try view(scene, "label", 0.3625).x - (38 + 170 * e025)) < 1e-4)
    #expect(abs(try view(scene, "imageView", 0.425).height - 115) < 1e-4)
    let label1 = try view(scene, "label", 0.55)
    #expect(label1.x == 208 && label1.width == 88)
    // Narrower, so the label wraps onto more lines (its height grows).
    #expect(label1.height > label0.height * 2)
    #expect(try view(scene, "imageView", 1.55).width == 30)
  }

  @Test func leftWidthMultiplierSpringsFrom0_3To0_7() throws {
    let scene = try Self.load("left-width-spring")
    // Headline |-[headline]-|: the root view's 16 pt margins on a 320 pt phone (facts D11, D14;
    // issue 21 divergence 2, was 20 pt): 288 pt; left = 0.3 × 288 = 86.4 → 0.7 × 288 = 201.6.
    let headline = try view(scene, "headlineView", 0)
    #expect(headline.x == 16 && headline.width == 288)
    // The root's bottom margin is 0 (facts D14): leftView reaches the bottom edge.
    #expect(try view(scene, "leftView", 0).height == 568 - 60 - 100 - 8)
    #expect(abs(try view(scene, "leftView", 0.3).width - 86.4) < 1e-6)
    #expect(abs(try view(scene, "leftView", 0.4).width - (86.4 + 115.2 * spring01)) < 1e-3)
    // Overshoot past 201.6 (damping 0.7, velocity 4).
    #expect(abs(try view(scene, "leftView", 0.52).width - (86.4 + 115.2 * spring022)) < 1e-3)
    #expect(try view(scene, "leftView", 0.52).width > 206)
    #expect(abs(try view(scene, "leftView", 0.7).width - (86.4 + 115.2 * spring04)) < 1e-3)
    #expect(abs(try view(scene, "leftView", 0.8).width - 201.6) < 1e-6)
    // The accessory width follows the left view; the button stays 8 pt after it.
    #expect(abs(try view(scene, "accessoryView", 0.52).width - (try view(scene, "leftView", 0.52)).width) < 1e-6)
    #expect(abs(try view(scene, "button", 0.8).x - (16 + 201.6 + 8)) < 1e-6)
    // Back to 0.3 at 1.3 s with the same spring.
    #expect(abs(try view(scene, "leftView", 1.52).width - (201.6 - 115.2 * spring022)) < 1e-3)
    #expect(abs(try view(scene, "leftView", 1.8).width - 86.4) < 1e-6)
  }

  @Test func accessoryGroupIsRebuiltWithTheVisibleMetrics() throws {
    let scene = try Self.load("accessory-view")
    // Hidden metrics: V:|-60-[headline(100)]-8-[left]-0-[accessory(0)]-| on 568 pt, where the
    // last `-|` is the root's bottom margin, 0 pt (facts D11, D14; was 20 pt).
    let headline0 = try view(scene, "headlineView", 0)
    #expect(headline0.y == 60 && headline0.height == 100)
    #expect(try view(scene, "leftView", 0).height == 568 - 60 - 100 - 8)
    #expect(try view(scene, "accessoryView", 0).height == 0)
    // Visible: 40, 80, 8, 100, all moving with the spring from 0.3 s.
    #expect(abs(try view(scene, "headlineView", 0.52).y - (60 - 20 * spring022)) < 1e-3)
    #expect(abs(try view(scene, "accessoryView", 0.4).height - 100 * spring01) < 1e-3)
    let headline1 = try view(scene, "headlineView", 0.8)
    #expect(headline1.y == 40 && headline1.height == 80)
    let accessory = try view(scene, "accessoryView", 0.8)
    #expect(accessory.height == 100 && accessory.y == 568 - 100 && accessory.x == 16)
    #expect(try view(scene, "leftView", 0.8).height == 568 - 40 - 80 - 8 - 8 - 100)
    // Aligned left throughout, on the root's 16 pt margin.
    #expect(try view(scene, "leftView", 0.52).x == 16)
    // And back at 1.3 s.
    #expect(try view(scene, "headlineView", 1.8).y == 60)
    #expect(try view(scene, "accessoryView", 1.8).height == 0)
  }

  func view(_ scene: CompiledScene, _ id: String, _ time: Double) throws -> ViewSnapshot {
    try #require(scene.snapshot(at: time).first { $0.id == id })
  }
}
