import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
/// A stack whose root is a library's view controller (declared nowhere in the sources), which the app
/// pushes onto from a delegate callback that is given that controller: the pushed screens are on that
/// stack, the root is listed with nothing said about it, and a library root nothing visibly pushes onto
/// is no stack. Each app is scanned as typed, with CRLF line ends and with non-ASCII text.
@Suite struct LibraryRootTests {
    private static let confirmSwift = ("App/ConfirmViewController.swift", """
    class ConfirmViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            1️⃣navigationController?.setNavigationBarHidden(true, animated: animated)
        }
    }
    """)

    private static let confirmObjC = ("App/ConfirmViewController.m", """
    @interface ConfirmViewController : UIViewController
    @end
    @implementation ConfirmViewController
    - (void)viewWillAppear:(BOOL)animated {
        [super viewWillAppear:animated];
        1️⃣[self.navigationController setNavigationBarHidden:YES animated:animated];
    }
    @end
    """)

    /// The library root of `PhotoPickerController` in the tab bar controller's code, which is no screen.
    private static func tabsSwift(callback: String) -> (String, String) {
        ("App/MainTabs.swift", """
        class MainTabs: UITabBarController {
            func showPicker() {
                let picker = PhotoPickerController()
                picker.delegate = self
                2️⃣let nav = UINavigationController(rootViewController: picker)
                present(nav, animated: true, completion: nil)
            }
        }
        extension MainTabs: PhotoPickerControllerDelegate {
        \(callback)
        }
        """)
    }

    private static func tabsObjC(callback: String) -> (String, String) {
        ("App/MainTabs.m", """
        @implementation MainTabs
        - (void)showPicker {
            PhotoPickerController *picker = [[PhotoPickerController alloc] init];
            picker.delegate = self;
            2️⃣UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:picker];
            [self presentViewController:nav animated:YES completion:nil];
        }
        \(callback)
        @end
        """)
    }

    @Test func aScreenPushedFromTheLibraryRootsCallbackIsOnItsStack() throws {
        let swift = Self.tabsSwift(callback: """
            func photoPicker(_ picker: PhotoPickerController, didPick images: [Photo]) {
                let confirm = ConfirmViewController()
                picker.navigationController?.pushViewController(confirm, animated: true)
            }
        """)
        let objectiveC = Self.tabsObjC(callback: """
        - (void)photoPicker:(nullable PhotoPickerController *)picker didPickImages:(NSArray *)images {
            ConfirmViewController *confirm = [[ConfirmViewController alloc] init];
            [picker.navigationController pushViewController:confirm animated:YES];
        }
        """)
        for files in [[swift, Self.confirmSwift], [objectiveC, Self.confirmObjC]] {
            try ScannedApp.each(files) { app in
                #expect(app.rules(at: "1️⃣") == ["hidden-navigation-bar-disables-swipe"], "\(app.allFindings)")
                #expect(app.allFindings.count == 1, "\(app.allFindings)")
                let stacks = app.result.checkedApp.navigationControllers
                #expect(stacks.map(\.rootID) == ["photoPicker"], "\(app.result.draft)")
                #expect(app.result.draft.contains("class: PhotoPickerController\n    pushes:\n      - confirm"), "\(app.result.draft)")
                #expect(app.notes(at: "2️⃣").contains { $0.hasPrefix("PhotoPickerController is not declared in the scanned sources; it is taken as a view controller by its name") }, "\(app.notes(at: "2️⃣"))")
            }
        }
    }

    /// A screen that presents the library root and holds its callback: the push goes onto the library
    /// root's stack, not onto the screen's own.
    @Test func aCallbackHeldByAScreenPushesOntoTheLibraryStack() throws {
        let swift = ("App/HomeViewController.swift", """
        class HomeViewController: UIViewController, PhotoPickerControllerDelegate {
            func showPicker() {
                present(UINavigationController(rootViewController: PhotoPickerController()), animated: true)
            }
            func photoPicker(_ picker: PhotoPickerController, didPick images: [Photo]) {
                picker.navigationController?.pushViewController(ConfirmViewController(), animated: true)
            }
        }
        """)
        let objectiveC = ("App/HomeViewController.m", """
        @interface HomeViewController : UIViewController <PhotoPickerControllerDelegate>
        @end
        @implementation HomeViewController
        - (void)showPicker {
            [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[PhotoPickerController alloc] init]] animated:YES completion:nil];
        }
        - (void)photoPicker:(PhotoPickerController *)picker didPickImages:(NSArray *)images {
            [picker.navigationController pushViewController:[[ConfirmViewController alloc] init] animated:YES];
        }
        @end
        """)
        for files in [[ScannedApp.stack(), swift, Self.confirmSwift], [ScannedApp.stack(objectiveC: true), objectiveC, Self.confirmObjC]] {
            try ScannedApp.each(files) { app in
                #expect(app.allFindings == ["hidden-navigation-bar-disables-swipe @ \(app.markers["1️⃣"] ?? "")"], "\(app.allFindings)")
                #expect(app.result.checkedApp.navigationControllers.map(\.rootID).sorted() == ["home", "photoPicker"], "\(app.result.draft)")
                #expect(app.result.draft.contains("class: PhotoPickerController\n    pushes:\n      - confirm"), "\(app.result.draft)")
                #expect(!app.result.draft.contains("class: HomeViewController\n    pushes:"), "\(app.result.draft)")
            }
        }
    }

    /// With no push onto it that scan can see, the library root is no stack, and the screen that hides its
    /// bar (pushed where scan cannot tell) raises nothing.
    @Test func aLibraryRootWithNoVisiblePushIsNoStack() throws {
        let swift = Self.tabsSwift(callback: """
            func photoPicker(_ picker: PhotoPickerController, didPick images: [Photo]) {
                router.show(ConfirmViewController())
            }
        """)
        let objectiveC = Self.tabsObjC(callback: """
        - (void)photoPicker:(PhotoPickerController *)picker didPickImages:(NSArray *)images {
            [self.router show:[[ConfirmViewController alloc] init]];
        }
        """)
        for files in [[swift, Self.confirmSwift], [objectiveC, Self.confirmObjC]] {
            try ScannedApp.each(files) { app in
                #expect(app.allFindings == [], "\(app.allFindings)")
                #expect(app.result.checkedApp.navigationControllers.isEmpty, "\(app.result.draft)")
                #expect(!app.result.draft.contains("class: PhotoPickerController"), "\(app.result.draft)")
                #expect(app.notes(at: "2️⃣") == ["the UINavigationController made here has PhotoPickerController, which is no screen of the scanned sources, so it is not listed as a stack"], "\(app.notes(at: "2️⃣"))")
            }
        }
    }

    /// A callback given a controller of another class pushes onto that controller's stack, not onto the
    /// library root's: the screen it pushes is on no stack scan knows, so its hidden bar raises nothing.
    @Test func aCallbackParameterOfAnotherClassDoesNotPushOntoTheLibraryStack() throws {
        let swift = Self.tabsSwift(callback: """
            func photoPicker(_ picker: PhotoPickerController, didPick images: [Photo]) {
                picker.navigationController?.pushViewController(PreviewViewController(), animated: true)
            }
            func cropper(_ cropper: CropController, didCrop image: Photo) {
                cropper.navigationController?.pushViewController(ConfirmViewController(), animated: true)
            }
        """)
        let objectiveC = Self.tabsObjC(callback: """
        - (void)photoPicker:(PhotoPickerController *)picker didPickImages:(NSArray *)images {
            [picker.navigationController pushViewController:[[PreviewViewController alloc] init] animated:YES];
        }
        - (void)cropper:(CropController *)cropper didCropImage:(UIImage *)image {
            [cropper.navigationController pushViewController:[[ConfirmViewController alloc] init] animated:YES];
        }
        """)
        let previewSwift = ("App/PreviewViewController.swift", "class PreviewViewController: UIViewController {}\n")
        let previewObjC = ("App/PreviewViewController.m", "@interface PreviewViewController : UIViewController\n@end\n")
        for files in [[swift, Self.confirmSwift, previewSwift], [objectiveC, Self.confirmObjC, previewObjC]] {
            try ScannedApp.each(files) { app in
                #expect(app.rules(at: "1️⃣") == [], "\(app.allFindings)")
                #expect(app.result.checkedApp.navigationControllers.map(\.rootID) == ["photoPicker"], "\(app.result.draft)")
                #expect(app.result.draft.contains("class: PhotoPickerController\n    pushes:\n      - preview   #"), "\(app.result.draft)")
                #expect(!app.result.draft.contains("      - confirm"), "\(app.result.draft)")
            }
        }
    }
}
