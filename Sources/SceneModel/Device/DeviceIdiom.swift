/// The kind of device (UIUserInterfaceIdiom): phones hide the status bar in landscape, iPads do
/// not (facts DV6).
public enum DeviceIdiom: String, Sendable, Hashable, CaseIterable {
  case phone
  case pad
}
