// FuzzImages: the libFuzzer target for the image readers (bytes -> PNGReader, APNGReader,
// GIFReader). `scripts/fuzz` builds it with `-sanitize=fuzzer,address -DFUZZING`; a normal build makes
// a replayer that runs the files it is given once each and says what each reader made of it
// (`swift run FuzzImages crash-...` reproduces a finding without the sanitizers).

#if FUZZING
  import CLibFuzzer
  import Glibc

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzImageInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImageFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  /// SwiftPM links an executable's `main` to the module's own entry point, so libFuzzer's `main`
  /// is never used: this one hands the command line to libFuzzer's driver.
  @main
  enum ImageFuzzer {
    static func main() {
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzImageInput))
    }
  }
#else
  import Foundation

  @main
  enum ImageReplayer {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("FuzzImages: cannot read \(path)")
          exit(1)
        }
        print("FuzzImages: \(path): \(ImageFuzz.run(Array(data)))")
      }
    }
  }
#endif
