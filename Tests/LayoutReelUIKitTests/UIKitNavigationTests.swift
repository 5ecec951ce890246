import Foundation
import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing
import UIKitScenes

/// A controller that writes its appearance callbacks, with the virtual time, into a shared log.
final class LoggingController: UIViewController {
  let name: String
  let log: Log
  let load: @MainActor (UIView) -> Void

  final class Log {
    var lines: [String] = []
  }

  init(_ name: String, log: Log, load: @escaping @MainActor (UIView) -> Void = { _ in }) {
    self.name = name
    self.log = log
    self.load = load
    super.init()
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.lines.append("\(name).viewDidLoad")
    load(view)
  }
  override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear(\(animated))") }
}

/// A box pinned to the top and bottom of its view's safe area, 20 pt from the leading edge.
@MainActor
func safeAreaBox(in view: UIView) {
  let box = UIView()
  box.accessibilityIdentifier = "box"
  box.backgroundColor = .systemRed
  box.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(box)
  let safe = view.safeAreaLayoutGuide
  NSLayoutConstraint.activate([
    box.topAnchor.constraint(equalTo: safe.topAnchor), box.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
    box.widthAnchor.constraint(equalToConstant: 50),
  ])
}

@MainActor
struct UIKitNavigationTests {
  /// The state of view `id` at `time`.
  static func state(_ scene: CompiledScene, _ id: String, at time: Double) throws -> ViewState {
    let i = try #require(scene.viewIDs.firstIndex(of: id), "no view \(id) in \(scene.viewIDs)")
    return scene.presentation(at: time)[i]
  }

  /// A navigation controller in a tab bar controller on a 390 × 600 canvas with a 47 pt top and
  /// 34 pt bottom safe area: the bars sit where UIKit puts them (facts NB1, NB3) and a child's
  /// safe area lies between them (facts NB10).
  @Test(arguments: [false, true])
  func barFramesAndSafeArea(largeTitles: Bool) throws {
    let log = LoggingController.Log()
    let root = LoggingController("Inbox", log: log) { safeAreaBox(in: $0) }
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    let reel = Reel(width: 390, height: 600, scale: 1)
    reel.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    try reel.record(tabs, duration: 0.1)
    let scene = try reel.compiledScene()
    // 44 pt, or 96 with large titles, under the 47 pt top inset; the tab bar 49 + 34 pt at the bottom.
    let barHeight = largeTitles ? 96.0 : 44.0
    #expect(try Self.state(scene, "navigationBar", at: 0).frame == SIMD4(0, 47, 390, barHeight))
    #expect(try Self.state(scene, "tabBar", at: 0).frame == SIMD4(0, 517, 390, 83))
    // The root controller's view fills the screen; its safe area runs from the bar to the tab bar.
    #expect(try Self.state(scene, "logging", at: 0).frame == SIMD4(0, 0, 390, 600))
    #expect(try Self.state(scene, "box", at: 0).frame == SIMD4(20, 47 + barHeight, 50, 517 - 47 - barHeight))
  }

  /// Push and pop slide the views as UINavigationController does (facts NB7): halfway through the
  /// 0.35 s easeInOut push (progress 0.5) the incoming view is 195 pt right of its place and the
  /// outgoing one 58.5 pt left (half of 30 % of 390 pt), under a dimming view at half its alpha.
  @Test func pushAndPopPositions() throws {
    let log = LoggingController.Log()
    let root = LoggingController("Root", log: log)
    let detail = LoggingController("Detail", log: log) { $0.backgroundColor = .systemGray }
    let navigation = UINavigationController(rootViewController: root)
    let reel = Reel(width: 390, height: 400, scale: 1)
    reel.at(0.5) { navigation.pushViewController(detail, animated: true) }
    reel.at(1.5) { navigation.popViewController(animated: true) }
    try reel.record(navigation, hold: 0.2)
    let scene = try reel.compiledScene()
    #expect(scene.viewIDs.contains("logging") && scene.viewIDs.contains("logging2"))
    let outgoing = "logging", incoming = "logging2"
    #expect(try Self.state(scene, incoming, at: 0.4).hidden)
    let half = 0.5 + 0.175
    #expect(abs(try Self.state(scene, incoming, at: half).transform[0] - 195) < 1e-9)
    #expect(abs(try Self.state(scene, outgoing, at: half).transform[0] - -58.5) < 1e-9)
    #expect(abs(try Self.state(scene, "logging2.dimming", at: half).alpha - 0.5) < 1e-9)
    #expect(try Self.state(scene, incoming, at: 0.85).transform[0] == 0)
    #expect(try Self.state(scene, outgoing, at: 0.85).transform[0] == -117)
    // The pop runs it backwards and hides the popped view at its end.
    #expect(abs(try Self.state(scene, incoming, at: 1.5 + 0.175).transform[0] - 195) < 1e-9)
    #expect(try Self.state(scene, incoming, at: 1.9).hidden)
    #expect(try Self.state(scene, outgoing, at: 1.9).transform[0] == 0)
  }

  /// The appearance callbacks come in UIKit's order (facts SW1, NB12): the pushed controller
  /// loads, the top one will disappear, the pushed one will appear, and when the 0.35 s transition
  /// ends the old one did disappear and the new one did appear; a pop mirrors it.
  @Test func lifecycleOrder() throws {
    let log = LoggingController.Log()
    let root = LoggingController("Root", log: log)
    let detail = LoggingController("Detail", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let reel = Reel(width: 390, height: 400, scale: 1)
    var times: [String: Double] = [:]
    reel.at(0.5) { navigation.pushViewController(detail, animated: true) }
    reel.at(0.86) { times["after push"] = Double(log.lines.count) }
    reel.at(1.5) { navigation.popViewController(animated: true) }
    try reel.record(navigation, hold: 0.2)
    #expect(
      log.lines == [
        "Root.viewDidLoad", "Root.viewWillAppear(false)", "Root.viewDidAppear(false)",
        "Detail.viewDidLoad", "Root.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Root.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
        "Detail.viewWillDisappear(true)", "Root.viewWillAppear(true)",
        "Detail.viewDidDisappear(true)", "Root.viewDidAppear(true)",
      ])
    // The did- callbacks of the push ran at its end, 0.5 + 0.35 s.
    #expect(times["after push"] == 8)
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
    #expect(detail.navigationController == nil && root.navigationController === navigation)
  }

  /// Popping to the controller already on top pops nothing and calls no appearance method, as in
  /// UIKit (the returned array is empty).
  @Test func poppingToTheTopDoesNothing() throws {
    let log = LoggingController.Log()
    let root = LoggingController("Root", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let reel = Reel(width: 390, height: 400, scale: 1)
    var popped: [UIViewController]?
    reel.at(0.2) { popped = navigation.popToViewController(root, animated: true) }
    try reel.record(navigation, hold: 0.2)
    #expect(popped?.isEmpty == true)
    #expect(log.lines == ["Root.viewDidLoad", "Root.viewWillAppear(false)", "Root.viewDidAppear(false)"])
  }

  /// A scripted tap on a bar button item runs its action; the items are drawn as the model's bar
  /// items (a `.done` system item is the semibold "Done", `.add` the plus symbol).
  @Test func barButtonItemsTapAndModel() throws {
    let log = LoggingController.Log()
    let detail = LoggingController("Detail", log: log)
    let root = LoggingController("Root", log: log)
    let navigation = UINavigationController(rootViewController: root)
    var tapped: [String] = []
    root.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in tapped.append("add") }),
      UIBarButtonItem(title: "Next", style: .plain, target: nil) { _ in
        tapped.append("next")
        navigation.pushViewController(detail, animated: true)
      },
    ]
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .done)
    root.navigationItem.backButtonTitle = "Back"
    let reel = Reel(width: 390, height: 400, scale: 1)
    reel.tap(root.navigationItem.rightBarButtonItems?[1], at: 0.3)
    reel.tap(root.navigationItem.rightBarButtonItems?[0], at: 0.1)
    try reel.record(navigation, hold: 0.2)
    #expect(tapped == ["add", "next"])
    let scene = try #require(reel.scene)
    let bar = try #require(scene.views.first { $0.id == "navigationBar" }?.content as? NavigationBar)
    #expect(
      bar.items == [
        NavigationItem(
          title: "Root", view: "logging", backTitle: "Back", leftItems: [BarItem(title: "Done", isDone: true)],
          rightItems: [BarItem(symbol: "plus"), BarItem(title: "Next")]),
        NavigationItem(title: "Detail", view: "logging2"),
      ])
    #expect(bar.top == 0)
    // The push is a 0.35 s easeInOut step at the tap's time (facts NB7).
    let push = try #require(
      scene.timeline.first {
        $0.changes.contains(.navigation(NavigationChange(.push("logging2"), bar: "navigationBar")))
      })
    #expect(push.start == .at(0.3) && push.duration == 0.35 && push.timing == .easeInOut)
  }

  /// UIImage(systemName:) names the model's symbols (nil for a name it cannot draw, as UIKit for
  /// an unknown one); its configuration is the model's (facts SY2, SY3, SY5).
  @Test func symbolImages() throws {
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    let image = try #require(
      UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)))
    #expect(image.isSymbolImage)
    let view = UIImageView(image: image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
    view.tintColor = .systemRed
    let styled = UIImageView(image: UIImage(systemName: "star"))
    styled.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
    let controller = TestController { root in
      for v in [view, styled] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
      }
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
      styled.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100).isActive = true
    }
    let reel = Reel(width: 200, height: 100, scale: 1)
    try reel.record(controller, duration: 0.1)
    let scene = try #require(reel.scene)
    let heart = try #require(scene.views[0].content as? ImageView)
    #expect(heart.symbol == "heart.fill")
    let heartConfiguration = try #require(heart.symbolConfiguration)
    #expect(
      heartConfiguration.pointSize == 24 && "\(heartConfiguration.weight)" == "bold"
        && "\(heartConfiguration.scale)" == "large")
    let star = try #require(scene.views[1].content as? ImageView)
    // title1: 28 pt regular (facts E).
    let starConfiguration = try #require(star.symbolConfiguration)
    #expect(
      star.symbol == "star" && starConfiguration.pointSize == 28 && "\(starConfiguration.weight)" == "regular"
        && "\(starConfiguration.scale)" == "medium")
    // A 24 pt large symbol is 24 × 1.3 = 31.2 pt tall (facts SY3).
    let compiled = try reel.compiledScene()
    #expect(abs(try Self.state(compiled, "imageView1", at: 0).frame[3] - 31.2) < 1e-9)
  }

  /// The model keeps one path of items: pushing another controller where one was popped is
  /// reported, not drawn.
  @Test func anotherControllerAtAPoppedDepthIsReported() throws {
    let log = LoggingController.Log()
    let navigation = UINavigationController(rootViewController: LoggingController("Root", log: log))
    let reel = Reel(width: 390, height: 400, scale: 1)
    reel.at(0.1) { navigation.pushViewController(LoggingController("A", log: log), animated: true) }
    reel.at(0.6) { navigation.popViewController(animated: true) }
    reel.at(1.1) { navigation.pushViewController(LoggingController("B", log: log), animated: true) }
    try reel.record(navigation, hold: 0.2)
    #expect(reel.log.contains { $0.contains("pushing a controller where another was pushed before") })
    #expect(navigation.viewControllers.count == 1)
  }

  /// The Swift settings scene and its JSON twin give the same frames: the large title collapsing
  /// with the list's offset, the push and the pop, under a tab bar (0 mismatched pixels).
  @Test func settingsNavigationMatchesItsJSONTwin() throws {
    let swift = try SettingsNavigation.record().compiledScene()
    let json = try CompiledScene(
      contentsOf: Repository.path("Tests/LayoutReelUIKitTests/Fixtures/settings-navigation.json"))
    try ParityTests.expectSameFrames(swift, json)
  }
}
