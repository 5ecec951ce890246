import LayoutReelUIKit

/// A settings list in a navigation controller with large titles, inside a tab bar controller.
/// The list scrolls up (the large title collapses into the inline one and the bar's background
/// comes in), scrolls back, then its About button pushes a detail page and the page's Done button
/// pops it. Written only in Swift; its JSON twin (Tests/LayoutReelUIKitTests/Fixtures) renders the
/// same frames.
final class SettingsListViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let sections = [
    ["Airplane Mode", "Wi-Fi", "Bluetooth"], ["Notifications", "Sounds & Haptics", "Focus"],
    ["General", "Display & Brightness", "Wallpaper", "Accessibility"],
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    view.backgroundColor = .systemGroupedBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "About", style: .plain, target: self, action: { [unowned self] _ in showAbout() })
    tableView.dataSource = self
    // The insets UIKit would give the table under the bars (a top inset of the large-title bar's
    // bottom, a bottom one of the tab bar's height), set explicitly.
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.contentInset = UIEdgeInsets(top: 143, left: 0, bottom: 83, right: 0)
    tableView.contentOffset = CGPoint(x: 0, y: -143)
    view.addSubviewFillingEdges(tableView)
  }

  func showAbout() {
    navigationController?.pushViewController(AboutViewController(), animated: true)
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// The pushed page: a grouped background, a symbol and a caption below the bar, and a Done item
/// that pops it.
final class AboutViewController: UIViewController {
  let icon = UIImageView(
    image: UIImage(
      systemName: "info.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 44, weight: .light)))
  let caption = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "About"
    view.backgroundColor = .systemGroupedBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done,
      primaryAction: UIAction { [unowned self] _ in navigationController?.popViewController(animated: true) })
    icon.tintColor = .systemGray
    caption.text = "LayoutReel 1.0"
    caption.font = .preferredFont(forTextStyle: .body)
    caption.textColor = .secondaryLabel
    for v in [icon, caption] {
      v.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(v)
    }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      icon.topAnchor.constraint(equalTo: safe.topAnchor, constant: 24),
      icon.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      caption.topAnchor.constraint(equalToSystemSpacingBelow: icon.bottomAnchor, multiplier: 1),
      caption.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }
}

public enum SettingsNavigation {
  /// The tab bar controller, its navigation controller and the list, as the scene records them.
  @MainActor static func make() -> (UITabBarController, UINavigationController, SettingsListViewController) {
    let list = SettingsListViewController()
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 2)
    let favourites = UIViewController()
    favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
    let recents = UIViewController()
    recents.tabBarItem = UITabBarItem(title: "Recents", image: UIImage(systemName: "clock"), tag: 1)
    recents.tabBarItem.badgeValue = "2"
    let tabs = UITabBarController()
    tabs.viewControllers = [favourites, recents, navigation]
    tabs.selectedIndex = 2
    return (tabs, navigation, list)
  }

  /// 390 × 560 pt with a 47 pt top and 34 pt bottom safe area, at 2x and 25 fps: the list scrolls
  /// up at 0.3 s and back at 1.3 s, About is tapped at 1.9 s and Done at 3 s.
  @MainActor public static func record() throws -> Reel {
    let (tabs, navigation, list) = make()
    let reel = Reel(width: 390, height: 560, scale: 2, fps: 25)
    reel.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    reel.at(0.3) { UIView.animate(withDuration: 0.6) { list.tableView.contentOffset = CGPoint(x: 0, y: -60) } }
    reel.at(1.3) { list.tableView.setContentOffset(CGPoint(x: 0, y: -143), animated: true) }
    reel.tap(list.navigationItem.rightBarButtonItem, at: 1.9)
    // The Done item exists once About is pushed: the tap looks it up when it happens.
    reel.tap(navigation.topViewController?.navigationItem.rightBarButtonItem, at: 3)
    try reel.record(tabs, hold: 0.6)
    return reel
  }
}
