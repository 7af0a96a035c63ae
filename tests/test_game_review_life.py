"""The game review's life-and-death, shared-liberty and missed-connection mistakes
(gotutor.gamereview.eyes, races.py): planted in several positions, under the 8
symmetries and with the colours swapped, each is found with its kind, its better moves
and the opponent's answer; the moves around it are not reported; every claim on the
planted positions is read again by GNU Go's owl reader (the group lives or dies as the
sentence says, after the game's move and the answer shown, and after each better
move)."""

from __future__ import annotations

import pytest
from test_game_review import _transform, make_game

import gotutor as gt
from gotutor.board import Board
from gotutor.coords import parse_point, vertex_name
from gotutor.gamereview import eyes
from gotutor.gamereview.record import moves_of
from gotutor.gtp import GnuGo

# (name, black stones, white stones, moves, kind, better, the opponent's answer)
PLANTED = [
    # Black's straight three in the corner: B1 makes two eyes; Black plays elsewhere,
    # White takes the vital point B1 and the group dies
    ("eyes-corner", ["A2", "B2", "C2", "D2", "D1"], ["A3", "B3", "C3", "D3", "E3", "E2", "E1"],
     [("B", "H8"), ("W", "B1")], "eyes", {"B1"}, {"B1"}),
    # a wrong move inside: Black plays A1 in its straight three instead of B1; White
    # kills at B1 or C1
    ("eyes-wrong-point", ["A2", "B2", "C2", "D2", "D1"],
     ["A3", "B3", "C3", "D3", "E3", "E2", "E1"], [("B", "A1"), ("W", "B1")], "eyes", {"B1"},
     {"B1", "C1"}),
    # a straight three on the side: E1
    ("eyes-side", ["C1", "C2", "D2", "E2", "F2", "G2", "G1"],
     ["B1", "B2", "B3", "C3", "D3", "E3", "F3", "G3", "H3", "H2", "H1"],
     [("B", "B8"), ("W", "E1")], "eyes", {"E1"}, {"E1"}),
    # a bent three in the corner (A2, A1, B1): A1
    ("eyes-bent", ["A3", "B3", "B2", "C2", "C1"], ["A4", "B4", "C4", "C3", "D3", "D2", "D1"],
     [("B", "G7"), ("W", "A1")], "eyes", {"A1"}, {"A1"}),
    # White's straight three in the corner: Black kills at B1, plays elsewhere, White
    # lives at B1
    ("kill-corner", ["A3", "B3", "C3", "D3", "E3", "E2", "E1"], ["A2", "B2", "C2", "D2", "D1"],
     [("B", "H8"), ("W", "B1")], "kill", {"B1"}, {"B1"}),
    ("kill-side", ["B1", "B2", "B3", "C3", "D3", "E3", "F3", "G3", "H3", "H2", "H1"],
     ["C1", "C2", "D2", "E2", "F2", "G2", "G1"], [("B", "B8"), ("W", "E1")], "kill", {"E1"},
     {"E1"}),
    ("kill-bent", ["A4", "B4", "C4", "C3", "D3", "D2", "D1"], ["A3", "B3", "B2", "C2", "C1"],
     [("B", "G7"), ("W", "A1")], "kill", {"A1"}, {"A1"}),
    # Black's straight four in the corner lives; Black plays inside it at A1 (a straight
    # three is left) and White kills at C1
    ("spoiled-corner", ["A2", "B2", "C2", "D2", "E2", "E1"],
     ["A3", "B3", "C3", "D3", "E3", "F3", "F2", "F1"], [("B", "A1"), ("W", "C1")],
     "spoiled", set(), {"C1"}),
    # a straight four on the side (D1-G1): Black plays D1, White kills at F1
    ("spoiled-side", ["C1", "C2", "D2", "E2", "F2", "G2", "H2", "H1"],
     ["B1", "B2", "B3", "C3", "D3", "E3", "F3", "G3", "H3", "J3", "J2", "J1"],
     [("B", "D1"), ("W", "F1")], "spoiled", set(), {"F1"}),
    # a connection missed: Black's chain F1-J3 around a square four (dead even moving
    # first) joins the pass-alive group on the left only at E1; Black plays elsewhere,
    # White cuts there (the chain has five liberties: no capture read by Chase)
    ("cut-square-four", ["B1", "A2", "B2", "C2", "D1", "D2", "F1", "F2", "F3", "G3", "H3",
                         "J3", "J2", "J1"], ["E2", "E3", "E4", "F4", "G4", "H4", "J4"],
     [("B", "H8"), ("W", "E1")], "cut", {"E1"}, {"E1"}),
    # the square four in the corner (A1-B2), joined to the pass-alive group on the right
    # only at D1
    ("cut-corner", ["A3", "B3", "C3", "C2", "C1", "E1", "E2", "F2", "G2", "H2", "J2", "G1"],
     ["A4", "B4", "C4", "D4", "D3", "D2"], [("B", "H8"), ("W", "D1")], "cut", {"D1"},
     {"D1"}),
    # a race of three liberties each with one shared (D1): Black wins by filling White's
    # outside liberties F1 and F2; Black fills the shared one first and loses
    ("race-shared-left", ["C1", "C2", "C3", "D2", "D4", "E4", "F4", "F3"],
     ["E1", "E2", "E3", "D3", "B3", "B4", "C4"], [("B", "D1")], "race-shared", {"F1", "F2"},
     {"B1", "B2"}),
    ("race-shared-right", ["F1", "F2", "F3", "G2", "G4", "H4", "J4", "J3"],
     ["H1", "H2", "H3", "G3", "E3", "E4", "F4"], [("B", "G1")], "race-shared", {"J1", "J2"},
     {"E1", "E2"}),
]


def _review(case, k, swap, language="en"):
    _name, black, white, moves, *_rest = case
    return gt.review_game(make_game(black, white, moves, k, swap), language, engine=False,
                          queue=False)


@pytest.mark.parametrize("case", PLANTED, ids=[c[0] for c in PLANTED])
@pytest.mark.parametrize("k", range(8))
@pytest.mark.parametrize("swap", [False, True])
def test_planted_life_mistake_found(case, k, swap):
    name, _black, _white, moves, kind, better, reply = case
    review = _review(case, k, swap)
    assert [m.move_number for m in review.mistakes] == [1], (name, k, swap, str(review))
    (m,) = review.mistakes
    assert m.kind == kind
    assert m.vertex == _transform(moves[0][1], k)
    assert m.color.value == ("W" if swap else "B")
    expected = {_transform(v, k) for v in better}
    if kind == "race-shared":
        assert expected <= m.better, (m.better, expected)
    else:
        assert m.better == expected
    assert m.refutation and m.refutation[0] in {_transform(v, k) for v in reply}
    for vertex in (m.vertex, *m.better, m.refutation[0]):
        assert vertex in m.text
    assert (m.practice_data() is None) == (not better)


@pytest.mark.parametrize("kind", ["eyes", "kill", "spoiled", "race-shared", "cut"])
def test_the_life_kinds_are_told_in_five_languages(kind):
    case = next(c for c in PLANTED if c[4] == kind)
    (m,) = _review(case, 0, False).mistakes
    texts = {lang: m.explanation.render(lang) for lang in ("en", "pl", "ru", "nb", "ky")}
    assert len(set(texts.values())) == 5
    for text in texts.values():
        for vertex in (m.vertex, *m.better, m.refutation[0], m.chain[0]):
            assert vertex in text, (vertex, text)
    assert "vital point" in texts["en"] or kind in ("spoiled", "race-shared", "cut")
    assert "shared" in texts["en"] or kind != "race-shared"


def test_the_review_board_shows_the_vital_point_and_the_answer():
    case = next(c for c in PLANTED if c[0] == "eyes-corner")
    review = _review(case, 0, False, "ru")
    board = review.board()
    board.game.redo()
    board.refresh()
    assert board.marks.get("H8") == "cross"
    assert {v for v, mark in board.marks.items() if mark == "circle"} == {"B1"}
    assert review.mistakes[0].text in board.comment
    board.game.redo()  # the game's move, the opponent's answer numbered
    board.refresh()
    assert board.marks.get("B1") == "label:1"


def test_a_group_that_lives_anyway_is_no_mistake():
    # Black's straight four lives whatever White does: a move elsewhere is no mistake,
    # and neither is White's move inside it (it kills nothing)
    game = make_game(["A2", "B2", "C2", "D2", "E2", "E1"],
                     ["A3", "B3", "C3", "D3", "E3", "F3", "F2", "F1"],
                     [("B", "H8"), ("W", "B1"), ("B", "C1")], 0, False)
    review = gt.review_game(game, "en", engine=False, queue=False)
    assert review.mistakes == [], str(review)


def test_a_group_that_can_run_out_is_not_read():
    # the same straight three with an opening in its wall: no claim (not enclosed)
    game = make_game(["A2", "B2", "C2", "D2", "D1"], ["A3", "B3", "C3", "E2", "E1"],
                     [("B", "H8"), ("W", "B1")], 0, False)
    review = gt.review_game(game, "en", engine=False, queue=False)
    assert [m for m in review.mistakes if m.kind in ("eyes", "kill", "spoiled")] == []


def test_readings_are_the_same_remembered_or_not():
    case = next(c for c in PLANTED if c[0] == "kill-side")
    first = [(m.kind, m.better, m.refutation) for m in _review(case, 3, True).mistakes]
    eyes._MEMO.clear()
    again = [(m.kind, m.better, m.refutation) for m in _review(case, 3, True).mistakes]
    assert first == again and first


def _owl(gnugo: GnuGo, codes, command: str, vertex: str) -> str:
    gnugo.set_position(Board.from_codes(9, codes))
    return gnugo.command(f"{command} {vertex}").strip().split()[0]


@pytest.mark.gnugo
def test_planted_claims_agree_with_gnugo_owl():
    checked = 0
    with GnuGo(size=9) as gnugo:
        for case in PLANTED:
            for k, swap in ((0, False), (5, True)):
                (m,) = _review(case, k, swap).mistakes
                played = moves_of(make_game(*case[1:4], k, swap))[0]
                me = played.code
                target = m.chain[0]
                answered = played.after.play(parse_point(m.refutation[0], 9), 3 - me)
                if m.kind == "cut":
                    # after the cut shown the chain cannot be saved; after the
                    # connection it cannot be taken
                    assert _owl(gnugo, answered.codes, "owl_defend", target) == "0", m
                    (v,) = m.better
                    joined = played.before.play(parse_point(v, 9), me)
                    assert _owl(gnugo, joined.codes, "owl_attack", target) == "0", m
                if m.kind in ("eyes", "spoiled", "race-shared"):
                    # the player's stones: after the move the opponent kills them; after
                    # the answer shown they cannot be saved
                    assert _owl(gnugo, played.after.codes, "owl_attack", target) == "1", m
                    assert _owl(gnugo, answered.codes, "owl_defend", target) == "0", m
                if m.kind == "spoiled":  # and they lived before the move
                    assert _owl(gnugo, played.before.codes, "owl_attack", target) == "0", m
                if m.kind == "eyes":  # each better move makes them live
                    for v in m.better:
                        child = played.before.play(parse_point(v, 9), me)
                        assert _owl(gnugo, child.codes, "owl_attack", target) == "0", (m, v)
                if m.kind == "kill":
                    # the opponent's stones: the player could kill them, after the move
                    # the opponent saves them, and after the answer they live
                    assert _owl(gnugo, played.before.codes, "owl_attack", target) == "1", m
                    assert _owl(gnugo, played.after.codes, "owl_defend", target) == "1", m
                    assert _owl(gnugo, answered.codes, "owl_attack", target) == "0", m
                    for v in m.better:
                        child = played.before.play(parse_point(v, 9), me)
                        assert _owl(gnugo, child.codes, "owl_defend", target) == "0", (m, v)
                if m.kind == "race-shared":
                    # the opponent's chain of the race dies after each better move
                    for v in m.better:
                        p = parse_point(v, 9)
                        other = next(q for q in played.before.nbr[p]
                                     if played.before.codes[q] == 3 - me)
                        child = played.before.play(p, me)
                        assert _owl(gnugo, child.codes, "owl_defend",
                                    vertex_name(other, 9)) == "0", (m, v)
                checked += 1
    assert checked == 2 * len(PLANTED)


@pytest.mark.gnugo
def test_a_kill_that_needs_a_move_outside_the_enclosure_is_not_claimed():
    # GNU Go self-play game 7, move 43 (Black J8): a reading on the enclosure's points
    # and the liberties around it only had Black kill White's group at J7, but after
    # J7 White's J8 (a point next to the fight, no liberty before) takes Black's stones
    # and White lives; GNU Go's owl reader finds only a ko for Black. The region read
    # now holds the empty points next to the fight's points, and no claim is made.
    from pathlib import Path

    from gotutor.gamereview import tactics

    path = Path(__file__).parent / "data" / "review" / "gnugo-selfplay-7.sgf"
    played = moves_of(gt.Game.from_sgf(path.read_text()))[42]
    assert played.vertex == "J8"
    found = tactics.find(played.before, played.code, played.point, played.after)
    assert found is None or found.kind != "kill", found
    with GnuGo(size=9) as gnugo:  # GNU Go: no clean kill at J7 before the move
        assert _owl(gnugo, played.before.codes, "owl_attack", "H5") != "1"


@pytest.mark.gnugo
def test_life_claims_on_messy_games_agree_with_gnugo_owl():
    # 150 moves of the built-in BeginnerBot against RandomBot: groups get shut in and
    # killed; every life-and-death claim there is read again by GNU Go's owl reader
    from gotutor.bots import play_out
    from gotutor.gtp import BeginnerBot, RandomBot

    checked = 0
    with GnuGo(size=9) as gnugo:
        for seed in range(4):
            game = play_out(BeginnerBot(seed), RandomBot(seed + 100), max_moves=150)
            review = gt.review_game(game, "en", engine=False, queue=False, progress=False)
            played = moves_of(review.game)
            for m in review.mistakes:
                if m.kind not in ("eyes", "kill", "spoiled", "race-shared"):
                    continue
                move = played[m.move_number - 1]
                me, target = move.code, m.chain[0]
                answered = move.after.play(parse_point(m.refutation[0], 9), 3 - me)
                if m.kind == "kill":
                    assert _owl(gnugo, move.before.codes, "owl_attack", target) == "1", m
                    assert _owl(gnugo, move.after.codes, "owl_defend", target) == "1", m
                    assert _owl(gnugo, answered.codes, "owl_attack", target) == "0", m
                else:
                    assert _owl(gnugo, move.after.codes, "owl_attack", target) == "1", m
                    assert _owl(gnugo, answered.codes, "owl_defend", target) == "0", m
                if m.kind == "eyes":
                    for v in m.better:
                        child = move.before.play(parse_point(v, 9), me)
                        assert _owl(gnugo, child.codes, "owl_attack", target) == "0", (m, v)
                checked += 1
    assert checked >= 2  # seed 0: an eye not made (move 69), a kill missed (move 72)


def test_several_better_moves_are_told_as_a_choice():
    """A race won by either of two moves: the text offers one or the other ("F2 or F1"),
    in the review's language, never a bare list that reads as both moves together."""
    case = next(c for c in PLANTED if c[0] == "race-shared-left")
    words = {"en": "or", "pl": "lub", "ru": "или", "nb": "eller", "ky": "же"}
    for language, word in words.items():
        (mistake,) = _review(case, 0, False, language).mistakes
        first, last = sorted(mistake.better, reverse=True)
        assert f"{first} {word} {last}" in mistake.text, (language, mistake.text)
        assert f"{first}, {last}" not in mistake.text


def test_a_practised_eye_mistake_hints_at_the_eye_space():
    """The game's eyes mistake comes back as a practice problem: a wrong answer there is
    told to look at the eye space (not at chains short of liberties); an entry kept
    before the kind was stored still gets the general hint."""
    from gotutor.gamereview import practice, texts
    from gotutor.i18n import _

    case = next(c for c in PLANTED if c[0] == "eyes-corner")
    (mistake,) = _review(case, 0, False).mistakes
    data = mistake.practice_data()
    assert data["kind"] == "eyes"
    old = {k: v for k, v in data.items() if k != "kind"}
    assert practice.key_of(data) == practice.key_of(old)  # the kind is not in the key
    for entry, msgid in ((data, texts.WRONG_BY_KIND["eyes"]), (old, texts.WRONG)):
        problem = practice.problem_for_entry({"problem": entry})
        text = problem.wrong_text.render("pl")
        assert text == _(msgid, "pl"), text
    assert texts.WRONG_BY_KIND["eyes"] != texts.WRONG
