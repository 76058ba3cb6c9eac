<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Masters of Renaissance</source>
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
    <name>GameController</name>
    <message>
        <source>The computer opponents could not start their search: {reason}. They will play simply until this is fixed.</source>
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
        <source>Cancel choice</source>
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
