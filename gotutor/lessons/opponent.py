"""A computer opponent for lesson 9: a board on which a bot answers every move.

`against(board, bot, color)` makes `bot` play `color` on `board`: after each move, when it
is the bot's turn, the bot's move is played on the board. A bot is anything with
`choose(game) -> vertex` ("pass" to pass, "resign" to resign): gotutor.gtp's BeginnerBot,
or `GnuGoBot` below, which asks GNU Go. Undo takes back the bot's move and the student's
together.

Where GNU Go cannot run (not installed, or Pyodide in a browser, where Python cannot start
programs), `GnuGoBot` falls back to the BeginnerBot and says so: its `note` is a msgid
that `against` shows on the board, in the board's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..color import Color
from ..game import Game, Move
from ..gtp import BeginnerBot, GnuGo, GtpError, can_run_programs
from ..i18n import N_, _

if TYPE_CHECKING:
    from ..widget import GoBoard

__all__ = ["Bot", "GnuGoBot", "against"]


class Bot(Protocol):
    """Chooses a move for the player to move."""

    def choose(self, game: Game) -> str:
        """Returns a vertex, "pass" or "resign"."""
        ...


#: The notes a GnuGoBot that fell back to the BeginnerBot gives (msgids).
NO_PROGRAMS_NOTE = N_("GNU Go cannot run in the browser: you are playing the built-in "
                      "beginner bot instead.")
NO_GNUGO_NOTE = N_("GNU Go is not installed here: you are playing the built-in beginner "
                   "bot instead.")


class GnuGoBot:
    """GNU Go as a bot: `GnuGoBot(size=9, level=1)`. Before each choice the game's moves
    are replayed into GNU Go, so undo and navigation on the board never confuse it.

    If GNU Go cannot start (not installed, or programs cannot run here, as in Pyodide),
    the bot plays as a BeginnerBot: `engine` is None and `note` says why (a msgid, None
    while GNU Go plays). With `fallback=False` it raises GtpError instead."""

    def __init__(self, size: int = 9, komi: float = 6.5, level: int = 1,
                 executable: str | None = None, fallback: bool = True) -> None:
        self.note: str | None = None
        self.fallback: BeginnerBot | None = None
        try:
            self.engine: GnuGo | None = GnuGo(size, komi, flags=("--level", str(level)),
                                              executable=executable)
        except GtpError:
            if not fallback:
                raise
            self.engine = None
            self.fallback = BeginnerBot()
            self.note = NO_GNUGO_NOTE if can_run_programs() else NO_PROGRAMS_NOTE

    def choose(self, game: Game) -> str:
        """Returns GNU Go's move for the player to move in `game` ("pass", "resign" or a
        vertex), or the BeginnerBot's when GNU Go could not start. Raises GtpError if
        GNU Go fails."""
        engine = self.engine
        if engine is None:
            assert self.fallback is not None
            return self.fallback.choose(game)
        engine.clear_board()
        board = Game(game.size)
        for node in game.path:
            for point, color in node.setup.items():
                if color is not None:
                    engine.play(color, board.board.vertex(point))
            if node.move is not None:
                engine.play(node.move.color, node.move.vertex)
        answer = engine.genmove(game.to_move).strip()
        lower = answer.lower()
        return lower if lower in ("pass", "resign") else answer.upper()

    def close(self) -> None:
        """Stops GNU Go (nothing to do for the fallback)."""
        if self.engine is not None:
            self.engine.close()


def against(board: GoBoard, bot: Bot, color: Color | str = "W") -> GoBoard:
    """Makes `bot` play `color` on `board` and returns the board. If it is the bot's turn
    already, it moves at once. A bot's `note` (a msgid, e.g. GnuGoBot's fallback), if it
    has one, is shown on the board's message line in the board's language.
    Raises GoError for a bad colour."""
    side = Color.parse(color)

    def answer(_move: Move | None = None) -> None:
        game = board.game
        if game.is_over or game.to_move is not side or board.mode != "play":
            return
        choice = bot.choose(game)
        if choice == "resign":
            game.resign(side)
            board.refresh()
            return
        board.play(choice)

    def taken_back(change: dict) -> None:
        # Undo lands on the bot's turn: take back the student's move too, so that the
        # student is to play again (at the start, the bot plays its first move again).
        game = board.game
        if change["new"] >= change["old"] or game.to_move is not side:
            return
        if game.last_move is not None:
            board.undo()
        else:
            answer()

    board.on_move(answer)
    board.observe(taken_back, names="move_number")
    answer()
    note = getattr(bot, "note", None)
    if note:
        board.message = _(note, board.language)
    return board
