import Pixels
import Testing

@testable import Codecs

/// Found while fuzzing the image readers (issue 21, `scripts/fuzz images`, following its memory
/// peaks): every APNG frame is decoded to a full-canvas image, so a small file of small frames on
/// a large canvas asked for gigabytes (67 KB, 1,000 one-pixel frames on 1000 x 1000: 3.9 GB), and
/// a 128-byte file declaring 65536 x 65536 would allocate a 16 GiB canvas. The total is budgeted before
/// the canvas is allocated, as for GIF.
@Suite struct APNGDecodedBudgetTests {
  static let pixel = TestImages.make(1, 1) { _, _ in (0, 255, 0, 255) }

  @Test func manyFramesOnALargeCanvasAreRefusedBeforeDecoding() throws {
    var apng = try HandBuiltAPNG(width: 1000, height: 1000)
    for _ in 0..<1000 { apng = try apng.frame(Self.pixel, x: 0, y: 0, delay: (1, 10), dispose: 0, blend: 0) }
    let bytes = try apng.bytes()
    #expect(bytes.count < 100_000)
    #expect {
      _ = try APNGReader.decode(bytes, name: "frames.apng")
    } throws: { error in
      (error as? CodecError)?.reason
        == "invalid input: 1000 frames of 1000x1000 px would take 3814 MiB decoded, over the 2048 MiB one file may take"
    }
  }

  @Test func aCanvasOverTheBudgetIsRefusedBeforeItIsAllocated() throws {
    let bytes = try HandBuiltAPNG(width: 65536, height: 65536)
      .frame(Self.pixel, x: 0, y: 0, delay: (1, 10), dispose: 0, blend: 0).bytes()
    #expect(bytes.count < 200)
    #expect {
      _ = try APNGReader.decode(bytes, name: "canvas.apng")
    } throws: { error in
      (error as? CodecError)?.reason
        == "invalid input: 1 frame of 65536x65536 px would take 16384 MiB decoded, over the 2048 MiB one file may take"
    }
  }

  @Test func framesWithinTheBudgetStillDecode() throws {
    var apng = try HandBuiltAPNG(width: 100, height: 100)
    for i in 0..<8 { apng = try apng.frame(Self.pixel, x: i, y: i, delay: (1, 10), dispose: 0, blend: 0) }
    let animation = try APNGReader.decode(try apng.bytes(), name: "small.apng")
    #expect(animation.frames.count == 8)
    #expect(animation.frames.allSatisfy { $0.image.width == 100 && $0.image.height == 100 })
  }
}
