import Foundation
import Testing
import TiltUp

@Suite struct SumTests {
    struct Order {
        let price: Decimal
        let items: Int
    }

    @Test func sumsTheElements() {
        #expect([1, -2, 3, -4].sum() == -2)
        #expect([Int]().sum() == 0)
        #expect(Set([0.5, 0.25]).sum() == 0.75)
    }

    @Test func sumsATransformOfTheElements() {
        let numbers = [1.1, 3.3, 5.5, 7.7, 9.9]
        #expect(abs(numbers.sum { $0.rounded() } - 28.0) < 0.001)
        #expect([String]().sum { Double($0.count) } == 0)
    }

    @Test func sumsAKeyPath() {
        let strings = ["aleph", "omega", "double-yoo"]
        #expect(strings.sum(\.count.description.count) == 4)
        let orders = [Order(price: 9.99, items: 2), Order(price: 0.01, items: 1)]
        #expect(orders.sum(\.price) == 10)
        #expect(orders.sum(\.items) == 3)
    }

    @Test func worksOnLazySequencesWithoutAnArray() {
        var visited = 0
        let total = (1...100).lazy.map { value -> Int in
            visited += 1
            return value
        }.sum()
        #expect(total == 5050)
        #expect(visited == 100)
    }

    @Test func rethrowsTheTransformsError() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try [1, 2, 3].sum { value -> Int in
                if value == 2 { throw Failure() }
                return value
            }
        }
    }
}

@Suite struct IndexPathRowSectionTests {
    @Test func rowAndSectionReadAndWriteTheTwoIndexes() {
        var indexPath = IndexPath(row: 3, section: 1)
        #expect(indexPath.row == 3)
        #expect(indexPath.section == 1)
        #expect(Array(indexPath) == [1, 3])
        indexPath.row = 4
        indexPath.section = 0
        #expect(indexPath == IndexPath(row: 4, section: 0))
    }
}
