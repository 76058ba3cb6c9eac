"""The engine's words for people: sentences, not rules.

Every text the engine hands to a reader is a translatable ``Message``
(``messages``); these modules build them.  Outside ``core``, everything here
is reached through ``from core import ...`` (the names are listed in
``core/__init__.py``):

- ``messages``: ``Message``, its translation context, ``join_and``;
- ``names``: resources, colours, marbles and levels in words;
- ``describe``: a decision or an event as a log sentence, cards as text;
- ``explain``: why a decision is illegal, what a leader requires;
- ``rulebook``: the rules text (docs/rules.md) and its numbered rules.
"""
