"""A fresh kernel's saved state for tests of what a student keeps: the progress file
named by GOTUTOR_PROGRESS_FILE, and nothing of the test process's earlier records,
notices or unsaved review-queue changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from gotutor import leitner, progress


def fresh_store(path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Points the progress file at `path` (not created) and forgets what this process
    recorded, told or queued; returns `path`."""
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(path))
    monkeypatch.setattr(progress, "_memory", {})
    monkeypatch.setattr(progress, "_times", {})
    monkeypatch.setattr(progress, "_told", set())
    monkeypatch.setattr(progress, "_notices", [])
    monkeypatch.setattr(leitner, "_pending", [])
    return path
