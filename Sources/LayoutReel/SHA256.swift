import CNettle

/// SHA-256 for the cache's content-addressed keys and entry checks, computed by Nettle (GnuTLS's
/// hash library, a system package like the codecs): no hand-written cryptography, and unlike
/// swift-crypto no extra build minutes in every fresh-clone CI run.
public struct SHA256 {
  private var context = sha256_ctx()

  public init() { nettle_sha256_init(&context) }

  /// Adds `bytes` to the message.
  public mutating func update(_ bytes: some Collection<UInt8>) {
    let hashed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      nettle_sha256_update(&context, buffer.count, buffer.baseAddress)
    }
    if hashed == nil {
      let copy = Array(bytes)
      copy.withUnsafeBufferPointer { nettle_sha256_update(&context, $0.count, $0.baseAddress) }
    }
  }

  /// Adds the UTF-8 bytes of `text`, then a 0 byte, so concatenated fields cannot run together.
  public mutating func update(field text: String) {
    update(Array(text.utf8) + [0])
  }

  /// The 32-byte digest; the hasher is not used afterwards.
  public consuming func finalize() -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_SIZE))
    digest.withUnsafeMutableBufferPointer { nettle_sha256_digest(&context, $0.count, $0.baseAddress) }
    return digest
  }

  /// The digest of `bytes` in lowercase hexadecimal.
  public static func hex(_ bytes: some Collection<UInt8>) -> String {
    var hasher = SHA256()
    hasher.update(bytes)
    return hexString(hasher.finalize())
  }

  public static func hexString(_ digest: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    return String(digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
  }
}
