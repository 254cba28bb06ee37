import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
@testable import Format
import TestSupport

/// A horizontal paging scroll view known only by its content size (issue 22, part 6): several widths
/// wide gives `axis: horizontal`, in Swift and Objective-C (fixture PagingContent); a content size one
/// width wide, several heights tall or of a width the code computes elsewhere stays as it was.
@Suite struct ContentSizeAxisTests {
    static func scrollView(_ name: String, of screen: String, in result: ScanResult) -> ModelEntity<ScrollViewKeys>? {
        result.app.screen(screen)?.entity[\.scrollViews]?.first { $0.id == name }
    }

    @Test func severalWidthsWideIsHorizontal() throws {
        let (result, found) = try PatternTests.findings("PagingContent")
        expectLines("""
              pager:
                axis: horizontal   # App/PagingScreens.swift:10
                paging: true   # App/PagingScreens.swift:9
        """, in: entry("  gallery:", in: result.draft))
        expectLines("""
              banner:
                axis: horizontal   # App/PagingScreens.swift:22
                paging: true   # App/PagingScreens.swift:21
                requiresPopToFail: true   # App/PagingScreens.swift:24
        """, in: entry("  banner:", in: result.draft))
        expectLines("""
              headlines:
                axis: horizontal   # App/NewsViewController.m:8
                paging: true   # App/NewsViewController.m:7
        """, in: entry("  news:", in: result.draft))
        let pager = try #require(Self.scrollView("pager", of: "gallery", in: result))
        #expect(FullScreenPopInferenceTests.start(pager.node(\.axis), in: result) == "App/PagingScreens.swift 10:9")
        // The owner of the pop delegate asks no scroll view to wait: each sideways pager that does not wait itself takes the edge swipe.
        #expect(found == [
            "scroll-view-missing-require-to-fail screens.gallery.scrollViews.pager @ App/PagingScreens.swift:9",
            "scroll-view-missing-require-to-fail screens.news.scrollViews.headlines @ App/NewsViewController.m:7",
        ], "\(found)")
    }

    @Test func tallOrUnknownOrOneWidthStaysVertical() throws {
        let result = try Fixtures.scan("PagingContent")
        for (name, screen) in [("stories", "feed"), ("strip", "feed"), ("single", "news")] {
            let view = try #require(Self.scrollView(name, of: screen, in: result))
            #expect(view[\.axis] == .vertical, "\(name)")
        }
        expectLines("""
              stories:
                # navlint scan: no horizontal layout found, so the axis stays vertical; add axis: horizontal if it scrolls sideways
                paging: true   # App/PagingScreens.swift:37
        """, in: entry("  feed:", in: result.draft))
    }

    @Test func contentSizeShapes() {
        func wide(_ text: String, dialect: Dialect = .swift) -> Bool {
            let stream = TokenStream(tokens: Lexer.tokens(of: text, dialect: dialect), dialect: dialect)
            return Facts.isWideContent(0..<stream.count, in: stream)
        }
        #expect(wide("CGSize(width: view.bounds.width * 3, height: view.bounds.height)"))
        #expect(wide("CGSize(width: 2 * scrollView.frame.width, height: 0)"))
        #expect(wide(".init(width: pageWidth * CGFloat(pages.count), height: 200)"))
        #expect(wide("CGSize(width: UIScreen.main.bounds.width * CGFloat(numberOfPages), height: 1)"))
        #expect(wide("CGSizeMake(kScreenWidth * 4, 300)", dialect: .objectiveC))
        #expect(wide("CGSizeMake(CGRectGetWidth(self.view.bounds) * self.images.count, 300)", dialect: .objectiveC))
        #expect(!wide("CGSize(width: view.bounds.width, height: view.bounds.height * 3)"))
        #expect(!wide("CGSize(width: view.bounds.width * 3, height: view.bounds.height * 3)"))
        #expect(!wide("CGSize(width: view.bounds.width * 1, height: 100)"))
        #expect(!wide("CGSize(width: view.bounds.width * scale, height: 100)"))
        #expect(!wide("CGSizeMake(self.view.frame.size.width * 1.0f, 200)", dialect: .objectiveC))
        #expect(!wide("CGSize(width: contentWidth, height: 100)"))
        #expect(!wide("size"))
    }
}
