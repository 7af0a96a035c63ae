"""Rules: one immutable record of independent settings, plus the named presets.

Nothing in gotutor asks "is this the Japanese rule set?"; it asks the setting that
matters ("is multi-stone suicide legal?"). A preset is just values for the settings:

| preset        | ko          | suicide      | scoring    | seki eyes | handicap comp. | komi |
|---------------|-------------|--------------|------------|-----------|----------------|------|
| japanese      | simple      | illegal      | territory  | no        | 0              | 6.5  |
| korean        | simple      | illegal      | territory  | no        | 0              | 6.5  |
| chinese       | simple      | illegal      | area       | yes       | N              | 7.5  |
| aga           | situational | illegal      | area       | yes       | N-1            | 7.5  |
| new-zealand   | situational | multi legal  | area       | yes       | 0              | 7    |
| tromp-taylor  | positional  | multi legal  | area       | yes       | 0              | 7.5  |
| ing           | positional  | multi legal  | area       | yes       | 0              | 7.5  |

Japanese and Korean also set `bent_four_dead` (a bent four in the corner is dead by rule,
without playing the ko); the others play it out.

Build any other combination with `Rules(...)` or `dataclasses.replace(preset, ...)`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum

from .errors import RulesError

__all__ = ["HandicapCompensation", "KoRule", "Rules", "Scoring", "preset_names"]


class KoRule(str, Enum):
    """Which repetitions are forbidden."""

    SIMPLE = "simple"  #: no immediate recapture of a single stone (basic ko)
    POSITIONAL = "positional"  #: no move may recreate any earlier board
    SITUATIONAL = "situational"  #: ... any earlier board with the same player to move


class Scoring(str, Enum):
    """What a player's points are made of."""

    TERRITORY = "territory"  #: surrounded empty points + prisoners (Japanese, Korean)
    AREA = "area"  #: stones on the board + surrounded empty points (Chinese, AGA, ...)
    #: stones on the board + surrounded empty points + prisoners (one users' rule text)
    AREA_AND_PRISONERS = "area+prisoners"


class HandicapCompensation(str, Enum):
    """The points White receives for Black's handicap stones (N = number of stones)."""

    NONE = "0"
    N = "N"
    N_MINUS_ONE = "N-1"

    def points(self, handicap: int) -> int:
        """Returns White's compensation for `handicap` stones (0 when there are none)."""
        if handicap <= 0 or self is HandicapCompensation.NONE:
            return 0
        return handicap if self is HandicapCompensation.N else handicap - 1


@dataclass(frozen=True)
class Rules:
    """A rule set: every setting is independent of the others.

    - `ko`: KoRule.SIMPLE, POSITIONAL or SITUATIONAL.
    - `suicide`: True if a move that leaves its own chain of two or more stones without
      liberties is legal (the chain is then removed). A single stone may never commit
      suicide: a move must change the board.
    - `scoring`: Scoring.TERRITORY, AREA or AREA_AND_PRISONERS.
    - `seki_eyes_count`: whether empty points surrounded by one colour inside a seki count.
    - `remove_dead`: whether dead stones are taken off at the end; False means every
      stone on the board counts as alive (Tromp-Taylor): play on to capture them.
    - `handicap_compensation`: points White gets for the handicap stones.
    - `komi`: points White gets for moving second.
    - `illegal_move_loses`: a "referee" rule: an illegal attempt loses the game at once
      instead of being refused.
    - `bent_four_dead`: a group whose life hangs on a ko that only the opponent can start
      and that the group itself cannot resolve (the bent four in the corner) is dead
      without the ko being played (Japanese and Korean rules); otherwise it is played
      out, and `life.judge_dead` reports such a group as uncertain.
    - `name`: the preset's name, or "custom".
    """

    ko: KoRule = KoRule.SIMPLE
    suicide: bool = False
    scoring: Scoring = Scoring.TERRITORY
    seki_eyes_count: bool = False
    remove_dead: bool = True
    handicap_compensation: HandicapCompensation = HandicapCompensation.NONE
    komi: float = 6.5
    illegal_move_loses: bool = False
    name: str = "custom"
    bent_four_dead: bool = False

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "ko", KoRule(self.ko))
            object.__setattr__(self, "scoring", Scoring(self.scoring))
            object.__setattr__(
                self, "handicap_compensation", HandicapCompensation(self.handicap_compensation)
            )
        except ValueError as exc:
            raise RulesError(str(exc)) from None
        if isinstance(self.komi, bool) or not isinstance(self.komi, (int, float)):
            raise RulesError(f"komi must be a number, not {self.komi!r}")
        if self.komi != self.komi or abs(self.komi) > 1000 or (self.komi * 2) % 1:
            raise RulesError(f"komi must be a whole or half number, not {self.komi!r}")
        object.__setattr__(self, "komi", float(self.komi))

    @property
    def superko(self) -> bool:
        """True if the ko rule forbids every repetition, not only the basic ko."""
        return self.ko is not KoRule.SIMPLE

    @property
    def counts_stones(self) -> bool:
        """True if stones on the board score a point each."""
        return self.scoring is not Scoring.TERRITORY

    @property
    def counts_prisoners(self) -> bool:
        """True if prisoners (captures and dead stones) score a point each."""
        return self.scoring is not Scoring.AREA

    def replace(self, **changes: object) -> Rules:
        """Returns a copy with `changes` applied (its name becomes "custom" unless given)."""
        changes.setdefault("name", "custom")
        return dataclasses.replace(self, **changes)

    @classmethod
    def preset(cls, name: str) -> Rules:
        """Returns the preset called `name` ("japanese", "new-zealand", "tromp_taylor", ...).

        Raises RulesError naming the known presets if there is none of that name.
        """
        if not isinstance(name, str):
            raise RulesError(f"a rule set is named by a string, not {name!r}")
        key = name.strip().lower().replace("_", "-").replace(" ", "-")
        key = _ALIASES.get(key, key)
        if key not in _PRESETS:
            raise RulesError(f"unknown rules {name!r}; known: {', '.join(preset_names())}")
        return _PRESETS[key]

    @classmethod
    def of(cls, rules: Rules | str | None) -> Rules:
        """Returns `rules` itself, the preset it names, or the Japanese preset for None.

        Raises RulesError for an unknown name or a value of another type.
        """
        if rules is None:
            return _PRESETS["japanese"]
        if isinstance(rules, Rules):
            return rules
        return cls.preset(rules)  # type: ignore[arg-type]


def preset_names() -> list[str]:
    """Returns the names of the presets, in the order of the table above."""
    return list(_PRESETS)


_AREA = {"scoring": Scoring.AREA, "seki_eyes_count": True}
_PRESETS: dict[str, Rules] = {
    "japanese": Rules(name="japanese", bent_four_dead=True),
    "korean": Rules(name="korean", bent_four_dead=True),
    "chinese": Rules(**_AREA, handicap_compensation=HandicapCompensation.N, komi=7.5,
                     name="chinese"),
    "aga": Rules(ko=KoRule.SITUATIONAL, **_AREA,
                 handicap_compensation=HandicapCompensation.N_MINUS_ONE, komi=7.5, name="aga"),
    "new-zealand": Rules(ko=KoRule.SITUATIONAL, suicide=True, **_AREA, komi=7.0,
                         name="new-zealand"),
    "tromp-taylor": Rules(ko=KoRule.POSITIONAL, suicide=True, **_AREA, remove_dead=False,
                          komi=7.5, name="tromp-taylor"),
    "ing": Rules(ko=KoRule.POSITIONAL, suicide=True, **_AREA, komi=7.5, name="ing"),
}
_ALIASES = {"nz": "new-zealand", "tt": "tromp-taylor", "trompt-taylor": "tromp-taylor",
            "japan": "japanese", "korea": "korean", "china": "chinese"}
