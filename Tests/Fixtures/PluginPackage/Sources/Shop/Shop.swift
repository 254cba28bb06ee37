/// The shop tab of the fixture app.
public struct Shop {
    public init() {}
}
