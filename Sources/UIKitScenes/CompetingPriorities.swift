import LayoutReelUIKit

/// "Animate Between Competing Constraints" (seed 002) as a playground would write it: a 200 x 200
/// box in a 500 x 300 container, leading @999 and trailing @998, their priorities swapped in a
/// 1 s animation that starts itself again from its completion. The recording is the playground's
/// live view for one 2 s cycle (scenes/competing-priorities.json).
@MainActor
public enum CompetingPriorities {
  public static func record() throws -> Reel {
    let reel = Reel(width: 500, height: 300, scale: 2)

    let container = UIView(frame: .zero)
    container.backgroundColor = .cyan
    container.translatesAutoresizingMaskIntoConstraints = false
    let box = UIView(frame: .zero)
    box.translatesAutoresizingMaskIntoConstraints = false
    box.backgroundColor = .magenta
    container.addSubview(box)

    let pinLeading = NSLayoutConstraint(
      item: box, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leading,
      multiplier: 1, constant: 0)
    pinLeading.priority = UILayoutPriority(999)
    let pinTrailing = NSLayoutConstraint(
      item: box, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailing,
      multiplier: 1, constant: 0)
    pinTrailing.priority = UILayoutPriority(998)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 200),
      box.heightAnchor.constraint(equalToConstant: 200),
      container.widthAnchor.constraint(equalToConstant: 500),
      container.heightAnchor.constraint(equalToConstant: 300),
      box.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
      pinLeading,
      pinTrailing,
    ])

    func swapPriorities() {
      UIView.animate(
        withDuration: 1,
        animations: {
          let leading = pinLeading.priority
          pinLeading.priority = pinTrailing.priority
          pinTrailing.priority = leading
          container.layoutIfNeeded()
        },
        completion: { finished in if finished { swapPriorities() } })
    }
    swapPriorities()
    try reel.record(view: container, duration: 2)
    return reel
  }
}
