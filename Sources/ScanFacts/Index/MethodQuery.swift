/// A method the readings look for in a class or in its nearest ancestor that has one. `CodeBase` finds
/// each in every class once, so a lookup costs a dictionary access per ancestor however many
/// declarations (extensions, categories, same-named classes of other modules) share a class's name.
package enum MethodQuery: CaseIterable {
    /// `gestureRecognizerShouldBegin(_:)`.
    case shouldBegin
    /// `gestureRecognizer(_:shouldReceive:)`, the touch a pop delegate may refuse.
    case shouldReceiveTouch
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    case shouldBeRequiredToFail
    /// `navigationController(_:didShow:animated:)`.
    case didShow
    /// `navigationController(_:animationControllerFor:from:to:)`.
    case animationController
    /// `navigationController(_:interactionControllerFor:)`.
    case interactionController
    /// `navigationBar(_:shouldPop:)`, the back-button interception.
    case shouldPop
    /// `pushViewController(_:animated:)`, overridden.
    case pushViewController
    /// `presentationControllerDidDismiss(_:)` or `presentationControllerShouldDismiss(_:)`.
    case dismissHandler

    func matches(_ method: MethodDeclaration) -> Bool {
        switch self {
        case .shouldBegin: return method.name == "gestureRecognizerShouldBegin"
        case .shouldReceiveTouch: return method.selector == "gestureRecognizer:shouldReceiveTouch:" || method.selector == "gestureRecognizer(_:shouldReceive:)"
        // Every method is asked: the byte-wise search first, as the standard library's `contains`
        // costs about 35,000 instructions a call (it never matches where the bytes do not).
        case .shouldBeRequiredToFail: return UTF8Search.contains("shouldBeRequiredToFailBy", in: method.selector) && method.selector.contains("shouldBeRequiredToFailBy")
        case .didShow: return method.name == "navigationController" && method.selector.contains("didShow")
        case .animationController: return method.name == "navigationController" && method.selector.contains("animationControllerFor")
        case .interactionController: return method.name == "navigationController" && method.selector.contains("interactionControllerFor")
        case .shouldPop: return method.name == "navigationBar" && method.selector.contains("shouldPop")
        case .pushViewController: return method.name == "pushViewController"
        case .dismissHandler: return method.name == "presentationControllerDidDismiss" || method.name == "presentationControllerShouldDismiss"
        }
    }
}
