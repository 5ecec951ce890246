import Testing

@testable import Codecs

/// Deterministic byte-flip fuzzing: decoders must throw or succeed, never crash or hang.
@Suite struct CorruptionFuzzTests {
  private func mutations(of bytes: [UInt8], count: Int, seed: UInt32) -> [[UInt8]] {
    var noise = TestImages.Noise(state: seed)
    return (0..<count).map { _ in
      var copy = bytes
      for _ in 0..<(1 + Int(noise.next() % 4)) {
        let i = Int(noise.next() % UInt32(copy.count))
        copy[i] = UInt8(truncatingIfNeeded: noise.next())
      }
      return copy
    }
  }

  @Test func mutatedGIFsNeverCrash() throws {
    let frames = (0..<3).map { (image: GIFRoundTripTests.movingBox($0), delay: FrameDelay.milliseconds(100)) }
    let valid = try GIFWriter.encode(frames).bytes
    var failures = 0
    for bytes in mutations(of: valid, count: 300, seed: 99) {
      do { _ = try GIFReader.decode(bytes, name: "fuzz.gif") } catch { failures += 1 }
    }
    // Many mutations only touch pixels or delays and still decode; some must be rejected.
    #expect(failures > 0)
  }

  @Test func mutatedPNGsNeverCrash() throws {
    let valid = try PNGWriter.encode(TestImages.rgba())
    var failures = 0
    for bytes in mutations(of: valid, count: 300, seed: 7) {
      do { _ = try PNGReader.decode(bytes, name: "fuzz.png") } catch { failures += 1 }
    }
    // libpng checks CRCs on critical chunks, so nearly every mutation is caught.
    #expect(failures > 250)
  }
}
