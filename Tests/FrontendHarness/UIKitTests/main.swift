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
runAccessibilityMachineChecks()
runPagerControllerChecks()
runPagerControllerContractChecks()
runTitleProgressChecks()
finish("UIKit")
