import Geometry

extension Device {
  /// The devices a canvas can name, smallest first. Sources: facts DV1–DV12 (docs/devices.md has
  /// the same numbers as a table).
  public static let all: [Device] = [iPhoneSE3, iPhone15, iPhone15ProMax, iPadPro11]

  /// A 4.7-inch home-button phone: 375 × 667 pt @2x (DV1), a 20 pt status bar and safe area in
  /// portrait, none in landscape (DV3, DV6), square corners, no home indicator.
  public static let iPhoneSE3 = Device(
    name: "iPhone SE (3rd generation)",
    aliases: ["iPhone SE", "iPhone SE 3", "iPhone SE (2nd generation)", "iPhone SE 2", "iPhone 8", "iPhone 7"],
    idiom: .phone, portraitSize: Size(width: 375, height: 667), scale: 2,
    portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
    portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, topInsetWithoutStatusBar: 0, screenCornerRadius: 0,
    sensorHousing: .none, homeIndicatorSize: nil, homeIndicatorBottomGap: 0,
    // DV10: 138.4 × 67.3 mm body, 750 × 1334 px at 326 ppi (6.42 pt/mm).
    frame: DeviceFrameGeometry(
      insets: EdgeInsets(top: 110.8, left: 28.6, bottom: 110.8, right: 28.6), bodyCornerRadius: 58,
      homeButtonDiameter: 70))

  /// The 6.1-inch Dynamic Island phone: 393 × 852 pt @3x (DV1), safe area 59/34 in portrait and
  /// 59/21 in landscape (DV2, DV5), a 54 pt status bar (DV4), 55 pt screen corners (DV8).
  public static let iPhone15 = Device(
    name: "iPhone 15", aliases: ["iPhone 15 Pro", "iPhone 14 Pro"],
    idiom: .phone, portraitSize: Size(width: 393, height: 852), scale: 3,
    portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, topInsetWithoutStatusBar: 59, screenCornerRadius: 55,
    sensorHousing: .dynamicIsland(size: Size(width: 126, height: 37.33), top: 11),
    homeIndicatorSize: Size(width: 134, height: 5), homeIndicatorBottomGap: 8,
    // DV10: 147.6 × 71.6 mm body, 1179 × 2556 px at 460 ppi (6.04 pt/mm).
    frame: DeviceFrameGeometry(insets: EdgeInsets(all: 19.6), bodyCornerRadius: 74.6))

  /// The 6.7-inch Dynamic Island phone: 430 × 932 pt @3x, the same insets, status bar and
  /// corners as the iPhone 15 (DV1, DV2, DV4, DV5, DV8).
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", aliases: ["iPhone 15 Plus", "iPhone 14 Pro Max"],
    idiom: .phone, portraitSize: Size(width: 430, height: 932), scale: 3,
    portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0, topInsetWithoutStatusBar: 59, screenCornerRadius: 55,
    sensorHousing: .dynamicIsland(size: Size(width: 126, height: 37.33), top: 11),
    homeIndicatorSize: Size(width: 134, height: 5), homeIndicatorBottomGap: 8,
    // DV10: 159.9 × 76.7 mm body, 1290 × 2796 px at 460 ppi (6.04 pt/mm).
    frame: DeviceFrameGeometry(
      insets: EdgeInsets(top: 16.6, left: 16.5, bottom: 16.6, right: 16.5), bodyCornerRadius: 71.5))

  /// The 11-inch iPad Pro: 834 × 1194 pt @2x (DV1), a 24 pt status bar in both orientations and
  /// a 20 pt home-indicator inset (DV3, DV6), 18 pt screen corners (DV8).
  public static let iPadPro11 = Device(
    name: "iPad Pro 11-inch", aliases: ["iPad Pro 11", "iPad Pro (11-inch)", "iPad Pro"],
    idiom: .pad, portraitSize: Size(width: 834, height: 1194), scale: 2,
    portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24, topInsetWithoutStatusBar: 0, screenCornerRadius: 18,
    sensorHousing: .none, homeIndicatorSize: Size(width: 315, height: 5), homeIndicatorBottomGap: 8,
    // DV10: 247.6 × 178.5 mm body, 1668 × 2388 px at 264 ppi (5.20 pt/mm).
    frame: DeviceFrameGeometry(
      insets: EdgeInsets(top: 46.5, left: 46.8, bottom: 46.5, right: 46.8), bodyCornerRadius: 64.8))
}
