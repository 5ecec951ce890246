import Testing

@testable import Codecs

/// The run-time loader behind MP4Writer's FFmpeg: a missing library or function is an error that
/// names the library and the package to install, never a crash.
@Suite struct SharedLibraryTests {
  @Test func aMissingLibraryNamesItAndItsPackage() {
    #expect {
      try SharedLibrary("liblayoutreel-absent.so.1", package: "layoutreel-absent")
    } throws: { error in
      guard let error = error as? SharedLibrary.LoadError else { return false }
      return error.library == "liblayoutreel-absent.so.1" && error.package == "layoutreel-absent"
        && error.message.contains("liblayoutreel-absent.so.1")
        && error.description.hasSuffix("; install layoutreel-absent")
    }
  }

  @Test func aMissingFunctionNamesIt() throws {
    let zlib = try SharedLibrary("libz.so.1", package: "zlib1g")
    #expect {
      _ = try zlib.function("layoutreel_absent", as: (@convention(c) () -> Void).self)
    } throws: { error in
      guard let error = error as? SharedLibrary.LoadError else { return false }
      return error.library == "libz.so.1" && error.package == "zlib1g" && error.message.contains("layoutreel_absent")
    }
  }

  @Test func aFoundFunctionIsCallable() throws {
    let zlib = try SharedLibrary("libz.so.1", package: "zlib1g")
    // uLong adler32(uLong adler, const Bytef *buf, uInt len): Adler-32 of "abc" is 0x024d0127.
    let adler32 = try zlib.function(
      "adler32", as: (@convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt).self)
    let bytes: [UInt8] = Array("abc".utf8)
    #expect(adler32(1, bytes, 3) == 0x024d_0127)
  }

  @Test func aMissingDependencyIsNamedAndItsLibraryReinstalled() {
    // dlopen fails on libavcodec itself when a library it links (x264) is gone.
    let error = CodecError.library(
      file: "a.mp4", name: "libavcodec.so.59", package: "libavcodec59",
      message: "libx264.so.164: cannot open shared object file: No such file or directory")
    #expect(
      error.description
        == "a.mp4: cannot load libavcodec.so.59 (libx264.so.164: cannot open shared object file: No such file or directory); reinstall libavcodec59 with its dependencies"
    )
  }

  @Test func theCodecErrorSaysWhatToInstall() {
    let error = CodecError.library(
      file: "a.mp4", name: "libavcodec.so.59", package: "libavcodec59", message: "cannot open shared object file")
    #expect(
      error.description == "a.mp4: cannot load libavcodec.so.59 (cannot open shared object file); install libavcodec59")
  }
}
