import SwiftUI
import UIKit

final class ArticleListViewController: UITableViewController, UIAdaptivePresentationControllerDelegate {
    private let api = ArticleAPI()

    override func viewDidLoad() {
        super.viewDidLoad()
        api.fetchLatest { [weak self] article in
            DispatchQueue.main.async {
                self?.navigationController?.pushViewController(ArticleViewController(), animated: true)
            }
        }
    }

    func openArticle(id: String) {
        navigationController?.pushViewController(ArticleViewController(), animated: true)
    }

    @objc func showComments() {
        navigationController?.pushViewController(CommentsViewController(), animated: true)
    }

    @objc func showPhoto() {
        navigationController?.pushViewController(PhotoViewController(), animated: true)
    }

    @objc func showSignature() {
        navigationController?.pushViewController(SignatureViewController(), animated: true)
    }

    @objc func showSettings() {
        navigationController?.pushViewController(UIHostingController(rootView: SettingsView()), animated: true)
    }

    @objc func giveFeedback() {
        present(FeedbackViewController(), animated: true)
    }

    @objc func checkout() {
        let checkout = CheckoutViewController()
        checkout.isModalInPresentation = true
        present(checkout, animated: true)
    }

    @objc func report() {
        let report = ReportViewController()
        report.presentationController?.delegate = self
        present(report, animated: true)
    }

    @objc func logIn() {
        let login = UINavigationController(rootViewController: LoginViewController())
        login.modalPresentationStyle = .fullScreen
        present(login, animated: true)
    }

    @objc func startOnboarding() {
        present(UIHostingController(rootView: OnboardingFlow()), animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        api.reportDismissed()
    }
}

final class ArticleAPI {
    func fetchLatest(completion: @escaping (String) -> Void) {}
    func reportDismissed() {}
}
