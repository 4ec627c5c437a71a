// What UIKit reaches by an Objective-C selector: a display link's frames, the control's key
// commands, the decorator's target-action and the setters a nib calls by key. Swift without
// the Objective-C runtime (Linux, where Scripts/frontend-harness.sh compiles these sources
// against stand-in modules) has no `@objc` and no `#selector`, so both appear in this file
// only (docs/development.md, "Sources the harness compiles as they ship"). With the runtime,
// each selector names an `@objc` method that keeps the selector's name and forwards to the
// Swift method (or, for the nib's setters, names the property's own setter); without it, the
// selector is made from the Swift method itself, as the stand-in `Selector` takes it. The
// rest of the module names these selectors only by the properties below.
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

        extension SegmentedTabControl {
            /// The setters a nib calls by key while it loads (Interface Builder's attributes
            /// inspector and User Defined Runtime Attributes, through `setValue(_:forKey:)`).
            /// Nothing sends these selectors; naming them here makes a build with the
            /// Objective-C runtime fail should any of these properties stop being `@objc`
            /// (`@IBInspectable` makes it so), which a nib would then crash on.
            static var interfaceBuilderSetters: [Selector] {
                [
                    #selector(setter: SegmentedTabControl.segmentTitles),
                    #selector(setter: SegmentedTabControl.selectedSegmentIndex),
                    #selector(setter: SegmentedTabControl.isMomentary),
                    #selector(setter: SegmentedTabControl.selectedSegmentTintColor),
                ]
            }
        }

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
