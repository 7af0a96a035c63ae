"""A GTP client for GNU Go (opponent and test oracle), and a small built-in beginner bot.

    with GnuGo(size=9, komi=6.5) as gnugo:
        gnugo.play("B", "D4")
        reply = gnugo.genmove("W")      # "E5", "pass" or "resign"

GNU Go speaks GTP 2 on stdin/stdout when started as `gnugo --mode gtp`. Rules flags such
as `--allow-suicide`, `--positional-superko`, `--situational-superko` and
`--chinese-rules` go in `flags`.

Where Python cannot start programs (Pyodide in a browser, e.g. the JupyterLite site;
`can_run_programs()` is False there), there is no GNU Go: `find_gnugo()` returns None and
`GnuGo(...)` raises GtpError at once. The built-in bots need nothing but Python.
"""

from __future__ import annotations

import contextlib
import random
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType

from .board import Board
from .color import Color
from .errors import GoError
from .game import Game

__all__ = ["BeginnerBot", "GnuGo", "GtpError", "RandomBot", "can_run_programs", "find_gnugo",
           "gnugo_available", "self_play"]

_DEFAULT_PATHS = ("/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo")


class GtpError(GoError):
    """GNU Go is missing, died, or answered a command with a GTP failure ("? ...")."""


#: Platforms whose Python cannot start a subprocess (Pyodide, WASI).
_NO_PROGRAMS = ("emscripten", "wasi")


def can_run_programs(platform: str | None = None) -> bool:
    """Returns False where this Python cannot start programs (`platform`, by default
    `sys.platform`, is "emscripten" in Pyodide, "wasi" under WASI), True elsewhere."""
    return (platform or sys.platform) not in _NO_PROGRAMS


def find_gnugo() -> str | None:
    """Returns the path of the GNU Go executable (/usr/games/gnugo, then PATH), or None
    if it is not installed or programs cannot run here (Pyodide)."""
    if not can_run_programs():
        return None
    for path in _DEFAULT_PATHS:
        if Path(path).is_file():
            return path
    return shutil.which("gnugo")


def gnugo_available() -> bool:
    """Returns True if GNU Go can be started here (installed, and programs can run)."""
    return find_gnugo() is not None


def _color_word(color: Color | str) -> str:
    return "black" if Color.parse(color) is Color.BLACK else "white"


class GnuGo:
    """A running `gnugo --mode gtp` process (a context manager: it is closed on exit).

    `GnuGo(size=9, komi=0.0, flags=(), executable=None)`: `flags` are extra command-line
    options (e.g. `("--allow-suicide", "--positional-superko")`); `executable` defaults
    to `find_gnugo()`. Raises GtpError if GNU Go cannot be found or started, or refuses
    the board size or komi, or at once where programs cannot run (Pyodide).
    """

    def __init__(self, size: int = 9, komi: float = 0.0, flags: Iterable[str] = (),
                 executable: str | None = None) -> None:
        self._proc: subprocess.Popen[str] | None = None
        if not can_run_programs():
            raise GtpError("GNU Go cannot run here: this Python cannot start programs "
                           f"(sys.platform is {sys.platform!r}, e.g. Pyodide in a browser)")
        exe = executable or find_gnugo()
        if exe is None:
            raise GtpError("GNU Go is not installed (apt-get install gnugo)")
        self.executable = exe
        self.flags = tuple(flags)
        try:
            self._proc = subprocess.Popen(
                [exe, "--mode", "gtp", *self.flags],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                text=True, bufsize=1,
            )
        except (OSError, subprocess.SubprocessError) as exc:
            raise GtpError(f"cannot start GNU Go ({exe}): {exc}") from None
        self.size = size
        try:
            self.boardsize(size)
            self.clear_board()
            self.komi(komi)
        except GtpError:
            self.close()
            raise

    # ---------------------------------------------------------------- protocol
    def command(self, line: str) -> str:
        """Sends one GTP command and returns the answer without its "= " (several lines
        joined by newlines). Raises GtpError on a failure answer ("? ...") or if GNU Go
        has exited."""
        proc = self._proc
        if proc is None or proc.stdin is None or proc.stdout is None:
            raise GtpError("GNU Go has been closed")
        if "\n" in line:
            raise GtpError(f"a GTP command is one line: {line!r}")
        try:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise GtpError(f"GNU Go has exited (while sending {line!r})") from None
        lines: list[str] = []
        while True:
            text = proc.stdout.readline()
            if text == "":
                raise GtpError(f"GNU Go has exited (while answering {line!r})")
            text = text.rstrip("\r\n")
            if text == "" and lines:
                break
            if text == "" and not lines:
                continue
            lines.append(text)
        first = lines[0]
        if first.startswith("?"):
            raise GtpError(f"GNU Go refused {line!r}: {first[1:].strip()}")
        if not first.startswith("="):
            raise GtpError(f"GNU Go answered {line!r} with {first!r}")
        lines[0] = first[1:].lstrip(" ")  # commands are sent without ids
        return "\n".join(lines).strip()

    # ---------------------------------------------------------------- commands
    def boardsize(self, n: int) -> None:
        """Sets the board size (GNU Go takes 1 to 19) and clears the board.
        Raises GtpError if GNU Go refuses it."""
        self.command(f"boardsize {int(n)}")
        self.size = int(n)

    def clear_board(self) -> None:
        """Empties the board and forgets the moves."""
        self.command("clear_board")

    def komi(self, k: float) -> None:
        """Sets komi. Raises GtpError if GNU Go refuses it."""
        self.command(f"komi {float(k)}")

    def play(self, color: Color | str, vertex: str) -> None:
        """Plays `vertex` ("D4" or "pass") for `color`. Raises GtpError if GNU Go finds
        the move illegal."""
        self.command(f"play {_color_word(color)} {vertex}")

    def set_position(self, board: Board) -> None:
        """Puts `board`'s stones on GNU Go's board, resized to `board`'s size and cleared
        first, with one `play` per stone (White's first: GTP takes the colours in any
        order, and stones of a legal position capture nothing). The position has no
        history, so GNU Go knows no ko there. Raises GtpError if GNU Go refuses a stone
        (a chain without a liberty)."""
        self.boardsize(board.size)
        self.clear_board()
        for color in (Color.WHITE, Color.BLACK):
            for point in board.stones(color):
                self.play(color, board.vertex(point))

    def genmove(self, color: Color | str) -> str:
        """Lets GNU Go choose and play a move for `color`; returns its vertex in upper
        case ("D4"), "pass" or "resign"."""
        answer = self.command(f"genmove {_color_word(color)}").strip()
        low = answer.lower()
        return low if low in ("pass", "resign") else answer.upper()

    def undo(self) -> None:
        """Takes back the last move. Raises GtpError if there is none."""
        self.command("undo")

    def is_legal(self, color: Color | str, vertex: str) -> bool:
        """Returns True if GNU Go finds `vertex` legal for `color`."""
        return self.command(f"is_legal {_color_word(color)} {vertex}").strip() == "1"

    def all_legal(self, color: Color | str) -> list[str]:
        """Returns every vertex GNU Go finds legal for `color` (upper case; no pass)."""
        return [v.upper() for v in self.command(f"all_legal {_color_word(color)}").split()]

    def list_stones(self, color: Color | str) -> list[str]:
        """Returns the vertices of `color`'s stones on GNU Go's board (upper case)."""
        return [v.upper() for v in self.command(f"list_stones {_color_word(color)}").split()]

    def fixed_handicap(self, n: int) -> list[str]:
        """Places `n` fixed handicap stones on the empty board and returns their vertices
        in GNU Go's order. Raises GtpError if the board does not take that many."""
        return [v.upper() for v in self.command(f"fixed_handicap {int(n)}").split()]

    def final_score(self) -> str:
        """Returns GNU Go's estimate of the result ("B+3.5", "W+0.5", "0"); reliable on
        finished positions only."""
        return self.command("final_score").strip()

    def final_status_list(self, status: str) -> list[str]:
        """Returns the vertices GNU Go gives `status` ("alive", "dead", "seki"),
        upper case."""
        return [v.upper() for v in self.command(f"final_status_list {status}").split()]

    # ---------------------------------------------------------------- lifetime
    def close(self) -> None:
        """Ends GNU Go (politely with "quit", then by force). Safe to call twice."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.write("quit\n")
                proc.stdin.flush()
                proc.stdin.close()
            proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired, ValueError):
            proc.kill()
            proc.wait()
        finally:
            if proc.stdout is not None:
                proc.stdout.close()

    def __enter__(self) -> GnuGo:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # at interpreter shutdown
            self.close()


class RandomBot:
    """A bot that plays a random legal move of a Game, never filling its own eye
    (an empty point whose neighbours are all its own stones), and passes when none is
    left. The same `seed` gives the same moves."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def candidates(self, game: Game) -> list[str]:
        """Returns the legal vertices that do not fill one of the mover's own eyes."""
        board, color = game.board, game.to_move
        out = []
        for v in game.legal_moves():
            p = board.point(v)
            if all(board.get(n) is color for n in board.neighbors(p)):
                continue
            out.append(v)
        return out

    def choose(self, game: Game) -> str:
        """Returns the vertex this bot plays in `game` for the player to move, or
        "pass"."""
        moves = self.candidates(game)
        return self.rng.choice(moves) if moves else "pass"


class BeginnerBot(RandomBot):
    """A bot a beginner can beat: it captures when it can, escapes atari when it can
    (a move that gives its chain in atari more than one liberty), otherwise plays a
    random legal move that does not fill its own eye nor put itself in atari if it can
    help it. The same `seed` gives the same moves."""

    def choose(self, game: Game) -> str:
        """Returns the vertex this bot plays in `game` for the player to move, or
        "pass"."""
        moves = self.candidates(game)
        if not moves:
            return "pass"
        board, color = game.board, game.to_move
        capturing, escaping, safe = [], [], []
        for v in moves:
            verdict = game.check(v)
            if verdict.captures:
                capturing.append((len(verdict.captures), v))
                continue
            p = verdict.point
            assert p is not None
            in_atari = any(board.get(n) is color and board.liberties(n) == 1
                           for n in board.neighbors(p))
            libs = _liberties_after(board, p, color)
            if in_atari and libs >= 2:
                escaping.append(v)
            elif libs >= 2:
                safe.append(v)
        if capturing:
            best = max(n for n, _ in capturing)
            return self.rng.choice([v for n, v in capturing if n == best])
        if escaping:
            return self.rng.choice(escaping)
        return self.rng.choice(safe or moves)


def _liberties_after(board: Board, point: int, color: Color) -> int:
    """Returns the liberties of the chain a stone of `color` at `point` would form
    (captures not counted)."""
    libs: set[int] = set()
    seen: set[int] = set()
    for n in board.neighbors(point):
        c = board.get(n)
        if c is None:
            libs.add(n)
        elif c is color:
            info = board.chain(n)
            if info is not None and n not in seen:
                seen |= info.stones
                libs |= info.liberties
    libs.discard(point)
    return len(libs)


def self_play(game: Game, gnugo: GnuGo, rng: random.Random, opening: int = 2) -> bool:
    """Plays a GNU Go self-play game on `game` and `gnugo` together: `opening` random
    legal moves chosen by `rng` (so that seeds give different games), then GNU Go's moves
    for both sides until two passes.

    Returns True when the game ended with two passes, False if GNU Go resigned (the game
    then stays as it was before the resignation). Raises GtpError if GNU Go fails.
    """
    for _ in range(opening):
        vertex = rng.choice(game.legal_moves())
        gnugo.play(game.to_move, vertex)
        game.play(vertex)
    while not game.is_over:
        vertex = gnugo.genmove(game.to_move)
        if vertex == "resign":
            return False
        game.play(vertex)
    return True
