import Format

/// A pop delegate can refuse a swipe before it begins by refusing its touch: `gestureRecognizer(_:shouldReceive:)`
/// returning false for the root or a running transition guards the pop as `gestureRecognizerShouldBegin` does.
extension CodeBase {
    /// The guards in the `shouldReceive` touch method a class (or its nearest ancestor in the sources) implements.
    package func touchGuards(of className: String, askedBy recognizer: Recognizer?) -> [(guard: PopGuard, place: Place)] {
        guard let (file, method) = inheritedMethods(of: className, .shouldReceiveTouch).first else { return [] }
        return guards(of: className, in: method, file: file, askedBy: recognizer)
    }
}
