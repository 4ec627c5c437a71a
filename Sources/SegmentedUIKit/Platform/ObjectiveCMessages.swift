// What UIKit reaches by an Objective-C selector: a display link's frames, the control's key
// commands, the decorator's target-action and the keys a nib sets. Swift without the
// Objective-C runtime (Linux, where Scripts/frontend-harness.sh compiles these sources
// against stand-in modules) has no `@objc` and no `#selector`, so both appear in this file
// only (docs/development.md, "Sources the harness compiles as they ship"), but for the
// `@objc(name)` that pins each nib key's Objective-C name on its property, behind
// `#if canImport(ObjectiveC)`. With the runtime, each selector names an `@objc` method that
// keeps the selector's name and forwards to the Swift method, and the nib's keys are the
// requirements of an `@objc` protocol the control conforms to; without it, the selector is
// made from the Swift method itself, as the stand-in `Selector` takes it. The rest of the
// module names these selectors only by the properties below.
#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import UIKit

    #if canImport(ObjectiveC)
        extension DisplayLinkTarget {
            /// What a display link sends each frame: ``step(_:)``.
            static var stepSelector: Selector { #selector(receiveStep(_:)) }

            @objc(step:) private func receiveStep(_ link: CADisplayLink) { step(link) }
        }

        extension SegmentedTabControl {
            /// The action of the control's key commands: ``handleKeyCommand(_:)``.
            static var keyCommandSelector: Selector { #selector(receiveKeyCommand(_:)) }

            @objc(handleKeyCommand:) private func receiveKeyCommand(_ command: UIKeyCommand) {
                handleKeyCommand(command)
            }
        }

        /// The keys a nib sets on a ``SegmentedTabControl`` while it loads (Interface
        /// Builder's attributes inspector and User Defined Runtime Attributes, through
        /// `setValue(_:forKey:)`), each with the Objective-C name the nib stores: one
        /// requirement for each `@IBInspectable` property. Nothing calls them. The control
        /// conforms below, and only an `@objc` member satisfies an `@objc` protocol's
        /// requirement, so a build with the Objective-C runtime fails should one of these
        /// properties stop being `@objc` or be renamed in Swift without this list, either of
        /// which a nib would crash on ("this class is not key value coding-compliant for the
        /// key …"). The Objective-C name itself is pinned with `@objc(name)` where each
        /// property is declared: the compiler compares a method's Objective-C selector with
        /// its requirement's, but not a property's name (checked against the iOS 26.2 SDK),
        /// so the pin, not this protocol, keeps the key when the Swift name changes.
        @MainActor @objc protocol InterfaceBuilderAttributes {
            @objc(segmentTitles) var segmentTitles: String { get set }
            @objc(selectedSegmentIndex) var selectedSegmentIndex: Int { get set }
            @objc(isMomentary) var isMomentary: Bool { get set }
            @objc(selectedSegmentTintColor) var selectedSegmentTintColor: UIColor? { get set }
        }

        extension SegmentedTabControl: InterfaceBuilderAttributes {}

        #if !os(tvOS)
            extension SegmentedUnderlineDecorator {
                /// The action the decorator adds for its control's `.valueChanged`:
                /// ``selectionChanged()``.
                static var selectionChangedSelector: Selector {
                    #selector(receiveSelectionChanged)
                }

                @objc(selectionChanged) private func receiveSelectionChanged() {
                    selectionChanged()
                }
            }
        #endif
    #else
        extension DisplayLinkTarget {
            /// What a display link sends each frame: ``step(_:)``.
            static var stepSelector: Selector { Selector(DisplayLinkTarget.step(_:)) }
        }

        extension SegmentedTabControl {
            /// The action of the control's key commands: ``handleKeyCommand(_:)``.
            static var keyCommandSelector: Selector {
                Selector(SegmentedTabControl.handleKeyCommand(_:))
            }
        }

        #if !os(tvOS)
            extension SegmentedUnderlineDecorator {
                /// The action the decorator adds for its control's `.valueChanged`:
                /// ``selectionChanged()``.
                static var selectionChangedSelector: Selector {
                    Selector(SegmentedUnderlineDecorator.selectionChanged)
                }
            }
        #endif
    #endif
#endif
