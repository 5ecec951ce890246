// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LayoutReel",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "export", targets: ["ExportCLI"]),
    .library(name: "LayoutReel", targets: ["LayoutReel"]),
    .library(name: "LayoutReelTesting", targets: ["LayoutReelTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // MARK: C libraries (system packages, installed by scripts/install-deps)
    .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    // zlib comes with libpng (zlib1g-dev); it is linked directly for the unfiltered-row deflate.
    .target(name: "CPNGSupport", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
    .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

    // MARK: Core (each knows nothing of scenes)
    .target(name: "Codecs", dependencies: ["CPNG", "CGIF", "CPNGSupport", "CDeflate"]),
    .target(name: "Raster", dependencies: ["Codecs"]),
    .target(name: "Text", dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig"]),
    .target(name: "Layout"),
    .target(name: "Animation"),
    .target(name: "Diff", dependencies: ["Codecs"]),

    // MARK: Scenes, the pipeline, snapshot assertions
    .target(name: "Scene"),
    .target(
      name: "LayoutReel",
      dependencies: ["Codecs", "Raster", "Text", "Layout", "Animation", "Diff", "Scene"]),
    .target(name: "LayoutReelTesting", dependencies: ["LayoutReel", "Diff", "Codecs"]),

    // MARK: Command line
    .executableTarget(
      name: "ExportCLI",
      dependencies: [
        "LayoutReel", "Diff", "Codecs", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // MARK: Benchmarks (print figures; never run by the tests)
    .executableTarget(name: "CodecsBench", dependencies: ["Codecs"]),
    .executableTarget(name: "RasterBench", dependencies: ["Raster"]),
    .executableTarget(name: "TextBench", dependencies: ["Text"]),
    .executableTarget(name: "LayoutBench", dependencies: ["Layout"]),
    .executableTarget(name: "AnimationBench", dependencies: ["Animation"]),
    .executableTarget(name: "DiffBench", dependencies: ["Diff", "Codecs"]),

    // MARK: Tests
    .testTarget(name: "CodecsTests", dependencies: ["Codecs"], exclude: ["Fixtures"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "Codecs", "LayoutReelTesting"], exclude: ["Goldens"]),
    .testTarget(name: "TextTests", dependencies: ["Text"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    .testTarget(name: "AnimationTests", dependencies: ["Animation"], exclude: ["References"]),
    .testTarget(name: "DiffTests", dependencies: ["Diff", "Codecs"]),
    .testTarget(name: "SceneTests", dependencies: ["Scene"], exclude: ["Fixtures"]),
    .testTarget(name: "LayoutReelTests", dependencies: ["LayoutReel", "Codecs", "Diff", "LayoutReelTesting"], exclude: ["Goldens"]),
    .testTarget(
      name: "LayoutReelTestingTests", dependencies: ["LayoutReelTesting", "LayoutReel", "Codecs"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "ExportTests", dependencies: ["ExportCLI", "LayoutReel", "Codecs"]),
  ]
)
