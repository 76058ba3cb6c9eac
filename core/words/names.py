"""The game's words as translatable messages: resources, colours, marbles.

Each form a sentence needs is its own message (a noun, "a coin", "2 coins",
"2 green cards"), because other languages inflect them differently (French
articles and adjectives follow the gender and number of the noun).
"""

from __future__ import annotations

from .messages import QT_TRANSLATE_NOOP, Message

# The names of seats nobody named (a bot's at the app's table or a network table):
# Renaissance patrons, written the same in every language.
PLAYER_NAMES: tuple[str, ...] = ("Isabella", "Cosimo", "Caterina", "Niccolò")

# Indexed like core.data.RESOURCES: coin, stone, servant, shield.
_RESOURCE = (
    QT_TRANSLATE_NOOP("core", "coin"),
    QT_TRANSLATE_NOOP("core", "stone"),
    QT_TRANSLATE_NOOP("core", "servant"),
    QT_TRANSLATE_NOOP("core", "shield"),
)
_A_RESOURCE = (
    QT_TRANSLATE_NOOP("core", "a coin"),
    QT_TRANSLATE_NOOP("core", "a stone"),
    QT_TRANSLATE_NOOP("core", "a servant"),
    QT_TRANSLATE_NOOP("core", "a shield"),
)
_ONE_RESOURCE = (
    QT_TRANSLATE_NOOP("core", "{n} coin"),
    QT_TRANSLATE_NOOP("core", "{n} stone"),
    QT_TRANSLATE_NOOP("core", "{n} servant"),
    QT_TRANSLATE_NOOP("core", "{n} shield"),
)
_MANY_RESOURCES = (
    QT_TRANSLATE_NOOP("core", "{n} coins"),
    QT_TRANSLATE_NOOP("core", "{n} stones"),
    QT_TRANSLATE_NOOP("core", "{n} servants"),
    QT_TRANSLATE_NOOP("core", "{n} shields"),
)

# Indexed like core.data.COLORS: green, blue, yellow, purple (card colours).
_COLOUR = (
    QT_TRANSLATE_NOOP("core", "green"),
    QT_TRANSLATE_NOOP("core", "blue"),
    QT_TRANSLATE_NOOP("core", "yellow"),
    QT_TRANSLATE_NOOP("core", "purple"),
)
_ONE_CARD = (
    QT_TRANSLATE_NOOP("core", "{n} green card"),
    QT_TRANSLATE_NOOP("core", "{n} blue card"),
    QT_TRANSLATE_NOOP("core", "{n} yellow card"),
    QT_TRANSLATE_NOOP("core", "{n} purple card"),
)
_MANY_CARDS = (
    QT_TRANSLATE_NOOP("core", "{n} green cards"),
    QT_TRANSLATE_NOOP("core", "{n} blue cards"),
    QT_TRANSLATE_NOOP("core", "{n} yellow cards"),
    QT_TRANSLATE_NOOP("core", "{n} purple cards"),
)
_ONE_LEVEL_CARD = (
    QT_TRANSLATE_NOOP("core", "{n} green level {level} card"),
    QT_TRANSLATE_NOOP("core", "{n} blue level {level} card"),
    QT_TRANSLATE_NOOP("core", "{n} yellow level {level} card"),
    QT_TRANSLATE_NOOP("core", "{n} purple level {level} card"),
)
_MANY_LEVEL_CARDS = (
    QT_TRANSLATE_NOOP("core", "{n} green level {level} cards"),
    QT_TRANSLATE_NOOP("core", "{n} blue level {level} cards"),
    QT_TRANSLATE_NOOP("core", "{n} yellow level {level} cards"),
    QT_TRANSLATE_NOOP("core", "{n} purple level {level} cards"),
)

# Indexed like core.data.MARBLES: yellow, grey, purple, blue, white, red.
_MARBLE = (
    QT_TRANSLATE_NOOP("core", "yellow"),
    QT_TRANSLATE_NOOP("core", "grey"),
    QT_TRANSLATE_NOOP("core", "purple"),
    QT_TRANSLATE_NOOP("core", "blue"),
    QT_TRANSLATE_NOOP("core", "white"),
    QT_TRANSLATE_NOOP("core", "red"),
)

ROMAN = ("", "I", "II", "III")


def resource_name(res: int) -> Message:
    """The bare noun: "coin"."""
    return Message(_RESOURCE[res])


def a_resource(res: int) -> Message:
    """With its article: "a coin"."""
    return Message(_A_RESOURCE[res])


def resource_count(res: int, n: int) -> Message:
    """A number of them: "1 coin", "2 coins"."""
    return Message(_ONE_RESOURCE[res] if n == 1 else _MANY_RESOURCES[res], n=n)


def colour_name(color: int) -> Message:
    """A card colour as an adjective: "green"."""
    return Message(_COLOUR[color])


def colour_cards(color: int, n: int, level: int = 0) -> Message:
    """"2 green cards", "1 green level II card"."""
    if level:
        table = _ONE_LEVEL_CARD if n == 1 else _MANY_LEVEL_CARDS
        return Message(table[color], n=n, level=ROMAN[level])
    return Message((_ONE_CARD if n == 1 else _MANY_CARDS)[color], n=n)


def marble_name(marble: int) -> Message:
    """A marble's colour: "grey"."""
    return Message(_MARBLE[marble])
