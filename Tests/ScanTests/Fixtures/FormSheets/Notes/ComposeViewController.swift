import UIKit

final class InboxViewController: UIViewController {
    func compose() {
        present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
    }

    func about() {
        present(AboutViewController(), animated: true)
    }

    func editAddress() {
        present(AddressViewController(), animated: true)
    }

    func openSignature() {
        navigationController?.pushViewController(SignatureViewController(), animated: true)
    }
}

/// Typed text and Post, presented as a page sheet.
final class ComposeViewController: UIViewController {
    private let body = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Post", style: .done, target: self, action: #selector(publish))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        body.becomeFirstResponder()
    }

    @objc private func publish() {}
}

/// Near miss: a text view that only shows text, and a Done that closes.
final class AboutViewController: UIViewController {
    private let licence = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        licence.isEditable = false
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
    }

    @objc private func close() { dismiss(animated: true) }
}

/// A form that locks itself while presented: purpose is written, nothing is reported.
final class AddressViewController: UIViewController {
    private let street = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(store))
    }

    @objc private func store() {}
}

/// Near miss: a form that is pushed, not presented.
final class SignatureViewController: UIViewController {
    @IBOutlet private var signature: UITextField!

    @IBAction private func saveSignature(_ sender: Any) {}
}

final class SceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
    }
}
