// The glass lens magnifies the titles under it, as the SVG renderer draws it: while the lens is
// lifted, a copy of the titles, drawn as the core's `LensState.magnifier(for:)` says (scaled
// about the lens's centre, clipped to the lens's shape, opaque while lifted), lies on the glass;
// the titles themselves are cut out under the lens by a mask, so each title shows once, sharp
// outside the lens and magnified inside it. Both follow the lens on the control's one display
// link, for the same frame time.
//
// Where it is drawn: the copy is a view of the lens host, above the glass (the host is below
// the bar's scroll view and follows its scroll, so the copy uses the content's coordinates and
// is never cut by the bar's edges); the cut-out is the mask of `titlesView`, the segments'
// container in the scroll view. A segment with a custom view is not copied (an arbitrary
// view cannot be drawn twice, and a snapshot would not follow the state its update handler
// gives it while the lens moves): it lives outside `titlesView`, so it is never cut out, and
// shows unmagnified, as it is, under the lens.
//
// What it costs: the copies are made at the first lift (one `SegmentView` a title or image
// segment) and kept, laid out with the titles in the control's layout pass, never on a frame.
// A lift's first frame copies each title's text, font, colour and place once. Every further
// frame sets the clip's frame and corner radius, one transform, and the mask's path (two
// rounded rectangles, even-odd): no layout, no text
// set, no view made. A title whose emphasis changes on a frame (at most the four of the old and
// the new emphasis span) has its colour and font copied as the title itself takes them. At rest
// the copy is hidden and the mask removed, and nothing runs (the display link is stopped).
//
// Sharp text: each copy's label draws at the screen's scale times the lens's full
// magnification (`contentScaleFactor`, the layer's `contentsScale`), so at any lift the scaled
// copy has at least one texel per device pixel, and the text is the same layout as the title's,
// magnified. A copy laid out at a magnified font size instead would need a layout pass on every
// frame of the lift, and text at another size is not the same text scaled (tracking and optical
// sizes change with the size). The cost: a copy's backing store is the magnification squared
// (1.15² ≈ 1.32) times its title's. Images are magnified from their own bitmaps.
#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import SegmentedCore
    import UIKit

    extension SegmentedTabControl {
        /// Shows the magnified titles for one frame's lens state, after the lens was drawn for
        /// it: while the lens is lifted and moving or held (a state, not at rest), in the lens's
        /// shape and with its magnification (the core's `LensState.magnifier(for:)`); otherwise
        /// hides them. The magnifier's views change without animation even inside an app's
        /// animation block (a rotation while the lens is held): the mask they go with changes
        /// at once, so an animated copy would show a title twice, or none, until it caught up.
        ///
        /// - Parameters:
        ///   - state: The lens's state for the frame, `nil` at rest.
        ///   - isLensHidden: Whether the lens is hidden (no selection, no indicator).
        func showMagnifier(_ state: LensState?, isLensHidden: Bool) {
            guard !isLensHidden, let design = configuration.glassDesign, let state else {
                hideMagnifier()
                return
            }
            let geometry = state.magnifier(for: design.layout.indicator)
            let clip = geometry.clip
            guard geometry.isVisible, clip.width > 0, clip.height > 0, clip.width.isFinite,
                clip.height.isFinite, clip.minX.isFinite, clip.minY.isFinite
            else {
                hideMagnifier()
                return
            }
            let magnifier: LensMagnifierView
            if let existing = lensMagnifier {
                magnifier = existing
            } else {
                magnifier = LensMagnifierView()
                lensMagnifier = magnifier
            }
            UIView.performWithoutAnimation {
                if magnifier.isHidden {
                    // The lift's first frame: each title copied as it is now.
                    if magnifier.superview !== lensHostView { lensHostView.addSubview(magnifier) }
                    magnifier.isHidden = false
                    refreshMagnifier()
                    titlesView.layer.mask = magnifier.titlesMask
                }
                // Above the lens, also when the glass's views were made again mid-lift.
                if lensHostView.subviews.last !== magnifier {
                    lensHostView.bringSubviewToFront(magnifier)
                }
                magnifier.show(geometry, titlesBounds: titlesView.bounds)
            }
        }

        /// Hides the magnified titles and uncovers the titles under the lens: at rest, nothing
        /// of the magnifier is drawn or masked.
        func hideMagnifier() {
            guard let magnifier = lensMagnifier, !magnifier.isHidden else { return }
            magnifier.isHidden = true
            if titlesView.layer.mask === magnifier.titlesMask { titlesView.layer.mask = nil }
        }

        /// Takes the magnifier away with the glass design.
        func removeMagnifier() {
            hideMagnifier()
            lensMagnifier?.removeFromSuperview()
            lensMagnifier = nil
        }

        /// Copies every title into the shown magnifier again, as it is now: its text, image,
        /// font, colour, place, scale and opacity (after a layout pass or a frame of a segment
        /// change moved them). Nothing while the magnifier is hidden.
        func refreshMagnifier() {
            guard let magnifier = lensMagnifier, !magnifier.isHidden else { return }
            magnifier.copyTitles(
                segmentViews, items: items, spacing: configuration.imageTitleSpacing,
                contentsScale: magnifiedContentsScale, contentBounds: titlesView.bounds)
        }

        /// Copies one title's colour, font and scale into the shown magnifier, as the title
        /// takes them. Nothing while the magnifier is hidden.
        func mirrorMagnifiedTitle(_ index: Int) {
            guard let magnifier = lensMagnifier, !magnifier.isHidden,
                segmentViews.indices.contains(index)
            else { return }
            magnifier.mirror(index, of: segmentViews[index])
        }

        /// The scale the copies draw at: the screen's times the lens's full magnification
        /// (the core's `LensParameters.magnifiedContentsScale(screenScale:)`).
        private var magnifiedContentsScale: CGFloat {
            let parameters = machine.lens?.parameters ?? LensParameters()
            return CGFloat(
                parameters.magnifiedContentsScale(screenScale: Double(traitCollection.displayScale))
            )
        }
    }

    extension LensMagnifier {
        /// The lens's rectangle, in the bar's content coordinates.
        fileprivate var lens: CGRect { CGRect(clip) }

        /// The transform that magnifies a view about the lens's centre, for a view centred at
        /// `centre` in the lens's coordinates: UIKit applies a view's transform about its centre
        /// p, so scaling by m about the lens's centre c is the scale plus a translation of
        /// (1 − m)(c − p).
        fileprivate func transform(forViewCentredAt centre: CGPoint) -> CGAffineTransform {
            let m = CGFloat(scale)
            return CGAffineTransform(
                a: m, b: 0, c: 0, d: m, tx: (1 - m) * (CGFloat(self.center.x) - centre.x),
                ty: (1 - m) * (CGFloat(self.center.y) - centre.y))
        }

        /// The titles' mask: `bounds` (grown, so nothing at its edges is lost) with the lens's
        /// shape cut out of it by the even-odd rule.
        fileprivate func cutOut(of bounds: CGRect) -> CGPath {
            let margin = max(bounds.height, lens.height)
            let path = UIBezierPath(rect: bounds.insetBy(dx: -margin, dy: -margin))
            path.append(UIBezierPath(roundedRect: lens, cornerRadius: CGFloat(cornerRadius)))
            return path.cgPath
        }
    }

    /// The titles under the glass lens, magnified: a view in the lens's shape (its frame, its
    /// rounded corners, clipping) whose bounds use the bar's content coordinates, holding a copy
    /// of each title-and-image segment scaled about the lens's centre; and the mask that cuts
    /// the lens out of the titles themselves. Placed by the control on each frame of its display
    /// link while the lens is lifted; hidden at rest.
    final class LensMagnifierView: UIView {
        /// The copies at their titles' places, in content coordinates, scaled about the lens's
        /// centre.
        let copiesView = UIView()
        /// A copy of each segment, `nil` for a segment with a custom view.
        private(set) var copies: [SegmentView?] = []
        /// The segment views copied, to notice when the control made new ones.
        private var originals: [ObjectIdentifier] = []
        /// The titles' mask while the lens is lifted: opaque everywhere but the lens, where
        /// the copy shows instead.
        let titlesMask = CAShapeLayer()

        init() {
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            accessibilityElementsHidden = true
            isHidden = true
            clipsToBounds = true
            layer.cornerCurve = .continuous
            copiesView.isUserInteractionEnabled = false
            addSubview(copiesView)
            titlesMask.fillRule = .evenOdd
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("LensMagnifierView is created in code by SegmentedTabControl")
        }

        /// Places the magnifier for one frame: in the lens's shape, the copies magnified about
        /// its centre, as opaque as the core's magnifier, and the lens cut out of the titles. The
        /// mask is a layer no view owns, so its changes go without Core Animation's implicit
        /// animation, which would trail the lens by a quarter second.
        fileprivate func show(_ geometry: LensMagnifier, titlesBounds: CGRect) {
            if frame != geometry.lens { frame = geometry.lens }
            if bounds.origin != geometry.lens.origin { bounds.origin = geometry.lens.origin }
            if layer.cornerRadius != CGFloat(geometry.cornerRadius) {
                layer.cornerRadius = CGFloat(geometry.cornerRadius)
            }
            copiesView.transform = geometry.transform(forViewCentredAt: copiesView.center)
            alpha = CGFloat(geometry.opacity)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if titlesMask.frame != titlesBounds { titlesMask.frame = titlesBounds }
            titlesMask.path = geometry.cutOut(of: titlesBounds)
            CATransaction.commit()
        }

        /// Copies every segment (making the copies again when the segment views are new) and
        /// draws each as its title is now.
        ///
        /// - Parameters:
        ///   - segments: The control's segment views.
        ///   - items: The control's items, one a segment view.
        ///   - spacing: The space between an image and its title.
        ///   - contentsScale: The scale the copies' text draws at.
        ///   - contentBounds: The bar's content, in its own coordinates.
        /// - Complexity: O(n) in the number of segments.
        func copyTitles(
            _ segments: [SegmentView], items: [SegmentedTabControl.Item], spacing: CGFloat,
            contentsScale: CGFloat, contentBounds: CGRect
        ) {
            let identities = segments.map(ObjectIdentifier.init)
            if identities != originals || copies.count != segments.count {
                for copy in copies { copy?.removeFromSuperview() }
                copies = segments.map { _ in nil }
                originals = identities
            }
            // The copies' container covers the content, in its coordinates (set through bounds
            // and centre, which its transform leaves valid).
            let centre = CGPoint(x: contentBounds.midX, y: contentBounds.midY)
            if copiesView.bounds.size != contentBounds.size {
                copiesView.bounds = CGRect(origin: .zero, size: contentBounds.size)
            }
            if copiesView.center != centre { copiesView.center = centre }
            for (index, original) in segments.enumerated() {
                guard original.customView == nil, items.indices.contains(index) else {
                    copies[index]?.removeFromSuperview()
                    copies[index] = nil
                    continue
                }
                let copy = copies[index] ?? SegmentView()
                if copies[index] == nil {
                    copy.isUserInteractionEnabled = false
                    copiesView.addSubview(copy)
                    copies[index] = copy
                }
                var item = items[index]
                item.customView = nil
                item.customViewUpdateHandler = nil
                copy.configure(with: item, spacing: spacing)
                copy.semanticContentAttribute = original.semanticContentAttribute
                if copy.titleLabel.contentScaleFactor != contentsScale {
                    copy.titleLabel.contentScaleFactor = contentsScale
                }
                copy.place(in: original.shownFrame)
                copy.alpha = original.alpha
                mirror(index, of: original)
            }
        }

        /// Copies one title's colour, font and scale.
        func mirror(_ index: Int, of original: SegmentView) {
            guard copies.indices.contains(index), let copy = copies[index] else { return }
            copy.apply(color: original.titleLabel.textColor, font: original.titleLabel.font)
            if copy.transform != original.transform { copy.transform = original.transform }
        }
    }
#endif
