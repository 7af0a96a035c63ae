"""Drill concepts of eye space and life: "vital-point" (kill or live by the first move,
every right move proven by the solver) and "life" (is the group alive, dead, or does it
depend on who plays first? proven both ways).

How a position is made (the same in CPython and Pyodide, see `gotutor.drills.generator`):
an eye space (for "vital-point" a named shape in one of its 8 orientations, for "life" a
random one, sometimes with a second small eye space and a stone inside) is put in a
corner or on an edge of a 9x9 or 13x13 board; the defender's stones are every point
around it (along the lines and across the corners), some of the corner points taken by
the attacker at the higher levels; the attacker's stones are every point around those,
grown within three lines into a wall where every attacker stone is pass-alive (Benson's
test: the wall can never be captured), and a few stones of both colours stand two lines
or more from it all (`shut_in`, `_walls`; the problems of the keys of version 2: a
small board whose rest is filled with the attacker's stones, `enclosed`). So the
defender's only liberties are in its eye space, a move anywhere else is a pass for the
fight, and the fight is that eye space alone: the solver (`gotutor.solver`) reads it to
the end on those points and the chains touching them, as
`gotutor.solver.answers.answer_set` does with an `area`.

A position whose reading does not finish within the node budget is dropped (the
generator tries the next attempt), never shown unproven.

"real or false eye?" is the concept "eye", in `gotutor.drills.concepts.false_eyes`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...board import Board
from ...coords import vertex_name
from ...i18n import N_
from ...problems import Problem
from ...problems.goals import Attempt, Goal, Outcome
from ...problems.texts import Text
from ...solver.benson import pass_alive_points
from ...solver.goals import LOSS, UNKNOWN, WIN, Live
from ...solver.position import Position
from ...solver.search import Solver
from ..geometry import around, neighbours, orient, place, polyomino, with_chains
from . import Concept
from ._walls import ringed, scenery, walled

if TYPE_CHECKING:
    from ...problems.problem import Problem as ProblemType
    from ..generator import Spec

__all__ = [
    "CONCEPTS",
    "SHAPES",
    "LifeQuestion",
    "enclosed",
    "has_status",
    "move_statuses",
    "shut_in",
]

#: The solver's budget: positions per search (a problem whose reading needs more is
#: dropped).
BUDGET = 6000
#: the budget of the life problems (a smaller fight, read four times)
LIFE_BUDGET = 400

#: The named eye shapes, as (x, y) cells, and the sentence that names each.
SHAPES: dict[str, tuple[tuple[int, int], ...]] = {
    "straight three": ((0, 0), (1, 0), (2, 0)),
    "bent three": ((0, 0), (1, 0), (1, 1)),
    "pyramid four": ((0, 0), (1, 0), (2, 0), (1, 1)),
    "bulky five": ((0, 0), (1, 0), (0, 1), (1, 1), (2, 1)),
    "crossed five": ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2)),
    "rabbity six": ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)),
}

#: The eye shapes the life drill names (the vital-point drill's and the fours), as
#: (x, y) cells: an eye space of another shape is called by its number of points.
NAMED: dict[str, tuple[tuple[int, int], ...]] = {
    **SHAPES,
    "two points": ((0, 0), (1, 0)),
    "straight four": ((0, 0), (1, 0), (2, 0), (3, 0)),
    "bent four": ((0, 0), (1, 0), (2, 0), (2, 1)),
    "square four": ((0, 0), (1, 0), (0, 1), (1, 1)),
}

_SHAPE_TEXT = {
    "straight three": N_("The eye space is a straight three: three points in a row."),
    "bent three": N_("The eye space is a bent three: three points with a bend."),
    "pyramid four": N_("The eye space is a pyramid four: four points shaped like a T."),
    "bulky five": N_("The eye space is a bulky five: a square of four points and one "
                     "more."),
    "crossed five": N_("The eye space is a crossed five: five points shaped like a "
                       "plus sign."),
    "rabbity six": N_("The eye space is a rabbity six: six points shaped like a "
                      "rabbit's head."),
    "two points": N_("The eye space is two points side by side."),
    "straight four": N_("The eye space is a straight four: four points in a row."),
    "bent four": N_("The eye space is a bent four: four points in an L."),
    "square four": N_("The eye space is a square four: four points in a square."),
}


def shape_name(points: set[int], n: int) -> str | None:
    """Returns the name of the eye shape `points` (a key of NAMED, in any of its 8
    orientations) on a board of `n`, or None if it has no name here."""
    cells = sorted((p % n, p // n) for p in points)
    mx, my = min(x for x, _ in cells), min(y for _, y in cells)
    cells = sorted((x - mx, y - my) for x, y in cells)
    for name, shape in NAMED.items():
        if len(shape) == len(cells) and any(orient(shape, t) == cells for t in range(8)):
            return name
    return None


# ---------------------------------------------------------------------- geometry
def enclosed(rng: random.Random, n: int, eye: set[int], defender: int,
             cut_corners: float = 0.0, eyes_apart: tuple[set[int], ...] = ()
             ) -> list[int] | None:
    """Returns the codes of a board of `n` where the defender's stones (code
    `defender`) surround the empty points `eye` (and `eyes_apart`, more eye space of
    the same group), every point around them, in one chain; each corner point of that
    ring (one that touches no eye point along a line) goes to the attacker with
    probability `cut_corners` when the defender stays one chain. The attacker's stones
    surround the defender's, and the rest of the board is filled with them in a random
    order until every attacker stone is pass-alive. Returns None when that never
    happens or the defender is not one chain."""
    attacker = 3 - defender
    space = set(eye).union(*eyes_apart)
    made = ringed(rng, n, space, defender, cut_corners)
    if made is None:
        return None
    codes, _ring = made
    rest = [p for p in range(n * n) if codes[p] == 0 and p not in space]
    rng.shuffle(rest)
    while True:
        alive = pass_alive_points(n, tuple(codes), attacker)
        if all(p in alive for p in range(n * n) if codes[p] == attacker):
            return codes
        if not rest:
            return None
        codes[rest.pop()] = attacker


#: the largest share of the board a fight shut in by `shut_in` may take (stones and eye
#: space): the rest is the game's
FIGHT_SHARE = 0.45


def shut_in(rng: random.Random, lv: dict[str, Any], eye: set[int], defender: int,
            eyes_apart: tuple[set[int], ...] = (),
            before: Callable[[list[int]], frozenset[int] | None] | None = None
            ) -> list[int] | None:
    """Returns the codes of a position of the level `lv` where the defender's group
    surrounds `eye` (and `eyes_apart`) and the attacker's pass-alive stones surround
    the group: with a level's "wall", a wall within that many lines of the group on a
    game-sized board with a few stones of both colours far from the fight
    (`_walls.walled`, `_walls.scenery`: the problem as it looks in a game; the fight
    takes at most FIGHT_SHARE of the board, the scenery as many stones as the level's
    least; `before` as `walled` takes it); without it, the whole rest of the board
    filled with the attacker's stones (`enclosed`, the positions of the keys written
    before; `before` is not used). None if no such position is found."""
    n = lv["size"]
    if not lv.get("wall"):
        return enclosed(rng, n, eye, defender, lv["cut"], eyes_apart)
    exempt: frozenset[int] = frozenset()

    def checked(codes: list[int]) -> frozenset[int] | None:
        nonlocal exempt
        found = frozenset() if before is None else before(codes)
        exempt = found or frozenset()
        return found

    codes = walled(rng, n, eye, defender, lv["cut"], eyes_apart, lv["wall"], checked)
    if codes is None:
        return None
    fight = {p for p in range(n * n) if codes[p]} | set(eye).union(*eyes_apart)
    if len(fight) > FIGHT_SHARE * n * n:
        return None  # the fight would fill the board: no room for the rest of a game
    placed = scenery(rng, codes, n, lv["scenery"], fight)
    if len(placed) < lv["scenery"][0]:
        return None
    attacker = 3 - defender
    alive = pass_alive_points(n, tuple(codes), attacker)
    if any(codes[p] == attacker and p not in alive and p not in exempt for p in fight):
        return None  # (never seen: the scenery stands apart) the wall must stay alive
    return codes


# ---------------------------------------------------------------------- reading
def move_statuses(pos: Position, player: int, kind: str, target: int, area: set[int],
                  budget: int = BUDGET) -> dict[int, tuple[str, int | None]] | None:
    """Returns {first move of `player` in `area`, or -1 for a pass: (status, the
    opponent's best reply or None)} for `kind` "kill" (the group through `target`
    neither lives nor makes seki) or "live" (it lives with two eyes of its own), read by
    the solver on `area` and the chains touching it, as `answer_set` reads them ("win",
    "loss" or "ko" whatever the ko threats), one search table per ko setting shared by
    the first moves. Returns None as soon as one move cannot be decided in `budget`
    positions."""
    owner = 3 - player if kind == "kill" else player
    strict = kind == "live"
    player_proves = kind == "live"
    region = with_chains(pos, area)
    # the player's side first without ko captures, then with them
    tight = Solver(Live(target, owner, strict), region, budget,
                   prover_ko=not player_proves, opponent_ko=player_proves)
    loose = Solver(Live(target, owner, strict), region, budget,
                   prover_ko=player_proves, opponent_ko=not player_proves)
    good = WIN if player_proves else LOSS
    out: dict[int, tuple[str, int | None]] = {}
    moves = [p for p in sorted(area) if pos.codes[p] == 0] + [-1]
    for p in moves:
        child = pos.pass_move() if p < 0 else pos.play(p, player)
        if child is None:
            continue
        first = tight.solve(child, not player_proves)
        if first.value == UNKNOWN:
            return None
        if first.value == good:
            out[p] = ("win", None)
            continue
        second = loose.solve(child, not player_proves)
        if second.value == UNKNOWN:
            return None
        out[p] = ("ko" if second.value == good else "loss", first.move)
    return out


def _status(goal: Any, pos: Position, prover_to_move: bool, region: set[int],
            budget: int) -> str:
    """"win", "loss", "ko" or "unknown" for the goal's prover, as `search.status`."""
    strict = Solver(goal(), region, budget, prover_ko=False, opponent_ko=True)
    v1 = strict.solve(pos, prover_to_move).value
    if v1 == WIN:
        return "win"
    loose = Solver(goal(), region, budget, prover_ko=True, opponent_ko=False)
    v2 = loose.solve(pos, prover_to_move).value
    if v2 == LOSS:
        return "loss"
    if v1 == LOSS and v2 == WIN:
        return "ko"
    return "unknown"


def has_status(pos: Position, target: int, area: set[int], status: str,
               budget: int = BUDGET) -> bool:
    """True if the solver proves that the group through `target`, whose fight is
    `area`, has `status`: "alive" (two eyes of its own even if the opponent plays
    first, whatever the kos), "dead" (neither two eyes nor seki even if it plays
    first, whatever the kos) or "unsettled" (the first to play decides: moving first it
    lives with two eyes, moving second it neither lives nor makes seki). False when the
    status is another one, or a ko, or the reading ran out of `budget` positions.
    Raises ValueError for an unknown status."""
    owner = pos.codes[target]
    region = with_chains(pos, area)

    def strict() -> Live:
        return Live(target, owner, True)

    def loose() -> Live:
        return Live(target, owner, False)

    if status == "alive":
        return _status(strict, pos, False, region, budget) == "win"
    if status == "dead":
        return _status(loose, pos, True, region, budget) == "loss"
    if status == "unsettled":
        return (_status(loose, pos, False, region, budget) == "loss"
                and _status(strict, pos, True, region, budget) == "win")
    raise ValueError(f"unknown status {status!r}")


def _colour(code: int) -> str:
    return "B" if code == 1 else "W"


def _player(colour: str, black: str, white: str) -> str:
    return black if colour == "B" else white


# ---------------------------------------------------------------------- vital point
#: the levels of the keys of version 2: the eye space on a small board filled with the
#: attacker's stones (`enclosed`)
VITAL_LEVELS_V2: dict[int, dict[str, Any]] = {
    1: {"size": 7, "shapes": ("straight three", "bent three"),
        "where": ("corner", "edge", "middle"), "cut": 0.0, "max_right": 1},
    2: {"size": 8, "shapes": ("bent three", "pyramid four",
                                               "bulky five", "crossed five"),
        "where": ("corner", "edge", "middle"), "cut": 0.3, "max_right": 3},
    3: {"size": 9, "shapes": ("pyramid four", "bulky five",
                                               "crossed five", "rabbity six"),
        "where": ("corner", "edge", "middle"), "cut": 0.5, "max_right": 3,
        "live_only": ("rabbity six",)},
}

#: the levels now: the fight in a corner or on a side of a game's board, shut in by a
#: living wall within `wall` lines, a few stones far away (`shut_in`)
VITAL_LEVELS: dict[int, dict[str, Any]] = {
    1: {**VITAL_LEVELS_V2[1], "size": 9, "where": ("corner", "edge"), "wall": 3,
        "scenery": (3, 5)},
    2: {**VITAL_LEVELS_V2[2], "size": 9, "where": ("corner", "edge"), "wall": 3,
        "scenery": (3, 5)},
    3: {**VITAL_LEVELS_V2[3], "size": 13, "where": ("corner", "edge"), "wall": 3,
        "scenery": (5, 9)},
}


def _vital(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    shape = rng.choice(list(lv["shapes"]))
    where = rng.choice(list(lv["where"]))
    player = rng.choice((1, 2))
    goal = rng.choice(("kill", "live"))
    if shape in lv.get("live_only", ()):
        goal = "live"
    defender = 3 - player if goal == "kill" else player
    eye = place(rng, n, orient(SHAPES[shape], rng.randrange(8)), where)
    if eye is None:
        return None
    codes = shut_in(rng, lv, eye, defender)
    if codes is None:
        return None
    target = min(p for p in around(eye, n) if codes[p] == defender)
    pos = Position(n, tuple(codes))
    found = move_statuses(pos, player, goal, target, eye)
    if found is None:
        return None
    if found.get(-1, ("loss", None))[0] == "win":
        return None  # no move needed: not a problem
    right = [p for p in sorted(found) if p >= 0 and found[p][0] == "win"]
    if not right or len(right) > lv["max_right"]:
        return None
    wrong = tuple((vertex_name(p, n), st, None if reply is None or reply < 0
                   else vertex_name(reply, n))
                  for p, (st, reply) in sorted(found.items()) if p >= 0 and st != "win")
    return {"codes": codes, "to_play": _colour(player), "target": target,
            "answer": tuple(vertex_name(p, n) for p in right),
            "facts": (("goal", goal), ("shape", shape), ("points", len(eye)),
                      ("where", where), ("wrong", wrong))}


def _vital_problem(spec: Spec) -> Problem:
    goal = spec.fact("goal")
    shape = Text.of(_SHAPE_TEXT[spec.fact("shape")])
    other = "W" if spec.to_play == "B" else "B"
    if goal == "kill":
        question = _player(spec.to_play, N_("Black to play: kill the marked group."),
                           N_("White to play: kill the marked group."))
        right_msg = _player(other, N_("Right: after {vertex} the group cannot make two "
                                      "eyes, whatever Black plays."),
                            N_("Right: after {vertex} the group cannot make two eyes, "
                               "whatever White plays."))
        bare = N_("That does not kill: the group lives.")
        wrong_msg = {"loss": N_("That does not kill: after the reply at 1 the group "
                                "lives."),
                     "ko": N_("Not quite: after this move the group lives unless you win "
                              "a ko. Another move kills it without a ko.")}
    else:
        question = _player(spec.to_play, N_("Black to play: make the marked group live."),
                           N_("White to play: make the marked group live."))
        right_msg = _player(other, N_("Right: after {vertex} the group makes two eyes, "
                                      "whatever Black plays."),
                            N_("Right: after {vertex} the group makes two eyes, whatever "
                               "White plays."))
        bare = N_("That does not live: the group cannot make two eyes.")
        wrong_msg = {"loss": N_("That does not live: after the reply at 1 the group "
                                "cannot make two eyes."),
                     "ko": N_("Not quite: after this move the group lives only if it wins "
                              "a ko. Another move lives without a ko.")}
    wrong: dict[str, object] = {}
    for v, status, reply in spec.fact("wrong"):
        # the move's own explanation (authored: the session does not put the generic
        # "play inside the eye space", meant for the moves outside it, in front of it)
        if reply:
            wrong[v] = ([reply], Text.join(Text.authored(wrong_msg[status]), shape))
        else:  # the opponent's best answer is a pass: no reply to show
            msg = bare if status == "loss" else wrong_msg[status]
            wrong[v] = Text.join(Text.authored(msg), shape)
    problem = Problem.tree(
        spec.diagram(), spec.to_play,
        right=[([v], Text.join(Text.of(right_msg, vertex=v), shape)) for v in spec.answer],
        wrong=wrong, question=Text.of(question),
        wrong_text=Text.of(N_("That does not help: play inside the eye space.")),
        marked=[vertex_name(spec.target, spec.size)], rules=spec.rules)
    return problem


# ---------------------------------------------------------------------- life
#: Each level: board size, eye space points, how often a second eye space, a stone
#: inside, a corner of the group's ring taken by the attacker; `want`: how often each
#: status is looked for (the rarer ones more often, so that the answers come out
#: about even).
LIFE_LEVELS_V2: dict[int, dict[str, Any]] = {
    1: {"size": 5, "points": (2, 5), "apart": 0.15, "inside": 0.0,
        "cut": 0.0, "where": ("corner", "edge"),
        "want": (("alive", 0.4), ("dead", 0.2), ("unsettled", 0.4)), "dealt": True},
    2: {"size": 6, "points": (2, 6), "apart": 0.2, "inside": 0.4,
        "cut": 0.3, "where": ("corner", "edge", "middle"),
        "want": (("alive", 0.35), ("dead", 0.25), ("unsettled", 0.4)), "dealt": True},
    3: {"size": 7, "points": (3, 6), "apart": 0.2, "inside": 0.6,
        "cut": 0.5, "where": ("corner", "edge", "middle"),
        "want": (("alive", 0.3), ("dead", 0.3), ("unsettled", 0.4)), "dealt": True},
}

#: the levels now: as the vital point's (`VITAL_LEVELS`); "tag" keeps each level's
#: order of statuses apart (`life_status`)
LIFE_LEVELS: dict[int, dict[str, Any]] = {
    1: {**LIFE_LEVELS_V2[1], "size": 9, "wall": 3, "scenery": (3, 5), "tag": "1:"},
    2: {**LIFE_LEVELS_V2[2], "size": 9, "where": ("corner", "edge"), "wall": 3,
        "scenery": (3, 5), "tag": "2:"},
    3: {**LIFE_LEVELS_V2[3], "size": 13, "where": ("corner", "edge"), "wall": 3,
        "scenery": (5, 9), "tag": "3:"},
}

_STATUS_CHOICES = (("alive", N_("Alive, whoever plays first")),
                   ("dead", N_("Dead, whoever plays first")),
                   ("unsettled", N_("It depends on who plays first")))


def _weighted(rng: random.Random, weights: tuple[tuple[str, float], ...]) -> str:
    """Returns one of the names of `weights`, drawn with those weights (in that order)."""
    x = rng.random() * sum(w for _, w in weights)
    for name, w in weights:
        if x < w:
            return name
        x -= w
    return weights[-1][0]


_orders: dict[tuple[str, int, str], list[str]] = {}


def life_status(lv: dict[str, Any]) -> str:
    """Returns the status that draw `index` of a life level looks for: the statuses of
    draws 0, 1, 2... are drawn one after another with the level's weights (`want`, from
    a `random.Random` seeded by the board size and the seed), each one drawn again while
    it would make three of the last four the same, so that problems in a row vary."""
    tag = lv.get("tag", "")
    key = (tag, lv["size"], lv["seed"])
    order = _orders.setdefault(key, [])
    if len(_orders) > 64:
        _orders.clear()
        order = _orders[key] = []
    rng = random.Random(f"life-order:{tag}{lv['size']}:{lv['seed']}:{len(order)}")
    while len(order) <= lv["index"]:
        status = _weighted(rng, lv["want"])
        while order[-3:].count(status) >= 2:
            status = _weighted(rng, lv["want"])
        order.append(status)
    return order[lv["index"]]


def _life(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    status = life_status(lv)  # the status to look for
    lo, hi = lv["points"]
    apart_p, inside_p = lv["apart"], lv["inside"]
    if status == "dead":  # smaller eye spaces, more stones inside
        lo, hi, apart_p, inside_p = max(1, lo - 1), lo + 2, 0.0, min(1.0, 2 * inside_p)
    elif status == "alive":  # bigger ones, or a second eye
        lo, hi, apart_p = hi - 2, hi, 0.6
    count = lo + rng.randrange(hi - lo + 1)
    where = rng.choice(list(lv["where"]))
    defender = rng.choice((1, 2))
    eye = place(rng, n, polyomino(rng, count), where)
    if eye is None:
        return None
    apart: tuple[set[int], ...] = ()
    if rng.random() < apart_p:
        # a second eye space, one point or two, a line of the group's stones away
        near = around(eye, n)
        ring = sorted(p for p in around(near | eye, n)
                      if not any(q in eye for q in neighbours(p, n)) and p not in near)
        if ring:
            p = rng.choice(ring)
            second = {p}
            more = [q for q in neighbours(p, n) if q not in eye and q not in near]
            if more and rng.random() < 0.5:
                second.add(rng.choice(more))
            apart = (second,)
    codes = shut_in(rng, lv, eye, defender, apart)
    if codes is None:
        return None
    space = set(eye).union(*apart)
    if rng.random() < inside_p and len(eye) >= 3:
        # a stone inside the eye space: the attacker's, or the defender's own
        p = rng.choice(sorted(eye))
        codes[p] = rng.choice((defender, 3 - defender))
    board = Board.from_codes(n, codes)
    if not all(ch.liberties for ch in board.chains()):
        return None
    target = min(p for p in around(space, n) if codes[p] == defender and p not in space)
    info = board.chain(target)
    if info is None or any(codes[q] == defender and q not in info.stones for q in space):
        return None  # a defender's stone inside that is not part of the group
    pos = Position(n, tuple(codes))
    if not has_status(pos, target, space, status, LIFE_BUDGET):
        return None
    key = _life_key(pos, target, space, status)
    if key is None:
        return None
    empty = sum(1 for p in space if codes[p] == 0)
    # the eye space as the board shows it: the group's own stones inside are not in it
    shape = shape_name({p for p in space if codes[p] != defender}, n) if not apart else None
    facts = (("points", empty), ("shape", shape or ""),
             ("key", tuple((kind, vertex_name(a, n),
                            "" if b is None or b < 0 else vertex_name(b, n))
                           for kind, a, b in key)))
    if lv.get("tag"):  # the keys of version 3 say how many eye spaces there are
        facts += (("spaces", 1 + len(apart)),)
    return {"codes": codes, "to_play": _colour(3 - defender), "target": target,
            "answer": status, "facts": facts}


def _life_key(pos: Position, target: int, space: set[int], status: str
              ) -> list[tuple[str, int, int | None]] | None:
    """The moves that show why the group through `target` has `status`, read by the
    solver (`move_statuses`): for "alive", an attack inside the eye space and the
    group's reply that makes two eyes ("attack", move, reply); for "dead", the group's
    try and the opponent's reply that kills ("try", move, reply); for "unsettled", the
    group's first living move ("live", move, None) and the opponent's first killing
    move ("kill", move, None). None if the reading does not decide every move."""
    owner = pos.codes[target]
    budget = 4 * LIFE_BUDGET
    if status == "unsettled":
        live = move_statuses(pos, owner, "live", target, space, budget)
        kill = move_statuses(pos, 3 - owner, "kill", target, space, budget)
        if live is None or kill is None:
            return None
        lives = [p for p, (st, _r) in sorted(live.items()) if st == "win" and p >= 0]
        kills = [p for p, (st, _r) in sorted(kill.items()) if st == "win" and p >= 0]
        if not lives or not kills:
            return None
        both = [p for p in lives if p in kills]
        if both:
            return [("live", both[0], None), ("kill", both[0], None)]
        return [("live", lives[0], None), ("kill", kills[0], None)]
    player, kind, tag = ((3 - owner, "kill", "attack") if status == "alive"
                         else (owner, "live", "try"))
    read = move_statuses(pos, player, kind, target, space, budget)
    if read is None:
        return None
    tries = [(p, None if r is None or r < 0 else r) for p, (st, r) in sorted(read.items())
             if p >= 0 and st == "loss"]
    if not tries:
        return None
    # the try that asks the most: one whose reply is next to it, else one with a reply
    p, r = next(((p, r) for p, r in tries if r is not None and r in neighbours(p, pos.size)),
                next(((p, r) for p, r in tries if r is not None), tries[0]))
    return [(tag, p, r)]


class LifeQuestion(Goal):
    """Is the marked group alive (even if the opponent plays first), dead (even if it
    plays first), or does it depend on who plays first? A choice: "alive", "dead" or
    "unsettled"; the answer is the solver's (`has_status`). The feedback names the eye
    shape (`shape`), or says that the group has two eye spaces apart (`spaces`), or
    counts the empty `points`, then gives the moves of `key`."""

    name = "drill-life"
    answer_kind = "choice"

    def __init__(self, status: str, points: int, shape: str = "",
                 key: tuple[tuple[str, str, str], ...] = (), spaces: int = 1) -> None:
        self.status = status
        self.points = points
        self.shape = shape
        self.key = key
        self.spaces = spaces

    def choices(self) -> list[tuple[str, Text]]:
        return [(v, Text.of(label)) for v, label in _STATUS_CHOICES]

    def question(self, problem: ProblemType) -> Text:
        return Text.of(N_("Is the marked group alive, dead, or does it depend on who "
                          "plays first?"))

    def solution(self, problem: ProblemType) -> str:
        return self.status

    def answer(self, problem: ProblemType, attempt: Attempt, value: str) -> Outcome | None:
        choice = str(value).strip().lower()
        if choice not in ("alive", "dead", "unsettled"):
            return None
        if choice != self.status:
            return Outcome("failed", "wrong", Text.of(N_(
                "Try both: let Black play first, then let White play first.")))
        parts = [Text.of(N_("Right."))]
        if self.shape:
            parts.append(Text.of(_SHAPE_TEXT[self.shape]))
        elif self.spaces == 2:
            parts.append(Text.plural_of(
                N_("The group has two separate eye spaces, {n} empty point in all."),
                N_("The group has two separate eye spaces, {n} empty points in all."),
                self.points))
        else:
            parts.append(Text.plural_of(N_("The eye space has {n} empty point."),
                                        N_("The eye space has {n} empty points."),
                                        self.points))
        marks: dict[str, str] = {}
        key = {kind: (a, b) for kind, a, b in self.key}
        if self.status == "alive":
            a, b = key["attack"]
            if b:
                parts.append(Text.of(N_("Alive: if the opponent plays first at {move}, the "
                                        "group answers at {reply} and makes two eyes; every "
                                        "other attack fails too."), move=a, reply=b))
                marks = {a: "label:1", b: "label:2"}
            else:
                parts.append(Text.of(N_("Alive: even the opponent's move at {move} needs no "
                                        "answer; the group keeps two eyes whatever the "
                                        "opponent plays."), move=a))
                marks = {a: "label:1"}
        elif self.status == "dead":
            a, b = key["try"]
            if b:
                parts.append(Text.of(N_("Dead: even playing first, at {move}, the group "
                                        "cannot make two eyes: the opponent answers at "
                                        "{reply}; every other try fails too."),
                                     move=a, reply=b))
                marks = {a: "label:1", b: "label:2"}
            else:
                parts.append(Text.of(N_("Dead: even playing first, at {move} or anywhere "
                                        "else, the group cannot make two eyes."), move=a))
                marks = {a: "label:1"}
        else:
            live, kill = key["live"][0], key["kill"][0]
            if live == kill:
                parts.append(Text.of(N_("It depends on who plays first at the vital point, "
                                        "{move}: there the group makes two eyes, and the "
                                        "opponent playing there kills it."), move=live))
                marks = {live: "triangle"}
            else:
                parts.append(Text.of(N_("It depends on who plays first: the group lives by "
                                        "playing at {live}, and the opponent kills it by "
                                        "playing at {kill}."), live=live, kill=kill))
                marks = {live: "triangle", kill: "square"}
        text = Text.join(*parts)
        return Outcome("solved", "right", text, [], marks)

    def hint(self, problem: ProblemType, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        return {}, Text.of(N_("Does the eye space have a vital point?"))

    @property
    def hint_steps(self) -> int:
        return 1


def _life_fits(earlier: list[Spec], spec: Spec) -> bool:
    """False if the life problem `spec` would be the third of the last four problems
    with its answer, or would have the answer of the problem before it and be explained
    in the same words: the same shape (or count of points), the same number of eye
    spaces and the same kinds of key moves."""
    def words(s: Spec) -> tuple:
        facts = dict(s.facts)
        return (s.answer, facts["shape"] or facts["points"], facts.get("spaces", 1),
                tuple((kind, bool(b)) for kind, _a, b in facts["key"]))

    if [s.answer for s in earlier[-3:]].count(spec.answer) >= 2:
        return False
    return not earlier or words(earlier[-1]) != words(spec)


def _life_problem(spec: Spec) -> Problem:
    return Problem(spec.diagram(), spec.to_play,
                   LifeQuestion(spec.answer, spec.fact("points"), spec.fact("shape"),
                                spec.fact("key"), dict(spec.facts).get("spaces", 1)),
                   marked=[vertex_name(spec.target, spec.size)], rules=spec.rules)


# ---------------------------------------------------------------------- concepts
CONCEPTS = (
    Concept("vital-point", 130, VITAL_LEVELS, _vital, _vital_problem,
            {2: VITAL_LEVELS_V2}),
    Concept("life", 140, LIFE_LEVELS, _life, _life_problem, {2: LIFE_LEVELS_V2},
            _life_fits),
)

