import SegmentedCore
import SegmentedTestSupport
import Testing

/// Page identities from item ids that may repeat: every page its own identity, the first
/// item with an id keeping it, later ones told apart by order with `#2`, `#3`….
@Suite("Pager page identities from repeated ids")
struct PagerMachineUniqueIDsTests {
    func unique(_ ids: [String]) -> [String] { PagerMachine.uniqueIDs(ids) }

    @Test("no items: no identities")
    func empty() {
        #expect(unique([]) == [])
    }

    @Test("one item keeps its id, whatever it looks like")
    func one() {
        #expect(unique(["News"]) == ["News"])
        #expect(unique(["News#2"]) == ["News#2"])
        #expect(unique([""]) == [""])
    }

    @Test("distinct ids are kept as they are, in order")
    func distinct() {
        #expect(unique(["Posts", "Likes", "Media"]) == ["Posts", "Likes", "Media"])
    }

    @Test("a repeated id: the first keeps it, the second is #2, the third #3")
    func repeated() {
        #expect(unique(["News", "News", "News"]) == ["News", "News#2", "News#3"])
        #expect(
            unique(["News", "Sport", "News", "Sport"]) == ["News", "Sport", "News#2", "Sport#2"])
        #expect(unique(["", ""]) == ["", "#2"])
    }

    @Test("#2 taken by a later item's own id: the repeat skips to #3 and the later item keeps #2")
    func generatedFormTakenLater() {
        #expect(unique(["Feed", "Feed", "Feed#2"]) == ["Feed", "Feed#3", "Feed#2"])
    }

    @Test("#2 taken by an earlier item's own id: the repeat skips to #3")
    func generatedFormTakenEarlier() {
        #expect(unique(["Feed#2", "Feed", "Feed"]) == ["Feed#2", "Feed", "Feed#3"])
        #expect(
            unique(["Feed", "Feed#2", "Feed#3", "Feed"]) == ["Feed", "Feed#2", "Feed#3", "Feed#4"])
    }

    @Test("an id of the #2 form repeated is told apart the same way: x#2#2")
    func repeatedGeneratedForm() {
        #expect(unique(["x#2", "x#2"]) == ["x#2", "x#2#2"])
        #expect(unique(["x", "x", "x#2", "x#2"]) == ["x", "x#3", "x#2", "x#2#2"])
    }

    @Test("numbering goes on from the last number an id was given, past every taken one")
    func numberingContinues() {
        let ids = ["A", "A", "A#3", "A", "A", "A#2"]
        #expect(unique(ids) == ["A", "A#4", "A#3", "A#5", "A#6", "A#2"])
    }

    @Test("in the pager: a reload that adds a repeated id gives it #2 and keeps the selection")
    func inThePager() {
        var pager = PagerMachine(ids: PagerMachine.uniqueIDs(["News", "Sport"]), selectedIndex: 1)
        pager.handle(.pageWidthChanged(400))
        let effects = pager.handle(
            .itemsChanged(PagerMachine.uniqueIDs(["News", "Sport", "News"])))
        #expect(pager.ids == ["News", "Sport", "News#2"])
        #expect(pager.selectedID == "Sport")
        #expect(!effects.contains { if case .select = $0 { true } else { false } })
    }

    @Test("seeded random ids full of repeats and #n forms: as many, all distinct, first ones kept")
    func properties() {
        let alphabet = ["a", "a#2", "a#3", "a#2#2", "b", "b#2", "#2", ""]
        for seed in UInt64(0)..<300 {
            var random = SeededRandom(seed: seed)
            let count = Int.random(in: 0...24, using: &random)
            let ids = (0..<count).map { _ in random.element(of: alphabet) }
            let result = unique(ids)
            #expect(result.count == ids.count, "seed \(seed)")
            #expect(Set(result).count == result.count, "seed \(seed): \(ids) → \(result)")
            for (index, id) in ids.enumerated() {
                if ids.firstIndex(of: id) == index {
                    #expect(result[index] == id, "seed \(seed): the first \(id) keeps it")
                } else {
                    #expect(result[index].hasPrefix(id + "#"), "seed \(seed): \(result[index])")
                }
            }
        }
    }
}
