import Layout
import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing

@MainActor
struct UIKitConstraintTests {
  func record(_ load: @escaping @MainActor (UIView) -> Void) throws -> Scene {
    let reel = Reel(width: 200, height: 200)
    try reel.record(TestController(load: load))
    return try #require(reel.scene)
  }

  func definitions(_ scene: Scene) -> [ConstraintDefinition] {
    scene.constraints.compactMap { if case .constraint(let c) = $0 { c } else { nil } }
  }

  @Test func anchorsMakeTheModelsConstraints() throws {
    var line = 0
    let scene = try record { root in
      let a = UIView(), b = UIView()
      a.accessibilityIdentifier = "a"
      b.accessibilityIdentifier = "b"
      for v in [a, b] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
      }
      line = #line + 2
      NSLayoutConstraint.activate([
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
        b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
        b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 3),
        a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        a.trailingAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.trailingAnchor),
      ])
    }
    let c = definitions(scene).map(\.constraint)
    #expect(c.count == 5)
    #expect(c[0].item1 == .view("b") && c[0].attribute1 == .leading && c[0].item2 == .view("a"))
    #expect(c[0].attribute2 == .trailing && c[0].constant == 8 && c[0].relation == .equal)
    // System spacing: 8 pt per unit (facts D9).
    #expect(c[1].constant == 16 && c[1].attribute2 == .bottom)
    #expect(c[2].multiplier == 0.5 && c[2].constant == 3 && c[2].attribute1 == .width)
    #expect(c[3].item2 == nil && c[3].relation == .greaterThanOrEqual && c[3].constant == 44)
    #expect(c[4].item2 == .safeArea && c[4].relation == .lessThanOrEqual)
    // Each label ends with the file and line that made it.
    #expect(c[0].label.hasSuffix("(LayoutReelUIKitTests/UIKitConstraintTests.swift:\(line))"))
  }

  @Test func itemAttributeInitialiserPrioritiesAndActivation() throws {
    let scene = try record { root in
      let (box, _) = pinnedBox(in: root)
      let low = NSLayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 300)
      low.priority = .defaultLow
      low.identifier = "wide"
      low.isActive = true
      let off = box.heightAnchor.constraint(equalToConstant: 10)
      off.priority = UILayoutPriority(999)
      NSLayoutConstraint.activate([off])
      NSLayoutConstraint.deactivate([off])
    }
    let defs = definitions(scene)
    let wide = try #require(defs.first { $0.id == "wide" })
    #expect(wide.constraint.priority == .defaultLow && wide.constraint.constant == 300 && wide.isActive)
    let off = try #require(defs.last)
    #expect(!off.isActive && off.constraint.priority.value == 999)
  }

  @Test func visualFormatUsesTheJSONFrontEndsLanguage() throws {
    let scene = try record { root in
      let a = UIView(), b = UIView()
      a.accessibilityIdentifier = "a"
      b.accessibilityIdentifier = "b"
      for v in [a, b] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
      }
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-[a(==w@750)]-gap-[b]-|", options: .alignAllTop, metrics: ["w": 60, "gap": 12],
          views: ["a": a, "b": b]))
    }
    let c = definitions(scene).map(\.constraint)
    // |-[a] goes to the root's margins guide (facts D11); a's width 60 @750; a to b 12; the top alignment.
    #expect(c.contains { $0.item1 == .view("a") && $0.attribute1 == .leading && $0.item2 == .margins })
    #expect(c.contains { $0.attribute1 == .width && $0.constant == 60 && $0.priority.value == 750 })
    #expect(c.contains { $0.item1 == .view("b") && $0.item2 == .view("a") && $0.constant == 12 })
    #expect(c.contains { $0.attribute1 == .top && $0.attribute2 == .top })
  }

  @Test func viewsAreNamedByTheirProperties() throws {
    final class Named: UIViewController {
      let headline = UILabel()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headline)
        view.addSubview(UIView())
      }
    }
    let reel = Reel(width: 100, height: 100)
    try reel.record(Named())
    let scene = try #require(reel.scene)
    #expect(scene.views.map(\.id) == ["headline", "view1"])
    #expect(scene.views[0].kind == "label")
  }

  @Test func aConflictIsLoggedWithTheSwiftFileAndLine() throws {
    let reel = Reel(width: 200, height: 200)
    var line = 0
    try reel.record(
      TestController { root in
        let (box, _) = pinnedBox(in: root)
        line = #line + 1
        box.widthAnchor.constraint(equalToConstant: 150).isActive = true
      })
    let log = try reel.compiledScene().diagnostics.joined(separator: "\n")
    #expect(log.contains("Unable to simultaneously satisfy constraints"))
    #expect(log.contains("box.width == 150.0   (LayoutReelUIKitTests/UIKitConstraintTests.swift:\(line))"))
    #expect(log.contains("(LayoutReelUIKitTests/TestController.swift:"))
  }

  @Test func anUnsatisfiableActivationIsLoggedWhenItHappens() throws {
    let reel = Reel(width: 200, height: 200)
    var late: NSLayoutConstraint?
    var line = 0
    try reel.record(
      TestController(
        load: { root in
          let (box, _) = pinnedBox(in: root)
          line = #line + 1
          late = box.widthAnchor.constraint(equalToConstant: 10)
        },
        appear: { root in
          late?.isActive = true
          UIView.animate(withDuration: 0.2) { root.layoutIfNeeded() }
        }))
    let log = try reel.compiledScene().diagnostics.joined(separator: "\n")
    #expect(log.contains("box.width == 10.0   (LayoutReelUIKitTests/UIKitConstraintTests.swift:\(line))"))
  }

  @Test func aConstraintOutsideTheTreeIsAnError() throws {
    let reel = Reel(width: 200, height: 200)
    #expect(throws: RecordError.self) {
      try reel.record(
        TestController { root in
          let stray = UIView()
          let (box, _) = pinnedBox(in: root)
          box.leadingAnchor.constraint(equalTo: stray.leadingAnchor).isActive = true
        })
    }
  }
}

@MainActor
struct UIKitAmbiguityTests {
  @Test func anAmbiguousLayoutListsTheViewsConstraintsWithTheirLines() throws {
    let reel = Reel(width: 200, height: 200)
    var line = 0
    try reel.record(
      TestController { root in
        let loose = UIView()
        loose.accessibilityIdentifier = "loose"
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        line = #line + 1
        loose.widthAnchor.constraint(equalToConstant: 40).isActive = true
      })
    _ = try reel.compiledScene()
    let log = reel.log.joined(separator: "\n")
    #expect(log.contains("loose has an ambiguous layout"))
    #expect(log.contains("loose.width == 40.0   (LayoutReelUIKitTests/UIKitConstraintTests.swift:\(line))"))
  }
}
