# Homebrew formula for navlint, built from the source archive attached to the release:
#   brew tap navlint/navlint https://github.com/navlint/navlint
#   brew install navlint/navlint/navlint
# scripts/release package fills in url and sha256 from the source archive it makes of the tag, the one the
# release workflow uploads (with this file, as navlint.rb). Before the first release the sha256 is all zeros,
# which no download matches.
class Navlint < Formula
  desc "Linter for iOS navigation setups: swipe-back, root freezes, gesture conflicts"
  homepage "https://github.com/navlint/navlint"
  url "https://github.com/navlint/navlint/releases/download/v0.2.0/navlint-0.2.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/navlint/navlint.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on "pkgconf" => :build
  depends_on "libyaml"

  uses_from_macos "swift" => :build

  def install
    args = if OS.mac?
      ["--disable-sandbox"]
    else
      ["--static-swift-stdlib"]
    end
    system "swift", "build", *args, "--configuration", "release", "--product", "navlint"
    bin.install ".build/release/navlint"
    generate_completions_from_executable(bin/"navlint", "--generate-completion-script")
  end

  test do
    (testpath/"navlint.yaml").write <<~YAML
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture: {delegate: nil}
      screens:
        home: {pushes: [detail]}
        detail: {}
    YAML
    output = shell_output("#{bin}/navlint check --no-snippet --color never #{testpath}/navlint.yaml 2>&1", 1)
    assert_match "navlint.yaml:6:28: error:", output
    assert_match "[root-freeze]", output
    assert_equal version.to_s, shell_output("#{bin}/navlint --version").strip
  end
end
