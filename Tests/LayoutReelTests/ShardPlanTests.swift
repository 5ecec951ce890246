import LayoutReel
import Testing

@Suite struct ShardPlanTests {
  @Test func sha256MatchesFIPS180Examples() {
    #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    // Fed in uneven pieces, the digest is the same as at once.
    var hasher = SHA256()
    let text = Array(String(repeating: "a", count: 1000).utf8)
    for piece in stride(from: 0, to: text.count, by: 37) { hasher.update(text[piece..<min(piece + 37, text.count)]) }
    #expect(SHA256.hexString(hasher.finalize()) == SHA256.hex(text))
    #expect(
      SHA256.hex(Array(String(repeating: "a", count: 1000).utf8))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }

  @Test func everySceneIsInExactlyOneShardAndTheLargestFirst() {
    let costs: [Double] = [5, 1, 9, 3, 3, 7, 2, 8, 4, 6]
    let paths = costs.indices.map { "s\($0).json" }
    let parts = ShardPlan.partition(costs: costs, paths: paths, count: 3)
    #expect(parts.flatMap { $0 }.sorted() == Array(costs.indices))
    // LPT: 9, 8, 7 open the shards; 6 joins 7, 5 joins 8, 4 joins 9, ...
    let loads = parts.map { $0.reduce(0) { $0 + costs[$1] } }
    #expect(loads.max()! - loads.min()! <= 1, "\(loads)")
    #expect(ShardPlan.partition(costs: costs, paths: paths, count: 3) == parts)
    #expect(ShardPlan.partition(costs: costs, paths: paths, count: 1) == [Array(costs.indices)])
    // More shards than scenes: the extra ones are empty, none is lost.
    let many = ShardPlan.partition(costs: [2, 1], paths: ["a", "b"], count: 4)
    #expect(many == [[0], [1], [], []])
  }

  @Test func shardTextIsParsedOrRefused() throws {
    #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
    for bad in ["0/4", "5/4", "1/0", "-1/2", "2", "1/2/3", "a/b", ""] {
      #expect(throws: ExportError.self, "\(bad)") { try Shard(parsing: bad) }
    }
  }
}
