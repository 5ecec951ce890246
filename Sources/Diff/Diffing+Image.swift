import Pixels

extension Diffing where Value == RGBAImage {
  /// Perceptual image comparison with default options and no mismatched pixel allowed.
  public static var image: Diffing { image() }

  /// Perceptual image comparison that passes when the mismatched pixels are within `tolerance`.
  public static func image(options: DiffOptions = DiffOptions(), tolerance: Tolerance = .exact) -> Diffing {
    Diffing { reference, actual in
      let result: DiffResult
      do throws(DiffError) {
        result = try ImageDiff.compare(reference, actual, options: options)
      } catch {
        let attachments: [DiffReport.Attachment] =
          [.init(name: "reference", image: reference), .init(name: "actual", image: actual)]
        return DiffReport(message: error.description, attachments: attachments)
      }
      if result.passes(tolerance) { return nil }
      var attachments: [DiffReport.Attachment] =
        [.init(name: "reference", image: reference), .init(name: "actual", image: actual)]
      if let difference = result.differenceImage {
        attachments.append(.init(name: "difference", image: difference))
      }
      return DiffReport(
        message: "Images differ: \(result.summary(tolerance: tolerance))", attachments: attachments)
    }
  }
}
