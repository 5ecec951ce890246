/// An in-memory destination for streamed encoders.
public final class ByteBuffer {
  /// Everything written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty buffer.
  public init() {}

  /// A sink appending to `bytes`.
  public var sink: ByteSink {
    { [self] chunk in bytes.append(contentsOf: chunk) }
  }
}
