<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>the terminal (the log file could not be written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app ran into an unexpected error. Your game is saved and goes on from where it was; if something looks wrong, reopen it from the autosave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Masters of Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from the Game menu (Ctrl+N), or open a saved one (Ctrl+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score sheet shows the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot&apos;s moves appear on the table and in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: white marbles</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n white marble(s) left. What does it give?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: choose your leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click 2 of the 4 leaders dealt on your board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None selected yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep these two leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select exactly 2 of your leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: initial resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choose %n more resource(s) for your warehouse.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>two different resources need room in the depots (R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: place the resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the market: %1. Click the warehouse or use the buttons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no room in the warehouse (R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every other player moves 1 faith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo moves 1 space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-place all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store what fits, discard the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push a market arrow, click a highlighted card to buy it, or start a production. Leaders can be played or discarded before or after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main action done. Play or discard a leader, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose production powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no production possible now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying card %1: click a highlighted slot on your board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take one main action first (R3.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click powers on your board (cards on top of your slots, the basic production, production leaders) to add or remove them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Pay:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Get:&lt;/b&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add at least one power you can pay for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader %1 → </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisMenu</name>
    <message>
        <source>Cannot analyse this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game for analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.mor);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open for &amp;analysis…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Bot review ({budget}): not reviewed, the search failed ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) could not be reviewed: the search failed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Bot review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score if the game ended now (VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faith track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no review yet: run a bot review to see the win chances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy / medium / hard, or it=N iterations per search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v / %m decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biggest mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous decision (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next decision (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score if the game ended now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next, decision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot review (%1): win chance %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, expected score %1 → %2 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot preferred: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot agrees with this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search value (half win chance, half score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n visit(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Bot&apos;s candidates: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 decisions of %3 reviewed (budget %4), stored in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not been reviewed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bot preferred %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mistakes found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing %1 at %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n decision(s) (kept).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %n decision(s) of %1 at %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Some decisions could not be reviewed because the bot&apos;s search failed: {reason}. They are marked &quot;not reviewed&quot;; review again to retry them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over at this position: choose an earlier decision.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Win probability (bot&apos;s model)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The computer opponents could not start their search: {reason}. They will play simply until this is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>F1: read the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any leader actions (play one whose requirement you meet, or discard one for 1 faith), exactly &lt;b&gt;one&lt;/b&gt; main action, more leader actions, then &lt;i&gt;End turn&lt;/i&gt;. (R3.1, R3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push the slide marble into a row (from the right) or a column (from the bottom) and take its marbles: yellow coin, grey stone, purple servant, blue shield, red 1 faith, white nothing. Store or discard each resource; each discard gives every other player 1 faith. (R4.1–R4.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depots of 1, 2 and 3, one kind each, no kind twice; depot leaders add 2 places for their kind. The strongbox is unlimited, filled by production only. (R5.1–R5.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top card of a pile, paid from anywhere, minus discounts; level I on an empty slot, II on I, III on II. (R6.1–R6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any of your powers, each once: slot tops, basic (2 any → 1 of choice), leaders (1 → 1 of choice + 1 faith). Pay everything first; outputs go to the strongbox. (R7.1–R7.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The track ends at 24. When a marker first reaches a Pope space (8, 16, 24), everyone in that section turns the favour tile up (2, 3, 4 VP), the others lose it. (R8.1–R8.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a player reaches 24 faith or owns 7 cards, the round is finished. Score cards, faith, favour tiles, leaders and 1 VP per 5 resources; ties go to resources left. (R10.1–R11.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each of your turns Lorenzo turns a token: discard 2 cards of a colour (lowest level first), black cross +2, or black cross +1 and reshuffle. You lose if a colour is gone or the cross reaches 24; you win at 24 faith or 7 cards. (R12.1–R12.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancel a half-made choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rule under the mouse, or the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masters of Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masters of Renaissance is a board game designed by Simone Luciani and Nestore Mangone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is an unofficial fan implementation, not affiliated with the publisher. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All art is our own, drawn by the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: MIT. The program comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masters of Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 catalogue is missing; run scripts/bootstrap.sh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the log could not be rebuilt: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving needs core.savefile, which is not in this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.mor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.mor);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seats do not match the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game was saved automatically. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bot preferred %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: one human against Lorenzo il Magnifico.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the same seed replays the same setup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (drawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each seat needs a different name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo is one human against Lorenzo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue this position with these players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other players look away: your leaders will be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>Quick reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Masters of Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules (a word, or a number like R6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules text (rules.md) is missing from this installation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) found</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Development cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faith track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pope&apos;s favor tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources (1 VP / 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources left (tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You beat Lorenzo!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n victory points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross or his discards ended the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie on points: broken by the most resources left (R11.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie on points and on resources left: the victory is shared.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>end your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirm: keep the chosen leaders, produce, place everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancel a half-made purchase, production or choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start a production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take a market line: R then 1-3 for a row, C then 1-4 for a column</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Game ▸ New game… (Ctrl+N) to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masters of Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the slide marble (%1): it enters the line you push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marble: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this deck is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy %1 for %2, then pick a slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>faith %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 res</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bot · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human vs Lorenzo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1   ·   %2 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>section %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faith %1 (%2 VP); favor tiles — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Lorenzo&apos;s black cross on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pope&apos;s favor tile %1 (%2 VP): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warehouse: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store %1 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No room for %1 (R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strongbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strongbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this power from the production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this power to the production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already used in this production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 in slot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covered: %1 (still scores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in hand: %1; needs %2 (met)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in hand: %1; needs %2 (not met)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leader in hand (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discarded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard leader %1 for 1 faith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish what you are doing first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only on your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose 2 of these 4 leaders to keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leader dealt (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo il Magnifico</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black cross on space %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last token revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens left in the stack: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo wins if his cross reaches the last space or a whole colour of cards is gone. You win with 7 cards or reaching the end of the faith track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo: black cross, last token, tokens left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 white marble (nothing, or a leader&apos;s resource)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 white marbles (nothing, or a leader&apos;s resource)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (or a leader&apos;s resource)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 faith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>basic production: any 2 resources → 1 of your choice; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup — %1 chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 — %2 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the score sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick 2 of the 4 leaders dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose 1 initial resource.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1 initial resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place each resource from the market in the warehouse, or discard it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what each white marble gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production under way: add powers, then finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main action done: play or discard leaders, then end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take resources from the market, buy one card, or activate production. Leaders before or after.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Masters of Renaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build an engine of cards and resources in Renaissance Florence. Play alone against Lorenzo il Magnifico, or against computer players. Everything is done by clicking the highlighted choices; Ctrl+Z takes back a decision of your turn, H asks for a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a solo game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>{n} faith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {id} ({colour} {level}, {vp} VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{res} discount on cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra depot for {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white marbles give {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>produces any resource and 1 faith from {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader {id} ({ability}, {vp} VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} keeps 2 of the 4 leaders dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} keeps leaders {a} and {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} takes {res} as an initial resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} takes {line} from the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} turns a white marble into {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} stores {res} in the warehouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} discards {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} buys {card} into slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} produces with card {id} in slot {slot}: {pay} into {gets}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} produces with slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} uses the basic production: {res1} + {res2} into {res3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} uses leader {id}: {pay} into {gets} and 1 faith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} finishes the production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} plays {leader}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} discards leader {id} for 1 faith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup is complete: the game begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: {who} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} gets the marbles {marbles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} pays {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} produces {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} produces {res} into the strongbox and {faith}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} produces {res} into the strongbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} moves on the faith track from {start} to {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross moves from {start} to {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vatican report {n}: {who} turns the favor tile face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vatican report {n}: {who} discards the favor tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vatican report {n}: favor tile for {got}; discarded by {lost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vatican report {n}: favor tile for {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vatican report {n}: discarded by {lost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vatican report {n}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} triggers the end of the game: the round is played to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo reveals a token: {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo finds no {colour} card left to discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo discards {cards} from the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lorenzo shuffles all his tokens into a new stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {who} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: Lorenzo wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {who} win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black cross +2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black cross +1, then shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a decision: {action} is no move of this game (see docs/notation.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal decision {action}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} must first keep 2 of the 4 leaders dealt ({ids})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} has already chosen leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no room for {res} in the warehouse (R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} must first choose initial resources (R2.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setup is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} must first store or discard the {res} taken from the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no white-marble leader of {who} gives {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} must first choose what each white marble gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing from the market to store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no production is under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish the production first (leader actions come before or after, R3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take one main action first: market, buy or production (R3.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the main action of this turn has been taken (R3.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader {id} is already in play (R9.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader {id} is not in {who}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the requirement of leader {id} is not met: {req} (R9.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not possible now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough resources: missing {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {id} is not the top card of its deck (R6.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a level {level} card goes on an empty slot (R6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a level {level} card goes on a slot topped by a level {below} card (R6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough resources: missing {res} (R6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each power works once per production (R7.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot {slot} has no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader {id} is not an active production leader of this player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no {res} to pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a servant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} servant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} servants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} shields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} green card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} blue card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} yellow card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} purple card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} green cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} blue cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} yellow cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} purple cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} green level {level} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} blue level {level} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} yellow level {level} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} purple level {level} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} green level {level} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} blue level {level} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} yellow level {level} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} purple level {level} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
