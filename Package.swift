// swift-tools-version:6.0
import PackageDescription

// The Swift runtime and Foundation linked into the release `export` and `layoutreel`: as shared
// objects they doubled the loader's symbol lookups, 63 % of `export --version`'s instructions
// (docs/performance.md, "Session 15: start-up"). `-static-stdlib` alone leaves out what the
// dynamic modules' autolink entries do not name: Foundation's C parts, and FoundationNetworking's
// (imported by FlyingFox) with libcurl, which stays shared. lld, which ships with the
// toolchain, resolves archives in any order. Debug builds (the tests) keep the quick dynamic link.
let staticSwiftRuntime: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-static-stdlib", "-use-ld=lld", "-lCoreFoundation", "-l_FoundationCShims", "-l_FoundationCollections",
      "-l_FoundationICU", "-l_CFURLSessionInterface", "-Xlinker", "-l:libcurl.so.4",
    ], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "LayoutReel",
  platforms: [.macOS(.v15)],
  products: [
    // One command line, two names: `export` as `swift run export` has always run it, and
    // `layoutreel` to install on PATH (`export` is a POSIX special builtin there).
    .executable(name: "export", targets: ["ExportTool"]),
    .executable(name: "layoutreel", targets: ["LayoutReelTool"]),
    .library(name: "LayoutReel", targets: ["LayoutReel"]),
    .library(name: "SceneModel", targets: ["SceneModel"]),
    .library(name: "LayoutReelTesting", targets: ["LayoutReelTesting"]),
    .library(name: "LayoutReelUIKit", targets: ["LayoutReelUIKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The preview's HTTP and WebSocket server: pure Swift on BSD sockets, no dependencies.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    // MARK: C libraries (system packages, installed by scripts/install-deps)
    .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    // zlib comes with libpng (zlib1g-dev); it is linked directly for the unfiltered-row deflate.
    .target(name: "CPNGSupport", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
    .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // Zopfli for `--png-effort max` (libzopfli-dev has no .pc file: the module map links -lzopfli).
    .systemLibrary(name: "CZopfli", providers: [.apt(["libzopfli-dev"])]),
    .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(name: "CNettle", pkgConfig: "nettle", providers: [.apt(["nettle-dev"])]),
    .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    // Animated WebP (WebPAnimEncoder in libwebpmux, the frame encoder in libwebp).
    .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // MP4/H.264: libavformat's muxer, libavcodec's libx264 encoder, swscale's BT.709 conversion.
    // Headers only: FFmpeg's own .pc files would link -lavformat (and ~120 codec libraries) into
    // every start; Codecs' FFmpegLibrary opens them with dlopen when an MP4 is written. The
    // package's ffmpeg-headers.pc names them as Requires.private, which give their Cflags (the
    // include path, e.g. Fedora's /usr/include/ffmpeg) and, without --static, none of their Libs.
    .systemLibrary(
      name: "CFFmpeg", pkgConfig: Context.packageDirectory + "/Sources/CFFmpeg/ffmpeg-headers.pc",
      providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev", "libswscale-dev"])]),
    // schema/scene.schema.json built into the binary with #embed (C23), so it has one source.
    .target(name: "CSceneSchema"),

    // MARK: Vocabulary (every module below speaks it)
    .target(name: "Geometry"),
    .target(name: "Pixels"),
    // The calling thread's CPU time, which every stage figure and benchmark reads.
    .target(name: "CPUTime"),

    // MARK: Core (each knows nothing of scenes)
    .target(
      name: "Codecs",
      dependencies: [
        "Pixels", "CPUTime", "CPNG", "CGIF", "CPNGSupport", "CDeflate", "CZopfli", "CTurboJPEG", "CWebP", "CFFmpeg",
      ]),
    .target(name: "Raster", dependencies: ["Geometry", "Pixels"]),
    .target(name: "Text", dependencies: ["Geometry", "CFreeType", "CHarfBuzz", "CFontconfig"]),
    .target(name: "Layout", dependencies: ["Geometry"]),
    .target(name: "Animation"),
    .target(name: "Diff", dependencies: ["Pixels"]),

    // MARK: The model, its front ends, the pipeline, snapshot assertions
    .target(name: "SceneModel", dependencies: ["Geometry", "Pixels", "Raster", "Text", "Layout"]),
    .target(
      name: "SceneJSON",
      dependencies: ["SceneModel", "Geometry", "Raster", "Text", "Layout", "Animation", "CSceneSchema"]),
    .target(
      name: "LayoutReel",
      dependencies: [
        "Geometry", "Pixels", "Codecs", "Raster", "Text", "Layout", "Animation", "Diff", "SceneModel", "SceneJSON",
        "CNettle", "CPUTime",
      ]),
    // The review tools on top of the pipeline: `export check` and its report, `export timeline`.
    .target(name: "Check", dependencies: ["LayoutReel", "Codecs", "Diff", "Pixels"]),
    .target(name: "Plot", dependencies: ["LayoutReel", "SceneModel", "Geometry", "Raster", "Text", "Codecs"]),
    // `export bench`: where an export's time and memory go.
    .target(name: "PipelineBench", dependencies: ["LayoutReel", "Codecs", "Pixels", "CPUTime"]),
    .target(name: "LayoutReelTesting", dependencies: ["LayoutReel", "Diff", "Codecs", "Pixels"]),
    // The Swift front end: UIKit's API on a virtual clock, building the same model as SceneJSON.
    .target(
      name: "LayoutReelUIKit",
      dependencies: ["LayoutReel", "SceneModel", "SceneJSON", "Layout", "Geometry", "Raster", "Text", "Animation"]),
    // `export preview`: a live preview page served on loopback, re-rendered when the scene is saved.
    .target(
      name: "Preview",
      dependencies: [
        "LayoutReel", "Plot", "SceneModel", "SceneJSON", "Layout", "Codecs", "Geometry", "Raster", "Pixels",
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]),

    // MARK: Command line
    .target(
      name: "ExportCLI",
      dependencies: [
        "Animation", "LayoutReel", "Check", "Plot", "PipelineBench", "SceneModel", "SceneJSON", "Diff", "Codecs",
        "Pixels", .product(name: "ArgumentParser", package: "swift-argument-parser"), "Preview",
      ]),
    .executableTarget(name: "ExportTool", dependencies: ["ExportCLI"], linkerSettings: staticSwiftRuntime),
    .executableTarget(name: "LayoutReelTool", dependencies: ["ExportCLI"], linkerSettings: staticSwiftRuntime),

    // The gallery scenes written in Swift (scripts/run runs it).
    .target(name: "UIKitScenes", dependencies: ["LayoutReelUIKit"]),
    .executableTarget(name: "SwiftScenes", dependencies: ["LayoutReelUIKit", "UIKitScenes"]),

    // MARK: Benchmarks (print figures; never run by the tests)
    .executableTarget(name: "CodecsBench", dependencies: ["Codecs", "Pixels"]),
    .executableTarget(name: "RasterBench", dependencies: ["Raster", "Geometry"]),
    .executableTarget(name: "TextBench", dependencies: ["Text", "Geometry"]),
    .executableTarget(name: "LayoutBench", dependencies: ["Layout", "Geometry", "CPUTime"]),
    .executableTarget(name: "AnimationBench", dependencies: ["Animation"]),
    .executableTarget(name: "DiffBench", dependencies: ["Diff", "Codecs", "Pixels", "CPUTime"]),

    // MARK: Fuzzing (libFuzzer targets: scripts/fuzz builds them with -sanitize=fuzzer,address
    // -DFUZZING; a normal build makes replayers that run the input files they are given once)
    // libFuzzer's driver and LeakSanitizer's switch, declared only (the runtimes come with the sanitizers).
    .systemLibrary(name: "CLibFuzzer"),
    .executableTarget(
      name: "FuzzScene", dependencies: ["LayoutReel", "SceneJSON", "SceneModel", "CLibFuzzer"]),
    .executableTarget(
      name: "FuzzImages", dependencies: ["Codecs", "CLibFuzzer"], exclude: ["Seeds"]),

    // MARK: Tests
    .testTarget(
      name: "CodecsTests", dependencies: ["Codecs", "Pixels", "TestSupport"], exclude: ["Fixtures", "Browser"]),
    .testTarget(
      name: "RasterTests",
      dependencies: ["Raster", "Geometry", "Pixels", "Codecs", "LayoutReelTesting", "TestSupport"],
      exclude: ["Goldens"]),
    .testTarget(name: "TextTests", dependencies: ["Text", "Geometry"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "Geometry", "LayoutBench", "TestSupport"]),
    .testTarget(name: "AnimationTests", dependencies: ["Animation"], exclude: ["References"]),
    .testTarget(name: "DiffTests", dependencies: ["Diff", "Codecs", "Pixels"]),
    .testTarget(
      name: "SceneJSONTests",
      dependencies: ["SceneJSON", "SceneModel", "Geometry", "Layout", "Raster", "Text", "Animation", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LayoutReelTests",
      dependencies: [
        "LayoutReel", "SceneModel", "Layout", "Raster", "Geometry", "Pixels", "Codecs", "Diff", "LayoutReelTesting",
        "Animation", "Text", "TestSupport",
      ], exclude: ["Goldens"]),
    .testTarget(
      name: "LayoutReelTestingTests", dependencies: ["LayoutReelTesting", "LayoutReel", "Codecs", "TestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "LayoutReelUIKitTests",
      dependencies: [
        "LayoutReelUIKit", "UIKitScenes", "LayoutReel", "SceneModel", "Layout", "Diff", "Pixels", "Raster", "SceneJSON",
        "Geometry",
      ], exclude: ["Fixtures"]),
    .testTarget(
      name: "ExportTests",
      dependencies: ["ExportCLI", "LayoutReel", "Check", "Plot", "Codecs", "Pixels", "TestSupport"],
      exclude: ["Browser"]),
    // Runs the built `layoutreel` and `export` binaries as a user would (help, exit codes, install, completion).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "CLITests", dependencies: ["ExportCLI", "ExportTool", "LayoutReelTool", "LayoutReel", "TestSupport"]),
    // Runs the real `export preview` binary: HTTP requests, signals, and headless Chromium.
    .testTarget(
      name: "PreviewTests", dependencies: ["ExportTool", "Codecs", "Pixels", "TestSupport"], exclude: ["Browser"]),
  ],
  cLanguageStandard: .c2x
)
