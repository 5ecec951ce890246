import Geometry
import SceneModel

extension DecodingContext {
  /// The keys that only mean something with a device.
  static let deviceOnlyKeys = ["orientation", "statusBar", "homeIndicator", "deviceFrame", "statusBarStyle"]

  /// A canvas with `"device"`: the device gives the size, scale and safe area; `width` and
  /// `height` would contradict it, `scale` overrides its scale, `safeArea` adds to its insets
  /// (additionalSafeAreaInsets) and `margins` are measured from the safe area.
  func decodeDeviceCanvas(_ f: Fields, device value: JSONValue) -> Canvas? {
    let device = decodeDevice(value)
    for key in ["width", "height"] {
      if let written = f[key] {
        report(
          .invalid("a canvas with a device takes its size from the device; remove \"\(key)\" or \"device\""),
          at: written)
      }
    }
    let scale = number(f["scale"], in: Canvas.scales, "scale")
    let background = color(f["background"]) ?? .systemBackground
    let additional = insets(f["safeArea"], default: .zero)
    let margins = f["margins"].map { insets($0, default: .zero) }
    let orientation = choice(f["orientation"], Orientation.self, "orientation") ?? .portrait
    var chrome = SystemChrome()
    if let shown = bool(f["statusBar"]) { chrome.statusBar = shown }
    if let shown = bool(f["homeIndicator"]) { chrome.homeIndicator = shown }
    if let shown = bool(f["deviceFrame"]) { chrome.deviceFrame = shown }
    if let style = choice(f["statusBarStyle"], StatusBarStyle.self, "status bar style") {
      chrome.statusBarStyle = style
    }
    guard let device else { return nil }
    return Canvas(
      device: device, orientation: orientation, scale: scale, background: background, additionalSafeArea: additional,
      margins: margins, chrome: chrome)
  }

  /// A device name or alias; an unknown one is reported with the known names and the closest.
  func decodeDevice(_ value: JSONValue) -> Device? {
    guard let name = string(value) else { return nil }
    if let device = Device.named(name) { return device }
    // Own names before aliases, so a tie goes to the device's own name.
    let names = Device.all.map(\.name) + Device.all.flatMap(\.aliases)
    let key = Device.lookupKey(name)
    let closest = names.min { a, b in
      Suggestion.editDistance(key, Device.lookupKey(a)) < Suggestion.editDistance(key, Device.lookupKey(b))
    }
    let known = Device.all.map { device in
      device.aliases.isEmpty ? device.name : "\(device.name) (also \(device.aliases.joined(separator: ", ")))"
    }
    report(
      .invalid("unknown device \"\(name)\"; known devices: \(known.joined(separator: "; "))"), at: value,
      suggestion: closest)
    return nil
  }

  /// Device keys on a canvas without a device are mistakes: say what they need.
  func rejectDeviceKeys(_ f: Fields) {
    for key in Self.deviceOnlyKeys {
      if let written = f[key] {
        report(
          .invalid("\"\(key)\" needs a \"device\" on the canvas (for example \"device\": \"iPhone 15\")"), at: written)
      }
    }
  }
}
