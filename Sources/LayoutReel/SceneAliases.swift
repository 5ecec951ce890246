// Several scene types share their names with the rasterizer's, the text system's or the layout
// engine's (`CornerRadii`, `TextAlignment`, `LayoutConstraint`, ...), and the scene's main type
// shares its module's name, so `Scene.X` cannot be written. This file imports only `Scene`, so
// the names below resolve to the scene's types unambiguously.
import Scene

typealias SceneDocument = Scene
typealias SceneTransform = Transform2D
typealias SceneCornerRadii = CornerRadii
typealias SceneAppearance = Appearance
typealias SceneTextAlignment = TextAlignment
typealias SceneLineBreakMode = LineBreakMode
typealias SceneFontDescriptor = FontDescriptor
typealias SceneFontWeight = FontWeight
typealias SceneTimingCurve = TimingCurve
typealias SceneConstraint = LayoutConstraint
typealias SceneAttribute = LayoutAttribute
typealias SceneItem = LayoutItem
typealias SceneRelation = LayoutRelation
typealias SceneSourceLocation = SceneLocation
