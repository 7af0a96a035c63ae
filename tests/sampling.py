"""The seed of the rotating samples: each day's test run checks other generated
problems than the last (`make test` runs a sample; `make test-many` thousands).

Import it as `from sampling import sample_seed` (tests/ is on the path). It is a module
of its own, not a conftest function: two conftest.py files (tests/ and tests/browser/)
share the module name "conftest", so `from conftest import ...` may find the other one.
"""

from __future__ import annotations

import datetime
import os

__all__ = ["sample_seed"]


def sample_seed() -> str:
    """The seed of today's rotating sample: the UTC date ("20261204"), or
    GOTUTOR_SAMPLE_SEED to repeat a run. A test that checks a sample names it in its
    seeds, so each day's run checks other problems than the last."""
    return os.environ.get("GOTUTOR_SAMPLE_SEED") or datetime.datetime.now(
        datetime.timezone.utc).strftime("%Y%m%d")
