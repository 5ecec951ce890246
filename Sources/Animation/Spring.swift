/// A damped harmonic spring pulling a normalised displacement x from 1 to 0 (progress = 1 − x).
///
/// Units follow UIKit: `initialVelocity` is in distances per second (1 = the whole animation
/// distance per second, facts B7), positive toward the target (B8), so x(0) = 1, x′(0) = −v0.
public struct Spring: Sendable, Equatable, Hashable {
  /// Mass m (> 0).
  public let mass: Double
  /// Stiffness k (> 0).
  public let stiffness: Double
  /// Damping coefficient c (> 0).
  public let damping: Double
  /// Initial velocity v0 relative to the distance travelled.
  public let initialVelocity: Double
  /// Time after which the displacement envelope stays within `settleTolerance` (see `settlingTime`).
  public private(set) var settlingDuration: Double

  /// Displacement (fraction of the distance) below which a spring counts as settled.
  public static let settleTolerance = 0.001

  /// Creates a spring; throws unless m, k and c are positive (c = 0 would never settle).
  public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)
    throws(AnimationError)
  {
    guard mass.isFinite, mass > 0 else { throw .invalidSpring(parameter: "mass", value: mass) }
    guard stiffness.isFinite, stiffness > 0 else {
      throw .invalidSpring(parameter: "stiffness", value: stiffness)
    }
    guard damping.isFinite, damping > 0 else {
      throw .invalidSpring(parameter: "damping", value: damping)
    }
    guard initialVelocity.isFinite else {
      throw .invalidSpring(parameter: "initialVelocity", value: initialVelocity)
    }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.settlingDuration = 0
    self.settlingDuration = settlingTime(tolerance: Self.settleTolerance)
  }

  /// Builds a constant spring whose parameters are known to be valid.
  init(validatedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = 0
    self.settlingDuration = 0
    self.settlingDuration = settlingTime()
  }

  /// The same spring, settling when |x| stays within `tolerance` instead of `settleTolerance`
  /// (a release runs until its motion is invisible, `invisibleFraction(diagonalPixels:)`).
  public func settling(within tolerance: Double) -> Spring {
    var copy = self
    copy.settlingDuration = settlingTime(tolerance: tolerance)
    return copy
  }

  /// Undamped angular frequency ω0 = √(k/m).
  public var undampedFrequency: Double { (stiffness / mass).squareRoot() }
  /// Damping ratio ζ = c / (2√(k m)) (facts B13).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// Decay rate λ = c / (2m).
  var decay: Double { damping / (2 * mass) }

  /// How the closed form is chosen: within 1e-6 of ζ = 1 the critical form is used, because the
  /// under/overdamped forms divide by a vanishing ωd or root difference there.
  enum Regime { case under(omegaD: Double), critical, over(r1: Double, r2: Double) }

  var regime: Regime {
    let zeta = dampingRatio
    let w0 = undampedFrequency
    if abs(zeta - 1) < 1e-6 { return .critical }
    if zeta < 1 { return .under(omegaD: w0 * (1 - zeta * zeta).squareRoot()) }
    let root = (decay * decay - w0 * w0).squareRoot()
    return .over(r1: -decay + root, r2: -decay - root)
  }

  /// Normalised displacement x(t): 1 at t = 0, tends to 0 (facts B6 closed forms).
  public func displacement(at t: Double) -> Double {
    let v0 = initialVelocity
    switch regime {
    case .under(let wd):
      let b = (decay - v0) / wd
      return mathExp(-decay * t) * (mathCos(wd * t) + b * mathSin(wd * t))
    case .critical:
      let w0 = undampedFrequency
      return mathExp(-w0 * t) * (1 + (w0 - v0) * t)
    case .over(let r1, let r2):
      let a = (-v0 - r2) / (r1 - r2)
      return a * mathExp(r1 * t) + (1 - a) * mathExp(r2 * t)
    }
  }

  /// dx/dt at t (distances per second; negative while moving toward the target).
  public func velocity(at t: Double) -> Double {
    let v0 = initialVelocity
    switch regime {
    case .under(let wd):
      let b = (decay - v0) / wd
      return mathExp(-decay * t) * (-v0 * mathCos(wd * t) - (decay * b + wd) * mathSin(wd * t))
    case .critical:
      let w0 = undampedFrequency
      return mathExp(-w0 * t) * (-v0 - w0 * (w0 - v0) * t)
    case .over(let r1, let r2):
      let a = (-v0 - r2) / (r1 - r2)
      return a * r1 * mathExp(r1 * t) + (1 - a) * r2 * mathExp(r2 * t)
    }
  }

  /// Progress 1 − x(t); may exceed 1 while overshooting.
  public func progress(at t: Double) -> Double { 1 - displacement(at: t) }
}
