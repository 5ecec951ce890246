// UIKit re-exports Foundation, where CGFloat, CGPoint, CGSize and CGRect live on Linux too
// (swift-corelibs-foundation), so code written for UIKit finds them through this one import.
@_exported import Foundation
