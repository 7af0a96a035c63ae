"""Known hard shapes with hand counts: each count under territory and area rules, and
what `judge_dead` says about each, against tests/data/counting/known_positions.json.

The shapes and their status come from public descriptions (Sensei's Library's pages on
eye shapes, seki and the bent four in the corner; the kinds of position goscorer's tests
check); each position is drawn and counted here by hand (the "hand" field).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gotutor as gt
from gotutor.life import DeadStoneJudgement, judge_dead, suggest_dead

DATA = json.loads((Path(__file__).parent / "data" / "counting" /
                   "known_positions.json").read_text())
CASES = DATA["cases"]
IDS = [case["name"] for case in CASES]


def game(case: dict, rules: str) -> gt.Game:
    return gt.Game.from_diagram("\n".join(case["diagram"]), rules=rules, komi=0)


@pytest.mark.parametrize("case", CASES, ids=IDS)
@pytest.mark.parametrize("rules", ["japanese", "chinese"])
def test_hand_count_with_the_referees_dead_stones(case: dict, rules: str) -> None:
    expected = case[rules]
    assert str(game(case, rules).score(dead=case["dead"])) == expected, case["hand"]


@pytest.mark.parametrize("case", CASES, ids=IDS)
@pytest.mark.parametrize("rules", ["japanese", "chinese"])
def test_judge_dead_finds_the_referees_dead_stones(case: dict, rules: str) -> None:
    g = game(case, rules)
    judgement = judge_dead(g)
    assert isinstance(judgement, DeadStoneJudgement)
    assert judgement.dead == case["dead"]
    assert suggest_dead(g) == case["dead"]
    # Territory rules call the bent four in the corner dead by rule: nothing is
    # uncertain there; elsewhere it is played out, so it is a close call.
    uncertain = case.get("uncertain_area", []) if rules == "chinese" else []
    # E2 of "false eye that must be filled" is in atari at the protective point D2: a
    # close call (tests/test_dead_shapes.py, CLOSE), alive and uncertain
    if case["name"] == "false eye that must be filled":
        uncertain = ["E2"]
    assert judgement.uncertain == uncertain
    # and the count with the suggestion is the referee's count
    assert str(g.score(dead=judgement.dead)) == case[rules]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_every_chain_has_a_reason(case: dict) -> None:
    g = game(case, "japanese")
    judgement = judge_dead(g)
    stones = sorted(v for chain in judgement.chains for v in chain.stones)
    assert stones == sorted(g.board.vertex(p) for p, c in enumerate(g.board) if c)
    for chain in judgement.chains:
        assert chain.status in ("alive", "dead", "seki")
        assert chain.explain("en") and chain.explain("pl")
        assert judgement.chain(chain.stones[0]) is chain


def test_seki_shapes_are_reported_as_seki() -> None:
    for name in ("nakade seki of three stones", "nakade seki of four stones"):
        case = CASES[IDS.index(name)]
        judgement = judge_dead(game(case, "japanese"))
        assert judgement.chain("B9").status == judgement.chain("A8").status == "seki"


def test_the_bent_four_follows_the_rule_setting() -> None:
    case = CASES[IDS.index("bent four in the corner")]
    g = game(case, "chinese")
    by_rule = judge_dead(g, rules=gt.Rules.preset("chinese").replace(bent_four_dead=True))
    assert by_rule.dead == case["dead"] and by_rule.uncertain == []
    assert by_rule.chain("B8").reason == "bent-four"
    played_out = judge_dead(g)
    assert played_out.chain("B8").reason == "bent-four-ko" and played_out.chain("B8").uncertain
    assert gt.Rules.preset("japanese").bent_four_dead and gt.Rules.preset("korean").bent_four_dead
    assert not gt.Rules.preset("aga").bent_four_dead


@pytest.mark.parametrize("case", CASES[:4], ids=IDS[:4])
def test_the_judgement_does_not_depend_on_the_orientation(case: dict) -> None:
    from test_scoring import symmetries

    expected = judge_dead(game(case, "japanese"))
    for turned in symmetries("\n".join(case["diagram"])):
        g = gt.Game.from_diagram(turned, rules="japanese", komi=0)
        j = judge_dead(g)
        assert len(j.dead) == len(expected.dead)
        assert str(g.score(dead=j.dead)) == case["japanese"]
