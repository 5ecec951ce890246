// The scene module's geometry types share their names with the rasterizer's (`Rect`, `Point`,
// `Size`), and its main type shares the module's name, so `Scene.Rect` cannot be written. This
// file imports only `Scene`, so the names below resolve to the scene's types unambiguously.
import Scene

typealias SceneDocument = Scene
typealias SceneRect = Rect
typealias ScenePoint = Point
typealias SceneSize = Size
typealias SceneTransform = Transform2D
typealias SceneCornerRadii = CornerRadii
typealias SceneAppearance = Appearance
typealias SceneTextAlignment = TextAlignment
typealias SceneLineBreakMode = LineBreakMode
typealias SceneFontDescriptor = FontDescriptor
typealias SceneFontWeight = FontWeight
typealias SceneTextStyle = TextStyle
typealias SceneTimingCurve = TimingCurve
typealias SceneShadow = Shadow
typealias SceneGradient = Gradient
typealias SceneCornerCurve = CornerCurve
typealias SceneContentMode = ContentMode
typealias SceneConstraint = LayoutConstraint
typealias SceneAttribute = LayoutAttribute
typealias SceneItem = LayoutItem
typealias SceneRelation = LayoutRelation
typealias SceneSourceLocation = SceneLocation
