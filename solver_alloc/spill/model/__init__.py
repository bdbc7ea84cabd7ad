"""The split model: its encoding and its families of rows (homes, calls, optional
registers), warm-start hints and the LP bound."""
