"""Engine sentences as message ids with parameters (core/words/messages.py): English
by default, renderable in another language, every template marked for the
translation catalogue."""

import ast
import pickle
import random
import re
from pathlib import Path

from core import Game
from core.actions import ALL_ACTIONS
from core.data import DEV_CARDS, LEADERS
from core.words.describe import card_text, describe_action, describe_events, leader_text, resources_text
from core.words.explain import requirement_text, why_illegal
from core.words.messages import Message, join_and

CORE = Path(__file__).resolve().parent.parent / "core"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def marked_templates() -> set[str]:
    """Every string literal passed to QT_TRANSLATE_NOOP("core", ...) in core/."""
    found = set()
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP":
                ctx, text = node.args
                assert isinstance(ctx, ast.Constant) and ctx.value == "core", path
                assert isinstance(text, ast.Constant) and isinstance(text.value, str), path
                found.add(text.value)
    return found


def sources(msg: object) -> list[str]:
    """A message's template and those of the messages in its parameters."""
    if isinstance(msg, tuple):
        return [s for m in msg for s in sources(m)]
    if not isinstance(msg, Message):
        return []
    out = [msg.source]
    for value in msg.params.values():
        out += sources(value)
    return out


def needs_translation(source: str) -> bool:
    """Templates with words in them; "{list}" or "{who}: {action}" have none."""
    return bool(re.search(r"[A-Za-z]", PLACEHOLDER.sub("", source)))


def test_a_message_is_its_english_text_and_keeps_id_and_parameters() -> None:
    msg = Message("{who} ends the turn", who="Ada")
    assert msg == "Ada ends the turn" and isinstance(msg, str)
    assert msg.source == "{who} ends the turn" and msg.params == {"who": "Ada"}
    assert pickle.loads(pickle.dumps(msg)).params == {"who": "Ada"}
    assert str(resources_text((1, 0, 2, 0))) == "1 coin, 2 servants"
    assert requirement_text(57) == str(requirement_text(57))


def test_render_translates_the_template_and_every_nested_message_but_not_names() -> None:
    table = {"{who} pays {res}": "{who} paie {res}", "{n} coin": "{n} Pièce", "{n} servants": "{n} Serviteurs"}
    msg = Message("{who} pays {res}", who="coin", res=resources_text((1, 0, 2, 0)))
    assert msg.render(lambda s: table.get(s, s)) == "coin paie 1 Pièce, 2 Serviteurs"


def test_a_translation_with_wrong_placeholders_falls_back_to_english() -> None:
    msg = Message("{who} ends the turn", who="Ada")
    assert msg.render(lambda s: "{qui} termine") == "Ada ends the turn"
    assert msg.render(lambda s: "") == "Ada ends the turn"


def test_join_and_says_and_between_the_last_two() -> None:
    assert join_and(["a"]) == "a"
    assert join_and(["a", "b", "c"]) == "a and b and c"


def test_every_sentence_of_random_games_uses_only_marked_templates() -> None:
    """A template not marked with QT_TRANSLATE_NOOP would be missing from the
    catalogue and stay English in a French window."""
    marked = marked_templates()
    rng = random.Random(3)
    used: set[str] = set()
    for seed in range(8):
        game = Game.new(1 + seed % 4, seed)
        while not game.is_over:
            acts = game.legal_actions()
            for act in rng.sample(ALL_ACTIONS, 5):
                used.update(sources(why_illegal(game, act)))
            act = rng.choice(acts)
            used.update(sources(describe_action(game, act)) + sources(describe_action(game, act, reveal=True)))
            for line in describe_events(game, game.apply(act)):
                used.update(sources(line))
    for cid in DEV_CARDS:
        used.update(sources(card_text(cid)))
    for lid in LEADERS:
        used.update(sources(leader_text(lid)) + sources(requirement_text(lid)))
    missing = {s for s in used if needs_translation(s) and s not in marked}
    assert not missing
    assert len(used) > 80
