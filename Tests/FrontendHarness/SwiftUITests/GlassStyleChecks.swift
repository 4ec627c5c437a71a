// The Liquid Glass style (LiquidGlassSegmentedControlStyle.swift, LiquidGlassIndicator.swift,
// SegmentedControl+Lens.swift): which glass the control asks for on iOS 26 (the stand-in
// SwiftUI carries the 26.2 SDK's module version, and `#available` holds on Linux), where the
// core's lens puts the thumb on a frame, and what the drawn thumb of iOS 16–25 paints,
// rendered directly.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

extension RenderedView {
    /// The glass calls made under this view, outermost first.
    var glassCalls: [_HarnessGlassModifier.Call] {
        all.compactMap { node in
            if case .customModifier(let m) = node.kind {
                (m as? _HarnessGlassModifier)?.call
            } else {
                nil
            }
        }
    }

    /// The glass effects asked for under this view: the glass and the shape.
    var glassEffects: [(glass: Glass, shape: any Shape)] {
        glassCalls.compactMap {
            if case .effect(let glass as Glass, let shape) = $0 { (glass, shape) } else { nil }
        }
    }

    /// The filled shapes that are leaves under this view (an optional shape view casts to
    /// its shape too), with their styles.
    var leafShapes: [any _HarnessFilledShape] {
        all.filter(\.children.isEmpty).compactMap { $0.value as? any _HarnessFilledShape }
    }
}

private let glassBar = cg(0, 0, 300, 40)

/// A clock a check moves by hand.
final class ClockBox: @unchecked Sendable {
    var now: Double
    init(_ now: Double) { self.now = now }
}
private let design = SegmentedDesign.liquidGlass

@MainActor
private func renderGlass(
    _ style: LiquidGlassSegmentedControlStyle = .liquidGlass, selection: Int = 1,
    environment: (inout EnvironmentValues) -> Void = { _ in }
) -> RenderedView {
    let renderer = Renderer()
    environment(&renderer.environment)
    return renderer.render(
        SegmentedControl(["Day", "Week", "Month"], selection: Store(selection).binding)
            .segmentedControlStyle(style), in: glassBar)
}

/// What the lens reads: the glass design's arrangement in a 300 × 40 bar, segment 1 selected.
private let lensContext = LensMachine.Context(
    arrangement: design.layout.arrange(
        contentSizes: Array(repeating: Size(width: 40, height: 16), count: 3),
        in: Size(width: 300, height: 40)),
    selection: SelectionModel(count: 3, selectedIndex: 1))

/// A lens over ``lensContext``, over the press of a control's one interaction.
private struct DrivenLens {
    var control = ControlMachine<Int>(lens: design.glass?.lensParameters ?? .liquidGlass)
    init() { control.handle(.arrangementChanged, in: lensContext, at: 0) }
    var lens: LensMachine { control.lens ?? LensMachine(context: lensContext) }
    var arrangement: Arrangement { lens.arrangement }
    func state(at time: Double) -> LensState? { lens.state(at: time) }
    mutating func handle(_ event: ControlMachine<Int>.Event, in context: LensMachine.Context) {
        control.handle(event, in: context)
    }
}

/// A lens over ``lensContext``.
private func makeLens() -> DrivenLens { DrivenLens() }

/// The glass thumb alone, as the control places it for `position` in the lens's
/// arrangement, with the lens and the clock in its environment.
@MainActor
private func renderThumb(
    lens: LensMachine, now: Double, position: Double = 1,
    environment: (inout EnvironmentValues) -> Void = { _ in }
) -> RenderedView {
    let placed = lens.arrangement.indicatorFrame(at: position)
    let size = CGSize(width: placed.width, height: placed.height)
    let configuration = SegmentedIndicatorConfiguration(
        size: size, cornerRadius: size.height / 2, position: position, selectedIndex: 1,
        count: 3, indicator: design.layout.indicator, design: design)
    let renderer = Renderer()
    renderer.environment.segmentedLensSource = SegmentLensSource(lens: .constant(lens))
    renderer.environment.segmentedLensClock = SegmentLensClock { now }
    environment(&renderer.environment)
    return renderer.render(
        LiquidGlassIndicator(configuration: configuration),
        in: cg(placed.minX, placed.minY, placed.width, placed.height))
}

private func centre(of lens: LensMachine, _ index: Int) -> Point {
    let frame = lens.arrangement.segmentFrames[index]
    return Point(x: frame.midX, y: frame.midY)
}

/// The rectangle of the thumb's outline as drawn in its host (either path: the glass's
/// shape and the drawn layers are the same `LensIndicatorShape`).
@MainActor
private func drawnRect(_ thumb: RenderedView) -> CGRect? {
    guard
        let shape = thumb.leafShapes.lazy.map(\._harnessShape).first(where: {
            $0 is LensIndicatorShape
        }
        )
    else { return nil }
    return shape.path(in: CGRect(origin: .zero, size: thumb.frame.size))._harnessRect
}

/// The thumb's colour: the first leaf filled with a plain colour (either path).
@MainActor
private func thumbFill(_ thumb: RenderedView) -> Paint? {
    thumb.leafShapes.lazy.map { Paint($0._harnessStyle) }.first {
        if case .color = $0 { true } else { false }
    }
}

/// On iOS 26 and later the thumb asks for `glass`; in the iOS 16 run it is drawn, with the
/// material behind it exactly when `glass` is the clear lens.
@MainActor
private func expectThumbGlass(
    _ thumb: RenderedView, _ glass: Glass, file: StaticString = #filePath, line: UInt = #line
) {
    if harnessRunsAtLeastIOS(26) {
        expectEqual(thumb.glassEffects.first?.glass, glass, file: file, line: line)
    } else {
        expect(thumb.glassCalls.isEmpty, "no glass API before iOS 26", file: file, line: line)
        let material = thumb.leafShapes.contains { $0._harnessStyle is Material }
        expectEqual(
            material, glass._harnessVariant == .clear, "the material shows under a lens",
            file: file, line: line)
    }
}

@MainActor
func glassStyleChecks() {
    check("before iOS 26 the control draws the indicator: no glass API; iOS 26 the system glass") {
        let root = renderGlass()
        let containers = root.all.filter { $0.value is any _HarnessGlassContainer }
        let drawn = root.role(.indicator)?.all.contains { $0.value is DrawnGlassIndicator } ?? false
        if harnessRunsAtLeastIOS(26) {
            expect(containers.isEmpty && !drawn, "iOS 26: the system glass, in no container")
        } else {
            expect(containers.isEmpty && root.glassCalls.isEmpty, "no glass API")
            expect(drawn, "the drawn indicator")
        }
    }

    // Issue 35: the glass sat in a GlassEffectContainer with a glass identity, though one
    // piece of glass has nothing to merge or morph with.
    check(
        "liquidGlass on iOS 26: only the indicator asks for glass, with no container or glass identity (nothing to merge or morph with)",
        minimumIOS: 26
    ) {
        let root = renderGlass()
        expect(!root.all.contains { $0.value is any _HarnessGlassContainer }, "no container")
        expectEqual(root.glassEffects.count, 1)
        expect(
            !root.glassCalls.contains { if case .id = $0 { true } else { false } },
            "no glass identity")
        expect(root.role(.indicator)?.glassEffects.count == 1, "the glass is the indicator's")
        expect(root.role(.background)?.glassCalls.isEmpty ?? false, "no glass on the track")
        expect(root.segments.allSatisfy(\.glassCalls.isEmpty), "no glass on the labels")
    }

    // Issue 35: at rest the regular glass sat under the opaque resting colour, a glass pass
    // nobody could see; the system's control is flat at rest.
    check(
        "at rest: flat (the identity glass, no glass pass) in the core's capsule, the design's indicator colour"
    ) {
        let root = renderGlass()
        guard let thumb = root.role(.indicator),
            let shape = thumb.leafShapes.lazy.map(\._harnessShape).first(where: {
                $0 is LensIndicatorShape
            })
        else { return fail("no thumb") }
        expectThumbGlass(thumb, Glass.identity)
        let host = CGRect(origin: .zero, size: thumb.frame.size)
        let path = shape.path(in: host)
        expectEqual(path._harnessRect, host, "at rest the indicator fills the placed frame")
        expectEqual(path._harnessCornerRadius, min(host.width, host.height) / 2)
        expectEqual(thumbFill(thumb), .color(Color(design.indicatorColor(lift: 0, in: .light))))
        // Nothing moves: the timeline is paused.
        let paused = thumb.all.compactMap {
            ($0.value as? any _HarnessTimeline)?._harnessScheduleValue
                as? AnimationTimelineSchedule
        }.first?._harnessPaused
        expectEqual(paused, true)
    }

    check(
        "a tinted liquidGlass: the tint lies over the flat indicator at the design's tint opacity, and tints the lifted lens's glass",
        minimumIOS: 26
    ) {
        let root = renderGlass(LiquidGlassSegmentedControlStyle(tint: .orange))
        expectEqual(root.glassEffects.first?.glass, Glass.identity)
        guard let thumb = root.role(.indicator) else { return fail("no thumb") }
        expect(
            thumb.leafShapes.contains { Paint($0._harnessStyle) == .color(.orange) },
            "the tint over the flat indicator")
        expect(thumb.opacities.contains(design.glass?.tintOpacity ?? -1), "at the tint opacity")
        var lens = makeLens()
        lens.handle(.pointer(.began(centre(of: lens.lens, 1), time: 0)), in: lensContext)
        let lifted = renderThumb(lens: lens.lens, now: 0.1) {
            $0.segmentedColorOverrides = SegmentedColorOverrides(indicator: .orange)
        }
        expectEqual(lifted.glassEffects.first?.glass, Glass.clear.tint(.orange))
        let lift = lens.state(at: 0.1)?.lift ?? 0
        expect(
            lifted.opacities.contains {
                abs($0 - (design.glass?.tintOpacity ?? 0) * (1 - lift)) < 1e-9
            },
            "the tint over the colour fades as the lens lifts, never dropped at once")
    }

    check("pressed: the indicator is drawn at the lens's lifted, scaled frame in clear glass") {
        var lens = makeLens()
        lens.handle(.pointer(.began(centre(of: lens.lens, 1), time: 0)), in: lensContext)
        let now = 0.1
        guard let state = lens.state(at: now) else { return fail("no lens state") }
        expect(state.lift > 0 && state.scale > 1, "the core lifts a pressed indicator")
        let thumb = renderThumb(lens: lens.lens, now: now)
        expectThumbGlass(thumb, Glass.clear)
        let placed = lens.arrangement.indicatorFrame(at: 1)
        let scaled = state.scaledIndicatorFrame
        expectClose(
            drawnRect(thumb) ?? .zero,
            cg(scaled.minX - placed.minX, scaled.minY - placed.minY, scaled.width, scaled.height))
        expectEqual(
            thumbFill(thumb), .color(Color(design.indicatorColor(lift: state.lift, in: .light))))
        let paused = thumb.all.compactMap {
            ($0.value as? any _HarnessTimeline)?._harnessScheduleValue
                as? AnimationTimelineSchedule
        }.first?._harnessPaused
        expectEqual(paused, false, "redrawn every frame while the lens moves")
    }

    check("scrubbed: the drawn indicator is the lens's stretched frame, wider than at rest") {
        var lens = makeLens()
        lens.handle(.pointer(.began(centre(of: lens.lens, 1), time: 0)), in: lensContext)
        lens.handle(.pointer(.moved(centre(of: lens.lens, 2), time: 0.05)), in: lensContext)
        let now = 0.1
        guard let state = lens.state(at: now) else { return fail("no lens state") }
        let rest = lens.arrangement.indicatorFrame(at: 1)
        expect(state.isStretched(restWidth: rest.width), "the core stretches a scrub")
        let thumb = renderThumb(lens: lens.lens, now: now)
        guard let rect = drawnRect(thumb) else { return fail("no thumb") }
        expectClose(rect.width, CGFloat(state.scaledIndicatorFrame.width))
        expect(rect.width > CGFloat(rest.width), "stretched in the direction of travel")
    }

    check("held still once lifted: nothing moves (timeline paused) but the lens stays drawn") {
        var lens = makeLens()
        lens.handle(.pointer(.began(centre(of: lens.lens, 1), time: 0)), in: lensContext)
        let thumb = renderThumb(lens: lens.lens, now: 5)
        expectThumbGlass(thumb, Glass.clear)
        let state = lens.state(at: 5)
        expectEqual(state?.lift, 1)
        let scaled = state?.scaledIndicatorFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        expectClose(Double(drawnRect(thumb)?.width ?? 0), scaled.width)
    }

    check("each timeline frame watches the lens settle, to pause without a new event") {
        var lens = makeLens()
        lens.handle(.pointer(.began(centre(of: lens.lens, 1), time: 0)), in: lensContext)
        lens.handle(.pointer(.ended(centre(of: lens.lens, 1), time: 0.05)), in: lensContext)
        let box = ClockBox(0.1)
        let renderer = Renderer()
        renderer.environment.segmentedLensSource = SegmentLensSource(
            lens: .constant(lens.lens))
        renderer.environment.segmentedLensClock = SegmentLensClock { box.now }
        let placed = lens.arrangement.indicatorFrame(at: 1)
        let thumb = LiquidGlassIndicator(
            configuration: SegmentedIndicatorConfiguration(
                size: CGSize(width: placed.width, height: placed.height),
                cornerRadius: placed.height / 2, position: 1, selectedIndex: 1, count: 3,
                indicator: design.layout.indicator, design: design))
        // SwiftUI fixes a timeline's schedule when it is made, so a frame that sees the lens
        // settle must change the thumb's state to get a paused timeline: the frame's content
        // observes `isSettled` (false while moving, true once settled).
        @MainActor func watched(_ root: RenderedView) -> [Bool] {
            root.modifiers.compactMap {
                if case .valueChange(let observer) = $0 { observer.value as? Bool } else { nil }
            }
        }
        expectEqual(watched(renderer.render(thumb)), [false])
        box.now = 30
        expectEqual(watched(renderer.render(thumb)), [true])
    }

    check("settled after a release: the indicator is back at rest, the timeline paused") {
        var lens = makeLens()
        lens.handle(.pointer(.began(centre(of: lens.lens, 1), time: 0)), in: lensContext)
        lens.handle(.pointer(.ended(centre(of: lens.lens, 1), time: 0.1)), in: lensContext)
        let thumb = renderThumb(lens: lens.lens, now: 30)
        expectThumbGlass(thumb, Glass.identity)
        expectEqual(drawnRect(thumb), CGRect(origin: .zero, size: thumb.frame.size))
    }

    check(
        "Reduce Transparency: a lifted indicator stays flat (no glass pass), in the opaque colour"
    ) {
        var lens = makeLens()
        lens.handle(.pointer(.began(centre(of: lens.lens, 1), time: 0)), in: lensContext)
        let thumb = renderThumb(lens: lens.lens, now: 0.1) {
            $0._harnessSetAccessibilityReduceTransparency(true)
        }
        expectThumbGlass(thumb, Glass.identity)
        let opaque = AppearanceContext(reduceTransparency: true)
        let lift = lens.state(at: 0.1)?.lift ?? 0
        expectEqual(thumbFill(thumb), .color(Color(design.indicatorColor(lift: lift, in: opaque))))
        let root = renderGlass { $0._harnessSetAccessibilityReduceTransparency(true) }
        let track = root.role(.background)?.leafShapes.map { Paint($0._harnessStyle) }
        expectEqual(track?.last, .color(Color(design.trackColor(in: opaque))))
    }

    check("a NaN clock or no lens draws the resting indicator, never a NaN frame") {
        var lens = makeLens()
        lens.handle(.pointer(.began(centre(of: lens.lens, 1), time: 0)), in: lensContext)
        let nan = GlassIndicatorPlacement(lens: lens.lens, now: .nan, position: 1)
        expect(nan.frame.map { $0.minX.isFinite && $0.width.isFinite } ?? true)
        expect(nan.lift.isFinite)
        expectEqual(GlassIndicatorPlacement(lens: nil, now: 1, position: 1).frame, nil)
    }

    // Issue 35: `.interactive()` glass sat under `.allowsHitTesting(false)`, so the system's
    // response to a touch could never fire.
    check(
        "no glass is interactive where it takes no touches: the indicator's glass, at rest and lifted by a press, asks for none",
        minimumIOS: 26
    ) {
        let renderer = Renderer()
        let control = SegmentedControl(["Day", "Week", "Month"], selection: Store(1).binding)
            .segmentedControlStyle(.liquidGlass)
        let resting = renderer.render(control, in: glassBar)
        let finger = renderer.finger(on: control, in: glassBar, at: CGPoint(x: 150, y: 20))
        finger.move(to: CGPoint(x: 160, y: 20))
        let pressed = renderer.render(control, in: glassBar)
        for root in [resting, pressed] {
            expect(!root.glassEffects.isEmpty, "the indicator asks for glass")
            expect(
                root.glassEffects.allSatisfy { !$0.glass._harnessIsInteractive },
                "no interactive glass")
        }
    }

    check("a press on the glass control's indicator reaches the core lens; other styles keep none")
    {
        let store = Store(1)
        let renderer = Renderer()
        let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
            .segmentedControlStyle(.liquidGlass)
        let start = CGPoint(x: 150, y: 20)
        let finger = renderer.finger(on: control, in: glassBar, at: start)
        finger.move(to: CGPoint(x: 170, y: 20))
        let root = renderer.render(control, in: glassBar)
        let lens = root.role(.indicator)?.environment.segmentedLensSource?.lens.wrappedValue
        expect(
            lens?.isHoldingIndicator ?? false, "the lens holds the grabbed indicator")
        expect(lens.map { $0.target > 1 } ?? false, "and follows the finger to the right")

        let pill = Renderer()
        let pillControl = SegmentedControl(["Day", "Week"], selection: Store(0).binding)
            .segmentedControlStyle(.slidingPill)
        let pillFinger = pill.finger(on: pillControl, in: glassBar, at: CGPoint(x: 60, y: 20))
        pillFinger.move(to: CGPoint(x: 90, y: 20))
        let pillRoot = pill.render(pillControl, in: glassBar)
        expect(
            pillRoot.role(.indicator)?.environment.segmentedLensSource?.lens.wrappedValue == nil)
    }

    check(
        "a selection a pager drives (no motion of the control's own) puts the glass lens there at rest; the app's animated one makes it travel"
    ) {
        @MainActor func lensAfterSelecting(driven: Bool) -> LensMachine? {
            let store = Store(0)
            let renderer = Renderer()
            let control = SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
                .segmentedControlStyle(.liquidGlass)
                .segmentedControlPosition(driven ? 2 : nil)
            _ = renderer.render(control, in: glassBar)
            store.value = 2
            let root = renderer.render(control, in: glassBar)
            return root.role(.indicator)?.environment.segmentedLensSource?.lens.wrappedValue
        }
        guard let placed = lensAfterSelecting(driven: true),
            let travelling = lensAfterSelecting(driven: false)
        else { return fail("no published lens") }
        expectEqual(placed.target, 2)
        expect(placed.isSettled(at: placed.time), "the lens rests on Month at once")
        expectEqual(travelling.target, 2)
        expect(!travelling.isSettled(at: travelling.time), "the lens travels to Month")
    }

    // Issue 33: each finger move on the glass style wrote state the control's body read,
    // so the whole control (its body, every label, every piece of the bar: 53 to 56 bodies
    // for three segments) was evaluated again on every move.
    check(
        "a finger move dragging the glass indicator re-evaluates the bar, the indicator and the labels it passes, not the control"
    ) {
        let move = glassFingerMove()
        let run = harnessIOSMajor.map { " (iOS \($0) run)" } ?? ""
        print(
            "glass finger move\(run): \(move.evaluated.count) bodies evaluated, "
                + "the control's own \(move.control): \(move.summary)")
        expect(move.lensTarget > 1, "the lens follows the finger past Week")
        expectEqual(move.control, 0, "the control's body is not evaluated")
        expect(
            move.count("SegmentLabelHost") <= 4,
            "only the labels whose emphasis changed, and their copies under the lens")
        expectEqual(move.count("SegmentedBarPiece"), 0, "the bar's pieces stay as they were")
        expect(
            move.evaluated.count
                <= glassFingerMoveBudget + lensMagnifierMoveBudget
                + (harnessIOSMajor == 16 ? 3 + 4 : 0),
            "\(move.evaluated.count) bodies for one move: \(move.summary)")
    }

    // The iOS 16–25 path: the drawn thumb, rendered directly (on Linux `#available` always
    // holds, so the control itself takes the glass path).
    let indicator = design.layout.indicator
    func drawn(lift: Double, reduceTransparency: Bool = false, tint: Color? = nil)
        -> RenderedView
    {
        let context = AppearanceContext(reduceTransparency: reduceTransparency)
        return Renderer().render(
            DrawnGlassIndicator(
                shape: LensIndicatorShape(indicator: indicator, frame: nil),
                paint: GlassIndicatorPaint(design: design, lift: lift, context: context, tint: tint)
            ),
            in: cg(0, 0, 100, 32))
    }
    func layers(_ root: RenderedView) -> [String] {
        root.leafShapes.map {
            let style = $0._harnessStyle
            if let material = style as? Material { return "material:\(material._harnessName)" }
            if style is LinearGradient { return "highlight" }
            return "\(Paint(style))"
        }
    }
    func shadowRadii(_ root: RenderedView) -> [CGFloat] {
        root.modifiers.compactMap { kind -> CGFloat? in
            if case .shadow(_, let radius, _, _) = kind { radius } else { nil }
        }
    }
    let glass = design.glass

    check("drawn indicator at rest: the resting colour and the highlight, no shadow, no glass API")
    {
        let root = drawn(lift: 0)
        expectEqual(
            layers(root), ["\(Color(design.indicatorColor(lift: 0, in: .light)))", "highlight"])
        expectEqual(shadowRadii(root), [0])
        expect(root.glassCalls.isEmpty, "no glass API on the drawn path")
        let gradient = root.leafShapes.compactMap { $0._harnessStyle as? LinearGradient }.first
        expectEqual(
            gradient?._harnessColors.first,
            glass.map { Color($0.highlight.resolved(in: .light)) })
    }

    check("drawn indicator lifted: a thin material under the lens colour, the core's shadow") {
        let root = drawn(lift: 1)
        expectEqual(
            layers(root),
            [
                "material:ultraThin", "\(Color(design.indicatorColor(lift: 1, in: .light)))",
                "highlight",
            ])
        expectEqual(shadowRadii(root), [CGFloat(glass?.shadowRadius ?? -1)])
    }

    check("drawn indicator under Reduce Transparency: no material, the opaque colour") {
        let opaque = AppearanceContext(reduceTransparency: true)
        let root = drawn(lift: 1, reduceTransparency: true)
        expectEqual(
            layers(root), ["\(Color(design.indicatorColor(lift: 1, in: opaque)))", "highlight"])
    }

    check("drawn indicator with a tint: the tint laid over at the design's tint opacity") {
        let root = drawn(lift: 0, tint: .orange)
        expectEqual(layers(root).count, 3)
        expectEqual(layers(root)[1], "\(Color.orange)")
        expect(root.opacities.contains(glass?.tintOpacity ?? -1), "tint opacity")
    }
}

/// The bodies one finger move may evaluate while it drags the glass indicator: the bar (it
/// reads the dragged position: 1), the two labels the indicator moves between (the label and
/// the style's label each: 4), the indicator (its host, the glass indicator, its timeline, its
/// frame and the glass: 5, and the system glass's modifier on iOS 26: 6), and on iOS 16
/// and 17 the `DragGesture`'s modifier on the selected segment's region with its button (its
/// gesture state changes with the move: 3). On iOS 16 the views that re-evaluate also
/// re-evaluate their one-argument `onChange(of:perform:)`, which SwiftUI reaches there through
/// a `ViewModifier` (View+OnValueChange.swift): 3 more (measured: 16 against 13 on iOS 17).
private let glassFingerMoveBudget = 13

/// What the lens's magnifier adds to a finger move on three segments (it reads the lens too):
/// the magnifier (its body and its timeline: 2), the copies of the two labels whose emphasis
/// changed (the label and the style's label each: 4), and each label's cut-out (its modifier
/// and its timeline: 2 × 3); on iOS 16, their four `onChange(of:perform:)` modifiers as well
/// (the 4 added to the iOS 16 allowance above).
private let lensMagnifierMoveBudget = 12

/// A finger on the selected segment of a glass control drags its indicator past the tap
/// slop, then moves once more, drawn as SwiftUI's next update: the bodies under the control
/// that move evaluated (each named by its type, counted), how many of them were the
/// control's own, and where the lens is heading after it.
@MainActor
private func glassFingerMove() -> (
    evaluated: [String], control: Int, summary: String, lensTarget: Double,
    count: (String) -> Int
) {
    let renderer = Renderer()
    let control = SegmentedControl(["Day", "Week", "Month"], selection: Store(1).binding)
        .segmentedControlStyle(.liquidGlass)
    let finger = renderer.finger(on: control, in: glassBar, at: CGPoint(x: 150, y: 20))
    finger.move(to: CGPoint(x: 170, y: 20))
    renderer.bodyEvaluations = []
    finger.moveInUpdate(to: CGPoint(x: 174, y: 20))
    let root = finger.root
    let controls = root.all.filter {
        String(describing: type(of: $0.value)).hasPrefix("SegmentedControl<")
    }.map(\.path)
    let evaluated = renderer.bodyEvaluations.filter { evaluated in
        controls.contains { evaluated == $0 || evaluated.hasPrefix($0 + ".") }
    }
    var types: [String: String] = [:]
    for node in root.all where types[node.path] == nil {
        types[node.path] = String(describing: type(of: node.value)).split(separator: "<")
            .first.map(String.init)
    }
    var counts: [String: Int] = [:]
    for path in evaluated { counts[types[path] ?? "?", default: 0] += 1 }
    let summary = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        .joined(separator: ", ")
    let lens = root.all.first { $0.value is LiquidGlassIndicator }.flatMap(drawnLens)
    return (
        evaluated, evaluated.filter(controls.contains).count, summary, lens?.target ?? -1,
        { counts[$0] ?? 0 }
    )
}

/// The lens the glass indicator at this node draws.
@MainActor
private func drawnLens(_ indicator: RenderedView) -> LensMachine? {
    indicator.environment.segmentedLensSource?.lens.wrappedValue
}
