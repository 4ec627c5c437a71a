// The UIKit front-end suite: runs every group of checks, then prints the summary line.
import UIKit

runTrackingChecks()
runAnimationChecks()
runLayoutChecks()
runAccessibilityChecks()
runPagingChecks()
runA11yFocusChecks()
runPagerChecks()
runUnderlineDecoratorChecks()
runInteractionChecks()
runScrollContractChecks()
runTVFocusChecks()
runAccessibilityMachineChecks()
runPagerControllerChecks()
runPagerControllerContractChecks()
runTitleProgressChecks()
finish("UIKit")
