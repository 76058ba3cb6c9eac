"""The bots' policies that made them stronger: no endless passing,
a solo turn's end judged before Lorenzo's token, the fitted solo model, and
stopping a search once its answer is settled."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from ai import make_bot, make_search_bot, play_out, solo_model
from ai.budget import decision_share
from ai.evaluation import REFERENCE, SEARCH, Weights
from ai.greedy import action_values, without_passes
from ai.mcts import Params, best_action, search
from ai.solo_model import (
    SOLO_FIT,
    SOLO_VP_FIT,
    SOLO_VP_SCALE,
    SOLO_WIN_WEIGHT,
    solo_features,
    solo_inputs,
    solo_value,
    solo_vp_forecast,
    solo_win_chance,
)
from ai.value import utility, values
from core import LINE_CELLS, Game
from core.actions import END, MARKET, parse_action
from core.data import WHITE
from lab.bench_bots import _positions as bench_positions
from lab.fit_solo import correlation, fit, fit_vp, game_records, game_rows, log_loss


def _greedy_until(game: Game, stop: Callable[[Game], bool], seed: int = 0, limit: int = 3000) -> Game:
    bots = [make_bot("greedy", seed + s) for s in range(game.n_players)]
    for _ in range(limit):
        if game.is_over or stop(game):
            return game
        game.apply(bots[game.to_move].choose(game, game.to_move))
    raise AssertionError("no such position")


def test_two_greedy_bots_finish_the_game_that_used_to_loop() -> None:
    # seed 30112: both bots took an all-white column turn after turn (a pass)
    # from round 28 on and the game never ended.
    game = Game.new(2, 30112, first_seat=0)
    bots = [make_bot("greedy", 30112 * 8 + s) for s in range(2)]
    for _ in range(3000):
        if game.is_over:
            break
        game.apply(bots[game.to_move].choose(game, game.to_move))
    assert game.is_over and game.round < 80


def _white_line_position() -> tuple[Game, int]:
    """A main decision with a market line of white marbles only."""
    for seed in range(200):
        game = _greedy_until(Game.new(2, seed, first_seat=0), lambda g: not g.in_setup, seed)
        for line in range(7):
            converts = game.players[game.to_move].white_marble_options
            if all(game.marbles[i] == WHITE for i in LINE_CELLS[line]) and not converts:
                return game, line
    raise AssertionError("no all-white line in 200 deals")


def test_a_market_line_that_gains_nothing_is_never_a_bot_choice() -> None:
    game, line = _white_line_position()
    legal = game.legal_actions()
    kept = without_passes(game, legal)
    passes = [a for a in legal if a not in kept]
    assert all(a.kind == MARKET for a in passes) and [a.line for a in passes] == [line]
    assert len(kept) == len(legal) - 1
    # a line with a coloured marble stays
    assert any(a.kind == MARKET for a in kept)
    for seed in range(5):
        assert make_bot("greedy", seed).choose(game, game.to_move) in kept
    assert make_search_bot("mcts:it=40", 1, inline=True).choose(game, game.to_move) in kept


def test_solo_end_of_turn_is_judged_before_lorenzos_token() -> None:
    game = _greedy_until(Game.new(1, 3), lambda g: not g.in_setup and g.main_action_done and g.turn_mode == 0)
    legal = game.legal_actions()
    ends = [v for a, v in action_values(game, legal) if a.kind == END]
    # the token is hidden and random: ending is valued as the position now
    assert ends and ends[0] == pytest.approx(utility(game, 0) - 0.02)


def test_greedy_keeps_its_leaders_in_solo_instead_of_discarding_them_all() -> None:
    played = 0
    for seed in range(12):
        game = Game.new(1, 100 + seed)
        bot = make_bot("greedy", seed)
        play_out(game, [bot])
        played += len(game.players[0].played)
    assert played >= 6  # before the fix: about 1 in 30 games played one


def test_solo_win_chance_rises_with_cards_and_falls_with_lorenzos_cross() -> None:
    game = _greedy_until(Game.new(1, 5), lambda g: g.round >= 8 and not g.main_action_done and g.turn_mode == 0)
    base = solo_win_chance(game)
    assert 0.0 < base < 1.0
    behind = game.clone()
    behind.black_cross = min(23, game.black_cross + 6)
    assert solo_win_chance(behind) < base
    assert SOLO_FIT[1] < 0 < SOLO_FIT[2]  # a card still needed hurts, room before the cross helps
    assert len(solo_features(game)) == len(SOLO_FIT)


def test_r12_4_solo_win_chance_sees_when_seven_cards_can_no_longer_be_reached() -> None:
    # R12.4 wins on the seventh card, which needs a level-I card under every
    # slot; R12.1 discards level I first, so that supply can run out.
    game = _greedy_until(Game.new(1, 5), lambda g: g.round >= 3 and not g.main_action_done and g.turn_mode == 0)
    p = game.players[0]
    assert any(not slot for slot in p.slots) and p.n_cards < 7
    open_grid = solo_features(game)
    assert open_grid[8] == 0.0  # the grid still holds enough cards
    no_level_one = game.clone()
    no_level_one.decks = tuple(() if d % 3 == 0 else deck for d, deck in enumerate(game.decks))
    closed = solo_features(no_level_one)
    assert closed[8] == 1.0
    assert solo_win_chance(no_level_one) < solo_win_chance(game)
    # with a level-I card under every slot, levels II and III suffice
    filled = no_level_one.clone()
    filled.players[0].slots = tuple(slot or (game.decks[0][0],) for slot in p.slots)
    assert solo_features(filled)[8] == 0.0


def test_logistic_fit_recovers_the_weights_it_was_given() -> None:
    rng = random.Random(4)
    true = (-0.5, 1.2, -0.8)
    rows: list[tuple[tuple[float, ...], float]] = []
    for _ in range(4000):
        f = (1.0, rng.uniform(-2, 2), rng.uniform(-2, 2))
        z = sum(w * x for w, x in zip(true, f, strict=True))
        rows.append((f, 1 if rng.random() < 1 / (1 + 2.718281828**-z) else 0))
    w = fit(rows)
    assert w == pytest.approx(true, abs=0.15)
    assert log_loss(w, rows) <= log_loss(true, rows) + 1e-9


def test_least_squares_fit_recovers_the_vp_weights_it_was_given() -> None:
    rng = random.Random(5)
    true = (30.0, 0.8, -1.5)
    rows: list[tuple[tuple[float, ...], float]] = []
    for _ in range(2000):
        f = (1.0, rng.uniform(0, 20), rng.uniform(0, 7))
        rows.append((f, sum(w * x for w, x in zip(true, f, strict=True)) + rng.gauss(0, 2)))
    w = fit_vp(rows)
    assert w == pytest.approx(true, abs=0.2)
    assert correlation(w, rows) > 0.9
    assert correlation([0.0, -0.8, 1.5], rows) < -0.9
    kept = fit_vp(rows, fixed={1: 0.8})
    assert kept[1] == 0.8 and kept == pytest.approx(true, abs=0.2)


def test_solo_value_uses_the_fitted_vp_forecast() -> None:
    game = _greedy_until(Game.new(1, 6), lambda g: g.round >= 8 and g.turn_mode == 0 and not g.main_action_done)
    feats, xs, evp = solo_inputs(game)
    (value,), (vp,) = values(game)
    assert vp == pytest.approx(solo_vp_forecast(xs))
    assert len(xs) == len(SOLO_VP_FIT) and xs[0] == 1.0 and xs[1] + xs[2] == pytest.approx(evp)
    win = solo_win_chance(game, feats)
    share = min(vp, SOLO_VP_SCALE) / SOLO_VP_SCALE
    assert value == pytest.approx(SOLO_WIN_WEIGHT * win + (1 - SOLO_WIN_WEIGHT) * share)
    assert 15 < vp < 80  # a forecast of a whole game's score, not of the score so far


# the shipped weights, and the same with the last feature (levels needed, 0 as shipped) weighing
LEVELS_WEIGHING = (*SOLO_FIT[:-1], -0.36)


@pytest.mark.parametrize("win_weights", [SOLO_FIT, LEVELS_WEIGHING], ids=["shipped", "levels_weighing"])
def test_the_search_s_solo_value_is_the_reference_model_over_whole_games(
    win_weights: tuple[float, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``solo_value`` (one pass, cached per slots) gives the numbers of
    ``solo_win_chance`` and ``solo_vp_forecast`` over ``solo_inputs`` in
    every kind of position: choosing, storing market resources, producing,
    leaders played and in hand, the grid running out; with every input weighing."""
    monkeypatch.setattr(solo_model, "SOLO_FIT", win_weights)
    seen_modes: set[int] = set()
    played = 0
    checked = 0
    for seed in range(12):
        game = Game.new(1, 500 + seed)
        bot = make_bot("greedy" if seed % 3 else "random", seed)
        while not game.is_over:
            if not game.in_setup:
                feats, xs, _ = solo_inputs(game)
                vp = solo_vp_forecast(xs)
                ref = (
                    SOLO_WIN_WEIGHT * solo_win_chance(game, feats)
                    + (1 - SOLO_WIN_WEIGHT) * min(vp, SOLO_VP_SCALE) / SOLO_VP_SCALE
                )
                assert solo_value(game) == pytest.approx((ref, vp), rel=1e-12, abs=1e-12)
                seen_modes.add(game.turn_mode)
                played = max(played, len(game.players[0].played))
                checked += 1
            game.apply(bot.choose(game, 0))
    assert {0, 2, 3} <= seen_modes and played >= 1 and checked > 500


def test_fit_solo_records_every_turn_with_the_result() -> None:
    rows = game_rows(7)
    assert len(rows) > 10
    results = {won for _, won in rows}
    assert len(results) == 1 and results <= {0, 1}
    assert all(len(f) == len(SOLO_FIT) and f[0] == 1.0 for f, _ in rows)
    wins, vps = game_records(7)
    assert wins == rows and len(vps) == len(rows)
    assert len({vp for _, vp in vps}) == 1 and all(len(x) == len(SOLO_VP_FIT) for x, _ in vps)


def test_fit_solo_can_record_games_of_the_mcts_bot() -> None:
    # enough iterations for the narrow solo root to open a second decision
    # (at 8 it opens only the greedy prior's best and plays as greedy does)
    by_mcts = game_rows(7, "mcts:it=40")
    assert by_mcts != game_rows(7)  # another player, another game
    assert len({won for _, won in by_mcts}) == 1
    assert all(len(f) == len(SOLO_FIT) for f, _ in by_mcts)


def test_bench_positions_are_main_decisions_of_the_asked_game() -> None:
    for players in (1, 2):
        pos = bench_positions(4, 3, players)
        assert len(pos) == 4
        assert all(g.n_players == players and decision_share(g) == 1.0 for g in pos)
        assert len({g.round for g in pos}) == 4  # spread over the game


def test_early_stop_gives_the_same_decision_with_fewer_iterations() -> None:
    stopped = 0
    for seed in (2, 4, 9, 13):  # seed 4 stops early with the rivals playing their prior
        game = _greedy_until(Game.new(2, seed, first_seat=0), lambda g: g.round >= 5 and g.turn_mode == 0)
        seat = game.to_move
        root = game.determinize(seat, 1)
        full = search(root, seat, iterations=400, seed=3, params=Params(early_stop=False))
        early = search(root, seat, iterations=400, seed=3)
        legal = game.legal_actions()
        assert full.iterations == 400
        assert best_action(early, legal) == best_action(full, legal)
        if early.stopped_early:
            stopped += 1
            assert early.iterations < 400
    assert stopped >= 1


def test_apply_accepts_an_equal_action_built_by_hand() -> None:
    game = Game.new(2, 1)
    keep = game.legal_actions()[0]
    copy = type(keep)(keep.kind, keep.a, keep.b, keep.c)
    assert copy is not keep
    game.apply(copy)
    assert game.history()[-1] is keep
    assert parse_action("market r1") is parse_action("MARKET R1")


@pytest.mark.parametrize("players", [1, 2])
def test_solo_search_takes_first_values_from_its_priors(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Solo (no rollout): the prior already evaluated the position every
    decision leads to, so the first iteration evaluates nothing more and its
    value is that of the decision with the best prior.  With rivals a
    rollout follows, so the leaf is evaluated again."""
    import ai.mcts as mcts_module
    from ai.greedy import settle

    game = _greedy_until(Game.new(players, 8), lambda g: g.round >= 6 and g.turn_mode == 0 and not g.main_action_done)
    seat = game.to_move
    det = game.determinize(seat, random.Random(3))  # what search(seed=3) draws first
    legal = without_passes(det, det.legal_actions())
    best = max(action_values(det, legal, w=SEARCH), key=lambda av: av[1])[0]  # the search's priors
    after = det.clone()
    after.apply(best)
    settle(after, seat)

    calls = []
    real_values = mcts_module.values

    def counting(g: Game, w: Weights = REFERENCE) -> tuple[list[float], list[float]]:
        calls.append(g)
        return real_values(g, w)

    monkeypatch.setattr(mcts_module, "values", counting)
    res = search(game, seat, iterations=1, seed=3, params=Params(early_stop=False))
    assert res.ranked()[0][:2] == (str(best), 1)
    if players == 1:
        assert not calls  # the prior's evaluation was reused
        assert res.value_sum[0] == pytest.approx(values(after)[0][0])
    else:
        assert len(calls) == 1  # the rollout's end is evaluated


def test_solo_value_keeps_counting_points_of_a_strong_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game forecast at 60 VP is worth more than one at 56 (a cap at 55
    left strong games nothing to play for), up to the scale's cap."""
    import ai.solo_model as solo_model

    game = _greedy_until(Game.new(1, 6), lambda g: g.round >= 8 and g.turn_mode == 0 and not g.main_action_done)
    judged = {}
    for vp in (50.0, 56.0, 60.0, SOLO_VP_SCALE, SOLO_VP_SCALE + 10):
        # a forecast of exactly ``vp``: the bias alone (its input is 1)
        monkeypatch.setattr(solo_model, "SOLO_VP_FIT", (vp,) + (0.0,) * (len(SOLO_VP_FIT) - 1))
        judged[vp] = values(game)[0][0]
        assert values(game)[1][0] == vp
    assert judged[50.0] < judged[56.0] < judged[60.0] < judged[SOLO_VP_SCALE]
    assert judged[SOLO_VP_SCALE + 10] == judged[SOLO_VP_SCALE]  # capped: the win still comes first
    assert SOLO_VP_SCALE >= 60


@pytest.mark.parametrize("players", [1, 2, 4])
def test_solo_search_explores_and_widens_by_its_own_constants(players: int) -> None:
    """``Params.solo_c`` and ``solo_widen`` steer a solo search only; ``c``
    every other one; ``duel_widen`` a 2-player search, ``widen`` a 3- or
    4-player one."""
    game = bench_positions(1, 5, players)[0]
    seat = game.current_seat
    assert seat is not None
    root = game.determinize(seat, random.Random(2))

    def visits(**kw: float) -> dict[str, float]:
        # kw holds float fields of Params only (solo_c, solo_widen, c, widen)
        res = search(root, seat, iterations=300, seed=4, params=Params(early_stop=False, **kw))  # type: ignore[arg-type]
        return {k: v[0] for k, v in res.stats.items()}

    base = visits()
    assert (visits(solo_c=1.0) != base) == (players == 1)
    assert (visits(c=1.0) != base) == (players > 1)
    narrower = Params().solo_widen / 2
    assert (visits(solo_widen=narrower) != base) == (players == 1)
    assert (visits(duel_widen=0.2) != base) == (players == 2)
    assert (visits(widen=0.2) != base) == (players > 2)
    if players == 1:  # exploring more spreads the visits over more decisions
        assert max(visits(solo_c=1.0).values()) < max(base.values())
        narrow = visits(solo_widen=narrower)  # opening fewer decisions tries fewer
        assert sum(v > 0 for v in narrow.values()) < sum(v > 0 for v in base.values())
