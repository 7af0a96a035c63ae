"""The "ladder" drill (gotutor/drills/concepts/tactics.py; the net drill's tests are in
test_drill_nets.py).

Oracles, none of them the module's own readers:

- a brute force written here on raw point codes: the ladder read out with the chaser
  giving atari at every move and the runner trying EVERY legal move of the board and a
  pass (the module's reader tries only the moves that can save a chain in atari);
- the numbers of the explanations counted here on the engine's board, after the
  ladder's moves are played;
- GNU Go (`@pytest.mark.gnugo`): `defend` of the chain after the first atari (0: it
  cannot be saved).

GNU Go reads captures of every kind, the ladder question only ataris: when the ladder
fails GNU Go may still find a capture. Such a case is told apart here, not trusted: the
runner follows the brute force's escape, the chaser GNU Go's attack, until GNU Go's
attack is no atari or GNU Go finds no capture any more. Every verdict must be one of
these kinds (`KINDS`); anything else fails the test, and no share of disagreements is
tolerated:

- "agree": GNU Go defends the chain after the first atari exactly when the ladder fails;
- "not a ladder": the ladder fails (the runner gets three liberties: no atari is left)
  but GNU Go still captures the chain with a move that is no atari: a net, mostly
  against the edge (drill:ladder:1:lg1:18: the atari from below pushes the stone to the
  second line, where it has three liberties, and a net along the edge takes it). The
  answer "the ladder fails" stands, and the explanation says only that the chain gets
  out of the ladder. In 450 problems (150 a level, seed "many"): 20 of the 74 ladders
  that fail at level 1, 18 of 68 at level 2, 4 of 59 at level 3;
- "gnugo misreads": GNU Go finds no defence after the first atari, but after the
  runner's escape finds no capture any more (its first reading was wrong).
"""

from __future__ import annotations

import pytest
from capture_game import flood, nbrs, play
from sampling import sample_seed

from gotutor.board import Board
from gotutor.coords import parse_point, vertex_name
from gotutor.drills import LEVELS, canonical, generate, to_problem
from gotutor.drills.concepts.tactics import CONCEPTS
from gotutor.drills.generator import Spec
from gotutor.game import Game


# ---------------------------------------------------------------------- brute force
class Brute:
    """The ladder question by brute force: the chaser (`attacker`) gives atari at every
    move (both ataris tried), the runner tries every legal move and a pass."""

    def __init__(self, n: int, target: int, attacker: int) -> None:
        self.n, self.target, self.attacker = n, target, attacker
        self.memo: dict[tuple, bool] = {}

    def chaser(self, codes: tuple[int, ...], ko: int | None) -> bool:
        """The chaser to move: True if giving atari captures the chain by force."""
        key = (codes, ko, True)
        if key not in self.memo:
            self.memo[key] = self._chaser(codes, ko)
        return self.memo[key]

    def _chaser(self, codes: tuple[int, ...], ko: int | None) -> bool:
        if codes[self.target] != 3 - self.attacker:
            return True
        _stones, libs = flood(codes, self.n, self.target)
        if len(libs) == 1:
            return play(codes, self.n, min(libs), self.attacker, ko) is not None
        if len(libs) != 2:
            return False
        for a in sorted(libs):
            after = play(codes, self.n, a, self.attacker, ko)
            if after is not None and len(flood(after[0], self.n, self.target)[1]) == 1 \
                    and self.runner(*after):
                return True
        return False

    def runner(self, codes: tuple[int, ...], ko: int | None) -> bool:
        """The runner to move: True if every move (a pass too) loses the chain."""
        key = (codes, ko, False)
        if key not in self.memo:
            self.memo[key] = self._runner(codes, ko)
        return self.memo[key]

    def _runner(self, codes: tuple[int, ...], ko: int | None) -> bool:
        me = 3 - self.attacker
        for p in [*range(self.n * self.n), None]:
            after = (codes, None) if p is None else play(codes, self.n, p, me, ko)
            if after is not None and not self.chaser(*after):
                return False
        return True


def brute_ladder(spec: Spec) -> str:
    """The answer of a ladder problem by brute force: "yes" or "no"."""
    n = spec.size
    attacker = 1 if spec.to_play == "B" else 2
    first = play(spec.codes, n, parse_point(spec.vertex, n), attacker, None)
    assert first is not None
    brute = Brute(n, spec.target, attacker)
    return "yes" if brute.runner(*first) else "no"


def replay(spec: Spec, moves: list[str]) -> Game:
    n = spec.size
    game = Game(n)
    game.setup(black=[vertex_name(p, n) for p, c in enumerate(spec.codes) if c == 1],
               white=[vertex_name(p, n) for p, c in enumerate(spec.codes) if c == 2],
               to_move=spec.to_play)
    for v in moves:
        assert game.is_legal(v), (spec.key, v)
        game.play(v)
    return game


def check_ladder_facts(spec: Spec) -> None:
    """The facts of the explanation, counted on the engine's board along the ladder's
    moves: each chaser's move leaves the chain one liberty, and the end is what the
    facts say."""
    n = spec.size
    line = [vertex_name(p, n) for p in spec.fact("line")]
    assert line[0] == spec.vertex
    assert spec.fact("move") == len(line)
    target_colour = 3 - (1 if spec.to_play == "B" else 2)
    start_chain = flood(spec.codes, n, spec.target)[0]
    for k in range(1, len(line) + 1, 2):  # after each chaser's move
        game = replay(spec, line[:k])
        codes = tuple(game.board.codes())
        if codes[spec.target] != target_colour:
            assert k == len(line) and spec.answer == "yes"
            before = tuple(replay(spec, line[:k - 1]).board.codes())
            assert len(flood(before, n, spec.target)[0]) == spec.fact("stones")
            return
        assert len(flood(codes, n, spec.target)[1]) == 1, (spec.key, k)
    assert spec.answer == "no"
    end = tuple(replay(spec, line).board.codes())
    stones, libs = flood(end, n, spec.target)
    assert len(libs) == spec.fact("liberties") >= 3
    assert len(stones) == spec.fact("stones")
    before = tuple(replay(spec, line[:-1]).board.codes())
    if spec.fact("end") == "friend":
        # a stone of the runner's colour (from the start, or one it played to capture)
        friend = parse_point(spec.fact("breaker"), n)
        assert before[friend] == target_colour and friend not in start_chain
        assert friend in stones and friend not in flood(before, n, spec.target)[0]
        assert friend in nbrs(parse_point(line[-1], n), n) or spec.codes[friend]
    taken = sum(1 for p in range(n * n) if before[p] == 3 - target_colour and end[p] == 0)
    if spec.fact("end") == "captures":
        assert taken == spec.fact("taken") > 0
    if spec.fact("end") == "open":
        assert taken == 0
        assert stones - {parse_point(line[-1], n)} == flood(before, n, spec.target)[0]


SAMPLE = 8  # problems per level in the fast tests


@pytest.mark.parametrize("level", [1, 2, 3])
def test_ladder_answers_agree_with_the_brute_force(level: int) -> None:
    answers = set()
    for seed in (11, f"bf-{sample_seed()}"):  # a fixed sample that holds both answers
        for i in range(SAMPLE):
            spec = generate("ladder", level, seed, i)
            assert spec.answer == brute_ladder(spec), (spec.key, spec.diagram())
            check_ladder_facts(spec)
            if seed == 11:
                answers.add(spec.answer)
    assert answers == {"yes", "no"}


@pytest.mark.parametrize("level", [1, 2, 3])
def test_ladder_problem_shows_the_ladder_and_counts_on_the_board(level: int) -> None:
    for i in range(4):
        spec = generate("ladder", level, 12, i)
        problem = to_problem(spec)
        assert problem.solution() == spec.answer
        wrong = "no" if spec.answer == "yes" else "yes"
        for choice, kind in ((wrong, "failed"), (spec.answer, "solved")):
            session = problem.session("en")
            fb = session.answer(choice)
            assert fb.kind == kind, spec.key
            line = [vertex_name(p, spec.size) for p in spec.fact("line")]
            assert [m.vertex for m in session.game.moves] == line
            assert fb.marks[line[-1]] == f"label:{len(line)}"
            assert f"move {len(line)}" in fb.message.lower()
            if spec.answer == "yes":
                assert f"{spec.fact('stones')} stone" in fb.message
            else:
                assert f"{spec.fact('liberties')} liberties" in fb.message
                if spec.fact("end") == "friend":
                    assert spec.fact("breaker") in fb.message


def test_ladder_explanation_numbers_in_two_languages() -> None:
    for spec in (s for s in (generate("ladder", 2, 5, i) for i in range(30))):
        if spec.answer == "no" and spec.fact("end") == "friend":
            break
    else:
        pytest.fail("no broken ladder among the first 30")
    for lang in ("pl", "ru"):
        fb = to_problem(spec).session(lang).answer("no")
        assert fb.kind == "solved"
        assert str(spec.fact("move")) in fb.message
        assert str(spec.fact("liberties")) in fb.message
        assert spec.fact("breaker") in fb.message
    yes = next(s for s in (generate("ladder", 1, 5, i) for i in range(30))
               if s.answer == "yes")
    for lang in ("pl", "ru"):
        fb = to_problem(yes).session(lang).answer("yes")
        assert str(yes.fact("move")) in fb.message and str(yes.fact("stones")) in fb.message


def test_levels_and_distinct_problems() -> None:
    assert [c.name for c in CONCEPTS] == ["ladder"]
    assert LEVELS["ladder"][3]["size"] == 11
    forms = {canonical(generate("ladder", 2, 3, i)) for i in range(12)}
    assert len(forms) == 12


# ---------------------------------------------------------------------- GNU Go
def _gnugo_defend(gnugo, vertex: str) -> bool:
    """True if GNU Go finds a defence of the string at `vertex` (its owner to move)."""
    return gnugo.command(f"defend {vertex}").split()[0] != "0"


#: the verdicts of `ladder_against_gnugo` (see the module's doc)
KINDS = {"agree", "not a ladder", "gnugo misreads"}


def ladder_against_gnugo(gnugo, spec: Spec) -> str:
    """Compares a ladder problem with GNU Go: returns "agree", or for a ladder that
    fails where GNU Go still captures, why that is no ladder ("not a ladder", "gnugo
    misreads": see the module's doc). Fails on a real disagreement."""
    n = spec.size
    board = Board.from_codes(n, spec.codes)
    gnugo.set_position(board)
    chaser = "black" if spec.to_play == "B" else "white"
    runner = "white" if chaser == "black" else "black"
    target = vertex_name(spec.target, n)
    gnugo.play(chaser, spec.vertex)
    if _gnugo_defend(gnugo, target) == (spec.answer == "no"):
        return "agree"
    assert spec.answer == "no", f"{spec.key}: GNU Go saves the chain the ladder captures"
    attacker = 1 if spec.to_play == "B" else 2
    brute = Brute(n, spec.target, attacker)
    codes, ko = play(spec.codes, n, parse_point(spec.vertex, n), attacker, None)
    for _k in range(2, 4 * n * n, 2):
        # the runner: a move after which the ataris do not capture (the brute force's)
        escape = next((p for p in range(n * n)
                       if (a := play(codes, n, p, 3 - attacker, ko)) is not None
                       and not brute.chaser(*a)), None)
        assert escape is not None, spec.key
        codes, ko = play(codes, n, escape, 3 - attacker, ko)
        gnugo.play(runner, vertex_name(escape, n))
        answer = gnugo.command(f"attack {target}").split()
        if answer[0] == "0":
            return "gnugo misreads"  # (no capture any more after move _k)
        move = parse_point(answer[1], n)
        after = play(codes, n, move, attacker, ko)
        assert after is not None
        if after[0][spec.target] == 0:
            pytest.fail(f"{spec.key}: GNU Go captures at {answer[1]} where the ladder fails")
        if len(flood(after[0], n, spec.target)[1]) != 1:
            return "not a ladder"  # GNU Go's attack at answer[1] after move _k
        codes, ko = after
        gnugo.play(chaser, answer[1])
    pytest.fail(f"{spec.key}: no end")


@pytest.mark.gnugo
@pytest.mark.parametrize("level", [1, 2, 3])
def test_ladders_agree_with_gnugo(gnugo_path: str, level: int) -> None:
    from gotutor.gtp import GnuGo

    with GnuGo(size=9, executable=gnugo_path) as gnugo:
        seed = f"gnugo-{sample_seed()}"
        verdicts = [ladder_against_gnugo(gnugo, generate("ladder", level, seed, i))
                    for i in range(20)]
    assert set(verdicts) <= KINDS and verdicts.count("agree") >= 1, verdicts


# ---------------------------------------------------------------------- slow
@pytest.mark.many
@pytest.mark.parametrize("level", [1, 2, 3])
def test_many_ladders_agree_with_the_brute_force(level: int) -> None:
    for seed in range(3):
        for i in range(100):
            spec = generate("ladder", level, f"many-{seed}", i)
            assert spec.answer == brute_ladder(spec), spec.key
            check_ladder_facts(spec)


@pytest.mark.many
@pytest.mark.gnugo
@pytest.mark.parametrize("level", [1, 2, 3])
def test_many_problems_agree_with_gnugo(gnugo_path: str, level: int) -> None:
    from gotutor.gtp import GnuGo

    with GnuGo(size=9, executable=gnugo_path) as gnugo:
        verdicts = [ladder_against_gnugo(gnugo, generate("ladder", level, "many", i))
                    for i in range(150)]
    assert set(verdicts) <= KINDS, verdicts
