"""Make bench/ helpers importable, and say where benchmarks write their tables.

``make bench`` writes to ``bench/.out/`` (ignored by git), so a routine run never
rewrites tracked files; ``make bench-results`` points
``SOLVER_ALLOC_BENCH_RESULTS`` at ``bench/results/`` to refresh the committed
figures on purpose.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
