import Mocking
import Testing

struct Quote: Equatable, Sendable {
    var price: Double
}

struct QuoteError: Error, Equatable {}

@Mocked
protocol QuoteService: Sendable {
    func quote(for symbol: String) async throws -> Quote
    func price(of symbol: String) -> Double
    func log(_ line: String)
}

/// Code under test that retries once after a failure.
func fetchWithRetry(_ service: any QuoteService, symbol: String) async -> Quote? {
    for _ in 0..<2 {
        if let quote = try? await service.quote(for: symbol) { return quote }
    }
    return nil
}

@Suite("Successive answers")
struct SuccessiveAnswersTests {
    @Test("a retry: the first call fails, the second answers")
    func retry() async {
        let service = QuoteServiceMock()
        service._quote.implementation = .inOrder([.throws(QuoteError()), .returns(Quote(price: 9))])
        #expect(await fetchWithRetry(service, symbol: "AAPL") == Quote(price: 9))
        #expect(service._quote.invocations == ["AAPL", "AAPL"])
    }

    @Test("values, errors and closures answer in order; then the list has run out")
    func runsOut() async {
        let service = QuoteServiceMock()
        service._price.implementation = .inOrder([.returns(1), .invokes { symbol in Double(symbol.count) }])
        #expect(service.price(of: "a") == 1)
        #expect(service.price(of: "abc") == 3)
        let texts = await asyncReportedCalls {
            #expect(service.price(of: "x") == 0)
        }
        #expect(texts.count == 1)
        #expect(
            texts.first?.hasPrefix(
                """
                QuoteServiceMock._price was called with "x" after the 2 answers of its implementation ran out, \
                so it returned 0.0, the default value of Double. Give it more answers, or let the last one \
                answer every later call, for example:
                    mock._price.implementation = .inOrder([<#answers#>], thenRepeatingLast: true)
                where mock is the QuoteServiceMock the code under test was given
                Its calls so far (3):
                    1. "a"
                    2. "abc"
                    3. "x"
                """
            ) == true,
            "\(texts)"
        )
        #expect(service._price.returnedValues == [1, 3, 0])
    }

    @Test("thenRepeatingLast answers every later call with the last answer")
    func repeatsLast() {
        let service = QuoteServiceMock()
        service._price.implementation = .inOrder([.returns(1), .returns(2)], thenRepeatingLast: true)
        #expect((0..<4).map { _ in service.price(of: "s") } == [1, 2, 2, 2])
    }

    @Test("a throwing member throws MockUnimplementedError once its answers ran out")
    func throwingMemberRunsOut() async {
        let service = QuoteServiceMock()
        service._quote.implementation = .inOrder([.returns(Quote(price: 1))])
        _ = try? await service.quote(for: "a")
        let texts = await asyncReportedCalls {
            do {
                _ = try await service.quote(for: "b")
                Issue.record("expected MockUnimplementedError")
            } catch let error as MockUnimplementedError {
                #expect(error.answersRanOutAfter == 1)
                #expect(
                    error.description
                        == "QuoteServiceMock._quote was called with \"b\" after the 1 answer of its implementation ran out"
                )
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        #expect(texts.count == 1)
    }

    @Test("a member returning nothing reports the call after its answers ran out")
    func voidMemberRunsOut() async {
        let service = QuoteServiceMock()
        service._log.implementation = .inOrder([.invokes { _ in }])
        service.log("one")
        let texts = await asyncReportedCalls { service.log("two") }
        #expect(
            texts.first?.hasPrefix(
                "QuoteServiceMock._log was called with \"two\" after the 1 answer of its implementation ran out, so the call is a test failure."
            ) == true)
        #expect(service._log.callCount == 2)
    }

    @Test("setting the implementation again starts from its first answer; nested lists are flattened")
    func restart() {
        let service = QuoteServiceMock()
        service._price.implementation = .inOrder([.returns(1), .inOrder([.returns(2), .returns(3)])])
        #expect(service.price(of: "s") == 1)
        service._price.implementation = .inOrder([.returns(1), .inOrder([.returns(2), .returns(3)])])
        #expect((0..<3).map { _ in service.price(of: "s") } == [1, 2, 3])
    }

    @Test("concurrent calls each take one answer")
    func concurrentCalls() async {
        let service = QuoteServiceMock()
        service._price.implementation = .inOrder((0..<100).map { .returns(Double($0)) })
        let prices = await withTaskGroup(of: Double.self) { group in
            for _ in 0..<100 { group.addTask { service.price(of: "s") } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(prices.sorted() == (0..<100).map(Double.init))
    }
}
