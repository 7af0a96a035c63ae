"""The ladder: 9x9 games against an opponent whose strength follows the student's.

    from gotutor.ladder import ladder, record
    ladder()                 # "Step 3 of 12: the built-in bot at level 2; you take 2
                             #  handicap stones." (HTML in a notebook)
    record(won=True)         # one step up (less handicap or a stronger opponent)

The student plays Black; the computer White. A step is an opponent (GNU Go at a level,
or the built-in bot of `gotutor.bots` at a level) and a handicap (Black's stones put
before the first move; komi 0.5 with a handicap, 6.5 in an even game). A win moves the
student one step up, a loss one step down; the top and the bottom step keep them.
Where GNU Go runs (`gotutor.gtp.gnugo_available()`), the ladder's steps are GNU Go's
(`GNUGO_STEPS`); elsewhere (JupyterLite, a machine without GNU Go) the built-in bot's
(`BUILTIN_STEPS`). Each ladder keeps its own step.

Kept in the progress file (`gotutor.progress.progress_file()`) under its own top-level
key, the way `gotutor.leitner` keeps the review queue (under the file's lock: read,
merged, replaced atomically with `gotutor.safefile`; every other key is kept as it is):

    "ladder": {"builtin": {"step": 3, "won": 4, "lost": 2},
               "gnugo": {"step": 1, "won": 0, "lost": 1}}

`step` counts from 1. Several kernels may record games at once: each change is a step
up or down applied to what the file holds when it is written, so no game is lost. Bad
stored data (a step that is no whole number, out of range, an entry of the wrong type)
reads as the first step and is written over by the next game. A file that cannot be
written keeps the changes in memory for the session. Standard library only.
"""

from __future__ import annotations

import html
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import progress as _progress
from . import safefile
from .errors import GoError
from .i18n import N_, _, get_language, ngettext

__all__ = ["BUILTIN_STEPS", "GNUGO_STEPS", "LadderStep", "Step", "engine", "ladder", "record",
           "reset", "steps"]

_KEY = "ladder"
ENGINES = ("builtin", "gnugo")


@dataclass(frozen=True)
class Step:
    """One rung: the opponent (`engine` "gnugo" or "builtin", at `level`) and Black's
    `handicap` (0 for an even game)."""

    engine: str
    level: int
    handicap: int

    @property
    def komi(self) -> float:
        """0.5 with a handicap, 6.5 in an even game."""
        return 0.5 if self.handicap else 6.5

    def describe(self, language: str | None = None) -> str:
        """Returns "GNU Go at level 1; you take 5 handicap stones" in `language`."""
        if self.handicap:
            stones = ngettext("you take {n} handicap stone", "you take {n} handicap stones",
                              self.handicap, language)
        else:
            stones = _("an even game (komi 6.5)", language)
        if self.engine == "gnugo":
            # Translators: a ladder step's opponent, then its handicap ("you take 5
            # handicap stones" or "an even game (komi 6.5)").
            return _("GNU Go at level {level}; {handicap}", language, level=self.level,
                     handicap=stones)
        # Translators: a ladder step's opponent, then its handicap ("you take 5 handicap
        # stones" or "an even game (komi 6.5)").
        return _("the built-in bot at level {level}; {handicap}", language, level=self.level,
                 handicap=stones)


def _ladder(engine_: str, rungs: list[tuple[int, tuple[int, ...]]]) -> tuple[Step, ...]:
    return tuple(Step(engine_, level, h) for level, handicaps in rungs for h in handicaps)


#: The built-in bot's ladder, first step first: level 1 even, then levels 2-4 each from
#: a handicap down to an even game.
BUILTIN_STEPS = _ladder("builtin", [(1, (0,)), (2, (3, 2, 0)), (3, (4, 3, 2, 0)),
                                    (4, (4, 3, 2, 0))])

#: GNU Go's ladder: level 1 from 9 handicap stones down to an even game, then even games
#: against stronger levels.
GNUGO_STEPS = _ladder("gnugo", [(1, (9, 7, 5, 4, 3, 2, 0)), (4, (0,)), (7, (0,)),
                                (10, (0,))])

_STEPS = {"builtin": BUILTIN_STEPS, "gnugo": GNUGO_STEPS}

_guard = threading.RLock()
# this kernel's changes not yet known to be on disk: {engine: [+1 / -1, ...]}
_pending: dict[str, list[int]] = {}


def engine() -> str:
    """Returns the ladder in use here: "gnugo" where GNU Go can run, else "builtin"."""
    from .gtp import gnugo_available

    return "gnugo" if gnugo_available() else "builtin"


def _engine(name: str | None) -> str:
    name = engine() if name is None else name
    if name not in ENGINES:
        raise GoError(f"the ladders are {', '.join(ENGINES)}, not {name!r}")
    return name


def steps(engine_: str | None = None) -> tuple[Step, ...]:
    """Returns the steps of ladder `engine_` ("gnugo", "builtin"; None: the one in use
    here), first step first. Raises GoError for another name."""
    return _STEPS[_engine(engine_)]


def _read(path: Path | None) -> dict[str, Any]:
    """The file's data ({} for none or a damaged one: gotutor.progress puts that aside)."""
    if path is None:
        return {}
    try:
        data, _identity = safefile.read_json(path)
    except (FileNotFoundError, safefile.Damaged, OSError):
        return {}
    return data if isinstance(data, dict) else {}


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _stored(data: dict[str, Any], name: str) -> dict[str, int]:
    """Returns the entry of ladder `name` in the file's `data`, bad values mended:
    {"step" (1-based, in range), "won", "lost"}."""
    every = data.get(_KEY)
    entry = every.get(name) if isinstance(every, dict) else None
    if not isinstance(entry, dict):
        entry = {}
    step = entry.get("step")
    total = len(_STEPS[name])
    if isinstance(step, bool) or not isinstance(step, int) or not 1 <= step <= total:
        step = 1
    return {"step": step, "won": _count(entry.get("won")), "lost": _count(entry.get("lost"))}


def _apply(entry: dict[str, int], changes: list[int], name: str) -> dict[str, int]:
    total = len(_STEPS[name])
    out = dict(entry)
    for change in changes:
        out["step"] = min(total, max(1, out["step"] + change))
        out["won" if change > 0 else "lost"] += 1
    return out


def _entry(name: str) -> dict[str, int]:
    with _guard:
        stored = _stored(_read(_progress.progress_file()), name)
        return _apply(stored, _pending.get(name, []), name)


@dataclass(frozen=True)
class LadderStep:
    """Where the student stands on a ladder: `number` (from 1) of `total`, the `step`
    itself, and the games `won` and `lost` on it so far. `str()` and the notebook's
    HTML say it in `language` (the session's by default)."""

    engine: str
    number: int
    total: int
    step: Step
    won: int = 0
    lost: int = 0
    language: str | None = None

    def describe(self, language: str | None = None) -> str:
        """Returns "Step 3 of 12: the built-in bot at level 2; you take 2 handicap
        stones." in `language`."""
        lang = language or self.language
        return _("Step {number} of {total}: {step}.", lang, number=self.number,
                 total=self.total, step=self.step.describe(lang))

    def __str__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        lang = self.language or get_language()
        head = html.escape(_("Your opponent on the ladder", lang))
        games = html.escape(_("Games won: {won}, lost: {lost}.", lang, won=self.won,
                              lost=self.lost))
        return (f'<div class="gt-ladder" lang="{html.escape(lang)}"><strong>{head}</strong>'
                f": {html.escape(self.describe(lang))} {games}"
                f'<br><progress max="{self.total}" value="{self.number}"></progress></div>')


def ladder(engine_: str | None = None, language: str | None = None) -> LadderStep:
    """Returns the student's step on ladder `engine_` ("gnugo", "builtin"; None: the one
    in use here), what this kernel could not save included. Raises GoError for an
    unknown ladder; never for bad stored data (read as the first step)."""
    name = _engine(engine_)
    entry = _entry(name)
    return LadderStep(name, entry["step"], len(_STEPS[name]), _STEPS[name][entry["step"] - 1],
                      entry["won"], entry["lost"], language)


def _write() -> None:
    """Writes this kernel's pending changes into the file (under its lock, merged with
    what it holds now); on failure they stay pending in memory."""
    path = _progress.progress_file()
    if path is None or not any(_pending.values()):
        return
    try:
        with safefile.locked(path):
            try:
                data, _identity = safefile.read_json(path)
            except FileNotFoundError:
                data = {}
            if not isinstance(data, dict):
                return  # damaged: gotutor.progress puts it aside; kept in memory
            every = data.get(_KEY)
            if not isinstance(every, dict):
                every = data[_KEY] = {}
            for name, changes in _pending.items():
                if changes:
                    every[name] = _apply(_stored(data, name), changes, name)
            data.setdefault("version", 1)
            data.setdefault("exercises", {})
            safefile.write_json(path, data)
            _pending.clear()  # written as steps from what the file held: never twice
    except (OSError, safefile.Damaged, TimeoutError, ValueError):
        return  # kept in memory, written with the next change


def record(won: bool, engine_: str | None = None, language: str | None = None) -> LadderStep:
    """Records a game on ladder `engine_` (None: the one in use here): a win moves the
    student one step up, a loss one step down (never past the ends). Returns the new
    step. Raises GoError if `won` is no bool or the ladder is unknown."""
    if not isinstance(won, bool):
        raise GoError(f"a ladder game is won (True) or lost (False), not {won!r}")
    name = _engine(engine_)
    with _guard:
        _pending.setdefault(name, []).append(1 if won else -1)
        _write()
    return ladder(name, language)


def reset(engine_: str | None = None) -> None:
    """Puts the student back on the first step of ladder `engine_` (None: both), for a
    teacher. Raises GoError for an unknown ladder, OSError if the file cannot be
    written."""
    names = ENGINES if engine_ is None else (_engine(engine_),)
    with _guard:
        for name in names:
            _pending.pop(name, None)
        path = _progress.progress_file()
        if path is None:
            return
        with safefile.locked(path):
            try:
                data, _identity = safefile.read_json(path)
            except FileNotFoundError:
                return
            except safefile.Damaged:
                return
            if not isinstance(data, dict) or not isinstance(data.get(_KEY), dict):
                return
            for name in names:
                data[_KEY].pop(name, None)
            safefile.write_json(path, data)


#: What the board says after a ladder game (msgids), by (won, moved).
RESULT_TEXTS = {
    (True, True): N_("You won ({result}): one step up. Next game: {step}"),
    (True, False): N_("You won ({result}) on the top step: you stay there. Next game: {step}"),
    (False, True): N_("You lost ({result}): one step down. Next game: {step}"),
    (False, False): N_("You lost ({result}) on the first step: you stay there. Next game: "
                       "{step}"),
}
