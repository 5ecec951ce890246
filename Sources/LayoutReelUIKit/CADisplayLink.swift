import Foundation

/// CADisplayLink on the virtual clock: once added to a run loop, its handler runs at every frame
/// of the recording (`Reel.fps`), before the frame is drawn (facts SW7); what it changes there snaps, so
/// per-frame code (the reference-view lerp of seed 003) gives per-frame values.
///
/// UIKit's `init(target:selector:)` needs the Objective-C runtime; the handler closure replaces it.
@preconcurrency @MainActor
public final class CADisplayLink {
  private let handler: (CADisplayLink) -> Void
  private var added = false
  private var invalidated = false
  public var isPaused = false
  /// The current frame's time and the next one's, in virtual seconds.
  public private(set) var timestamp: CFTimeInterval = 0
  public private(set) var targetTimestamp: CFTimeInterval = 0
  public var preferredFramesPerSecond = 0

  public init(handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

  /// The frame interval in seconds.
  public var duration: CFTimeInterval { 1 / Stage.shared.frameRate }

  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard !added, !invalidated else { return }
    added = true
    let stage = Stage.shared
    stage.start()
    // The first frame at or after now.
    let frame = (stage.now * stage.frameRate - 1e-9).rounded(.up)
    schedule(frame: max(0, frame))
  }

  public func invalidate() { invalidated = true }

  private func schedule(frame: Double) {
    let stage = Stage.shared
    stage.schedule(at: frame / stage.frameRate) { [self] in
      guard !invalidated else { return }
      if !isPaused {
        timestamp = frame / stage.frameRate
        targetTimestamp = (frame + 1) / stage.frameRate
        handler(self)
      }
      if !invalidated { schedule(frame: frame + 1) }
    }
  }
}

/// CFTimeInterval.
public typealias CFTimeInterval = Double
