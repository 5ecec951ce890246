import Diff
import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing

/// UIButton images (`Configuration.image`, `setImage(_:for:)`) recorded into the model's button.
@MainActor
struct UIKitButtonImageTests {
  /// The JSON twin of `ButtonTwin`.
  static let twin = """
    {
      "name": "button-twin",
      "canvas": { "width": 200, "height": 100, "scale": 1, "background": "white" },
      "fps": 25,
      "views": [
        { "id": "share", "kind": "button", "title": "Share", "style": "filled", "symbol": "square.and.arrow.up",
          "imagePlacement": "trailing", "imagePadding": 8, "symbolConfiguration": { "scale": "large" } },
        { "id": "like", "kind": "button", "title": "Like", "symbol": "heart.fill" }
      ],
      "constraints": [
        "share.leading == root.leading + 10", "share.top == root.top + 10",
        "like.leading == root.leading + 10", "like.top == share.bottom + 10"
      ]
    }
    """

  final class ButtonTwin: UIViewController {
    let share: UIButton = {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Share"
      configuration.image = UIImage(systemName: "square.and.arrow.up")
      configuration.imagePlacement = .trailing
      configuration.imagePadding = 8
      configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(scale: .large)
      return UIButton(configuration: configuration)
    }()
    let like = UIButton(type: .system)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      like.setTitle("Like", for: .normal)
      like.setImage(UIImage(systemName: "heart.fill"), for: .normal)
      for button in [share, like] {
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
      }
      NSLayoutConstraint.activate([
        share.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
        share.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
        like.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
        like.topAnchor.constraint(equalTo: share.bottomAnchor, constant: 10),
      ])
    }
  }

  @Test func buttonImagesRenderAsTheirJSONTwin() throws {
    let reel = Reel(width: 200, height: 100, scale: 1, fps: 25)
    try reel.record(ButtonTwin(), appearAt: 0)
    let swift = try reel.compiledScene()
    let buttons = try #require(reel.scene).views.compactMap { $0.content as? Button }
    #expect(buttons.map(\.symbol) == ["square.and.arrow.up", "heart.fill"])
    #expect(buttons.first?.imagePlacement == .trailing && buttons.first?.imagePadding == 8)
    let json = try CompiledScene(json: Self.twin)
    let result = try ImageDiff.compare(json.image(at: 0).rgbaImage, swift.image(at: 0).rgbaImage)
    #expect(result.mismatchedPixels == 0)
    // The images are drawn: the twin differs from the same buttons without them.
    let bare = try CompiledScene(
      json: Self.twin.replacingOccurrences(of: #", "symbol": "heart.fill""#, with: ""))
    #expect(try ImageDiff.compare(json.image(at: 0).rgbaImage, bare.image(at: 0).rgbaImage).mismatchedPixels > 20)
  }
}
