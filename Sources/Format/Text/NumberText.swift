/// Numbers as text the way people write them, for messages, descriptions and JSON alike.
public enum NumberText {
    /// Whole numbers without a fractional part (`3`, not `3.0`); others as Swift prints them. Past 1e15
    /// a whole number no longer fits the integer conversion, so it keeps Swift's form.
    public static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
