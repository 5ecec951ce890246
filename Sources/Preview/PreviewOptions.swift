import LayoutReel

/// What `export preview` serves: one scene, on loopback.
public struct PreviewOptions: Sendable {
  /// The scene file, as given on the command line.
  public var scene: String
  /// The port on 127.0.0.1; 0 asks the system for a free one.
  public var port: UInt16 = 0
  /// The command line's overrides (fps, scale, appearance…); the page's switches go on top.
  public var overrides = SceneOverrides()
  public var limits = ExportLimits()
  /// How often the scene file and the files it names are looked at.
  public var pollInterval: Duration = .milliseconds(50)

  public init(scene: String) {
    self.scene = scene
  }
}
