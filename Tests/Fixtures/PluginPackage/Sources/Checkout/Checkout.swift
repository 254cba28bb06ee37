/// The checkout flow of the fixture app.
public struct Checkout {
    public init() {}
}
