import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

/// Deterministic mutations of a real scene: decoding must never crash, and every error must point
/// inside the mutated text.
@Suite struct RobustnessTests {
  /// A fixed linear congruential generator, so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(1, bound)))
    }

    /// `bytes` with one to three bytes removed, inserted or replaced (from `alphabet`).
    mutating func mutate(_ bytes: [UInt8], alphabet: [UInt8]) -> [UInt8] {
      var bytes = bytes
      for _ in 0..<(1 + next(3)) {
        let at = next(bytes.count)
        switch next(3) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(alphabet[next(alphabet.count)], at: at)
        default: bytes[at] = alphabet[next(alphabet.count)]
        }
      }
      return bytes
    }
  }

  @Test func mutatedScenesGiveErrorsInsideTheFile() throws {
    let original = try #require(readFile(Fixtures.path("screencast-accessory.json")))
    let alphabet = Array("{}[]\":,-0123456789.eE \\\n@|()=<>abcxyz".utf8) + [0xC3, 0xA9, 0xFF]
    var random = Generator(state: 42)
    var failures = 0
    for _ in 0..<400 {
      let bytes = random.mutate(original, alphabet: alphabet)
      let lineCount = bytes.filter { $0 == 0x0A }.count + 1
      do {
        _ = try SceneDecoder.decode(SourceFile(name: "m.json", bytes: bytes))
      } catch {
        failures += 1
        #expect(!error.errors.isEmpty)
        for e in error.errors {
          let line = e.position?.line ?? 0
          #expect(line >= 1 && line <= lineCount, "\(e)")
          #expect(e.position.map { $0.offset >= 0 && $0.offset <= bytes.count } == true, "\(e)")
          #expect(!SceneErrorRenderer.render(e).isEmpty)
        }
      }
    }
    // Most random edits of a scene break it; a run where none did would mean the mutations are inert.
    #expect(failures > 200)
  }

  @Test func randomConstraintAndFormatStringsNeverCrash() {
    let pieces = [
      "a", "b", ".", "leading", "width", "top", "==", ">=", "<=", "=", "+", "-", "*", "/", "@", "750",
      "0.5", "system", "root", "safeArea", " ", "|", "[", "]", "(", ")", ",", "H:", "V:", "high", "x1", "",
    ]
    var random = Generator(state: 7)
    for _ in 0..<2000 {
      let text = (0..<(1 + random.next(9))).map { _ in pieces[random.next(pieces.count)] }.joined()
      let length = text.unicodeScalars.count
      do {
        _ = try ConstraintParser.parse(text)
      } catch {
        #expect(error.range.lowerBound >= 0 && error.range.upperBound <= length + 1, "\(text): \(error)")
      }
      do {
        let format = try VFLParser.parse(text)
        _ = try VFLExpander.expand(format, viewNames: ["a", "b"])
      } catch {
        #expect(error.range.lowerBound >= 0 && error.range.upperBound <= length + 1, "\(text): \(error)")
      }
    }
  }

  /// Issue 21: with the parser's magnitude limit raised, a whole number past Int (a loop count of
  /// 1e300, lines of 1e19) trapped converting to Int; it is out of range, where it was written.
  @Test func wholeNumbersPastIntAreOutOfRange() throws {
    let text = """
      {"canvas": {"width": 10, "height": 10}, "loop": 1e300,
       "views": [{"id": "t", "kind": "label", "text": "Hi", "numberOfLines": 1e19}]}
      """
    var errors: [SceneError] = []
    do {
      _ = try SceneDecoder.decode(SourceFile(name: "big.json", text: text), options: .init(maxMagnitude: 1e308))
    } catch { errors = error.errors }
    #expect(
      errors.map(\.problem) == [
        .outOfRange(what: "loop", value: 1e300, allowed: "<= 9223372036854775807"),
        .outOfRange(what: "numberOfLines", value: 1e19, allowed: "<= 9223372036854775807"),
      ])
    #expect(errors.map { $0.position?.line ?? 0 } == [1, 2])
  }
}

/// Issue 21, hardening 4: thousands of errors on one long line keep only the first hundred (each
/// kept error copies its source line), and say how many more there were.
@Suite struct ErrorLimitTests {
  @Test func manyErrorsOnOneLineAreCappedAndCounted() throws {
    let views = (0..<2_000).map { #"{"id": "v\#($0)", "bogus": 1}"# }.joined(separator: ", ")
    let text = #"{"canvas": {"width": 10, "height": 10}, "views": [\#(views)]}"#
    do {
      _ = try SceneDecoder.decode(text: text)
      Issue.record("the scene decoded")
    } catch {
      #expect(error.errors.count == DecodingContext.errorLimit)
      #expect(error.omitted == 2_000 - DecodingContext.errorLimit)
      #expect(error.description.hasSuffix("scene.json: error: 1900 more errors are not shown; fix these first"))
    }
  }
}
