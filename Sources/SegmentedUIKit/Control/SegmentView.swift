#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    /// The content of one segment: an image and a title side by side, or the item's custom
    /// view. Its frame is set by the control from the core's content frame; inside, a stack
    /// view puts the image before the title (mirrored right to left) and truncates the title
    /// when room is short, or the custom view sits in its middle at its measured size.
    final class SegmentView: UIView {
        let imageView = UIImageView()
        let titleLabel = UILabel()
        private let stack = UIStackView()
        /// The item's custom view, at its measured size in the middle of the segment's content
        /// frame; `nil` for a title or image.
        private(set) var customView: UIView?
        /// The custom view's size as last measured (``fittingSize(with:)``).
        private var customViewSize: CGSize?
        /// Tells ``customView`` its segment's state (the item's `customViewUpdateHandler`).
        private var customViewUpdateHandler: (@MainActor (UIView, SegmentState) -> Void)?
        /// The state the custom view was last told, so it hears only of changes.
        private var toldState: SegmentState?
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

        /// Shows an item's title and image, or its custom view.
        func configure(with item: SegmentedTabControl.Item, spacing: CGFloat) {
            showCustomView(item.customView)
            customViewUpdateHandler = item.customViewUpdateHandler
            toldState = nil
            stack.isHidden = customView != nil
            titleLabel.text = item.title
            titleLabel.isHidden = item.title == nil
            imageView.image = item.image
            imageView.isHidden = item.image == nil
            stack.spacing = spacing
            #if !os(tvOS)
                // The Large Content Viewer is not available in tvOS.
                showsLargeContentViewer = true
                largeContentTitle =
                    customView == nil ? item.title ?? item.spokenLabel : item.spokenLabel
                largeContentImage = customView == nil ? item.image : nil
                scalesLargeContentImage = true
            #endif
        }

        /// Puts a custom view in (or takes the one shown out): it takes no touches, so the
        /// control's tracking keeps every touch on the bar.
        private func showCustomView(_ view: UIView?) {
            guard view !== customView else { return }
            if let customView, customView.superview === self {
                customView.removeFromSuperview()
            }
            customView = view
            customViewSize = nil
            guard let view else { return }
            view.isUserInteractionEnabled = false
            view.translatesAutoresizingMaskIntoConstraints = true
            addSubview(view)
            placeCustomView()
        }

        /// Keeps the custom view in the middle of the content frame.
        override func layoutSubviews() {
            super.layoutSubviews()
            placeCustomView()
        }

        /// Puts the custom view at its measured size in the middle of the content frame
        /// (which is that size, or larger when a title progress reserves room for its scale):
        /// never at the reserved size, which a frame-based view would report back as its
        /// size at the next measurement and grow by.
        private func placeCustomView() {
            // Not before it is measured: a frame-based view's size is its frame until then.
            guard let customView, let size = customViewSize else { return }
            let frame = CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height)
            if customView.frame != frame { customView.frame = frame }
        }

        /// The size the content needs with a font: the stack view's own fitting size, or the
        /// custom view's (``customViewFittingSize(_:)``), which no font changes.
        func fittingSize(with font: UIFont) -> CGSize {
            if let customView {
                let size = Self.customViewFittingSize(customView)
                customViewSize = size
                return size
            }
            let previous = titleLabel.font
            titleLabel.font = font
            defer { titleLabel.font = previous }
            return stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }

        /// A custom view's size: Auto Layout's (`systemLayoutSizeFitting(_:)` with
        /// `layoutFittingCompressedSize`, "the optimal size of the view based on its
        /// constraints", which for a view with an intrinsic content size is that size); a
        /// width or height it leaves at zero (a frame-based view, whose constraints do not size
        /// it) comes from `sizeThatFits(_:)` offered unlimited room (UIView's default
        /// "returns the existing size of the view", so a frame-based view keeps the size the
        /// app gave it, and one that overrides it answers for itself). Negative or not finite
        /// sizes count as zero.
        static func customViewFittingSize(_ view: UIView) -> CGSize {
            func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
            let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            var size = CGSize(width: clean(fitted.width), height: clean(fitted.height))
            guard size.width == 0 || size.height == 0 else { return size }
            let unlimited = CGSize(
                width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
            let frameBased = view.sizeThatFits(unlimited)
            if size.width == 0 { size.width = clean(frameBased.width) }
            if size.height == 0 { size.height = clean(frameBased.height) }
            return size
        }

        /// Tells the custom view its segment's state, once per change.
        func apply(state: SegmentState) {
            guard let customView, let customViewUpdateHandler, toldState != state else { return }
            toldState = state
            customViewUpdateHandler(customView, state)
        }

        /// Colours and sets the font for one frame; the font only when it changes, so a
        /// running animation does not re-lay out the stack on every frame.
        func apply(color: UIColor, font: UIFont) {
            titleLabel.textColor = color
            imageView.tintColor = color
            if let customView, customView.tintColor != color { customView.tintColor = color }
            if titleLabel.font != font {
                titleLabel.font = font
            }
        }
    }

#endif
