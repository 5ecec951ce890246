import Foundation

/// UIViewController: its view is made on first use (`loadView`, then `viewDidLoad`), and the
/// recorder calls `viewWillAppear`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and
/// `viewDidAppear` in UIKit's order (facts SW1).
@preconcurrency @MainActor
open class UIViewController {
  private var loadedView: UIView?
  public var title: String?

  public init() {}
  public init(nibName: String?, bundle: Bundle?) {}
  public required init?(coder: NSCoder) {}

  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  public var isViewLoaded: Bool { loadedView != nil }

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: .zero) }
    viewDidLoad()
  }

  open func loadView() { loadedView = UIView(frame: .zero) }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
}
