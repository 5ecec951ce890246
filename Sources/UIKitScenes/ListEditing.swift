import LayoutReelUIKit

/// A shopping list edited as a user would edit it: an item is added, one is checked off and
/// deleted, the most urgent is moved to the top, and one is renamed in place. Each edit changes the
/// data source first and then tells the table, as UIKit requires; the table animates each with
/// its own row animation. Written only in Swift: the edits are scripted at given times.
final class ListEditingViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var items = ["Apples", "Bread", "Coffee beans", "Milk"]
  var notes: [String: String] = ["Milk": "Oat, 1 l"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    view.addSubviewFillingEdges(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Shopping" }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    "Swipe to delete, drag to reorder."
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    let item = items[indexPath.row]
    var content = notes[item] == nil ? cell.defaultContentConfiguration() : UIListContentConfiguration.subtitleCell()
    content.text = item
    content.secondaryText = notes[item]
    cell.contentConfiguration = content
    return cell
  }

  /// A new item slides in from the top, under the row above it.
  func add() {
    items.insert("Eggs", at: 2)
    tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .top)
  }

  /// Bread is checked off and slides out to the left.
  func checkOff() {
    items.remove(at: 1)
    tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
  }

  /// Milk goes to the top: the cell slides over the others as they make room.
  func moveUp() {
    let milk = items.remove(at: 3)
    items.insert(milk, at: 0)
    tableView.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
  }

  /// Coffee beans gets a note: the row is reloaded, the new cell fading in over the old one.
  func annotate() {
    notes["Coffee beans"] = "Whole, medium roast"
    tableView.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
  }
}

public enum ListEditing {
  /// An edit every 0.7 s from 0.4 s; the last frame is held 1 s.
  @MainActor public static func record() throws -> Reel {
    let controller = ListEditingViewController()
    let reel = Reel(width: 390, height: 360, scale: 2)
    reel.at(0.4) { controller.add() }
    reel.at(1.1) { controller.checkOff() }
    reel.at(1.8) { controller.moveUp() }
    reel.at(2.5) { controller.annotate() }
    try reel.record(controller, hold: 1)
    return reel
  }
}
