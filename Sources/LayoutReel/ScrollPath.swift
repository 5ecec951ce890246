import Animation
import Geometry
import Layout
import SceneModel

/// The layout along a step that scrolls, as a finger or `setContentOffset(_:animated: true)`
/// lays it out: solved at every offset between the old and the new one, not only at the end
/// (facts S9).
///
/// Between two offsets where no constraint takes over from another, every frame is linear in the
/// offset, so the path is found by solving at a few offsets and splitting where it bends (a
/// header reaching its minimum height, a priority giving way), down to a hundredth of a point of
/// scrolling. Each view then animates along its own bends: one additive animation per straight
/// stretch, each moving only while the step's progress crosses its stretch (``ProgressWindow``),
/// so the view is where the layout at the presented offset puts it, on the step's curve.
///
/// The path is used only when the offset is the step's one layout change: the step's other
/// changes leave the layout at the old offset as it was (an alpha, a colour). A step that also
/// edits constraints is laid out once at its end, as `UIView.animate` does (facts C1).
struct ScrollPath {
  /// Progress points from 0 to 1 and every view's frame (in its superview) there.
  let points: [(p: Double, frames: [SIMD4<Double>])]

  /// Frames closer than this are the same frame (the solver's precision is 1e-9).
  static let tolerance = 1e-7
  /// The path is split until a stretch scrolls less than this many points.
  static let resolution = 0.01

  /// The progress points where view `i` bends, with its frames there; nil when it moves in a
  /// straight line (one ordinary animation) or not at all.
  func bends(of i: Int) -> [(p: Double, frame: SIMD4<Double>)]? {
    var kept = [(p: points[0].p, frame: points[0].frames[i])]
    for j in 1..<points.count {
      let current = (p: points[j].p, frame: points[j].frames[i])
      if j < points.count - 1, let last = kept.last {
        let next = (p: points[j + 1].p, frame: points[j + 1].frames[i])
        if Self.isOnLine(current, from: last, to: next) { continue }
      }
      kept.append(current)
    }
    return kept.count > 2 ? kept : nil
  }

  /// `state` with view `i`'s frame already at `end` when the view follows bends: its frame is
  /// recorded piece by piece, the other properties as usual.
  func start(of i: Int, from state: ViewState, to end: ViewState) -> ViewState {
    guard bends(of: i) != nil else { return state }
    var start = state
    start.frame = end.frame
    return start
  }

  static func isOnLine(
    _ point: (p: Double, frame: SIMD4<Double>), from a: (p: Double, frame: SIMD4<Double>),
    to b: (p: Double, frame: SIMD4<Double>)
  ) -> Bool {
    let t = (point.p - a.p) / (b.p - a.p)
    let expected = a.frame + (b.frame - a.frame) * t
    let error = point.frame - expected
    return max(abs(error[0]), abs(error[1]), abs(error[2]), abs(error[3])) <= tolerance
  }

  static func same(_ a: [SIMD4<Double>], _ b: [SIMD4<Double>]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in
        let d = x - y
        return max(abs(d[0]), abs(d[1]), abs(d[2]), abs(d[3])) <= tolerance
      }
  }
}

extension ViewTracks {
  /// Records view `i`'s frame along `path`'s bends, one windowed animation per straight stretch;
  /// nothing when it has none (its frame was recorded as usual).
  mutating func recordFrame(along path: ScrollPath?, view i: Int, at time: Double, animation: AnimationSpec?)
    throws(AnimationError)
  {
    guard let path, let bends = path.bends(of: i), let animation else { return }
    for j in 1..<bends.count {
      var piece = animation
      piece.window = ProgressWindow(lower: bends[j - 1].p, upper: bends[j].p)
      try frame.set(bends[j].frame, at: time, animation: piece)
    }
  }
}

extension SceneLayout {
  /// Every view's frame with the scroll views at `offsets` (the engine is left there).
  mutating func frames(atOffsets offsets: [(id: String, offset: Point)], for element: ModelElement)
    throws(ExportError) -> [SIMD4<Double>]
  {
    for (id, offset) in offsets {
      try engineCall(element) { (engine) throws(LayoutError) in try engine.setContentOffset(offset, for: id) }
    }
    return try frames()
  }
}

extension SceneCompiler {
  /// The path of a step that scrolls (see ``ScrollPath``), or nil: no scroll view's offset
  /// changed, the step is immediate or restores its old values, it places lerped views, or its
  /// other changes moved something at the old offset.
  static func scrollPath(
    event: Timeline.Event, step: TimelineStep, before: [ViewState], after: [ViewState],
    tree: [(view: View, parent: String?)], layout: inout SceneLayout
  ) throws(ExportError) -> ScrollPath? {
    guard let animation = event.animation, !animation.restoresOldValue, step.lerps.isEmpty else { return nil }
    let scrolled = tree.indices.filter {
      tree[$0].view.content is any ScrollingContent && before[$0].contentOffset != after[$0].contentOffset
    }
    guard !scrolled.isEmpty else { return nil }
    let element = ModelElement.step(event.stepIndex)
    let distance =
      scrolled.map { i in
        let d = after[i].contentOffset - before[i].contentOffset
        return (d * d).sum().squareRoot()
      }.max() ?? 0
    func offsets(at p: Double) -> [(id: String, offset: Point)] {
      scrolled.map { i in
        let o = before[i].contentOffset + (after[i].contentOffset - before[i].contentOffset) * p
        return (tree[i].view.id, Point(x: o[0], y: o[1]))
      }
    }
    let diagnostics = layout.diagnostics
    defer {
      // Conflicts met on the way are reported once.
      var seen = Set(diagnostics)
      layout.diagnostics =
        diagnostics + layout.diagnostics.dropFirst(diagnostics.count).filter { seen.insert($0).inserted }
    }
    let end = after.map(\.frame)
    let start = try layout.frames(atOffsets: offsets(at: 0), for: element)
    var points: [(p: Double, frames: [SIMD4<Double>])] = [(0, start)]
    if ScrollPath.same(start, before.map(\.frame)) {
      // Splits [a, b] in thirds until each stretch is straight or scrolls less than the resolution,
      // leftmost stretch first. A work list, not recursion: a deep solve runs under every split.
      typealias Stretch = (a: Double, fa: [SIMD4<Double>], b: Double, fb: [SIMD4<Double>], depth: Int)
      var pending: [Stretch] = [(0, start, 1, end, 0)]
      while let (a, fa, b, fb, depth) = pending.popLast() {
        let m1 = a + (b - a) / 3, m2 = a + 2 * (b - a) / 3
        let f1 = try layout.frames(atOffsets: offsets(at: m1), for: element)
        let f2 = try layout.frames(atOffsets: offsets(at: m2), for: element)
        let straight = fa.indices.allSatisfy { i in
          ScrollPath.isOnLine((m1, f1[i]), from: (a, fa[i]), to: (b, fb[i]))
            && ScrollPath.isOnLine((m2, f2[i]), from: (a, fa[i]), to: (b, fb[i]))
        }
        if straight || (b - a) * distance < ScrollPath.resolution || depth >= 24 {
          points.append((b, fb))
        } else {
          pending += [(m2, f2, b, fb, depth + 1), (m1, f1, m2, f2, depth + 1), (a, fa, m1, f1, depth + 1)]
        }
      }
    }
    // Back at the step's end for the steps that follow.
    _ = try layout.frames(atOffsets: offsets(at: 1), for: element)
    return points.count > 2 ? ScrollPath(points: points) : nil
  }
}
