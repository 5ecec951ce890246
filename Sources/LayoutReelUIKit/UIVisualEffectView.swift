import Foundation
import SceneModel

/// UIVisualEffect: what a `UIVisualEffectView` draws. Only blurs are drawn (the model has no
/// vibrancy), so `UIBlurEffect` is the one kind.
@preconcurrency @MainActor
open class UIVisualEffect {
  init() {}
}

/// UIBlurEffect: one of the model's blur materials (facts BL2–BL4).
public final class UIBlurEffect: UIVisualEffect {
  public let style: Style

  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// UIBlurEffect.Style with UIBlurEffect.h's raw values (3, `extraDark`, is tvOS only).
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
    case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark

    /// The model's style of the same name.
    var model: BlurStyle { BlurStyle(rawValue: "\(self)") ?? .none }
  }
}

/// UIVisualEffectView: the model's `VisualEffectView`. What it shows goes in `contentView`, which
/// fills it; in the model the content view's subviews are the effect view's own (they are drawn
/// over the blur, as UIKit draws the content view) and constraints to the content view are
/// constraints to the effect view. `effect` animates inside an animation block: from nil the blur
/// grows and its tint fades in, and back (facts BL1).
public class UIVisualEffectView: UIView {
  public let contentView: UIView

  public init(effect: UIVisualEffect?) {
    contentView = UIVisualEffectContentView()
    super.init(frame: .zero)
    props.effect = Self.style(of: effect)
    addSubviewUntracked(contentView)
  }

  public required init?(coder: NSCoder) { nil }

  public var effect: UIVisualEffect? {
    get { UIBlurEffect.Style.allCases.first { $0.model == props.effect }.map { UIBlurEffect(style: $0) } }
    set { props.effect = Self.style(of: newValue) }
  }

  private static func style(of effect: UIVisualEffect?) -> BlurStyle {
    (effect as? UIBlurEffect)?.style.model ?? .none
  }

  override func modelContent() -> any ViewContent { VisualEffectView(effect: content.effect) }
}

/// A visual effect view's `contentView`: always its bounds, and not a view of its own in the model.
final class UIVisualEffectContentView: UIView {
  init() {
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }

  override var frame: CGRect {
    get { CGRect(origin: .zero, size: superview?.bounds.size ?? .zero) }
    set {}
  }
}
