import Foundation
import Testing

@testable import ExportCLI
@testable import LayoutReel

/// Appearance and scale variants in one run, named as DocC looks for them.
@Suite struct VariantTests {
  @Test func everyCombinationIsWrittenWithDocCNames() throws {
    let folder = try Tool.folder(["card.json": Scenes.adaptive])
    let result = try Tool.layoutreel(
      [
        "card.json", "--appearance", "light,dark", "--scale", "1,2", "--format", "gif,png,filmstrip", "--out-dir",
        "out",
        "-q",
      ], in: folder)
    #expect(result == Tool.Result(status: 0, stdout: "", stderr: ""))
    #expect(
      Tool.listing(folder.appendingPathComponent("out")) == [
        "card-filmstrip.png", "card-filmstrip@2x.png", "card-filmstrip~dark.png", "card-filmstrip~dark@2x.png",
        "card.gif", "card.png", "card@2x.gif", "card@2x.png", "card~dark.gif", "card~dark.png", "card~dark@2x.gif",
        "card~dark@2x.png",
      ])
    // Each variant is the single export with the same options, byte for byte.
    for (options, file) in [
      (["--appearance", "dark", "--scale", "2"], "card~dark@2x.png"), (["--scale", "2"], "card@2x.png"),
      (["--appearance", "light"], "card.png"),
    ] {
      let frame = try Tool.layoutreel(
        ["card.json", "--format", "png", "--out-dir", "single", "-q"] + options, in: folder)
      #expect(frame.status == 0)
      let single = try Data(
        contentsOf: folder.appendingPathComponent(
          "single/" + Tool.listing(folder.appendingPathComponent("single")).last!))
      #expect(single == (try Data(contentsOf: folder.appendingPathComponent("out/" + file))), "\(file)")
      try FileManager.default.removeItem(at: folder.appendingPathComponent("single"))
    }
    let light = try Data(contentsOf: folder.appendingPathComponent("out/card.png"))
    #expect(try Data(contentsOf: folder.appendingPathComponent("out/card~dark.png")) != light)
  }

  /// `--appearance dark` alone no longer replaces the light file.
  @Test func theDarkAppearanceNeverOverwritesTheLightFile() throws {
    let folder = try Tool.folder(["card.json": Scenes.adaptive])
    #expect(try Tool.layoutreel(["card.json", "--out-dir", "out", "-q"], in: folder).status == 0)
    #expect(
      try Tool.layoutreel(["card.json", "--appearance", "dark", "--out-dir", "out", "-q"], in: folder).status == 0)
    #expect(Tool.listing(folder.appendingPathComponent("out")) == ["card.gif", "card~dark.gif"])
  }

  @Test func literalColoursWarnThatTheDarkVariantIsTheLightOne() throws {
    let folder = try Tool.folder(["plain.json": Scenes.literal, "card.json": Scenes.adaptive])
    let result = try Tool.layoutreel(
      ["card.json", "plain.json", "--appearance", "light,dark", "--out-dir", "out", "--diagnostics", "json"],
      in: folder)
    #expect(result.status == 0)
    let warnings = result.stderr.split(separator: "\n").filter { $0.contains("\"warning\"") }
    #expect(
      warnings == [
        #"{"severity": "warning", "file": "plain.json", "message": "out/plain~dark.gif renders identical to the "#
          + #"light variant: the scene's colours are literal; system colours (systemBackground, label, …) follow "#
          + #"the appearance"}"#
      ])
  }

  @Test func nameReplacesTheScenesNameForOneScene() throws {
    let folder = try Tool.folder(["card.json": Scenes.adaptive, "plain.json": Scenes.literal])
    let named = try Tool.layoutreel(
      ["card.json", "--name", "hero", "--appearance", "light,dark", "--out-dir", "out", "-q"], in: folder)
    #expect(named == Tool.Result(status: 0, stdout: "", stderr: ""))
    #expect(Tool.listing(folder.appendingPathComponent("out")) == ["hero.gif", "hero~dark.gif"])
    let two = try Tool.layoutreel(["card.json", "plain.json", "--name", "hero", "--out-dir", "two"], in: folder)
    #expect(two.status == 2)
    #expect(two.stderr.hasPrefix("Error: --name names one scene's files; 2 scenes were given.\n"))
    let escaping = try Tool.layoutreel(["card.json", "--name", "../up"], in: folder)
    #expect(escaping.status == 2)
    #expect(escaping.stderr.hasPrefix(#"Error: --name "../up" cannot name output files"#))
    #expect(!Tool.listing(folder).contains("two"))
  }

  @Test func snippetPrintsAPictureWithBothAppearances() throws {
    let folder = try Tool.folder(["card.json": Scenes.adaptive])
    #expect(
      try Tool.layoutreel(["snippet", "card.json"], in: folder)
        == Tool.Result(
          status: 0,
          stdout: """
            <picture>
              <source media="(prefers-color-scheme: dark)" srcset="output/card~dark.gif">
              <img src="output/card.gif" alt="card">
            </picture>

            """, stderr: ""))
    #expect(
      try Tool.layoutreel(
        ["snippet", "card.json", "--scale", "1,2", "--format", "png", "--name", "a b", "--base", "docs/img"],
        in: folder)
        == Tool.Result(
          status: 0,
          stdout: """
            <picture>
              <source media="(prefers-color-scheme: dark)" srcset="docs/img/a%20b~dark.png, docs/img/a%20b~dark@2x.png 2x">
              <img src="docs/img/a%20b.png" srcset="docs/img/a%20b.png, docs/img/a%20b@2x.png 2x" alt="a b">
            </picture>

            """, stderr: ""))
  }

  /// A video cannot be a `<picture>`'s image; a folder of frames is not one file.
  @Test func snippetRefusesFormatsThatAreNotOneImage() throws {
    let folder = try Tool.folder(["card.json": Scenes.adaptive])
    for format in ["frames", "mp4"] {
      let result = try Tool.layoutreel(["snippet", "card.json", "--format", format], in: folder)
      #expect(result.status == 2 && result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("Error: --format must be an image format, one file per variant: one of gif, png"))
    }
  }

  /// The cache keys each variant by its options: a second run copies all four.
  @Test func theCacheServesEveryVariant() throws {
    let folder = try Tool.folder(["card.json": Scenes.adaptive])
    let options = ["card.json", "--appearance", "light,dark", "--scale", "1,2", "--cache", "cache", "--out-dir"]
    let first = try Tool.layoutreel(options + ["one"], in: folder)
    let second = try Tool.layoutreel(options + ["two"], in: folder)
    #expect(first.status == 0 && second.status == 0)
    #expect(first.stderr.contains("cache: 0 hits, 4 misses"), "\(first.stderr)")
    #expect(second.stderr.contains("cache: 4 hits, 0 misses"), "\(second.stderr)")
    let names = Tool.listing(folder.appendingPathComponent("one"))
    #expect(names == ["card.gif", "card@2x.gif", "card~dark.gif", "card~dark@2x.gif"])
    #expect(Tool.listing(folder.appendingPathComponent("two")) == names)
    for name in names {
      let a = try Data(contentsOf: folder.appendingPathComponent("one/" + name))
      #expect(try Data(contentsOf: folder.appendingPathComponent("two/" + name)) == a, "\(name)")
    }
  }

  /// Shards split scenes, each with all its variants; merged, the run is whole.
  @Test func shardsKeepEachScenesVariantsTogether() throws {
    let folder = try Tool.folder([
      "scenes/card.json": Scenes.adaptive,
      "scenes/plain.json": Scenes.literal.replacingOccurrences(of: "plain", with: "other"),
    ])
    for shard in ["1/2", "2/2"] {
      let result = try Tool.layoutreel(
        ["scenes", "--appearance", "light,dark", "--shard", shard, "--out-dir", "out", "-q"], in: folder)
      #expect(result.status == 0, "\(result)")
    }
    #expect(
      Tool.listing(folder.appendingPathComponent("out")) == [
        "card.gif", "card~dark.gif", "other.gif", "other~dark.gif", "shard-1-of-2.json", "shard-2-of-2.json",
      ])
    let merged = try Tool.layoutreel(["merge", "out", "-q"], in: folder)
    #expect(merged == Tool.Result(status: 0, stdout: "", stderr: ""))
  }

  /// Every format, present or to come, takes the variant before its extension.
  @Test func namingCoversEveryOutputFormat() {
    let naming = OutputNaming(name: nil, variant: "~dark@2x")
    for format in OutputFormat.allCases {
      let plain = format.output(ofScene: "card", in: "out")
      let variant = naming.output(format, ofScene: "card", in: "out")
      #expect(variant != plain, "\(format)")
      #expect(variant.replacingOccurrences(of: "~dark@2x", with: "") == plain, "\(format)")
      #expect(variant.hasPrefix("out/card"))
      if let dot = plain.lastIndex(of: "."), plain[dot...].count <= 5 {
        #expect(variant.hasSuffix("~dark@2x" + plain[dot...]), "\(format)")
      } else {
        #expect(variant.hasSuffix("~dark@2x"), "\(format)")
      }
    }
    #expect(OutputNaming.variant(dark: false, scale: 1) == "")
    #expect(OutputNaming.variant(dark: true, scale: 3) == "~dark@3x")
    #expect(OutputNaming.variant(dark: false, scale: 1.5) == "@1.5x")
    #expect(
      Variant.plan(appearances: ["light", "dark"], scales: [1, 2]).map(\.suffix) == ["", "~dark", "@2x", "~dark@2x"])
    #expect(Variant.plan(appearances: [], scales: [2]).map(\.suffix) == [""])
  }
}
