import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary files of unfinished exports when the process is interrupted.
///
/// A signal handler may only call async-signal-safe functions, so the paths are kept as C strings
/// in a fixed table that the handler walks with `unlink` before re-raising the signal with its
/// default action.
public enum InterruptCleanup {
  static let capacity = 256
  private static let paths = Mutex<[UnsafeMutablePointer<CChar>?]>(Array(repeating: nil, count: capacity))
  /// The handler reads this snapshot; it is rewritten under the lock on every change.
  nonisolated(unsafe) private static var table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    .allocate(capacity: capacity)
  private static let installed: Bool = {
    table.initialize(repeating: nil, count: capacity)
    // A blocked mask is inherited across exec (a test runner's worker thread may have one), so
    // the signals are unblocked as well as handled.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      signal(sig, handle)
      sigaddset(&unblock, sig)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    return true
  }()

  /// Installs the handlers now (the command line does so first thing, which also replaces an
  /// ignored disposition inherited from the parent process).
  public static func install() { _ = installed }

  /// Remembers a temporary path; returns its slot, or nil when the table is full (the file is then
  /// still removed on ordinary failures, only not on a signal).
  static func register(_ path: String) -> Int? {
    _ = installed
    return paths.withLock { slots -> Int? in
      guard let free = slots.firstIndex(where: { $0 == nil }) else { return nil }
      let copy = strdup(path)
      slots[free] = copy
      table[free] = copy
      return free
    }
  }

  static func unregister(_ slot: Int) {
    paths.withLock { slots in
      table[slot] = nil
      free(slots[slot])
      slots[slot] = nil
    }
  }

  private static let handle: @convention(c) (Int32) -> Void = { sig in
    for i in 0..<InterruptCleanup.capacity {
      if let path = InterruptCleanup.table[i] { unlink(path) }
    }
    signal(sig, SIG_DFL)
    raise(sig)
  }
}
