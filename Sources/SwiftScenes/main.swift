import LayoutReelUIKit
import UIKitScenes

// The gallery scenes written in Swift, recorded and written as GIF and poster PNG into the folder
// given as the first argument (default output/), as scripts/run does.
let folder = CommandLine.arguments.dropFirst().first ?? "output"
try MainActor.assumeIsolated {
  for (name, _) in Gallery.names {
    guard let reel = try Gallery.record(name) else { continue }
    try reel.write(to: "\(folder)/\(name).gif")
    try reel.write(to: "\(folder)/\(name).png")
    for line in reel.log { print("\(name): \(line)") }
    print("\(folder)/\(name).gif")
  }
}
