// FuzzScene: the libFuzzer target for scene files (bytes -> SceneDecoder -> CompiledScene -> one
// frame). `scripts/fuzz` builds it with `-sanitize=fuzzer,address -DFUZZING`; a normal build makes
// a replayer that runs the files it is given once each and says how far each went
// (`swift run FuzzScene crash-...` reproduces a finding without the sanitizers).

#if FUZZING
  import CLibFuzzer
  import Glibc

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzSceneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SceneFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  /// SwiftPM links an executable's `main` to the module's own entry point, so libFuzzer's `main`
  /// is never used: this one hands the command line to libFuzzer's driver.
  @main
  enum SceneFuzzer {
    static func main() {
      // fontconfig's configuration loader (FcInitLoadConfigAndFonts, parsing its XML files) loses
      // 288 bytes once, inside libfontconfig; it is loaded here with leak detection off, so that
      // the leak check reports what inputs leak and not that.
      __lsan_disable()
      SceneFuzz.run(Array(SceneFuzz.warmUp.utf8))
      __lsan_enable()
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzSceneInput))
    }
  }
#else
  import Foundation

  @main
  enum SceneReplayer {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("FuzzScene: cannot read \(path)")
          exit(1)
        }
        print("FuzzScene: \(path): \(SceneFuzz.run(Array(data)))")
      }
    }
  }
#endif
