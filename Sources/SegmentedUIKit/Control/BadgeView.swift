#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// A badge: a dot, or a short text in a capsule.
    final class BadgeView: UIView {
        private let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            label.textAlignment = .center
            addSubview(label)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("BadgeView is created in code by SegmentedTabControl")
        }

        /// Shows a badge with the configuration's colours and returns the size it needs.
        func configure(
            with badge: SegmentedTabControl.Badge,
            configuration: SegmentedTabControl.Configuration, font: UIFont
        ) -> CGSize {
            backgroundColor = configuration.badgeColor
            label.textColor = configuration.badgeTextColor
            label.font = font
            switch badge {
            case .dot:
                label.text = nil
                label.isHidden = true
                let diameter = configuration.dotBadgeDiameter
                return CGSize(width: diameter, height: diameter)
            case .text(let text):
                label.text = text
                label.isHidden = false
                return CGSize(
                    BadgeMetrics.capsuleSize(fittingText: Size(label.intrinsicContentSize)))
            }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds
            layer.cornerRadius = BadgeMetrics.cornerRadius(for: Size(bounds.size))
        }
    }

#endif
