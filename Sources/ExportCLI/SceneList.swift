import ArgumentParser
import LayoutReel

#if canImport(Glibc)
  import Glibc
#endif

/// Scene arguments expanded: a folder stands for its .json files, in name order.
enum SceneList {
  static func expand(_ arguments: [String]) throws -> [String] {
    var files: [String] = []
    for argument in arguments {
      if Folder.isFolder(argument) {
        let folder = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
        let scenes = try Folder.entries(folder).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
        if scenes.isEmpty { throw ValidationError("\(argument) holds no .json scene files.") }
        files += scenes.map { folder + "/" + $0 }
      } else {
        try readable(argument)
        files.append(argument)
      }
    }
    return files
  }

  /// Refuses, before anything is written, an input file that cannot be opened for reading.
  static func readable(_ path: String) throws {
    guard access(path, R_OK) != 0 else { return }
    throw InputError(file: path, message: String(cString: strerror(errno)))
  }
}
