import Animation
import SceneModel

extension DecodingContext {
  /// The duration of a step written without one. Only a mass/stiffness spring may omit it: like
  /// `UIViewPropertyAnimator` with `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`,
  /// which ignores the animator's duration (facts B13), it then runs until what is left of its
  /// motion is invisible at the canvas's size and scale (`Spring.invisibleEnd`; issue 21,
  /// divergence 5). Any other curve needs a duration, reported as missing.
  func settlingDuration(of curve: TimingParameters?, step f: Fields) -> Double? {
    // The keyboard's animation lasts as long as its CASpringAnimation (facts A12).
    if curve == .keyboard { return Spring.keyboardDuration }
    guard case let .physicalSpring(mass, stiffness, damping, velocity)? = curve else {
      _ = require(f, "duration")
      return nil
    }
    // An invalid spring is reported where the pipeline builds it, with its parameter's name.
    guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    else { return 1 }
    // A spring too soft to settle gives a huge end that the frame limit refuses by name.
    return spring.invisibleEnd(diagonalPixels: canvasDiagonalPixels ?? 0)
  }
}
