import Diff
import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing

@MainActor
struct UIKitEffectTests {
  /// UIBlurEffect.Style's cases, their raw values in UIBlurEffect.h, and the model's style of the
  /// same name (facts BL2).
  static let styles: [(UIBlurEffect.Style, Int, BlurStyle)] = [
    (.extraLight, 0, .extraLight), (.light, 1, .light), (.dark, 2, .dark), (.regular, 4, .regular),
    (.prominent, 5, .prominent), (.systemUltraThinMaterial, 6, .systemUltraThinMaterial),
    (.systemThinMaterial, 7, .systemThinMaterial), (.systemMaterial, 8, .systemMaterial),
    (.systemThickMaterial, 9, .systemThickMaterial), (.systemChromeMaterial, 10, .systemChromeMaterial),
    (.systemUltraThinMaterialLight, 11, .systemUltraThinMaterialLight),
    (.systemThinMaterialLight, 12, .systemThinMaterialLight), (.systemMaterialLight, 13, .systemMaterialLight),
    (.systemThickMaterialLight, 14, .systemThickMaterialLight),
    (.systemChromeMaterialLight, 15, .systemChromeMaterialLight),
    (.systemUltraThinMaterialDark, 16, .systemUltraThinMaterialDark),
    (.systemThinMaterialDark, 17, .systemThinMaterialDark), (.systemMaterialDark, 18, .systemMaterialDark),
    (.systemThickMaterialDark, 19, .systemThickMaterialDark),
    (.systemChromeMaterialDark, 20, .systemChromeMaterialDark),
  ]

  @Test func everyBlurStyleIsTheModelsStyleOfTheSameName() throws {
    #expect(UIBlurEffect.Style.allCases.count == 20)
    for (style, raw, model) in Self.styles {
      #expect(style.rawValue == raw)
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
      blur.accessibilityIdentifier = "blur"
      #expect((blur.effect as? UIBlurEffect)?.style == style)
      let reel = Reel(width: 40, height: 40, scale: 1)
      try reel.record(TestController { root in root.addSubview(blur) }, hold: 0.1)
      let view = try #require(reel.scene?.views.first { $0.id == "blur" })
      #expect((view.content as? VisualEffectView)?.effect == model, "\(style)")
    }
  }

  @Test func effectSetInABlockAnimatesFromNone() throws {
    let blur = UIVisualEffectView(effect: nil)
    blur.accessibilityIdentifier = "blur"
    #expect(blur.effect == nil)
    let reel = Reel(width: 40, height: 40, scale: 1)
    try reel.record(
      TestController(
        load: { root in root.addSubview(blur) },
        appear: { _ in UIView.animate(withDuration: 0.6) { blur.effect = UIBlurEffect(style: .systemThickMaterial) } }))
    let scene = try #require(reel.scene)
    #expect((scene.views.first?.content as? VisualEffectView)?.effect == BlurStyle.none)
    #expect(scene.timeline.count == 1 && scene.timeline[0].duration == 0.6)
    #expect(scene.timeline[0].changes == [.view(ViewChange(id: "blur", effect: .systemThickMaterial))])
  }

  /// The JSON twin of `BlurTwin`: the same views, constraints and steps written as a scene file.
  static let twin = """
    {
      "name": "blur-twin",
      "canvas": { "width": 120, "height": 90, "scale": 1, "background": "white" },
      "fps": 25,
      "views": [
        { "id": "red", "backgroundColor": "systemRed" },
        { "id": "blue", "backgroundColor": "systemBlue", "cornerRadius": 8 },
        { "id": "blur", "kind": "visualEffectView", "effect": "none",
          "subviews": [ { "id": "chip", "backgroundColor": "systemYellow", "cornerRadius": 6 } ] }
      ],
      "constraints": [
        "red.leading == root.leading + 10", "red.top == root.top + 10", "red.width == 50", "red.height == 70",
        "blue.trailing == root.trailing - 10", "blue.top == root.top + 20", "blue.width == 40", "blue.height == 40",
        "blur.leading == root.leading", "blur.trailing == root.trailing", "blur.top == root.top",
        "blur.bottom == root.bottom",
        "chip.centerX == blur.centerX", "chip.centerY == blur.centerY", "chip.width == 30", "chip.height == 20"
      ],
      "timeline": [
        { "at": 0.2, "duration": 0.6, "changes": [ { "view": "blur", "effect": "systemMaterial" } ] },
        { "at": 1, "duration": 0.4, "curve": "linear",
          "changes": [ { "view": "blur", "effect": "systemThinMaterialDark" } ] }
      ]
    }
    """

  /// The Swift version: the chip is in the effect view's `contentView`, constrained to it.
  final class BlurTwin: UIViewController {
    let red = UIView(), blue = UIView(), chip = UIView()
    let blur = UIVisualEffectView(effect: nil)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      red.backgroundColor = .systemRed
      blue.backgroundColor = .systemBlue
      blue.layer.cornerRadius = 8
      chip.backgroundColor = .systemYellow
      chip.layer.cornerRadius = 6
      for v in [red, blue, blur] { view.addSubview(v) }
      blur.contentView.addSubview(chip)
      for v in [red, blue, blur, chip] { v.translatesAutoresizingMaskIntoConstraints = false }
      NSLayoutConstraint.activate([
        red.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
        red.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
        red.widthAnchor.constraint(equalToConstant: 50), red.heightAnchor.constraint(equalToConstant: 70),
        blue.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
        blue.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        blue.widthAnchor.constraint(equalToConstant: 40), blue.heightAnchor.constraint(equalToConstant: 40),
        blur.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        blur.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        blur.topAnchor.constraint(equalTo: view.topAnchor), blur.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        chip.centerXAnchor.constraint(equalTo: blur.contentView.centerXAnchor),
        chip.centerYAnchor.constraint(equalTo: blur.contentView.centerYAnchor),
        chip.widthAnchor.constraint(equalToConstant: 30), chip.heightAnchor.constraint(equalToConstant: 20),
      ])
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      UIView.animate(withDuration: 0.6) { self.blur.effect = UIBlurEffect(style: .systemMaterial) }
    }
  }

  @Test func blurRendersAsItsJSONTwin() throws {
    let controller = BlurTwin()
    let reel = Reel(width: 120, height: 90, scale: 1, fps: 25)
    reel.at(1) {
      UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
        controller.blur.effect = UIBlurEffect(style: .systemThinMaterialDark)
      }
    }
    try reel.record(controller, appearAt: 0.2)
    let swift = try reel.compiledScene()
    let json = try CompiledScene(json: Self.twin)
    #expect(swift.clock.frameCount == json.clock.frameCount)
    // Before, during and after each animation.
    for t in [0.0, 0.36, 0.52, 0.8, 1.2, 1.4, 1.8] {
      let result = try ImageDiff.compare(json.image(at: t).rgbaImage, swift.image(at: t).rgbaImage)
      #expect(result.mismatchedPixels == 0, "at \(t) s")
    }
    // The blur changes the pixels: the red box is no longer its own colour under it.
    let before = try ImageDiff.compare(json.image(at: 0).rgbaImage, json.image(at: 0.8).rgbaImage)
    #expect(before.mismatchedPixels > 1000)
  }
}
