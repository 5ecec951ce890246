/// The playground page of XCPlayground (Xcode 7) and PlaygroundSupport: the code sets its live
/// view, and `Reel.recordLiveView` records it, so playground code compiles as written.
@preconcurrency @MainActor
public final class XCPlaygroundPage {
  public static let currentPage = XCPlaygroundPage()
  /// The view the playground shows.
  public var liveView: UIView?
  /// Playgrounds keep running for their animations; the virtual clock always does.
  public var needsIndefiniteExecution = false

  public func finishExecution() {}
}

/// PlaygroundSupport's name for the page.
public typealias PlaygroundPage = XCPlaygroundPage

extension XCPlaygroundPage {
  public static var current: XCPlaygroundPage { currentPage }
}

extension Reel {
  /// Records the live view the playground code set on `XCPlaygroundPage.currentPage`.
  public func recordLiveView(duration: Double? = nil, hold: Double? = nil) throws(RecordError) {
    guard let view = XCPlaygroundPage.currentPage.liveView else {
      throw RecordError("the playground set no liveView")
    }
    XCPlaygroundPage.currentPage.liveView = nil
    try record(view: view, duration: duration, hold: hold)
  }
}
