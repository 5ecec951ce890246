import Testing

@testable import Scene

private func load(_ name: String) throws -> Scene {
  do {
    return try SceneLoader.load(path: Fixtures.path(name))
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
  func anchor(_ a: LayoutAnchor) -> String {
    let item: String
    switch a.item {
    case .root: item = "root"
    case .view(let id): item = id
    }
    return [item, a.guide?.rawValue, a.attribute.rawValue].compactMap { $0 }.joined(separator: ".")
  }
  var text = "\(anchor(c.first)) \(c.relation.rawValue)"
  if let second = c.second { text += " \(anchor(second))" + (c.multiplier == 1 ? "" : " * \(format(c.multiplier))") }
  text += " + \(format(c.constant))"
  if c.priority != 1000 { text += " @\(format(c.priority))" }
  return text
}

@Suite struct FixtureTests {
  @Test func bankeyLogin() throws {
    let scene = try load("bankey-login.json")
    #expect(scene.name == "bankey-login")
    #expect(scene.canvas.width == 390 && scene.canvas.scale == 2)
    #expect(scene.canvas.margins == EdgeInsets(all: 16))
    #expect(scene.allViews.map(\.id) == ["title", "subtitle", "loginView", "username", "divider", "password", "signIn", "errorMessage"])
    #expect(scene.allViews.first { $0.id == "password" }?.parent == "loginView")
    guard case .label(let title)? = scene.views.first?.content else {
      Issue.record("title is not a label")
      return
    }
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
    #expect(scene.timeline.map(\.startTime) == [0, 0.2, 0.2])
    #expect(scene.timeline.map(\.endTime) == [0.8, 1.0, 1.8])
    #expect(scene.timelineEnd == 1.8)
    guard case .constraint(let change)? = scene.timeline.first?.changes.first else {
      Issue.record("expected a constraint change")
      return
    }
    #expect(change.id.value == "titleLeading")
    #expect(change.constant == 16)
  }

  @Test func hideMiddleView() throws {
    let scene = try load("hide-middle-view.json")
    #expect(scene.timeline.map(\.startTime) == [0.5, 1.5])
    #expect(scene.timeline[1].endTime == 1.8)
    let all = scene.allConstraints.map(describe)
    #expect(all.contains("grey.leading == red.trailing + 15 @999"))
    #expect(all.contains("red.top == root.top + 20"))
    #expect(all.contains("red.height == + 80"))
    guard case .deactivate(let ids)? = scene.timeline[0].changes.last else {
      Issue.record("expected a deactivate change")
      return
    }
    #expect(ids.map(\.value) == ["greenGreySpacing"])
  }

  @Test func competingConstraints() throws {
    let scene = try load("competing-constraints.json")
    #expect(constraint(scene, "left")?.constraint.priority == 999)
    #expect(constraint(scene, "right")?.constraint.priority == 998)
    #expect(scene.canvas.scale == 1)
    #expect(scene.views.first?.subviews.first?.parent == "container")
    #expect(scene.timeline.map(\.startTime) == [0, 1])
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
    guard case .imageView(let image) = artwork.content else {
      Issue.record("artwork is not an image view")
      return
    }
    #expect(image.resolvedImagePath == Fixtures.directory + "/art.png")
    #expect(image.contentMode == .scaleAspectFill)
    let expand = scene.timeline[1]
    #expect(expand.startTime == 0.55)
    #expect(expand.lerps.map(\.view.value) == ["artwork"])
    #expect(expand.lerps.first?.from.value == "compactArt")
    #expect(expand.progress?.keys.map(\.fraction) == [0, 0.1, 0.35])
    #expect(expand.progress?.release == ProgressRelease(at: 0.6, curve: .easeOut, reversed: false))
    #expect(scene.allConstraints.map(describe).contains("banner.top == root.safeArea.top + 0"))
    #expect(scene.allConstraints.map(describe).contains("expandedArt.width == expanded.width * 0.8 + 0"))
  }

  @Test func screencastAccessory() throws {
    let scene = try load("screencast-accessory.json")
    let vertical = try #require(group(scene, "vertical"))
    #expect(vertical.options.alignments == [.left])
    #expect(vertical.constraints.map(describe) == [
      "headline.top == root.top + 60",
      "headline.height == + 100",
      "left.top == headline.bottom + 8",
      "accessory.top == left.bottom + 0",
      "accessory.height == + 0",
      "root.bottom == accessory.bottom + 20",
      "headline.left == left.left + 0",
      "left.left == accessory.left + 0",
    ])
    #expect(constraint(scene, "leftWidth")?.constraint.multiplier == 0.3)
    #expect(scene.view(id: "accessory")?.style.backgroundColor?.value == "systemBlue")
    #expect(scene.constraintEntry(id: "vertical")?.id == "vertical")
    #expect(scene.step(id: "widen")?.endTime == 1)
    let widen = scene.timeline[0]
    #expect(widen.curve == .spring(dampingRatio: 0.7, initialVelocity: 4))
    guard case .group(let rebuilt)? = scene.timeline[1].changes.first else {
      Issue.record("expected a group change")
      return
    }
    #expect(rebuilt.constraints.map(describe) == [
      "headline.top == root.top + 40",
      "headline.height == + 80",
      "left.top == headline.bottom + 8",
      "accessory.top == left.bottom + 8",
      "accessory.height == + 100",
      "root.bottom == accessory.bottom + 20",
      "headline.left == left.left + 0",
      "left.left == accessory.left + 0",
    ])
    #expect(scene.timeline[1].startTime == 1.5)
  }
}
