"""A computer opponent for lessons 14 and 15: a board on which a bot answers every move.

`against(board, bot, color)` makes `bot` play `color` on `board`: after each move, when it
is the bot's turn, the bot's move is played on the board. A bot is anything with
`choose(game) -> vertex` ("pass" to pass, "resign" to resign): gotutor.gtp's BeginnerBot,
or `GnuGoBot` below, which asks GNU Go. Undo takes back the bot's move and the student's
together.

`ladder_board(...)` is a board for the next game of the student's ladder
(`gotutor.ladder`): the step's opponent and handicap; when the game ends (two passes,
counted with the dead stones GNU Go or `gotutor.life.suggest_dead` finds, or a
resignation) the result moves the student up or down the ladder, once, and the board's
message line says the result and the next step; after two passes the board turns to its
count (score mode, the dead stones marked), the count the result was taken from.

Where GNU Go cannot run (not installed, or Pyodide in a browser, where Python cannot start
programs), `GnuGoBot` falls back to the BeginnerBot and says so: its `note` is a msgid
that `against` shows on the board, in the board's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..bots import level_bot
from ..color import Color
from ..game import Game, Move
from ..gtp import BeginnerBot, GnuGo, GtpError, can_run_programs
from ..i18n import N_, _
from ..ladder import Step

if TYPE_CHECKING:
    from ..widget import GoBoard

__all__ = ["Bot", "GnuGoBot", "against", "ladder_board", "ladder_bot", "ladder_dead",
           "ladder_result"]


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
        answer = self._replay(game).genmove(game.to_move).strip()
        lower = answer.lower()
        return lower if lower in ("pass", "resign") else answer.upper()

    def _replay(self, game: Game) -> GnuGo:
        engine = self.engine
        assert engine is not None
        engine.clear_board()
        board = Game(game.size)
        for node in game.path:
            for point, color in node.setup.items():
                if color is not None:
                    engine.play(color, board.board.vertex(point))
            if node.move is not None:
                engine.play(node.move.color, node.move.vertex)
        return engine

    def final_score(self, game: Game) -> str | None:
        """Returns GNU Go's count of `game`'s position ("B+3.5", "W+0.5", "0"), or None
        when GNU Go is not running. Raises GtpError if GNU Go fails."""
        if self.engine is None:
            return None
        return self._replay(game).final_score()

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
    _name_computer(board.game, bot, side)

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


def _name_computer(game: Game, bot: Bot, side: Color) -> None:
    """Writes the computer's name into the record's PB or PW (where no name stands), so
    that a review of the game knows which side is the student's
    (`gotutor.gamereview.review.computer_side`)."""
    ident = "PB" if side is Color.BLACK else "PW"
    props = game.root.props
    if not props.get(ident):
        name = "GNU Go" if isinstance(bot, GnuGoBot) else "gotutor"
        game.root.props = {**props, ident: [name]}


def ladder_bot(step: Step, seed: int | None = None) -> Bot:
    """Returns the opponent of ladder step `step`: GNU Go at its level (with the built-in
    bot's passing rule: it answers a pass with a pass when it leads), or the built-in bot
    of its level. A GNU Go step where GNU Go cannot start falls back as GnuGoBot does."""
    if step.engine == "gnugo":
        return _PassingGnuGo(9, step.komi, step.level)
    return level_bot(step.level, seed)


class _PassingGnuGo(GnuGoBot):
    """GNU Go that answers the student's pass with a pass when it leads by GNU Go's own
    count (GNU Go alone plays on, so a game against it could not end early)."""

    def choose(self, game: Game) -> str:
        last = game.last_move
        if self.engine is not None and last is not None and last.is_pass:
            score = self.final_score(game) or "0"
            if score[:1] == game.to_move.value:
                return "pass"
        return super().choose(game)


def ladder_dead(game: Game, bot: Bot | None = None) -> list[str]:
    """Returns the dead stones of a ladder game ended by two passes: GNU Go's
    (`final_status_list dead`) if `bot` runs GNU Go, else `gotutor.life.suggest_dead`'s.
    Raises GtpError if GNU Go fails."""
    if isinstance(bot, GnuGoBot) and bot.engine is not None:
        return sorted(bot._replay(game).final_status_list("dead"))
    from ..life import suggest_dead

    return suggest_dead(game)


def ladder_result(game: Game, bot: Bot | None = None,
                  dead: list[str] | None = None) -> str | None:
    """Returns the result of a finished ladder game as an English result text: "B+R" or
    "W+R" (or "+F") as the game has it, else the game's own count (its rules) with the
    dead stones `dead` (None: `ladder_dead(game, bot)`): "B+3.5", "W+0.5", "0", the
    count the board shows. Returns None while the game is not over."""
    if not game.is_over:
        return None
    if game.result is not None:
        return game.result
    return game.score(dead=ladder_dead(game, bot) if dead is None else dead).result


def _show_count(board: GoBoard, dead: list[str]) -> None:
    """Puts the finished game's board in score mode with `dead` marked: the board shows
    the count the ladder used (no offer to count it again)."""
    board.mode = "score"
    marked: set[str] = set()
    for vertex in dead:
        if vertex not in marked and board.game.board[vertex] is not None:
            board.toggle_dead(vertex)
            marked = set(board.dead_stones)


def _result_words(result: str, language: str) -> str:
    """Returns the result in words in `language`: "White resigned", "Black wins by 3.5"."""
    from ..i18n import format_result, resigned

    if result.endswith("+R"):
        return resigned(Color.BLACK if result[0] == "W" else Color.WHITE, language)
    if result.endswith("+F"):
        return result
    return format_result(result, language, words=True)


def ladder_board(board: GoBoard, engine: str | None = None, seed: int | None = None
                 ) -> GoBoard:
    """Makes `board` (an empty board, made with the step's size, komi and handicap by the
    caller, see `Lesson.board_against("ladder")`) a game of the student's ladder
    `engine` (None: GNU Go's where it runs, else the built-in bot's): the step's
    opponent plays White; when the game ends the result moves the student's step (once
    per board) and the message line says it. Returns the board."""
    from .. import ladder

    name = ladder._engine(engine)
    before = ladder.ladder(name)
    bot = ladder_bot(before.step, seed)
    recorded: list[str] = []

    def finished(_move: Move | None = None) -> None:
        game = board.game
        if recorded or not game.is_over:
            return
        dead = ladder_dead(game, bot) if game.result is None else []
        result = ladder_result(game, bot, dead)
        if result is None:
            return
        recorded.append(result)
        won = result.startswith("B+")
        after = ladder.record(won, name)
        language = board.language
        text = _(ladder.RESULT_TEXTS[won, after.number != before.number], language,
                 result=_result_words(result, language), step=after.describe(language))
        if game.result is None:  # two passes: the count shown is the one recorded
            _show_count(board, dead)
        board.message = text
        board.ladder_result = result  # type: ignore[attr-defined]

    board.on_move(finished)
    against(board, bot, "W")
    if not getattr(bot, "note", None):
        board.message = before.describe(board.language)
    return board
