"""Counting: score mode's dead stones, territory and score table.

In score mode a click on a stone marks its chain dead (or alive again); the suggestion
of gotutor's life analysis marks what it thinks dead and shows its close calls with a
"?". The territory (per point) and the count (line by line, every number as the board's
language writes it) are derived here; a counting exercise shows the same count once it
is solved.
"""

from __future__ import annotations

from ..color import Color
from ..coords import vertex_name
from ..errors import GoError
from ..game import Game
from ..i18n import N_
from ..i18n.answers import format_result
from .language import _num, _tr
from .state import _one_message


class ScoreMixin:
    """GoBoard's counting: dead stones from Python and from clicks, and the count."""

    _game: Game
    _dead: set[int]
    _uncertain: set[int]
    mode: str
    language: str

    @property
    def dead_stones(self) -> list[str]:
        """The vertices marked dead in score mode."""
        return [vertex_name(p, self._game.size) for p in sorted(self._dead)]

    @_one_message
    def toggle_dead(self, vertex: object) -> None:
        """Marks the chain through `vertex` dead, or alive again if it was dead.
        Raises GoError if there is no stone there."""
        p = self._game.board.point(vertex)
        chain = self._game.board.chain(p)
        if chain is None:
            raise GoError(f"there is no stone at {vertex}")
        if p in self._dead:
            self._dead -= chain.stones
        else:
            self._dead |= chain.stones
        self._sync()

    @_one_message
    def suggest_dead(self) -> list[str]:
        """Marks the stones gotutor's life analysis thinks dead and returns them.
        Raises GoError if the analysis is not available."""
        try:
            from ..life import judge_dead
        except ImportError as exc:
            raise GoError("the life-and-death analysis is not available") from exc
        judgement = judge_dead(self._game)
        board = self._game.board
        self._dead = {board.point(v) for v in judgement.dead}
        # close calls are shown with a "?" on their stones: the players decide
        self._uncertain = {board.point(v) for v in judgement.uncertain}
        self._sync()
        return self.dead_stones

    @property
    def uncertain_stones(self) -> list[str]:
        """Returns the stones of the chains the last dead-stone suggestion could not
        decide (shown with a "?" in score mode), in point order."""
        return [vertex_name(p, self._game.size) for p in sorted(self._uncertain)]

    def _on_toggle_dead(self, msg: dict) -> None:
        if self.mode != "score":
            return self._refuse(N_("Mark dead stones in score mode."))
        vertex = self._vertex_of(msg)
        if vertex is None:
            return None
        if self._game.board[vertex] is None:
            if not self._game.board.chains():
                return self._refuse(N_("There are no stones on the board, so there is "
                                       "nothing to count yet. Choose Play in the Mode menu "
                                       "and play a game first."), kind="info")
            return self._refuse(N_("{vertex} is empty. In count mode a click on a stone "
                                   "marks its chain dead (or alive again)."), kind="info",
                                vertex=vertex)
        self.toggle_dead(vertex)
        return None

    def _on_suggest_dead(self, msg: dict) -> None:
        if self.mode != "score":
            return self._refuse(N_("Mark dead stones in score mode."))
        try:
            self.suggest_dead()
        except GoError:
            return self._refuse(N_("The dead-stone suggestion is not available yet."))
        self._say(N_("Dead stones suggested: check them, then click a chain to change it."),
                  kind="info")
        self._sync()
        return None

    def _derive_score(self) -> None:
        g, lang = self._game, self.language
        self.dead = self.dead_stones
        try:
            score = g.score(dead=self.dead_stones)
        except (ImportError, GoError) as exc:
            self.territory = ""
            note = str(exc) if isinstance(exc, GoError) else _tr(
                lang, N_("Counting is not available yet."))
            self.score = {"result": "", "rows": [], "note": note}
            return
        bd = score.breakdown
        owner = ["."] * (g.size * g.size)
        board = g.board
        for mark, vertices in (("d", bd.dame), ("s", bd.seki),
                               ("b", bd.territory[Color.BLACK]),
                               ("w", bd.territory[Color.WHITE])):
            for v in vertices:
                owner[board.point(v)] = mark
        self.territory = "".join(owner)
        note = " ".join(bd.notes(lang))
        if not board.chains():
            note = _tr(lang, N_(
                "There are no stones on the board, so there is nothing to count yet: play "
                "a game first (choose Play in the Mode menu), then count."))
        elif self._uncertain:
            note = " ".join(filter(None, [note, _tr(lang, N_(
                "The stones marked ? are a close call: decide yourself whether they are "
                "dead, and click them if they are."))]))
        self.score = {"result": format_result(score, lang), "note": note,
                      "rows": [[label, _num(b, lang), _num(w, lang)]
                               for label, b, w in score.rows(lang)]}

    def _derive_problem_score(self, state: dict) -> None:
        """After a counting exercise is solved (or its solution shown), the count line
        by line under the board, as score mode shows it, and the territory on it."""
        if state.get("answer_kind") != "dead" or state.get("status") not in ("solved",
                                                                            "shown"):
            return
        g, lang = self._game, self.language
        try:
            score = g.score(dead=[v for v in state.get("selected", [])
                                  if g.board[v] is not None])
        except (ImportError, GoError):
            return
        bd = score.breakdown
        owner = ["."] * (g.size * g.size)
        for mark, vertices in (("d", bd.dame), ("s", bd.seki),
                               ("b", bd.territory[Color.BLACK]),
                               ("w", bd.territory[Color.WHITE])):
            for v in vertices:
                owner[g.board.point(v)] = mark
        self.territory = "".join(owner)
        self.score = {"result": format_result(score, lang), "note": " ".join(bd.notes(lang)),
                      "title": _tr(lang, N_("How the count is made, line by line:")),
                      "rows": [[label, _num(b, lang), _num(w, lang)]
                               for label, b, w in score.rows(lang)]}
