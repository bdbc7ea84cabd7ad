"""Objective ``"spill"``: chains, the split model, its decoding and warm start, Belady, the
anytime mode and windows, and the older spill-everywhere model.
"""
