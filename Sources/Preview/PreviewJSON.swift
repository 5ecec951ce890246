import Foundation
import Geometry
import Layout
import LayoutReel
import SceneModel

/// What the page reads, as JSON (Codable, so every string is escaped by Foundation).
enum PreviewJSON {
  struct State: Codable {
    /// Bumped on every change the page should see (a new render or a new error).
    let version: Int
    /// The content hash of the scene (and its files) the page's renders are keyed by.
    let hash: String?
    let file: String
    let scene: SceneInfo?
    let error: ErrorInfo?
    /// The files of the scene the server serves under `/files/`.
    let files: [String]
  }

  struct SceneInfo: Codable {
    let name: String
    let width: Double
    let height: Double
    let scale: Double
    let appearance: String
    let fps: Int
    let frameCount: Int
    let duration: Double
    let steps: [Step]
    let views: [ViewInfo]
    let safeArea: Insets
    let margins: Insets
    /// How long the last compile took, in milliseconds (shown under the page's title).
    let compileMilliseconds: Double
  }

  struct Step: Codable {
    let id: String
    let start: Double
    /// nil for a step repeating forever.
    let end: Double?
  }

  struct ViewInfo: Codable {
    let id: String
    let kind: String
    let parent: String?
  }

  struct Insets: Codable {
    let top: Double
    let left: Double
    let bottom: Double
    let right: Double
  }

  struct ErrorInfo: Codable {
    /// The error as the command line prints it (file:line:col, the line and a caret).
    let text: String
    let line: Int?
    let column: Int?
  }

  struct Frame: Codable {
    let frame: Int
    let time: Double
    let views: [ViewFrame]
    let constraints: [Constraint]
  }

  struct ViewFrame: Codable {
    let id: String
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    let alpha: Double
    let hidden: Bool
    /// translateX, translateY, scaleX, scaleY, rotation (degrees), when not the identity.
    let transform: [Double]?
    let contentOffset: [Double]?
  }

  struct Constraint: Codable {
    let id: String
    let label: String
    let item1: String
    let attribute1: String
    let relation: String
    let item2: String?
    let attribute2: String?
    let multiplier: Double
    let constant: Double
    let priority: Double
  }

  struct Timeline: Codable {
    /// The plot's size in points and where its time axis runs (points from the left).
    let width: Double
    let height: Double
    let plotX: Double
    let plotWidth: Double
    let plotTop: Double
    let plotBottom: Double
    let lower: Double
    let upper: Double
  }

  static func encode(_ value: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return (try? [UInt8](encoder.encode(value))) ?? Array("{}".utf8)
  }

  static func insets(_ insets: Geometry.EdgeInsets) -> Insets {
    Insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  /// The presented layout at frame `index` and the constraints in force then.
  static func frame(_ scene: CompiledScene, index: Int) -> Frame {
    let time = scene.clock.time(ofFrame: index)
    let views = scene.snapshot(at: time).map {
      ViewFrame(
        id: $0.id, x: $0.x, y: $0.y, width: $0.width, height: $0.height, alpha: $0.alpha, hidden: $0.hidden,
        transform: $0.transform, contentOffset: $0.contentOffset)
    }
    let constraints = scene.activeConstraints(at: time).map { active in
      let c = active.constraint
      return Constraint(
        id: active.id, label: c.label, item1: c.item1.description, attribute1: c.attribute1.rawValue,
        relation: c.relation.rawValue, item2: c.item2?.description, attribute2: c.attribute2?.rawValue,
        multiplier: c.multiplier, constant: c.constant, priority: c.priority.value)
    }
    return Frame(frame: index, time: time, views: views, constraints: constraints)
  }
}
