"""A solver that reads fights to the end: capture, escape, life and death, races.

The modules, from the bottom up: position.py (a compact board with ko threats and
repetition), goals.py (what a side wants: capture a chain, keep it, make or stop two
eyes), region.py (the points a fight is read on), frame.py (a tsumego frame around an
open problem), benson.py (pass-alive chains), search.py (an AND/OR search, deepened
step by step), pns.py (proof-number search, when deepening runs out), group.py (the
life of a whole group, and the dead-group rule), dfpn.py (depth-first proof-number
search with a shared transposition table: `solve`'s reader), solve.py (`gt.solve`,
a published problem in two frames), proof.py
(proof trees for an independent checker), status.py (a chain's status at the end of
a game, read out), answers.py (every first move of a problem with its proven result)
and chase.py (the capture game of one small chain, read until it is captured or joins
its living group: the net and escape drills).

Imports nothing above the engine, and nothing from Jupyter."""
