import Foundation
import SceneModel

/// UIBarAppearance's background (iOS 13): configured with the default (a material, drawn here as
/// its opaque colour), an opaque or a transparent background, and `backgroundColor` over it
/// (facts NB5).
@preconcurrency @MainActor
public class UIBarAppearance {
  enum Kind { case `default`, opaque, transparent }
  var kind = Kind.default
  public var backgroundColor: UIColor?
  public var shadowColor: UIColor?
  /// Reported, not drawn: the bar's background is its colour.
  public var backgroundEffect: UIBlurEffect?

  public init() {}

  public func configureWithDefaultBackground() {
    kind = .default
    backgroundColor = nil
  }
  public func configureWithOpaqueBackground() {
    kind = .opaque
    backgroundColor = nil
  }
  public func configureWithTransparentBackground() {
    kind = .transparent
    backgroundColor = nil
  }

  /// What is drawn: the kind and the background colour (systemBackground unless given).
  func resolved(barTint: UIColor?) -> (kind: Kind, background: DynamicColor) {
    let color = backgroundColor ?? barTint
    let background = color?.dynamic ?? (kind == .transparent ? DynamicColor(.clear) : .systemBackground)
    return (color != nil && kind == .transparent ? .opaque : kind, background)
  }

  var problems: [String] {
    backgroundEffect == nil ? [] : ["a bar appearance's backgroundEffect is not drawn (its colour is)"]
  }
}

/// UINavigationBarAppearance: the background, and title attributes the model does not draw
/// (its titles are the system font in the label colour, facts NB2).
public final class UINavigationBarAppearance: UIBarAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  public override init() { super.init() }

  override var problems: [String] {
    super.problems
      + (titleTextAttributes.isEmpty && largeTitleTextAttributes.isEmpty
        ? [] : ["titleTextAttributes and largeTitleTextAttributes are not drawn (titles use the system font)"])
  }
}

/// UITabBarAppearance: the background.
public final class UITabBarAppearance: UIBarAppearance {
  public override init() { super.init() }
}

/// UIToolbarAppearance: the background.
public final class UIToolbarAppearance: UIBarAppearance {
  public override init() { super.init() }
}
