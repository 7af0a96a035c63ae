"""The drill concepts kept in modules of their own, one module per concept (or per
family of concepts), found here by name.

A concept module defines:

- `CONCEPTS`: a tuple of `Concept`s, each with its name ("ladder"), its place in the
  course (`order`: the built-in concepts are 10 to 70, in steps of 10), its `levels`
  (level -> the generator's settings, "size" among them), `make(rng, settings)`
  (returns the candidate's dict as the built-in generators do, or None to try the next
  attempt; see `gotutor.drills.generator`) and `problem(spec)` (returns the `Problem` a student is
  given for the generated `Spec`); `legacy` (optional): {key version: the levels as
  they were} for a concept whose problems have changed since keys of that version were
  written (the keys written now get the next version, and the older keys still name
  the problems they named); `fits(earlier, spec)` (optional): False if `spec` should
  not follow the problems `earlier` of the list (the last one last), e.g. the same
  answer and word for word the same explanation as the one before; the list then
  leaves it out (lists of key version 3 or more);
- nothing at import time but definitions (the modules are imported when
  `gotutor.drills` is).

`concepts()` returns them all, sorted by `order` then name: the same list in CPython and
in Pyodide (the module names are sorted before they are imported).
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...problems import Problem
    from ..generator import Spec

__all__ = ["Concept", "concepts"]


@dataclass(frozen=True)
class Concept:
    """One drill concept defined in a module of this package (see the module's doc)."""

    name: str
    order: int
    levels: dict[int, dict[str, Any]]
    make: Callable[[random.Random, dict[str, Any]], dict[str, Any] | None]
    problem: Callable[[Spec], Problem]
    legacy: dict[int, dict[int, dict[str, Any]]] = field(default_factory=dict)
    fits: Callable[[list[Spec], Spec], bool] | None = None


def concepts() -> list[Concept]:
    """Returns every concept of this package's modules, by `order` then name."""
    found: list[Concept] = []
    names = sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
    for name in names:
        module = importlib.import_module(f"{__name__}.{name}")
        found.extend(getattr(module, "CONCEPTS", ()))
    return sorted(found, key=lambda c: (c.order, c.name))
