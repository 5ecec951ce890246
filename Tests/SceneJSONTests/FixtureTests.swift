import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

private func load(_ name: String) throws -> Scene {
  do {
    return try SceneLoader.load(path: Fixtures.path(name)).scene
  } catch {
    Issue.record("\(error)")
    throw error
  }
}

private func constraint(_ scene: Scene, _ id: String) -> ConstraintDefinition? {
  for entry in scene.constraints {
    if case .constraint(let c) = entry, c.id == id { return c }
  }
  return nil
}

private func group(_ scene: Scene, _ id: String) -> ConstraintGroup? {
  for entry in scene.constraints {
    if case .group(let g) = entry, g.id == id { return g }
  }
  return nil
}

/// Resolved constraints as text: `first REL second * m + c @p`, with items by id.
private func describe(_ c: LayoutConstraint) -> String {
  func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
    let name: String
    switch item {
    case .root: name = "root"
    case .safeArea: name = "root.safeArea"
    case .margins: name = "root.margins"
    case .keyboard: name = "root.keyboard"
    case .view(let id): name = id
    case .contentGuide(let id): name = id + ".contentLayoutGuide"
    case .frameGuide(let id): name = id + ".frameLayoutGuide"
    }
    return name + "." + attribute.rawValue
  }
  var text = "\(anchor(c.item1, c.attribute1)) \(c.relation.rawValue)"
  if let item2 = c.item2, let attribute2 = c.attribute2 {
    text += " \(anchor(item2, attribute2))" + (c.multiplier == 1 ? "" : " * \(format(c.multiplier))")
  }
  text += " + \(format(c.constant))"
  if c.priority != .required { text += " @\(format(c.priority.value))" }
  return text
}

private extension Scene {
  var allConstraints: [LayoutConstraint] { constraints.flatMap(\.constraints) }
}

@Suite struct FixtureTests {
  @Test func bankeyLogin() throws {
    let scene = try load("bankey-login.json")
    #expect(scene.name == "bankey-login")
    #expect(scene.canvas.size.width == 390 && scene.canvas.scale == 2)
    #expect(scene.canvas.margins == EdgeInsets(all: 16))
    #expect(
      scene.allViews.map(\.view.id) == [
        "title", "subtitle", "loginView", "username", "divider", "password", "signIn", "errorMessage",
      ])
    #expect(scene.allViews.first { $0.view.id == "password" }?.parent == "loginView")
    let title = try #require(scene.views.first?.content as? Label)
    #expect(title.font == .textStyle(.largeTitle))
    #expect(title.textAlignment == .center)
    #expect(scene.views.first?.style.alpha == 0)
    let leading = try #require(constraint(scene, "titleLeading"))
    #expect(describe(leading.constraint) == "title.leading == root.leading + -1000")
    let all = scene.allConstraints.map(describe)
    #expect(all.contains("subtitle.top == title.bottom + 24"))
    #expect(all.contains("root.trailing == loginView.trailing + 16"))
    // VFL inside loginView: `|` is the common superview of the views.
    #expect(all.contains("username.top == loginView.top + 8"))
    #expect(all.contains("divider.height == + 1"))
    #expect(all.contains("username.leading == divider.leading + 0"))
    #expect(all.contains("loginView.bottom == password.bottom + 8"))
    #expect(scene.schedule.map(\.start) == [0, 0.2, 0.2])
    #expect(scene.schedule.map(\.end) == [0.8, 1.0, 1.8])
    #expect(scene.timelineEnd == 1.8)
    guard case .constraint(let change)? = scene.timeline.first?.changes.first else {
      Issue.record("expected a constraint change")
      return
    }
    #expect(change.id == "titleLeading")
    #expect(change.constant == 16)
  }

  @Test func hideMiddleView() throws {
    let scene = try load("hide-middle-view.json")
    #expect(scene.schedule.map(\.start) == [0.5, 1.5])
    #expect(scene.schedule[1].end == 1.8)
    let all = scene.allConstraints.map(describe)
    #expect(all.contains("grey.leading == red.trailing + 15 @999"))
    #expect(all.contains("red.top == root.top + 20"))
    #expect(all.contains("red.height == + 80"))
    guard case .deactivate(let ids)? = scene.timeline[0].changes.last else {
      Issue.record("expected a deactivate change")
      return
    }
    #expect(ids == ["greenGreySpacing"])
  }

  @Test func competingConstraints() throws {
    let scene = try load("competing-constraints.json")
    #expect(constraint(scene, "left")?.constraint.priority == LayoutPriority(999))
    #expect(constraint(scene, "right")?.constraint.priority == LayoutPriority(998))
    #expect(scene.canvas.scale == 1)
    #expect(scene.allViews.first { $0.view.id == scene.views.first?.subviews.first?.id }?.parent == "container")
    #expect(scene.schedule.map(\.start) == [0, 1])
    guard case .constraint(let swap)? = scene.timeline[0].changes.first else {
      Issue.record("expected a constraint change")
      return
    }
    #expect(swap.priority == 998)
  }

  @Test func savvyPlayer() throws {
    let scene = try load("savvy-player.json")
    #expect(scene.canvas.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(scene.views[0].style.transform == Transform2D(translateY: -60))
    let artwork = try #require(scene.views.last)
    #expect(artwork.frame == Rect(x: 16, y: 500, width: 48, height: 48))
    let image = try #require(artwork.content as? ImageView)
    #expect(image.image == Fixtures.directory + "/art.png")
    #expect(image.contentMode == .scaleAspectFill)
    let expand = scene.timeline[1]
    #expect(scene.schedule[1].start == 0.55)
    #expect(expand.lerps.map(\.view) == ["artwork"])
    #expect(expand.lerps.first?.from == "compactArt")
    #expect(expand.progress?.keys.map(\.fraction) == [0, 0.1, 0.35])
    #expect(expand.progress?.release == ProgressRelease(at: 0.6, curve: .easeOut, reversed: false))
    #expect(scene.allConstraints.map(describe).contains("banner.top == root.safeArea.top + 0"))
    #expect(scene.allConstraints.map(describe).contains("expandedArt.width == expanded.width * 0.8 + 0"))
  }

  /// `-|` to the root relates to the root's margins guide (facts D11).
  @Test func screencastAccessory() throws {
    let scene = try load("screencast-accessory.json")
    let vertical = try #require(group(scene, "vertical"))
    #expect(
      vertical.constraints.map(describe) == [
        "headline.top == root.top + 60",
        "headline.height == + 100",
        "left.top == headline.bottom + 8",
        "accessory.top == left.bottom + 0",
        "accessory.height == + 0",
        "root.margins.bottom == accessory.bottom + 0",
        "headline.left == left.left + 0",
        "left.left == accessory.left + 0",
      ])
    #expect(constraint(scene, "leftWidth")?.constraint.multiplier == 0.3)
    #expect(scene.view(id: "accessory")?.style.backgroundColor == (try DynamicColor(parsing: "systemBlue")))
    #expect(scene.constraintEntry(id: "vertical")?.id == "vertical")
    #expect(scene.schedule[0].end == 1 && scene.step(id: "widen") == scene.timeline[0])
    let widen = scene.timeline[0]
    #expect(widen.timing == .spring(dampingRatio: 0.7, initialVelocity: 4))
    guard case .group(let rebuilt)? = scene.timeline[1].changes.first else {
      Issue.record("expected a group change")
      return
    }
    #expect(
      rebuilt.constraints.map(describe) == [
        "headline.top == root.top + 40",
        "headline.height == + 80",
        "left.top == headline.bottom + 8",
        "accessory.top == left.bottom + 8",
        "accessory.height == + 100",
        "root.margins.bottom == accessory.bottom + 0",
        "headline.left == left.left + 0",
        "left.left == accessory.left + 0",
      ])
    #expect(scene.schedule[1].start == 1.5)
  }
}
