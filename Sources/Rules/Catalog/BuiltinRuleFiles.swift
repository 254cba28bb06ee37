// Generated from rules.d; do not edit. Regenerate: NAVLINT_REGENERATE=1 swift test --filter GeneratedFilesTests

/// The text of every built-in rule file, embedded so the binary works with no rules.d beside it.
enum BuiltinRuleFiles {
    static let files: [(id: String, text: String)] = [
        ("hidden-back-button-disables-swipe", #"""
id: hidden-back-button-disables-swipe
title: A hidden back button turns off swipe-back
severity: warning
summary: A pushed screen hides its back button while UIKit's own delegate guards the edge swipe, so the swipe silently stops working.
rationale: |
  While the pop gesture's delegate is still UIKit's private transition object, it
  lets the edge swipe begin only when the system back button is showing. Setting
  `navigationItem.hidesBackButton = true` removes the button, and with it the swipe:
  users drag from the edge and nothing happens, with no log and no crash. This holds
  even when `leftItemsSupplementBackButton` is true, because hiding the back button
  wins over supplementing it.
fix: |
  Keep the system back button and change how it looks or what it does instead:
  style it from the previous screen (`backBarButtonItem`, `backButtonDisplayMode`)
  or, from iOS 16, run code on Back through `navigationItem.backAction`. If the button
  must go, let the navigation controller own the pop delegate with guards.

  ```swift
  // Instead of hiding the button, intercept the tap (iOS 16+).
  navigationItem.backAction = UIAction { [weak self] _ in self?.confirmLeave() }
  ```

  ```objc
  // Style Back from the previous screen rather than hiding it.
  self.navigationItem.backBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"" style:UIBarButtonItemStylePlain target:nil action:nil];
  ```
sources:
  - "S0: 000_ff6aa1eb0941131a.txt"
  - https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
platforms: iOS 7+
match:
  - nav: navigationControllers
  - screen: poppableScreens(nav)
when: |
  screen.navigationItem.hidesBackButton
  and not swipeBackOff(screen, nav)
  and onlySystemOwner(nav)
  and not fullScreenHack(nav)
report:
  at: screen.navigationItem.hidesBackButton
  message: "screen '{screen.id}' hides its back button, so the edge swipe back to the previous screen never starts in navigation controller '{nav.id}'; keep the back button (style it, or use backAction on iOS 16+) or own the pop delegate with guards"
examples:
  triggering:
    - |
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem:
            ↓hidesBackButton: true
    - |
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem:
            leftBarButtonItem: cancel
            leftItemsSupplementBackButton: true
            ↓hidesBackButton: true
  nonTriggering:
    - |
      # The root never pops, so hiding its back button costs nothing.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home:
          navigationItem: {hidesBackButton: true}
    - |
      # The navigation controller owns the delegate with guards, so the system gate is gone.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main:
          root: home
          popGesture:
            delegate: navigationController
            shouldBegin: [stackDepth, notTransitioning]
            requiredToFailBy: true
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {hidesBackButton: true}
    - |
      # Swipe-back is turned off on purpose on this screen.
      navlint: 1
      app: {deploymentTarget: "15.0"}
      navigationControllers:
        main: {root: home}
      screens:
        home: {pushes: [detail]}
        detail:
          navigationItem: {hidesBackButton: true}
          popGesture: {disabled: true, disableIn: viewDidAppear, enableIn: viewWillDisappear}
"""#),
    ]
}
