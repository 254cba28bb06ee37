/// Storyboard text for tests that need a few scenes: each scene is one view controller or navigation
/// controller with its segues, written as Interface Builder writes them.
enum StoryboardText {
    /// The document around `scenes`, `initial` the id of its initial view controller.
    static func document(initial: String, scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A navigation controller scene; `root` gives it a root relationship, `segues` (destination, kind)
    /// are its own; `marker` goes before its element (a test's `1️⃣`).
    static func navigation(_ id: String, attributes: String = "", root: String? = nil, segues: [(String, String)] = [], marker: String = "") -> String {
        var connections = root.map { ["<segue destination=\"\($0)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"seg-root-\(id)\"/>"] } ?? []
        connections += segues.map { "<segue destination=\"\($0.0)\" kind=\"\($0.1)\" id=\"seg-\(id)-\($0.0)\"/>" }
        return """
                <scene sceneID="scene-\(id)">
                    <objects>
                        \(marker)<navigationController id="\(id)" \(attributes) sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-\(id)"/>
                            <connections>
                                \(connections.joined(separator: "\n                        "))
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// A view controller scene of `className`; `segues` (destination, kind) start from a button in its
    /// view; `item` is written inside the element (a navigation item).
    static func screen(_ id: String, _ className: String, segues: [(String, String)] = [], item: String = "") -> String {
        let buttons = segues.map { segue in
            """
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button-\(id)-\(segue.0)">
                                        <connections>
                                            <segue destination="\(segue.0)" kind="\(segue.1)" id="seg-\(id)-\(segue.0)"/>
                                        </connections>
                                    </button>
            """
        }
        return """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <viewController id="\(id)" customClass="\(className)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(id)">
                                <subviews>
        \(buttons.joined(separator: "\n"))
                                </subviews>
                            </view>
                            \(item)
                        </viewController>
                    </objects>
                </scene>
        """
    }
}
