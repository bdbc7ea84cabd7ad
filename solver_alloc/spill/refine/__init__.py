"""The refinement loop and what it feeds back: cuts on refuted cores, eviction, room."""
