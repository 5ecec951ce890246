import Dispatch

/// Runs CPU work (compiling, painting, encoding) on Dispatch's threads: the server's connections
/// and the update socket live on Swift's cooperative pool, which has one thread per core (two
/// here), and a frame being painted there would stall them.
enum Offload {
  static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: body()) }
    }
  }
}
