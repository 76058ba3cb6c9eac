"""The search tree of the MCTS bot (``mcts.py``) and its reuse through a turn.

``Node`` is one decision of the tree (its visits, value sum, availability
count, prior); ``descend`` finds the node the decisions applied since a search
lead to, and ``TreeMemo`` keeps the last search's tree for the turn's next
decision (in a worker process, or by an inline bot).
"""

from __future__ import annotations

from collections.abc import Sequence

from core import Action, Game, TurnMode

from .greedy import Leaf

PLACING, WHITES = TurnMode.PLACING, TurnMode.WHITES


class Node:
    """One decision of the tree: ``n`` visits, ``w`` the sum of the values
    (for ``mover``, the seat that made it) backed up through it, ``avail``
    how often it was open when its parent was visited, ``prior`` its greedy
    one-step value scaled to [0, 1]."""

    __slots__ = ("action", "avail", "children", "leaf", "mover", "n", "prior", "w")

    def __init__(self, mover: int, action: Action | None = None, prior: float = 0.0) -> None:
        self.mover = mover  # seat that made the decision leading here
        self.action = action
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.prior = prior
        # keyed by id() of the canonical decision (every legal list holds the
        # same Action objects), which is much cheaper than hashing the dataclass
        self.children: dict[int, Node] | None = None
        # solo: ``values`` of the position this decision led to when its
        # parent was expanded, used as its first evaluation (then dropped)
        self.leaf: Leaf | None = None


def descend(tree: Node | None, game: Game | None, actions: Sequence[Action]) -> Node | None:
    """The node of ``tree`` (searched from ``game``) that ``actions``, the
    decisions applied since, lead to: the root to grow for the turn's next
    decision, which so starts with the visits its line got while the earlier
    decision was searched.  Decisions the search applies without a tree
    level (forced ones, placement) are stepped over as it does.  None when
    the line leaves the tree (or ``actions`` is empty)."""
    if tree is None or game is None or not actions:
        return None
    g = game.clone()
    node = tree
    first = True
    try:
        for act in actions:
            legal = g.legal_actions()
            canon = legal[legal.index(act)]
            if first or not (len(legal) == 1 or g.turn_mode in (PLACING, WHITES)):
                children = node.children
                child = children.get(id(canon)) if children else None
                if child is None:
                    return None
                node = child
            first = False
            g.apply(canon)
    except ValueError:  # not legal there: the game is not the one searched
        return None
    node.leaf = None
    return node


class TreeMemo:
    """The last search's tree and the game it searched, kept (in a worker
    process, or by an inline bot) for the turn's next decision."""

    __slots__ = ("game", "tree")

    def __init__(self) -> None:
        self.tree: Node | None = None
        self.game: Game | None = None

    def root(self, reuse: Sequence[Action] | None) -> Node:
        """The root for the next search: the old tree's node ``reuse`` leads
        to, or a new one.  Drops the rest of the old tree."""
        node = descend(self.tree, self.game, reuse) if reuse else None
        self.tree = self.game = None
        return node if node is not None else Node(mover=-1)

    def keep(self, root: Node, game: Game) -> None:
        self.tree, self.game = root, game
