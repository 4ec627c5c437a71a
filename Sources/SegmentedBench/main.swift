print("segmented-bench")
