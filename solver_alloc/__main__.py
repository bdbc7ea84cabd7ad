"""``python -m solver_alloc``."""

import sys

from solver_alloc.cli import main

sys.exit(main())
