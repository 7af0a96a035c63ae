"""Problem: a start position, who plays, a goal, and the texts around it.

    p = gt.Problem.capture('''
        . . . . .
        . . X . .
        . X Q X .
        . . . . .
        . . . . .''', to_play="B", question="Capture the white stone.")
    gt.GoBoard(problem=p)

Build one with a constructor per goal (`capture`, `atari`, `save`, `capture_any`,
`forbidden_points`, `count_liberties`, `legality`, `dead_stones`, `tree`), or load one
from SGF (`from_sgf`, `load`). A problem checks itself when it is built: it raises
ProblemError if its goal does not fit the position or it has no solution.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..color import Color
from ..coords import point_from_sgf, vertex_name
from ..errors import GoError
from ..game import Game
from ..rules import Rules
from . import goals as g
from .diagram import parse_diagram
from .errors import ProblemError
from .movetree import from_game, from_lines
from .texts import Text, as_text

if TYPE_CHECKING:
    from .session import ProblemSession

__all__ = ["Problem"]

#: SGF markup properties and the marks they become.
_SGF_MARKS = {"TR": "triangle", "SQ": "square", "CR": "circle", "MA": "cross"}


class Problem:
    """An exercise: a start position, the player to move, a goal and its texts.

    `Problem(position, to_play=None, goal=None, *, question=None, hints=(), marked=None,
    right_text=None, wrong_text=None, rules="japanese", komi=None, moves=(), title="",
    seed=None, marks=None, key=None)`

    `position`: a diagram (see `gotutor.problems.diagram` for the marks), a Game (its
    position at the cursor) or SGF text. `to_play`: "B" or "W" (the position's player
    by default). `goal`: a `gotutor.problems.goals.Goal`. `question`, `hints` (shown
    one per hint step), `right_text`, `wrong_text` (shown after a right / wrong
    answer): the author's texts, shown untranslated. `marked`: the stones the goal talks about
    (default: the stones marked in the diagram or SGF). `moves`: moves played from the
    diagram before the problem starts (to set up a ko), alternating so that the last is
    the opponent's. `seed` makes random replies repeatable. `marks`: more marks to
    show ({vertex: "triangle"|"square"|"circle"|"cross"|"label:<text>"}). The texts
    may be `Text`s (a lesson's message ids, translated in the board's language). `key`:
    a stable id under which the student's progress is saved (None: not saved).
    Raises ProblemError (a GoError) for a bad position, a goal that does not fit it, or
    a problem without a solution.
    """

    def __init__(self, position: str | Game, to_play: Color | str | None = None,
                 goal: g.Goal | None = None, *, question: str | Text | None = None,
                 hints: Iterable[str | Text] = (), marked: Iterable[str] | None = None,
                 right_text: str | Text | None = None, wrong_text: str | Text | None = None,
                 rules: Rules | str | None = "japanese", komi: float | None = None,
                 moves: Sequence[str] = (), title: str | Text = "", seed: int | None = None,
                 marks: Mapping[str, str] | None = None, key: str | None = None) -> None:
        if not isinstance(goal, g.Goal):
            raise ProblemError("a problem needs a goal: build it with Problem.capture(...), "
                               "Problem.tree(...), ... or pass goal=")
        try:
            self._read_position(position, to_play, rules, komi, moves)
        except ProblemError:
            raise
        except GoError as err:
            raise ProblemError(f"bad problem position: {err}") from err
        board = self.start_game().board
        self.marks: dict[str, str] = {**self._position_marks,
                                      **_checked_marks(marks or {}, board)}
        if marked is None:
            marked = [v for v in self.marks if board[v] is not None]
        elif isinstance(marked, str):
            marked = [marked]
        try:
            self.marked: list[str] = sorted({vertex_name(board.point(v), self.size)
                                             for v in marked}, key=board.point)
        except GoError as err:
            raise ProblemError(f"bad marked point: {err}") from err
        for v in self.marked:
            self.marks.setdefault(v, "triangle")
        self._target_points = [board.point(v) for v in self.marked]
        self.goal: g.Goal = goal
        self.title_text = as_text(title)
        self.hints = [as_text(h) for h in ([hints] if isinstance(hints, (str, Text))
                                           else hints)]
        self.hints = [h for h in self.hints if h]
        self.right_text = as_text(right_text) or None
        self.wrong_text = as_text(wrong_text) or None
        self.seed = seed
        #: a stable id for saved progress (e.g. "liberties:1a2b3c4d"), or None; set
        #: once the problem has solved itself (that check saves nothing)
        self.key: str | None = None
        try:
            self.goal.prepare(self)
            self.question = as_text(question) or self.goal.question(self)
            self._solution = self._find_solution()
        except ProblemError:
            raise
        except GoError as err:
            raise ProblemError(f"the problem cannot be checked: {err}") from err
        self.key = key

    # ------------------------------------------------------------------ position
    def _read_position(self, position: str | Game, to_play: Color | str | None,
                       rules: Rules | str | None, komi: float | None,
                       moves: Sequence[str]) -> None:
        self._position_marks: dict[str, str] = {}
        if isinstance(moves, str):
            moves = moves.replace(",", " ").split()
        history: list[str] = []
        first_mover: Color | None = None
        if isinstance(position, str) and position.lstrip().startswith("("):
            position = Game.from_sgf(position)
            position.go_to_start()
        if isinstance(position, Game):
            node = position.node
            self.size = position.size
            self.rules = position.rules
            default_to_play = node.to_move
            self._position_marks = {**_sgf_marks(position.root.props, self.size),
                                    **_sgf_marks(node.props, self.size)}
            path = position.path
            if len(path) > 1 and not any(n.setup for n in path[1:]):
                # replay the moves, so that the ko and the prisoners are as in the game
                codes = path[0].codes
                history = [m.vertex for m in position.moves]
                first_mover = path[0].to_move
            else:
                codes = node.codes
        elif isinstance(position, str):
            plain, self._position_marks = parse_diagram(position)
            start = Game.from_diagram(plain, rules=rules, komi=komi)
            codes = start.node.codes
            self.size = start.size
            self.rules = start.rules
            default_to_play = Color.BLACK
        else:
            raise ProblemError(f"a problem starts from a diagram, SGF text or a Game, "
                               f"not {type(position).__name__}")
        if komi is not None and isinstance(position, Game):
            self.rules = self.rules.replace(komi=komi, name=self.rules.name)
        self._black = [vertex_name(p, self.size) for p, c in enumerate(codes) if c == 1]
        self._white = [vertex_name(p, self.size) for p, c in enumerate(codes) if c == 2]
        player = Color.parse(to_play) if to_play is not None else default_to_play
        self._moves = history + list(moves)
        if first_mover is None or moves:
            first_mover = player if len(self._moves) % 2 == 0 else player.opponent
        self._first_mover = first_mover
        self.to_play: Color = player
        game = self.start_game()  # plays the set-up moves: raises for an illegal one
        if to_play is not None and game.to_move is not player:
            raise ProblemError(f"{player.name.lower()} cannot be to play after the moves "
                               f"of the position")

    def start_game(self) -> Game:
        """Returns a new Game at the problem's start position, the solver to move."""
        game = Game(self.size, rules=self.rules)
        game.setup(black=self._black, white=self._white, to_move=self._first_mover)
        for v in self._moves:
            game.play(v)
        return game

    @property
    def target_points(self) -> list[int]:
        """The point indexes of the marked stones."""
        return list(self._target_points)

    @property
    def title(self) -> str:
        """The problem's title (in the session's language; "" for none)."""
        return self.title_text.render()

    @title.setter
    def title(self, value: str | Text) -> None:
        self.title_text = as_text(value)

    @property
    def answer_kind(self) -> str:
        """How the student answers: "move", "points", "number", "choice" or "dead"."""
        return self.goal.answer_kind

    # ------------------------------------------------------------------ answers
    def _find_solution(self) -> Any:
        if self.answer_kind != "move":
            return self.goal.solution(self)
        from .session import ProblemSession

        session = ProblemSession(self)
        fb = session.solve()
        if fb.kind != "solved":
            raise ProblemError(f"the problem has no solution that gotutor can find "
                               f"({fb.message or fb.kind})")
        return list(session.attempt.moves)

    def solution(self) -> Any:
        """Returns a right answer, of the problem's answer kind:

        "move": the student's moves (a list of vertices) that solve it against the
        opponent's scripted replies (with random replies, use `session().solve()`);
        "points": the list of vertices; "number": an int; "choice": the choice's value
        ("legal", "suicide", "ko", "occupied"); "dead": (dead stones, score text).
        """
        sol = self._solution
        return list(sol) if isinstance(sol, list) else sol

    def session(self, language: str | None = None) -> ProblemSession:
        """Returns a new ProblemSession on this problem, in `language` (the session's
        language of gotutor.i18n by default)."""
        from .session import ProblemSession

        return ProblemSession(self, language=language)

    def is_right(self, answer: Any) -> bool:
        """Returns True if `answer` (of the kind `solution()` returns) solves the
        problem in a fresh session."""
        s = self.session()
        s.submit(answer)
        return s.status == "solved"

    def __repr__(self) -> str:
        return (f"<Problem {self.goal.name} {self.size}x{self.size}, "
                f"{self.to_play.name.lower()} to play>")

    # ------------------------------------------------------------------ constructors
    @classmethod
    def capture(cls, position: str | Game, to_play: Color | str | None = None,
                **options: Any) -> Problem:
        """A problem: capture the marked stones (the opponent's; the only opponent chain
        when none is marked). The opponent defends; the capture reader judges each
        move, and a move that lets the stones escape fails with the escape shown."""
        return cls._targeted(g.CaptureGoal(), position, to_play, "opponent", options)

    @classmethod
    def atari(cls, position: str | Game, to_play: Color | str | None = None,
              **options: Any) -> Problem:
        """A problem: put the marked chain in atari in one move."""
        return cls._targeted(g.AtariGoal(), position, to_play, "opponent", options)

    @classmethod
    def save(cls, position: str | Game, to_play: Color | str | None = None,
             liberties: int | None = None, **options: Any) -> Problem:
        """A problem: save the marked chain (the solver's) in one move: afterwards it
        has at least `liberties` liberties, or (None) the opponent, reading ladders and
        nets, cannot capture it; a wrong move is refuted on the board."""
        return cls._targeted(g.SaveGoal(liberties), position, to_play, "solver", options)

    @classmethod
    def capture_any(cls, position: str | Game, to_play: Color | str | None = None,
                    **options: Any) -> Problem:
        """A problem: play any legal move that captures."""
        return cls(position, to_play, g.CaptureAnyGoal(), **options)

    @classmethod
    def forbidden_points(cls, position: str | Game, to_play: Color | str | None = None,
                         **options: Any) -> Problem:
        """A problem: click every empty point where `to_play` may not play, then check."""
        return cls(position, to_play, g.ForbiddenPointsGoal(), **options)

    @classmethod
    def count_liberties(cls, position: str | Game, to_play: Color | str | None = None,
                        **options: Any) -> Problem:
        """A problem: how many liberties has the marked chain (the only chain on the
        board when none is marked)? The answer is a number."""
        return cls._targeted(g.CountLibertiesGoal(), position, to_play, "any", options)

    @classmethod
    def legality(cls, position: str | Game, vertex: str, to_play: Color | str | None = None,
                 *, choices: Iterable[str] | None = None, **options: Any) -> Problem:
        """A problem: may `to_play` play at `vertex`, and if not, why not? (choices:
        legal, suicide, ko, occupied; `choices` offers only some of them, e.g. without
        ko before ko is taught). Raises ProblemError if the right one is left out."""
        return cls(position, to_play, g.LegalityGoal(vertex, choices=choices), **options)

    @classmethod
    def dead_stones(cls, position: str | Game, dead: Iterable[str] | None = None,
                    to_play: Color | str | None = None, **options: Any) -> Problem:
        """A problem: click the dead stones, then give the score. `dead`: one stone of
        each dead chain (None: gotutor.life suggests them). Checked with Game.score
        under the problem's rules and komi."""
        return cls(position, to_play, g.DeadStonesGoal(dead), **options)

    @classmethod
    def tree(cls, position: str | Game, to_play: Color | str | None = None, *,
             right: Sequence[object], wrong: Mapping[str, object] | None = None,
             replies: str = "first", **options: Any) -> Problem:
        """A problem judged by an answer key written in Python:
        `right`: lines of moves that solve it (the solver's move first, alternating with
        the opponent's replies, ending with the solver's), e.g. [["C3"], ["D2","E2","C3"]];
        a line may be a pair (line, comment).
        `wrong`: {wrong move (or line ending with it): refutation}, the refutation being
        the opponent's answer ("D2" or ["D2", "E3"]), a comment, or a pair (moves, comment).
        `replies`: "first" (the opponent answers with the first line given) or "random"
        (seeded by `seed=`). Any move outside the key is wrong."""
        probe = cls._probe(position, to_play, options)
        root = from_lines(probe.size, probe.to_play, right, wrong)
        return cls(position, to_play, g.TreeGoal(root, replies), **options)

    @classmethod
    def from_game(cls, game: Game, *, replies: str = "first", goal: str | None = None,
                  **options: Any) -> Problem:
        """A problem from a game tree: the position at the root (after setup nodes)
        is the start, the moves below it are the answer key (SGF conventions: RIGHT
        comments, TE, GB/GW mark right leaves; BM bad moves), the root comment is the
        question, PL or the first move says who plays. With `goal=` ("capture",
        "atari", "save", "capture_any", "count_liberties", "forbidden_points",
        "dead_stones") the engine judges instead and the tree is ignored; the goal's
        marked stones are the root's TR/SQ/CR/MA markup."""
        start_game = game.copy()
        if goal is not None:
            start_game.go_to_start()
            maker = getattr(cls, goal, None)
            if goal not in _ENGINE_GOALS or maker is None:
                raise ProblemError(f"unknown goal {goal!r}: one of {sorted(_ENGINE_GOALS)}")
            options.setdefault("question", start_game.root.comment or None)
            options.setdefault("to_play", start_game.root.to_move)
            return maker(start_game, **options)
        root, start = from_game(start_game, None)
        start_game.go_to(start)
        options.setdefault("question", start.comment or start_game.root.comment or None)
        return cls(start_game, root.children[0].color, g.TreeGoal(root, replies), **options)

    @classmethod
    def from_sgf(cls, text: str | bytes, **options: Any) -> Problem:
        """A problem from SGF text (see `from_game`). Raises ProblemError (a GoError) for
        a malformed record (SgfError) or a record that is no problem."""
        try:
            game = Game.from_sgf(text)
        except GoError as err:
            raise ProblemError(f"bad SGF problem: {err}") from err
        if "GN" in game.root.props and "title" not in options:
            options["title"] = "\n".join(game.root.props["GN"])
        return cls.from_game(game, **options)

    @classmethod
    def load(cls, path: str | os.PathLike[str], **options: Any) -> Problem:
        """A problem from the SGF file at `path` (see `from_sgf`); its title is the
        record's GN, else the file name. Raises ProblemError, OSError if the file cannot
        be read."""
        with open(path, "rb") as f:
            data = f.read()
        problem = cls.from_sgf(data, **options)
        if not problem.title:
            problem.title = os.path.splitext(os.path.basename(os.fspath(path)))[0]
        return problem

    # ------------------------------------------------------------------ helpers
    @classmethod
    def _probe(cls, position: str | Game, to_play: Color | str | None,
               options: Mapping[str, Any]) -> Problem:
        """A bare problem on the position (no goal), to learn its size and player."""
        keep = {k: options[k] for k in ("rules", "komi", "moves") if k in options}
        probe = cls.__new__(cls)
        try:
            probe._read_position(position, to_play, keep.get("rules", "japanese"),
                                 keep.get("komi"), keep.get("moves", ()))
        except ProblemError:
            raise
        except GoError as err:
            raise ProblemError(f"bad problem position: {err}") from err
        return probe

    @classmethod
    def _targeted(cls, goal: g.Goal, position: str | Game, to_play: Color | str | None,
                  owner: str, options: dict[str, Any]) -> Problem:
        """Builds a problem about marked stones; with none marked, the only chain of the
        owner's colour is the target."""
        if options.get("marked") is None:
            probe = cls._probe(position, to_play, options)
            if not any(probe.start_game().board[v] is not None
                       for v in {**probe._position_marks, **dict(options.get("marks") or {})}):
                board = probe.start_game().board
                color = None if owner == "any" else (
                    probe.to_play.opponent if owner == "opponent" else probe.to_play)
                chains = board.chains(color)
                if len(chains) != 1:
                    raise ProblemError(
                        f"the {goal.name} goal needs marked stones: mark them in the diagram "
                        f"(Y/# black, Q/@ white) or give marked=['D4']")
                options["marked"] = [vertex_name(min(chains[0].stones), board.size)]
        return cls(position, to_play, goal, **options)


#: The goals `from_game(goal=...)` accepts (constructor names).
_ENGINE_GOALS = {"capture", "atari", "save", "capture_any", "count_liberties",
                 "forbidden_points", "dead_stones"}


#: The kinds of marks a board shows (besides "label:<text>").
MARK_KINDS = ("triangle", "square", "circle", "cross")


def _checked_marks(marks: Mapping[str, str], board: Any) -> dict[str, str]:
    """Returns `marks` with canonical vertices. Raises ProblemError for a bad vertex or
    an unknown kind of mark."""
    if not isinstance(marks, Mapping):
        raise ProblemError("marks= takes a dict {vertex: 'triangle'|'square'|'circle'|...}")
    out: dict[str, str] = {}
    for v, kind in marks.items():
        if not isinstance(kind, str) or not (kind in MARK_KINDS or kind.startswith("label:")):
            raise ProblemError(f"unknown mark {kind!r} at {v!r}: one of {MARK_KINDS} "
                               f"or 'label:<text>'")
        try:
            out[vertex_name(board.point(v), board.size)] = kind
        except GoError as err:
            raise ProblemError(f"bad marked point {v!r}: {err}") from err
    return out


def _sgf_marks(props: Mapping[str, list[str]], size: int) -> dict[str, str]:
    """The marks of SGF markup on a node: {vertex: kind}, labels as "label:<text>"."""
    marks: dict[str, str] = {}
    for ident, kind in _SGF_MARKS.items():
        for value in props.get(ident, []):
            for p in _sgf_points(value, size):
                marks[vertex_name(p, size)] = kind
    for value in props.get("LB", []):
        where, _sep, label = value.partition(":")
        for p in _sgf_points(where, size):
            marks[vertex_name(p, size)] = f"label:{label}"
    return marks


def _sgf_points(value: str, size: int) -> list[int]:
    """The points of an SGF point or compressed rectangle ("dd" or "aa:cc")."""
    try:
        if ":" in value:
            a, b = value.split(":", 1)
            pa, pb = point_from_sgf(a, size), point_from_sgf(b, size)
            if pa is None or pb is None:
                return []
            x0, x1 = sorted((pa % size, pb % size))
            y0, y1 = sorted((pa // size, pb // size))
            return [y * size + x for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)]
        p = point_from_sgf(value, size)
        return [] if p is None else [p]
    except GoError as err:
        raise ProblemError(f"bad SGF markup {value!r}: {err}") from err
