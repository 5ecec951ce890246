extension LayoutEngine {
  /// Moves the keyboard layout guide: `height` points of keyboard now cover the root from its
  /// bottom edge (0: hidden).
  public mutating func setKeyboardHeight(_ height: Double) throws(LayoutError) {
    guard height.isFinite, height >= 0 else {
      throw .nonFiniteValue(id: "_root.keyboard", label: "keyboard height \(height)")
    }
    keyboardHeight = height
    if variables[.keyboard] != nil { try installKeyboardGuide() }
  }

  /// `keyboardLayoutGuide`: as wide as the root, from the keyboard's top to the root's bottom;
  /// with the keyboard hidden its top is the bottom of the safe area (`usesBottomSafeArea`,
  /// true by default, facts KB7).
  mutating func installKeyboardGuide() throws(LayoutError) {
    let root = variables(for: .root)
    let guide = variables(for: .keyboard)
    let covered = max(keyboardHeight, safeAreaInsets.bottom)
    let w = rootSize.width
    let h = rootSize.height
    try setInternal(
      "_root.keyboard.x",
      LinearConstraint(LinearExpression(guide.x), .equal, LinearExpression(root.x), label: "root.keyboard.left"))
    try setInternal(
      "_root.keyboard.y",
      LinearConstraint(
        LinearExpression(guide.y), .equal, root.y + (h - covered), label: "root.keyboard.top \(h - covered)"))
    try setInternal(
      "_root.keyboard.width",
      LinearConstraint(LinearExpression(guide.width), .equal, w, label: "root.keyboard.width == \(w)"))
    try setInternal(
      "_root.keyboard.height",
      LinearConstraint(LinearExpression(guide.height), .equal, covered, label: "root.keyboard.height == \(covered)"))
  }
}
