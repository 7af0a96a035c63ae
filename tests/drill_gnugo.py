"""GNU Go over a list of drill problems: one GNU Go for the list, a concept's check
(`check(gnugo, spec)` returns that problem's disagreements) on each problem."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def disagreements(check: Callable[[Any, Any], list[str]], specs: Sequence[Any],
                  executable: str) -> dict[str, str]:
    """Returns {key: the problem's diagram and GNU Go's disagreements} for the problems
    of `specs` where `check` finds any (GNU Go's board is sized to each problem)."""
    from gotutor.gtp import GnuGo

    out = {}
    with GnuGo(size=specs[0].size, executable=executable) as gnugo:
        for spec in specs:
            found = check(gnugo, spec)
            if found:
                out[spec.key] = "\n".join([spec.diagram(), *found])
    return out
