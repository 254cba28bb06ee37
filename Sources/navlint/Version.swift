/// navlint's version, declared here and nowhere else. `navlint --version` and SARIF's `driver.version`
/// print it; `scripts/version` reads it for the release scripts; ReleaseTests check that the CHANGELOG,
/// the Homebrew formula, the GitHub Action and the docs name this same version.
let navlintVersion = "0.2.0"
