<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Masters of Renaissance</source>
        <translation>À propos de Masters of Renaissance</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu (Ctrl+N), or open a saved one (Ctrl+O).</source>
        <translation>Lancez une nouvelle partie depuis le menu Partie (Ctrl+N) ou ouvrez une partie enregistrée (Ctrl+O).</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>The score sheet shows the result.</source>
        <translation>La feuille de score affiche le résultat.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>The bot&apos;s moves appear on the table and in the log.</source>
        <translation>Les coups de l&apos;ordinateur s&apos;affichent sur la table et dans le journal.</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l&apos;écran à %1</translation>
    </message>
    <message>
        <source>%1: white marbles</source>
        <translation>%1 : billes blanches</translation>
    </message>
    <message numerus="yes">
        <source>%n white marble(s) left. What does it give?</source>
        <translation>
            <numerusform>%n bille blanche restante. Que donne-t-elle ?</numerusform>
            <numerusform>%n billes blanches restantes. Que donne la suivante ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <source>The computer&apos;s three best decisions for you now, with their win chances</source>
        <translation>Les trois meilleures décisions de l&apos;ordinateur pour vous maintenant, avec leurs chances de victoire</translation>
    </message>
    <message>
        <source>The score sheet has your points, Rematch and New game.</source>
        <translation>La feuille de score donne vos points, avec Revanche et Nouvelle partie.</translation>
    </message>
    <message>
        <source>The score sheet has everyone&apos;s points, Rematch and New game.</source>
        <translation>La feuille de score donne les points de chacun, avec Revanche et Nouvelle partie.</translation>
    </message>
    <message>
        <source>Show the score sheet</source>
        <translation>Afficher la feuille de score</translation>
    </message>
    <message>
        <source>Their moves appear on the table and in the log.</source>
        <translation>Ses coups s&apos;affichent sur la table et dans le journal.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>%1 plays next: Resume, or Step for one decision.</source>
        <translation>%1 joue ensuite : Reprendre, ou Pas à pas pour une seule décision.</translation>
    </message>
    <message>
        <source>%1: choose your leaders</source>
        <translation>%1 : choisissez vos Leaders</translation>
    </message>
    <message>
        <source>Click 2 of the 4 leaders dealt on your board.</source>
        <translation>Cliquez sur 2 des 4 Leaders distribués sur votre plateau.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Choisis : %1</translation>
    </message>
    <message>
        <source>None selected yet.</source>
        <translation>Aucun choisi pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Keep these two leaders</source>
        <translation>Garder ces deux Leaders</translation>
    </message>
    <message>
        <source>select exactly 2 of your leaders</source>
        <translation>choisissez exactement 2 de vos Leaders</translation>
    </message>
    <message>
        <source>%1: initial resources</source>
        <translation>%1 : Ressources de départ</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n more resource(s) for your warehouse.</source>
        <translation>
            <numerusform>Choisissez encore %n Ressource pour votre Entrepôt.</numerusform>
            <numerusform>Choisissez encore %n Ressources pour votre Entrepôt.</numerusform>
        </translation>
    </message>
    <message>
        <source>two different resources need room in the depots (R5)</source>
        <translation>deux Ressources différentes demandent de la place sur les étagères (R5)</translation>
    </message>
    <message>
        <source>%1: place the resources</source>
        <translation>%1 : placez les Ressources</translation>
    </message>
    <message>
        <source>From the market: %1. Click the warehouse or use the buttons.</source>
        <translation>Du Marché : %1. Cliquez sur l&apos;Entrepôt ou utilisez les boutons.</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1 (maintenant)</translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Stocker : %1</translation>
    </message>
    <message>
        <source>no room in the warehouse (R5)</source>
        <translation>pas de place dans l&apos;Entrepôt (R5)</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausser : %1</translation>
    </message>
    <message>
        <source>every other player moves 1 faith</source>
        <translation>chaque autre joueur avance d&apos;1 point de Foi</translation>
    </message>
    <message>
        <source>Lorenzo moves 1 space</source>
        <translation>Lorenzo avance d&apos;1 case</translation>
    </message>
    <message>
        <source>Auto-place all</source>
        <translation>Tout placer</translation>
    </message>
    <message>
        <source>store what fits, discard the rest</source>
        <translation>stocke ce qui tient, défausse le reste</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, à vous</translation>
    </message>
    <message>
        <source>Push a market arrow, click a highlighted card to buy it, or start a production. Leaders can be played or discarded before or after.</source>
        <translation>Poussez une flèche du Marché, cliquez sur une carte en surbrillance pour l&apos;acheter ou lancez une Production. Les Leaders se jouent ou se défaussent avant ou après.</translation>
    </message>
    <message>
        <source>Main action done. Play or discard a leader, or end your turn.</source>
        <translation>Action principale faite. Jouez ou défaussez un Leader, ou finissez votre tour.</translation>
    </message>
    <message>
        <source>Production…</source>
        <translation>Production…</translation>
    </message>
    <message>
        <source>choose production powers</source>
        <translation>choisir des capacités de Production</translation>
    </message>
    <message>
        <source>no production possible now</source>
        <translation>aucune Production possible maintenant</translation>
    </message>
    <message>
        <source>Buying card %1: click a highlighted slot on your board.</source>
        <translation>Achat de la carte %1 : cliquez sur un emplacement en surbrillance de votre plateau.</translation>
    </message>
    <message>
        <source>Cancel purchase</source>
        <translation>Annuler l&apos;achat</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>take one main action first (R3.1)</source>
        <translation>faites d&apos;abord une action principale (R3.1)</translation>
    </message>
    <message>
        <source>%1: production</source>
        <translation>%1 : Production</translation>
    </message>
    <message>
        <source>Click powers on your board (cards on top of your slots, the basic production, production leaders) to add or remove them.</source>
        <translation>Cliquez sur les capacités de votre plateau (cartes du dessus de vos emplacements, Production initiale, Leaders de Production) pour les ajouter ou les retirer.</translation>
    </message>
    <message>
        <source>• slot %1</source>
        <translation>• emplacement %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pay:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Get:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Payer :&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Recevoir :&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produire</translation>
    </message>
    <message>
        <source>add at least one power you can pay for</source>
        <translation>ajoutez au moins une capacité que vous pouvez payer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Basic:</source>
        <translation>Initiale :</translation>
    </message>
    <message>
        <source>Leader %1 → </source>
        <translation>Leader %1 → </translation>
    </message>
</context>
<context>
    <name>AnalysisLayout</name>
    <message>
        <source>Analysis — %1</source>
        <translation>Analyse — %1</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Score if the game ended now (VP)</source>
        <translation>Score si la partie finissait là (PV)</translation>
    </message>
    <message>
        <source>Faith track</source>
        <translation>Piste Foi</translation>
    </message>
    <message>
        <source>no review yet: run a bot review to see the win chances</source>
        <translation>pas encore de revue : lancez une revue par l&apos;ordinateur pour voir les chances de victoire</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Bot review</source>
        <translation>Revue par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Biggest mistakes</source>
        <translation>Plus grosses erreurs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>easy / medium / hard, or it=N iterations per search</source>
        <translation>easy / medium / hard, ou it=N itérations par recherche</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%v / %m decisions</source>
        <translation>%v / %m décisions</translation>
    </message>
    <message>
        <source>Save review in the file</source>
        <translation>Enregistrer l&apos;analyse dans le fichier</translation>
    </message>
    <message>
        <source>The review is written into the save only when you ask</source>
        <translation>L&apos;analyse n&apos;est écrite dans la sauvegarde que si vous le demandez</translation>
    </message>
    <message>
        <source>Show all hidden cards…</source>
        <translation>Montrer toutes les cartes cachées…</translation>
    </message>
    <message>
        <source>Every player&apos;s hidden leaders, for everyone looking at the screen</source>
        <translation>Les leaders cachés de chaque joueur, pour tous ceux qui regardent l&apos;écran</translation>
    </message>
    <message>
        <source>Play on from here…</source>
        <translation>Continuer à partir d&apos;ici…</translation>
    </message>
    <message>
        <source>Start of the game (Home)</source>
        <translation>Début de la partie (Début)</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Previous decision (←)</source>
        <translation>Décision précédente (←)</translation>
    </message>
    <message>
        <source>Next decision (→)</source>
        <translation>Décision suivante (→)</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>End (End)</source>
        <translation>Fin (Fin)</translation>
    </message>
</context>
<context>
    <name>AnalysisMenu</name>
    <message>
        <source>Cannot analyse this game</source>
        <translation>Impossible d&apos;analyser cette partie</translation>
    </message>
    <message>
        <source>Open a game for analysis</source>
        <translation>Ouvrir une partie à analyser</translation>
    </message>
    <message>
        <source>Saved games (*.mor);;All files (*)</source>
        <translation>Parties enregistrées (*.mor);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Open &amp;for analysis…</source>
        <translation>Ouvrir pour l&apos;&amp;analyse…</translation>
    </message>
</context>
<context>
    <name>AnalysisPlayOn</name>
    <message>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>The game is over at this position: choose an earlier decision.</source>
        <translation>La partie est finie à cette position : choisissez une décision plus ancienne.</translation>
    </message>
</context>
<context>
    <name>AnalysisPosition</name>
    <message>
        <source> · game over</source>
        <translation> · partie terminée</translation>
    </message>
    <message>
        <source>Decision %1 / %2</source>
        <translation>Décision %1 / %2</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decision %1&lt;/b&gt; — %2: %3</source>
        <translation>&lt;b&gt;Décision %1&lt;/b&gt; — %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next, decision %1&lt;/b&gt; — %2: %3</source>
        <translation>&lt;b&gt;Ensuite, décision %1&lt;/b&gt; — %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Score if the game ended now: %1</source>
        <translation>Score si la partie s&apos;arrêtait maintenant : %1</translation>
    </message>
    <message>
        <source>To move: %1</source>
        <translation>Au trait : %1</translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross</source>
        <translation>Croix noire de Lorenzo</translation>
    </message>
</context>
<context>
    <name>AnalysisPrivacy</name>
    <message>
        <source>%1 plays a hidden leader</source>
        <translation>%1 joue un Leader caché</translation>
    </message>
    <message>
        <source>plays a hidden leader</source>
        <translation>joue un Leader caché</translation>
    </message>
    <message>
        <source>%1 discards a hidden leader for 1 faith</source>
        <translation>%1 défausse un Leader caché pour 1 Foi</translation>
    </message>
    <message>
        <source>discards a hidden leader for 1 faith</source>
        <translation>défausse un Leader caché pour 1 Foi</translation>
    </message>
</context>
<context>
    <name>AnalysisReview</name>
    <message>
        <source>No mistakes found.</source>
        <translation>Aucune erreur trouvée.</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>Pas encore revu.</translation>
    </message>
    <message>
        <source>Show all hidden cards?</source>
        <translation>Montrer toutes les cartes cachées ?</translation>
    </message>
    <message>
        <source>The game is not over: this shows every player&apos;s hidden leaders and the leaders they set aside, to anyone looking at the screen. Show them?</source>
        <translation>La partie n&apos;est pas finie : cela montre les leaders cachés de chaque joueur et ceux qu&apos;ils ont écartés, à tous ceux qui regardent l&apos;écran. Les montrer ?</translation>
    </message>
    <message>
        <source>Bad budget</source>
        <translation>Budget incorrect</translation>
    </message>
    <message>
        <source>Bot review</source>
        <translation>Revue par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Some decisions could not be reviewed because the bot&apos;s search failed: {reason}. They are marked &quot;not reviewed&quot;; review again to retry them.</source>
        <translation>Certaines décisions n&apos;ont pas pu être revues car la recherche de l&apos;ordinateur a échoué : {reason}. Elles sont marquées « non revue » ; relancez la revue pour réessayer.</translation>
    </message>
    <message>
        <source>Could not save the review</source>
        <translation>Impossible d&apos;enregistrer la revue</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Bot review ({budget}): not reviewed, the search failed ({reason})</source>
        <translation>Revue de l&apos;ordinateur ({budget}) : non revue, la recherche a échoué ({reason})</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) could not be reviewed: the search failed.</source>
        <translation>
            <numerusform>%n décision n&apos;a pas pu être revue : la recherche a échoué.</numerusform>
            <numerusform>%n décisions n&apos;ont pas pu être revues : la recherche a échoué.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bot review (%1): win chance %2</source>
        <translation>Revue de l&apos;ordinateur (%1) : chance de victoire %2</translation>
    </message>
    <message>
        <source>, expected score %1 → %2 VP</source>
        <translation>, score attendu %1 → %2 PV</translation>
    </message>
    <message>
        <source>Bot preferred: %1</source>
        <translation>L&apos;ordinateur préférait : %1</translation>
    </message>
    <message>
        <source>The bot agrees with this decision</source>
        <translation>L&apos;ordinateur approuve cette décision</translation>
    </message>
    <message>
        <source>win chance</source>
        <translation>chance de victoire</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a mistake&apos;s grade: what it lost</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>lost %1 of %2</source>
        <translation>perte de %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n visit(s))</source>
        <translation>
            <numerusform>%1 (%2, %n visite)</numerusform>
            <numerusform>%1 (%2, %n visites)</numerusform>
        </translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <source>Bot&apos;s candidates: %1</source>
        <translation>Candidats de l&apos;ordinateur : %1</translation>
    </message>
    <message>
        <source>%1 of %2 decisions of %3 reviewed (budget %4), stored in the file.</source>
        <translation>%3 : %1 décisions sur %2 revues (budget %4), enregistrées dans le fichier.</translation>
    </message>
    <message>
        <source>%1 has not been reviewed yet.</source>
        <translation>%1 : décisions pas encore revues.</translation>
    </message>
    <message>
        <source>%1. %2 (%3): %4</source>
        <translation>%1. %2 (%3)&#xa0;: %4</translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation>Mieux&#xa0;: %1</translation>
    </message>
    <message>
        <source>Starting the bot&apos;s search processes (a few seconds the first time)…</source>
        <translation>Démarrage des processus de recherche de l&apos;ordinateur (quelques secondes la première fois)…</translation>
    </message>
    <message>
        <source>Reviewing %1 at %2…</source>
        <translation>Revue en cours pour %1 (%2)…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n decision(s) (kept).</source>
        <translation>
            <numerusform>Annulé après %n décision (conservée).</numerusform>
            <numerusform>Annulé après %n décisions (conservées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %n decision(s) of %1 at %2.</source>
        <translation>
            <numerusform>%1 : %n décision revue, budget %2.</numerusform>
            <numerusform>%1 : %n décisions revues, budget %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>search value (win chance and score mixed)</source>
        <translation>valeur de recherche (chance de victoire et score mêlés)</translation>
    </message>
    <message>
        <source>Not saved in the file yet.</source>
        <translation>Pas encore enregistrée dans le fichier.</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>La revue a échoué : %1</translation>
    </message>
    <message>
        <source>The review is saved in the file.</source>
        <translation>L&apos;analyse est enregistrée dans le fichier.</translation>
    </message>
</context>
<context>
    <name>AppLog</name>
    <message>
        <source>the terminal (the log file could not be written)</source>
        <translation>le terminal (le fichier journal n&apos;a pas pu être écrit)</translation>
    </message>
    <message>
        <source>The app ran into an unexpected error. Your game is saved and goes on from where it was; if something looks wrong, reopen it from the autosave.</source>
        <translation>L&apos;application a rencontré une erreur inattendue. Votre partie est enregistrée et continue là où elle en était ; si quelque chose semble anormal, rouvrez-la depuis la sauvegarde automatique.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation>Les détails sont dans le journal : %1</translation>
    </message>
</context>
<context>
    <name>Art</name>
    <message>
        <source>discount</source>
        <translation>réduction</translation>
    </message>
    <message>
        <source>depot</source>
        <translation>entrepôt</translation>
    </message>
    <message>
        <source>white marble</source>
        <translation>bille blanche</translation>
    </message>
    <message>
        <source>production</source>
        <translation>production</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Thinks briefly and often plays a looser move: a gentle opponent.</source>
        <translation>Réfléchit peu et joue souvent un coup moins précis : un adversaire indulgent.</translation>
    </message>
    <message>
        <source>Searches a little and now and then plays a looser move.</source>
        <translation>Cherche un peu et joue de temps en temps un coup moins précis.</translation>
    </message>
    <message>
        <source>Searches longer and always plays the best move it finds.</source>
        <translation>Cherche plus longtemps et joue toujours le meilleur coup qu&apos;il trouve.</translation>
    </message>
    <message>
        <source>Searches longest, on two cores: the faster the computer, the stronger.</source>
        <translation>Cherche le plus longtemps, sur deux cœurs : plus l&apos;ordinateur est rapide, plus il est fort.</translation>
    </message>
    <message>
        <source>Takes the move that looks best right now, without searching ahead.</source>
        <translation>Joue le coup qui paraît le meilleur sur l&apos;instant, sans chercher plus loin.</translation>
    </message>
    <message>
        <source>Plays any legal move at random.</source>
        <translation>Joue au hasard un coup permis.</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
</context>
<context>
    <name>CardZoom</name>
    <message>
        <source>Development card {id}: {colour}, level {level}</source>
        <translation>Carte Développement {id} : {colour}, niveau {level}</translation>
    </message>
    <message>
        <source>Leader {id}</source>
        <translation>Leader {id}</translation>
    </message>
    <message>
        <source>Lorenzo discards {n} {colour} cards from the grid, lowest level first; if a colour is gone from the grid, Lorenzo wins.</source>
        <translation>Lorenzo défausse de la grille {n} cartes de couleur {colour}, en commençant par le niveau le plus bas ; si une couleur disparaît de la grille, Lorenzo gagne.</translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross moves {n} spaces on the faith track.</source>
        <translation>La Croix noire de Lorenzo avance de {n} cases sur la piste Foi.</translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross moves 1 space, then all the tokens are shuffled into a new stack.</source>
        <translation>La Croix noire de Lorenzo avance d&apos;une case, puis tous les jetons sont mélangés en une nouvelle pioche.</translation>
    </message>
    <message>
        <source>Lorenzo&apos;s action token</source>
        <translation>Jeton d&apos;action de Lorenzo</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>Coût :</translation>
    </message>
    <message>
        <source>Production:</source>
        <translation>Production :</translation>
    </message>
    <message>
        <source>Victory points:</source>
        <translation>Points de Victoire :</translation>
    </message>
    <message>
        <source>Requirement:</source>
        <translation>Condition :</translation>
    </message>
    <message>
        <source>Ability:</source>
        <translation>Capacité :</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Effet :</translation>
    </message>
    <message>
        <source>face up: it scores {vp} VP</source>
        <translation>face visible : elle rapporte {vp} PV</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>pas encore décidée</translation>
    </message>
    <message>
        <source>discarded: the report found you before the section</source>
        <translation>défaussée : le Rapport vous a trouvé avant la section</translation>
    </message>
    <message>
        <source>When someone reaches space {end} (a Vatican report), the tile turns face up for every player on spaces {start}-{end} or beyond, and is discarded for the others.</source>
        <translation>Quand quelqu&apos;un atteint la case {end} (un Rapport du Vatican), la tuile est retournée face visible pour chaque joueur sur les cases {start}-{end} ou au-delà, et défaussée pour les autres.</translation>
    </message>
    <message>
        <source>Pope&apos;s favor tile {n}</source>
        <translation>Tuile Faveur du Pape {n}</translation>
    </message>
    <message>
        <source>Worth:</source>
        <translation>Valeur :</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Règle :</translation>
    </message>
    <message>
        <source>Now:</source>
        <translation>Maintenant :</translation>
    </message>
    <message>
        <source>An extra depot for up to {res} (holding {n}).</source>
        <translation>Un Entrepôt supplémentaire pour {res} au plus (en contient {n}).</translation>
    </message>
    <message>
        <source>{vp} victory points</source>
        <translation>{vp} points de Victoire</translation>
    </message>
    <message>
        <source>Development cards cost you 1 {res} less.</source>
        <translation>Les cartes Développement vous coûtent 1 {res} de moins.</translation>
    </message>
    <message>
        <source>Each white marble you take from the market may give you a {res}.</source>
        <translation>Chaque bille blanche prise au Marché peut vous donner : {res}.</translation>
    </message>
    <message>
        <source>Production: 1 {res} → 1 resource of your choice and 1 faith.</source>
        <translation>Production : 1 {res} → 1 Ressource au choix et 1 point de Foi.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Win probability (bot&apos;s model)</source>
        <translation>Chances de victoire (modèle)</translation>
    </message>
    <message>
        <source>S</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>round</source>
        <translation>manche</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>coin</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <source>stone</source>
        <translation>Pierre</translation>
    </message>
    <message>
        <source>servant</source>
        <translation>Serviteur</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>Bouclier</translation>
    </message>
    <message>
        <source>a coin</source>
        <translation>une Pièce</translation>
    </message>
    <message>
        <source>a stone</source>
        <translation>une Pierre</translation>
    </message>
    <message>
        <source>a servant</source>
        <translation>un Serviteur</translation>
    </message>
    <message>
        <source>a shield</source>
        <translation>un Bouclier</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>keep leaders %1 and %2</source>
        <translation>garder les Leaders %1 et %2</translation>
    </message>
    <message>
        <source>take %1 to start</source>
        <translation>prendre %1 au départ</translation>
    </message>
    <message>
        <source>white marble as %1</source>
        <translation>bille blanche en %1</translation>
    </message>
    <message>
        <source>store %1</source>
        <translation>stocker %1</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>défausser %1</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>prendre la %1</translation>
    </message>
    <message>
        <source>buy card %1 into slot %2</source>
        <translation>acheter la carte %1 sur l&apos;emplacement %2</translation>
    </message>
    <message>
        <source>produce with slot %1</source>
        <translation>produire avec l&apos;emplacement %1</translation>
    </message>
    <message>
        <source>basic production: %1 + %2 → %3</source>
        <translation>Production initiale : %1 + %2 → %3</translation>
    </message>
    <message>
        <source>produce with leader %1 → %2</source>
        <translation>produire avec le Leader %1 → %2</translation>
    </message>
    <message>
        <source>finish the production</source>
        <translation>terminer la Production</translation>
    </message>
    <message>
        <source>play leader %1</source>
        <translation>jouer le Leader %1</translation>
    </message>
    <message>
        <source>discard leader %1</source>
        <translation>défausser le Leader %1</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>finir le tour</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>%1: unknown bot (%2); it plays as %3 instead</source>
        <translation>%1 : ordinateur inconnu (%2) ; il joue en %3 à la place</translation>
    </message>
    <message>
        <source>The rules engine failed on %1; the game is unchanged (%2).</source>
        <translation>Le moteur de règles a échoué sur %1 ; la partie est inchangée (%2).</translation>
    </message>
    <message>
        <source>%1 chose an illegal move (%2); a random one is played.</source>
        <translation>%1 a choisi un coup illégal (%2) ; un coup au hasard est joué.</translation>
    </message>
    <message>
        <source>The bot of %1 failed (%2); a random move is played.</source>
        <translation>L&apos;ordinateur qui joue pour %1 a échoué (%2) ; un coup au hasard est joué.</translation>
    </message>
    <message>
        <source>{name} played a decision below its level, without searching.</source>
        <translation>{name} a joué une décision en dessous de son niveau, sans recherche.</translation>
    </message>
    <message>
        <source>The search process of the computer opponents stopped: {reason}. A new one was started.</source>
        <translation>Le processus de recherche des adversaires de l&apos;ordinateur s&apos;est arrêté : {reason}. Un nouveau a été lancé.</translation>
    </message>
    <message>
        <source>The computer opponents could not start their search: {reason}. It is being started again.</source>
        <translation>Les adversaires de l&apos;ordinateur n&apos;ont pas pu lancer leur recherche : {reason}. Elle est relancée.</translation>
    </message>
    <message>
        <source>The computer opponents cannot search any more ({reason}): they play simply for the rest of this session.</source>
        <translation>Les adversaires de l&apos;ordinateur ne peuvent plus chercher ({reason}) : ils jouent simplement jusqu&apos;à la fin de cette session.</translation>
    </message>
    <message>
        <source>The search of the computer opponents failed: {reason}.</source>
        <translation>La recherche des adversaires de l&apos;ordinateur a échoué : {reason}.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>La sauvegarde automatique a échoué : %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>(%n earlier decisions are not shown here: Game › Open for analysis lists them all)</source>
        <translation>
            <numerusform>(%n décision antérieure n&apos;est pas affichée ici : Partie › Ouvrir pour analyse les liste toutes)</numerusform>
            <numerusform>(%n décisions antérieures ne sont pas affichées ici : Partie › Ouvrir pour analyse les liste toutes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>F1: read the rule</source>
        <translation>F1 : lire la règle</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Any leader actions (play one whose requirement you meet, or discard one for 1 faith), exactly &lt;b&gt;one&lt;/b&gt; main action, more leader actions, then &lt;i&gt;End turn&lt;/i&gt;. (R3.1, R3.2)</source>
        <translation>Des actions de Leader au choix (jouer un Leader dont vous remplissez la condition, ou en défausser un pour 1 point de Foi), exactement &lt;b&gt;une&lt;/b&gt; action principale, d&apos;autres actions de Leader, puis &lt;i&gt;Fin du tour&lt;/i&gt;. (R3.1, R3.2)</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Marché</translation>
    </message>
    <message>
        <source>Push the slide marble into a row (from the right) or a column (from the bottom) and take its marbles: yellow coin, grey stone, purple servant, blue shield, red 1 faith, white nothing. Store or discard each resource; each discard gives every other player 1 faith. (R4.1–R4.5)</source>
        <translation>Poussez la bille de la glissière dans une ligne (par la droite) ou une colonne (par le bas) et prenez ses billes : jaune Pièce, grise Pierre, violette Serviteur, bleue Bouclier, rouge 1 point de Foi, blanche rien. Stockez ou défaussez chaque Ressource ; chaque défausse donne 1 point de Foi à chaque autre joueur. (R4.1–R4.5)</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Entrepôt</translation>
    </message>
    <message>
        <source>Depots of 1, 2 and 3, one kind each, no kind twice; depot leaders add 2 places for their kind. The strongbox is unlimited, filled by production only. (R5.1–R5.3)</source>
        <translation>Étagères de 1, 2 et 3 places, un seul type chacune, jamais deux fois le même ; les Leaders Entrepôt ajoutent 2 places pour leur type. Le Coffre-fort est illimité et ne se remplit que par la Production. (R5.1–R5.3)</translation>
    </message>
    <message>
        <source>Buy a card</source>
        <translation>Acheter une carte</translation>
    </message>
    <message>
        <source>The top card of a pile, paid from anywhere, minus discounts; level I on an empty slot, II on I, III on II. (R6.1–R6.4)</source>
        <translation>La carte du dessus d&apos;une pile, payée depuis n&apos;importe où, moins les réductions ; niveau I sur un emplacement vide, II sur I, III sur II. (R6.1–R6.4)</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <source>Any of your powers, each once: slot tops, basic (2 any → 1 of choice), leaders (1 → 1 of choice + 1 faith). Pay everything first; outputs go to the strongbox. (R7.1–R7.3)</source>
        <translation>Vos capacités au choix, chacune une fois : cartes du dessus, initiale (2 au choix → 1 au choix), Leaders (1 → 1 au choix + 1 point de Foi). Tout se paie d&apos;abord ; les gains vont au Coffre-fort. (R7.1–R7.3)</translation>
    </message>
    <message>
        <source>Faith</source>
        <translation>Foi</translation>
    </message>
    <message>
        <source>The track ends at 24. When a marker first reaches a Pope space (8, 16, 24), everyone in that section turns the favour tile up (2, 3, 4 VP), the others lose it. (R8.1–R8.3)</source>
        <translation>La piste s&apos;arrête à 24. Quand un marqueur atteint le premier une case Pape (8, 16, 24), tous ceux qui sont dans la section retournent leur tuile Faveur du Pape (2, 3, 4 PV), les autres la perdent. (R8.1–R8.3)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>When a player reaches 24 faith or owns 7 cards, the round is finished. Score cards, faith, favour tiles, leaders and 1 VP per 5 resources; ties go to resources left. (R10.1–R11.2)</source>
        <translation>Quand un joueur atteint 24 en Foi ou possède 7 cartes, on finit le tour de table. On compte cartes, Foi, tuiles Faveur du Pape, Leaders et 1 PV par lot de 5 Ressources ; à égalité, les Ressources restantes départagent. (R10.1–R11.2)</translation>
    </message>
    <message>
        <source>Solo tokens</source>
        <translation>Jetons Solo</translation>
    </message>
    <message>
        <source>After each of your turns Lorenzo turns a token: discard 2 cards of a colour (lowest level first), black cross +2, or black cross +1 and reshuffle. You lose if a colour is gone or the cross reaches 24; you win at 24 faith or 7 cards. (R12.1–R12.4)</source>
        <translation>Après chacun de vos tours, Lorenzo retourne un jeton : défausser 2 cartes d&apos;une couleur (niveau le plus bas d&apos;abord), Croix noire +2, ou Croix noire +1 et mélange. Vous perdez si une couleur disparaît ou si la Croix atteint 24 ; vous gagnez à 24 en Foi ou avec 7 cartes. (R12.1–R12.4)</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouvrir</translation>
    </message>
    <message>
        <source>save</source>
        <translation>enregistrer</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annuler</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>rétablir</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>conseil</translation>
    </message>
    <message>
        <source>cancel a half-made choice</source>
        <translation>annuler un choix en cours</translation>
    </message>
    <message>
        <source>the rule under the mouse, or the rules</source>
        <translation>la règle sous la souris, ou les règles</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Masters of Renaissance</source>
        <translation>Masters of Renaissance</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Masters of Renaissance is a board game designed by Simone Luciani and Nestore Mangone.</source>
        <translation>Masters of Renaissance est un jeu de société conçu par Simone Luciani et Nestore Mangone.</translation>
    </message>
    <message>
        <source>This is an unofficial fan implementation, not affiliated with the publisher. </source>
        <translation>Ceci est une adaptation non officielle faite par des amateurs, sans lien avec l&apos;éditeur. </translation>
    </message>
    <message>
        <source>All art is our own, drawn by the program.</source>
        <translation>Tous les visuels sont les nôtres, dessinés par le programme.</translation>
    </message>
    <message>
        <source>Licence: MIT. The program comes with no warranty.</source>
        <translation>Licence : MIT. Le programme est fourni sans garantie.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network table</source>
        <translation>Héberger une table en réseau</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Votre nom à la table</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Places :</translation>
    </message>
    <message>
        <source>Me (this computer)</source>
        <translation>Moi (cet ordinateur)</translation>
    </message>
    <message>
        <source>A person (open seat)</source>
        <translation>Une personne (place ouverte)</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Place %1 :</translation>
    </message>
    <message>
        <source>a bot plays for them</source>
        <translation>l&apos;ordinateur joue à sa place</translation>
    </message>
    <message>
        <source>the table waits</source>
        <translation>la table attend</translation>
    </message>
    <message>
        <source>their turns are skipped</source>
        <translation>ses tours sont passés</translation>
    </message>
    <message>
        <source>A player away:</source>
        <translation>Un joueur absent :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the table waits for a player who went away, then the choice above applies</source>
        <translation>Combien de temps la table attend un joueur parti, avant que le choix ci-dessus s&apos;applique</translation>
    </message>
    <message>
        <source>Away for longer than:</source>
        <translation>Absent depuis plus de :</translation>
    </message>
    <message>
        <source>Start a server on this computer</source>
        <translation>Lancer un serveur sur cet ordinateur</translation>
    </message>
    <message>
        <source>Only this computer (loopback)</source>
        <translation>Seulement cet ordinateur (boucle locale)</translation>
    </message>
    <message>
        <source>Friends on other computers (encrypted)</source>
        <translation>Des amis sur d&apos;autres ordinateurs (chiffré)</translation>
    </message>
    <message>
        <source>Use a server (HOST:PORT):</source>
        <translation>Utiliser un serveur (HÔTE:PORT) :</translation>
    </message>
    <message>
        <source>Who can join:</source>
        <translation>Qui peut rejoindre :</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>Only one seat can be yours.</source>
        <translation>Une seule place peut être la vôtre.</translation>
    </message>
    <message>
        <source>A table of bots only: make one seat yours or open.</source>
        <translation>Une table de bots seulement : prenez une place ou ouvrez-en une.</translation>
    </message>
    <message>
        <source>The server is written HOST:PORT, e.g. 127.0.0.1:7878.</source>
        <translation>Le serveur s&apos;écrit HÔTE:PORT, par exemple 127.0.0.1:7878.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network table</source>
        <translation>Rejoindre une table en réseau</translation>
    </message>
    <message>
        <source>Invite:</source>
        <translation>Invitation :</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Votre nom à la table</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>An invite looks like mor://HOST:PORT/ROOM.</source>
        <translation>Une invitation ressemble à mor://HÔTE:PORT/SALLE.</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Games library</source>
        <translation>Bibliothèque de parties</translation>
    </message>
    <message>
        <source>The game could not be kept in the games library: %1</source>
        <translation>La partie n&apos;a pas pu être gardée dans la bibliothèque : %1</translation>
    </message>
</context>
<context>
    <name>LibraryGames</name>
    <message>
        <source>Any result</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Tous les adversaires</translation>
    </message>
    <message>
        <source>Any table</source>
        <translation>Toutes les tables</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Multiplayer</source>
        <translation>Multijoueur</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Export a copy</source>
        <translation>Exporter une copie</translation>
    </message>
    <message>
        <source>Saved games (*.mor)</source>
        <translation>Parties enregistrées (*.mor)</translation>
    </message>
    <message>
        <source>Could not export the game</source>
        <translation>Impossible d&apos;exporter la partie</translation>
    </message>
    <message>
        <source>Copied to %1</source>
        <translation>Copiée dans %1</translation>
    </message>
    <message>
        <source>Delete %1 from the library? The file is removed from the library&apos;s folder.</source>
        <translation>Supprimer %1 de la bibliothèque ? Le fichier est retiré du dossier de la bibliothèque.</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Supprimer une partie</translation>
    </message>
    <message>
        <source>Could not delete the game</source>
        <translation>Impossible de supprimer la partie</translation>
    </message>
</context>
<context>
    <name>LibraryJobs</name>
    <message>
        <source>Games library</source>
        <translation>Bibliothèque de parties</translation>
    </message>
    <message>
        <source>The library&apos;s index could not be used (%1). It is rebuilt from the game files.</source>
        <translation>L&apos;index de la bibliothèque était inutilisable (%1). Il est reconstruit à partir des fichiers de parties.</translation>
    </message>
    <message>
        <source>The library could not be updated</source>
        <translation>La bibliothèque n&apos;a pas pu être mise à jour</translation>
    </message>
    <message>
        <source>Indexing %v of %m</source>
        <translation>Indexation : %v sur %m</translation>
    </message>
    <message>
        <source>Import the games of a folder</source>
        <translation>Importer les parties d&apos;un dossier</translation>
    </message>
    <message>
        <source>Importing the games of %1…</source>
        <translation>Importation des parties de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>The folder could not be imported</source>
        <translation>Le dossier n&apos;a pas pu être importé</translation>
    </message>
</context>
<context>
    <name>LibraryMenu</name>
    <message>
        <source>Games library</source>
        <translation>Bibliothèque de parties</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <translation>&amp;Bibliothèque…</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Revue</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 vs Lorenzo</source>
        <translation>%1 contre Lorenzo</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
</context>
<context>
    <name>LibraryStats</name>
    <message>
        <source>No game of a human player in the library yet.</source>
        <translation>Aucune partie d&apos;un joueur humain dans la bibliothèque pour l&apos;instant.</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export the statistics</source>
        <translation>Impossible d&apos;exporter les statistiques</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Écrit dans %1</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Solo (Lorenzo)</source>
        <translation>Solo (Lorenzo)</translation>
    </message>
    <message>
        <source>Games library</source>
        <translation>Bibliothèque de parties</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Search names, levels, files…</source>
        <translation>Chercher noms, niveaux, fichiers…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the date filter: From [a day] to [a day]</comment>
        <translation>au</translation>
    </message>
    <message>
        <source>Only the games played between these two days</source>
        <translation>Seulement les parties jouées entre ces deux jours</translation>
    </message>
    <message>
        <source>Open for analysis</source>
        <translation>Ouvrir pour l&apos;analyse</translation>
    </message>
    <message>
        <source>Export a copy…</source>
        <translation>Exporter une copie…</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Montrer dans le dossier</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Import folder…</source>
        <translation>Importer un dossier…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>Exporter le tableau en CSV…</translation>
    </message>
    <message>
        <source>VP by round against:</source>
        <translation>PV par manche contre :</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>IC à 95 %</translation>
    </message>
    <message>
        <source>VP (mean ± sd)</source>
        <translation>PV (moy. ± é.-t.)</translation>
    </message>
    <message>
        <source>The win rate is in this range with 95 % confidence (Wilson interval): few games, a wide range</source>
        <translation>Le taux de victoire est dans cet intervalle avec une confiance de 95 % (intervalle de Wilson) : peu de parties, un intervalle large</translation>
    </message>
    <message>
        <source>Mean victory points of these games ± their standard deviation (how much they vary)</source>
        <translation>Points de victoire moyens de ces parties ± leur écart-type (leur dispersion)</translation>
    </message>
    <message>
        <source>Win rate over time, by level</source>
        <translation>Taux de victoire au fil des parties, par niveau</translation>
    </message>
    <message>
        <source>games played</source>
        <translation>parties jouées</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Aucune partie terminée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Victory points: how often</source>
        <translation>Points de victoire : fréquence</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>Mean VP after each round</source>
        <translation>PV moyens après chaque manche</translation>
    </message>
    <message>
        <source>round</source>
        <translation>manche</translation>
    </message>
    <message>
        <source>No finished game against this level</source>
        <translation>Aucune partie terminée contre ce niveau</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games shown</source>
        <translation>%1 parties affichées sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n files of the library could not be read (the log says why)</source>
        <translation>
            <numerusform>%n fichier de la bibliothèque n&apos;a pas pu être lu (le journal dit pourquoi)</numerusform>
            <numerusform>%n fichiers de la bibliothèque n&apos;ont pas pu être lus (le journal dit pourquoi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games added</source>
        <translation>
            <numerusform>%n partie ajoutée</numerusform>
            <numerusform>%n parties ajoutées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games skipped (already in the library)</source>
        <translation>
            <numerusform>%n partie ignorée (déjà dans la bibliothèque)</numerusform>
            <numerusform>%n parties ignorées (déjà dans la bibliothèque)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files refused (not readable)</source>
        <translation>
            <numerusform>%n fichier refusé (illisible)</numerusform>
            <numerusform>%n fichiers refusés (illisibles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (the log lists them)</source>
        <translation>
            <numerusform>… et %n autre (le journal le nomme)</numerusform>
            <numerusform>… et %n autres (le journal les liste)</numerusform>
        </translation>
    </message>
    <message>
        <source>The import was cancelled; what was done is kept.</source>
        <translation>L&apos;importation a été annulée ; ce qui était fait est gardé.</translation>
    </message>
    <message>
        <source>No solo game against Lorenzo yet.</source>
        <translation>Aucune partie solo contre Lorenzo pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Solo: %1 wins against Lorenzo in %2 games; best score %3 VP.</source>
        <translation>Solo : %1 victoires contre Lorenzo en %2 parties ; meilleur score %3 PV.</translation>
    </message>
    <message numerus="yes">
        <source>Latest streak: %n wins in a row.</source>
        <translation>
            <numerusform>Série en cours : %n victoire.</numerusform>
            <numerusform>Série en cours : %n victoires d&apos;affilée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Latest streak: %n losses in a row.</source>
        <translation>
            <numerusform>Série en cours : %n défaite.</numerusform>
            <numerusform>Série en cours : %n défaites d&apos;affilée.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Invite (send it to your friends):</source>
        <translation>Invitation (envoyez-la à vos amis) :</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>The game starts when every seat is ready</source>
        <translation>La partie commence quand chaque place est prête</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Say something (plain text)</source>
        <translation>Votre message (texte)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Friends on other computers need this computer&apos;s port %1 reachable (firewall, router). If the address in the invite is not the one they reach, edit it before copying.</source>
        <translation>Vos amis sur d&apos;autres ordinateurs doivent pouvoir atteindre le port %1 de cet ordinateur (pare-feu, box). Si l&apos;adresse de l&apos;invitation n&apos;est pas celle qu&apos;ils atteignent, modifiez-la avant de la copier.</translation>
    </message>
    <message>
        <source>bot: %1</source>
        <translation>ordinateur : %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <source>away, a bot plays</source>
        <translation>absent, l&apos;ordinateur joue</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>arrivé</translation>
    </message>
    <message>
        <source>here</source>
        <translation>présent</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(vous)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Masters of Renaissance cannot start</source>
        <translation>Masters of Renaissance ne peut pas démarrer</translation>
    </message>
    <message>
        <source>A file of the program is missing or damaged. Reinstalling the program should repair it.</source>
        <translation>Un fichier du programme est absent ou endommagé. Réinstaller le programme devrait le réparer.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Instant</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Masters of Renaissance</source>
        <translation>Masters of Renaissance</translation>
    </message>
    <message>
        <source>Bot speed:</source>
        <translation>Vitesse de l&apos;ordinateur :</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <source>Play the next decision, then wait</source>
        <translation>Jouer la décision suivante, puis attendre</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>Adversaires de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>(the log could not be rebuilt: %1)</source>
        <translation>(le journal n&apos;a pas pu être reconstruit : %1)</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation>non revue</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>the bot preferred %1</source>
        <translation>l&apos;ordinateur préférait %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
</context>
<context>
    <name>NetSession</name>
    <message>
        <source>The table&apos;s certificate is not the one in the invite: this app did not connect. Ask the host for a new invite.</source>
        <translation>Le certificat de la table n&apos;est pas celui de l&apos;invitation : l&apos;application ne s&apos;est pas connectée. Demandez une nouvelle invitation à l&apos;hôte.</translation>
    </message>
    <message>
        <source>The table&apos;s certificate cannot be verified (%1): this app did not connect.</source>
        <translation>Le certificat de la table ne peut pas être vérifié (%1) : l&apos;application ne s&apos;est pas connectée.</translation>
    </message>
    <message>
        <source>The server sent a message this app cannot read (%1).</source>
        <translation>Le serveur a envoyé un message que l&apos;application ne sait pas lire (%1).</translation>
    </message>
    <message>
        <source>Could not reach the table: %1</source>
        <translation>Impossible de joindre la table : %1</translation>
    </message>
    <message>
        <source>The connection to the table is lost: %1</source>
        <translation>La connexion à la table est perdue : %1</translation>
    </message>
    <message>
        <source>The server has no table with that invite.</source>
        <translation>Le serveur n&apos;a pas de table pour cette invitation.</translation>
    </message>
    <message>
        <source>This seat is no longer yours at that table.</source>
        <translation>Cette place n&apos;est plus la vôtre à cette table.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer.</source>
        <translation>Votre place a été reprise depuis une autre fenêtre ou un autre ordinateur.</translation>
    </message>
    <message>
        <source>The server runs another version of the network protocol.</source>
        <translation>Le serveur utilise une autre version du protocole réseau.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>La table est complète.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Le serveur a refusé : %1</translation>
    </message>
</context>
<context>
    <name>NetworkController</name>
    <message>
        <source>%1 took back a decision</source>
        <translation>%1 a repris une décision</translation>
    </message>
    <message>
        <source>%1 decided (hidden from you)</source>
        <translation>%1 a décidé (caché pour vous)</translation>
    </message>
    <message>
        <source>The table refused that decision (%1).</source>
        <translation>La table a refusé cette décision (%1).</translation>
    </message>
    <message>
        <source>The server sent a position this app cannot read (%1).</source>
        <translation>Le serveur a envoyé une position que l&apos;application ne sait pas lire (%1).</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Réseau</translation>
    </message>
    <message>
        <source>&amp;Host network table…</source>
        <translation>&amp;Héberger une table en réseau…</translation>
    </message>
    <message>
        <source>&amp;Join network table…</source>
        <translation>Re&amp;joindre une table en réseau…</translation>
    </message>
    <message>
        <source>Rejoin network &amp;table (%1)</source>
        <translation>Re&amp;venir à la table en réseau (%1)</translation>
    </message>
    <message>
        <source>Game › Rejoin network table: a game is waiting for you</source>
        <translation>Partie › Revenir à la table en réseau : une partie vous attend</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>Starting the table server…</source>
        <translation>Démarrage du serveur de la table…</translation>
    </message>
    <message>
        <source>The table server could not start: %1</source>
        <translation>Le serveur de la table n&apos;a pas pu démarrer : %1</translation>
    </message>
    <message>
        <source>it did not say its certificate&apos;s fingerprint</source>
        <translation>il n&apos;a pas donné l&apos;empreinte de son certificat</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>un spectateur</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Lobby and chat: View › Network table</source>
        <translation>Salle et discussion : Affichage › Table en réseau</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Connecté.</translation>
    </message>
    <message>
        <source>Watching this table.</source>
        <translation>Vous regardez cette table.</translation>
    </message>
    <message>
        <source>Network table — %1</source>
        <translation>Table en réseau — %1</translation>
    </message>
    <message>
        <source>Reconnecting… (attempt %1)</source>
        <translation>Reconnexion… (essai %1)</translation>
    </message>
    <message>
        <source>The connection dropped; reconnecting…</source>
        <translation>La connexion est tombée ; reconnexion…</translation>
    </message>
    <message>
        <source>The game starts when every seat is ready.</source>
        <translation>La partie commence quand chaque place est prête.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>Open r&amp;ecent</source>
        <translation>Ouvrir un fichier ré&amp;cent</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>Pas connecté à la table.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Solo: one human against Lorenzo il Magnifico.</source>
        <translation>Solo : un humain contre Lorenzo le Magnifique.</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Place %1 :</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Premier joueur :</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>(the same seed replays the same setup)</source>
        <translation>(même graine, même mise en place)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Random (drawn)</source>
        <translation>Au hasard (tiré au sort)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Each seat needs a different name.</source>
        <translation>Chaque place a besoin d&apos;un nom différent.</translation>
    </message>
    <message>
        <source>Solo is one human against Lorenzo.</source>
        <translation>Le solo oppose un humain à Lorenzo.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>Continuer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Continue this position with these players:</source>
        <translation>Continuer cette position avec ces joueurs :</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l&apos;écran à %1</translation>
    </message>
    <message>
        <source>The other players look away: your leaders will be shown.</source>
        <translation>Les autres joueurs détournent le regard : vos Leaders vont être montrés.</translation>
    </message>
    <message>
        <source>I am %1 — show my board</source>
        <translation>Je suis %1 — montrer mon plateau</translation>
    </message>
</context>
<context>
    <name>Punctuation</name>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans :</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type :</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>Quick reference</source>
        <translation>Aide-mémoire</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>The goal: earn the most victory points (VP) by buying development cards, climbing the faith track and playing leaders, for 2 to 4 players, or alone against Lorenzo il Magnifico.</source>
        <translation>Le but : gagner le plus de points de Victoire (PV) en achetant des cartes Développement, en avançant sur la piste Foi et en jouant des Leaders, de 2 à 4 joueurs, ou seul contre Lorenzo le Magnifique.</translation>
    </message>
    <message>
        <source>Every rule has a number (R1.1 … R12.4). The table&apos;s tips and messages give these numbers: click one, or press F1 over the table, to read its rule here. Search by a word or a number above.</source>
        <translation>Chaque règle porte un numéro (R1.1 … R12.4). Les infobulles et les messages de la table donnent ces numéros : cliquez sur l&apos;un d&apos;eux, ou appuyez sur F1 au-dessus de la table, pour lire sa règle ici. Cherchez un mot ou un numéro ci-dessus.</translation>
    </message>
    <message>
        <source>Masters of Renaissance is a game by Simone Luciani and Nestore Mangone; this app is an unofficial fan implementation.</source>
        <translation>Masters of Renaissance est un jeu de Simone Luciani et Nestore Mangone ; cette application en est une adaptation non officielle faite par des amateurs.</translation>
    </message>
    <message>
        <source>Rules of Masters of Renaissance</source>
        <translation>Règles de Masters of Renaissance</translation>
    </message>
    <message>
        <source>Search the rules (a word, or a number like R6.4)</source>
        <translation>Chercher dans les règles (un mot, ou un numéro comme R6.4)</translation>
    </message>
    <message>
        <source>The rules text (rules.md) is missing from this installation.</source>
        <translation>Le texte des règles (rules.md) manque dans cette installation.</translation>
    </message>
    <message>
        <source>No rule matches.</source>
        <translation>Aucune règle ne correspond.</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) found</source>
        <translation>
            <numerusform>%n règle trouvée</numerusform>
            <numerusform>%n règles trouvées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Development cards</source>
        <translation>Cartes Développement</translation>
    </message>
    <message>
        <source>Faith track</source>
        <translation>Piste Foi</translation>
    </message>
    <message>
        <source>Pope&apos;s favor tiles</source>
        <translation>Tuiles Faveur du Pape</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Leaders</translation>
    </message>
    <message>
        <source>Resources (1 VP / 5)</source>
        <translation>Ressources (1 PV / 5)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Resources left (tie-break)</source>
        <translation>Ressources restantes (départage)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>No %1 card is left in the grid: a colour gone ends the game (R12.3).</source>
        <translation>Plus aucune carte %1 dans la grille : une couleur épuisée met fin à la partie (R12.3).</translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross reached the end of the faith track (R12.3).</source>
        <translation>La Croix noire de Lorenzo a atteint le bout de la piste Foi (R12.3).</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Conseils utilisés</translation>
    </message>
    <message>
        <source>You beat Lorenzo!</source>
        <translation>Vous avez battu Lorenzo !</translation>
    </message>
    <message>
        <source>Lorenzo wins</source>
        <translation>Lorenzo gagne</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gagnent !</translation>
    </message>
    <message>
        <source>Tie on points: broken by the most resources left (R11.2).</source>
        <translation>Égalité aux points : départagée par le plus de Ressources restantes (R11.2).</translation>
    </message>
    <message>
        <source>A tie on points and on resources left: the victory is shared.</source>
        <translation>Égalité aux points et aux Ressources restantes : la victoire est partagée.</translation>
    </message>
    <message>
        <source>%1 owns seven development cards (R12.4).</source>
        <translation>%1 possède sept cartes Développement (R12.4).</translation>
    </message>
    <message>
        <source>%1 reached the end of the faith track (R12.4).</source>
        <translation>%1 a atteint le bout de la piste Foi (R12.4).</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
</context>
<context>
    <name>ServerProcess</name>
    <message>
        <source>the server did not start in time</source>
        <translation>le serveur n&apos;a pas démarré à temps</translation>
    </message>
    <message>
        <source>the server said something unexpected</source>
        <translation>le serveur a répondu quelque chose d&apos;inattendu</translation>
    </message>
    <message>
        <source>the server stopped (status %1)</source>
        <translation>le serveur s&apos;est arrêté (code %1)</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>end your turn</source>
        <translation>finir votre tour</translation>
    </message>
    <message>
        <source>confirm: keep the chosen leaders, produce, place everything</source>
        <translation>confirmer : garder les Leaders choisis, produire, tout placer</translation>
    </message>
    <message>
        <source>cancel a half-made purchase, production or choice</source>
        <translation>annuler un achat, une Production ou un choix en cours</translation>
    </message>
    <message>
        <source>start a production</source>
        <translation>lancer une Production</translation>
    </message>
    <message>
        <source>take a market line: R then 1-3 for a row, C then 1-4 for a column</source>
        <translation>prendre une rangée du Marché : R puis 1-3 pour une ligne, C puis 1-4 pour une colonne</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Game ▸ New game… (Ctrl+N) to start</source>
        <translation>Partie ▸ Nouvelle partie… (Ctrl+N) pour commencer</translation>
    </message>
    <message>
        <source>Masters of Renaissance</source>
        <translation>Masters of Renaissance</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Marché</translation>
    </message>
    <message>
        <source>the slide marble (%1): it enters the line you push</source>
        <translation>la bille de la glissière (%1) : elle entre dans la rangée que vous poussez</translation>
    </message>
    <message>
        <source>Take %1: %2</source>
        <translation>Prendre la %1 : %2</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>You can buy it for %1: click it, then pick a slot.</source>
        <translation>Vous pouvez l&apos;acheter pour %1 : cliquez dessus, puis choisissez un emplacement.</translation>
    </message>
    <message>
        <source>%1 marble: %2</source>
        <translation>bille %1 : %2</translation>
    </message>
    <message>
        <source>this deck is empty</source>
        <translation>cette pile est vide</translation>
    </message>
    <message>
        <source>Buy %1 for %2, then pick a slot</source>
        <translation>Acheter la %1 pour %2, puis choisir un emplacement</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Production: click the powers to use, then Produce.</source>
        <translation>Production : cliquez sur les capacités à utiliser, puis sur Produire.</translation>
    </message>
    <message>
        <source>Buying card %1: click a highlighted slot on your board.</source>
        <translation>Achat de la carte %1 : cliquez sur un emplacement en surbrillance de votre plateau.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Dernier coup : %1</translation>
    </message>
    <message>
        <source>Victory points now</source>
        <translation>Points de Victoire actuels</translation>
    </message>
    <message>
        <source>Final victory points</source>
        <translation>Points de Victoire finaux</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>faith %1</source>
        <translation>Foi %1</translation>
    </message>
    <message>
        <source>%1 res</source>
        <translation>%1 res.</translation>
    </message>
    <message>
        <source>%1/%2 leaders</source>
        <translation>%1/%2 Leaders</translation>
    </message>
    <message>
        <source>faith</source>
        <translation>Foi</translation>
    </message>
    <message>
        <source>bot · %1</source>
        <translation>ordinateur · %1</translation>
    </message>
    <message>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>human vs Lorenzo</source>
        <translation>humain contre Lorenzo</translation>
    </message>
    <message>
        <source>%1   ·   %2 VP</source>
        <translation>%1   ·   %2 PV</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>réfléchit</translation>
    </message>
    <message>
        <source>▶ to play</source>
        <translation>▶ à jouer</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>face visible</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>défaussée</translation>
    </message>
    <message>
        <source>section %1: %2</source>
        <translation>section %1 : %2</translation>
    </message>
    <message>
        <source>faith %1 (%2 VP); favor tiles — %3</source>
        <translation>Foi %1 (%2 PV) ; tuiles Faveur du Pape — %3</translation>
    </message>
    <message>
        <source>; Lorenzo&apos;s black cross on %1</source>
        <translation> ; Croix noire de Lorenzo sur %1</translation>
    </message>
    <message>
        <source>Pope&apos;s favor tile %1 (%2 VP): %3</source>
        <translation>Tuile Faveur du Pape %1 (%2 PV) : %3</translation>
    </message>
    <message>
        <source>warehouse: %1</source>
        <translation>Entrepôt : %1</translation>
    </message>
    <message>
        <source>Store %1 here</source>
        <translation>Stocker ici %1</translation>
    </message>
    <message>
        <source>No room for %1 (R5)</source>
        <translation>Pas de place pour %1 (R5)</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Entrepôt</translation>
    </message>
    <message>
        <source>Strongbox</source>
        <translation>Coffre-fort</translation>
    </message>
    <message>
        <source>strongbox: %1</source>
        <translation>Coffre-fort : %1</translation>
    </message>
    <message>
        <source>Remove this power from the production</source>
        <translation>Retirer cette capacité de la Production</translation>
    </message>
    <message>
        <source>Add this power to the production</source>
        <translation>Ajouter cette capacité à la Production</translation>
    </message>
    <message>
        <source>already used in this production</source>
        <translation>déjà utilisée dans cette Production</translation>
    </message>
    <message>
        <source>slot %1: %2</source>
        <translation>emplacement %1 : %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Put %1 in slot %2</source>
        <translation>Poser la %1 sur l&apos;emplacement %2</translation>
    </message>
    <message>
        <source>covered: %1 (still scores)</source>
        <translation>recouverte : %1 (compte toujours)</translation>
    </message>
    <message>
        <source>in play: %1</source>
        <translation>en jeu : %1</translation>
    </message>
    <message>
        <source>In play.</source>
        <translation>En jeu.</translation>
    </message>
    <message>
        <source>in hand: %1; needs %2 (met)</source>
        <translation>en main : %1 ; demande %2 (rempli)</translation>
    </message>
    <message>
        <source>in hand: %1; needs %2 (not met)</source>
        <translation>en main : %1 ; demande %2 (non rempli)</translation>
    </message>
    <message>
        <source>In hand: its requirement is met.</source>
        <translation>En main : sa condition est remplie.</translation>
    </message>
    <message>
        <source>In hand: its requirement is not met.</source>
        <translation>En main : sa condition n&apos;est pas remplie.</translation>
    </message>
    <message>
        <source>a leader in hand (hidden)</source>
        <translation>un Leader en main (caché)</translation>
    </message>
    <message>
        <source>discarded: %1</source>
        <translation>défaussés : %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer le %1</translation>
    </message>
    <message>
        <source>Discard leader %1 for 1 faith</source>
        <translation>Défausser le Leader %1 pour 1 point de Foi</translation>
    </message>
    <message>
        <source>finish what you are doing first</source>
        <translation>terminez d&apos;abord ce que vous faites</translation>
    </message>
    <message>
        <source>only on your turn</source>
        <translation>seulement pendant votre tour</translation>
    </message>
    <message>
        <source>Choose 2 of these 4 leaders to keep</source>
        <translation>Choisissez 2 de ces 4 Leaders à garder</translation>
    </message>
    <message>
        <source>Leaders dealt</source>
        <translation>Leaders distribués</translation>
    </message>
    <message>
        <source>%1; needs %2</source>
        <translation>%1 ; demande %2</translation>
    </message>
    <message>
        <source>a leader dealt (hidden)</source>
        <translation>un Leader distribué (caché)</translation>
    </message>
    <message>
        <source>Lorenzo il Magnifico</source>
        <translation>Lorenzo le Magnifique</translation>
    </message>
    <message>
        <source>Black cross on space %1 of %2</source>
        <translation>Croix noire sur la case %1 sur %2</translation>
    </message>
    <message>
        <source>Last token revealed</source>
        <translation>Dernier jeton révélé</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross on space %1 of %2; last token revealed: %3; tokens left in the stack: %4</source>
        <translation>Croix noire de Lorenzo sur la case %1 sur %2 ; dernier jeton révélé : %3 ; jetons restant dans la pioche : %4</translation>
    </message>
    <message>
        <source>Tokens left in the stack: %1</source>
        <translation>Jetons restant dans la pioche : %1</translation>
    </message>
    <message>
        <source>Lorenzo wins if his cross reaches the last space or a whole colour of cards is gone. You win with 7 cards or reaching the end of the faith track.</source>
        <translation>Lorenzo gagne si sa Croix atteint la dernière case ou si une couleur de cartes disparaît. Vous gagnez avec 7 cartes ou en atteignant le bout de la piste Foi.</translation>
    </message>
    <message>
        <source>1 white marble (nothing, or a leader&apos;s resource)</source>
        <translation>1 bille blanche (rien, ou la Ressource d&apos;un Leader)</translation>
    </message>
    <message>
        <source>%1 white marbles (nothing, or a leader&apos;s resource)</source>
        <translation>%1 billes blanches (rien, ou la Ressource d&apos;un Leader)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>nothing (or a leader&apos;s resource)</source>
        <translation>rien (ou la Ressource d&apos;un Leader)</translation>
    </message>
    <message>
        <source>1 faith</source>
        <translation>1 point de Foi</translation>
    </message>
    <message>
        <source>basic production: any 2 resources → 1 of your choice; %1</source>
        <translation>Production initiale : 2 Ressources au choix → 1 au choix ; %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Setup — %1 chooses</source>
        <translation>Mise en place — %1 choisit</translation>
    </message>
    <message>
        <source>Round %1 — %2 to play</source>
        <translation>Manche %1 — à %2 de jouer</translation>
    </message>
    <message>
        <source>%1 is picking 2 of the 4 leaders dealt…</source>
        <translation>%1 choisit 2 des 4 Leaders distribués…</translation>
    </message>
    <message>
        <source>%1 is choosing initial resources…</source>
        <translation>%1 choisit ses Ressources de départ…</translation>
    </message>
    <message>
        <source>%1 is placing the resources from the market…</source>
        <translation>%1 place les Ressources prises au Marché…</translation>
    </message>
    <message>
        <source>%1 is choosing what each white marble gives…</source>
        <translation>%1 choisit ce que donne chaque bille blanche…</translation>
    </message>
    <message>
        <source>%1 is producing…</source>
        <translation>%1 produit…</translation>
    </message>
    <message>
        <source>%1 has taken a main action and is finishing the turn…</source>
        <translation>%1 a fait son action principale et finit son tour…</translation>
    </message>
    <message>
        <source>%1 is choosing a main action…</source>
        <translation>%1 choisit son action principale…</translation>
    </message>
    <message>
        <source>Pick 2 of the 4 leaders dealt.</source>
        <translation>Choisissez 2 des 4 Leaders distribués.</translation>
    </message>
    <message>
        <source>Choose 1 initial resource.</source>
        <translation>Choisissez 1 Ressource de départ.</translation>
    </message>
    <message>
        <source>Choose %1 initial resources.</source>
        <translation>Choisissez %1 Ressources de départ.</translation>
    </message>
    <message>
        <source>Place each resource from the market in the warehouse, or discard it.</source>
        <translation>Placez chaque Ressource du Marché dans l&apos;Entrepôt, ou défaussez-la.</translation>
    </message>
    <message>
        <source>Choose what each white marble gives.</source>
        <translation>Choisissez ce que donne chaque bille blanche.</translation>
    </message>
    <message>
        <source>Production under way: add powers, then finish.</source>
        <translation>Production en cours : ajoutez des capacités, puis terminez.</translation>
    </message>
    <message>
        <source>Main action done: play or discard leaders, then end the turn.</source>
        <translation>Action principale faite : jouez ou défaussez des Leaders, puis finissez le tour.</translation>
    </message>
    <message>
        <source>Take resources from the market, buy one card, or activate production. Leaders before or after.</source>
        <translation>Prenez des Ressources au Marché, achetez une carte ou activez la Production. Leaders avant ou après.</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Initiale</translation>
    </message>
    <message>
        <source>The game starts when every seat is ready</source>
        <translation>La partie commence quand chaque place est prête</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>Welcome to Masters of Renaissance</source>
        <translation>Bienvenue dans Masters of Renaissance</translation>
    </message>
    <message>
        <source>Build an engine of cards and resources in Renaissance Florence. Play alone against Lorenzo il Magnifico, or against computer players. Everything is done by clicking the highlighted choices; Ctrl+Z takes back a decision of your turn, H asks for a hint.</source>
        <translation>Bâtissez un moteur de cartes et de Ressources dans la Florence de la Renaissance. Jouez seul contre Lorenzo le Magnifique ou contre l&apos;ordinateur. Tout se fait en cliquant sur les choix en surbrillance ; Ctrl+Z reprend une décision de votre tour, H demande un conseil.</translation>
    </message>
    <message>
        <source>Play a solo game</source>
        <translation>Jouer une partie solo</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jouer contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Lire les règles</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Unfinished game</source>
        <translation>Partie non terminée</translation>
    </message>
    <message>
        <source>The game in progress is not finished. Save it before it is replaced?</source>
        <translation>La partie en cours n&apos;est pas terminée. L&apos;enregistrer avant de la remplacer ?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved games (*.mor)</source>
        <translation>Parties enregistrées (*.mor)</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Saved games (*.mor);;All files (*)</source>
        <translation>Parties enregistrées (*.mor);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>the seats do not match the game</source>
        <translation>les places ne correspondent pas à la partie</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>The autosave could not be opened</source>
        <translation>La sauvegarde automatique n&apos;a pas pu être ouverte</translation>
    </message>
    <message>
        <source>The game saved automatically could not be read, so it cannot be resumed: %1</source>
        <translation>La partie sauvegardée automatiquement n&apos;a pas pu être lue, elle ne peut donc pas être reprise : %1</translation>
    </message>
    <message>
        <source>An unfinished game was saved automatically. Resume it?</source>
        <translation>Une partie inachevée a été enregistrée automatiquement. La reprendre ?</translation>
    </message>
    <message>
        <source>The last automatic save was damaged (%1). The one before it was restored: it may lack the last decisions. Resume it?</source>
        <translation>La dernière sauvegarde automatique était endommagée (%1). La précédente a été restaurée : il peut lui manquer les dernières décisions. La reprendre ?</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Reprendre ?</translation>
    </message>
</context>
<context>
    <name>WindowFlow</name>
    <message>
        <source>Taken back: %1</source>
        <translation>Repris : %1</translation>
    </message>
    <message>
        <source>Masters of Renaissance</source>
        <translation>Masters of Renaissance</translation>
    </message>
</context>
<context>
    <name>WindowHints</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>recherche en cours</translation>
    </message>
    <message>
        <source>Looking for the best decisions… (H or Esc: cancel)</source>
        <translation>Recherche des meilleures décisions… (H ou Échap : annuler)</translation>
    </message>
    <message>
        <source>No hint: the search found no decision.</source>
        <translation>Pas de conseil : la recherche n&apos;a trouvé aucune décision.</translation>
    </message>
    <message>
        <source>chance to beat Lorenzo (bot&apos;s model)</source>
        <translation>chances de battre Lorenzo (modèle de l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>win probability (bot&apos;s model)</source>
        <translation>chances de victoire (modèle de l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>H or Esc: close</source>
        <translation>H ou Échap : fermer</translation>
    </message>
    <message>
        <source>No hint this time: %1</source>
        <translation>Pas de conseil cette fois : %1</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The %1 catalogue is missing; run scripts/bootstrap.sh.</source>
        <translation>Le catalogue %1 manque ; lancez scripts/bootstrap.sh.</translation>
    </message>
    <message>
        <source>Bot speed:</source>
        <translation>Vitesse de l&apos;ordinateur :</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open r&amp;ecent</source>
        <translation>Ouvrir un fichier ré&amp;cent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Désactivées</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normales</translation>
    </message>
    <message>
        <source>&amp;Notation in the log</source>
        <translation>&amp;Notation dans le journal</translation>
    </message>
    <message>
        <source>Show each decision&apos;s notation ([market r3]), as saves and the analysis write it</source>
        <translation>Afficher la notation de chaque décision ([market r3]), telle que l&apos;écrivent les sauvegardes et l&apos;analyse</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <translation>&amp;Aide-mémoire</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>{n} faith</source>
        <translation>{n} Foi</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>row {n}</source>
        <translation>ligne {n}</translation>
    </message>
    <message>
        <source>column {n}</source>
        <translation>colonne {n}</translation>
    </message>
    <message>
        <source>card {id} ({colour} {level}, {vp} VP)</source>
        <translation>carte {id} ({colour} {level}, {vp} PV)</translation>
    </message>
    <message>
        <source>{res} discount on cards</source>
        <translation>réduction de {res} sur les cartes</translation>
    </message>
    <message>
        <source>extra depot for {res}</source>
        <translation>Entrepôt supplémentaire pour {res}</translation>
    </message>
    <message>
        <source>white marbles give {res}</source>
        <translation>les billes blanches donnent {res}</translation>
    </message>
    <message>
        <source>produces any resource and 1 faith from {res}</source>
        <translation>produit une Ressource au choix et 1 Foi à partir de {res}</translation>
    </message>
    <message>
        <source>leader {id} ({ability}, {vp} VP)</source>
        <translation>Leader {id} ({ability}, {vp} PV)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>{who} keeps 2 of the 4 leaders dealt</source>
        <translation>{who} garde 2 des 4 Leaders distribués</translation>
    </message>
    <message>
        <source>{who} keeps leaders {a} and {b}</source>
        <translation>{who} garde les Leaders {a} et {b}</translation>
    </message>
    <message>
        <source>{who} takes {res} as an initial resource</source>
        <translation>{who} prend {res} comme Ressource de départ</translation>
    </message>
    <message>
        <source>{who} takes {line} from the market</source>
        <translation>{who} prend la {line} du Marché</translation>
    </message>
    <message>
        <source>{who} turns a white marble into {res}</source>
        <translation>{who} change une bille blanche en {res}</translation>
    </message>
    <message>
        <source>{who} stores {res} in the warehouse</source>
        <translation>{who} stocke {res} dans l&apos;Entrepôt</translation>
    </message>
    <message>
        <source>{who} discards {res}</source>
        <translation>{who} défausse {res}</translation>
    </message>
    <message>
        <source>{who} buys {card} into slot {slot}</source>
        <translation>{who} achète la {card} sur l&apos;emplacement {slot}</translation>
    </message>
    <message>
        <source>{who} produces with card {id} in slot {slot}: {pay} into {gets}</source>
        <translation>{who} produit avec la carte {id} de l&apos;emplacement {slot} : {pay} contre {gets}</translation>
    </message>
    <message>
        <source>{who} produces with slot {slot}</source>
        <translation>{who} produit avec l&apos;emplacement {slot}</translation>
    </message>
    <message>
        <source>{who} uses the basic production: {res1} + {res2} into {res3}</source>
        <translation>{who} utilise la Production initiale : {res1} + {res2} contre {res3}</translation>
    </message>
    <message>
        <source>{who} uses leader {id}: {pay} into {gets} and 1 faith</source>
        <translation>{who} utilise le Leader {id} : {pay} contre {gets} et 1 Foi</translation>
    </message>
    <message>
        <source>{who} finishes the production</source>
        <translation>{who} termine la Production</translation>
    </message>
    <message>
        <source>{who} plays {leader}</source>
        <translation>{who} joue le {leader}</translation>
    </message>
    <message>
        <source>{who} discards leader {id} for 1 faith</source>
        <translation>{who} défausse le Leader {id} pour 1 Foi</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} finit son tour</translation>
    </message>
    <message>
        <source>keeps 2 of the 4 leaders dealt</source>
        <translation>garde 2 des 4 Leaders distribués</translation>
    </message>
    <message>
        <source>keeps leaders {a} and {b}</source>
        <translation>garde les Leaders {a} et {b}</translation>
    </message>
    <message>
        <source>takes {res} as an initial resource</source>
        <translation>prend {res} comme Ressource de départ</translation>
    </message>
    <message>
        <source>takes {line} from the market</source>
        <translation>prend la {line} du Marché</translation>
    </message>
    <message>
        <source>turns a white marble into {res}</source>
        <translation>change une bille blanche en {res}</translation>
    </message>
    <message>
        <source>stores {res} in the warehouse</source>
        <translation>stocke {res} dans l&apos;Entrepôt</translation>
    </message>
    <message>
        <source>discards {res}</source>
        <translation>défausse {res}</translation>
    </message>
    <message>
        <source>buys {card} into slot {slot}</source>
        <translation>achète la {card} sur l&apos;emplacement {slot}</translation>
    </message>
    <message>
        <source>produces with card {id} in slot {slot}: {pay} into {gets}</source>
        <translation>produit avec la carte {id} de l&apos;emplacement {slot} : {pay} contre {gets}</translation>
    </message>
    <message>
        <source>produces with slot {slot}</source>
        <translation>produit avec l&apos;emplacement {slot}</translation>
    </message>
    <message>
        <source>uses the basic production: {res1} + {res2} into {res3}</source>
        <translation>utilise la Production initiale : {res1} + {res2} contre {res3}</translation>
    </message>
    <message>
        <source>uses leader {id}: {pay} into {gets} and 1 faith</source>
        <translation>utilise le Leader {id} : {pay} contre {gets} et 1 Foi</translation>
    </message>
    <message>
        <source>finishes the production</source>
        <translation>termine la Production</translation>
    </message>
    <message>
        <source>plays {leader}</source>
        <translation>joue le {leader}</translation>
    </message>
    <message>
        <source>discards leader {id} for 1 faith</source>
        <translation>défausse le Leader {id} pour 1 Foi</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>finit son tour</translation>
    </message>
    <message>
        <source>Lorenzo</source>
        <translation>Lorenzo</translation>
    </message>
    <message>
        <source>Setup is complete: the game begins</source>
        <translation>La mise en place est terminée : la partie commence</translation>
    </message>
    <message>
        <source>Round {round}: {who} to play</source>
        <translation>Manche {round} : à {who} de jouer</translation>
    </message>
    <message>
        <source>{who} gets the marbles {marbles}</source>
        <translation>{who} reçoit les billes {marbles}</translation>
    </message>
    <message>
        <source>{who} pays {res}</source>
        <translation>{who} paie {res}</translation>
    </message>
    <message>
        <source>{who} produces {res}</source>
        <translation>{who} produit {res}</translation>
    </message>
    <message>
        <source>{who} produces {res} into the strongbox and {faith}</source>
        <translation>{who} produit {res} dans le Coffre-fort et {faith}</translation>
    </message>
    <message>
        <source>{who} produces {res} into the strongbox</source>
        <translation>{who} produit {res} dans le Coffre-fort</translation>
    </message>
    <message>
        <source>{who} moves on the faith track from {start} to {end}</source>
        <translation>{who} avance sur la piste Foi de {start} à {end}</translation>
    </message>
    <message>
        <source>Lorenzo&apos;s black cross moves from {start} to {end}</source>
        <translation>La Croix noire de Lorenzo avance de {start} à {end}</translation>
    </message>
    <message>
        <source>Vatican report {n}: {who} turns the favor tile face up</source>
        <translation>Rapport du Vatican {n} : {who} retourne sa tuile Faveur du Pape face visible</translation>
    </message>
    <message>
        <source>Vatican report {n}: {who} discards the favor tile</source>
        <translation>Rapport du Vatican {n} : {who} défausse sa tuile Faveur du Pape</translation>
    </message>
    <message>
        <source>Vatican report {n}: favor tile for {got}; discarded by {lost}</source>
        <translation>Rapport du Vatican {n} : tuile Faveur du Pape pour {got} ; défaussée par {lost}</translation>
    </message>
    <message>
        <source>Vatican report {n}: favor tile for {got}</source>
        <translation>Rapport du Vatican {n} : tuile Faveur du Pape pour {got}</translation>
    </message>
    <message>
        <source>Vatican report {n}: discarded by {lost}</source>
        <translation>Rapport du Vatican {n} : défaussée par {lost}</translation>
    </message>
    <message>
        <source>Vatican report {n}: </source>
        <translation>Rapport du Vatican {n} : </translation>
    </message>
    <message>
        <source>{who} triggers the end of the game: the round is played to the end</source>
        <translation>{who} déclenche la fin de partie : le tour de table est joué jusqu&apos;au bout</translation>
    </message>
    <message>
        <source>Lorenzo reveals a token: {token}</source>
        <translation>Lorenzo révèle un jeton : {token}</translation>
    </message>
    <message>
        <source>Lorenzo finds no {colour} card left to discard</source>
        <translation>Lorenzo ne trouve plus de carte {colour} à défausser</translation>
    </message>
    <message>
        <source>Lorenzo discards {cards} from the grid</source>
        <translation>Lorenzo défausse {cards} de la grille</translation>
    </message>
    <message>
        <source>Lorenzo shuffles all his tokens into a new stack</source>
        <translation>Lorenzo mélange tous ses jetons en une nouvelle pioche</translation>
    </message>
    <message>
        <source>Game over: {who} wins</source>
        <translation>Partie terminée : {who} gagne</translation>
    </message>
    <message>
        <source>Game over: Lorenzo wins</source>
        <translation>Partie terminée : Lorenzo gagne</translation>
    </message>
    <message>
        <source>Game over: {who} win</source>
        <translation>Partie terminée : {who} gagnent</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>défausser {cards}</translation>
    </message>
    <message>
        <source>black cross +2</source>
        <translation>Croix noire +2</translation>
    </message>
    <message>
        <source>black cross +1, then shuffle</source>
        <translation>Croix noire +1, puis mélange</translation>
    </message>
    <message>
        <source>not a decision: {action} is no move of this game (see docs/notation.md)</source>
        <translation>pas une décision : {action} n&apos;est pas un coup de ce jeu (voir docs/notation.md)</translation>
    </message>
    <message>
        <source>illegal decision {action}: {reason}</source>
        <translation>décision illégale {action} : {reason}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>{ids} was not dealt to {who} (dealt: {dealt})</source>
        <translation>{ids} n&apos;a pas été distribué à {who} (distribués : {dealt})</translation>
    </message>
    <message>
        <source>{ids} were not dealt to {who} (dealt: {dealt})</source>
        <translation>{ids} n&apos;ont pas été distribués à {who} (distribués : {dealt})</translation>
    </message>
    <message>
        <source>{who} must first keep 2 of the 4 leaders dealt ({ids})</source>
        <translation>{who} doit d&apos;abord garder 2 des 4 Leaders distribués ({ids})</translation>
    </message>
    <message>
        <source>{who} has already chosen leaders</source>
        <translation>{who} a déjà choisi ses Leaders</translation>
    </message>
    <message>
        <source>no room for {res} in the warehouse (R5)</source>
        <translation>pas de place pour {res} dans l&apos;Entrepôt (R5)</translation>
    </message>
    <message>
        <source>{who} must first choose initial resources (R2.4)</source>
        <translation>{who} doit d&apos;abord choisir ses Ressources de départ (R2.4)</translation>
    </message>
    <message>
        <source>setup is over</source>
        <translation>la mise en place est terminée</translation>
    </message>
    <message>
        <source>{who} must first store or discard the {res} taken from the market</source>
        <translation>{who} doit d&apos;abord stocker ou défausser ce qui vient du Marché : {res}</translation>
    </message>
    <message>
        <source>no white-marble leader of {who} gives {res}</source>
        <translation>{who} n&apos;a aucun Leader bille blanche qui donne {res}</translation>
    </message>
    <message>
        <source>{who} must first choose what each white marble gives</source>
        <translation>{who} doit d&apos;abord choisir ce que donne chaque bille blanche</translation>
    </message>
    <message>
        <source>there is nothing from the market to store</source>
        <translation>rien du Marché n&apos;est à stocker</translation>
    </message>
    <message>
        <source>no production is under way</source>
        <translation>aucune Production n&apos;est en cours</translation>
    </message>
    <message>
        <source>finish the production first (leader actions come before or after, R3.2)</source>
        <translation>terminez d&apos;abord la Production (les actions de Leader viennent avant ou après, R3.2)</translation>
    </message>
    <message>
        <source>take one main action first: market, buy or production (R3.1)</source>
        <translation>faites d&apos;abord une action principale : Marché, achat ou Production (R3.1)</translation>
    </message>
    <message>
        <source>the main action of this turn has been taken (R3.1)</source>
        <translation>l&apos;action principale de ce tour a été faite (R3.1)</translation>
    </message>
    <message>
        <source>leader {id} is already in play (R9.6)</source>
        <translation>le Leader {id} est déjà en jeu (R9.6)</translation>
    </message>
    <message>
        <source>leader {id} is not in {who}&apos;s hand</source>
        <translation>{who} n&apos;a pas le Leader {id} en main</translation>
    </message>
    <message>
        <source>the requirement of leader {id} is not met: {req} (R9.1)</source>
        <translation>la condition du Leader {id} n&apos;est pas remplie : {req} (R9.1)</translation>
    </message>
    <message>
        <source>not possible now</source>
        <translation>impossible maintenant</translation>
    </message>
    <message>
        <source>not enough resources: missing {res}</source>
        <translation>pas assez de Ressources : il manque {res}</translation>
    </message>
    <message>
        <source>card {id} is not the top card of its deck (R6.1)</source>
        <translation>la carte {id} n&apos;est pas sur le dessus de sa pile (R6.1)</translation>
    </message>
    <message>
        <source>a level {level} card goes on an empty slot (R6.4)</source>
        <translation>une carte de niveau {level} se pose sur un emplacement vide (R6.4)</translation>
    </message>
    <message>
        <source>a level {level} card goes on a slot topped by a level {below} card (R6.4)</source>
        <translation>une carte de niveau {level} se pose sur un emplacement couvert d&apos;une carte de niveau {below} (R6.4)</translation>
    </message>
    <message>
        <source>not enough resources: missing {res} (R6.2)</source>
        <translation>pas assez de Ressources : il manque {res} (R6.2)</translation>
    </message>
    <message>
        <source>each power works once per production (R7.1)</source>
        <translation>chaque capacité ne sert qu&apos;une fois par Production (R7.1)</translation>
    </message>
    <message>
        <source>slot {slot} has no card</source>
        <translation>l&apos;emplacement {slot} n&apos;a pas de carte</translation>
    </message>
    <message>
        <source>leader {id} is not an active production leader of this player</source>
        <translation>le Leader {id} n&apos;est pas un Leader de Production actif de ce joueur</translation>
    </message>
    <message>
        <source>no {res} to pay</source>
        <translation>pas de {res} pour payer</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <source>stone</source>
        <translation>Pierre</translation>
    </message>
    <message>
        <source>servant</source>
        <translation>Serviteur</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>Bouclier</translation>
    </message>
    <message>
        <source>a coin</source>
        <translation>une Pièce</translation>
    </message>
    <message>
        <source>a stone</source>
        <translation>une Pierre</translation>
    </message>
    <message>
        <source>a servant</source>
        <translation>un Serviteur</translation>
    </message>
    <message>
        <source>a shield</source>
        <translation>un Bouclier</translation>
    </message>
    <message>
        <source>{n} coin</source>
        <translation>{n} Pièce</translation>
    </message>
    <message>
        <source>{n} stone</source>
        <translation>{n} Pierre</translation>
    </message>
    <message>
        <source>{n} servant</source>
        <translation>{n} Serviteur</translation>
    </message>
    <message>
        <source>{n} shield</source>
        <translation>{n} Bouclier</translation>
    </message>
    <message>
        <source>{n} coins</source>
        <translation>{n} Pièces</translation>
    </message>
    <message>
        <source>{n} stones</source>
        <translation>{n} Pierres</translation>
    </message>
    <message>
        <source>{n} servants</source>
        <translation>{n} Serviteurs</translation>
    </message>
    <message>
        <source>{n} shields</source>
        <translation>{n} Boucliers</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verte</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleue</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violette</translation>
    </message>
    <message>
        <source>{n} green card</source>
        <translation>{n} carte verte</translation>
    </message>
    <message>
        <source>{n} blue card</source>
        <translation>{n} carte bleue</translation>
    </message>
    <message>
        <source>{n} yellow card</source>
        <translation>{n} carte jaune</translation>
    </message>
    <message>
        <source>{n} purple card</source>
        <translation>{n} carte violette</translation>
    </message>
    <message>
        <source>{n} green cards</source>
        <translation>{n} cartes vertes</translation>
    </message>
    <message>
        <source>{n} blue cards</source>
        <translation>{n} cartes bleues</translation>
    </message>
    <message>
        <source>{n} yellow cards</source>
        <translation>{n} cartes jaunes</translation>
    </message>
    <message>
        <source>{n} purple cards</source>
        <translation>{n} cartes violettes</translation>
    </message>
    <message>
        <source>{n} green level {level} card</source>
        <translation>{n} carte verte de niveau {level}</translation>
    </message>
    <message>
        <source>{n} blue level {level} card</source>
        <translation>{n} carte bleue de niveau {level}</translation>
    </message>
    <message>
        <source>{n} yellow level {level} card</source>
        <translation>{n} carte jaune de niveau {level}</translation>
    </message>
    <message>
        <source>{n} purple level {level} card</source>
        <translation>{n} carte violette de niveau {level}</translation>
    </message>
    <message>
        <source>{n} green level {level} cards</source>
        <translation>{n} cartes vertes de niveau {level}</translation>
    </message>
    <message>
        <source>{n} blue level {level} cards</source>
        <translation>{n} cartes bleues de niveau {level}</translation>
    </message>
    <message>
        <source>{n} yellow level {level} cards</source>
        <translation>{n} cartes jaunes de niveau {level}</translation>
    </message>
    <message>
        <source>{n} purple level {level} cards</source>
        <translation>{n} cartes violettes de niveau {level}</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grise</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanche</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>cannot save {name}: another copy of the game that is running keeps its autosave in this folder</source>
        <translation>impossible d&apos;enregistrer {name} : une autre copie du jeu en cours d&apos;exécution garde sa sauvegarde automatique dans ce dossier</translation>
    </message>
    <message>
        <source>the autosave and its backup could not be loaded: {first}; {second}</source>
        <translation>ni la sauvegarde automatique ni sa copie n&apos;ont pu être chargées : {first} ; {second}</translation>
    </message>
    <message>
        <source>{error}; it may still hold a game and could not be kept aside ({why}), so it is left as it is</source>
        <translation>{error} ; il contient peut-être encore une partie et n&apos;a pas pu être mis de côté ({why}), il est donc laissé tel quel</translation>
    </message>
    <message>
        <source>{error}; the file was kept as {aside} (open it once it can be read)</source>
        <translation>{error} ; le fichier a été gardé sous le nom {aside} (ouvrez-le quand il pourra être lu)</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>accès refusé</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>ce fichier ou ce dossier n&apos;existe pas</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>une partie de son chemin n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>its name is too long</source>
        <translation>son nom est trop long</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>le disque n&apos;a pas pu être lu ou écrit</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota du disque est atteint</translation>
    </message>
    <message>
        <source>cannot save {name}: {why}</source>
        <translation>impossible d&apos;enregistrer {name} : {why}</translation>
    </message>
    <message>
        <source>decision number {number} of {total} ({text})</source>
        <translation>la décision n° {number} sur {total} ({text})</translation>
    </message>
    <message>
        <source>{name} is damaged: the game data is unreadable ({why})</source>
        <translation>{name} est endommagé : les données de la partie sont illisibles ({why})</translation>
    </message>
    <message>
        <source>{name} is damaged: the game data is not a map</source>
        <translation>{name} est endommagé : les données de la partie ne sont pas une table</translation>
    </message>
    <message>
        <source>{name} cannot be upgraded from an older version: {why}</source>
        <translation>{name} ne peut pas être converti depuis une version plus ancienne : {why}</translation>
    </message>
    <message>
        <source>{name} is not a valid save: {why}</source>
        <translation>{name} n&apos;est pas une sauvegarde valide : {why}</translation>
    </message>
    <message>
        <source>{name} is not a valid save: the game cannot be set up ({why})</source>
        <translation>{name} n&apos;est pas une sauvegarde valide : la partie ne peut pas être mise en place ({why})</translation>
    </message>
    <message>
        <source>{name} is not a valid save: the names in the starting position differ from the seats</source>
        <translation>{name} n&apos;est pas une sauvegarde valide : les noms de la position de départ diffèrent de ceux des places</translation>
    </message>
    <message>
        <source>{name} is damaged: {number} is not a decision</source>
        <translation>{name} est endommagé : {number} n&apos;est pas une décision</translation>
    </message>
    <message>
        <source>{name} holds an illegal decision: {number}: {why}</source>
        <translation>{name} contient une décision illégale : {number} : {why}</translation>
    </message>
    <message>
        <source>{name} could not be replayed: {number} failed ({why})</source>
        <translation>{name} n&apos;a pas pu être rejoué : {number} a échoué ({why})</translation>
    </message>
    <message>
        <source>{name} does not replay to the saved game (the state check differs): it was changed, or written by an app whose rules differ from this one</source>
        <translation>{name} ne se rejoue pas jusqu&apos;à la partie enregistrée (le contrôle de l&apos;état diffère) : il a été modifié, ou écrit par une application dont les règles diffèrent de celle-ci</translation>
    </message>
    <message>
        <source>cannot read {name}: it is not a file</source>
        <translation>impossible de lire {name} : ce n&apos;est pas un fichier</translation>
    </message>
    <message>
        <source>{name} is not a save: it has {size} bytes, more than the {most} a save may have</source>
        <translation>{name} n&apos;est pas une sauvegarde : il fait {size} octets, plus que les {most} qu&apos;une sauvegarde peut faire</translation>
    </message>
    <message>
        <source>cannot read {name}: {why}</source>
        <translation>impossible de lire {name} : {why}</translation>
    </message>
    <message>
        <source>{name} is not a save: it has more than the {most} bytes a save may have</source>
        <translation>{name} n&apos;est pas une sauvegarde : il fait plus que les {most} octets qu&apos;une sauvegarde peut faire</translation>
    </message>
    <message>
        <source>it is a PNG image</source>
        <translation>c&apos;est une image PNG</translation>
    </message>
    <message>
        <source>it is a compressed archive</source>
        <translation>c&apos;est une archive compressée</translation>
    </message>
    <message>
        <source>it is a document or image</source>
        <translation>c&apos;est un document ou une image</translation>
    </message>
    <message>
        <source>it looks like a JSON file</source>
        <translation>cela ressemble à un fichier JSON</translation>
    </message>
    <message>
        <source>its first bytes are not those of a save</source>
        <translation>ses premiers octets ne sont pas ceux d&apos;une sauvegarde</translation>
    </message>
    <message>
        <source>it is a text file</source>
        <translation>c&apos;est un fichier texte</translation>
    </message>
    <message>
        <source>{name} is damaged: the header is unreadable ({why})</source>
        <translation>{name} est endommagé : l&apos;en-tête est illisible ({why})</translation>
    </message>
    <message>
        <source>{name} is damaged: the header is not a map</source>
        <translation>{name} est endommagé : l&apos;en-tête n&apos;est pas une table</translation>
    </message>
    <message>
        <source>{name} is empty: it is not a save (or it was never written)</source>
        <translation>{name} est vide : ce n&apos;est pas une sauvegarde (ou elle n&apos;a jamais été écrite)</translation>
    </message>
    <message>
        <source>{name} is cut short: it ends after {size} bytes, inside the signature</source>
        <translation>{name} est tronqué : il s&apos;arrête après {size} octets, dans la signature</translation>
    </message>
    <message>
        <source>{name} is not a save of Masters of Renaissance: {why}</source>
        <translation>{name} n&apos;est pas une sauvegarde de Masters of Renaissance : {why}</translation>
    </message>
    <message>
        <source>{name} is cut short: it ends after {size} bytes, before the header</source>
        <translation>{name} est tronqué : il s&apos;arrête après {size} octets, avant l&apos;en-tête</translation>
    </message>
    <message>
        <source>{name} is damaged: its header claims {size} bytes (at most {most})</source>
        <translation>{name} est endommagé : son en-tête annonce {size} octets (au plus {most})</translation>
    </message>
    <message>
        <source>{name} is cut short: it ends after {size} bytes, inside the header</source>
        <translation>{name} est tronqué : il s&apos;arrête après {size} octets, dans l&apos;en-tête</translation>
    </message>
    <message>
        <source>{name} is damaged: the header&apos;s checksum does not match</source>
        <translation>{name} est endommagé : la somme de contrôle de l&apos;en-tête ne correspond pas</translation>
    </message>
    <message>
        <source>{name} is not a save of Masters of Renaissance: its format is {format}</source>
        <translation>{name} n&apos;est pas une sauvegarde de Masters of Renaissance : son format est {format}</translation>
    </message>
    <message>
        <source>{name} is damaged: the format version {version} is not a number</source>
        <translation>{name} est endommagé : la version de format {version} n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>{name} is from a newer version of the game: save format version {version}{app}; this app ({ours}) reads versions up to {newest}. Update the app to open it.</source>
        <translation>{name} vient d&apos;une version plus récente du jeu : format de sauvegarde {version}{app} ; cette application ({ours}) lit les versions jusqu&apos;à {newest}. Mettez l&apos;application à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>{name} has save format version {version}, which no release ever wrote</source>
        <translation>{name} a le format de sauvegarde {version}, qu&apos;aucune version publiée n&apos;a jamais écrit</translation>
    </message>
    <message>
        <source>{name} is damaged: the header gives no valid body size ({size})</source>
        <translation>{name} est endommagé : l&apos;en-tête ne donne pas de taille valide pour les données ({size})</translation>
    </message>
    <message>
        <source>{name} is damaged: the header has no valid body checksum</source>
        <translation>{name} est endommagé : l&apos;en-tête n&apos;a pas de somme de contrôle valide pour les données</translation>
    </message>
    <message>
        <source>{name} is cut short: it ends after {size} bytes, the save has {whole}</source>
        <translation>{name} est tronqué : il s&apos;arrête après {size} octets, la sauvegarde en a {whole}</translation>
    </message>
    <message>
        <source>{name} is damaged: {stray} stray bytes follow the end of the save</source>
        <translation>{name} est endommagé : {stray} octets en trop suivent la fin de la sauvegarde</translation>
    </message>
    <message>
        <source>{name} is damaged: the game data does not match its checksum</source>
        <translation>{name} est endommagé : les données de la partie ne correspondent pas à leur somme de contrôle</translation>
    </message>
    <message>
        <source>{name} cannot be copied into the library: {why}</source>
        <translation>{name} ne peut pas être copié dans la bibliothèque : {why}</translation>
    </message>
</context>
</TS>
