"""Benchmark campaigns: many (instance, target, registers, objective, backend, seed)
cases run on local processes or a Dask cluster, each row verified and committed to
SQLite as it finishes, and a report with plots, or a comparison of two runs.

``spec`` (campaign files), ``worker`` (one isolated case, its load, solve and
verify timed apart), ``store`` (SQLite), ``measures`` (what a report measures)
and ``commands`` need only the core install; ``runner`` needs tqdm (and Dask for
``--scheduler``), ``report``, ``plots`` and ``compare`` matplotlib:
``pip install 'solver-alloc[campaign]'``.
"""
