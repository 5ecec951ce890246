import Diff
import Foundation
import Geometry
import LayoutReel
import LayoutReelUIKit
import Raster
import SceneJSON
import SceneModel
import Testing

/// A data source of `count` rows "Row 1", ... with a header; heights from `heights`.
@MainActor
final class RowsSource: UITableViewDataSource, UITableViewDelegate {
  var count: Int
  var heights: [Int: CGFloat] = [:]
  var header: String?
  var detail = false

  init(count: Int, header: String? = nil) {
    self.count = count
    self.header = header
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    if detail {
      var content = UIListContentConfiguration.valueCell()
      content.text = "Row \(indexPath.row + 1)"
      content.secondaryText = "On"
      cell.contentConfiguration = content
    } else {
      cell.textLabel?.text = "Row \(indexPath.row + 1)"
    }
    cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .none
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { header }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath.row] ?? UITableView.automaticDimension
  }
}

@MainActor
struct UIKitScrollingTests {
  /// A table pinned to the root's edges, recorded with `appear` in viewDidAppear.
  func recordTable(
    style: UITableView.Style = .plain, source: RowsSource, width: Double = 390, height: Double = 300,
    appear: @escaping @MainActor (UITableView) -> Void = { _ in }
  ) throws -> (Reel, UITableView) {
    let reel = Reel(width: width, height: height, fps: 50)
    let table = UITableView(frame: .zero, style: style)
    table.accessibilityIdentifier = "table"
    let controller = TestController(
      load: { root in
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        pinToEdges(table, in: root)
      },
      appear: { _ in appear(table) })
    try reel.record(controller, hold: 0.2)
    return (reel, table)
  }

  @Test func tableRowsComeFromTheDataSource() throws {
    let source = RowsSource(count: 3, header: "Fruit")
    source.heights[1] = 60
    let (reel, _) = try recordTable(style: .insetGrouped, source: source)
    let scene = try #require(reel.scene)
    let table = try #require(scene.views.first { $0.id == "table" })
    let content = try #require(table.content as? TableView)
    #expect(content.style == .insetGrouped && content.rowHeight == .automatic)
    #expect(content.sections.count == 1 && content.sections[0].headerTitle == "Fruit")
    #expect(content.sections[0].rows.map(\.text) == ["Row 1", "Row 2", "Row 3"])
    #expect(content.sections[0].rows.map(\.height) == [nil, 60, nil])
    #expect(content.sections[0].rows.map(\.accessory) == [.disclosureIndicator, .none, .none])
  }

  @Test func contentConfigurationGivesAValueCell() throws {
    let source = RowsSource(count: 1)
    source.detail = true
    let (reel, _) = try recordTable(source: source)
    let content = try #require(reel.scene?.views.first?.content as? TableView)
    let row = try #require(content.sections.first?.rows.first)
    #expect(row.text == "Row 1" && row.secondaryText == "On" && row.cellStyle == .value1)
  }

  @Test func contentSizeIsTheRowsExtentAfterLayout() throws {
    let source = RowsSource(count: 5)
    var measured = CGSize.zero
    var fixed = CGSize.zero
    _ = try recordTable(source: source) { table in
      measured = table.contentSize
      table.rowHeight = 44
      fixed = table.contentSize
    }
    // Five self-sizing one-line rows are at least 44 pt each (facts T1); five fixed 44 pt rows
    // from the content's top are 220 pt.
    #expect(measured.height >= 220 && measured.width == 390)
    #expect(fixed.height == 220 && fixed.width == 390)
  }

  /// The seed's table-height idiom: the height constraint takes the contentSize inside an
  /// animation; the step animates that constant to the rows' extent.
  @Test func tableHeightFollowsContentSize() throws {
    let source = RowsSource(count: 3)
    let reel = Reel(width: 390, height: 400, fps: 50)
    let table = UITableView()
    table.accessibilityIdentifier = "table"
    table.rowHeight = 50
    var heightConstraint: NSLayoutConstraint!
    let controller = TestController(
      load: { root in
        table.dataSource = source
        table.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(table)
        heightConstraint = table.heightAnchor.constraint(equalToConstant: 100)
        heightConstraint.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
          table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
          table.topAnchor.constraint(equalTo: root.topAnchor), heightConstraint,
        ])
      },
      appear: { root in
        heightConstraint.constant = table.contentSize.height
        UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
      })
    try reel.record(controller, hold: 0.2)
    let scene = try #require(reel.scene)
    #expect(scene.timeline.count == 1 && scene.timeline[0].duration == 0.3)
    #expect(scene.timeline[0].changes == [.constraint(ConstraintChange(id: "c1", constant: 150))])
    let compiled = try reel.compiledScene()
    let end = compiled.snapshot(at: 0.35).first { $0.id == "table" }
    #expect(end?.height == 150)
  }

  @Test func contentOffsetAnimatesAndSnaps() throws {
    let source = RowsSource(count: 20)
    let (reel, _) = try recordTable(source: source) { table in
      UIView.animate(withDuration: 0.4) { table.contentOffset = CGPoint(x: 0, y: 120) }
      table.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    }
    let steps = try #require(reel.scene).timeline
    #expect(steps.count == 2)
    #expect(
      steps[0].duration == 0.4
        && steps[0].changes == [.view(ViewChange(id: "table", contentOffset: Point(x: 0, y: 120)))])
    #expect(
      steps[1].duration == 0 && steps[1].changes == [.view(ViewChange(id: "table", contentOffset: Point(x: 0, y: 40)))])
  }

  @Test func setContentOffsetAnimatedIsAStep() throws {
    let (reel, _) = try recordTable(source: RowsSource(count: 20)) { table in
      table.setContentOffset(CGPoint(x: 0, y: 88), animated: true)
    }
    let step = try #require(reel.scene?.timeline.first)
    #expect(step.duration == 0.3 && step.timing == .easeInOut)
    #expect(step.changes == [.view(ViewChange(id: "table", contentOffset: Point(x: 0, y: 88)))])
  }

  @Test func scrollViewGuidesAndInsetsReachTheModel() throws {
    let reel = Reel(width: 200, height: 200, fps: 50)
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let tall = UIView()
    tall.accessibilityIdentifier = "tall"
    let controller = TestController(load: { root in
      scroll.translatesAutoresizingMaskIntoConstraints = false
      tall.translatesAutoresizingMaskIntoConstraints = false
      scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      root.addSubview(scroll)
      scroll.addSubview(tall)
      NSLayoutConstraint.activate([
        scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: root.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        tall.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        tall.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        tall.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        tall.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        tall.heightAnchor.constraint(equalToConstant: 500),
      ])
    })
    var size = CGSize.zero
    reel.at(0) { size = scroll.contentSize }
    try reel.record(controller, hold: 0.1)
    let scene = try #require(reel.scene)
    let view = try #require(scene.views.first { $0.id == "scroll" })
    #expect((view.content as? ScrollView)?.contentInset.top == 10)
    #expect(view.style.clipsToBounds)
    #expect(scene.constraints.count == 9)
    #expect(size == CGSize(width: 200, height: 500))
  }

  /// The Swift table draws the same pixels as its JSON twin.
  @Test func tableMatchesItsJSONTwin() throws {
    let source = RowsSource(count: 4, header: "Fruit")
    let (reel, _) = try recordTable(style: .insetGrouped, source: source, width: 390, height: 300) { table in
      UIView.animate(withDuration: 0.2) { table.contentOffset = CGPoint(x: 0, y: 30) }
    }
    let swift = try reel.compiledScene()
    let json = """
      {"canvas": {"width": 390, "height": 300, "scale": 2}, "hold": 0.2,
       "views": [{"id": "table", "kind": "tableView", "style": "insetGrouped", "layoutMargin": 16,
         "sections": [{"headerTitle": "Fruit", "rows": [
           {"text": "Row 1", "accessory": "disclosureIndicator"}, {"text": "Row 2"}, {"text": "Row 3"},
           {"text": "Row 4"}]}]}],
       "constraints": ["table.leading == root.leading", "table.trailing == root.trailing",
         "table.top == root.top", "table.bottom == root.bottom"],
       "timeline": [{"at": 0, "duration": 0.2,
         "changes": [{"view": "table", "contentOffset": {"x": 0, "y": 30}}]}]}
      """
    let twin = try CompiledScene(SceneDecoder.decode(text: json).scene)
    #expect(swift.clock.frameCount == twin.clock.frameCount)
    for frame in [0, twin.clock.frameCount / 2, twin.clock.frameCount - 1] {
      let t = twin.clock.time(ofFrame: frame)
      let result = try ImageDiff.compare(twin.image(at: t).rgbaImage, swift.image(at: t).rgbaImage)
      #expect(result.mismatchedPixels == 0, "frame \(frame)")
    }
  }

  @Test func insertAndDeleteRowsBecomeTableChanges() throws {
    let source = RowsSource(count: 3)
    let (reel, _) = try recordTable(source: source) { table in
      source.count = 4
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      source.count = 3
      table.performBatchUpdates {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
      }
    }
    let scene = try #require(reel.scene)
    let content = try #require(scene.views.first?.content as? TableView)
    // Declared in display order; the inserted row is absent at the start.
    #expect(content.sections[0].rows.map(\.text) == ["Row 1", "Row 2", "Row 2", "Row 3"])
    #expect(content.sections[0].rows.map(\.isPresent) == [true, false, true, true])
    #expect(scene.timeline.count == 2 && scene.timeline.allSatisfy { $0.duration == 0.3 && $0.timing == .easeInOut })
    #expect(scene.timeline[0].changes == [.table(TableChange(id: "table", insert: ["table.s0r1"], animation: .fade))])
    #expect(scene.timeline[1].changes == [.table(TableChange(id: "table", delete: ["table.s0r0"], animation: .left))])
  }

  @Test func updatesInsideAnAnimationJoinIt() throws {
    let source = RowsSource(count: 2)
    let (reel, _) = try recordTable(source: source) { table in
      source.count = 3
      UIView.animate(withDuration: 0.5) {
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .bottom)
        table.endUpdates()
      }
    }
    let steps = try #require(reel.scene).timeline
    #expect(steps.count == 1 && steps[0].duration == 0.5)
    #expect(steps[0].changes == [.table(TableChange(id: "table", insert: ["table.s0r2"], animation: .bottom))])
    let compiled = try reel.compiledScene()
    let third = compiled.snapshot(at: 0.6).first { $0.id == "table.s0r2" }
    #expect(third?.y == 88 && third?.alpha == 1)
  }
}
