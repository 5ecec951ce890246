import Foundation
import LayoutReelUIKit
import UIKitScenes

// The gallery scenes written in Swift that have no JSON twin, recorded and written as GIF, poster
// PNG and filmstrip into the folder given as the first argument (default output/swift/, apart from
// the JSON scenes' outputs so `export check` does not take them for removed scenes), as scripts/run
// does. (The Swift versions of JSON scenes are compared with them by the parity tests instead.)
let folder = CommandLine.arguments.dropFirst().first ?? "output/swift"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
try MainActor.assumeIsolated {
  for (name, json) in Gallery.names where json == nil {
    guard let reel = try Gallery.record(name) else { continue }
    for file in ["\(name).gif", "\(name).png", "\(name)-filmstrip.png"] {
      try reel.write(to: "\(folder)/\(file)")
    }
    for line in reel.log { print("\(name): \(line)") }
    print("\(folder)/\(name).gif")
  }
}
