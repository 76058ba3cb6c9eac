"""Positions (docs/position.md): round trips, defaults, and clear refusals of
anything that is not a legal situation."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from helpers_rules import full_decks, game, legal, position, triggered

from core import Game, PositionError


def test_new_games_and_mid_games_round_trip_through_json() -> None:
    rng = random.Random(2)
    for n in (1, 2, 3, 4):
        g = Game.new(n, 40 + n)
        played = 0
        while not g.is_over:
            if played % 25 == 0:  # a round trip every 25 decisions
                text = json.dumps(g.to_position())
                back = Game.from_position(json.loads(text))
                assert back.state_hash() == g.state_hash() and back.legal_actions() == g.legal_actions()
                assert back.to_position() == g.to_position()
            g.apply(rng.choice(g.legal_actions()))
            played += 1


def test_a_minimal_hand_written_position_takes_the_documented_defaults() -> None:
    g = game([{}, {}])
    assert g.n_players == 2 and g.first_seat == 0 and g.current_seat == 0 and g.round == 1 and not g.in_setup
    assert g.vatican_reports == (False, False, False) and not g.end_triggered
    assert g.turn_mode == 0 and not g.main_action_done
    assert all(p.holdings() == [0, 0, 0, 0] and p.faith == 0 and p.hand == () for p in g.players)
    assert g.names == ("Player 1", "Player 2") and g.rng == 0
    s = game([{}])
    assert s.solo and s.black_cross == 0 and s.tokens == (1, 2, 3, 4, 5, 6, 7) and s.last_solo_token == 0
    assert "market r1" in legal(g)


def test_the_origin_is_a_copy_so_changing_the_map_later_does_not_change_a_replay() -> None:
    pos = position([{"warehouse": {"coin": 1}}, {}])
    g = Game.from_position(pos)
    start = g.state_hash()
    g.apply("market r1")
    pos["players"][0]["warehouse"]["coin"] = 3
    pos["current_seat"] = 1
    replay = Game.from_origin(g.origin)
    assert replay.state_hash() == start
    for act in g.history():
        replay.apply(act)
    assert replay.state_hash() == g.state_hash()


def _bad(change: dict[str, Any], players: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    pos = position(players or [{}, {}])
    pos.update(change)
    return pos


BAD: list[tuple[Any, str]] = [
    ("not a map", "a position is a map"),
    (_bad({"format": "fen"}), "format"),
    (_bad({"version": 99}), "version"),
    (_bad({"players": []}), "players"),
    (_bad({"players": [{}] * 5}), "players"),
    (_bad({}, [{"warehouse": {"gold": 1}}, {}]), "unknown resource 'gold'"),
    (_bad({}, [{"warehouse": {"coin": -1}}, {}]), "players[0].warehouse.coin"),
    (_bad({}, [{"warehouse": {"coin": 2, "stone": 2, "shield": 2}}, {}]), "does not fit the depots"),
    (_bad({}, [{}, {"faith": 25}]), "players[1].faith"),
    (_bad({}, [{"slots": [[17], [], []]}, {}]), "stacked level I, II, III"),
    (_bad({}, [{"slots": [[1]]}, {}]), "slots"),
    (_bad({}, [{"leaders_hand": [49]}, {"leaders_played": [49]}]), "leaders appear twice"),
    (_bad({}, [{"leaders_hand": [49, 50], "leaders_played": [51]}, {}]), "keeps 2 leaders"),
    (_bad({}, [{"leaders_hand": [12]}, {}]), "not a valid card id"),
    (_bad({"decks": {**full_decks(), "green1": [1, 5, 9, 13, 1]}}), "decks.green1"),
    (_bad({"decks": {**full_decks(), "green1": [17]}}), "decks.green1"),
    (_bad({"decks": {**full_decks(), "green9": []}}), "decks"),
    (_bad({}, [{"slots": [[1], [], []]}, {}]) | {"decks": full_decks()}, "appear twice: [1]"),
    (_bad({"market": [["white"] * 4] * 3}), "13 marbles"),
    (_bad({"slide": "green"}), "unknown marble"),
    (_bad({"phase": "lunch"}), "phase"),
    (_bad({"current_seat": 2}), "current_seat"),
    (_bad({"vatican_reports": [True, False, False]}), "favor[0] must be decided"),
    (_bad({}, [{"faith": 9}, {}]), "vatican_reports[0]"),
    (_bad({"vatican_reports": [True, False, False]}, [{"faith": 4, "favor": ["up", None, None]},
                                                      {"faith": 8, "favor": ["up", None, None]}]), "favor[0]: face up"),
    (_bad({"end_triggered": True}), "end_triggered"),
    (_bad({}, [{"slots": [[1, 17, 33], [3, 19, 35], [4], []][:3]}, {}]), "end_triggered: must be true"),
    (_bad({"turn": {"mode": "placing"}}), "nothing to place"),
    (_bad({"turn": {"mode": "producing"}}), "no power used"),
    (_bad({"turn": {"mode": "white", "white_marbles": 1}}), "two white-marble leaders"),
    (_bad({"turn": {"mode": "dancing"}}), "turn.mode"),
    (_bad({"turn": {"mode": "placing", "to_place": {"coin": 1}, "main_action_done": False}}), "main_action_done"),
    (_bad({"turn": {"to_place": {"coin": 1}}}), "market action under way"),
    (_bad({"turn": {"discards": 2}}), "market action under way"),
    (_bad({"turn": {"mode": "placing", "to_place": {"coin": 1}, "white_marbles": 1}}), "white marbles"),
    (_bad({"turn": {"production": {"out": {"coin": 2}}}}), "only while producing"),
    (_bad({}, [{"initial_resources_left": 1}, {}]), "after setup"),
    (_bad({"turn": {"production": {"used": ["s1"]}, "mode": "producing"}}), "not a power"),
    (_bad({"solo": {}}), "only for a game with one player"),
    (_bad({"solo": {"tokens": []}}, [{}]), "cannot be empty"),
    (_bad({"solo": {"tokens": [1, 1, 2]}}, [{}]), "solo.tokens"),
    (_bad({"solo": {"black_cross": 24}, "vatican_reports": [True] * 3}, [{"favor": ["down"] * 3}]), "is over"),
    (_bad({"decks": {**full_decks(), "green1": [], "green2": [], "green3": []}}, [{}]), "lost a colour"),
    (_bad({}, [{"faith": 24, "favor": ["up"] * 3}]) | {"vatican_reports": [True] * 3}, "has won"),
    (_bad({"phase": "setup"}), "finished setup"),
    (_bad({"phase": "setup", "current_seat": 1}, [{"leaders_dealt": [49, 50, 51, 52]}, {}]), "current_seat"),
    (_bad({"phase": "setup", "current_seat": 1}, [{}, {"warehouse": {"coin": 2}, "initial_resources_left": 1}]),
     "only the initial resources"),
    (_bad({"phase": "setup"}, [{"leaders_dealt": [49, 50, 51, 52], "strongbox": {"coin": 1}},
                               {"leaders_dealt": [53, 54, 55, 56]}]), "only the initial resources"),
    (_bad({"phase": "setup", "current_seat": 1}, [{"leaders_dealt": [49, 50, 51, 52]},
                                                  {"leaders_dealt": [53, 54, 55, 56]}]), "turn order"),
    (_bad({"phase": "setup", "current_seat": 0}, [{"leaders_dealt": [49, 50, 51, 52]}, {}]), "turn order"),
    (_bad({"rng": -1}), "rng"),
    # unhashable values where a name or an id belongs: refused, not a TypeError
    (_bad({}, [{"favor": [["up"], None, None]}, {}]), "favor"),
    (_bad({"solo": {"tokens": [[1], 2, 3]}}, [{}]), "solo.tokens"),
    (_bad({"solo": {"tokens": [{"a": 1}, 2]}}, [{}]), "solo.tokens"),
]


@pytest.mark.parametrize(("pos", "words"), BAD)
def test_illegal_positions_are_refused_with_a_message_naming_the_problem(pos: Any, words: str) -> None:
    snapshot = copy.deepcopy(pos)
    with pytest.raises(PositionError) as err:
        Game.from_position(pos)
    assert words in str(err.value)
    assert pos == snapshot  # the caller's map is not touched


def test_positions_in_the_middle_of_a_market_action_may_lag_the_end_trigger() -> None:
    # The red marble took seat 0 to 24; the end is noticed when storing ends (deliberate engine design).
    pos = position([{"faith": 24, "favor": ["up", "up", "up"]}, {"favor": ["down", "down", "down"]}],
                   vatican_reports=[True, True, True],
                   turn={"mode": "placing", "main_action_done": True, "to_place": {"coin": 1}})
    g = Game.from_position(pos)
    assert not triggered(g)
    ev = g.apply("store coin")
    assert g.end_triggered and [e.kind for e in ev] == ["stored", "end_triggered"]
