import Glibc
import Pixels
import Testing

@testable import Codecs

/// `--jobs 1` encodes on the calling thread alone, and gets the bytes two threads would.
@Suite struct SerialEncodeTests {
  @Test func serialMapStaysOnTheCallingThread() {
    let caller = pthread_self()
    let threads = Parallel.map(Array(0..<64), concurrent: false) { _ in pthread_self() }
    #expect(threads.allSatisfy { pthread_equal($0, caller) != 0 })
    #expect(Parallel.map(Array(0..<50), concurrent: false) { $0 * 3 } == (0..<50).map { $0 * 3 })
  }

  /// Both candidates of the automatic choice, RGB (zlib against libdeflate, in parts when large)
  /// and indexed (two zlib candidates): the serial encode is byte for byte the concurrent one.
  @Test(arguments: PNGFilterChoiceTests.cases)
  func serialEncodeGivesTheConcurrentBytes(name: String, flat: Bool, width: Int, height: Int) throws {
    let image = flat ? PNGFilterChoiceTests.flatUI(width, height) : PNGFilterChoiceTests.gradient(width, height)
    var serial = PNGWriteOptions(softwareVersion: "test")
    serial.concurrent = false
    let a = try PNGWriter.encode(image, options: serial, name: name)
    let b = try PNGWriter.encode(image, options: PNGWriteOptions(softwareVersion: "test"), name: name)
    #expect(a == b, "\(name): serial \(a.count) B, concurrent \(b.count) B")
  }

  @Test func serialIndexedEncodeGivesTheConcurrentBytes() throws {
    let image = TestImages.palette(200, 300, 200)
    var serial = PNGWriteOptions()
    serial.concurrent = false
    #expect(try PNGWriter.encode(image, options: serial) == PNGWriter.encode(image, options: PNGWriteOptions()))
  }

  /// An animation frame's quick encoding: one unfiltered libdeflate candidate, the same pixels.
  @Test func animationFrameOptionsRoundTripWithOneCandidate() throws {
    let image = PNGFilterChoiceTests.flatUI(400, 500)
    let options = PNGWriteOptions().forAnimationFrame()
    #expect(options.filter == .none && options.compressionLevel == 6)
    #expect(PNGWriter.candidates(options.filter, bitDepth: 8) == [.fixed(.none)])
    let png = try PNGWriter.encode(image, options: options)
    let decoded = try PNGReader.decode(png, name: "frame.png")
    #expect(decoded.pixels == image.pixels)
    // Measured 9,204 B against 7,161 B here (noise glyphs); Bankey frames about 6% larger.
    let smallest = try PNGWriter.encode(image, options: PNGWriteOptions())
    #expect(Double(png.count) <= Double(smallest.count) * 1.3, "\(png.count) B against \(smallest.count) B")
  }
}
