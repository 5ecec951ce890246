/// The sizes, fonts and distances UIKit's bars are drawn with (facts NB1–NB8). Each is cited in
/// docs/uikit-facts.md; the ones with no primary source are marked UNCONFIRMED there.
public enum BarMetrics {
  /// UINavigationBar's height without a large title, and UIToolbar's (facts NB1).
  public static let barHeight = 44.0
  /// What a large title adds below the 44 pt bar (facts NB1): 96 pt in all.
  public static let largeTitleHeight = 52.0
  /// UITabBar's height above the bottom safe area (facts NB3).
  public static let tabBarHeight = 49.0
  /// The inline title: 17 pt semibold, centred (facts NB2).
  public static let titleSize = 17.0
  /// The large title: 34 pt bold at the leading layout margin (facts NB2).
  public static let largeTitleSize = 34.0
  /// Bar button items and the back button's title: 17 pt regular in the tint (facts NB4).
  public static let itemSize = 17.0
  /// Bar button items and the large title start at the bar's layout margin (facts NB4, D14).
  public static let margin = 16.0
  /// Between two bar button items on one side (facts NB4, UNCONFIRMED).
  public static let itemSpacing = 16.0
  /// The back chevron's box: 8 pt from the leading edge, 12 × 21 pt, a 3 pt stroke; its title
  /// starts 6 pt after it (facts NB4, UNCONFIRMED).
  public static let chevronX = 8.0
  public static let chevronWidth = 12.0
  public static let chevronHeight = 21.0
  public static let chevronStroke = 3.0
  public static let backTitleGap = 6.0
  /// Tab bar items: a symbol (19 pt at the large scale, about 25 pt tall) centred 18.5 pt below
  /// the bar's top, the 10 pt medium title centred 40 pt below it (facts NB3, UNCONFIRMED).
  public static let tabSymbolPointSize = 19.0
  public static let tabSymbolCenterY = 18.5
  public static let tabTitleSize = 10.0
  public static let tabTitleCenterY = 40.0
  /// A tab's badge: a red capsule 18 pt tall (at least as wide), 13 pt text, its left edge 6 pt
  /// right of the symbol's centre and its top 2 pt above the bar's (facts NB3, UNCONFIRMED).
  public static let badgeHeight = 18.0
  public static let badgeTextSize = 13.0
  public static let badgePadding = 5.0
  public static let badgeOffsetX = 6.0
  public static let badgeTop = 2.0
  /// The push transition: 0.35 s, easeInOut; the outgoing view moves left by 30 % of its width
  /// under a black dimming view that reaches 10 % (facts NB7, UNCONFIRMED).
  public static let pushDuration = 0.35
  public static let parallax = 0.3
  public static let dimmingAlpha = 0.1
  /// The large title's collapse: the inline title fades in over the last 10 pt of the 52, and the
  /// standard appearance fades in over the first 8 pt of content under the bar (facts NB8,
  /// UNCONFIRMED).
  public static let inlineTitleFade = 10.0
  public static let appearanceFade = 8.0
}
