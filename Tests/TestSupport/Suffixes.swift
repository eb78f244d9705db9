/// Whether `recorded`, the values a member recorded while concurrent resets dropped what came before, are
/// for each of `tasks` tasks a run of that task's last calls, in order: task `t`'s call `c` records
/// `t * callsPerTask + c`. A reset forgets a prefix of each task's calls, never one in the middle, and
/// never reorders them.
public func isSuffixOfEachTasksCalls(_ recorded: [Int], tasks: Int, callsPerTask: Int) -> Bool {
    (0..<tasks).allSatisfy { task in
        let calls = recorded.filter { $0 / callsPerTask == task }.map { $0 % callsPerTask }
        return calls == Array((callsPerTask - calls.count)..<callsPerTask)
    }
}
