import FlyingFox
import Foundation
import LayoutReel
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `export preview`: serves the preview page for one scene on 127.0.0.1, re-renders it when
/// the scene or a file it names is saved, and stops cleanly on Ctrl-C.
public enum PreviewServer {
  public enum Failure: Error, CustomStringConvertible {
    case listen(String)
    public var description: String { if case .listen(let message) = self { message } else { "" } }
  }

  /// Serves until SIGINT or SIGTERM; `announce` gets the page's URL once the socket listens.
  /// Returns after a graceful shutdown (open connections closed, nothing left behind: the
  /// preview writes no files).
  public static func run(_ options: PreviewOptions, announce: @escaping @Sendable (String) -> Void) throws(Failure) {
    Interrupt.install()
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do throws(Failure) {
        try await serve(options, announce: announce)
      } catch {
        outcome.failure.withLock { $0 = error }
      }
      done.signal()
    }
    done.wait()
    if let failure = outcome.failure.withLock({ $0 }) { throw failure }
  }

  /// How the server task ended, read by the waiting thread.
  private final class Outcome: Sendable {
    let failure = Mutex<Failure?>(nil)
    let reason = Mutex<String?>(nil)
  }

  static func serve(_ options: PreviewOptions, announce: @Sendable (String) -> Void) async throws(Failure) {
    let session = PreviewSession(options: options)
    let broadcaster = UpdateBroadcaster()
    await session.onChange { version in await broadcaster.send(version: version) }
    let watcher = SceneWatcher(scene: options.scene)
    var snapshot = watcher.read()
    await session.update(snapshot)

    let address: sockaddr_in
    do { address = try .inet(ip4: "127.0.0.1", port: options.port) } catch {
      throw .listen("cannot make the address 127.0.0.1:\(options.port): \(error)")
    }
    let server = HTTPServer(
      address: address, timeout: 30, logger: .disabled,
      handler: PreviewRoutes(session: session, broadcaster: broadcaster))
    let ended = Outcome()
    let running = Task {
      do { try await server.run() } catch { ended.reason.withLock { $0 = "\(error)" } }
    }
    // Listening, or the reason it cannot (a busy port ends `run()` at once).
    let deadline = ContinuousClock.now + .seconds(10)
    while !(await server.isListening) {
      if let reason = ended.reason.withLock({ $0 }) {
        throw .listen("cannot listen on 127.0.0.1:\(options.port): \(reason)")
      }
      guard ContinuousClock.now < deadline else {
        running.cancel()
        throw .listen("cannot listen on 127.0.0.1:\(options.port): not listening after 10 s")
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
    if case .ip4(_, let port) = await server.listeningAddress {
      announce("http://127.0.0.1:\(port)/")
    }

    // The watch loop; it also notices the interrupt flag the signal handler sets.
    var stamps = watcher.stamps(of: snapshot)
    while !Interrupt.requested {
      try? await Task.sleep(for: options.pollInterval)
      let now = watcher.stamps(of: snapshot)
      guard now != stamps else { continue }
      stamps = now
      let fresh = watcher.read()
      guard fresh.hash != snapshot.hash || fresh.scene == nil else { continue }
      snapshot = fresh
      stamps = watcher.stamps(of: snapshot)
      await session.update(snapshot)
    }
    await broadcaster.finishAll()
    await server.stop(timeout: 2)
    running.cancel()
    await running.value
  }
}

/// SIGINT and SIGTERM as a flag the watch loop polls: a signal handler may only do
/// async-signal-safe work, and storing to an atomic is.
enum Interrupt {
  private static let flag = Atomic<Int>(0)

  static var requested: Bool { flag.load(ordering: .relaxed) != 0 }

  static func install() {
    _ = requested  // initialises the flag before a handler can touch it
    for sig in [SIGINT, SIGTERM] {
      signal(sig) { _ in Interrupt.flag.store(1, ordering: .relaxed) }
    }
  }
}
