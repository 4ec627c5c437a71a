#!/usr/bin/env bash
# Planted bugs: does the test suite notice when the most delicate code is wrong?
#
#   Scripts/planted-bugs.sh            plant every bug below, one at a time, and report
#   Scripts/planted-bugs.sh NAME...    plant only the named bugs
#   Scripts/planted-bugs.sh --check    only check every pattern is still in its file, once
#
# Run it before a release, not in CI: it rebuilds the package once per bug (about a minute
# each on a quiet machine). It copies the working tree (without .build and .git) to a scratch
# directory under /tmp, checks the relevant tests pass there unchanged, then for each bug
# replaces one distinctive piece of source text with a subtly wrong one, runs the tests that
# should notice, and puts the source back. The repository itself is never touched.
#
# One line per bug:
#   caught          the tests failed, as they must
#   NOT CAUGHT      the tests passed with the bug in place: a corner no test reaches
#   OTHER CHECK     (harness bugs) the harness failed, but not in the named check
#   PATTERN GONE    the text to replace is no longer in the file (or is there more than
#                   once): the code changed, so update the bug here — never counted as caught
#   DOES NOT BUILD  the planted change does not compile: update the bug — not counted as caught
# and a summary; the exit status is 0 only when every bug is caught.
#
# A bug is `plant NAME FILE TEST-FILTER OLD NEW`: OLD must occur exactly once in FILE, and
# TEST-FILTER is either
#   a regular expression over Module.Suite/test names, passed to `swift test --filter`; or
#   harness:FE:CHECK   for the front-ends (FE is UIKit or SwiftUI): runs
#                      `Scripts/frontend-harness.sh --suite FE` instead, and the bug counts
#                      as caught only when the harness fails AND its log has the line
#                      `FAIL CHECK` (CHECK is a check's full name, as `check(...)` prints it).
#                      `harness:FE` alone counts any failing check. A harness run that
#                      ends without its summary line (the front-end or a suite did not
#                      compile) is DOES NOT BUILD; one where only other checks failed is
#                      OTHER CHECK (not counted as caught: name the check that should
#                      notice).
# The package is built and `swift test`ed unchanged first only when a selected bug uses
# `swift test`; each front-end whose harness a selected bug uses is run unchanged first too.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

core=SegmentedCoreTests
svg=SegmentedSVGTests
# The terminal's tests without the tmux end-to-end test, which is slow and tests no rule here.
terminal='SegmentedTerminalTests\.(CellWidth|Sanitizer|TerminalHostile|TerminalRendering|Truncation|CellGrid|ColorMode|KeyParser|Wcwidth)'

names=()
files=()
filters=()
olds=()
news=()
plant() {
    names+=("$1")
    files+=("$2")
    filters+=("$3")
    olds+=("$4")
    news+=("$5")
}

# --- Inserting and removing segments ------------------------------------------------------
plant change-transition-old-index Sources/SegmentedCore/Layout/SegmentChangeTransition.swift \
    "$core.SegmentChangeTransitionTests" \
    'return index > inserted && inserted >= 0 ? index - 1 : index' \
    'return index'
# --- Hit testing -------------------------------------------------------------------------
plant hit-test-boundary Sources/SegmentedCore/Layout/Arrangement.swift "$core" \
    '_bisect(entries, low: 0, high: count - 1) { $0.boundary > leading }' \
    '_bisect(entries, low: 0, high: count - 1) { $0.boundary >= leading }'
plant hit-test-rtl Sources/SegmentedCore/Layout/Arrangement.swift "$core" \
    'let leading = layoutDirection == .leftToRight ? point.x : contentSize.width - point.x' \
    'let leading = point.x'
# --- Mirroring ---------------------------------------------------------------------------
plant mirror-width Sources/SegmentedCore/Layout/SegmentedLayout.swift "$core" \
    'x = Swift.max(0, width - x - self.width)' \
    'x = Swift.max(0, width - x)'
plant rtl-minimal-scroll Sources/SegmentedCore/Layout/Arrangement+Scrolling.swift "$core" \
    'offset = layoutDirection == .leftToRight ? leadingEdge : leadingEdge - viewportWidth' \
    'offset = layoutDirection == .leftToRight ? leadingEdge : frame.minX'
# --- Emphasis ----------------------------------------------------------------------------
plant emphasis-slope Sources/SegmentedCore/Layout/Arrangement+Emphasis.swift "$core" \
    'return Swift.max(0, 1 - abs(clamped - Double(index)))' \
    'return Swift.max(0, 1 - abs(clamped - Double(index)) / 2)'
plant bold-threshold Sources/SegmentedCore/Designs/LabelAppearance.swift "$core" \
    'return emphasis >= 0.5 ? .selected : .normal' \
    'return emphasis > 0.5 ? .selected : .normal'
plant translucent-blend Sources/SegmentedCore/Color/RGBAColor.swift "$core" \
    'alpha: alpha * (1 - t) + other.alpha * t)' \
    'alpha: Swift.max(alpha, other.alpha))'
# --- Indicator geometry ------------------------------------------------------------------
plant elastic-edges Sources/SegmentedCore/Indicator/IndicatorGeometry.swift "$core" \
    'let leftFraction = towardGreaterX ? follows : leads' \
    'let leftFraction = towardGreaterX ? leads : follows'
plant capsule-radius Sources/SegmentedCore/Geometry/Size+CornerRadius.swift "$core" \
    'let limit = Swift.min(width, height) / 2' \
    'let limit = Swift.max(width, height) / 2'
# --- Springs -----------------------------------------------------------------------------
plant spring-period Sources/SegmentedCore/Motion/Spring.swift "$core" \
    'omega = 2 * .pi / response' \
    'omega = .pi / response'
plant spring-velocity-term Sources/SegmentedCore/Motion/Spring.swift "$core" \
    $'let b = (v0 + zeta * w * x0) / wd\n            let decay = exp(-zeta * w * t)' \
    $'let b = (v0 - zeta * w * x0) / wd\n            let decay = exp(-zeta * w * t)'
# --- A host that describes itself whole on every update --------------------------------
plant follow-ignores-placed-indicator Sources/SegmentedCore/Control/ControlMachine+Host.swift \
    "$core.ControlMachineHostTests" \
    'events.append(host.placesIndicator ? .indicatorPlaced : .selectionChanged)' \
    'events.append(.selectionChanged)'
plant lens-parameters-nan-unequal Sources/SegmentedCore/Motion/LensParameters.swift "$core" \
    'lhs.resolved == rhs.resolved' \
    'lhs.liftScale == rhs.liftScale && lhs.resolved == rhs.resolved'
# --- Bézier ------------------------------------------------------------------------------
plant bezier-bisection Sources/SegmentedCore/Motion/TimingCurve.swift "$core" \
    'if value < time { low = t } else { high = t }' \
    'if value < time { high = t } else { low = t }'
# --- Retargeting -------------------------------------------------------------------------
plant merge-from-old-target Sources/SegmentedCore/Motion/PositionAnimator.swift "$core" \
    'kind: .curve(curve, duration: duration, delta: current - newTarget))' \
    'kind: .curve(curve, duration: duration, delta: oldTarget - newTarget))'
plant spring-from-old-target Sources/SegmentedCore/Motion/PositionAnimator.swift "$core" \
    'let x0 = current - newTarget' \
    'let x0 = oldTarget - newTarget'
# --- Selection ---------------------------------------------------------------------------
plant select-disabled Sources/SegmentedCore/Selection/SelectionModel.swift "$core" \
    'index >= 0 && index < count && !disabledIndices.contains(index)' \
    'index >= 0 && index < count'
plant reduce-motion-travels Sources/SegmentedCore/Selection/IndicatorTransition.swift "$core" \
    'self = old == new ? .jump : .crossFade' \
    'self = .travel'
plant cross-fade-mixes-wrong-end Sources/SegmentedCore/Selection/IndicatorCrossFade.swift "$core" \
    'return old + (new - old) * progress' \
    'return new + (old - new) * progress'
# --- Cell widths -------------------------------------------------------------------------
plant wide-off-by-one Sources/SegmentedTerminal/Text/CellWidth.swift "$terminal" \
    'if EastAsianWidth.isWide(value) || scalar.properties.isEmojiPresentation {' \
    'if EastAsianWidth.isWide(value + 1) || scalar.properties.isEmojiPresentation {'
# --- Escaping ----------------------------------------------------------------------------
plant xml-less-than Sources/SegmentedSVG/Markup/XMLEscaping.swift "$svg" \
    'case "<": result += "&lt;"' \
    'case "<": result += "<"'
plant terminal-escape Sources/SegmentedTerminal/Text/TerminalText.swift "$terminal" \
    $'                case 0x1B:\n                    state = .escape\n                case 0x9B:' \
    $'                case 0x9B:'
# --- UIKit front-end (the harness's UIKit suite) -----------------------------------------
uikit=harness:UIKit
plant uikit-select-silent Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:tracking: dragging the indicator one segment along moves the indicator with the finger" \
    $'case .select(let index):\n                select(index, animated: true, byUser: true)' \
    $'case .select(let index):\n                select(index, animated: true, byUser: false)'
plant uikit-custom-view-frame-unmeasured Sources/SegmentedUIKit/Control/SegmentView.swift \
    "$uikit:a custom view is sized by its fitting size and placed in the core's content frame" \
    'guard size.width == 0 || size.height == 0 else { return size }' \
    'return size'
plant uikit-custom-view-takes-touches Sources/SegmentedUIKit/Control/SegmentView.swift \
    "$uikit:a tap on a custom view selects its segment; the view takes no touches" \
    'view.isUserInteractionEnabled = false' \
    '_ = view.isUserInteractionEnabled'
plant uikit-custom-view-state-untold Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:a custom view is told selected, not selected and disabled" \
    'segmentViews[index].apply(state: state)' \
    '_ = state'
plant uikit-custom-view-grows Sources/SegmentedUIKit/Control/SegmentView.swift \
    "$uikit:a frame-based custom view keeps its size when a title progress reserves more room" \
    'guard let customView, let size = customViewSize else { return }' \
    'guard let customView, case let size = bounds.size else { return }'
plant uikit-touch-unscrolled Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:scroll: after the bar scrolled, a tap selects the segment under the finger" \
    'Point(touch.location(in: contentView))' \
    'Point(touch.location(in: self))'
plant uikit-held-vertical-selects Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:scroll: a finger held on the control inside a vertical scroll view, then dragged vertically, selects nothing" \
    'isMomentary: isMomentary, yieldsVerticalDrags: isInVerticallyScrollingContent)' \
    'isMomentary: isMomentary, yieldsVerticalDrags: false)'
plant uikit-indicator-taken-by-pan Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:tracking: a held indicator on a bar that scrolls is not taken by the bar's pan" \
    $'return machine.interaction.yieldsScroll(\n                dx: Double(velocity.x), dy: Double(velocity.y))\n                && super' \
    $'return true\n                && super'
plant uikit-parent-tap-swallows Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:a UIKit control under a parent UITapGestureRecognizer: a tap selects" \
    'if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,' \
    'if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view === self,'
plant uikit-edge-swipe-refused Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:the back swipe starting on the selected segment begins" \
    $'if isScreenEdgeBackSwipe(gestureRecognizer) {\n                return super' \
    $'if isScreenEdgeBackSwipe(gestureRecognizer) {\n                return !machine.interaction.isHoldingIndicator && super'
plant uikit-decelerating-tap-selects Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:a tap on a decelerating bar selects nothing" \
    'scrolledAtHitTest || scrollView.isDecelerating || scrollView.isDragging' \
    'scrollView.isDecelerating || scrollView.isDragging'
plant uikit-fling-tap-exact-time Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:scroll: a quick tap on a flung bar inside a feed, its touch-down delivered as the finger lifts, stops the bar and selects nothing" \
    'scrollingAtHitTest?.isScrolling(forTouchAt: touch.timestamp) ?? false' \
    'scrollingAtHitTest.map { $0.isScrolling && $0.time == event?.timestamp } ?? false'
plant uikit-fling-note-outlives-hit-test Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:scroll: a tap on the resting bar just after a swipe the feed took from the flung bar selects" \
    $'if let event {\n                scrollingAtHitTest =' \
    $'if let event, scrollView.isDecelerating || scrollView.isDragging {\n                scrollingAtHitTest ='
plant core-fling-note-any-age Sources/SegmentedCore/Interaction/InteractionMachine+ScrollingAtHitTest.swift "$core" \
    'isScrolling && abs(touchTime - time) <= Self.maximumTouchDelay' \
    'isScrolling && !touchTime.isNaN'
plant uikit-bounce-not-clamped Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:a tap on a bar bouncing back past its start stops it at its start, selecting nothing" \
    'x: min(max(scrollView.contentOffset.x, range.lowerBound), range.upperBound),' \
    'x: scrollView.contentOffset.x,'
plant uikit-content-pop-takes-bar-scroll Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:iOS 26: on a bar scrolled away from its start, the back swipe from the content scrolls the bar" \
    'return !machine.interaction.isHoldingIndicator && !barCanScrollWithBackSwipe' \
    'return !machine.interaction.isHoldingIndicator'
plant uikit-tap-refusal-ignores-cancels Sources/SegmentedUIKit/Input/SegmentedTabControl+Tracking.swift \
    "$uikit:a parent tap recognizer that leaves touches to the views recognizes beside a segment tap" \
    $'tap.numberOfTouchesRequired == 1,\n                    tap.cancelsTouchesInView' \
    'tap.numberOfTouchesRequired == 1'
# The UIKit control's keys, focus moves and Return go through its ControlMachine: these
# plant the control's wiring bugs where that machine now does the wiring.
control_machine=Sources/SegmentedCore/Control/ControlMachine.swift
plant uikit-rtl-arrows "$control_machine" \
    "$uikit:keyboard, right to left: the right arrow goes to the previous segment" \
    'let direction = shown ?? context.arrangement.layoutDirection' \
    'let direction = LayoutDirection.leftToRight'
plant uikit-tv-focus-no-select "$control_machine" \
    "$uikit:tvOS: a remote swipe moves focus from segment to segment, selecting each, with the focused look drawn in the coordinator's animations" \
    'effects += focusEvent(.focusMoved(to: index), in: &context, shouldSelect)' \
    '_ = focusEvent(.focusMoved(to: index), in: &context, shouldSelect)'
plant uikit-tv-focus-entry Sources/SegmentedUIKit/Control/SegmentView.swift \
    "$uikit:tvOS: a remote swipe moves focus from segment to segment, selecting each, with the focused look drawn in the coordinator's animations" \
    'return host.segmentCanBecomeFocused(index)' \
    'return host.focusesSegments && host.isEnabled'
plant core-focus-entry-anywhere Sources/SegmentedCore/Selection/FocusMachine.swift \
    "$uikit:tvOS: a remote swipe moves focus from segment to segment, selecting each, with the focused look drawn in the coordinator's animations" \
    'if focusedIndex != nil { return true }' \
    'return true'
plant uikit-tv-look-uncoordinated Sources/SegmentedUIKit/Input/SegmentedTabControl+Focus.swift \
    "$uikit:tvOS: a remote swipe moves focus from segment to segment, selecting each, with the focused look drawn in the coordinator's animations" \
    'coordinator.addCoordinatedAnimations({ [weak self] in self?.showFocus() })' \
    'showFocus()'
plant uikit-dark-ignored Sources/SegmentedUIKit/Control/SegmentedTabControl+Appearance.swift \
    "$uikit:appearance: in a dark window a title takes the design's dark colour, in a light one its light colour" \
    'appearance: traits.userInterfaceStyle == .dark ? .dark : .light,' \
    'appearance: .light,'
plant uikit-a11y-adjustable Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:each segment is a button with its place; the selected one has the selected trait" \
    'private var ownMachine = ControlMachine<String>(isAdjustable: false)' \
    'private var ownMachine = ControlMachine<String>(isAdjustable: true)'
plant uikit-decorator-no-action Sources/SegmentedUIKit/SystemControl/SegmentedUnderlineDecorator.swift \
    "$uikit:decorator: a tap moves the underline to the tapped segment" \
    'control.addTarget(self, action: Self.selectionChangedSelector, for: .valueChanged)' \
    'control.addTarget(self, action: Self.selectionChangedSelector, for: .touchDown)'

# Every input asks one decision, SelectionRequestMachine (issue 33): momentary, reselect and
# the veto for VoiceOver, keys, Apple TV focus and clicks and the Large Content Viewer as for a
# tap; keys through keyboard focus; clicks on release.
requests=Sources/SegmentedCore/Selection/SelectionRequestMachine.swift
plant request-momentary-touch-only "$requests" \
    "$uikit:VoiceOver: a double tap on a momentary control reports the segment, shows none, and can be repeated" \
    'if context.isMomentary { effects.append(.clearSelection) }' \
    'if context.isMomentary, input == .pointer { effects.append(.clearSelection) }'
plant request-reselect-touch-only "$requests" \
    "$uikit:VoiceOver: a double tap on the selected segment calls onReselect and sends nothing" \
    '} else if !context.isMomentary, index == selection.selectedIndex {' \
    '} else if !context.isMomentary, index == selection.selectedIndex, input == .pointer {'
plant request-veto-touch-only "$requests" \
    "$uikit:veto: shouldSelectSegment refuses the Large Content Viewer's lift" \
    'guard shouldSelect(index) else { return [] }' \
    'guard input != .pointer || shouldSelect(index) else { return [] }'
plant request-momentary-moves-act "$requests" \
    "$uikit:tvOS: on a momentary control focus moves report nothing; a click reports and shows none" \
    'guard !context.isMomentary, index != selection.selectedIndex else { return [] }' \
    'guard index != selection.selectedIndex else { return [] }'
plant core-request-momentary-moves-act "$requests" "$core" \
    'guard !context.isMomentary, index != selection.selectedIndex else { return [] }' \
    'guard index != selection.selectedIndex else { return [] }'
plant uikit-lift-bypasses-core Sources/SegmentedUIKit/Accessibility/SegmentedTabControl+Accessibility.swift \
    "$uikit:veto: shouldSelectSegment refuses the Large Content Viewer's lift" \
    'control.feed(.largeContentViewerLifted(index: index))' \
    'control.select(index, animated: true, byUser: true)'
plant uikit-activate-bypasses-core Sources/SegmentedUIKit/Accessibility/SegmentedTabControl+Accessibility.swift \
    "$uikit:VoiceOver: a double tap on a momentary control reports the segment, shows none, and can be repeated" \
    'feed(.accessibilityActivated(index: index))' \
    'select(index, animated: true, byUser: true)'
plant uikit-adjust-focus-on-refusal Sources/SegmentedCore/Accessibility/AccessibilityMachine.swift \
    "$uikit:veto: shouldSelectSegment refuses a VoiceOver double tap and swipe; focus stays" \
    'guard elements.indices.contains(index), selection.selectedIndex == index else {' \
    'guard elements.indices.contains(index) else {'
plant uikit-return-moves "$control_machine" \
    "$uikit:keyboard: Return and Space on the focused control call onReselect and send nothing" \
    'effects += request(selected, by: .activationKey, in: &context, shouldSelect)' \
    'effects += request(selected, by: .navigationKey, in: &context, shouldSelect)'
plant uikit-focus-not-first-responder Sources/SegmentedUIKit/Input/SegmentedTabControl+Keyboard.swift \
    "$uikit:keyboard: Tab focus reaching the control lets the arrows move the selection, with no becomeFirstResponder from the app" \
    '_ = becomeFirstResponder()' \
    '_ = canBecomeFirstResponder'
plant uikit-keys-kept-after-focus-left Sources/SegmentedUIKit/Input/SegmentedTabControl+Keyboard.swift \
    "$uikit:keyboard: Tab focus reaching the control lets the arrows move the selection, with no becomeFirstResponder from the app" \
    '} else if context.previouslyFocusedView === self, isFirstResponder {' \
    '} else if context.previouslyFocusedView === self, isFirstResponder, false {'
plant uikit-no-focus-group Sources/SegmentedUIKit/Input/SegmentedTabControl+Keyboard.swift \
    "$uikit:keyboard: Tab focus reaching the control lets the arrows move the selection, with no becomeFirstResponder from the app" \
    $'focusGroupIdentifier =\n                    "SegmentedKit.SegmentedTabControl.' \
    $'accessibilityIdentifier =\n                    "SegmentedKit.SegmentedTabControl.'
plant uikit-haptic-touch-only Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:keyboard: Tab focus reaching the control lets the arrows move the selection, with no becomeFirstResponder from the app" \
    $'if selectionFeedback == nil {\n                        selectionFeedback = UISelectionFeedbackGenerator()\n                    }' \
    ''
plant uikit-tv-click-on-press-down Sources/SegmentedUIKit/Input/SegmentedTabControl+Focus.swift \
    "$uikit:tvOS: a click acts when the select button comes up; a cancelled press does nothing" \
    'feed(.clickBegan)' \
    $'feed(.clickBegan)\n                feed(.clickEnded)'
plant uikit-tv-cancel-forwarded Sources/SegmentedUIKit/Input/SegmentedTabControl+Focus.swift \
    "$uikit:tvOS: a select press the control takes reaches no responder above it, in any phase" \
    'if !others.isEmpty { super.pressesCancelled(others, with: event) }' \
    'super.pressesCancelled(presses, with: event)'
plant uikit-tv-changed-forwarded Sources/SegmentedUIKit/Input/SegmentedTabControl+Focus.swift \
    "$uikit:tvOS: a select press the control takes reaches no responder above it, in any phase" \
    'if !others.isEmpty { super.pressesChanged(others, with: event) }' \
    'super.pressesChanged(presses, with: event)'
plant core-focus-cancelled-click-acts Sources/SegmentedCore/Selection/FocusMachine.swift "$core" \
    $'case .clickCancelled:\n            clickedIndex = nil\n            return []' \
    $'case .clickCancelled:\n            defer { clickedIndex = nil }\n            return click(in: context)'
plant uikit-reduce-motion-jumps Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:under Reduce Motion a tap cross-fades: the indicator never stands between the two segments, the old one fades out and the new one in over the core's cross-fade duration" \
    $'case .crossFade:\n                    beginCrossFade(to: target)' \
    $'case .crossFade:\n                    animator.jump(to: Double(target))'
plant uikit-glass-not-faded Sources/SegmentedUIKit/Control/SegmentedTabControl+CrossFade.swift \
    "$uikit:under Reduce Motion the glass lens neither lifts nor stretches: a tap cross-fades it at rest at both ends" \
    'glass.alpha = incoming' \
    'glass.alpha = 1'
# The magnifier's copy replaces the titles under the lifted lens outright; a cross-fade with the
# lift would show each title twice, at two sizes.
plant lens-magnifier-cross-fades Sources/SegmentedCore/Interaction/LensMagnifier.swift \
    "$core\\.LensMagnifierTests" \
    'let opacity: Double = lift.isFinite && lift > 0 ? 1 : 0' \
    'let opacity: Double = lift.isFinite ? Swift.min(Swift.max(lift, 0), 1) : 0'
# The lens magnifies the titles under it (issue 35): the titles are cut out under the lens, the
# cut-out moves on the lens's frame, the copy is scaled about the lens's centre and drawn sharp,
# and a custom view is left as it is.
magnifier=Sources/SegmentedUIKit/Glass/SegmentedTabControl+Magnifier.swift
magnified="after one frame of the display link mid-lift, the magnified copy is at the lens's centre with its magnification, clipped to it, and the titles are masked under the lens (both directions)"
plant uikit-magnifier-titles-unmasked "$magnifier" "$uikit:$magnified" \
    'titlesView.layer.mask = magnifier.titlesMask' \
    '_ = magnifier.titlesMask'
plant uikit-magnifier-mask-animates "$magnifier" "$uikit:$magnified" \
    'CATransaction.setDisableActions(true)' \
    'CATransaction.setDisableActions(false)'
plant uikit-magnifier-about-own-centre "$magnifier" "$uikit:$magnified" \
    'tx: (1 - m) * (CGFloat(self.center.x) - centre.x)' \
    'tx: 0'
plant uikit-magnifier-titles-not-cut "$magnifier" "$uikit:$magnified" \
    'titlesMask.fillRule = .evenOdd' \
    'titlesMask.fillRule = .nonZero'
plant uikit-lens-placed-before-layout Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:glass: the lens rests on the indicator as each frame of an inserted segment places it" \
    'feed(placesLensAtLayout ? .indicatorPlaced : .arrangementChanged)' \
    'feed(.arrangementChanged)'
plant uikit-glass-ignores-segment-change Sources/SegmentedUIKit/Control/SegmentedTabControl+SegmentChanges.swift \
    "$uikit:glass: the lens rests on the indicator as each frame of an inserted segment places it" \
    'if glassIndicator != nil { showLens(at: time) }' \
    '_ = time'
plant uikit-magnifier-soft-text "$magnifier" \
    "$uikit:the magnified copy's text draws at the screen's scale times the magnification" \
    'copy.titleLabel.contentScaleFactor = contentsScale' \
    '_ = contentsScale'
plant uikit-magnifier-custom-view-masked Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:Dynamic Type, images and custom views under the lens: copies in the title's font and image; a custom view is neither copied nor masked" \
    'item.customView == nil ? titlesView : contentView' \
    'titlesView'

# --- SwiftUI front-end (the harness's SwiftUI suite) ---------------------------------------
swiftui=harness:SwiftUI
pointer=Sources/SegmentedSwiftUI/Control/SegmentedControl+Pointer.swift
plant swiftui-pointer-ignores-rtl "$pointer" \
    "$swiftui:right to left: dragging the indicator left moves it to later segments" \
    'x: layoutDirection == .rightToLeft ? region.maxX - x : region.minX + x,' \
    'x: region.minX + x,'
plant swiftui-scroll-origin-local "$pointer" \
    "$swiftui:content the app scrolls under a held press: the release selects nothing" \
    'let origin = proxy.frame(in: CoordinateSpace.global).origin' \
    'let origin = proxy.frame(in: CoordinateSpace.local).origin'
plant swiftui-indicator-lets-bar-scroll Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:holding the indicator keeps a scrolling bar still: the indicator follows, the release selects" \
    '.scrollDisabled(isHoldingIndicator)' \
    '.scrollDisabled(false)'
plant swiftui-cancel-not-fed "$pointer" \
    "$swiftui:in a List, a quick indicator drag the platform cancels puts the indicator back" \
    $'touch.isInDrag = false\n            feed(.cancelled(time: now), cancelsTheTouch: true)' \
    'touch.isInDrag = false'
# Touches the system arbitrates (issue 32).
plant swiftui-recognizer-on-every-segment Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:no gesture over the whole bar: only the selected segment's region has one" \
    'holdsIndicator: holdsIndicator && index == shown.selectedIndex' \
    'holdsIndicator: holdsIndicator'
plant swiftui-indicator-pan-any-direction Sources/SegmentedCore/Interaction/InteractionMachine.swift \
    "$swiftui:a vertical swipe starting on the bar inside a List scrolls the list, nothing selected" \
    'guard abs(dx) > abs(dy) else { return false }' \
    'guard abs(dx) >= 0 || dx.isNaN else { return false }'
plant swiftui-tap-after-drag-lost Sources/SegmentedSwiftUI/Control/SegmentedControlModel.swift \
    "$swiftui:after dragging the indicator, a quick tap on another segment selects it" \
    'return time - finished.time <= Self.sameTouchWindow' \
    'return true'
plant swiftui-action-after-drag "$pointer" \
    "$swiftui:a drag of the indicator let go within the pressed segment's reach selects where it ended" \
    'guard !touch.isInDrag, !touch.takeFinishedTouch(at: now, button: index),' \
    'guard !touch.isInDrag,'
plant swiftui-action-after-cancel "$pointer" \
    "$swiftui:content the app scrolls under a held press: the release selects nothing" \
    'touch.finishTouch(at: now, button: touch.pressedButton, followsContent: true)' \
    '_ = touch.pressedButton'
plant swiftui-edge-swipe-not-first "$pointer" \
    "$swiftui:in a navigation stack, a back swipe from the edge on the selected segment selects nothing" \
    $') -> Bool {\n                    Self.isEdgeBackSwipe(otherGestureRecognizer)\n                        ||' \
    $') -> Bool {\n                    false\n                        ||'
plant swiftui-content-back-swipe-first "$pointer" \
    "$swiftui:iOS 26, in a navigation stack: a back swipe from the content on the selected segment drags the indicator" \
    'Self.isContentBackSwipe(otherGestureRecognizer) && isHoldingIndicator()' \
    'false'
plant swiftui-content-back-swipe-never-first "$pointer" \
    "$swiftui:iOS 26, in a List: a quick swipe from the selected segment goes back; a held one drags" \
    $'&& !isHoldingIndicator())' \
    $'&& false)'
plant swiftui-drag-start-rechecked "$pointer" \
    "$swiftui:a drag from the selected segment that starts vertically stays vertical when it turns" \
    'guard !touch.isDragDeclined else { return }' \
    ''
plant swiftui-quick-drag-needs-hold "$pointer" \
    "$swiftui:a bar that fits, in a List: a quick sideways drag from the selected segment moves it" \
    'dx: dx, dy: dy, requiresHold: barScrolls)' \
    'dx: dx, dy: dy, requiresHold: true)'
plant swiftui-no-pressed-look Sources/SegmentedSwiftUI/Styles/DefaultSegmentLabel.swift \
    "$swiftui:touch-down dims the pressed segment; lifting selects it and un-dims it" \
    '? SegmentedDesign.pressedLabelOpacity : 1)' \
    '? 1 : 1)'
plant swiftui-press-end-ignored "$pointer" \
    "$swiftui:a vertical drag that leaves the bar selects nothing (no scroll view around)" \
    '} else if !touch.isInDrag {' \
    '} else if false {'
plant swiftui-tab-captured Sources/SegmentedSwiftUI/Accessibility/SegmentedControl+Accessibility.swift \
    "$swiftui:Tab and Shift-Tab are left to the system by default, as the system controls do" \
    ': [.leftArrow, .rightArrow, .home, .end, .return, .space]' \
    ': [.leftArrow, .rightArrow, .home, .end, .return, .space, .tab]'
plant swiftui-always-adjustable Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:segments are not adjustable by default: a VoiceOver swipe up selects nothing" \
    'isAdjustable: navigation.contains(.adjustable),' \
    'isAdjustable: true,'
plant swiftui-keys-ignore-rtl Sources/SegmentedSwiftUI/Accessibility/SegmentedControl+Accessibility.swift \
    "$swiftui:right to left, the right arrow goes to the previous segment" \
    'let shown = SegmentedCore.LayoutDirection(layoutDirection)' \
    'let shown = SegmentedCore.LayoutDirection.leftToRight'
plant uikit-primary-action-unsent Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:system spelling: .primaryActionTriggered is sent once with each user change only" \
    $'sendActions(for: .valueChanged)\n            sendActions(for: .primaryActionTriggered)' \
    'sendActions(for: .valueChanged)'
plant uikit-segment-action-skipped Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:system spelling: each segment's UIAction runs once when the user selects it" \
    'let action = items[index].action {
                sendAction(action)' \
    'let action = items[index].action {
                _ = action'
plant uikit-insert-jumps Sources/SegmentedUIKit/Control/SegmentedTabControl+SegmentChanges.swift \
    "$uikit:system spelling: an inserted segment grows in from its middle on display frames" \
    'guard animated, window != nil else { return }' \
    'guard !animated, window != nil else { return }'
plant uikit-removed-selection-kept Sources/SegmentedUIKit/Control/SegmentedTabControl+Segments.swift \
    "$uikit:system spelling: removing the selected segment leaves no selection, as the system's" \
    '$0 == index ? nil : ($0 > index ? $0 - 1 : $0)' \
    '$0 == index ? index : ($0 > index ? $0 - 1 : $0)'
plant swiftui-layout-cache-dropped Sources/SegmentedSwiftUI/Control/SegmentedBarLayout.swift \
    "$swiftui:across renders the bar keeps its arrangement, and arranges again when a label grows" \
    'func updateCache(_ cache: inout Cache, subviews: Subviews) {}' \
    'func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }'
# The system style (issue 36): a disabled segment of the system picker refuses a tap on every
# OS, and the system control never shows a selection the app does not have.
system_style=Sources/SegmentedSwiftUI/Styles/SystemSegmentedControlStyle.swift
plant swiftui-system-option-disabled-ignored "$system_style" \
    "$swiftui:a \`.system\` disabled segment refuses a tap" \
    'selectionDisabled(isDisabled)' \
    'disabled(isDisabled)'
plant swiftui-system-refusal-keeps-tap-shown "$system_style" \
    "$swiftui:a \`.system\` disabled segment refuses a tap" \
    '.id(refusals.wrappedValue)' \
    '.id(0)'
plant swiftui-system-shows-nearest-enabled Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:\`.system\`: a disabled bound id shows that segment selected, as Picker does" \
    'boundIndex: items.firstIndex { $0.id == selection },' \
    'boundIndex: selectionModel.selectedIndex,'

# --- Pager (the harness's UIKit and SwiftUI suites) ---------------------------------------
plant pager-turn-target-unannounced Sources/SegmentedUIKit/Pager/SegmentedPagerController.swift \
    "harness:UIKit:pager: during a distant turn the target page has begun to appear and is not hidden" \
    'return turn.id == targetID ? [targetID] : [turn.id, targetID]' \
    'return [turn.id]'
swiftui=harness:SwiftUI
pager_controller=Sources/SegmentedUIKit/Pager/SegmentedPagerController.swift
pager_view=Sources/SegmentedSwiftUI/Pager/SegmentedPager.swift
plant pager-target-offset-write "$pager_controller" \
    "$uikit:pager: a release leaves a paging scroll view's target offset alone" \
    'if !isPaging {' \
    'if isPaging || !isPaging {'
plant pager-appear-before-rest "$pager_controller" \
    "$uikit:pager: a cancelled swipe reports no finished appearance" \
    'let isResting = pager.phase == .idle && pager.visibleIndices.count <= 1 && turn == nil' \
    'let isResting = turn == nil'
plant pager-distant-turn-animated Sources/SegmentedCore/Paging/PagingGeometry+Turn.swift \
    "$uikit:pager: a distant tap builds only the target page" \
    'guard abs(toSlot - fromSlot) > 1 else { return nil }' \
    'guard abs(toSlot - fromSlot) > 99 else { return nil }'
plant pager-ids-by-title "$pager_controller" \
    "$uikit:pager: duplicate titles show every page" \
    'let ids = PagerMachine.uniqueIDs(items.map(\.id))' \
    'let ids = items.map(\.id)'
# The UIKit pager on the platform (issue 34): appearance order, the bars' scroll view,
# VoiceOver, the safe area.
page_appearance=Sources/SegmentedCore/Paging/PageAppearanceMachine.swift
plant pager-pages-appear-only-once-shown "$page_appearance" \
    "$uikit:pager: the first page gets viewWillAppear before it is shown, also during a push" \
    'guard container == .appearing || container == .appeared else { return }' \
    'guard container == .appeared else { return }'
plant pager-did-appear-before-push-ends "$page_appearance" \
    "$uikit:pager: the appearance order during a push" \
    'if container == .appeared, isResting { endTransitions(&effects) }' \
    'if container != .disappeared, isResting { endTransitions(&effects) }'
plant pager-bars-watch-first-page "$pager_controller" \
    "$uikit:pager: contentScrollView(for: .top) is the selected page's" \
    'guard let id = pager.selectedID, let page = loadedViewControllers[id],' \
    'guard let id = pager.ids.first, let page = loadedViewControllers[id],'
plant pager-offscreen-pages-in-voiceover "$pager_controller" \
    "$uikit:pager: off-screen pages are hidden from VoiceOver" \
    'let hidden = !visible.contains(id)' \
    'let hidden = false'
# The pager's header: one selection, the committed page; never momentary; the veto obeyed.
plant pager-header-own-selection Sources/SegmentedCore/Paging/PagerMachine+Header.swift \
    "$core.PagerMachineHeaderTests" \
    '        context.selection = selection' \
    '        _ = selection'
plant pager-header-momentary Sources/SegmentedCore/Paging/PagerMachine+Header.swift \
    "$core.PagerMachineHeaderTests" \
    '        context.isMomentary = false' \
    '        _ = context.isMomentary'
plant pager-header-veto-dropped Sources/SegmentedCore/Paging/PagerMachine.swift \
    "$core.PagerMachineHeaderTests" \
    'event, in: headerContext(for: host), at: time, shouldSelect: shouldSelect)' \
    'event, in: headerContext(for: host), at: time)'
plant pager-header-code-selection-local Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:pager: selecting on the header in code selects the page" \
    'machineHost.headerControl(self, requestsSelection: index, animated: animated)' \
    'select(index, animated: animated, byUser: false)'
plant pager-voiceover-scroll-ignores-rtl Sources/SegmentedCore/Paging/PagerMachine.swift \
    "$uikit:pager: a VoiceOver scroll by page turns one page through the core" \
    'case .left: forward = geometry.layoutDirection == .leftToRight' \
    'case .left: forward = true'
plant header-ignores-safe-area Sources/SegmentedUIKit/Control/SegmentedTabControl+SafeArea.swift \
    "$uikit:pager: the header honours the safe-area insets in landscape" \
    'let sides = UIEdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right)' \
    'let sides = UIEdgeInsets.zero'
plant pager-page-built-while-loaded "$pager_view" \
    "$swiftui:a page's state survives being unloaded and coming back" \
    'if builtIDs.contains(item.id) {' \
    'if loadedIDs.contains(item.id) {'
plant pager-position-read-by-pager "$pager_view" \
    "$swiftui:a scroll frame re-evaluates at most 2n + 2 of the header's bodies and no page's" \
    'source: model.positionSource { SegmentedPositionSource(position: $position) },' \
    'source: SegmentedPositionSource(position: .constant(position)),'
plant pager-no-reanchor "$pager_view" \
    "$swiftui:a rotation mid-page keeps the page" \
    'proxy.scrollTo(PagerPageID(id: id), anchor: .leading)' \
    '_ = proxy'
# The SwiftUI pager on every OS version (issue 34).
plant pager-pages-keyed-by-position "$pager_view" \
    "$swiftui:an item inserted before a page: the page keeps its state and the selection" \
    'return ForEach(reversed ? ordered.reversed() : ordered, id: \.element.id) {' \
    'return ForEach(reversed ? ordered.reversed() : ordered, id: \.offset) {'
plant pager-loaded-content-kept Sources/SegmentedSwiftUI/Pager/SegmentedPagerLoadedContent.swift \
    "$swiftui:loaded content is released out of range and built again when its page returns" \
    $'if isLoaded {\n                content()' \
    $'if true {\n                content()'
plant pager-ios17-swipe-never-commits "$pager_view" \
    "$swiftui:a swipe to the next page commits it and moves the header there" \
    'apply(model.state.handle(.stoppedMoving(offset: offset)), proxy)' \
    '_ = offset'
plant pager-settles-before-rest Sources/SegmentedCore/Paging/PagerMachine+OffsetReports.swift \
    "$swiftui:a drag passing exactly over a page with the finger down commits nothing until release" \
    'return abs(position - page) <= Swift.max(Self.restingTolerance, onePoint) && page >= 0' \
    'return abs(position - page) <= 0.5 && page >= 0'
plant pager-scrolls-by-item-id "$pager_view" \
    "$swiftui:ten titles whose header scrolls: a tap turns the pages, not the header" \
    'proxy.scrollTo(PagerPageID(id: id), anchor: .leading)' \
    'proxy.scrollTo(id, anchor: .leading)'
# The SwiftUI pager on iOS 16 and 17, which hears offsets but no scroll phases: a finger
# that takes the pages from an animation, a rest with the finger down, a resize.
plant pager-taken-animation-unreported "$pager_view" \
    "$swiftui:tap a title, drag mid-animation, land elsewhere: the pager rests on the landed page" \
    $'if model.state.isAnimationInterrupted(byOffset: offset) {\n                apply(model.state.handle(.dragBegan), proxy)' \
    $'if model.state.isAnimationInterrupted(byOffset: offset) {\n                _ = proxy'
plant pager-taken-drag-never-ends Sources/SegmentedCore/Paging/PagerMachine.swift \
    "$swiftui:tap a title, drag mid-animation, land elsewhere: the pager rests on the landed page" \
    'handleDragEnd(velocity: .nan, proposedOffset: .nan, &effects)' \
    '_ = effects'
plant pager-rests-with-finger-down Sources/SegmentedCore/Paging/PagerMachine.swift \
    "$swiftui:a drag passing exactly over a page with the finger down commits nothing until release" \
    'guard resizedWhileDragged, phase == .dragging else { return }' \
    '// (planted: a stop between pages settles)'
plant pager-resize-reads-old-offset Sources/SegmentedCore/Paging/PagerMachine.swift \
    "$swiftui:resizing the pager resting on page 2 keeps page 2 selected and the header on it" \
    'if isResize { reanchorPage = page }' \
    'if isResize { _ = page }'
# After a resize the iOS 16 `TabView` may show another place: the pager asks again, turns
# the `TabView` back, and a pager that left the screen settles nothing.
plant pager-reanchor-never-retried Sources/SegmentedCore/Paging/PagerMachine.swift \
    "$swiftui:resizing the pager resting on page 2 keeps page 2 selected and the header on it" \
    'if !hasRetriedReanchor {' \
    'if false {'
plant pager-tabview-not-turned-back "$pager_view" \
    "$swiftui:resizing the pager resting on page 2 keeps page 2 selected and the header on it" \
    'if pagesAreTabView { turnTabViewBack() }' \
    ''
plant pager-rest-outlives-pager "$pager_view" \
    "$swiftui:a pager that leaves the screen while a rest is awaited settles then, not afterwards" \
    '.onDisappear { pagesDisappeared(proxy) }' \
    '.onDisappear {}'
plant pager-ios16-tabview-not-reversed "$pager_view" \
    "$swiftui:right to left: page 0 at the right, the next page to its left, the header following" \
    'pageViews(proxy, reversed: layoutDirection == .rightToLeft)' \
    'pageViews(proxy, reversed: false)'
plant swiftui-activation-skips-request-rule Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:a VoiceOver activation on the selected segment runs the reselect action" \
    'send(.accessibilityActivated(index: index))' \
    'perform(.select(index: index), animated: false, revealingWith: nil)'
plant pager-stop-kept-after-leaving "$pager_view" \
    "$swiftui:a pager that has left the screen is released, with what its pages hold" \
    $'// Nothing the model keeps may hold the pager once it is gone.\n            model.stop = nil' \
    '// (planted: the stop kept)'
plant pager-offscreen-pages-for-voiceover "$pager_view" \
    "$swiftui:off-screen pages are hidden from VoiceOver; a swipe shows the next one" \
    '.accessibilityHidden(!visibleIDs.contains(item.id))' \
    '.accessibilityHidden(false)'
plant pager-resized-hold-never-snaps Sources/SegmentedCore/Paging/PagerMachine.swift \
    "$core.PagerMachineOffsetReportsTests" \
    'guard resizedWhileDragged, phase == .dragging else { return }' \
    'return'
plant pager-bars-miss-unnamed-scroll-view "$pager_controller" \
    "$uikit:pager: a page's scroll view it never named is the bars' all the same" \
    'queue.append(contentsOf: candidate.subviews)' \
    '_ = candidate'
plant pager-resize-under-finger-reanchors Sources/SegmentedCore/Paging/PagerMachine.swift \
    "$swiftui:a rotation mid-page keeps the page" \
    $'if phase == .dragging {\n                // The pages are under a finger' \
    $'if phase == .dragging, false {\n                // The pages are under a finger'
plant pager-distant-turn-scrolls "$pager_view" \
    "$swiftui:a distant tap builds only the target page" \
    'let jumps = animated && state.geometry.turnStart(from: shown, to: offset) != nil' \
    'let jumps = false'
plant pager-header-redraws-segments Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:a scroll frame re-evaluates at most 2n + 2 of the header's bodies and no page's" \
    $'                )\n                .equatable()\n            }' \
    $'                )\n            }'
plant swiftui-style-not-equatable Sources/SegmentedSwiftUI/Styles/AnySegmentedControlStyle.swift \
    "$swiftui:an update of the view that sets the style, with the same style, redraws no control" \
    'identity = (style as? any Hashable).map { StyleIdentity(value: AnyHashable($0)) }' \
    'identity = nil'
# One machine per control (issue 33): what a finger move changes is read by the views that
# draw it, not by the control's body.
plant swiftui-control-reads-pointer Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:a finger move dragging the glass indicator re-evaluates the bar, the indicator and the labels it passes, not the control" \
    'pointer: $pointerShown, placed: model.placed' \
    'pointer: .constant(pointerShown), placed: model.placed'

# Reduce Motion in SwiftUI (issue 35 item 4): a selection cross-fades from where the indicator
# was, titles included; travel stays without it, and a pager's control never fades.
swiftui_fade=Sources/SegmentedSwiftUI/Control/SegmentCrossFade.swift
plant swiftui-fade-from-new-segment "$swiftui_fade" \
    "$swiftui:SwiftUI, under Reduce Motion a tap cross-fades: the old segment's indicator fades out and the new one's in, with the core's opacities, none between" \
    'from: releasedIndicatorPosition ?? Double(old), to: selected' \
    'from: Double(selected), to: selected'
plant swiftui-fade-without-reduce-motion "$swiftui_fade" \
    "$swiftui:SwiftUI, without Reduce Motion a tap travels as before: one indicator, no fade" \
    '                    reduceMotion: reduceMotion)' \
    '                    reduceMotion: true)'
plant swiftui-fade-titles-jump Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:SwiftUI, under Reduce Motion a tap cross-fades: the old segment's indicator fades out and the new one's in, with the core's opacities, none between" \
    'fadeEmphasis: fade?.emphasis(of: index, count: count))' \
    'fadeEmphasis: nil)'
plant swiftui-pager-fades Sources/SegmentedSwiftUI/Control/SegmentedControl.swift \
    "$swiftui:SwiftUI, under Reduce Motion a pager-driven control does not fade: it follows the pages" \
    'return isDriven ? nil : style.design.motion.animation' \
    'return style.design.motion.animation'

# --- The SwiftUI pager holding its header's machine ---------------------------------------------
swiftui_pager=Sources/SegmentedSwiftUI/Pager/SegmentedPager.swift
plant swiftui-pager-header-effects-dropped "$swiftui_pager" \
    "$swiftui:the header's haptic is the pager's: one for a page a title turns to, none for a swipe or a reselect" \
    'case .header(let effect): effect.relabelled(as: Int.self)' \
    'case .header: nil'
plant swiftui-pager-header-key-not-taken "$swiftui_pager" \
    "$swiftui:Return and Space on the focused header ask for the reselect action, as a tap does" \
    'case .reselect(let index): .reselect(index: index)' \
    'case .reselect: nil'
plant swiftui-pager-header-host-kept "$swiftui_pager" \
    "$swiftui:a pager that has left the screen is released, with what its pages hold" \
    '            model.headerHost().detach()' \
    '            _ = model.headerHost()'

# --- The glass lens's magnifier (SwiftUI) -------------------------------------------------------
magnifier=Sources/SegmentedSwiftUI/Glass/SegmentLensMagnifier.swift
plant swiftui-lens-magnifier-body-time "$magnifier" \
    "$swiftui:on each display frame after a release the copy and the titles' holes follow the landing lens, without the body evaluated again" \
    'let time = clock.now()' \
    'let time = now'
plant swiftui-lens-copies-in-place "$magnifier" \
    "$swiftui:the lifted glass lens shows a copy of the titles under it, scaled by the core's magnification about the lens's centre and masked to the lens; the titles themselves are masked out there" \
    'let drawn = magnifier.magnified(frame)' \
    'let drawn = frame'
plant swiftui-lens-titles-not-cut Sources/SegmentedSwiftUI/Glass/SegmentLensCutout.swift \
    "$swiftui:the lifted glass lens shows a copy of the titles under it, scaled by the core's magnification about the lens's centre and masked to the lens; the titles themselves are masked out there" \
    '.blendMode(.destinationOut)' \
    '.blendMode(.normal)'
plant swiftui-lens-rtl-leading-offset Sources/SegmentedSwiftUI/Glass/LiquidGlassIndicator.swift \
    "$swiftui:right to left: the copy, its mask and the titles' holes are where the glass is, mirrored with the bar, stretched mid-scrub" \
    '? placed.maxX - scaled.maxX : scaled.minX - placed.minX' \
    '? scaled.minX - placed.minX : scaled.minX - placed.minX'

# --- Segment widths, the pointer and the system control's segment methods (issue 36) --------
plant core-fixed-width-ignored Sources/SegmentedCore/Layout/LayoutEngine.swift \
    "$core.SegmentWidthsTests" \
    'let box = fixed > 0 ? fixed : boxWidth(contentWidth: contentWidth)' \
    'let box = boxWidth(contentWidth: contentWidth)'
plant core-fixed-width-shared-equally Sources/SegmentedCore/Layout/LayoutEngine.swift \
    "$core.SegmentWidthsTests" \
    'engine.fixedWidth(at: index) > 0 ? box : Swift.min(box * scale + share, cap)' \
    'Swift.min(box * scale + share, cap)'
plant core-proportional-squeezes Sources/SegmentedCore/Layout/LayoutEngine.swift \
    "$core.SegmentWidthsTests" \
    'if huggingWidth || room <= automaticSum {' \
    'if huggingWidth {'
plant uikit-item-width-not-laid-out Sources/SegmentedUIKit/Control/SegmentedTabControl.swift \
    "$uikit:setWidth: a fixed width is honoured by the layout, the indicator and hit testing" \
    'if width > 0 { return Double(width) }' \
    '_ = width'
plant uikit-width-zero-kept Sources/SegmentedUIKit/Control/SegmentedTabControl+Segments.swift \
    "$uikit:setWidth: 0 goes back to automatic; bad widths count as 0; indices are pinned" \
    'guard items[index].width != fixed else { return }' \
    'guard fixed > 0, items[index].width != fixed else { return }'
plant uikit-apportions-ignored Sources/SegmentedUIKit/Control/SegmentedTabControl+Segments.swift \
    "$uikit:apportionsSegmentWidthsByContent toggles between equal and content widths" \
    'configuration.layout.distribution = distribution' \
    '_ = distribution'
plant uikit-pointer-disabled-segment Sources/SegmentedUIKit/Input/SegmentedTabControl+Pointer.swift \
    "$uikit:pointer: no region over a disabled segment or a disabled control" \
    'items[index].isEnabled, let region' \
    'let region'
plant uikit-pointer-segment-frame-not-hit-region Sources/SegmentedUIKit/Input/SegmentedTabControl+Pointer.swift \
    "$uikit:pointer: a gap belongs to the nearer segment, as a tap there would select it" \
    'let region = arrangement.hitRegion(ofSegment: index)' \
    'let region = Optional(arrangement.segmentFrames[index])'
plant uikit-pointer-not-invalidated-on-scroll Sources/SegmentedUIKit/Glass/SegmentedTabControl+Glass.swift \
    "$uikit:pointer: regions are asked for again when the layout or the scroll offset changes" \
    $'            // The segments move under a resting pointer.\n            control?.invalidatePointerRegions()\n' \
    ''
plant uikit-system-items-stale Sources/SegmentedUIKit/SystemControl/SegmentedSystemControl.swift \
    "$uikit:SegmentedSystemControl: items follow UISegmentedControl's segment methods" \
    $'                $0[index].title = title\n                $0[index].image = nil' \
    '                _ = $0[index]'
plant uikit-system-action-dropped Sources/SegmentedUIKit/SystemControl/SegmentedSystemControl.swift \
    "$uikit:SegmentedSystemControl: an item's action becomes its system segment's" \
    'if let action = item.action {' \
    'if false, let action = item.action {'

# --- Running -----------------------------------------------------------------------------
if [ "${1:-}" = --check ]; then
    gone=0
    for index in "${!names[@]}"; do
        count=$(python3 -c 'import sys; print(open(sys.argv[1], encoding="utf-8").read().count(sys.argv[2]))' \
            "${files[$index]}" "${olds[$index]}" 2>/dev/null || echo 0)
        if [ "$count" = 1 ]; then result=ok; else result="PATTERN GONE"; gone=$((gone + 1)); fi
        printf '%-24s %-15s %s\n' "${names[$index]}" "$result" "${files[$index]}"
    done
    echo "planted bugs: ${#names[@]} patterns, $gone gone"
    [ "$gone" -eq 0 ]
    exit
fi
selected=("$@")
scratch=$(mktemp -d /tmp/planted-bugs.XXXXXX)
log="$scratch.log"
cleanup() { rm -rf "$scratch" "$log"; }
trap cleanup EXIT

tar --exclude=./.build --exclude=./.git -cf - . | tar -xf - -C "$scratch"
cd "$scratch"

# Replaces OLD with NEW in FILE when OLD occurs exactly once; exit 3 otherwise.
replace_once() {
    python3 - "$1" "$2" "$3" <<'PYTHON'
import sys
path, old, new = sys.argv[1:4]
text = open(path, encoding="utf-8").read()
if text.count(old) != 1:
    sys.exit(3)
open(path, "w", encoding="utf-8").write(text.replace(old, new))
PYTHON
}

# Which kinds of test the selected bugs need.
is_selected() { [ ${#selected[@]} -eq 0 ] || [[ " ${selected[*]} " == *" $1 "* ]]; }
needs_swift_test=false
declare -A needs_harness=()
for index in "${!names[@]}"; do
    is_selected "${names[$index]}" || continue
    case "${filters[$index]}" in
        harness:*)
            fe=${filters[$index]#harness:}
            needs_harness[${fe%%:*}]=1
            ;;
        *) needs_swift_test=true ;;
    esac
done

filter_all="$core|$svg|$terminal"
if [ "$needs_swift_test" = true ]; then
    printf 'planted bugs: building and checking the unchanged tests in %s\n' "$scratch"
    if ! swift build --build-tests >"$log" 2>&1; then
        tail -30 "$log"
        echo "planted bugs: the unchanged package does not build" >&2
        exit 1
    fi
    if ! swift test --skip-build --filter "$filter_all" >"$log" 2>&1; then
        grep -E '✘|error' "$log" | head -20
        echo "planted bugs: the unchanged tests fail; fix them first" >&2
        exit 1
    fi
fi
for fe in "${!needs_harness[@]}"; do
    printf 'planted bugs: running the unchanged %s front-end harness in %s\n' "$fe" "$scratch"
    if ! Scripts/frontend-harness.sh --suite "$fe" >"$log" 2>&1; then
        grep -E '^FAIL|error:' "$log" | head -20
        echo "planted bugs: the unchanged $fe harness fails; fix it first" >&2
        exit 1
    fi
done

# Runs the harness bug's front-end suite; prints the result word.
run_harness() {
    local spec=${1#harness:} fe check=""
    fe=${spec%%:*}
    [ "$spec" = "$fe" ] || check=${spec#*:}
    if timeout 900 Scripts/frontend-harness.sh --suite "$fe" >"$log" 2>&1; then
        echo "NOT CAUGHT"
    elif ! grep -qE "^harness $fe: [0-9]+ passed, [0-9]+ failed$" "$log"; then
        echo "DOES NOT BUILD"
    elif [ -n "$check" ] && ! grep -qFx "FAIL $check" "$log"; then
        echo "OTHER CHECK"
    else
        echo "caught"
    fi
}

caught=0
missed=0
total=0
for index in "${!names[@]}"; do
    name=${names[$index]}
    is_selected "$name" || continue
    total=$((total + 1))
    file=${files[$index]}
    cp "$file" "$file.pristine"
    status=0
    replace_once "$file" "${olds[$index]}" "${news[$index]}" || status=$?
    if [ "$status" -ne 0 ]; then
        result="PATTERN GONE"
    elif [[ "${filters[$index]}" == harness:* ]]; then
        result=$(run_harness "${filters[$index]}")
    elif ! swift build --build-tests >"$log" 2>&1; then
        result="DOES NOT BUILD"
    elif timeout 900 swift test --skip-build --filter "${filters[$index]}" >"$log" 2>&1; then
        result="NOT CAUGHT"
    else
        result="caught"
    fi
    mv "$file.pristine" "$file"
    printf '%-24s %-15s %s\n' "$name" "$result" "$file"
    if [ "$result" = caught ]; then caught=$((caught + 1)); else missed=$((missed + 1)); fi
done

echo "planted bugs: $caught of $total caught"
[ "$missed" -eq 0 ]
