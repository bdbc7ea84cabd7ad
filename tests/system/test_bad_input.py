"""Bad input is one line on stderr, exit 2, naming the file and field: never a
traceback, never "internal error", never a file left behind (adversarial D), and
a fuzz over mutated shipped instances and targets that holds the same promise."""

from __future__ import annotations

import json
import os
import random
import stat
from pathlib import Path

import pytest
from helpers import DATA, ROOT, mutated
from thorough import examples

from solver_alloc.cli import main

CASES = DATA / "adversarial"
SEED = ROOT / "instances" / "seed000_gather.json"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as e:  # argparse usage errors
        code = int(e.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def assert_clean_error(code: int, err: str, *needles: str) -> None:
    assert code == 2, err
    assert len(err.strip().splitlines()) == 1, err
    assert "internal error" not in err
    assert "Traceback" not in err
    for n in needles:
        assert n in err


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_non_finite_frequency_is_rejected(capsys, tmp_path: Path, constant: str) -> None:
    text = (CASES / "nan_freq.json").read_text().replace("NaN", constant)
    path = tmp_path / "k.json"
    path.write_text(text)
    code, _, err = run(capsys, "solve", str(path), "--target", "x86-64",
                       "--objective", "spill")
    assert_clean_error(code, err, str(path), constant)


def test_huge_frequency_is_rejected(capsys, tmp_path: Path) -> None:
    raw = json.loads(SEED.read_text())
    raw["blocks"] = [{"name": "entry", "freq": 1e308, "instrs": raw.pop("instrs")}]
    path = tmp_path / "k.json"
    path.write_text(json.dumps(raw))
    code, _, err = run(capsys, "solve", str(path), "--target", "trn2")
    assert_clean_error(code, err, "freq")


@pytest.mark.parametrize("what", ["kernel", "allocation"])
def test_absurd_nesting_is_rejected(capsys, tmp_path: Path, what: str) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    path = tmp_path / "deep.json"
    path.write_text(deep)
    args = (["solve", str(path)] if what == "kernel"
            else ["verify", str(SEED), str(path)])
    code, _, err = run(capsys, *args, "--target", "trn2")
    assert_clean_error(code, err, "nested too deeply")


@pytest.mark.parametrize(("field", "value"), [
    ("registers_used", "ab"), ("registers_used", 5), ("registers_used", [1, 2]),
    ("stats", "xy"), ("stats", 7), ("objective", "x"), ("kernel", 3),
    ("plan_space", "most"), ("activation", 4),
])
def test_allocation_fields_of_the_wrong_type(capsys, tmp_path: Path, field: str,
                                             value: object) -> None:
    path = tmp_path / "a.json"
    path.write_text(json.dumps({"format": "solver-alloc/allocation@1",
                                "assignment": {}, field: value}))
    code, _, err = run(capsys, "verify", str(SEED), str(path), "--target", "trn2")
    assert_clean_error(code, err, str(path), field)


def test_register_counts_have_a_maximum(capsys, tmp_path: Path) -> None:
    code, _, err = run(capsys, "solve", str(SEED), "--target", "trn2",
                       "--registers", "seq_pool=100000000")
    assert_clean_error(code, err, "at most 4096")
    toml = (ROOT / "models" / "x86-64.toml").read_text()
    big = tmp_path / "big.toml"
    big.write_text(toml.replace("count = 16", "count = 9223372036854775807", 1))
    code, _, err = run(capsys, "solve", str(SEED), "--target", str(big))
    assert_clean_error(code, err, "count")
    col = tmp_path / "g.col"
    col.write_text("p edge 100000000 0\n")
    code, _, err = run(capsys, "solve", str(col), "--target", "x86-64")
    assert_clean_error(code, err, "vertices")


@pytest.mark.parametrize("cost", ["nan", "inf", "1e308", "-1"])
def test_target_costs_must_be_finite_and_sane(capsys, tmp_path: Path, cost: str) -> None:
    toml = (ROOT / "models" / "x86-64.toml").read_text()
    assert "load_cost = " in toml
    lines = [f"load_cost = {cost}" if ln.strip().startswith("load_cost =") else ln
             for ln in toml.splitlines()]
    path = tmp_path / "t.toml"
    path.write_text("\n".join(lines) + "\n")
    code, _, err = run(capsys, "solve", str(SEED), "--target", str(path))
    assert_clean_error(code, err, "load_cost")


def test_output_into_a_missing_folder_or_onto_a_folder(capsys, tmp_path: Path) -> None:
    for out in (tmp_path / "nope" / "o.json", tmp_path):
        code, _, err = run(capsys, "solve", str(SEED), "--target", "trn2", "-o", str(out))
        assert_clean_error(code, err, "cannot write")
    assert not (tmp_path / "nope").exists()


def test_output_writes_through_a_symlink(capsys, tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    code, _, _ = run(capsys, "solve", str(SEED), "--target", "trn2", "-o", str(link))
    assert code == 0
    assert link.is_symlink()
    assert json.loads(target.read_text())["status"] == "OPTIMAL"


def test_output_to_a_device_writes_it_directly(capsys) -> None:
    before = os.stat("/dev/null")
    code, _, _ = run(capsys, "solve", str(SEED), "--target", "trn2", "-o", "/dev/null")
    assert code == 0
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode)
    assert (before.st_ino, before.st_rdev) == (after.st_ino, after.st_rdev)


def test_a_path_with_a_line_break_gives_one_line(capsys, tmp_path: Path) -> None:
    path = tmp_path / "two\nlines.json"
    path.write_text("{ not json")
    code, _, err = run(capsys, "solve", str(path), "--target", "trn2")
    assert_clean_error(code, err, "malformed JSON")


# ------------------------------------------------------------------------ fuzz

FUZZ_CASES = examples(120)
"""Mutated inputs per run (ten times as many under make test-slow)."""


def test_fuzzed_kernels_and_allocations_never_crash(capsys, tmp_path: Path) -> None:
    """Mutated shipped kernels and allocations: exit 0, 1 or 2; exit 2 is one
    clean line; a failed solve leaves no output file; every allocation a solve
    returns passes the verifier the CLI runs on it."""
    rng = random.Random(0)
    sources = [SEED, *sorted((ROOT / "instances" / "nki").glob("*.json"))[:3],
               *sorted(CASES.glob("*.json"))]
    for n in range(FUZZ_CASES):
        src = rng.choice(sources)
        raw = json.loads(src.read_text(), parse_constant=lambda c: c)
        bad = mutated(raw, rng)
        path = tmp_path / f"case{n}.json"
        text = json.dumps(bad)
        if rng.random() < 0.1:
            text = text[: rng.randrange(len(text) + 1)]  # truncated
        path.write_text(text)
        out = tmp_path / f"out{n}.json"
        target = "trn2" if "nki" in str(src) or "seed" in src.name else "x86-64"
        if src.name.endswith(".alloc.json"):
            args = ["verify", str(src).replace(".alloc.json", ".json"), str(path)]
        else:
            args = ["solve", str(path), "-o", str(out), "--time-limit", "5"]
        code, out_text, err = run(capsys, *args, "--target", target)
        assert code in (0, 1, 2), (src.name, err)
        assert "verifier: INVALID" not in out_text, (src.name, text[:300], out_text)
        assert "Traceback" not in err
        assert "internal error" not in err, (src.name, text[:300], err)
        if code == 2:
            assert len(err.strip().splitlines()) == 1, err
            assert not out.exists()


def test_null_blocks_are_an_input_error(capsys, tmp_path: Path) -> None:
    """Found by the fuzz under make test-slow: ``"blocks": null``."""
    path = tmp_path / "k.json"
    path.write_text('{"format": "solver-alloc/kernel@1", "name": "x", "blocks": null}')
    code, _, err = run(capsys, "solve", str(path), "--target", "x86-64")
    assert_clean_error(code, err, "blocks")
