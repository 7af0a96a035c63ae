"""The public API contract of DESIGN.md, checked by the shared script as outside code
uses it (`/work/shared/contract_check.py`, run as a subprocess from the project root).

Its score() checks need gotutor.scoring (the counting engine): until that module
exists the test is an expected failure; as soon as it lands the test is a real one.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = Path(os.environ.get("GOTUTOR_CONTRACT_CHECK", ROOT.parent / "shared" /
                             "contract_check.py"))
HAS_SCORING = importlib.util.find_spec("gotutor.scoring") is not None


@pytest.mark.xfail(not HAS_SCORING, reason="gotutor.scoring (counting) has not landed yet",
                   strict=False)
def test_contract_check_script_passes() -> None:
    if not SCRIPT.is_file():
        # outside the repository (../shared): an error in CI, a skip elsewhere
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"the contract script is missing: {SCRIPT}")
        pytest.skip(f"the contract script is not here: {SCRIPT}")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(SCRIPT)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "checks hold" in done.stdout
