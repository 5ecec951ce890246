import FlyingFox

/// The page's WebSocket: the server sends `{"version": N}` after every change, and the page
/// reloads the state it shows (keeping its scrubber where it was).
actor UpdateBroadcaster {
  private var clients: [Int: AsyncStream<WSMessage>.Continuation] = [:]
  private var next = 0

  func add(_ continuation: AsyncStream<WSMessage>.Continuation) -> Int {
    next += 1
    clients[next] = continuation
    return next
  }

  func remove(_ id: Int) {
    clients[id]?.finish()
    clients[id] = nil
  }

  func send(version: Int) {
    for client in clients.values { client.yield(.text("{\"version\":\(version)}")) }
  }

  /// Closes every socket (shutting down).
  func finishAll() {
    for client in clients.values {
      client.yield(.close(.normalClosure))
      client.finish()
    }
    clients = [:]
  }
}

struct UpdateSocket: WSMessageHandler {
  let broadcaster: UpdateBroadcaster
  let session: PreviewSession

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
    let id = await broadcaster.add(continuation)
    // The version now, so a page that connects after a change still sees it.
    continuation.yield(.text("{\"version\":\(await session.version)}"))
    let broadcaster = self.broadcaster
    Task {
      for await _ in client {}
      await broadcaster.remove(id)
    }
    return stream
  }
}
