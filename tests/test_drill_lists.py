"""The drills' problem lists, for every concept at once: a problem fixed by its key
stays the same (a change means a class no longer gets the problems it was given; a
concept whose problems change gets a new key version, and the keys of the older one
still name the old problems). That a list never repeats a problem is checked in
tests/test_drills.py.

Each concept's own tests (tests/test_drill_<concept>.py) check its answers.
"""

from __future__ import annotations

import hashlib

import pytest

from gotutor.drills import generate
from gotutor.drills.generator import Spec, key_version


def digest(s: Spec) -> str:
    """12 hex digits of the SHA-1 of everything a problem is."""
    return hashlib.sha1(repr((s.size, s.codes, s.to_play, s.answer, s.target, s.vertex,
                              s.moves, s.rules, s.facts)).encode()).hexdigest()[:12]


#: (concept, level, seed, index, key version, digest): problems fixed once and for all
DIGESTS = [
    ("escape", 1, 17, 0, 2, "8b297a1cb50b"),
    ("escape", 3, "class-4b", 9, 2, "187b296c41ee"),
    ("net", 1, 17, 0, 2, "3d35291c62ee"),
    ("net", 3, "class-4b", 9, 2, "5f841fd7127f"),
    ("ladder", 1, 17, 0, 2, "01ed0ed82686"),
    ("ladder", 3, "class-4b", 9, 2, "617fa1124071"),
    # the eye-space drills before they were put on a game's board (keys ":v2")...
    ("throw-in", 1, 17, 0, 2, "f1856006ecc0"),
    ("throw-in", 3, "class-4b", 9, 2, "01dbf5103840"),
    ("life", 2, "class", 4, 2, "dfaf6d90ee4d"),
    ("vital-point", 3, "class-4b", 9, 2, "321f8758f86b"),
    ("eye", 2, "class", 4, 2, "61bfe10760dd"),
    # ...and after (keys ":v3")
    ("throw-in", 1, 17, 0, 3, "f23fa747d07f"),
    ("throw-in", 3, "class-4b", 9, 3, "49e61dd03217"),
    ("life", 2, "class", 4, 3, "c39d40313f66"),
    ("vital-point", 3, "class-4b", 9, 3, "f7dd62c361e8"),
    ("eye", 2, "class", 4, 3, "4d72789bdf66"),
    # the race drill before it was put on a game's board (keys ":v2") and after (":v3")
    ("race", 1, 17, 0, 2, "041ad529b878"),
    ("race", 3, "class-4b", 9, 2, "c68e57ca0607"),
    ("race", 1, 17, 0, 3, "e837f50619a5"),
    ("race", 2, "class", 4, 3, "09607a5ac2c8"),
    ("race", 3, "class-4b", 9, 3, "1e931d944197"),
]


@pytest.mark.parametrize(("concept", "level", "seed", "index", "version", "expected"),
                         DIGESTS)
def test_fixed_problems_stay_the_same(concept: str, level: int, seed: object, index: int,
                                      version: int, expected: str) -> None:
    spec = generate(concept, level, seed, index, version)
    assert digest(spec) == expected
    assert spec.key == f"drill:{concept}:{level}:{seed}:{index}:v{version}"


def test_the_changed_concepts_write_keys_of_version_3() -> None:
    for concept in ("life", "vital-point", "throw-in", "eye", "race"):
        assert key_version(concept) == 3
        assert generate(concept, 1, 5, 0).key.endswith(":v3")
    assert key_version("net") == 2 and generate("net", 1, 5, 0).key.endswith(":v2")
    with pytest.raises(ValueError, match="key version"):
        generate("net", 1, 5, 0, 3)


def test_keys_of_every_version_name_their_problems() -> None:
    from gotutor.drills import draw, problem_for_key

    new = generate("life", 1, 7, 3)
    again = problem_for_key(new.key)
    assert again is not None and again.drill.codes == new.codes and new.size == 9
    old = problem_for_key("drill:life:1:7:3:v2")  # saved before the life drill moved
    assert old is not None and old.drill.size == 5
    assert old.drill.codes == generate("life", 1, 7, 3, 2).codes != new.codes
    older = problem_for_key("drill:throw-in:2:7:3")  # saved before the lists were distinct
    assert older is not None and older.drill.codes == draw("throw-in", 2, 7, 3, 1).codes
    assert older.drill.size == 7
    assert problem_for_key("drill:life:1:7:3:v4") is None
