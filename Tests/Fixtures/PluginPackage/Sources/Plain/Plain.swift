/// A target without a navigation description.
public struct Plain {
    public init() {}
}
