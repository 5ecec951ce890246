import Geometry
import Raster
import Testing

/// `Renderer.damage`: the rectangle a frame repaints, and that repainting only it gives the bytes
/// of a full paint.
struct DamageTests {
  let canvas = IntRect(x: 0, y: 0, width: 100, height: 100)

  func root(_ layers: [Layer]) -> Layer {
    var root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.sublayers = layers
    return root
  }

  /// Paints `old` in full, repaints `damage` of it with `new`, and counts the pixels that differ
  /// from `new` painted in full.
  func differingPixels(from old: Layer, to new: Layer, repainting damage: IntRect) throws -> Int {
    var partial = try #require(Pixmap(width: 100, height: 100))
    Renderer.render(root: old, into: &partial, scale: 1)
    Renderer.render(root: new, into: &partial, scale: 1, clip: damage)
    var full = try #require(Pixmap(width: 100, height: 100))
    Renderer.render(root: new, into: &full, scale: 1)
    var differing = 0
    for y in 0..<100 {
      for x in 0..<100 where partial.pixel(x: x, y: y) != full.pixel(x: x, y: y) { differing += 1 }
    }
    return differing
  }

  /// The smallest rectangle holding every pixel in which `old` and `new`, each painted in full,
  /// differ: what any damage must cover.
  func changedPixels(from old: Layer, to new: Layer) throws -> IntRect {
    var before = try #require(Pixmap(width: 100, height: 100))
    Renderer.render(root: old, into: &before, scale: 1)
    var after = try #require(Pixmap(width: 100, height: 100))
    Renderer.render(root: new, into: &after, scale: 1)
    var changed = IntRect(x: 0, y: 0, width: 0, height: 0)
    for y in 0..<100 {
      for x in 0..<100 where before.pixel(x: x, y: y) != after.pixel(x: x, y: y) {
        changed = changed.union(IntRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return changed
  }

  @Test func stillTreePaintsNothing() {
    var card = Scenes.layer(10, 10, 50, 30, .white)
    card.cornerRadius = 8
    card.shadow = Shadow(opacity: 0.3, radius: 6)
    let tree = root([card, Scenes.layer(20, 60, 10, 10, .black)])
    #expect(Renderer.damage(from: tree, to: tree, scale: 1, canvas: canvas).isEmpty)
  }

  @Test func movingBoxDamagesItsOldAndNewRectangles() throws {
    let old = root([Scenes.layer(0, 0, 100, 100, .white), Scenes.layer(10, 10, 20, 20, .black)])
    let new = root([Scenes.layer(0, 0, 100, 100, .white), Scenes.layer(40, 10, 20, 20, .black)])
    let damage = Renderer.damage(from: old, to: new, scale: 1, canvas: canvas)
    // (10, 10)–(30, 30) and (40, 10)–(60, 30), each with one pixel of anti-aliasing slack.
    #expect(damage == IntRect(x: 9, y: 9, width: 52, height: 22))
    #expect(try differingPixels(from: old, to: new, repainting: damage) == 0)
    // The old box alone left behind would be wrong: the test can see a missed pixel.
    #expect(try differingPixels(from: old, to: new, repainting: IntRect(x: 39, y: 9, width: 22, height: 22)) == 400)
  }

  @Test func fractionalMoveAndScaleCoverTheirEdges() throws {
    var old = Scenes.layer(10.25, 10.5, 20, 20, .black)
    old.cornerRadius = 5
    var new = old
    new.frame.origin.x = 11.75
    new.transform = .scale(x: 1.5, y: 1.5)
    let damage = Renderer.damage(from: root([old]), to: root([new]), scale: 1, canvas: canvas)
    // New box: centre (21.75, 20.5), 30 × 30, so (6.75, 5.5)–(36.75, 35.5); old (10.25, 10.5)–(30.25, 30.5).
    #expect(damage == IntRect(x: 5, y: 4, width: 33, height: 33))
    #expect(try differingPixels(from: root([old]), to: root([new]), repainting: damage) == 0)
  }

  @Test func shadowDamageReachesItsBlur() {
    var old = Scenes.layer(40, 40, 20, 20, .white)
    old.shadow = Shadow(opacity: 0.5, radius: 4, offset: Size(width: 0, height: 3))
    var new = old
    new.shadow?.opacity = 0.6
    let damage = Renderer.damage(from: root([old]), to: root([new]), scale: 1, canvas: canvas)
    // σ = 2, pad 3σ + 1 = 7, plus a pixel: the shadow's box (40, 43)–(60, 63) grown by 8, and the
    // layer's own box (the background) grown by 1.
    #expect(damage == IntRect(x: 32, y: 35, width: 36, height: 36))
  }

  @Test func blurOverAMovingViewWidensToWhatItReads() throws {
    var pane = Scenes.layer(0, 50, 100, 50)
    pane.backdrop = BackdropEffect(radius: 4, tint: Color(r: 255, g: 255, b: 255, a: 80), saturation: 1.8)
    let old = root([Scenes.layer(10, 20, 10, 10, .black), pane])
    let new = root([Scenes.layer(10, 35, 10, 10, .black), pane])
    let damage = Renderer.damage(from: old, to: new, scale: 1, canvas: canvas)
    // The box damages (9, 19)–(21, 46). σ = 4 makes boxes of 8, 8 and 9 pixels: the blur reads
    // 25 / 2 + 1 = 13 pixels around the pane, plus a pixel, so from y = 36, which the damage
    // meets: the pane and all it reads join, (0, 19)–(100, 100).
    #expect(damage == IntRect(x: 0, y: 19, width: 100, height: 81))
    #expect(try differingPixels(from: old, to: new, repainting: damage) == 0)
    // Without the widening, the pane would keep blurring the box where it was.
    #expect(try differingPixels(from: old, to: new, repainting: IntRect(x: 9, y: 19, width: 12, height: 27)) > 0)
  }

  @Test func blurInsideAMaskedScreenRepaintsTheSameBytes() throws {
    // The screen's group follows the damage, but its pane's reads stop at the screen's edges
    // either way: the widened damage repaints exactly what a full paint gives.
    func tree(boxY: Double) -> Layer {
      var screen = Scenes.layer(10, 0, 80, 100, .white)
      screen.cornerRadius = 20
      screen.clipsToBounds = true
      screen.masksOnce = true
      var pane = Scenes.layer(0, 60, 80, 40)
      pane.backdrop = BackdropEffect(radius: 4, tint: Color(r: 255, g: 255, b: 255, a: 80), saturation: 1.8)
      screen.sublayers = [Scenes.layer(5, boxY, 10, 10, .black), pane]
      return root([screen])
    }
    let old = tree(boxY: 30), new = tree(boxY: 45)
    let damage = Renderer.damage(from: old, to: new, scale: 1, canvas: canvas)
    #expect(damage != canvas)
    #expect(try differingPixels(from: old, to: new, repainting: damage) == 0)
  }

  @Test func blurFarFromTheChangeDoesNotWiden() {
    var pane = Scenes.layer(0, 80, 100, 20)
    pane.backdrop = BackdropEffect(radius: 4, tint: .clear, saturation: 1)
    let old = root([Scenes.layer(10, 10, 10, 10, .black), pane])
    let new = root([Scenes.layer(12, 10, 10, 10, .black), pane])
    // The pane reads from y = 66; the damage ends at y = 21.
    #expect(Renderer.damage(from: old, to: new, scale: 1, canvas: canvas) == IntRect(x: 9, y: 9, width: 14, height: 12))
  }

  @Test func blurInsideAFadeTouchedByTheDamageRepaintsAll() {
    var pane = Scenes.layer(0, 0, 50, 50)
    pane.backdrop = BackdropEffect(radius: 4, tint: .clear, saturation: 1)
    var fading = Scenes.layer(0, 50, 100, 50, .white)
    fading.opacity = 0.5
    fading.sublayers = [pane]
    let old = root([Scenes.layer(10, 40, 10, 10, .black), fading])
    let new = root([Scenes.layer(10, 42, 10, 10, .black), fading])
    #expect(Renderer.damage(from: old, to: new, scale: 1, canvas: canvas) == canvas)
  }

  @Test func contentOfUnknownExtentRepaintsAll() {
    var old = Scenes.layer(10, 10, 10, 10)
    old.contents = [DrawClosure { _, _ in }]
    var new = old
    new.frame.origin.x = 11
    #expect(Renderer.damage(from: root([old]), to: root([new]), scale: 1, canvas: canvas) == canvas)
  }

  @Test func equalShapeContentIsNotDamage() {
    var old = Scenes.layer(10, 10, 10, 10)
    old.contents = [ShapeContent(path: .rect(Rect(x: 0, y: 0, width: 5, height: 5)), paint: .solid(.black))]
    var new = old
    #expect(Renderer.damage(from: root([old]), to: root([new]), scale: 1, canvas: canvas).isEmpty)
    new.contents = [ShapeContent(path: .rect(Rect(x: 0, y: 0, width: 5, height: 5)), paint: .solid(.white))]
    // The 5 × 5 content at (10, 10), with a pixel of slack from the content's bounds and one
    // from the damage.
    #expect(
      Renderer.damage(from: root([old]), to: root([new]), scale: 1, canvas: canvas)
        == IntRect(x: 8, y: 8, width: 9, height: 9))
  }

  @Test func flipInProgressRepaintsAll() {
    var card = Scenes.layer(20, 20, 40, 40, .black)
    let back = Scenes.layer(20, 20, 40, 40, .white)
    card.transition = LayerTransition(
      style: .flip(vertical: true, sign: 1, eyeDistance: 500), progress: 0.3, from: back)
    var moved = card
    moved.transition?.progress = 0.35
    #expect(Renderer.damage(from: root([card]), to: root([moved]), scale: 1, canvas: canvas) == canvas)
  }

  @Test func damageStaysOnTheCanvas() {
    let old = root([Scenes.layer(-30, 90, 40, 20, .black)])
    let new = root([Scenes.layer(-28, 90, 40, 20, .black)])
    // (-31, 89)–(13, 111) cut to the canvas.
    #expect(
      Renderer.damage(from: old, to: new, scale: 1, canvas: canvas) == IntRect(x: 0, y: 89, width: 13, height: 11))
  }

  @Test func movingShadowDamagesItsBlurAtBothPlaces() throws {
    var old = Scenes.layer(30, 30, 20, 20, .white)
    old.shadow = Shadow(opacity: 0.5, radius: 4, offset: Size(width: 0, height: 3))
    var new = old
    new.frame.origin.x = 50
    let damage = Renderer.damage(from: root([old]), to: root([new]), scale: 1, canvas: canvas)
    // σ = 4 / 2 = 2: the shadow's pad is 3σ + 1 = 7 around the box offset by 3, and a pixel of
    // slack, so 8: (22, 25)–(58, 61) where it was and (42, 25)–(78, 61) where it is. The boxes
    // themselves, (29, 29)–(71, 51) with their slack, are inside.
    #expect(damage == IntRect(x: 22, y: 25, width: 56, height: 36))
    // The blur really reaches that far: the pixels that change come within 3 px of each side.
    let changed = try changedPixels(from: root([old]), to: root([new]))
    #expect(changed.intersection(damage) == changed)
    #expect(changed.x - damage.x <= 3 && damage.maxX - changed.maxX <= 3)
    #expect(changed.y - damage.y <= 3 && damage.maxY - changed.maxY <= 3)
    #expect(try differingPixels(from: root([old]), to: root([new]), repainting: damage) == 0)
  }

  @Test func childMovingInAClippingParentIsCutToTheParent() throws {
    var parent = Scenes.layer(20, 20, 40, 40, .white)
    parent.clipsToBounds = true
    var old = parent
    old.sublayers = [Scenes.layer(30, 10, 20, 20, .black)]
    var new = parent
    new.sublayers = [Scenes.layer(35, 10, 20, 20, .black)]
    let damage = Renderer.damage(from: root([old]), to: root([new]), scale: 1, canvas: canvas)
    // The child covers (50, 30)–(70, 50), then (55, 30)–(75, 50), each with a pixel of slack;
    // the parent shows only (20, 20)–(60, 60), a pixel of slack around that: x from 49 to 61.
    #expect(damage == IntRect(x: 49, y: 29, width: 12, height: 22))
    #expect(try differingPixels(from: root([old]), to: root([new]), repainting: damage) == 0)
    // Clipped away entirely: nothing to repaint.
    var outside = parent
    outside.sublayers = [Scenes.layer(60, 10, 20, 20, .black)]
    var further = parent
    further.sublayers = [Scenes.layer(70, 10, 20, 20, .black)]
    #expect(Renderer.damage(from: root([outside]), to: root([further]), scale: 1, canvas: canvas).isEmpty)
  }

  @Test func fadeDamagesWhatTheViewPaints() throws {
    var card = Scenes.layer(20, 20, 40, 30, .white)
    card.border = Border(width: 2, color: .black)
    card.sublayers = [Scenes.layer(30, 10, 20, 10, Color(r: 255, g: 0, b: 0))]
    var faded = card
    faded.opacity = 0.6
    let damage = Renderer.damage(from: root([card]), to: root([faded]), scale: 1, canvas: canvas)
    // The card (20, 20)–(60, 50) and its unclipped child (50, 30)–(70, 40), a pixel of slack
    // around: the view's painted bounds, nothing else.
    #expect(damage == IntRect(x: 19, y: 19, width: 52, height: 32))
    #expect(try changedPixels(from: root([card]), to: root([faded])) == IntRect(x: 20, y: 20, width: 50, height: 30))
    #expect(try differingPixels(from: root([card]), to: root([faded]), repainting: damage) == 0)
  }

  @Test func layersThatPaintNothingAddNoDamage() throws {
    // A box of no width, and a content with an empty path: before, the one damaged its corner
    // and the other (bounds unknown) the whole canvas.
    let thin = Scenes.layer(30, 30, 0, 20, .black)
    var moved = thin
    moved.frame.origin.x = 60
    #expect(Renderer.damage(from: root([thin]), to: root([moved]), scale: 1, canvas: canvas).isEmpty)
    let plain = Scenes.layer(30, 30, 20, 20)
    var empty = plain
    empty.contents = [ShapeContent(path: Path(), paint: .solid(.black))]
    #expect(Renderer.damage(from: root([plain]), to: root([empty]), scale: 1, canvas: canvas).isEmpty)
    #expect(try changedPixels(from: root([plain]), to: root([empty])).isEmpty)
  }
}
