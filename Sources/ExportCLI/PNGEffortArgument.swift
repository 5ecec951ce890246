import ArgumentParser
import Codecs

/// `--png-effort default|max`: parsed and completed from the effort's own names.
extension PNGWriteOptions.Effort: ExpressibleByArgument {}
