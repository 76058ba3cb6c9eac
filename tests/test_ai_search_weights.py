"""The evaluation's two sets of weights (stronger bots): the greedy
bot keeps the reference weights (the strength table's yardstick), the search
judges, orders and plays out its positions by ``SEARCH``, solo reads the
reference weights its fitted model was made on, and the memo never hands
one set's value to the other."""

from __future__ import annotations

import random

from ai import Choice, make_bot, play_out
from ai.evaluation import REFERENCE, SEARCH, Weights, clear_caches, expected_vp, seat_vps, turns_left
from ai.greedy import GreedyBot, action_values, greedy_action
from ai.mcts import FUTURE_VP_PER_TURN, Node, Params, Settings, evaluate, expand
from ai.value import utility, values
from core import VATICAN_SECTIONS, Game

FORECAST_GAMES = 4  # greedy games per player count for the forecast check
FORECAST_EVERY = 7  # decisions between two sampled positions


def _play(players: int, seed: int, decisions: int) -> Game:
    game = Game.new(players, seed, first_seat=0 if players > 1 else None)
    bots = [GreedyBot(seed * 8 + s) for s in range(players)]
    for _ in range(decisions):
        if game.is_over:
            break
        game.apply(bots[game.to_move].choose(game, game.to_move))
    return game


def _differing_position() -> Game:
    """A 2-player main decision where the two weights pick different decisions."""
    for seed in range(60):
        game = _play(2, seed, 40 + seed % 7)
        if game.is_over or game.turn_mode or game.main_action_done:
            continue
        if greedy_action(game, w=REFERENCE) != greedy_action(game, w=SEARCH):
            return game
    raise AssertionError("the two weights agree everywhere: SEARCH changes nothing")


def test_the_weights_value_positions_differently_and_the_memo_keeps_them_apart() -> None:
    game = _play(3, 4, 60)
    t = turns_left(game)  # the same turns left for both: only the weights tell the memo's keys apart
    clear_caches()
    by_search = seat_vps(game, t, w=SEARCH)
    by_reference = seat_vps(game, t)  # the search's values, if the memo forgot the weights
    assert by_search != by_reference
    clear_caches()
    assert seat_vps(game, t) == by_reference
    assert [expected_vp(game, s, t, w=SEARCH) for s in range(3)] == by_search
    assert values(game, SEARCH)[1] == seat_vps(game, w=SEARCH)


def test_greedy_keeps_the_reference_weights_and_greedy_search_plays_by_search() -> None:
    game = _differing_position()
    seat = game.to_move
    for name, w in (("greedy", REFERENCE), ("greedy:search", SEARCH)):
        bot = make_bot(name, 5)
        assert bot.name == name
        chosen = bot.choose(game, seat)
        # the same determinization and rng as the bot's own
        rng = random.Random(5)
        det = game.determinize(seat, rng.getrandbits(64))
        assert chosen == greedy_action(det, random.Random(rng.getrandbits(64)), w=w)
    assert make_bot("greedy", 5).choose(game, seat) != make_bot("greedy:search", 5).choose(game, seat)


def test_the_search_judges_and_orders_its_decisions_by_the_search_weights() -> None:
    game = _play(2, 11, 50)
    assert not game.is_over
    st = Settings.of(Params(rollout_turns=0), game)
    g = game.clone()
    assert evaluate(g, None, st, random.Random(0)) == values(game, SEARCH) != values(game, REFERENCE)
    # the priors are the search weights' one-step values, scaled to [0, 1]
    legal = game.legal_actions()
    root = Node(mover=-1)
    children = expand(root, game, legal, None)
    vals = [v for _, v in action_values(game, legal, w=SEARCH)]
    lo, hi = min(vals), max(vals)
    assert [ch.prior for ch in children] == [(v - lo) / (hi - lo) for v in vals]
    by_reference = [v for _, v in action_values(game, legal)]
    assert by_reference != vals


def test_solo_reads_the_reference_weights_its_model_was_fitted_on() -> None:
    game = _play(1, 3, 30)
    assert not game.is_over
    assert values(game, SEARCH) == values(game, REFERENCE)
    assert expected_vp(game, 0, w=SEARCH) == expected_vp(game, 0)


def _forecasts(game: Game, bots: list[GreedyBot]) -> list[tuple[Weights, list[float]]]:
    """Play ``game`` to its end; every FORECAST_EVERY decisions outside a turn's
    half-made choices, each weight's forecast of the final scores."""
    snaps: list[tuple[Weights, list[float]]] = []
    n = 0

    def forecast(seen: Game, _choice: Choice) -> None:
        nonlocal n
        if n % FORECAST_EVERY == 0 and not seen.turn_mode:
            for w in (REFERENCE, SEARCH):
                t = turns_left(seen, w)
                snaps.append((w, [v + FUTURE_VP_PER_TURN * t for v in seat_vps(seen, t, w=w)]))
        n += 1

    play_out(game, bots, on_choice=forecast)
    return snaps


def test_the_search_weights_forecast_the_final_score_better() -> None:
    """What an analysis shows: the search's expected VP plus
    FUTURE_VP_PER_TURN per turn left is closer to the final score with the
    search weights than the same forecast with the reference ones."""
    err = {REFERENCE: 0.0, SEARCH: 0.0}
    for players in (2, 3, 4):
        for g_i in range(FORECAST_GAMES):
            seed = 500 + 10 * players + g_i
            game = Game.new(players, seed, first_seat=0)
            snaps = _forecasts(game, [GreedyBot(seed * 8 + s) for s in range(players)])
            final = [float(s.total) for s in game.scores()]
            for w, forecast in snaps:
                err[w] += sum((f - v) ** 2 for f, v in zip(forecast, final, strict=True))
    assert err[SEARCH] < err[REFERENCE]


def test_favor_chance_weighs_the_favors_a_seat_has_yet_to_reach() -> None:
    """``Weights.favor_chance`` scales, linearly, the favor tiles of the
    sections a seat has not reached yet (the search counts them at 1.0, the
    reference at 0.8)."""
    game = _play(3, 9, 12)
    assert not any(game.vatican_reports)
    t = turns_left(game, SEARCH)

    def vp(seat: int, chance: float) -> float:
        clear_caches()
        return expected_vp(game, seat, t, w=SEARCH._replace(favor_chance=chance))

    outside = [s for s in range(3) if game.players[s].faith < VATICAN_SECTIONS[0].start]  # R8
    assert outside
    for seat in outside:
        gain = vp(seat, 1.0) - vp(seat, 0.0)
        assert gain > 0.0
        assert abs(gain - 2 * (vp(seat, 0.5) - vp(seat, 0.0))) < 1e-9
    assert SEARCH.favor_chance > REFERENCE.favor_chance


def test_greedy_utility_subtracts_its_weights_share_of_the_best_rival() -> None:
    game = _play(4, 6, 40)
    assert not game.end_triggered
    for w in (REFERENCE, SEARCH):
        vps = seat_vps(game, w=w)
        for seat in range(4):
            rival = max(v for s, v in enumerate(vps) if s != seat)
            assert utility(game, seat, w=w) == vps[seat] - w.rival_weight * rival
    assert SEARCH.rival_weight > REFERENCE.rival_weight
