/// Every kind of view a scene can use, in the order messages list them.
public enum ViewKinds {
  public static let all: [any ViewContent.Type] = [
    PlainView.self, Label.self, TextField.self, Button.self, ImageView.self, Switch.self, Separator.self,
    ActivityIndicator.self, ProgressView.self, SegmentedControl.self, ScrollView.self, StackView.self, TableView.self,
    NavigationBar.self, TabBar.self, Toolbar.self,
    VisualEffectView.self,
  ]

  /// The kind named `name` in scenes.
  public static func named(_ name: String) -> (any ViewContent.Type)? {
    all.first { $0.kind == name }
  }
}
