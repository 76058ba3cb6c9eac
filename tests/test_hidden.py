"""Hidden information (docs/architecture.md, "Hidden information"): observation(seat) and determinize(seat, rng)."""

from __future__ import annotations

import random

import pytest
from helpers_rules import random_playout

from core import Game
from core.data import DECK_CARDS, LEADER_IDS, TOKEN_IDS


def games_in_progress() -> list[Game]:
    """Snapshots of seeded random games: in setup, early, middle and late, 1-4 players."""
    out = []
    for n in (1, 2, 3, 4):
        g = Game.new(n, 100 + n)
        rng = random.Random(n)
        step = 0
        while not g.is_over:
            if step in (0, 1, 3, 40, 150, 400):
                out.append(g.clone())
            g.apply(rng.choice(g.legal_actions()))
            step += 1
    return out


def test_observation_hides_others_leaders_deck_orders_tokens_and_the_rng() -> None:
    g = Game.new(3, 8)
    rng = random.Random(0)
    while g.in_setup:
        g.apply(rng.choice(g.legal_actions()))
    obs = g.observation(1)
    assert obs["observer"] == 1 and "rng" not in obs
    assert obs["players"][1]["leaders_hand"] == list(g.players[1].hand)
    for other in (0, 2):
        pl = obs["players"][other]
        assert pl["leaders_hand"] == 2 and pl["leaders_setup_discarded"] == 2 and pl["leaders_dealt"] == 0
    for d, name in enumerate(obs["decks"]):
        assert obs["decks"][name] == {"top": g.decks[d][0], "count": 4}
    solo = Game.new(1, 3).observation(0)
    assert solo["solo"]["tokens"] == 7
    with pytest.raises(ValueError):
        g.observation(3)


def test_determinization_keeps_everything_the_seat_sees_and_only_resamples_hidden_parts() -> None:
    for g in games_in_progress():
        for seat in range(g.n_players):
            d = g.determinize(seat, random.Random(seat))
            assert d.observation(seat) == g.observation(seat)
            me, orig = d.players[seat], g.players[seat]
            assert (me.hand, me.dealt, me.setup_discards) == (orig.hand, orig.dealt, orig.setup_discards)
            # Others' hidden leaders come from the leaders this seat has not seen, without repeats.
            seen = set(orig.hand + orig.dealt + orig.setup_discards + orig.played + orig.discarded)
            for p in g.players:
                seen.update(p.played + p.discarded)
            drawn = [lid for s, p in enumerate(d.players) if s != seat for lid in p.hand + p.dealt + p.setup_discards]
            assert len(drawn) == len(set(drawn)) and not set(drawn) & seen and set(drawn) <= set(LEADER_IDS)
            # Decks: same top, same cards below; tokens: the same set.
            for dd, (a, b) in enumerate(zip(d.decks, g.decks, strict=True)):
                assert a[:1] == b[:1] and sorted(a) == sorted(b) and set(a) <= set(DECK_CARDS[dd])
            assert sorted(d.tokens) == sorted(g.tokens)
            if g.current_seat == seat:
                assert d.legal_actions() == g.legal_actions()
            if not d.is_over:
                random_playout(d, random.Random(seat), check=False)  # a determinization plays on


def test_determinization_resamples_what_is_hidden() -> None:
    g = Game.new(4, 77)
    rng = random.Random(1)
    while g.in_setup:
        g.apply(rng.choice(g.legal_actions()))
    hands = {tuple(g.determinize(0, s).players[2].hand) for s in range(20)}
    orders = {g.determinize(0, s).decks[0] for s in range(20)}
    assert len(hands) > 5 and len(orders) > 3
    solo = Game.new(1, 5)
    assert len({solo.determinize(0, s).tokens for s in range(20)}) > 5
    assert all(sorted(solo.determinize(0, s).tokens) == list(TOKEN_IDS) for s in range(5))


def test_determinization_draws_every_hidden_order_equally_often() -> None:
    """Deck orders and the solo token order are drawn uniformly: over 6,000
    determinizations each order of a deck's 3 hidden cards comes about 1,000
    times, and the 7 tokens take every position equally often."""
    solo = Game.new(1, 5)
    rng = random.Random(9)
    decks: dict[tuple[int, ...], int] = {}
    first_token: dict[int, int] = {}
    for _ in range(6000):
        d = solo.determinize(0, rng)
        decks[d.decks[4]] = decks.get(d.decks[4], 0) + 1
        first_token[d.tokens[0]] = first_token.get(d.tokens[0], 0) + 1
    assert len(decks) == 6 and all(850 < n < 1150 for n in decks.values())
    assert {d[0] for d in decks} == {solo.decks[4][0]}  # the face-up top stays
    assert len(first_token) == len(TOKEN_IDS) and all(700 < n < 1015 for n in first_token.values())


def _disguise(g: Game, seat: int, rng: random.Random) -> Game:
    """The same game except for what ``seat`` cannot see: others' hidden leaders
    swapped among the unseen ones, deck orders below the top, token order, rng."""
    h = g.clone()
    me = h.players[seat]
    seen = set(me.hand + me.dealt + me.setup_discards + me.played + me.discarded)
    for p in h.players:
        seen.update(p.played + p.discarded)
    pool = [lid for lid in LEADER_IDS if lid not in seen]
    rng.shuffle(pool)
    for s, p in enumerate(h.players):
        if s == seat:
            continue
        k1, k2, k3 = len(p.dealt), len(p.hand), len(p.setup_discards)
        p.dealt, p.hand, p.setup_discards = (
            tuple(sorted(pool[:k1])), tuple(pool[k1:k1 + k2]), tuple(sorted(pool[k1 + k2:k1 + k2 + k3])))
        del pool[:k1 + k2 + k3]
    h.decks = tuple(d[:1] + tuple(rng.sample(d[1:], len(d) - 1)) for d in h.decks)
    h.tokens = tuple(rng.sample(h.tokens, len(h.tokens)))
    h.rng = rng.getrandbits(64)
    h._legal = None
    return h


def test_games_differing_only_in_hidden_parts_determinize_identically() -> None:
    differ = 0
    for g in games_in_progress():
        for seat in range(g.n_players):
            other = _disguise(g, seat, random.Random(seat + 11))
            assert other.observation(seat) == g.observation(seat)
            differ += other.state_hash() != g.state_hash()
            a = g.determinize(seat, 1234)
            b = other.determinize(seat, 1234)
            assert a.state_hash() == b.state_hash() and a == b
            c = g.determinize(seat, random.Random(1234))
            assert c.state_hash() == a.state_hash()
    assert differ > 10  # the disguise really changed hidden parts
