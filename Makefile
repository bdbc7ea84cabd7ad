# The two set-up commands of the README. Both create .venv when it is missing.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: demo campaign-demo test test-slow test-real bench bench-results lint clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(VENV)/.installed $(VENV)/.installed-campaign $@

$(VENV)/.installed-campaign: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[campaign]'
	touch $(VENV)/.installed $@

demo: $(VENV)/.installed
	$(BIN)/solver-alloc solve instances/seed000_gather.json --target trn2

# A benchmark campaign over shipped instances, then its report (README,
# "Benchmark campaigns"). Run it again and it resumes: finished cases are skipped.
campaign-demo: $(VENV)/.installed-campaign
	$(BIN)/solver-alloc campaign run bench/campaign/demo.toml --db campaign-demo.sqlite
	$(BIN)/solver-alloc campaign report campaign-demo.sqlite -o campaign-demo/

test: $(VENV)/.installed-dev
	$(BIN)/python -m pytest -q

# Everything, the tests marked slow too, with the property tests drawing ten times
# as many examples.
test-slow: $(VENV)/.installed-dev
	SOLVER_ALLOC_THOROUGH=10 $(BIN)/python -m pytest -q -m "slow or real or not slow"

# Whole libraries (lz4, xxhash, zstd, brotli) allocated by solver_alloc, written
# back as MIR, compiled by llc-14 and run against their harnesses, on x86-64 and
# riscv64 (under qemu). Needs llc-14, clang-14, lld-14, qemu-user and the riscv64
# cross libc: the tests name the install command when one is missing.
test-real: $(VENV)/.installed-dev
	$(BIN)/python -m pytest -q -m real

# Benchmarks write their tables to bench/.out/ (ignored); bench-results refreshes
# the committed bench/results/ on purpose.
bench: $(VENV)/.installed-dev
	$(BIN)/python -m pytest bench -q -p no:randomly --benchmark-columns=min,median,max,rounds

bench-results: $(VENV)/.installed-dev
	SOLVER_ALLOC_BENCH_RESULTS=bench/results $(BIN)/python -m pytest bench -q -p no:randomly \
		--benchmark-columns=min,median,max,rounds

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/mypy

clean:
	rm -rf $(VENV) .pytest_cache .benchmarks campaign-demo.sqlite* campaign-demo/
