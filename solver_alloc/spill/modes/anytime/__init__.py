"""The anytime mode for large straight-line classes: Lagrangian bound, repaired plans,
windows."""
