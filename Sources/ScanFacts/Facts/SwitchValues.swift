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

extension CodeBase {
    /// The literal switches that make a depth guard in branches: `if count == 1 { enabled = NO } else
    /// { enabled = YES }` in didShow. A switch counts when it runs only at the root and turns the
    /// recognizer off, or only above the root and turns it on, and the same method holds the other half;
    /// either alone leaves the recognizer as it was on the other side. Only the navigation delegate's
    /// callbacks are read, where a stack learns its new depth, and at most a few switches in each: the
    /// conditions around every switch of a long method would cost its length each.
    package func depthBranchSwitches(_ writes: [EnabledWrite]) -> [Place] {
        let root = Situation.whereTrue(.atRoot)
        let aboveRoot = Situation.all & ~root & ~Situation.whereTrue(.presented)
        var offAtRoot: [Int: [Place]] = [:]
        var onAboveRoot: [Int: [Place]] = [:]
        var read: [Int: Int] = [:]
        for write in writes {
            guard let enabled = write.enabled, let method = enclosingMethod(write.place), method.name == "navigationController",
                  method.selector.contains("didShow") || method.selector.contains("willShow") else { continue }
            // Keyed by the method's first token, which is unique within a file; the file joins the key.
            let key = write.place.file << 32 | method.body.lowerBound
            read[key, default: 0] += 1
            guard read[key, default: 0] <= 8 else { continue }
            let truth = reading(of: write.place).truth
            // Other conditions around the branch (`respondsToSelector:`) may be undecided: what counts is
            // that the off never runs above the root and the on never runs at it.
            if !enabled, truth.may & root != 0, truth.fails(throughout: aboveRoot) { offAtRoot[key, default: []].append(write.place) }
            if enabled, truth.fails(throughout: root), truth.may & aboveRoot != 0 { onAboveRoot[key, default: []].append(write.place) }
        }
        return offAtRoot.flatMap { key, places in onAboveRoot[key].map { places + $0 } ?? [] }
    }
}
