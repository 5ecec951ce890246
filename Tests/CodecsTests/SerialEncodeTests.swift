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

}
