"""Property tests: seeded random games for 1-4 players.

After every decision the depot rules hold, no count is negative, resources and
faith are conserved (every change is explained by an event), faith stays on the
track and favor tiles agree with the reports.  Positions, notation and replays
round-trip.  CI runs a modest number of games (about 300 over this file);
``HYPOTHESIS_PROFILE=thorough`` runs thousands.
"""

from __future__ import annotations

import json
import os
import random
import re

from helpers_rules import check_step, random_position, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import Event, Game, parse_action
from core.actions import BUY, DISCARD, END, MARKET, PLAY, PROD_BASE, PROD_LEADER, PROD_SLOT, STORE, Action

# Examples per test: "ci" (the default) about 75 games each; "thorough" 1500.  Set here, not as a
# global hypothesis profile, so other test files keep their own settings.
EXAMPLES = {"ci": 75, "thorough": 1500}.get(os.environ.get("HYPOTHESIS_PROFILE", "ci"), 75)
# Positions round-trip at every decision when thorough, at every third one on CI (from_position is ~0.5 ms).
STRIDE = 1 if EXAMPLES > 75 else 3
GAMES = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# A policy that plays leaders, buys and produces much more than uniform random play,
# so the rare parts of the rules (depot, white-marble and production leaders, 7 cards) occur.
EAGER: dict[int, float] = {PLAY: 100.0, BUY: 50.0, STORE: 20.0, PROD_SLOT: 5.0, PROD_LEADER: 5.0, PROD_BASE: 0.5,
                           DISCARD: 0.02, END: 1.0, MARKET: 1.0}

# The event kinds the app may receive, as documented on ``Event``.
EVENT_KINDS = set(re.findall(r"[a-z_]+", (Event.__doc__ or "").split("Kinds:")[1]))

seeds = st.integers(min_value=0, max_value=2**63 - 1)
players = st.integers(min_value=1, max_value=4)


def choose(rng: random.Random, acts: list[Action], eager: bool) -> Action:
    if not eager:
        return rng.choice(acts)
    return rng.choices(acts, [EAGER.get(a.kind, 1.0) for a in acts])[0]


@GAMES
@given(seed=seeds, n=players, eager=st.booleans())
def test_random_games_end_and_keep_every_invariant_after_every_decision(seed: int, n: int, eager: bool) -> None:
    g = Game.new(n, seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        acts = g.legal_actions()
        assert acts and len(set(acts)) == len(acts)
        before, cross = snapshot(g), g.black_cross
        events = g.apply(choose(rng, acts, eager))
        check_step(g, before, cross, events)
        for e in events:
            assert e.kind in EVENT_KINDS, f"undocumented event {e.kind}"
        steps += 1
        assert steps < 20000
    assert events[-1].kind == "game_over"
    assert g.current_seat is None and g.legal_actions() == []
    sheet = g.scores()
    for s, p in zip(sheet, g.players, strict=True):
        assert s.total == s.cards + s.faith_track + s.favor + s.leaders + s.resources
        assert s.resources_left == sum(p.holdings())
    if n > 1:
        assert g.end_triggered and g.winners()
        assert any(p.faith == 24 or p.n_cards >= 7 for p in g.players)
        assert (g.history()[-1] == parse_action("end")) and g.winners() == [
            i for i, s in enumerate(sheet)
            if (s.total, s.resources_left) == max((t.total, t.resources_left) for t in sheet)]
    else:
        p = g.players[0]
        won = p.faith == 24 or p.n_cards >= 7
        lost = g.black_cross == 24 or any(not any(g.decks[c * 3: c * 3 + 3]) for c in range(4))
        assert won or lost
        assert g.winners() == ([0] if won else [])


@GAMES
@given(seed=seeds, n=players, eager=st.booleans())
def test_positions_and_notation_round_trip_throughout_random_games(seed: int, n: int, eager: bool) -> None:
    g = Game.new(n, seed)
    rng = random.Random(seed ^ 0x5A5A)
    step = 0
    while not g.is_over:
        acts = g.legal_actions()
        for act in acts:
            assert parse_action(str(act)) == act
        if step % STRIDE == 0:
            pos = json.loads(json.dumps(g.to_position()))  # JSON-able
            back = Game.from_position(pos)
            assert back.state_hash() == g.state_hash()
            assert back.legal_actions() == acts
            assert back == g
        g.apply(choose(rng, acts, eager))
        step += 1
    back = Game.from_position(g.to_position())
    assert back.is_over and back.state_hash() == g.state_hash() and back.winners() == g.winners()


@GAMES
@given(seed=seeds, n=players, eager=st.booleans(), cut=st.floats(min_value=0.0, max_value=1.0))
def test_replay_from_origin_and_history_reproduces_the_game(seed: int, n: int, eager: bool, cut: float) -> None:
    g = Game.new(n, seed)
    rng = random.Random(seed + 1)
    hashes = [g.state_hash()]
    while not g.is_over:
        g.apply(choose(rng, g.legal_actions(), eager))
        hashes.append(g.state_hash())
    history = g.history()
    assert len(history) == len(hashes) - 1
    # Same seed + same actions (as notation) = same game, step by step.
    again = Game.from_origin(g.origin)
    assert again.state_hash() == hashes[0]
    for i, act in enumerate(history):
        again.apply(str(act))
        assert again.state_hash() == hashes[i + 1]
    # A game started from a position in the middle replays the rest the same way.
    k = int(cut * len(history))
    mid = Game.new(n, seed)
    for act in history[:k]:
        mid.apply(act)
    branch = Game.from_position(mid.to_position())
    keep = mid.clone()
    for act in history[k:]:
        branch.apply(act)
    assert branch.state_hash() == hashes[-1]
    replay = Game.from_origin(branch.origin)
    for act in branch.history():
        replay.apply(act)
    assert replay.state_hash() == hashes[-1] and branch.history() == history[k:]
    # Clones are independent: playing the clone's future left the original unchanged.
    assert keep.state_hash() == hashes[k] and mid.state_hash() == hashes[k]


@GAMES
@given(seed=seeds, n=players)
def test_same_seed_same_setup_and_clones_play_the_same(seed: int, n: int) -> None:
    a, b = Game.new(n, seed), Game.new(n, seed)
    assert a == b and a.state_hash() == b.state_hash()
    rng = random.Random(seed)
    steps = 0
    while not a.is_over and steps < 300:
        act = rng.choice(a.legal_actions())
        c = a.clone()
        ea, eb, ec = a.apply(act), b.apply(act), c.apply(act)
        assert ea == eb == ec and a.state_hash() == b.state_hash() == c.state_hash()
        steps += 1


@GAMES
@given(seed=seeds)
def test_random_positions_play_to_the_end_keeping_every_invariant(seed: int) -> None:
    rng = random.Random(seed)
    g = Game.from_position(random_position(rng))
    start = g.state_hash()
    steps = 0
    while not g.is_over:
        acts = g.legal_actions()
        before, cross = snapshot(g), g.black_cross
        events = g.apply(rng.choice(acts))
        check_step(g, before, cross, events)
        if steps % 5 == 0:
            back = Game.from_position(json.loads(json.dumps(g.to_position())))
            assert back.state_hash() == g.state_hash() and back.legal_actions() == g.legal_actions()
        steps += 1
        assert steps < 20000
    replay = Game.from_origin(g.origin)
    assert replay.state_hash() == start
    for act in g.history():
        replay.apply(act)
    assert replay.state_hash() == g.state_hash()
