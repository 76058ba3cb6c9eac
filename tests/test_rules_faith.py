"""R8 faith track and Vatican reports (RULES.md)."""

from __future__ import annotations

from helpers_rules import game, market, of_kind, play

from core import FaithMoved, Game, VaticanReport

# Two marbles of one colour in row 1 so a player can drop 1 to 4 resources at will.
DROP4 = market(["yyss", "wwpp", "wwbb"], "r")


def favor(g: Game, seat: int) -> tuple[int, int, int]:
    return g.players[seat].favor


def test_r8_1_markers_stop_at_24_extra_faith_is_lost() -> None:
    # Card 41 (green III): a servant → a coin and 3 faith.
    g = game([{"faith": 22, "favor": ["up", "up", None], "strongbox": {"servant": 1},
               "slots": [[1, 17, 41], [], []]}, {"favor": ["down", "down", None]}],
             vatican_reports=[True, True, False], **DROP4)
    play(g, "prod s1")
    ev = g.apply("done")
    assert g.players[0].faith == 24
    assert of_kind(ev, "faith")[0].payload == FaithMoved(22, 24)
    # Already on 24: another player's discards move nothing.
    g.apply("end")
    g.apply("market r1")
    ev = play(g, "drop coin", "drop coin", "drop stone", "drop stone")
    assert g.players[0].faith == 24 and not of_kind(ev, "faith")


def test_r8_2_first_marker_on_a_pope_space_holds_the_report_once_for_everybody() -> None:
    g = game([{"faith": 7, "leaders_hand": [49, 50]}, {"faith": 5}, {"faith": 4}])
    ev = g.apply("discard L49")
    reports = of_kind(ev, "vatican_report")
    assert [r.payload for r in reports] == [VaticanReport(0, (True, True, False))]
    assert [favor(g, s)[0] for s in range(3)] == [1, 1, -1]
    assert g.vatican_reports == (True, False, False)
    # Once only: reaching 8 later changes nothing.
    ev = g.apply("discard L50")
    assert g.players[0].faith == 9 and not of_kind(ev, "vatican_report")
    g2 = game([{"faith": 6}, {"faith": 2, "warehouse": {"coin": 2}}, {}], current_seat=1, **DROP4)
    g2.apply("market r1")
    # Another player's discards put seat 0 on the Pope space: the report happens all the same.
    ev = play(g2, "drop coin", "drop coin", "store stone", "store stone")
    assert of_kind(ev, "vatican_report")[0].payload == VaticanReport(0, (True, False, False))
    assert g2.players[0].faith == 8 and g2.players[2].faith == 2


def test_r8_2_passing_a_pope_space_counts_like_reaching_it() -> None:
    # Card 42 (purple III): a coin → a stone and 3 faith.  6 → 9 passes the Pope space 8.
    g = game([{"faith": 6, "strongbox": {"coin": 1}, "slots": [[2, 18, 42], [], []]}, {"faith": 4}])
    play(g, "prod s1")
    ev = g.apply("done")
    assert g.players[0].faith == 9
    assert of_kind(ev, "vatican_report")[0].payload == VaticanReport(0, (True, False))


def test_r8_3_discards_push_several_players_past_a_pope_space_at_once() -> None:
    # Seat 0 drops 3: seats 1-3 move 6→9, 7→10 and 2→5 first, then the report judges them all:
    # seat 3 arrives on the section's first space (5) in the same batch and turns its tile up.
    g = game([{}, {"faith": 6}, {"faith": 7}, {"faith": 2}], **DROP4)
    g.apply("market r1")
    play(g, "drop coin", "drop coin", "drop stone")
    ev = g.apply("store stone")
    moves = [e for e in ev if e.kind in ("faith", "vatican_report")]
    assert [e.kind for e in moves] == ["faith", "faith", "faith", "vatican_report"]
    assert [g.players[s].faith for s in range(4)] == [0, 9, 10, 5]
    assert moves[-1].payload == VaticanReport(0, (False, True, True, True))
    assert len(of_kind(ev, "vatican_report")) == 1


def test_r8_3_one_move_crossing_two_pope_spaces_holds_both_reports_in_order() -> None:
    # Cards 41, 42, 43 give 3 faith each: 7 → 16 passes the Pope spaces 8 and 16 in one move.
    g = game([{"faith": 7, "strongbox": {"coin": 1, "stone": 1, "servant": 1},
               "slots": [[1, 17, 41], [2, 18, 42], [3, 19, 43]]},
              {"faith": 6}, {"faith": 4}], end_triggered=True)
    play(g, "prod s1", "prod s2", "prod s3")
    ev = g.apply("done")
    reports = [e.payload for e in of_kind(ev, "vatican_report")]
    assert reports == [VaticanReport(0, (True, True, False)), VaticanReport(1, (True, False, False))]
    assert favor(g, 0) == (1, 1, 0) and favor(g, 1) == (1, -1, 0) and favor(g, 2) == (-1, -1, 0)
    assert g.scores()[0].favor == 5 and g.scores()[1].favor == 2
