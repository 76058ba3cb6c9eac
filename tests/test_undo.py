"""Undo and redo in the engine (core/undo.py): a seat takes back its own
decisions of the turn in progress until something is revealed (R6.1, R8.2,
R12.1) or the turn passes."""

from __future__ import annotations

import random

import pytest
from helpers_rules import full_decks, game, market

from core import CardBought, Game, IllegalActionError
from core.data import DEV_CARDS
from core.files.savefile import dumps, loads
from core.undo import CHECKPOINT_FINALS

RICH = {"coin": 9, "stone": 9, "servant": 9, "shield": 9}
REVEALING = ("vatican_report", "token", "lorenzo_discard", "tokens_shuffled", "turn_start", "game_over")


def _reveals(g: Game, events: list) -> bool:
    for e in events:
        if e.kind in REVEALING:
            return True
        if isinstance(bought := e.payload, CardBought) and g.decks[DEV_CARDS[bought.card].deck]:
            return True
    return False


@pytest.mark.parametrize("players,seed", [(1, 3), (2, 5), (3, 8), (4, 13)])
def test_every_undoable_decision_of_a_random_game_undoes_to_the_same_hash_and_redoes(players: int, seed: int) -> None:
    g = Game.new(players, seed)
    rng = random.Random(seed)
    undone = 0
    while not g.is_over:
        # The whole turn so far, taken back newest first, each to the hash before it...
        hashes = [g.state_hash()]
        history = g.history()
        taken: list = []
        while g.can_undo():
            expected = g.undo_action()
            act = g.undo()
            assert act == expected
            taken.append(act)
            hashes.append(g.state_hash())
            assert g.history() == history[: len(history) - len(taken)]
            undone += 1
        # ...and made again, oldest first, back to where it was.
        for k, act in enumerate(reversed(taken)):
            assert g.can_redo() and g.redo_action() == act
            assert g.redo() == act
            assert g.state_hash() == hashes[len(taken) - k - 1]
        assert not g.can_redo()
        assert g.history() == history
        seat = g.current_seat
        events = g.apply(rng.choice(g.legal_actions()))
        # Undoable exactly when the same seat moves on and nothing was revealed.
        assert g.can_undo() == (not g.is_over and g.current_seat == seat and not _reveals(g, events))
    assert undone > 0
    assert not g.can_undo()
    with pytest.raises(IllegalActionError, match="the game is over"):
        g.undo()


def test_undo_restores_the_state_exactly_and_forgets_the_decision_in_history_and_saves() -> None:
    g = Game.new(2, 21)
    rng = random.Random(2)
    while g.in_setup:
        g.apply(rng.choice(g.legal_actions()))
    before = g.state_hash()
    saved_before = dumps(g)
    g.apply("market r2")
    assert g.can_undo() and str(g.undo_action()) == "market r2"
    assert str(g.undo()) == "market r2"
    assert g.state_hash() == before
    assert [str(a) for a in g.history()[-1:]] != ["market r2"]
    assert "market r2" not in [str(a) for a in g.history()]
    assert loads(dumps(g)).game.state_hash() == loads(saved_before).game.state_hash() == before


def test_a_new_decision_ends_redo() -> None:
    g = game([{}, {}], **market(["yswr", "pwpw", "sywb"], "b"))
    g.apply("market c2")
    g.undo()
    assert g.can_redo()
    g.apply("market r1")
    assert not g.can_redo()
    with pytest.raises(IllegalActionError, match="nothing to redo"):
        g.redo()


def test_r3_1_decisions_of_a_finished_turn_are_final() -> None:
    # Column 4 (white, white, blue) gives a shield: store it, end the turn.
    g = game([{}, {}], **market(["yswr", "pwpw", "sywb"], "b"))
    g.apply("market c4")
    g.apply("store shield")
    assert g.can_undo()
    g.apply("end")
    assert g.current_seat == 1 and not g.can_undo()
    with pytest.raises(IllegalActionError, match="earlier turns are final"):
        g.undo()


def test_several_decisions_of_the_turn_are_taken_back_newest_first() -> None:
    g = game([{"leaders_hand": [49, 50]}, {}], **market(["yswr", "pwpw", "sywb"], "b"))
    start = g.state_hash()
    for text in ("discard L49", "market c4", "store shield"):
        g.apply(text)
    assert [str(g.undo()) for _ in range(3)] == ["store shield", "market c4", "discard L49"]
    assert g.state_hash() == start and not g.can_undo()


def test_r6_1_buying_a_card_that_turns_up_the_next_one_is_final() -> None:
    g = game([{"strongbox": RICH}, {}])
    g.apply("buy 1 s1")
    assert not g.can_undo()
    with pytest.raises(IllegalActionError, match=r"turned up from a deck.*\(R6\.1\)"):
        g.undo()


def test_buying_the_last_card_of_a_deck_reveals_nothing_and_may_be_taken_back() -> None:
    decks = full_decks()
    decks["green1"] = [1]
    g = game([{"strongbox": RICH}, {}], decks=decks)
    before = g.state_hash()
    g.apply("buy 1 s1")
    assert g.can_undo()
    g.undo()
    assert g.state_hash() == before


def test_r8_2_a_vatican_report_makes_the_turn_so_far_final() -> None:
    g = game([{"faith": 7, "leaders_hand": [49, 50]}, {"faith": 5}])
    g.apply("discard L49")  # 7 → 8: the Pope space, the report happens
    assert not g.can_undo()
    with pytest.raises(IllegalActionError, match=r"Vatican report.*\(R8\.2\)"):
        g.undo()
    # Decisions after the report may be taken back again, the report itself not.
    g.apply("discard L50")
    assert g.can_undo()
    g.undo()
    assert not g.can_undo()


def test_r12_1_lorenzo_s_token_ends_what_can_be_taken_back() -> None:
    g = game([{}], **market(["yswr", "pwpw", "sywb"], "b"))
    g.apply("market c4")
    g.apply("store shield")
    g.apply("end")  # Lorenzo reveals a token: the player's new turn starts with nothing to take back
    assert not g.is_over and g.current_seat == 0 and not g.can_undo()


def test_search_copies_keep_no_undo_record() -> None:
    g = game([{}, {}])
    g.apply("market r1")
    copy = g.clone()
    assert g.can_undo() and not copy.can_undo()
    with pytest.raises(IllegalActionError, match="keeps no undo record"):
        copy.undo()
    # ...and applying to the copy does not touch the original's record.
    copy.apply(copy.legal_actions()[0])
    assert str(g.undo_action()) == "market r1"


def test_a_loaded_game_can_take_back_the_saved_decisions_of_the_turn_in_progress() -> None:
    g = game([{}, {}], **market(["yswr", "pwpw", "sywb"], "b"))
    g.apply("market c4")
    loaded = loads(dumps(g)).game
    assert loaded.can_undo() and str(loaded.undo()) == "market c4"



@pytest.mark.parametrize("players,seed", [(1, 41), (2, 31), (4, 32)])
def test_a_run_of_decisions_taken_back_gives_each_earlier_state_and_its_very_history_mark(
    players: int, seed: int
) -> None:
    """The record keeps one copy per run of decisions that may be taken back and
    replays the others from it: every state, and the history mark itself, comes back."""
    g = Game.new(players, seed)
    rng = random.Random(seed)
    runs = 0
    stack: list[tuple[str, object]] = []  # (hash, mark) before each decision that may still be taken back
    fresh = True  # the stack holds the whole run (not after a redo: it made new marks)
    while not g.is_over:
        before = (g.state_hash(), g.history_mark)
        g.apply(rng.choice(g.legal_actions()))
        if not g.can_undo():
            stack, fresh = [], True
        elif fresh:
            stack.append(before)
        if fresh and len(stack) >= 3:
            fresh = False
            end = g.state_hash()
            taken = []
            for state, mark in reversed(stack):
                taken.append(g.undo())
                assert g.state_hash() == state and g.history_mark is mark
            assert not g.can_undo()  # the run began after something final
            for act in reversed(taken):
                assert g.redo() == act
            assert g.state_hash() == end and g.can_undo()
            runs += 1
    assert runs > 0


def test_the_undo_record_copies_the_game_once_every_few_turns_not_every_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Its cost in the engine's speed (docs/benchmarks.md, "Undo record cost"): a copy of
    # the game per turn cost 15-30 % of the decisions per second; one every
    # CHECKPOINT_FINALS final decisions, taking a decision back replays the decisions since.
    copies = 0
    clone = Game.clone

    def counted(self: Game) -> Game:
        nonlocal copies
        copies += 1
        return clone(self)

    monkeypatch.setattr(Game, "clone", counted)
    g = Game.new(2, 9)
    rng = random.Random(9)
    turns = 0
    while not g.is_over:
        seat = g.current_seat
        g.apply(rng.choice(g.legal_actions()))
        turns += g.current_seat != seat
    assert turns > 3 * CHECKPOINT_FINALS
    assert copies <= turns // 4 and copies <= len(g.history()) // CHECKPOINT_FINALS + 1


def test_a_decision_taken_back_long_after_the_last_copy_gives_the_state_before_it_exactly() -> None:
    g = Game.new(3, 17)
    rng = random.Random(17)
    hashes: list[str] = []  # the state before each decision
    while not (len(hashes) > 10 * CHECKPOINT_FINALS and g.can_undo()):
        hashes.append(g.state_hash())
        g.apply(rng.choice(g.legal_actions()))
    taken = 0
    while g.can_undo():
        g.undo()
        taken += 1
        assert g.state_hash() == hashes[-taken]
    assert taken >= 1
