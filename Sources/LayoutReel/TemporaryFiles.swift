import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files and folders written next to an output before they replace it, and the
/// removal of those a killed run left behind (SIGKILL runs no cleanup, so only a later run can).
///
/// The temporary of `folder/NAME` is `folder/.NAME.PID.N.tmp`: the process id and a counter of
/// this process, so no two writes ever share one, not even two writes of one output.
enum TemporaryFiles {
  private static let counter = Atomic(0)
  /// This process's temporaries not yet renamed or removed: never stale, whatever their age.
  private static let live = Mutex(Set<String>())
  /// Temporaries last modified before this are not from this run.
  private static let runStarted: timespec = {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return now
  }()

  /// A new temporary name for `path`, in the same folder (so a rename can replace `path`), and
  /// remembered as live until `release(_:)`.
  static func claim(for path: String) -> String {
    _ = runStarted
    let (folder, name) = split(path)
    let number = counter.add(1, ordering: .relaxed).newValue
    let temporary = folder + "." + name + ".\(getpid()).\(number).tmp"
    live.withLock { _ = $0.insert(temporary) }
    return temporary
  }

  static func release(_ temporary: String) {
    live.withLock { _ = $0.remove(temporary) }
  }

  /// Removes the temporaries of `path` that a killed run left: names of the form
  /// `.NAME.PID.N.tmp` (or `.NAME.PID.tmp`, as earlier versions wrote them) whose process is gone
  /// or that are older than this run. Other files are never touched.
  static func removeStale(of path: String) {
    _ = runStarted
    let (folder, name) = split(path)
    for entry in candidates(in: folder, for: name) {
      guard let pid = pid(inTemporary: entry, of: name) else { continue }
      let temporary = folder + entry
      guard !live.withLock({ $0.contains(temporary) }) else { continue }
      var info = stat()
      guard lstat(temporary, &info) == 0, !isAlive(pid) || isOlderThanRun(info.st_mtim) else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG: unlink(temporary)
      case S_IFDIR: _ = Folder.removeFrameFolder(temporary)
      default: break
      }
    }
  }

  /// Temporary-looking entries of each folder, listed once per run and handed out by output name:
  /// listing the folder for every output written made a batch of n scenes into one folder cost n²
  /// (a temporary left by a killed run is older than this run's first listing, so one is enough).
  private static let listings = Mutex([String: [String: [String]]]())

  /// The entries of `folder` that may be temporaries of the output `name` (each handed out once).
  private static func candidates(in folder: String, for name: String) -> [String] {
    listings.withLock { listings in
      if listings[folder] == nil {
        var byName: [String: [String]] = [:]
        for entry in (try? Folder.entries(folder.isEmpty ? "." : folder)) ?? []
        where entry.hasPrefix(".") && entry.hasSuffix(".tmp") {
          // NAME is what precedes one or two numeric parts; both readings are kept, and
          // `pid(inTemporary:of:)` decides.
          let parts = entry.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
          for numeric in 1...2 where parts.count > numeric {
            byName[parts.dropLast(numeric).joined(separator: "."), default: []].append(entry)
          }
        }
        listings[folder] = byName
      }
      return listings[folder]?.removeValue(forKey: name) ?? []
    }
  }

  /// The process id in `entry` when it is a temporary name of the output `name`.
  static func pid(inTemporary entry: String, of name: String) -> pid_t? {
    let prefix = "." + name + "."
    guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return nil }
    let middle = entry.dropFirst(prefix.count).dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    let digits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0 >= "0" && $0 <= "9" } }
    guard (1...2).contains(middle.count), middle.allSatisfy(digits), let pid = pid_t(middle[0]), pid > 0 else {
      return nil
    }
    return pid
  }

  static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  static func isOlderThanRun(_ time: timespec) -> Bool {
    (time.tv_sec, time.tv_nsec) < (runStarted.tv_sec, runStarted.tv_nsec)
  }

  /// "out/a.gif" -> ("out/", "a.gif"); "a.gif" -> ("", "a.gif").
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[...slash]), String(path[path.index(after: slash)...]))
  }
}
