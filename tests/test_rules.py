"""Rules: the presets of DESIGN.md, and one test per users' rule text of RULES.md that
builds the text's Rules and plays its special case."""

from __future__ import annotations

import dataclasses

import pytest

import gotutor as gt
from gotutor.rules import HandicapCompensation, KoRule, Rules, Scoring, preset_names

# The table of DESIGN.md, written out by hand:
# (ko, multi-stone suicide legal, scoring, seki eyes counted, compensation, komi)
PRESETS = {
    "japanese": (KoRule.SIMPLE, False, Scoring.TERRITORY, False, HandicapCompensation.NONE, 6.5),
    "korean": (KoRule.SIMPLE, False, Scoring.TERRITORY, False, HandicapCompensation.NONE, 6.5),
    "chinese": (KoRule.SIMPLE, False, Scoring.AREA, True, HandicapCompensation.N, 7.5),
    "aga": (KoRule.SITUATIONAL, False, Scoring.AREA, True, HandicapCompensation.N_MINUS_ONE,
            7.5),
    "new-zealand": (KoRule.SITUATIONAL, True, Scoring.AREA, True, HandicapCompensation.NONE,
                    7.0),
    "tromp-taylor": (KoRule.POSITIONAL, True, Scoring.AREA, True, HandicapCompensation.NONE,
                     7.5),
    "ing": (KoRule.POSITIONAL, True, Scoring.AREA, True, HandicapCompensation.NONE, 7.5),
}


@pytest.mark.parametrize("name", list(PRESETS))
def test_presets_have_the_values_of_the_design(name: str) -> None:
    r = Rules.preset(name)
    assert (r.ko, r.suicide, r.scoring, r.seki_eyes_count, r.handicap_compensation,
            r.komi) == PRESETS[name]
    assert r.name == name
    assert r.remove_dead is (name != "tromp-taylor")
    assert r.illegal_move_loses is False


def test_the_preset_list_is_the_design_table() -> None:
    assert preset_names() == list(PRESETS)


@pytest.mark.parametrize(("spelling", "name"), [
    ("new_zealand", "new-zealand"), ("New-Zealand", "new-zealand"), ("tromp_taylor",
    "tromp-taylor"), ("TROMP-TAYLOR", "tromp-taylor"), (" aga ", "aga"), ("Japanese",
    "japanese"),
])
def test_dash_and_underscore_and_case_are_all_accepted(spelling: str, name: str) -> None:
    assert Rules.preset(spelling) is Rules.preset(name)
    assert gt.Game(9, rules=spelling).rules.name == name


@pytest.mark.parametrize("bad", ["", "go", "japanes", 7, None, ["aga"]])
def test_unknown_presets_raise_rules_error(bad: object) -> None:
    with pytest.raises(gt.RulesError):
        Rules.preset(bad)  # type: ignore[arg-type]


def test_rules_error_names_the_known_presets() -> None:
    with pytest.raises(gt.RulesError, match="tromp-taylor"):
        gt.Game(9, rules="nonsense")


@pytest.mark.parametrize("changes", [
    {"ko": "sometimes"}, {"scoring": "points"}, {"komi": "6.5"}, {"komi": 6.3},
    {"komi": float("nan")}, {"komi": True}, {"handicap_compensation": "N+1"},
])
def test_impossible_settings_raise_rules_error(changes: dict[str, object]) -> None:
    with pytest.raises(gt.RulesError):
        Rules(**changes)  # type: ignore[arg-type]


def test_rules_are_frozen_and_replace_makes_a_custom_copy() -> None:
    r = Rules.preset("japanese")
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.komi = 0.5  # type: ignore[misc]
    c = r.replace(komi=0.5)
    assert c.komi == 0.5 and c.name == "custom" and r.komi == 6.5


def test_handicap_compensation_arithmetic() -> None:
    # RULES.md position 5: 4 stones -> Chinese N = 4, AGA N-1 = 3, others 0.
    assert Rules.preset("chinese").handicap_compensation.points(4) == 4
    assert Rules.preset("aga").handicap_compensation.points(4) == 3
    for name in ("new-zealand", "tromp-taylor", "ing", "japanese"):
        assert Rules.preset(name).handicap_compensation.points(4) == 0
    assert Rules.preset("aga").handicap_compensation.points(0) == 0


def test_komi_argument_overrides_the_preset_but_keeps_its_name() -> None:
    g = gt.Game(9, rules="chinese", komi=5.5)
    assert g.komi == 5.5 and g.rules.name == "chinese"
    assert g.rules.scoring is Scoring.AREA
    assert gt.Game(9, rules="chinese").komi == 7.5


# ---------------------------------------------------------------- users' rule texts
def play_all(game: gt.Game, moves: str) -> None:
    for v in moves.split():
        game.play(v)


def test_text_1_core_black_first_passes_and_two_passes_end() -> None:
    g = gt.Game(9, rules=Rules())  # the default record: basic ko, no suicide
    assert g.to_move is gt.Color.BLACK
    assert len(g.legal_moves()) == 81  # the board starts empty
    g.play("E5")
    assert g.board["E5"] is gt.Color.WHITE.opponent
    assert g.to_move is gt.Color.WHITE
    g.play("pass")  # a player may pass at any time
    assert not g.is_over
    g.play("D5")
    g.play("pass")
    g.play("pass")
    assert g.is_over
    assert g.board["E5"] is gt.Color.BLACK  # stones never move
    assert g.board["D5"] is gt.Color.BLACK


def test_text_2a_suicide_is_forbidden_except_when_the_move_captures() -> None:
    rules = Rules(suicide=False)
    g = gt.Game.from_diagram("""
        . X O .
        X O . .
        O . . .
        . . . .
    """, to_move="W", rules=rules)
    # White A4 has no liberty of its own but takes the last liberty of B4 and of A3
    assert g.why_illegal("A4") is None
    move = g.play("A4")
    assert move is not None and move.captured == ("B4", "A3")  # top row first
    assert g.board["A4"] is gt.Color.WHITE
    # Black B4 now would have no liberty and captures nothing: forbidden
    assert g.why_illegal("B4") == "suicide"


def test_text_2b_self_capture_removes_the_opponent_first_then_the_mover() -> None:
    rules = Rules(suicide=True)
    g = gt.Game.from_diagram("""
        . X O .
        X O . .
        O . . .
        . . . .
    """, to_move="W", rules=rules)
    # capturing first: the capture gives liberties, so nothing of White's is removed
    move = g.play("A4")
    assert move is not None and move.captured == ("B4", "A3") and move.self_captured == ()
    # a multi-stone self-capture is legal and removes the mover's own chain
    g2 = gt.Game.from_diagram("""
        . O X . .
        X O X . .
        X X . . .
        . . . . .
        . . . . .
    """, to_move="W", rules=rules)
    assert g2.why_illegal("A5") is None
    move = g2.play("A5")
    assert move is not None and sorted(move.self_captured) == ["A5", "B4", "B5"]
    assert g2.board["A5"] is None and g2.board["B5"] is None and g2.board["B4"] is None
    assert g2.captures[gt.Color.BLACK] == 3  # self-captured stones are Black's prisoners


def test_text_3a_basic_ko_no_immediate_recapture() -> None:
    g = ko_position(Rules(ko=KoRule.SIMPLE))
    g.play("D7")  # Black captures E7
    assert g.why_illegal("E7") == "ko"
    g.play("A1")
    g.play("J1")
    assert g.why_illegal("E7") is None  # one move elsewhere each: legal again


def test_text_3b_no_move_may_recreate_an_earlier_whole_board() -> None:
    rules = Rules(ko=KoRule.POSITIONAL)
    g = triple_ko(rules)
    assert g.why_illegal("B5") == "ko"
    assert g.why_illegal("F5") == "superko"
    simple = triple_ko(Rules(ko=KoRule.SIMPLE))
    assert simple.why_illegal("F5") is None


def test_text_3c_repetition_forbidden_is_positional_superko() -> None:
    # "repetition of position is forbidden": the same Rules as text 3b
    rules = Rules(ko="positional")  # type: ignore[arg-type]
    assert rules.ko is KoRule.POSITIONAL and rules.superko
    g = ko_position(rules)
    g.play("D7")
    assert g.why_illegal("E7") == "ko"  # the basic ko is still reported as "ko"


def test_text_4_counting_records() -> None:
    # (a) territory + prisoners, dead stones removed
    a = Rules(scoring=Scoring.TERRITORY, remove_dead=True)
    assert a.counts_prisoners and not a.counts_stones and a.remove_dead
    # (b) area: stones + surrounded empty points
    b = Rules(scoring=Scoring.AREA)
    assert b.counts_stones and not b.counts_prisoners
    # (c) stones + territory + prisoners, every stone on the board alive
    c = Rules(scoring=Scoring.AREA_AND_PRISONERS, remove_dead=False)
    assert c.counts_stones and c.counts_prisoners and not c.remove_dead
    g = gt.Game(9, rules=c, komi=5.5)
    assert g.rules.scoring is Scoring.AREA_AND_PRISONERS and g.komi == 5.5


@pytest.mark.parametrize("komi", [5.5, 6.5, 7.5, 1.5, 0.5, 0, -3.5])
def test_text_5_komi_whole_or_half_points(komi: float) -> None:
    g = gt.Game(9, rules=Rules(komi=komi))
    assert g.komi == komi
    assert (g.komi * 2) % 2 == (1 if komi % 1 else 0)  # a half point prevents ties


def test_text_6_handicap_up_to_nine_stones_then_white_moves() -> None:
    for n in range(2, 10):
        g = gt.Game(19, handicap=n)
        assert g.board.count(gt.Color.BLACK) == n
        assert g.to_move is gt.Color.WHITE
        assert g.handicap == n
    with pytest.raises(gt.GoError):
        gt.Game(19, handicap=10)


def test_text_6_nigiri_a_right_guess_takes_black() -> None:
    outcomes = [gt.nigiri("Ann", "Bo", seed=s) for s in range(40)]
    for o in outcomes:
        assert o.correct == ((o.handful % 2 == 1) == (o.guess == "odd"))
        assert o.black == ("Bo" if o.correct else "Ann")
        assert {o.black, o.white} == {"Ann", "Bo"}
    assert {o.correct for o in outcomes} == {True, False}
    assert gt.nigiri("Ann", "Bo", seed=7) == gt.nigiri("Ann", "Bo", seed=7)


@pytest.mark.parametrize("size", [19, 13, 9])
def test_text_7_board_sizes(size: int) -> None:
    g = gt.Game(size)
    assert len(g.legal_moves()) == size * size


def test_text_8_referee_an_illegal_act_loses_the_game() -> None:
    rules = Rules(illegal_move_loses=True)
    # an illegal move
    g = gt.Game(9, rules=rules)
    g.play("E5")
    assert g.play("E5") is None
    assert g.is_over and g.result == "B+F"
    # moving twice in a row
    g = gt.Game(9, rules=rules)
    g.play("E5", color="B")
    assert g.play("D5", color="B") is None
    assert g.result == "W+F"
    assert g.board["D5"] is None
    # taking back a move
    g = gt.Game(9, referee=True)
    g.play("E5")
    g.play("D5")
    g.undo()
    assert g.result == "B+F" and g.board["D5"] is gt.Color.WHITE


def test_text_9_worked_example_uses_territory_counting_and_small_komi() -> None:
    # The counting itself belongs to gotutor.scoring; here: the text's Rules.
    r = Rules.preset("japanese").replace(komi=1.5)
    assert r.scoring is Scoring.TERRITORY and r.counts_prisoners and r.remove_dead
    assert r.komi == 1.5 and not r.seki_eyes_count


# ---------------------------------------------------------------- positions of RULES.md
def ko_position(rules: Rules) -> gt.Game:
    """RULES.md position 1: Black E8 E6 F7, White C7 D8 E7 D6, Black to move."""
    g = gt.Game(9, rules=rules)
    g.setup(black=["E8", "E6", "F7"], white=["C7", "D8", "E7", "D6"], to_move="B")
    return g


def triple_ko(rules: Rules) -> gt.Game:
    """RULES.md position 3 after B D6, W B5, B F6, W D5, B B6 (White to move)."""
    g = gt.Game.from_diagram("""
        O O O O O O O
        O X O . O . O
        X . X O X O X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .
    """, rules=rules)
    for v, took in (("D6", "D5"), ("B5", "B6"), ("F6", "F5"), ("D5", "D6"), ("B6", "B5")):
        move = g.play(v)
        assert move is not None and move.captured == (took,)
    return g


@pytest.mark.parametrize("name", list(PRESETS))
def test_position_1_ko_and_the_capture_exception(name: str) -> None:
    g = ko_position(Rules.preset(name))
    assert g.board.liberties(g.board.point("E7")) == 1
    assert g.why_illegal("D7") is None  # no liberty of its own, but it captures E7
    move = g.play("D7")
    assert move is not None and move.captured == ("E7",)
    assert g.ko_point == "E7"
    assert g.why_illegal("E7") == "ko"  # "ko" under every rule set, superko or not
    with pytest.raises(gt.IllegalMove) as info:
        g.play("E7")
    assert info.value.reason == "ko"
    g.play("A1")  # White elsewhere
    assert g.ko_point is None
    g.play("J1")  # Black elsewhere (does not resolve the ko)
    assert g.why_illegal("E7") is None
    move = g.play("E7")
    assert move is not None and move.captured == ("D7",)


@pytest.mark.parametrize("name", list(PRESETS))
def test_position_2_multi_stone_suicide_per_preset(name: str) -> None:
    g = gt.Game(9, rules=name)
    g.setup(black=["F9", "J9", "E8", "F8", "D7", "E7"],
            white=["E9", "G9", "D8", "G8", "H8", "J8"], to_move="B")
    before = str(g.board)
    if Rules.preset(name).suicide:  # new-zealand, tromp-taylor, ing
        assert g.why_illegal("H9") is None
        move = g.play("H9")
        assert move is not None
        assert move.captured == () and sorted(move.self_captured) == ["H9", "J9"]
        assert g.board["H9"] is None and g.board["J9"] is None
        assert g.captures[gt.Color.WHITE] == 2 and g.captures[gt.Color.BLACK] == 0
        assert g.to_move is gt.Color.WHITE
    else:
        assert g.why_illegal("H9") == "suicide"
        with pytest.raises(gt.IllegalMove) as info:
            g.play("H9")
        assert info.value.reason == "suicide"
        assert str(g.board) == before and g.to_move is gt.Color.BLACK


@pytest.mark.parametrize("name", list(PRESETS))
def test_single_stone_suicide_is_illegal_under_every_preset(name: str) -> None:
    g = gt.Game.from_diagram("""
        . O . .
        O . . .
        . . . .
        . . . .
    """, rules=name)
    assert g.why_illegal("A4") == "suicide"
    assert "A4" not in g.legal_moves()


@pytest.mark.parametrize("name", list(PRESETS))
def test_position_3_triple_ko(name: str) -> None:
    rules = Rules.preset(name)
    g = triple_ko(rules)
    assert g.to_move is gt.Color.WHITE
    assert g.why_illegal("B5") == "ko"  # the ko just taken, under every rule set
    if rules.superko:
        # W F5 would recreate the starting position (with Black to move, as at the
        # start): illegal under positional and situational superko alike
        assert g.why_illegal("F5") == "superko"
        assert "F5" not in g.legal_moves()
    else:
        # basic ko: White retakes at F5, and the cycle can go on
        cycle = ("F5", "D6", "B5", "F6", "D5", "B6")
        start = g.board.codes()
        for v in cycle:
            move = g.play(v)
            assert move is not None and len(move.captured) == 1
        assert g.board.codes() == start and g.to_move is gt.Color.WHITE


SENDING_TWO = """
    . . . . .
    . . . . .
    . . . . .
    O O X . .
    . X . X .
"""


def sending_two_returning_one(name: str) -> gt.Game:
    """Black A1 sends two stones (A1, B1 in atari), White C1 takes them, and Black's
    retake at B1 would return the board to the start with White to move."""
    g = gt.Game.from_diagram(SENDING_TWO, to_move="B", rules=name)
    move = g.play("A1")
    assert move is not None and move.captured == ()
    assert g.board.liberties(g.board.point("A1")) == 1
    move = g.play("C1")
    assert move is not None and sorted(move.captured) == ["A1", "B1"]
    assert g.ko_point is None  # two stones were taken: no basic ko
    return g


@pytest.mark.parametrize("name", list(PRESETS))
def test_sending_two_returning_one(name: str) -> None:
    g = sending_two_returning_one(name)
    start = gt.Game.from_diagram(SENDING_TWO).board
    verdict = g.check("B1")
    assert verdict.captures == (g.board.point("C1"),)
    # the board after B1 is the starting board, but White is to move (Black was)
    ko = Rules.preset(name).ko
    if ko is KoRule.POSITIONAL:
        assert verdict.reason == "superko"
    else:  # simple ko: not a basic ko; situational: a new situation (other player)
        assert verdict.reason is None
        g.play("B1")
        assert g.board == start and g.to_move is gt.Color.WHITE
        g.play("pass")  # the starting situation again (passing is always legal)
        # Black A1 again would repeat the situation after the first A1 (White to move)
        assert g.why_illegal("A1") == ("superko" if ko is KoRule.SITUATIONAL else None)
