/// Which recognizer a statement touches.
package enum Recognizer: Sendable, Equatable {
    /// `interactivePopGestureRecognizer`, the edge swipe.
    case edge
    /// `interactiveContentPopGestureRecognizer` (iOS 26).
    case content

    package init?(member: String) {
        switch member {
        case "interactivePopGestureRecognizer": self = .edge
        case "interactiveContentPopGestureRecognizer": self = .content
        default: return nil
        }
    }
}
