import SceneModel

extension DecodingContext {
  func decodeTimeline(_ value: JSONValue?) -> [TimelineStep] {
    guard let items = array(value, of: "steps") else { return [] }
    // Collect step ids first: `after` may name a step written later.
    var stepIDs: [String] = []
    for item in items {
      if let id = item["id"]?.string, !stepIDs.contains(id) { stepIDs.append(id) }
    }
    var declared: [String: SourcePosition] = [:]
    var steps: [TimelineStep] = []
    var afterValues: [JSONValue?] = []
    var progressValues: [JSONValue?] = []
    for item in items {
      guard let f = fields(item, SceneKeys.step) else { continue }
      if let step = decodeStep(f, index: steps.count, stepIDs: stepIDs, declared: &declared) {
        record(.step(steps.count), at: item)
        steps.append(step)
        afterValues.append(f["after"])
        progressValues.append(f["progress"])
      }
    }
    checkSchedule(steps, afterValues: afterValues)
    shareDrags(&steps, progressValues: progressValues)
    return steps
  }

  func decodeStep(_ f: Fields, index: Int, stepIDs: [String], declared: inout [String: SourcePosition]) -> TimelineStep?
  {
    var id: String?
    if let idValue = f["id"], let s = string(idValue) {
      if let first = declared[s] {
        report(.duplicateID(s, first: first), at: idValue)
      } else {
        declared[s] = idValue.position
        id = s
      }
    }
    _ = string(f["notes"])
    var start = StepStart.at(0)
    if let atValue = f["at"] {
      start = .at(nonNegative(atValue, "at") ?? 0)
      if let afterValue = f["after"] { report(.conflictingKeys("at", "after"), at: afterValue) }
    } else if let afterValue = f["after"], let after = string(afterValue) {
      if stepIDs.contains(after) {
        start = .after(after)
      } else {
        report(
          .unknownName(category: "step", name: after, within: nil), at: afterValue,
          suggestion: Suggestion.closest(to: after, in: stepIDs))
      }
    }
    let delay = nonNegative(f["delay"], "delay") ?? 0
    // A step that moves the keyboard runs with the keyboard's curve unless it names one (facts KB1).
    let curve = f["curve"].map(curve) ?? (changesMoveKeyboard(f["changes"]) ? .keyboard : .easeInOut)
    let duration =
      f["duration"] == nil
      ? (navigationDuration(f) ?? settlingDuration(of: curve, step: f))
      : nonNegative(require(f, "duration"), "duration")
    let repeatCount = repeatCount(f["repeat"])
    let autoreverses = bool(f["autoreverse"]) ?? false
    let changes = decodeChanges(f["changes"], step: index, keyframe: nil)
    var keyframes: [Keyframe] = []
    for value in array(f["keyframes"], of: "keyframes") ?? [] {
      if let keyframe = decodeKeyframe(value, step: index, keyframe: keyframes.count) { keyframes.append(keyframe) }
    }
    // A string names the step whose finger this animator follows, resolved once all are decoded.
    let progress = f["progress"].flatMap { $0.string == nil ? decodeProgress($0) : nil }
    let lerps = decodeLerps(f["lerp"])
    let transition = decodeTransition(f)
    guard let duration, let curve else { return nil }
    return TimelineStep(
      id: id, start: start, delay: delay, duration: duration, timing: curve, repeatCount: repeatCount,
      autoreverses: autoreverses, changes: changes, keyframes: keyframes, progress: progress, lerps: lerps,
      transition: transition)
  }

  func repeatCount(_ value: JSONValue?) -> RepeatCount {
    guard let value else { return .count(1) }
    if let s = value.string {
      if s == "forever" { return .forever }
      report(
        .unknownName(category: "repeat", name: s, within: nil), at: value,
        suggestion: Suggestion.closest(to: s, in: ["forever"]))
      return .count(1)
    }
    guard value.number != nil else {
      report(.wrongType(expected: "a number or \"forever\"", found: value.typeName), at: value)
      return .count(1)
    }
    return .count(nonNegative(value, "repeat", strictly: true) ?? 1)
  }

  /// A curve name, four Bézier control values, or a spring object.
  func curve(_ value: JSONValue) -> TimingParameters? {
    switch value.kind {
    case .string(let name):
      switch name {
      case "linear": return .linear
      case "easeIn": return .easeIn
      case "easeOut": return .easeOut
      case "easeInOut": return .easeInOut
      case "default": return .systemDefault
      case "keyboard": return .keyboard
      default:
        report(
          .unknownName(category: "curve", name: name, within: nil), at: value,
          suggestion: Suggestion.closest(
            to: name, in: ["linear", "easeIn", "easeOut", "easeInOut", "default", "keyboard"]))
        return nil
      }
    case .array(let items):
      guard items.count == 4 else {
        report(.invalid("a Bézier curve needs exactly four numbers [x1, y1, x2, y2], found \(items.count)"), at: value)
        return nil
      }
      let x1 = number(items[0], in: 0...1, "x1")
      let y1 = number(items[1])
      let x2 = number(items[2], in: 0...1, "x2")
      let y2 = number(items[3])
      guard let x1, let y1, let x2, let y2 else { return nil }
      return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    case .object(let object):
      if object["mass"] != nil || object["stiffness"] != nil || object["damping"] != nil {
        guard let f = fields(value, SceneKeys.springPhysics) else { return nil }
        let mass = nonNegative(f["mass"], "mass", strictly: true) ?? 1
        let stiffness = nonNegative(f["stiffness"], "stiffness", strictly: true) ?? 100
        let damping = nonNegative(f["damping"], "damping", strictly: true) ?? 10
        return .physicalSpring(
          mass: mass, stiffness: stiffness, damping: damping, initialVelocity: number(f["initialVelocity"]) ?? 0)
      }
      guard let f = fields(value, SceneKeys.springRatio) else { return nil }
      guard let ratio = nonNegative(require(f, "dampingRatio"), "dampingRatio", strictly: true) else { return nil }
      return .spring(dampingRatio: ratio, initialVelocity: number(f["initialVelocity"]) ?? 0)
    default:
      report(
        .wrongType(expected: "a curve name, [x1, y1, x2, y2] or a spring object", found: value.typeName), at: value)
      return nil
    }
  }

  func decodeKeyframe(_ value: JSONValue, step: Int, keyframe: Int) -> Keyframe? {
    guard let f = fields(value, SceneKeys.keyframe) else { return nil }
    let start = number(require(f, "start"), in: 0...1, "keyframe start")
    let duration = number(require(f, "duration"), in: 0...1, "keyframe duration")
    let changes = decodeChanges(require(f, "changes"), step: step, keyframe: keyframe)
    guard let start, let duration else { return nil }
    if start + duration > 1 + 1e-9, let v = f["duration"] {
      report(.invalid("keyframe ends at \(format(start + duration)), after the end of the step (1)"), at: v)
    }
    return Keyframe(start: start, duration: duration, changes: changes)
  }

  func decodeProgress(_ value: JSONValue) -> ProgressTrack? {
    guard let f = fields(value, SceneKeys.progress) else { return nil }
    var keys: [ProgressKey] = []
    for item in array(require(f, "keys"), of: "[time, fraction] pairs") ?? [] {
      // An optional third element says how the fraction goes on to the next key (facts SW18).
      guard let pair = item.array, pair.count == 2 || pair.count == 3 else {
        report(
          .wrongType(expected: "a [time, fraction] pair (or [time, fraction, segment])", found: item.typeName), at: item
        )
        continue
      }
      guard let time = nonNegative(pair[0], "time"), let fraction = number(pair[1], in: 0...1, "fraction") else {
        continue
      }
      if let last = keys.last, time <= last.time {
        report(.invalid("key times must increase (\(format(time)) comes after \(format(last.time)))"), at: pair[0])
      }
      let segment = pair.count == 3 ? choice(pair[2], ProgressKey.Segment.self, "progress segment") : .scrub
      keys.append(ProgressKey(time: time, fraction: fraction, segment: segment ?? .scrub))
    }
    var scrubCurve = TimingParameters.linear
    if let value = f["scrubCurve"], let decoded = curve(value) {
      if case .spring = decoded {
        report(
          .invalid("a scrub curve is a Bézier curve (a finger sets the fraction; springs apply on release)"), at: value)
      } else if case .physicalSpring = decoded {
        report(
          .invalid("a scrub curve is a Bézier curve (a finger sets the fraction; springs apply on release)"), at: value)
      } else {
        scrubCurve = decoded
      }
    }
    var release: ProgressRelease?
    if let releaseValue = f["release"], let g = fields(releaseValue, SceneKeys.release) {
      let at = nonNegative(require(g, "at"), "release time")
      if let at, let last = keys.last, at < last.time, let v = g["at"] {
        report(.invalid("the release (\(format(at))) comes before the last key (\(format(last.time)))"), at: v)
      }
      // No curve: the animator keeps its own timing (continueAnimation with nil parameters).
      let curve = g["curve"].map(curve)
      let factor = nonNegative(g["durationFactor"], "durationFactor") ?? 0
      if let at, curve != .some(nil) {
        release = ProgressRelease(
          at: at, curve: curve ?? nil, reversed: bool(g["reversed"]) ?? false, durationFactor: factor,
          resumes: bool(g["resumes"]) ?? false)
      }
    }
    return ProgressTrack(keys: keys, scrubCurve: scrubCurve, release: release)
  }

  /// One lerp object or an array of them.
  func decodeLerps(_ value: JSONValue?) -> [FrameLerp] {
    guard let value else { return [] }
    let items = value.array ?? [value]
    return items.compactMap { item -> FrameLerp? in
      guard let f = fields(item, SceneKeys.lerp) else { return nil }
      let view = viewReference(require(f, "view"))
      let from = viewReference(require(f, "from"))
      let to = viewReference(require(f, "to"))
      guard let view, let from, let to else { return nil }
      if views[view]?.hasFrame == false, let v = f["view"] {
        // The lerp sets the frame directly; constraints would fight it.
        report(.invalid("\(quoted(view)) is moved by its frame during the lerp; give it a frame"), at: v)
      }
      if view == from || view == to, let v = f["view"] {
        report(.invalid("a view cannot be its own reference view"), at: v)
      }
      return FrameLerp(view: view, from: from, to: to)
    }
  }

  /// A string naming a declared view.
  func viewReference(_ value: JSONValue?) -> String? {
    guard let value, let id = string(value) else { return nil }
    guard views[id] != nil else {
      report(
        .unknownName(category: "view", name: id, within: nil), at: value,
        suggestion: Suggestion.closest(to: id, in: viewOrder))
      return nil
    }
    return id
  }
}
