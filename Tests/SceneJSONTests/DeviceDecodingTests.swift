import Geometry
import SceneModel
import Testing

@testable import SceneJSON

/// `canvas.device`: the device sets the size, scale and safe area; its keys are checked where
/// they are written (facts DV1–DV12).
@Suite struct DeviceDecodingTests {
  static func scene(_ canvas: String) -> String {
    #"{"canvas": \#(canvas), "views": [], "constraints": []}"#
  }

  @Test func aDeviceSetsSizeScaleSafeAreaAndMargins() throws {
    let scene = try #require(decodeScene(Self.scene(#"{"device": "iPhone 15"}"#)))
    #expect(scene.canvas.size == Size(width: 393, height: 852))
    #expect(scene.canvas.scale == 3)
    #expect(scene.canvas.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // Margins are measured from the safe area: 0 top and bottom, 16 pt sides below 414 pt (D14).
    #expect(scene.canvas.margins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(scene.canvas.device?.name == "iPhone 15")
    #expect(scene.canvas.orientation == .portrait)
    #expect(scene.canvas.statusBarHeight == 54)
    #expect(scene.canvas.chrome == SystemChrome())
  }

  @Test func aliasesIgnoreCaseSpacesAndPunctuation() throws {
    for (name, expected) in [
      ("iPhone 15 Pro", "iPhone 15"), ("iphone15pro", "iPhone 15"), ("iPhone SE", "iPhone SE (3rd generation)"),
      ("iPhone SE (3rd generation)", "iPhone SE (3rd generation)"), ("iPhone 15 Plus", "iPhone 15 Pro Max"),
      ("IPAD PRO 11", "iPad Pro 11-inch"),
    ] {
      let scene = try #require(decodeScene(Self.scene(#"{"device": "\#(name)"}"#)))
      #expect(scene.canvas.device?.name == expected, "\(name)")
    }
  }

  @Test func landscapeSwapsTheSizeAndTakesTheLandscapeSafeArea() throws {
    let scene = try #require(decodeScene(Self.scene(#"{"device": "iPhone 15 Pro Max", "orientation": "landscape"}"#)))
    #expect(scene.canvas.size == Size(width: 932, height: 430))
    #expect(scene.canvas.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    // 932 pt wide: 20 pt sides (D14); no status bar on iPhones in landscape (DV6).
    #expect(scene.canvas.margins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(scene.canvas.statusBarHeight == 0)
  }

  @Test func scaleSafeAreaAndMarginsRefineTheDevice() throws {
    let scene = try #require(
      decodeScene(
        Self.scene(
          #"{"device": "iPhone 15", "scale": 1, "safeArea": {"top": 44}, "margins": 8, "statusBar": false, "#
            + #""homeIndicator": false, "deviceFrame": true, "statusBarStyle": "lightContent"}"#)))
    #expect(scene.canvas.scale == 1)
    // additionalSafeAreaInsets add to the device's; a hidden status bar leaves the island's 59.
    #expect(scene.canvas.safeArea == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(scene.canvas.margins == EdgeInsets(all: 8))
    #expect(
      scene.canvas.chrome
        == SystemChrome(statusBar: false, homeIndicator: false, deviceFrame: true, statusBarStyle: .lightContent))
    #expect(scene.canvas.statusBarHeight == 0)
  }

  @Test func aHiddenStatusBarFreesTheTopOfARectangularScreen() throws {
    let scene = try #require(decodeScene(Self.scene(#"{"device": "iPhone SE", "statusBar": false}"#)))
    #expect(scene.canvas.safeArea == .zero)
    let shown = try #require(decodeScene(Self.scene(#"{"device": "iPhone SE"}"#)))
    #expect(shown.canvas.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test func anUnknownDeviceListsTheKnownOnesAndTheClosest() throws {
    let errors = decodeErrors(Self.scene(#"{"device": "iPhone 17"}"#))
    let error = try #require(errors.first)
    #expect(errors.count == 1)
    #expect(error.path == "canvas.device")
    #expect(error.suggestion == "iPhone 15")
    let text = "\(error)"
    #expect(text.contains(#"unknown device "iPhone 17""#))
    #expect(
      text.contains(
        "known devices: iPhone SE (3rd generation) (also iPhone SE, iPhone SE 3, iPhone SE (2nd generation), "
          + "iPhone SE 2, iPhone 8, iPhone 7); iPhone 15 (also iPhone 15 Pro, iPhone 14 Pro); iPhone 15 Pro Max "
          + "(also iPhone 15 Plus, iPhone 14 Pro Max); iPad Pro 11-inch (also iPad Pro 11, iPad Pro (11-inch), "
          + "iPad Pro)"))
    #expect(text.contains(#"did you mean "iPhone 15"?"#))
    // Far from every name, the closest is still named.
    let far = decodeErrors(Self.scene(#"{"device": "Galaxy"}"#))
    #expect(far.first?.suggestion != nil)
  }

  @Test func aSizeWithADeviceIsAnError() throws {
    let errors = decodeErrors(Self.scene(#"{"device": "iPhone 15", "width": 390}"#))
    #expect(errors.map(\.path) == ["canvas.width"])
    #expect("\(errors.first.map { "\($0)" } ?? "")".contains("takes its size from the device"))
  }

  @Test func deviceKeysNeedADevice() throws {
    let errors = decodeErrors(
      Self.scene(#"{"width": 320, "height": 200, "orientation": "landscape", "deviceFrame": true}"#))
    #expect(errors.map(\.path) == ["canvas.orientation", "canvas.deviceFrame"])
    #expect(errors.allSatisfy { "\($0)".contains(#"needs a "device" on the canvas"#) })
  }

  @Test func badDeviceValuesPointAtThemselves() throws {
    let errors = decodeErrors(
      Self.scene(#"{"device": "iPhone 15", "orientation": "sideways", "statusBar": "no", "statusBarStyle": "dark"}"#))
    #expect(errors.map(\.path) == ["canvas.orientation", "canvas.statusBar", "canvas.statusBarStyle"])
    #expect(decodeErrors(Self.scene(#"{"device": 15}"#)).map(\.path) == ["canvas.device"])
  }

  @Test func withoutADeviceTheCanvasIsAsBefore() throws {
    let scene = try #require(decodeScene(Self.scene(#"{"width": 320, "height": 200}"#)))
    #expect(scene.canvas.device == nil)
    #expect(scene.canvas.safeArea == .zero)
    #expect(scene.canvas.margins == EdgeInsets(all: 16))
    #expect(scene.canvas.statusBarHeight == 0)
    #expect(scene.canvas.deviceMetrics == nil)
  }
}
