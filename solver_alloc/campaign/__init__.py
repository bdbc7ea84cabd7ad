"""Benchmark campaigns: many (instance, target, registers, objective, backend)
cases run on local processes or a Dask cluster, each row verified and committed to
SQLite as it finishes, and a report with plots.

``spec`` (campaign files), ``worker`` (one isolated case), ``store`` (SQLite) and
``commands`` need only the core install; ``runner`` needs tqdm (and Dask for
``--scheduler``), ``report`` matplotlib: ``pip install 'solver-alloc[campaign]'``.
"""
