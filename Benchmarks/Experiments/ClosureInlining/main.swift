import Recorder

let recorder = Recorder<(a: Int, b: Int), Int>(output: 2)

@inline(never) func capturing(_ a: Int, _ b: Int) -> Int { recorder.recordCapturing((a: a, b: b)) }
@inline(never) func passing(_ a: Int, _ b: Int) -> Int { recorder.recordPassing((a: a, b: b)) }
@inline(never) func passingNotInlined(_ a: Int, _ b: Int) -> Int { recorder.recordPassingNotInlined((a: a, b: b)) }

print(capturing(1, 2) + passing(1, 2) + passingNotInlined(1, 2))
