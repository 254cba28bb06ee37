import UIKit

final class HomeViewController: UIViewController {
    @IBAction private func openDetail(_ sender: Any) {
        performSegue(withIdentifier: "showDetail", sender: sender)
    }

    @IBAction private func openTabs(_ sender: Any) {
        guard let tabs = storyboard?.instantiateViewController(withIdentifier: "Tabs") else { return }
        tabs.modalPresentationStyle = .fullScreen
        present(tabs, animated: true)
    }
}
