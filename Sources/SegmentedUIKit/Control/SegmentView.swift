#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// The content of one segment: an image and a title side by side. Its frame is set by
    /// the control from the core's content frame; inside, a stack view puts the image before
    /// the title (mirrored right to left) and truncates the title when room is short.
    final class SegmentView: UIView {
        let imageView = UIImageView()
        let titleLabel = UILabel()
        private let stack = UIStackView()
        /// The control it belongs to, which decides whether it can take focus (Apple TV).
        weak var host: SegmentedTabControl?

        /// On Apple TV each enabled segment is a focus item; the control says when.
        override var canBecomeFocused: Bool {
            guard let host, let index = host.segmentViews.firstIndex(where: { $0 === self })
            else { return false }
            return host.segmentCanBecomeFocused(index)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            // Touches never reach it (the control is the hit-test view for its whole bar),
            // but the focus engine only focuses views that take user interaction.
            isUserInteractionEnabled = true
            isAccessibilityElement = false
            stack.axis = .horizontal
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            imageView.contentMode = .scaleAspectFit
            imageView.setContentCompressionResistancePriority(.required, for: .horizontal)
            imageView.setContentHuggingPriority(.required, for: .horizontal)
            titleLabel.lineBreakMode = .byTruncatingTail
            titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            stack.addArrangedSubview(imageView)
            stack.addArrangedSubview(titleLabel)
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: centerYAnchor),
                stack.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
                stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("SegmentView is created in code by SegmentedTabControl")
        }

        /// Shows an item's title and image.
        func configure(with item: SegmentedTabControl.Item, spacing: CGFloat) {
            titleLabel.text = item.title
            titleLabel.isHidden = item.title == nil
            imageView.image = item.image
            imageView.isHidden = item.image == nil
            stack.spacing = spacing
            #if !os(tvOS)
                // The Large Content Viewer is not available in tvOS.
                showsLargeContentViewer = true
                largeContentTitle = item.title ?? item.spokenLabel
                largeContentImage = item.image
                scalesLargeContentImage = true
            #endif
        }

        /// The size the content needs with a font: the stack view's own fitting size.
        func fittingSize(with font: UIFont) -> CGSize {
            let previous = titleLabel.font
            titleLabel.font = font
            defer { titleLabel.font = previous }
            return stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }

        /// Colours and sets the font for one frame; the font only when it changes, so a
        /// running animation does not re-lay out the stack on every frame.
        func apply(color: UIColor, font: UIFont) {
            titleLabel.textColor = color
            imageView.tintColor = color
            if titleLabel.font != font {
                titleLabel.font = font
            }
        }
    }

#endif
