// A window with a control in it, and the expected geometry worked out independently: content
// sizes from the stand-in's documented text metrics and fonts, positions from the core's
// layout (SegmentedLayout.arrange), never from the control's own code.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// Counts `.valueChanged` by target-action (the stand-in's `Selector` calls the method), and
/// `.primaryActionTriggered`, which `UISegmentedControl` sends with it.
@MainActor
final class ValueChangedRecorder: NSObject {
    private(set) var count = 0
    private(set) var selections: [Int?] = []
    private(set) var primaryActions: [Int?] = []

    func valueChanged(_ sender: SegmentedTabControl) {
        count += 1
        selections.append(sender.selectedIndex)
    }

    func primaryActionTriggered(_ sender: SegmentedTabControl) {
        primaryActions.append(sender.selectedIndex)
    }
}

@MainActor
struct Fixture {
    let window: UIWindow
    let control: SegmentedTabControl
    let recorder = ValueChangedRecorder()
    let finger: _HarnessFinger

    /// A 390 × 800 window with the control at (0, 100), 390 × 44, laid out.
    init(
        items: [SegmentedTabControl.Item], selectedIndex: Int? = 0,
        configuration: SegmentedTabControl.Configuration = .init(),
        frame: CGRect = CGRect(x: 0, y: 100, width: 390, height: 44),
        traits: UITraitCollection = UITraitCollection()
    ) {
        self.init(
            control: SegmentedTabControl(
                items: items, selectedIndex: selectedIndex, configuration: configuration),
            frame: frame, traits: traits)
    }

    /// A control made elsewhere (by another initializer, or from a nib), put in the window at
    /// `frame` and laid out.
    init(
        control: SegmentedTabControl,
        frame: CGRect = CGRect(x: 0, y: 100, width: 390, height: 44),
        traits: UITraitCollection = UITraitCollection()
    ) {
        CADisplayLink._harnessInvalidateAll()  // nothing left running by an earlier check
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        window._harnessTraits = traits
        self.control = control
        control.frame = frame
        window.addSubview(control)
        control.layoutIfNeeded()
        control.addTarget(
            recorder, action: Selector(ValueChangedRecorder.valueChanged(_:)), for: .valueChanged)
        control.addTarget(
            recorder, action: Selector(ValueChangedRecorder.primaryActionTriggered(_:)),
            for: .primaryActionTriggered)
        finger = _HarnessFinger(window: window)
        UIAccessibility._harnessPosts = []
    }

    init(
        titles: [String], selectedIndex: Int? = 0,
        configuration: SegmentedTabControl.Configuration = .init(),
        frame: CGRect = CGRect(x: 0, y: 100, width: 390, height: 44),
        traits: UITraitCollection = UITraitCollection()
    ) {
        self.init(
            items: titles.map { SegmentedTabControl.Item(title: $0) },
            selectedIndex: selectedIndex, configuration: configuration, frame: frame,
            traits: traits)
    }

    /// The expected arrangement for the control's current bounds and direction.
    func expectedArrangement(
        direction: LayoutDirection = .leftToRight, category: UIContentSizeCategory = .large
    ) -> Arrangement {
        var layout = control.configuration.layout
        layout.layoutDirection = direction
        let sizes = control.items.map {
            expectedContentSize(
                of: $0, configuration: control.configuration, category: category)
        }
        let container = Size(
            width: Double(control.bounds.width), height: Double(control.bounds.height))
        // Badges widen their segments (the core's badge-aware arrangement).
        let badges = control.items.map { expectedBadgeSize($0.badge, control.configuration) }
        return layout.arrange(contentSizes: sizes, badgeSizes: badges, in: container)
    }

    /// The centre of a segment in window coordinates, from the expected arrangement.
    func windowPoint(ofSegment index: Int, direction: LayoutDirection = .leftToRight) -> CGPoint {
        let frame = expectedArrangement(direction: direction).segmentFrames[index]
        return control.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    /// Taps the middle of a segment.
    func tap(segment index: Int, direction: LayoutDirection = .leftToRight) {
        finger.tap(at: windowPoint(ofSegment: index, direction: direction))
    }
}

/// The Dynamic Type scale of the stand-in UIFontMetrics: the HIG body size of the category
/// over Large's 17 pt.
func fontScale(_ category: UIContentSizeCategory) -> Double {
    let body: [UIContentSizeCategory: Double] = [
        .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19,
        .extraExtraLarge: 21, .extraExtraExtraLarge: 23, .accessibilityMedium: 28,
        .accessibilityLarge: 33, .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47,
        .accessibilityExtraExtraExtraLarge: 53,
    ]
    return (body[category] ?? 17) / 17
}

/// A segment's content size: an image and its title side by side with the configuration's
/// spacing (a horizontal stack), measured in the widest font the title can take. Stand-in
/// text metrics: 0.5 em per character (0.55 em above regular weight), lines 1.2 em rounded
/// up.
@MainActor
func expectedContentSize(
    of item: SegmentedTabControl.Item, configuration: SegmentedTabControl.Configuration,
    category: UIContentSizeCategory = .large
) -> Size {
    let scale = configuration.adjustsFontForContentSizeCategory ? fontScale(category) : 1
    var parts: [Size] = []
    if let image = item.image {
        parts.append(Size(width: Double(image.size.width), height: Double(image.size.height)))
    }
    if let title = item.title, !title.isEmpty {
        let fonts = [configuration.titleFont, configuration.selectedTitleFont].compactMap { $0 }
        var widest = Size(width: 0, height: 0)
        for font in fonts {
            let size = Double(font.pointSize) * scale
            let em = font._harnessWeight.rawValue > 0 ? 0.55 : 0.5
            widest = Size(
                width: max(widest.width, Double(title.count) * size * em),
                height: max(widest.height, (size * 1.2).rounded(.up)))
        }
        parts.append(widest)
    }
    guard !parts.isEmpty else { return Size(width: 0, height: 0) }
    return Size(
        width: parts.map(\.width).reduce(0, +) + Double(configuration.imageTitleSpacing)
            * Double(parts.count - 1),
        height: parts.map(\.height).max() ?? 0)
}

/// A badge's size: a dot's diameter, or the core's capsule round the text measured with the
/// stand-in metrics in the badge font.
@MainActor
func expectedBadgeSize(
    _ badge: SegmentedTabControl.Badge?, _ configuration: SegmentedTabControl.Configuration
) -> Size? {
    switch badge {
    case nil: return nil
    case .dot:
        return Size(
            width: Double(configuration.dotBadgeDiameter),
            height: Double(configuration.dotBadgeDiameter))
    case .text(let text):
        let size = configuration.badgeFont._harnessTextSize(text)
        return BadgeMetrics.capsuleSize(
            fittingText: Size(width: Double(size.width), height: Double(size.height)))
    }
}

/// Day, Week and Month in the Liquid Glass design, 300 × 36 points, `selectedIndex` selected.
@MainActor
func glassFixture(selectedIndex: Int = 1) -> Fixture {
    Fixture(
        titles: ["Day", "Week", "Month"], selectedIndex: selectedIndex,
        configuration: .liquidGlass, frame: CGRect(x: 0, y: 100, width: 300, height: 36))
}

/// The control's VoiceOver elements, one a segment, in the order VoiceOver reads them.
@MainActor
func segmentElements(of control: SegmentedTabControl) -> [UIAccessibilityElement] {
    (control.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
}

/// A core rectangle as a CGRect.
func cgRect(_ rect: Rect) -> CGRect {
    CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
}
