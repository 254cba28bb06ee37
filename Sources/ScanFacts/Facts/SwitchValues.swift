extension CodeBase {
    /// True when a switch of the pop gesture sets it to a value that is false whenever the root is on
    /// top and true above it: `isEnabled = viewControllers.count > 1`, `= !isRootViewController`,
    /// `= viewController !== navigationController.viewControllers.first` in didShow.
    package func isEnabledOnlyAboveRoot(_ write: EnabledWrite) -> Bool {
        guard let truth = computedTruth(of: write) else { return false }
        let root = Situation.whereTrue(.atRoot)
        return truth.fails(throughout: root) && truth.holds(throughout: Situation.all & ~root & ~Situation.whereTrue(.presented))
    }

    /// Where a switch to a computed value switches the recognizer on; nil for a literal `true` or `false`.
    package func computedTruth(of write: EnabledWrite) -> Truth? {
        guard write.enabled == nil, !write.valueTokens.isEmpty else { return nil }
        var judge = ConditionJudge(context: conditionContext(at: write.place))
        return judge.truth(of: ConditionParser.parseValue(write.valueTokens, in: stream(write.place.file)))
    }
}
