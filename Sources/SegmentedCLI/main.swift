print("segmented")
