"""Plain-words log text (core/words/describe.py) for every decision and the events."""

import random

from core import ActionKind, Event, Game, Produced, parse_action, without_subject
from core.actions import ALL_ACTIONS
from core.words.describe import describe_action, describe_event, describe_events, leader_text, resources_text


def test_every_legal_action_of_random_games_has_a_sentence_naming_the_player() -> None:
    rng = random.Random(5)
    for players, seed in ((["Ann", "Bob", "Cy"], 1), (["Solo"], 2)):
        game = Game.new(players, seed)
        seen_kinds = set()
        while not game.is_over:
            acts = game.legal_actions()
            act = rng.choice(acts)
            text = describe_action(game, act)
            assert game.current_seat is not None
            assert game.names[game.current_seat] in text
            assert not text.endswith(".")
            seen_kinds.add(act.kind)
            events = game.apply(act)
            for line in describe_events(game, events):
                assert line and isinstance(line, str)
        assert len(seen_kinds) >= 8


def test_without_subject_is_the_sentence_of_every_decision_less_the_name_it_starts_with() -> None:
    """The analysis names the seat, then says what it did: "Ada: takes row 2 from the market".
    The log's sentence itself is unchanged, and the shorter one keeps its parameters."""
    rng = random.Random(7)
    kinds: set[int] = set()
    for players, seed in ((["Ann", "Bob", "Cy"], 1), (["Solo"], 2)):
        game = Game.new(players, seed)
        while not game.is_over:
            assert game.current_seat is not None
            who = game.names[game.current_seat]
            acts = game.legal_actions()
            for act in [*acts, *rng.sample(ALL_ACTIONS, 3)]:
                for reveal in (False, True):
                    sentence = describe_action(game, act, reveal=reveal)
                    bare = without_subject(sentence)
                    assert sentence == f"{who} {bare}", (sentence, bare)
                    assert bare.source != sentence.source and who not in bare.source
                    assert bare.params == sentence.params
                kinds.add(act.kind)
            game.apply(rng.choice(acts))
    assert kinds == set(ActionKind)
    event = describe_event(game, Event.of(0, Produced((1, 0, 0, 0), 0)))
    assert event is not None and without_subject(event) is event  # only a decision's sentence


def test_action_texts_say_what_happens() -> None:
    game = Game.new(["Ann", "Bob"], 3)
    assert game.current_seat is not None
    who = game.names[game.current_seat]
    assert describe_action(game, parse_action("market r2")) == f"{who} takes row 2 from the market"
    assert describe_action(game, parse_action("market c3")) == f"{who} takes column 3 from the market"
    assert describe_action(game, parse_action("store coin")) == f"{who} stores a coin in the warehouse"
    assert "slot 2" in describe_action(game, parse_action("buy 17 s2"))
    assert "coin + stone into a shield" in describe_action(game, parse_action("prod base coin+stone>shield"))
    assert describe_action(game, parse_action("end")) == f"{who} ends the turn"


def test_every_action_of_the_notation_can_be_described() -> None:
    game = Game.new(2, 1)
    for act in ALL_ACTIONS:
        assert describe_action(game, act)


def test_solo_events_announce_lorenzo_and_vatican_reports() -> None:
    rng = random.Random(1)
    game = Game.new(["Solo"], 4)
    lines: list[str] = []
    while not game.is_over:
        events = game.apply(rng.choice(game.legal_actions()))
        lines += [describe_event(game, e) or "" for e in events]
    assert any(line.startswith("Lorenzo reveals a token") for line in lines)
    assert any(line.startswith("Game over") for line in lines)


def test_helpers() -> None:
    assert resources_text((1, 0, 2, 0)) == "1 coin, 2 servants"
    assert resources_text((0, 0, 0, 0), faith=1) == "1 faith"
    assert resources_text((0, 0, 0, 0)) == "nothing"
    assert "leader 57" in leader_text(57) and "VP" in leader_text(57)


def test_log_keeps_the_kept_leaders_secret_unless_revealed() -> None:
    """R2.2: leaders are kept secretly; the shared log must not name them."""
    from core import Game
    from core.words.describe import describe_action, log_notation

    game = Game.new(["Ada", "Bruno"], 3)
    keep = game.legal_actions()[0]
    public = describe_action(game, keep)
    assert all(str(leader) not in public for leader in keep.leaders)
    assert game.current_seat is not None
    assert game.names[game.current_seat] in public and "2 of the 4" in public
    assert log_notation(keep) == "keep"
    revealed = describe_action(game, keep, reveal=True)
    assert all(str(leader) in revealed for leader in keep.leaders)
    assert log_notation(keep, reveal=True) == str(keep)
    solo = Game.new(1, 3)
    solo.apply(solo.legal_actions()[0])
    market = solo.legal_actions()[0]
    assert str(market) == "market r1" and log_notation(market) == "market r1"


def test_production_log_puts_resources_in_the_strongbox_and_faith_on_the_track() -> None:
    game = Game.new(["Ada", "Bruno"], 1)
    both = str(describe_event(game, Event.of(0, Produced((0, 0, 0, 1), 1))))
    assert both == "Ada produces 1 shield into the strongbox and 1 faith"
    only_faith = str(describe_event(game, Event.of(0, Produced((0, 0, 0, 0), 2))))
    assert only_faith == "Ada produces 2 faith" and "strongbox" not in only_faith
    plain = str(describe_event(game, Event.of(1, Produced((2, 1, 0, 0), 0))))
    assert plain == "Bruno produces 2 coins, 1 stone into the strongbox"
