import Codecs

/// What the `export` command writes.
public enum OutputFormat: String, Sendable, CaseIterable, Hashable {
  /// The animation as a GIF (the default).
  case gif
  /// One poster frame as PNG (the last frame unless a poster time is given).
  case png
  /// Every frame as PNG in a folder named after the scene.
  case frames
  /// The animation as an animated PNG, timed to the millisecond.
  case apng
  /// One PNG with evenly spaced frames side by side, each captioned with its time.
  case filmstrip
  /// The animation as animated WebP (libwebp): lossless unless `webpQuality` is set.
  case webp
  /// The animation as H.264 in MP4 (FFmpeg's libraries, libx264), BT.709, moov first.
  case mp4
}

/// Values that replace the scene's own (the command line's overrides).
public struct SceneOverrides: Sendable, Equatable {
  public var fps: Double?
  public var scale: Double?
  public var duration: Double?
  public var loop: Int?
  /// "light" or "dark".
  public var appearance: String?
  public init() {}
}

/// Everything an export needs besides the scene.
public struct ExportSettings: Sendable {
  public var formats: [OutputFormat] = [.gif]
  public var outputDirectory = "output"
  public var overrides = SceneOverrides()
  public var limits = ExportLimits()
  /// Poster time in seconds; nil shows the last frame.
  public var posterTime: Double?
  /// Frames shown in a filmstrip.
  public var filmstripFrames = 6
  /// Error-diffusion dithering for GIF (off: flat UI art needs none).
  public var dithering = false
  /// GIF colour fidelity when a scene holds more colours than a palette (`--quality`).
  public var gifQuality = GIFQuality.standard
  /// Constraint conflicts and ambiguity stop the export instead of being reported.
  public var strict = false
  /// Threads one scene's export may use: from 2, frames are painted ahead of the encoder and a
  /// GIF's colours are counted in halves, unless the scene repaints too little to gain
  /// (`CompiledScene.paintSplit`); a GIF too small for a second thread
  /// (`CompiledScene.secondThreadFloor`) uses one. The bytes written are the same either way.
  public var threads = 1
  /// The files' names: the scene's, or one given, and a variant suffix (`~dark@2x`).
  public var naming = OutputNaming()
  /// WebP: nil writes lossless; 0...100 writes lossy at this quality.
  public var webpQuality: Double?
  /// Posters, filmstrips and APNG: how hard the PNG writer works for size (frames keep their
  /// fast single encoding).
  public var pngEffort: PNGWriteOptions.Effort = .standard
  /// MP4: x264's constant rate factor, 0...51 (lower is better and larger).
  public var mp4CRF: Double = 18
  public init() {}
}

/// What one scene's export produced.
public struct ExportReport: Sendable {
  public struct File: Sendable {
    public let path: String
    public let bytes: Int

    public init(path: String, bytes: Int) {
      self.path = path
      self.bytes = bytes
    }
  }
  public let scene: String
  public let frames: Int
  public let duration: Double
  public let files: [File]
  /// PSNR of the GIF against the rendered frames, in dB (infinity when lossless).
  public let psnr: Double?
  public let seconds: Double
  /// Conflicts and ambiguity, as UIKit would log them.
  public let diagnostics: [String]
  /// Threads that painted frames: 2 when a GIF's colours were counted in two halves
  /// (`CompiledScene.paintSplit`), or one thread painted the frames another counted, or frames
  /// were painted ahead of the encoders; else 1 (`--jobs 1`, a GIF under
  /// `CompiledScene.secondThreadFloor`, and files copied from a cache).
  public let paintThreads: Int

  public var bytes: Int { files.reduce(0) { $0 + $1.bytes } }

  /// Public so a report can be rebuilt from a batch result or a cache entry.
  public init(
    scene: String, frames: Int, duration: Double, files: [File], psnr: Double?, seconds: Double,
    diagnostics: [String], paintThreads: Int = 1
  ) {
    self.scene = scene
    self.frames = frames
    self.duration = duration
    self.files = files
    self.psnr = psnr
    self.seconds = seconds
    self.diagnostics = diagnostics
    self.paintThreads = paintThreads
  }
}

/// The library's version, written into every PNG's Software entry.
public enum LayoutReelVersion {
  public static let current = "0.1.0"
}
