// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: TimelineView and the animation schedule. Signatures from the iOS 17.4
// SDK; see View.swift.

/// TimelineScheduleMode — "A mode of operation for timeline schedule updates."
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// TimelineSchedule — "A type that provides a sequence of dates for use as a schedule."
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// AnimationTimelineSchedule — "A pausable schedule of dates updating at a frequency no
/// more quickly than the provided interval"; `paused`: "A Boolean that indicates whether the
/// schedule is paused." The stand-in keeps both values; the renderer evaluates the content
/// once per render.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// Harness: the values given.
    public let _harnessMinimumInterval: Double?
    public let _harnessPaused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        _harnessMinimumInterval = minimumInterval
        _harnessPaused = paused
    }
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(pending: start)
    }
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var pending: Date?
        public mutating func next() -> Date? {
            defer { pending = nil }
            return pending
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
        -> AnimationTimelineSchedule
    {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// TimelineView — "A view that updates according to a schedule that you provide"; its
/// content receives a context whose `date` is "The date from the schedule that triggered the
/// current view update." The renderer evaluates the content once, at the date of the render.
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    public struct Context {
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }
        public let date: Date
        public let cadence: Cadence
    }
    /// Harness: the schedule.
    public let _harnessSchedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// EveryMinuteTimelineSchedule — "A schedule for updating a timeline view at the start of
/// every minute."
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        [startDate]
    }
}

public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
    .Context

extension TimelineView: View where Content: View {
    public init(
        _ schedule: Schedule,
        @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        _harnessSchedule = schedule
        self.content = content
    }
    public var body: Content {
        content(TimelineViewDefaultContext(date: Date(), cadence: .live))
    }
}

/// Harness: a timeline view, seen without its generic parameters.
public protocol _HarnessTimeline {
    var _harnessScheduleValue: Any { get }
}

extension TimelineView: _HarnessTimeline where Content: View {
    public var _harnessScheduleValue: Any { _harnessSchedule }
}
