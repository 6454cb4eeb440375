// This file imports Observation as a SwiftUI file would: `@Observable` is the macro here, and TiltUp's
// property wrapper is reached through `@ObservableProperty` or `@TiltUp.Observable`.
#if canImport(Observation)
import Observation
import Testing
import TiltUp

@Observable
final class ObservationModel {
    var name = "Observation's macro still works"
}

final class WrapperModel {
    @ObservableProperty var count = 0
    @TiltUp.Observable var title = "qualified"
}

@Suite struct ObservableWithObservationTests {
    @Test func bothObservablesWorkInOneFile() {
        let model = WrapperModel()
        let received = Received<Int>()
        // The type name `Observable` means TiltUp's here, without qualification.
        let property: Observable<Int> = model.$count
        let observation = property.addObserver(observingCurrentValue: false, on: nil) { _, new in received.append(new) }
        model.count = 4
        #expect(received.values == [4])
        #expect(model.title == "qualified")
        #expect(ObservationModel().name.hasPrefix("Observation"))
        _ = observation
    }
}
#endif
