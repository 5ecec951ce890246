import Text

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The content-addressed keys of the cache: SHA-256 over everything that decides an output's
/// bytes, so an unchanged key means unchanged bytes and a changed input always misses.
///
/// Covered: the scene file's bytes; every file it reads (its images, in the order first named);
/// the fonts (every font file fontconfig can resolve a family to, by path, size and modification
/// time, since a scene's text may fall back to any of them); the tool (its version, the ELF
/// build id of the executable, which the linker derives from its contents, and the shared
/// libraries it runs with, the codecs, FreeType and HarfBuzz among them, by path, size and
/// modification time: package files keep their package's times, so runners on one image agree);
/// and every option the caller passes (formats, overrides, poster time, filmstrip frames,
/// dithering, strictness and limits, which decide whether an export fails).
public struct CacheKeys: Sendable {
  /// The tool and the fonts, computed once per run.
  public let environment: String

  public init() {
    var hasher = SHA256()
    hasher.update(field: "layoutreel-cache-key 1")
    hasher.update(field: LayoutReelVersion.current)
    hasher.update(field: Self.buildID())
    for library in Self.sharedLibraries() { hasher.update(field: Self.identity(of: library)) }
    for font in FontLibrary.shared.installedFontFiles() { hasher.update(field: Self.identity(of: font)) }
    environment = SHA256.hexString(hasher.finalize())
  }

  /// The key of exporting the scene at `path` with `settings`; nil when the scene does not decode
  /// or a file it reads cannot be read (the export itself reports why; failures are not cached).
  public func export(_ path: String, settings: ExportSettings) -> String? {
    var hasher = SHA256()
    hasher.update(field: "export")
    guard scene(path, settings: settings, into: &hasher) != nil else { return nil }
    return SHA256.hexString(hasher.finalize())
  }

  /// Adds the environment, the scene, its files and `settings` to `hasher` and returns the
  /// scene's name; nil when something cannot be read.
  public func scene(_ path: String, settings: ExportSettings, into hasher: inout SHA256) -> String? {
    hasher.update(field: environment)
    guard let bytes = try? FileBytes.read(path),
      let document = try? SceneFile.decode(bytes, name: path, overrides: settings.overrides)
    else { return nil }
    hasher.update(field: "scene \(bytes.count)")
    hasher.update(bytes)
    for asset in document.assets {
      // The file the export will read: a name is looked up as UIImage(named:) does (`icon` may
      // be `icon@2x.png` at 2x), so the key covers the variant found, not the name as written.
      let found = ImageBudget.lookup(asset, scale: document.scene.canvas.scale)
      guard let data = try? FileBytes.read(found?.path ?? asset) else { return nil }
      hasher.update(field: "asset @\(found?.scale ?? 1)x \(data.count)")
      hasher.update(data)
    }
    hasher.update(field: Self.options(settings))
    return document.scene.name
  }

  /// Every output-affecting setting as text; numbers by their bit patterns, so no rounding hides a change.
  static func options(_ s: ExportSettings) -> String {
    func number(_ value: Double?) -> String { value.map { String($0.bitPattern, radix: 16) } ?? "-" }
    let formats = OutputFormat.allCases.filter(s.formats.contains).map(\.rawValue).joined(separator: ",")
    let o = s.overrides
    return [
      "formats=\(formats)", "fps=\(number(o.fps))", "scale=\(number(o.scale))", "duration=\(number(o.duration))",
      "loop=\(o.loop.map(String.init) ?? "-")", "appearance=\(o.appearance ?? "-")",
      "poster=\(number(s.posterTime))", "filmstrip=\(s.filmstripFrames)", "dither=\(s.dithering)",
      "strict=\(s.strict)", "side=\(s.limits.maxCanvasSide)", "frames=\(s.limits.maxFrames)",
      "memory=\(s.limits.maxMemory)", "png-effort=\(s.pngEffort.rawValue)",
    ].joined(separator: " ")
  }

  /// `path size mtime`: a file's identity without reading it.
  static func identity(of path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return path + " missing" }
    return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
  }

  /// The running executable's GNU build id (a hash the linker computes over the output), or
  /// the SHA-256 of the whole executable when it has none.
  static func buildID() -> String {
    let bytes = prefix(of: "/proc/self/exe", upTo: 1 << 16)
    // The note: namesz 4, descsz 20, type 3 (NT_GNU_BUILD_ID), "GNU\0", then the 20-byte id.
    let pattern: [UInt8] = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4e, 0x55, 0]
    var i = 0
    while i + pattern.count + 20 <= bytes.count {
      if bytes[i] == 4, bytes[i..<(i + pattern.count)].elementsEqual(pattern) {
        return "build-id " + SHA256.hexString(Array(bytes[(i + pattern.count)..<(i + pattern.count + 20)]))
      }
      i += 1
    }
    return "sha256 " + ((try? FileBytes.read("/proc/self/exe")).map { SHA256.hex($0) } ?? "unknown")
  }

  /// Up to `limit` bytes from the start of `path` (files under /proc report no size, so they are
  /// read until their end, not by their size).
  static func prefix(of path: String, upTo limit: Int) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while result.count < limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min($0.count, limit - result.count)) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      result += chunk[0..<count]
    }
    return result
  }

  /// The shared objects mapped into this process, from /proc/self/maps, sorted.
  static func sharedLibraries() -> [String] {
    let bytes = prefix(of: "/proc/self/maps", upTo: 1 << 24)
    var paths = Set<String>()
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      guard let slash = line.firstIndex(of: "/") else { continue }
      let path = String(line[slash...])
      if path.contains(".so") { paths.insert(path) }
    }
    return paths.sorted()
  }
}
