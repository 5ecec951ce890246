import Animation
import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

@Suite struct SchemaTests {
  static let schemaPath = Fixtures.packageRoot + "/schema/scene.schema.json"

  func loadSchema() throws -> JSONValue {
    // Our own parser is strict JSON: parsing proves the file is valid JSON (no comments, no trailing commas).
    let source = try #require(readFile(Self.schemaPath), "cannot read \(Self.schemaPath)")
    return try JSONParser.parse(SourceFile(name: Self.schemaPath, bytes: source))
  }

  func properties(_ schema: JSONValue, _ table: KeyTable) -> Set<String>? {
    let node = table.schemaName.isEmpty ? schema : schema["$defs"]?[table.schemaName]
    return node?["properties"]?.object.map { Set($0.keys) }
  }

  /// One range for the frame rate: the schema says what the clock, the decoder and `--fps` accept.
  @Test func frameRateRangeIsTheClocks() throws {
    let fps = try #require(try loadSchema()["properties"]?["fps"])
    #expect(fps["minimum"]?.number == Double(FrameClock.frameRates.lowerBound))
    #expect(fps["maximum"]?.number == Double(FrameClock.frameRates.upperBound))
    let tooFast = #"{"canvas": {"width": 10, "height": 10}, "fps": 60}"#
    #expect(throws: SceneErrors.self) { try SceneDecoder.decode(text: tooFast) }
  }

  @Test func canvasScaleRangeIsTheModels() throws {
    let scale = try #require(try loadSchema()["$defs"]?["canvas"]?["properties"]?["scale"])
    #expect(scale["minimum"]?.number == Canvas.scales.lowerBound)
    #expect(scale["maximum"]?.number == Canvas.scales.upperBound)
  }

  @Test func schemaIsDraft202012() throws {
    let schema = try loadSchema()
    #expect(schema["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test(arguments: SceneKeys.all.map { ($0.schemaName, $0.context) })
  func everyDecoderKeyIsInTheSchema(schemaName: String, context: String) throws {
    let schema = try loadSchema()
    let tables = SceneKeys.all.filter { $0.schemaName == schemaName && $0.context == context }
    for table in tables {
      let declared = try #require(properties(schema, table), "schema has no properties for \(table.schemaName)")
      for key in table.keys {
        #expect(declared.contains(key), "key \(key) of \(table.context) is missing from the schema")
      }
    }
  }

  @Test func everySchemaPropertyIsAcceptedByTheDecoder() throws {
    let schema = try loadSchema()
    for name in Set(SceneKeys.all.map(\.schemaName)) {
      let accepted = Set(SceneKeys.all.filter { $0.schemaName == name }.flatMap(\.keys))
      let table = try #require(SceneKeys.all.first { $0.schemaName == name })
      for key in try #require(properties(schema, table)) {
        #expect(accepted.contains(key), "schema property \(key) of \(name) is not accepted by the decoder")
      }
    }
  }

  @Test func everyReferenceResolves() throws {
    let schema = try loadSchema()
    let defs = try #require(schema["$defs"]?.object)
    var references: [JSONValue] = []
    func walk(_ value: JSONValue) {
      switch value.kind {
      case .object(let o):
        if let r = o["$ref"] { references.append(r) }
        o.members.forEach { walk($0.value) }
      case .array(let a): a.forEach(walk)
      default: break
      }
    }
    walk(schema)
    #expect(!references.isEmpty)
    for reference in references {
      let target = reference.string?.replacingPrefix("#/$defs/")
      #expect(target.map { defs[$0] != nil } == true, "dangling \(reference.string ?? "?") at \(reference.path)")
    }
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
