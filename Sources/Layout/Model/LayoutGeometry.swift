/// A point in root coordinates (points, y down as in UIKit).
public struct LayoutPoint: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    /// A point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and height in points.
public struct LayoutSize: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A frame: origin (top-left) and size, in root coordinates.
public struct LayoutRect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var origin: LayoutPoint
    public var size: LayoutSize

    /// A rect from origin and size.
    public init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = size
    }

    /// A rect from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }

    /// The empty rect at the origin.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

/// Insets from each edge (safe area, layout margins). LTR: leading = left.
public struct LayoutInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Insets per edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = LayoutInsets(all: 0)
    /// The default root margins: 16 pt on every edge (the compact-width system minimum).
    public static let standardMargins = LayoutInsets(all: 16)

    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
