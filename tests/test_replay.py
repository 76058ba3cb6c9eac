"""core.replay: the one routine every layer replays a game with (one
of each thing), and the callers that go through it: loading a save,
SavedGame.game_at, the bot review's positions, the analysis timeline and the
window's log."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import core.replaying as replay_module
from ai import review
from ai.long_games import endless_game
from core import Game, IllegalActionError, Origin, ReplayError, ReplayStep, parse_action, replay, replay_to
from core.files.savefile import CHECKPOINT_EVERY, SaveFileError, dumps, load, loads, save
from core.undo import FINAL_CARD, FINAL_TURN, NO_LOG, final_reason
from core.words.describe import describe_action, describe_events

SEED = 11


def played(players: int, seed: int, decisions: int) -> Game:
    """A seeded random game of at most ``decisions`` decisions, built by Game.new."""
    game = Game.new(players, seed)
    rng = random.Random(seed)
    while not game.is_over and len(game.history()) < decisions:
        game.apply(rng.choice(game.legal_actions()))
    return game


def direct(origin: Origin, decisions: list[str]) -> list[tuple[str, int, list[Any]]]:
    """(state hash, seat, events) after every decision, applied one by one without replay()."""
    game = Game.from_origin(origin)
    out = []
    for text in decisions:
        seat = game.current_seat
        assert seat is not None
        events = game.apply(text)
        out.append((game.state_hash(), seat, events))
    return out


@pytest.fixture()
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every ReplayStep made by core.replaying.replay, by index: a caller that
    replays some other way leaves this empty."""
    made: list[int] = []

    class Counted(ReplayStep):
        __slots__ = ()

        def __init__(self, index: int, *rest: Any) -> None:
            made.append(index)
            super().__init__(index, *rest)

    monkeypatch.setattr(replay_module, "ReplayStep", Counted)
    return made


# ------------------------------------------------------------------ the routine
@pytest.mark.parametrize("players", [1, 2, 4])
def test_each_step_holds_the_decision_its_seat_events_and_the_position_after_it(players: int) -> None:
    game = played(players, SEED + players, 300)
    decisions = [str(a) for a in game.history()]
    expected = direct(game.origin, decisions)
    steps = []
    for s in replay(game.origin, decisions):
        steps.append((s.index, str(s.action), s.round, s.position()))
        assert (s.game.state_hash(), s.seat, s.events) == expected[s.index]  # the live game, read at its step
    assert [s[0] for s in steps] == list(range(len(decisions)))
    assert [s[1] for s in steps] == decisions
    assert [s[3].state_hash() for s in steps] == [h for h, _seat, _ev in expected]  # the copies kept
    assert steps[0][2] == 0 and steps[-1][2] == game.round  # round 0 is the setup


def test_a_step_says_when_the_decisions_up_to_it_become_final_as_undo_does() -> None:
    game = played(2, SEED, 200)
    g = Game.from_origin(game.origin)
    finals = []
    for step in replay(game.origin, game.history()):
        before = g.clone()
        events = g.apply(step.action)
        assert step.final == final_reason(before, g, events)
        finals.append(step.final)
    assert "" in finals and FINAL_TURN in finals


def test_steps_give_positions_and_scores_and_replay_to_gives_the_last_one() -> None:
    game = played(3, SEED, 150)
    steps = replay(game.origin, game.history())
    first = next(steps)
    assert first.scores() == first.game.scores()
    kept = first.position()
    kept.apply(kept.legal_actions()[0])  # a copy the caller may change
    assert first.game.state_hash() != kept.state_hash()
    assert replay_to(game.origin, game.history()).state_hash() == game.state_hash()
    assert replay_to(game.origin, []).state_hash() == Game.from_origin(game.origin).state_hash()


def test_a_replay_starts_from_a_game_without_changing_it_and_counts_from_start_index() -> None:
    game = played(2, SEED, 120)
    history = game.history()
    middle = replay_to(game.origin, history[:50])
    before = middle.state_hash()
    steps = list(replay(middle, history[50:], start_index=50))
    assert middle.state_hash() == before
    assert steps[0].index == 50 and steps[-1].index == len(history) - 1
    assert steps[-1].game.state_hash() == game.state_hash()


def test_a_replay_keeps_no_undo_record_unless_asked() -> None:
    game = Game.new(2, SEED)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    history = game.history()
    game.apply("market r1")
    fast = replay_to(game.origin, [*history, parse_action("market r1")])
    assert not fast.can_undo() and fast.why_no_undo() == NO_LOG
    kept = replay_to(game.origin, [*history, parse_action("market r1")], keep_undo=True)
    assert kept.can_undo() and str(kept.undo()) == "market r1"
    assert kept.state_hash() == replay_to(game.origin, history).state_hash()


def test_before_is_called_with_the_game_before_each_decision() -> None:
    game = played(2, SEED, 80)
    history = game.history()
    texts = [step.before for step in replay(game.origin, history, before=describe_action)]
    g = Game.from_origin(game.origin)
    for text, act in zip(texts, history, strict=True):
        assert text == describe_action(g, act)
        g.apply(act)


@pytest.mark.parametrize(
    ("bad", "not_a_decision", "words"),
    [("buy 99 s9", True, "not a decision"), ("market r1", False, "market r1"), ("", True, "not a decision")],
)
def test_an_illegal_history_is_refused_at_its_first_bad_decision(bad: str, not_a_decision: bool, words: str) -> None:
    game = played(2, SEED, 60)
    decisions = [str(a) for a in game.history()][:5]  # still in the setup: "market r1" is illegal
    seen: list[int] = []
    with pytest.raises(ReplayError) as caught:
        for step in replay(game.origin, [*decisions, bad, "end"]):
            seen.append(step.index)
    err = caught.value
    assert seen == [0, 1, 2, 3, 4]  # the steps before it were yielded
    assert (err.index, err.decision, err.not_a_decision) == (5, bad, not_a_decision)
    assert isinstance(err, IllegalActionError) and isinstance(err, ValueError)
    assert str(err).startswith(f"decision number 6 ({bad!r}): ") and words in str(err)


def test_a_decision_after_the_end_of_the_game_is_refused() -> None:
    game = played(1, 3, 100_000)
    assert game.is_over
    decisions = [str(a) for a in game.history()]
    with pytest.raises(ReplayError, match="after the end of the game") as caught:
        replay_to(game.origin, [*decisions, "end"])
    assert caught.value.index == len(decisions)


# ------------------------------------------------------------------ the callers
def test_load_and_game_at_go_through_the_replay(counted: list[int], tmp_path: Path) -> None:
    game = played(2, SEED, 200)
    path = tmp_path / "g.mor"
    save(path, game)
    saved = load(path)
    assert counted == list(range(len(saved.decisions)))  # replayed once, every decision
    expected = direct(game.origin, saved.decisions)
    counted.clear()
    assert saved.game_at(70).state_hash() == expected[69][0]
    assert counted == list(range(64, 70))  # from the position kept at 64
    assert saved.game.state_hash() == game.state_hash()


def test_load_observes_every_step_of_its_one_replay(counted: list[int]) -> None:
    game = played(3, SEED, 150)
    seen: list[tuple[int, str, int]] = []
    saved = loads(dumps(game), observe=lambda s: seen.append((s.index, s.game.state_hash(), s.seat)))
    expected = direct(game.origin, saved.decisions)
    assert seen == [(i, h, seat) for i, (h, seat, _ev) in enumerate(expected)]
    assert len(counted) <= len(saved.decisions) + CHECKPOINT_EVERY  # the one replay, and the turn in progress again


def test_a_loaded_game_may_take_back_its_turn_in_progress_as_the_played_one() -> None:
    game = Game.new(2, SEED)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    game.apply("market r1")
    while game.pending and any(game.pending):
        game.apply(game.legal_actions()[-1])
    assert game.can_undo()
    loaded = loads(dumps(game)).game
    assert loaded.can_undo() and loaded.undo_action() == game.undo_action()
    while game.can_undo():
        assert loaded.undo() == game.undo()
        assert loaded.state_hash() == game.state_hash()
    assert loaded.why_no_undo() == game.why_no_undo() == FINAL_TURN
    assert not loaded.can_undo()


def test_a_loaded_game_after_a_card_was_turned_up_says_why_nothing_earlier_may_be_undone() -> None:
    game = Game.new(1, SEED)
    rng = random.Random(1)
    while not game.is_over:
        buys = [a for a in game.legal_actions() if str(a).startswith("buy")]
        game.apply(buys[0] if buys else rng.choice(game.legal_actions()))
        if game.why_no_undo() == FINAL_CARD:
            break
    assert game.why_no_undo() == FINAL_CARD
    loaded = loads(dumps(game)).game
    assert loaded.why_no_undo() == FINAL_CARD and not loaded.can_undo()


def test_a_save_with_an_illegal_decision_names_it(counted: list[int]) -> None:
    game = played(2, SEED, 40)
    data = dumps(game)
    decisions = [str(a) for a in game.history()]
    # write the same history with an illegal decision in it, through a game that accepts anything
    from core.files import savefile

    body_game = replay_to(game.origin, decisions[:5])
    body_game.history_mark = (body_game.history_mark, parse_action("market r1"))  # not legal during the setup
    with pytest.raises(SaveFileError, match=r"holds an illegal decision: decision number 6 of 6 \('market r1'\)"):
        loads(savefile.encode(body_game, None, None, "forged"))
    assert counted[-1] == 4  # the replay stopped there, after the 5 good ones
    assert loads(data).game.state_hash() == game.state_hash()


def test_the_review_positions_go_through_the_replay(counted: list[int]) -> None:
    game = played(2, SEED, 90)
    decisions = [str(a) for a in game.history()]
    games = review.positions(game.origin, decisions)
    assert counted == list(range(len(decisions)))
    assert [g.state_hash() for g in games[1:]] == [h for h, _s, _e in direct(game.origin, decisions)]
    with pytest.raises(ReplayError, match="decision number 3"):
        review.positions(game.origin, [*decisions[:2], "nonsense"])


def test_the_analysis_timeline_goes_through_the_replay(counted: list[int]) -> None:
    from mor_qt.analysis.timeline import build_timeline

    game = played(3, SEED, 130)
    decisions = [str(a) for a in game.history()]
    timeline = build_timeline(game.origin, decisions)
    assert counted[: len(decisions)] == list(range(len(decisions)))
    expected = direct(game.origin, decisions)
    assert [timeline.games[i + 1].state_hash() for i in range(len(decisions))] == [h for h, _s, _e in expected]
    assert [r.seat for r in timeline.rows] == [seat for _h, seat, _e in expected]
    g = Game.from_origin(game.origin)
    for row, (_h, _s, events) in zip(timeline.rows[:40], expected, strict=False):
        assert row.text == describe_action(g, row.action, reveal=True)
        g.apply(row.action)
        assert row.events == describe_events(g, events)
    with pytest.raises(ReplayError, match="decision number 4"):
        build_timeline(game.origin, [*decisions[:3], "buy 99 s9"])


def test_the_analysis_timeline_of_a_save_reuses_its_load(counted: list[int], tmp_path: Path) -> None:
    from mor_qt.analysis.timeline import TimelineBuilder, build_timeline, timeline_of

    game = endless_game(700)
    path = tmp_path / "g.mor"
    save(path, game)
    builder = TimelineBuilder()
    saved = load(path, observe=builder.step)
    loaded_steps = len(counted)
    timeline = timeline_of(saved, builder)
    assert len(counted) == loaded_steps  # nothing replayed again for the timeline
    again = build_timeline(saved.origin, saved.decisions)
    assert [r.seat for r in timeline.rows] == [r.seat for r in again.rows]
    assert timeline.turns == again.turns and timeline.faith == again.faith
    assert [timeline.score[s][i] for s in (0, 1) for i in (0, 5, 333, 700)] == \
        [again.score[s][i] for s in (0, 1) for i in (0, 5, 333, 700)]
    assert timeline.games[700].state_hash() == game.state_hash()


def test_the_window_log_goes_through_the_replay(counted: list[int]) -> None:
    from mor_qt.log_replay import replay_log

    game = played(2, SEED, 120)
    lines, _marks, last, skipped, problem = replay_log(game, most=50)
    assert problem == "" and skipped == len(game.history()) - 50
    assert counted[-50:] == list(range(skipped, skipped + 50))
    assert lines[0][0] == describe_action(replay_to(game.origin, game.history()[:skipped]), game.history()[skipped])
    g = replay_to(game.origin, game.history()[:-1])
    assert last == describe_action(g, game.history()[-1])
    broken = replay_to(game.origin, game.history()[:5])
    broken.history_mark = (broken.history_mark, parse_action("market r1"))  # a history no replay accepts
    *_rest, problem = replay_log(broken)
    assert "ReplayError" in problem and "decision number 6" in problem


def _mid_turn() -> Game:
    game = Game.new(2, 4)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    game.apply("market r1")  # the turn in progress: it may be taken back
    return game


@pytest.mark.parametrize("long", [False, True])
def test_the_log_written_while_loading_is_the_log_a_replay_writes(long: bool, tmp_path: Path) -> None:
    from mor_qt.log_replay import MAX_LOG_DECISIONS, LogBuilder, replay_log

    game = endless_game(MAX_LOG_DECISIONS + 150) if long else _mid_turn()
    path = tmp_path / "g.mor"
    save(path, game)
    log = LogBuilder(len(game.history()))
    saved = load(path, observe=log.step, before=log.before)
    result = log.result(len(saved.decisions))
    assert result is not None and result == replay_log(saved.game, saved.game_at)
    assert result[3] == (150 if long else 0) and (long or result[1])  # skipped; the undo marks of the turn
    assert LogBuilder(len(game.history()) - 1).result(len(saved.decisions)) is None  # a header that lied


def test_opening_a_save_in_the_window_replays_it_once(win: Any, counted: list[int], tmp_path: Path) -> None:
    game = _mid_turn()
    path = tmp_path / "g.mor"
    save(path, game)
    assert win.open_file(path)
    n = len(game.history())
    # once, then at most the turn in progress again from the nearest kept position, for its undo record
    assert counted[:n] == list(range(n)) and len(counted) <= n + CHECKPOINT_EVERY
    assert win.ctl.game.can_undo() and win._log_marks
    assert sum(1 for _text, notation in win.log_entries if notation) == n
