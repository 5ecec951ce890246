import Glibc

/// A shared library opened at run time (dlopen) rather than linked, so a process that never needs
/// it never loads it, nor the libraries it depends on.
///
/// Failures are data: which library, which system package provides it, and the loader's own text.
/// A missing library or symbol is an error the caller reports, never a crash.
struct SharedLibrary: @unchecked Sendable {
  /// Why a library could not be used.
  struct LoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name asked of the dynamic loader, e.g. `libavcodec.so.59`.
    let library: String
    /// The system package that installs it (Debian/Ubuntu name).
    let package: String
    /// What failed: dlerror's text, or the missing symbol.
    let message: String

    var description: String {
      // dlerror's text starts with the file it could not open: when that is not `library`
      // itself, a library it depends on is missing, and `package` alone does not bring it back.
      let opened = message.prefix { $0 != ":" }
      if opened.hasPrefix("lib"), opened != library {
        return "cannot load \(library) (\(message)); reinstall \(package) with its dependencies"
      }
      return "cannot load \(library) (\(message)); install \(package)"
    }
  }

  let name: String
  let package: String
  // Never closed: the functions taken from it stay valid for the life of the process.
  private let handle: UnsafeMutableRawPointer

  /// Opens `name` (a soname with its major version, so the ABI matches the headers built against).
  init(_ name: String, package: String) throws(LoadError) {
    self.name = name
    self.package = package
    // RTLD_LOCAL: its symbols stay out of the global scope; every lookup names this handle.
    guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
      throw LoadError(library: name, package: package, message: Self.lastError() ?? "not found")
    }
    self.handle = handle
  }

  /// The function `symbol` as the C function pointer type `F` (a typedef from the library's header).
  func function<F>(_ symbol: String, as type: F.Type = F.self) throws(LoadError) -> F {
    precondition(
      MemoryLayout<F>.size == MemoryLayout<UnsafeRawPointer>.size, "\(F.self) is not a C function pointer type")
    _ = dlerror()
    guard let address = dlsym(handle, symbol) else {
      throw LoadError(library: name, package: package, message: Self.lastError() ?? "no symbol \(symbol)")
    }
    return unsafeBitCast(address, to: F.self)
  }

  private static func lastError() -> String? {
    guard let text = dlerror() else { return nil }
    return String(cString: text)
  }
}
