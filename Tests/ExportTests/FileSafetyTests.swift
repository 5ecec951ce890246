import Codecs
import Foundation
import Testing

/// Issue 21 (hardening 2, 3 and 6): outputs stay in their folder and replace only regular files;
/// temporaries are unique per write and a later run removes those a killed one left; inputs are
/// read only when they are regular files.
@Suite(.serialized) struct FileSafetyTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func scene(named name: String) -> String {
    Scenes.firstBox.replacingOccurrences(of: "\"name\": \"first-box\"", with: "\"name\": \(name)")
  }

  /// Runs `export` under `timeout`, so a read that blocks (a FIFO) fails the test instead of
  /// hanging it: status 124 means the command was still running after 300 s. Generous: `check`
  /// renders a scene, and an export of 1.7 s of CPU took 22 s on 2 shared cores at load 20.
  static func runBounded(_ arguments: [String], in folder: URL) throws -> ExportCommand.Result {
    try ExportCommand.spawn(
      URL(fileURLWithPath: "/usr/bin/timeout"), ["300", ExportCommand.executable.path] + arguments, in: folder)
  }

  /// Every file and folder under `folder`, hidden ones included, as relative paths.
  static func tree(_ folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    return (enumerator?.allObjects as? [String] ?? []).sorted()
  }

  /// The pid of a process that has exited and been reaped.
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  static func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
  }

  // MARK: 2. Outputs stay in the output folder and replace only regular files

  @Test func sceneNameThatLeavesTheOutputFolderIsRefusedWhereItIsWritten() throws {
    let folder = try ExportCommand.folder(["scene.json": Self.scene(named: "\"../escaped\"")])
    let result = try ExportCommand.run(["scene.json", "--out", "o/sub", "--quiet"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "scene.json:2:11: error: name: the scene name \"../escaped\" cannot name output files: it contains \"/\""),
      "\(result.stderr)")
    #expect(Self.tree(folder) == ["scene.json"])
  }

  @Test(arguments: [
    ("\"\"", "it is empty"), ("\".hidden\"", "it starts with \".\""), ("\"a..b\"", "it contains \"..\""),
    ("\"a\\u0000b\"", "it contains a NUL character"),
  ])
  func unusableSceneNamesAreRefused(name: String, reason: String) throws {
    let folder = try ExportCommand.folder(["scene.json": Self.scene(named: name)])
    let result = try ExportCommand.run(["scene.json", "--out", "out", "--format", "gif,png", "--quiet"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("scene.json:2:11: error: name: the scene name"), "\(result.stderr)")
    #expect(result.stderr.contains(reason), "\(result.stderr)")
    // No hidden `.gif` or `.png`: nothing is written at all.
    #expect(Self.tree(folder) == ["scene.json"])
  }

  @Test func nameTakenFromAHiddenFileNameIsRefused() throws {
    let unnamed = Scenes.firstBox.replacingOccurrences(of: "\"name\": \"first-box\",", with: "")
    let folder = try ExportCommand.folder([".json": unnamed])
    let result = try ExportCommand.run([".json", "--out", "out", "--quiet"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        ".json:1:1: error: the scene name \".json\" cannot name output files: it starts with \".\" "
          + "(taken from the file name; set \"name\")"), "\(result.stderr)")
    #expect(Self.tree(folder) == [".json"])
  }

  /// `-o` and `--out` never replace a FIFO, a folder or a symbolic link (a device node is refused
  /// the same way; as root, `-o /dev/null` would otherwise replace /dev/null).
  @Test func outputsReplaceOnlyRegularFiles() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    let fifo = folder.appendingPathComponent("out.fifo").path
    #expect(mkfifo(fifo, 0o644) == 0)
    try Data(PNGWriter.encode(DiffCommandTests.gradient(4, 4))).write(to: folder.appendingPathComponent("a.png"))
    try Data(PNGWriter.encode(DiffCommandTests.gradient(4, 4, dot: (1, 1))))
      .write(to: folder.appendingPathComponent("b.png"))
    for command in [
      ["frame", "first-box.json", "-o", "out.fifo"], ["timeline", "first-box.json", "-o", "out.fifo"],
      ["diff", "a.png", "b.png", "--out", "out.fifo"],
    ] {
      let result = try Self.runBounded(command, in: folder)
      #expect(result.status == 1, "\(command)")
      #expect(
        result.stderr.contains("out.fifo: error: is a FIFO, not a regular file; it is not replaced"),
        "\(command): \(result.stderr)")
      #expect(Self.isFIFO(fifo), "\(command)")
    }

    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "/dev/null")
    let linked = try ExportCommand.run(["frame", "first-box.json", "-o", "link.png"], in: folder)
    #expect(linked.status == 1)
    #expect(linked.stderr.contains("link.png: error: is a symbolic link, not a regular file; it is not replaced"))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.png").path)
        == "/dev/null")

    // Refused before any frame is painted, and the other formats of the scene are not written.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out/first-box.gif"), withIntermediateDirectories: true)
    let export = try ExportCommand.run(
      ["first-box.json", "--out", "out", "--format", "png,gif", "--quiet"], in: folder)
    #expect(export.status == 1)
    #expect(export.stderr.contains("out/first-box.gif: error: is a folder, not a regular file; it is not replaced"))
    #expect(Self.tree(folder.appendingPathComponent("out")) == ["first-box.gif"])
  }

  /// A frame folder is replaced whole, so it may hold nothing but frames.
  @Test func frameFolderHoldingOtherFilesIsNotReplaced() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox, "out/first-box/notes.txt": "mine"])
    let result = try ExportCommand.run(["first-box.json", "--out", "out", "--format", "frames", "--quiet"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("out/first-box: error: holds files other than frames (notes.txt); it is not replaced"))
    #expect(Self.tree(folder.appendingPathComponent("out")) == ["first-box", "first-box/notes.txt"])
  }

  // MARK: 3. One writer per output, stale temporaries removed, frame folders swapped whole

  @Test func sameSceneTwiceInOneBatchIsRefusedBeforeExporting() throws {
    let widthToggle = try String(
      contentsOf: Self.repository.appendingPathComponent("scenes/width-toggle.json"), encoding: .utf8)
    let folder = try ExportCommand.folder(["scenes/width-toggle.json": widthToggle])
    let result = try ExportCommand.run(
      ["scenes/width-toggle.json", "scenes/width-toggle.json", "--jobs", "2", "--out", "out"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "out/width-toggle.gif: error: both scenes/width-toggle.json and scenes/width-toggle.json would write it"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  @Test func twoScenesWithOneNameAreRefusedNamingBothFiles() throws {
    let folder = try ExportCommand.folder(["scenes/a.json": Scenes.firstBox, "scenes/b.json": Scenes.firstBox])
    let result = try ExportCommand.run(["scenes", "--out", "out", "--format", "png", "--quiet"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "out/first-box.png: error: both scenes/a.json and scenes/b.json would write it "
          + "(scenes exported together need different names); nothing was exported"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    let record = try ExportCommand.run(["check", "scenes", "--against", "committed", "--record"], in: folder)
    #expect(record.status == 1)
    #expect(
      record.stderr.contains("committed/first-box.png: error: both scenes/a.json and scenes/b.json would write it"),
      "\(record.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("committed").path))
    // A scene whose frames folder is another's file is a clash too.
    let clash = Scenes.firstBox.replacingOccurrences(of: "\"name\": \"first-box\"", with: "\"name\": \"first-box.png\"")
    try clash.write(to: folder.appendingPathComponent("scenes/b.json"), atomically: true, encoding: .utf8)
    let mixed = try ExportCommand.run(["scenes", "--out", "out", "--format", "png,frames", "--quiet"], in: folder)
    #expect(mixed.status == 1)
    #expect(mixed.stderr.contains("out/first-box.png: error: both scenes/a.json and scenes/b.json would write it"))
  }

  /// What a SIGKILL leaves (temporaries nobody removes) is removed by the next export of the same
  /// outputs; temporaries of other outputs, other names and live writes are kept.
  @Test func staleTemporariesOfTheOutputsWrittenAreRemoved() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let dead = try Self.deadPID()
    let alive = getpid()
    let removed = [
      ".first-box.gif.\(dead).7.tmp",  // a killed run's
      ".first-box.gif.\(dead).tmp",  // a killed run's, as earlier versions named them
      ".first-box.gif.\(alive).1.tmp",  // a live pid, but older than the run: a reused pid
    ]
    let kept = [
      ".first-box.gif.\(alive).2.tmp",  // a live pid, newer than the run: another export at work
      ".other.gif.\(dead).1.tmp",  // another output's
      ".first-box.gif.notes.tmp",  // not a temporary name
    ]
    for name in removed + kept { try Data("partial".utf8).write(to: out.appendingPathComponent(name)) }
    let hourAgo = Date(timeIntervalSinceNow: -3600), inAnHour = Date(timeIntervalSinceNow: 3600)
    for (name, date) in [(removed[2], hourAgo), (kept[0], inAnHour)] {
      try FileManager.default.setAttributes(
        [.modificationDate: date], ofItemAtPath: out.appendingPathComponent(name).path)
    }
    // A frame folder a killed run was writing.
    let staging = ".first-box.\(dead).3.tmp"
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent(staging), withIntermediateDirectories: true)
    try Data("partial".utf8).write(to: out.appendingPathComponent(staging + "/frame-0000.png"))

    let result = try ExportCommand.run(
      ["first-box.json", "--out", "out", "--format", "gif,frames", "--quiet"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == (kept + ["first-box", "first-box.gif"]).sorted())
  }

  /// A frames export killed halfway leaves the earlier frames whole (not a mix); the next run
  /// swaps its complete folder in and removes what the killed one left.
  @Test func killedFramesExportLeavesTheEarlierFramesWhole() throws {
    let folder = try ExportCommand.folder(["long.json": Scenes.long])
    let out = folder.appendingPathComponent("out")
    let earlier = ["frame-0000.png", "frame-0001.png", "frame-0002.png"]
    try FileManager.default.createDirectory(at: out.appendingPathComponent("long"), withIntermediateDirectories: true)
    for name in earlier { try Data("earlier".utf8).write(to: out.appendingPathComponent("long/" + name)) }

    let process = Process()
    process.executableURL = ExportCommand.executable
    process.arguments = ["long.json", "--out", "out", "--format", "frames", "--quiet"]
    process.currentDirectoryURL = folder
    try process.run()
    // Wait until frames are being written beside the folder, then kill without warning.
    func stagedFrames() -> Int {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
      guard let staging = names.first(where: { $0.hasPrefix(".long.") && $0.hasSuffix(".tmp") }) else { return 0 }
      let frames = (try? FileManager.default.contentsOfDirectory(atPath: out.path + "/" + staging)) ?? []
      return frames.count(where: { $0.hasPrefix("frame-") })
    }
    var waited = 0
    while waited < 1200, stagedFrames() < 5 {
      usleep(50_000)
      waited += 1
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path + "/long").sorted() == earlier)
    for name in earlier {
      #expect(try Data(contentsOf: out.appendingPathComponent("long/" + name)) == Data("earlier".utf8))
    }

    let next = try ExportCommand.run(
      ["long.json", "--out", "out", "--format", "frames", "--duration", "0.1", "--quiet"], in: folder)
    #expect(next.status == 0, "\(next.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["long"])
    let frames = try FileManager.default.contentsOfDirectory(atPath: out.path + "/long").sorted()
    #expect(frames == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png"])
    for name in frames {
      let bytes = try Data(contentsOf: out.appendingPathComponent("long/" + name))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name)")
    }
  }

  // MARK: 6. Inputs are read only when they are regular files

  @Test func sceneFileThatIsAFIFOOrADeviceIsRefusedWithoutBlocking() throws {
    let folder = try ExportCommand.folder([:])
    #expect(mkfifo(folder.appendingPathComponent("scene.json").path, 0o644) == 0)
    for command in [["scene.json", "--quiet"], ["validate", "scene.json"], ["layout", "scene.json"]] {
      let result = try Self.runBounded(command, in: folder)
      #expect(result.status == 1, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("scene.json: error: is a FIFO, not a regular file"), "\(command)")
    }
    let device = try Self.runBounded(["/dev/zero", "--quiet"], in: folder)
    #expect(device.status == 1)
    #expect(device.stderr.contains("/dev/zero: error: is a character device, not a regular file"), "\(device.stderr)")
  }

  @Test func imageThatIsAFIFOOrADeviceIsRefusedWithoutBlocking() throws {
    let folder = try ExportCommand.folder([:])
    #expect(mkfifo(folder.appendingPathComponent("photo.png").path, 0o644) == 0)
    for image in ["photo.png", "/dev/zero"] {
      let scene = """
        {"name": "photo", "canvas": {"width": 40, "height": 40},
         "views": [{"id": "photo", "kind": "imageView", "image": "\(image)",
                    "frame": {"x": 0, "y": 0, "width": 40, "height": 40}}]}
        """
      try scene.write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
      let result = try Self.runBounded(["scene.json", "--out", "out", "--quiet"], in: folder)
      #expect(result.status == 1, "\(image): \(result.stderr)")
      let kind = image == "/dev/zero" ? "a character device" : "a FIFO"
      #expect(result.stderr.contains("views[0].image: cannot load the image: "), "\(result.stderr)")
      #expect(result.stderr.contains("\(image): error: is \(kind), not a regular file"), "\(result.stderr)")
    }
  }

  @Test func diffAndCheckInputsMustBeRegularFilesWithinTheLimit() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    try Data(PNGWriter.encode(DiffCommandTests.gradient(4, 4))).write(to: folder.appendingPathComponent("a.png"))
    #expect(mkfifo(folder.appendingPathComponent("b.png").path, 0o644) == 0)
    // One byte over the 1 GiB limit, sparse: refused by its size, not after reading it.
    let huge = folder.appendingPathComponent("huge.png")
    #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: (1 << 30) + 1)
    try handle.close()
    for (input, message) in [
      ("b.png", "b.png: error: is a FIFO, not a regular file"),
      ("/dev/zero", "/dev/zero: error: is a character device, not a regular file"),
      (".", ".: error: is a folder, not a regular file"),
      ("huge.png", "huge.png: error: is 1073741825 bytes, over the limit of 1 GiB"),
    ] {
      let result = try Self.runBounded(["diff", "a.png", input], in: folder)
      #expect(result.status == 2, "\(input)")
      #expect(result.stderr.contains(message), "\(input): \(result.stderr)")
    }

    // `check` reads the committed poster: a FIFO there is a failed comparison that says why.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("committed"), withIntermediateDirectories: true)
    #expect(mkfifo(folder.appendingPathComponent("committed/first-box.png").path, 0o644) == 0)
    let check = try Self.runBounded(["check", "first-box.json", "--against", "committed"], in: folder)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains("No usable committed file: committed/first-box.png: error: is a FIFO, not a regular file"),
      "\(check.stderr)")
  }
}
