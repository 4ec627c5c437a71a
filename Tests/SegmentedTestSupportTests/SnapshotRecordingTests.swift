import SegmentedTestSupport
import Testing

@Suite("Snapshots: recording is refused under CI")
struct SnapshotRecordingTests {
    @Test("SNAPSHOT_RECORD=1 records locally")
    func recordsLocally() {
        let mode = snapshotRecordingMode(environment: ["SNAPSHOT_RECORD": "1"])
        #expect(mode.isRecording && mode.refusal == nil)
    }

    @Test("under CI=true any SNAPSHOT_RECORD is refused with a reason, and nothing is recorded")
    func refusedUnderCI() {
        for ci in ["true", "TRUE", "1"] {
            for request in ["1", "yes"] {
                let mode = snapshotRecordingMode(
                    environment: ["SNAPSHOT_RECORD": request, "CI": ci])
                #expect(!mode.isRecording)
                #expect(mode.refusal?.contains("refused") == true)
            }
        }
    }

    @Test("without SNAPSHOT_RECORD nothing is recorded or refused, under CI or not")
    func plainRun() {
        for environment in [[:], ["CI": "true"], ["CI": "false", "SNAPSHOT_RECORD": "0"]] {
            let mode = snapshotRecordingMode(environment: environment)
            #expect(!mode.isRecording && mode.refusal == nil)
        }
    }
}
