"""A playable ``Game`` from an observation (what a client knows): the hidden
parts filled with a random sample consistent with it, so a client-side bot
can search it as the app's bots search ``determinize(seat)``."""

from __future__ import annotations

import random
from typing import Any

from core import Game, deck_index, dev_cards, leader_cards

from .views import HIDDEN_PLAYER_FIELDS


def _deck_cards() -> dict[int, list[int]]:
    decks: dict[int, list[int]] = {}
    for cid, card in dev_cards().items():
        decks.setdefault(deck_index(card.color, card.level), []).append(cid)
    return decks


def game_from_observation(obs: dict[str, Any], rng: random.Random) -> Game:
    """A game consistent with ``obs`` (an observation of one seat), its hidden parts sampled with ``rng``."""
    pos = {k: v for k, v in obs.items() if k != "observer"}
    players = [dict(pl) for pl in obs["players"]]
    pos["players"] = players
    seen_leaders: set[int] = set()
    for pl in players:
        for key in ("leaders_played", "leaders_discarded", *HIDDEN_PLAYER_FIELDS):
            if isinstance(pl[key], list):
                seen_leaders.update(pl[key])
    pool = sorted(set(leader_cards()) - seen_leaders)
    rng.shuffle(pool)
    for pl in players:
        for key in HIDDEN_PLAYER_FIELDS:
            if isinstance(pl[key], int):
                k = pl[key]
                pl[key], pool = sorted(pool[:k]), pool[k:]
    seen_cards = {cid for pl in players for slot in pl["slots"] for cid in slot}
    by_deck = _deck_cards()
    decks: dict[str, list[int]] = {}
    for d, (name, deck) in enumerate(obs["decks"].items()):
        top, count = deck["top"], deck["count"]
        if top is None or count == 0:
            decks[name] = []
            continue
        rest = sorted(set(by_deck[d]) - seen_cards - {top})
        rng.shuffle(rest)
        decks[name] = [top, *rest[: count - 1]]
    pos["decks"] = decks
    pos["rng"] = rng.getrandbits(64)
    if isinstance(obs.get("solo"), dict) and isinstance(obs["solo"].get("tokens"), int):
        raise ValueError("a solo game's observation cannot be played over the network")
    return Game.from_position(pos)
