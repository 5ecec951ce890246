import SceneModel
import Testing

@testable import SceneJSON

/// A progress key's optional third element and a release's `resumes` (facts SW18).
@Suite struct ProgressSegmentDecodingTests {
  static func timeline(_ keys: String, release: String = "") -> String {
    sceneJSON(
      views: #"[{ "id": "box" }]"#,
      timeline: """
        [{ "at": 0, "duration": 1, "changes": [{ "view": "box", "alpha": 0 }],
           "progress": { "keys": \(keys)\(release) } }]
        """)
  }

  @Test func segmentsAndResumesDecode() throws {
    let scene = try #require(
      decodeScene(
        Self.timeline(
          #"[[0, 0, "run"], [0.5, 0.5, "paused"], [0.6, 0.7]]"#, release: #", "release": { "at": 1, "resumes": true }"#)
      ))
    let progress = try #require(scene.timeline.first?.progress)
    #expect(progress.keys.map(\.segment) == [.run, .paused, .scrub])
    #expect(progress.release == ProgressRelease(at: 1, resumes: true))
  }

  @Test func anUnknownSegmentIsNamedWithTheClosest() {
    let errors = decodeErrors(Self.timeline(#"[[0, 0, "runn"]]"#))
    #expect(errors.count == 1)
    #expect(errors.first?.description.contains(#"did you mean "run"?"#) == true, "\(errors)")
  }
}
