/// Where encoded bytes go: a file, memory, a pipe. A sink that throws stops the encode; a
/// `CodecError` it throws is passed on as is, anything else becomes `.output`.
public typealias ByteSink = (UnsafeRawBufferPointer) throws -> Void
