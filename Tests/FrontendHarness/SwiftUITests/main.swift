// The SwiftUI front-end harness: runs Sources/SegmentedSwiftUI, compiled unchanged against
// the stand-in SwiftUI module, through the renderer in Support/SwiftUI/Renderer.swift.
//
//   Scripts/frontend-harness.sh   (last line of this suite: "harness SwiftUI: N passed, M failed")

barLayoutTests()
controlTests()
interactionTests()
pointerTests()
styleTests()
systemStyleTests()
glassStyleTests()
positionTests()
animatableHostTests()
previewTests()
accessibilityFocusTests()
pagerTests()
pagerVariantTests()
pagerIdentityTests()
#if HARNESS_SHOWCASE
    showcaseTests()  // the showcase app's screens, when Scripts/frontend-harness.sh compiles them
#endif
finish("SwiftUI")
