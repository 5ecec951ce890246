import Geometry
import SceneModel
import Testing
import Text

/// Asks for nothing and remembers every key a kind reads.
private final class RecordingReader: PropertyReader {
  var keys: [String] = []

  func string(_ key: String) -> String? { read(key) }
  func bool(_ key: String) -> Bool? { read(key) }
  func integer(_ key: String, minimum: Int) -> Int? { read(key) }
  func color(_ key: String) -> DynamicColor? { read(key) }
  func imagePath(_ key: String) -> String? { read(key) }
  func number(_ key: String, in range: ClosedRange<Double>) -> Double? { read(key) }
  func strings(_ key: String) -> [String]? { read(key) }
  func integer(_ key: String, in range: ClosedRange<Int>) -> Int? { read(key) }
  func text(_ key: String) -> InitialText? { read(key) }
  func number(_ key: String) -> Double? { read(key) }
  func point(_ key: String) -> Point? { read(key) }
  func insets(_ key: String) -> EdgeInsets? { read(key) }
  func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, _ category: String) -> E?
  where E.RawValue == String { read(key) }
  func font(styleKey: String, fontKey: String) -> FontSpec? {
    keys.append(styleKey)
    return read(fontKey)
  }

  func tableRowHeight(_ key: String) -> TableRowHeight? { read(key) }
  func tableSections(sectionsKey: String, rowsKey: String) -> [TableSection]? {
    keys.append(sectionsKey)
    return read(rowsKey)
  }
  func layoutMargin(_ key: String) -> Double? { read(key) }
  func symbolConfiguration(_ key: String) -> SymbolConfiguration? { read(key) }
  func barItems(_ key: String) -> [BarItem]? { read(key) }
  func navigationItems(_ key: String) -> [NavigationItem]? { read(key) }
  func tabItems(_ key: String) -> [TabItem]? { read(key) }

  private func read<T>(_ key: String) -> T? {
    keys.append(key)
    return nil
  }
}

/// A kind's `keys` (what the decoder accepts and the schema test checks) are exactly the keys its
/// `init(reading:)` reads, and reading nothing gives the kind's own defaults.
@Suite struct ViewKindKeysTests {
  @Test(arguments: ViewKinds.all.map { $0.kind })
  func keysAreWhatTheKindReads(kind: String) throws {
    let type = try #require(ViewKinds.named(kind))
    let reader = RecordingReader()
    _ = type.init(reading: reader)
    #expect(reader.keys.sorted() == type.keys.sorted())
    #expect(Set(reader.keys).count == reader.keys.count, "a key is read twice")
  }

  @Test func readingNothingGivesUIKitDefaults() {
    #expect(Label(reading: RecordingReader()) == Label())
    #expect(Button(reading: RecordingReader()) == Button())
    #expect(TextField(reading: RecordingReader()) == TextField())
    #expect(ImageView(reading: RecordingReader()) == ImageView())
    #expect(Switch(reading: RecordingReader()) == Switch(isOn: false))
    #expect(Separator(reading: RecordingReader()) == Separator())
    #expect(ActivityIndicator(reading: RecordingReader()) == ActivityIndicator())
    #expect(NavigationBar(reading: RecordingReader()) == NavigationBar(items: [NavigationItem(title: "")]))
    #expect(TabBar(reading: RecordingReader()) == TabBar())
    #expect(Toolbar(reading: RecordingReader()) == Toolbar())
    #expect(ProgressView(reading: RecordingReader()) == ProgressView())
    #expect(SegmentedControl(reading: RecordingReader()) == SegmentedControl())
    #expect(ProgressView().progress == 0 && SegmentedControl().selectedSegmentIndex == -1 && Button().isEnabled)
    #expect(TableView(reading: RecordingReader()) == TableView())
    #expect(ScrollView(reading: RecordingReader()) == ScrollView(contentOffset: .zero, contentInset: .zero))
    #expect(
      Label().font == .system(size: 17) && Label().numberOfLines == 1 && Label().lineBreakMode == .byTruncatingTail)
    #expect(
      ActivityIndicator().isAnimating && Switch.defaultContentHugging == 750 && Label.defaultContentHugging == 250)
  }
}
