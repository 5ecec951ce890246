import Layout

extension BenchSystem {
  /// The system as JSON for Benchmarks/peers/section_solver.py (which hands it to kiwi_bench.cpp).
  func json(views: Int, widthJump: Double, spacingJump: Double) -> String {
    var out = "{\n\"views\": \(views),\n\"variables\": \(variableCount),\n"
    out += "\"rootWidthIndex\": \(rootWidthIndex),\n\"spacingIndex\": \(spacingIndex),\n"
    out += "\"widthJump\": \(widthJump),\n\"spacingJump\": \(spacingJump),\n"
    out += "\"shuffledOrder\": [\(shuffledOrder.map(String.init).joined(separator: ","))],\n"
    out += "\"constraints\": [\n"
    for (index, item) in constraints.enumerated() {
      let terms = item.terms.map { "[\($0.variable),\($0.coefficient)]" }.joined(separator: ",")
      out += "{\"terms\":[\(terms)],\"constant\":\(item.constant),\"op\":\"\(item.relation.rawValue)\","
      out += "\"priority\":\(item.priority),\"label\":\"\(escape(item.label))\"}"
      out += index == constraints.count - 1 ? "\n" : ",\n"
    }
    out += "]\n}\n"
    return out
  }

  private func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.append(character)
      }
    }
    return result
  }
}
