/// What `export layout` prints: the presentation of every view at one time, in root
/// coordinates (points), as a user debugging a layout wants to read it.
public struct ViewSnapshot: Sendable, Equatable {
  public let id: String
  public let x: Double
  public let y: Double
  public let width: Double
  public let height: Double
  /// The opacity drawn: the presented alpha clamped to 0...1, as Core Animation draws it.
  public let alpha: Double
  public let hidden: Bool
  /// translateX, translateY, scaleX, scaleY, rotation (degrees); nil when identity.
  public let transform: [Double]?
  /// A scroll view's presented content offset (x, y); nil when it is zero or the view does not
  /// scroll.
  public var contentOffset: [Double]? = nil
}

extension CompiledScene {
  /// Every view's presented frame at `time`, in root coordinates, in tree order.
  public func snapshot(at time: Double) -> [ViewSnapshot] {
    let states = presentation(at: time)
    var origins = [SIMD2<Double>](repeating: .zero, count: states.count)
    return views.indices.map { i in
      let f = states[i].frame
      // A scroll view's subviews sit at minus its content offset on screen.
      let parent = views[i].parent.map { origins[$0] - states[$0].contentOffset } ?? .zero
      origins[i] = parent + SIMD2(f[0], f[1])
      let t = states[i].transform
      let transform = t == ViewState.identityTransform ? nil : [t[0], t[1], t[2], t[3], t[4] * 180 / Double.pi]
      let offset = states[i].contentOffset
      return ViewSnapshot(
        id: views[i].id, x: origins[i][0], y: origins[i][1], width: f[2], height: f[3],
        alpha: states[i].drawnAlpha, hidden: states[i].hidden, transform: transform,
        contentOffset: offset == .zero ? nil : [offset[0], offset[1]])
    }
  }

  /// `{"time": T, "views": {"id": {"x": …, "y": …, "width": …, "height": …, "alpha": …}}}`,
  /// views in tree order, numbers rounded to 1e-6 (the solver's precision).
  public func layoutJSON(at time: Double) -> String {
    var lines = ["{", "  \"time\": \(JSONNumber.text(time)),", "  \"views\": {"]
    let views = snapshot(at: time)
    for (n, view) in views.enumerated() {
      var fields = [
        "\"x\": \(JSONNumber.text(view.x))", "\"y\": \(JSONNumber.text(view.y))",
        "\"width\": \(JSONNumber.text(view.width))", "\"height\": \(JSONNumber.text(view.height))",
        "\"alpha\": \(JSONNumber.text(view.alpha))",
      ]
      if view.hidden { fields.append("\"hidden\": true") }
      if let o = view.contentOffset {
        fields.append("\"contentOffset\": {\"x\": \(JSONNumber.text(o[0])), \"y\": \(JSONNumber.text(o[1]))}")
      }
      if let t = view.transform {
        fields.append(
          "\"transform\": {\"translateX\": \(JSONNumber.text(t[0])), \"translateY\": \(JSONNumber.text(t[1])), "
            + "\"scaleX\": \(JSONNumber.text(t[2])), \"scaleY\": \(JSONNumber.text(t[3])), "
            + "\"rotation\": \(JSONNumber.text(t[4]))}")
      }
      let comma = n == views.count - 1 ? "" : ","
      lines.append("    \(JSONNumber.quoted(view.id)): {\(fields.joined(separator: ", "))}\(comma)")
    }
    // The constraints kinds generated (a stack view's), with UIKit's identifiers, when there are any.
    let generated = generatedConstraints(at: time)
    if generated.isEmpty {
      lines += ["  }", "}"]
    } else {
      lines += ["  },", "  \"constraints\": ["]
      for (n, c) in generated.enumerated() {
        let comma = n == generated.count - 1 ? "" : ","
        lines.append("    {\"id\": \(JSONNumber.quoted(c.id)), \"constraint\": \(JSONNumber.quoted(c.label))}\(comma)")
      }
      lines += ["  ]", "}"]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
