"""Large CFG classes planned region by region under a summed bound."""
