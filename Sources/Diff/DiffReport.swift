import Pixels

/// A failed comparison: a sentence with the numbers, plus images worth looking at.
public struct DiffReport: Sendable {
  /// An image to save next to the failure (e.g. `difference` or `difference-frame-3`).
  public struct Attachment: Sendable, Equatable {
    /// A short file-name-safe label.
    public let name: String
    /// The image itself.
    public let image: RGBAImage

    /// An attachment from its label and image.
    public init(name: String, image: RGBAImage) {
      self.name = name
      self.image = image
    }
  }

  /// What failed, with sizes, counts, percentages, the largest delta and the tolerance in force.
  public let message: String
  /// Reference, actual and difference images where they exist.
  public let attachments: [Attachment]

  /// A report from its message and attachments.
  public init(message: String, attachments: [Attachment] = []) {
    self.message = message
    self.attachments = attachments
  }
}
