"""Autosave of games: a board in play mode keeps its game, so that a kernel restart (or
the next day) can continue it.

`GoBoard(..., autosave="my-game")` saves the whole game tree (SGF, through
`Game.to_sgf`) and where the cursor is every time the game changes, into
`<folder of progress.json>/games/<key>-<hash>.json` (see `gotutor.progress`; in
JupyterLite under /drive, and nowhere when there is no /drive):

    {"version": 1, "key": "my-game", "sgf": "(;GM[1]...)", "cursor": [0, 0, 1],
     "saved": "2026-12-01T09:30:00Z"}

`cursor` is the path from the root to the current node, as child indexes. A board
created again with the same key offers to continue ("Continue your game from move
37?"); Redo (or `board.continue_game()`) takes the offer, and playing a move starts a
new game instead: the offered one is then kept as `<name>.previous.json`, never lost
to a stray click. Writes are atomic and fsynced under a lock (`gotutor.safefile`); a
damaged save is put aside (`.damaged-<time>`) with a warning; a file that cannot be
written keeps the game going (told once, a `StorageWarning`). Two boards with one key
(two kernels): the one that finds the file holding a game it neither read nor wrote
saves its own game beside it (`<name>.2.json`) and says so, so neither game is lost.
What the board should say (a damaged save put aside, a game saved beside) is kept in
`notice` for the board's message line. No Jupyter imports.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import os
import re
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

from . import progress, safefile
from .errors import GoError, StorageWarning
from .game import Game, Node
from .i18n.translate import N_

__all__ = ["OFFER", "Autosave", "SavedGame", "games_dir", "save_sgf", "saved_game_file"]

#: The board's offer when a saved game is found ({n}: the move number).
# Translators: "Redo" is the label of the board's Redo button: use the same word.
OFFER = N_("Continue your game from move {n}? Press Redo to continue it, or play a move "
           "to start a new game.")

#: What the board says when the student takes the offer.
CONTINUED = N_("Your game continues from move {n}.")

_told: set[str] = set()


def games_dir() -> Path | None:
    """Returns the folder of saved games (beside the progress file), or None when there
    is no place to save (Pyodide without /drive)."""
    path = progress.progress_file()
    return None if path is None else path.parent / "games"


def saved_game_file(key: str) -> Path | None:
    """Returns the file the game saved under `key` lives in (the key's letters, digits,
    "-" and "_" and a hash of the whole key, so that any key makes a safe, distinct
    name), or None when there is no place to save."""
    folder = games_dir()
    if folder is None:
        return None
    name = re.sub(r"[^A-Za-z0-9_-]+", "-", key).strip("-")[:60] or "game"
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:8]
    return folder / f"{name}-{digest}.json"


def save_sgf(game: Game, path: str | os.PathLike[str]) -> None:
    """Writes the whole game tree of `game` to `path` as SGF (UTF-8), atomically (a
    temporary file, fsynced, then a replace). Raises OSError."""
    safefile.write_bytes(Path(path), game.to_sgf().encode("utf-8"))


def _cursor(game: Game) -> list[int]:
    path = game.path
    return [next(i for i, c in enumerate(parent.children) if c is child)
            for parent, child in itertools.pairwise(path)]


def _warn(what: str, msgid: str, **fields: object) -> None:
    if what in _told:
        return
    _told.add(what)
    text = progress.Notice(msgid, tuple(fields.items())).render()
    with contextlib.suppress(Exception):  # warnings made errors must not stop a game
        warnings.warn(text, StorageWarning, stacklevel=4)


@dataclass(frozen=True)
class SavedGame:
    """A game found under a key: the `game` (cursor where it was) and when it was
    `saved` (UTC, ISO 8601)."""

    game: Game
    saved: str

    @property
    def move_number(self) -> int:
        """The move number at the cursor ("Continue your game from move 37?")."""
        return self.game.move_number


class Autosave:
    """The saved game of one key: what was found when the board was made (`offered`,
    until it is continued or replaced) and the saving of every change (`save`).

    Raises GoError for a key that is not a non-empty string."""

    def __init__(self, key: str) -> None:
        if not isinstance(key, str) or not key.strip():
            raise GoError(f"an autosave key is a non-empty string, not {key!r}")
        self.key = key
        self.path = saved_game_file(key)
        self._last: tuple[str, list[int]] | None = None
        self._blocked = False  # a damaged save that could not be put aside: keep it
        #: what the board should say about the save (a catalog message and its fields),
        #: until `take_notice`: a damaged save put aside, another kernel's game kept
        self.notice: tuple[str, dict[str, object]] | None = None
        #: the saved game found when this Autosave was made, until it is continued
        #: (`take`) or a new game replaces it
        self.offered: SavedGame | None = self._load()

    @property
    def pending(self) -> bool:
        """True while a saved game is offered (neither continued nor replaced)."""
        return self.offered is not None

    def offer(self) -> tuple[str, dict[str, object]]:
        """Returns the offer as a catalog message and its fields (for the board's
        message line, translated in its language). Raises GoError if none is pending."""
        if self.offered is None:
            raise GoError("there is no saved game to continue")
        return OFFER, {"n": self.offered.move_number}

    def _load(self) -> SavedGame | None:
        path = self.path
        if path is None:
            return None
        safefile.clean_stale(path)
        try:
            data, identity = safefile.read_json(path)
        except FileNotFoundError:
            return None
        except safefile.Damaged as damage:
            return self._damaged(damage.reason, damage.identity)
        try:
            game = Game.from_sgf(data["sgf"])
            node: Node = game.node
            for index in data.get("cursor", []):
                if not isinstance(index, int) or not 0 <= index < len(node.children):
                    break
                node = node.children[index]
            game.go_to(node)
            saved = str(data.get("saved", ""))
        except Exception as error:  # any odd content: put aside, not used
            return self._damaged(f"{type(error).__name__}: {error}", identity)
        self._last = (data["sgf"], _cursor(game))
        if not game.path[0].children:
            return None  # no move was played: nothing to continue
        return SavedGame(game, saved)

    def _damaged(self, reason: str, identity: tuple | None) -> None:
        assert self.path is not None
        aside = None
        with contextlib.suppress(OSError), safefile.locked(self.path):
            aside = safefile.put_aside(self.path, identity)
        self._blocked = aside is None and os.path.lexists(self.path)
        # Translators: {reason} is a technical reason in English, shown as it is; {file}
        # is a path.
        msgid = N_("The saved game {file} could not be read ({reason}); it is kept as it "
                   "is and a new game starts.")
        fields: dict[str, object] = {"file": str(aside or self.path), "reason": reason}
        _warn(f"damaged:{aside or self.path}", msgid, **fields)
        self.notice = (msgid, fields)
        return None

    def take_notice(self) -> tuple[str, dict[str, object]] | None:
        """Returns what the board should say about the save (a catalog message and its
        fields), once; None if there is nothing to say."""
        notice, self.notice = self.notice, None
        return notice

    def _taken_by_another(self, path: Path) -> bool:
        """True if the file at `path` holds a game this Autosave neither read nor wrote:
        another kernel saves a game under the same key. Read under the file's lock."""
        try:
            data, _identity = safefile.read_json(path)
        except (FileNotFoundError, safefile.Damaged):
            return False
        if not isinstance(data, dict):
            return False
        return self._last is None or (data.get("sgf"), data.get("cursor")) != (
            self._last[0], list(self._last[1]))

    def _move_aside_from(self, path: Path) -> Path:
        """Another kernel saves under this key: this board's game goes to a file of its
        own beside it (told once, on the board too), so neither game is lost. Returns
        the new file."""
        stem = path.stem
        for n in itertools.count(2):
            other = path.with_name(f"{stem}.{n}.json")
            if not os.path.lexists(other):
                break
        self.path = other
        msgid = N_("Another open notebook saves a game under the same name, so this "
                   "board's game is saved as {file}: neither game is lost.")
        _warn(f"shared:{path}", msgid, file=str(other))
        self.notice = (msgid, {"file": str(other)})
        return other

    def take(self) -> Game:
        """Returns the offered game to continue (and offers it no more). Raises GoError
        if none is pending."""
        if self.offered is None:
            raise GoError("there is no saved game to continue")
        game, self.offered = self.offered.game, None
        return game

    def save(self, game: Game) -> bool:
        """Saves `game` if it changed since the last save; returns True if it wrote.
        While a saved game is offered, a game with no move does not replace it, and the
        first move of a new game keeps it as `<name>.previous.json`. Never raises: a
        file that cannot be written is told once (a StorageWarning)."""
        path = self.path
        if path is None:
            return False
        try:
            if self._blocked:
                raise OSError(f"{path} cannot be read, nor moved aside")
            if self.offered is not None:
                if not game.path[0].children:
                    return False  # a fresh board does not replace the saved game
                self.offered = None
                with safefile.locked(path), contextlib.suppress(FileNotFoundError):
                    os.replace(path, path.with_name(path.stem + ".previous.json"))
            if self._last is None and not game.path[0].children:
                return False  # an untouched new board: nothing worth a file yet
            state = (game.to_sgf(), _cursor(game))
            if state == self._last:
                return False
            with safefile.locked(path):
                if self._taken_by_another(path):
                    path = self._move_aside_from(path)
                safefile.write_json(path, {
                    "version": 1, "key": self.key, "sgf": state[0], "cursor": state[1],
                    "saved": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())})
        except Exception as error:  # a game must go on
            _warn("unsaved", N_("Your game could not be saved in {file} ({reason}); it "
                                "goes on, but it will not be there after a restart."),
                  file=str(path), reason=str(error))
            return False
        self._last = state
        return True

    def discard(self) -> None:
        """Forgets the saved game of this key (the file is removed). Raises OSError if
        it cannot be removed."""
        self.offered = None
        self._last = None
        if self.path is not None:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()
