<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActionPanel</name>
    <message numerus="yes">
        <source>%n white marble(s) left. What does it give?</source>
        <translation>
            <numerusform>%n white marble left. What does it give?</numerusform>
            <numerusform>%n white marbles left. What do they give?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n more resource(s) for your warehouse.</source>
        <translation>
            <numerusform>Choose %n more resource for your warehouse.</numerusform>
            <numerusform>Choose %n more resources for your warehouse.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message numerus="yes">
        <source>%1 (%2, %n visit(s))</source>
        <translation>
            <numerusform>%1 (%2, %n visit)</numerusform>
            <numerusform>%1 (%2, %n visits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n decision(s) (kept).</source>
        <translation>
            <numerusform>Cancelled after %n decision (kept).</numerusform>
            <numerusform>Cancelled after %n decisions (kept).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %n decision(s) of %1 at %2.</source>
        <translation>
            <numerusform>Reviewed %n decision of %1 at %2.</numerusform>
            <numerusform>Reviewed %n decisions of %1 at %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) could not be reviewed: the search failed.</source>
        <translation>
            <numerusform>%n decision could not be reviewed: the search failed.</numerusform>
            <numerusform>%n decisions could not be reviewed: the search failed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>(%n earlier decisions are not shown here: Game › Open for analysis lists them all)</source>
        <translation>
            <numerusform>(%n earlier decision is not shown here: Game › Open for analysis lists them all)</numerusform>
            <numerusform>(%n earlier decisions are not shown here: Game › Open for analysis lists them all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of the library could not be read (the log says why)</source>
        <translation>
            <numerusform>%n file of the library could not be read (the log says why)</numerusform>
            <numerusform>%n files of the library could not be read (the log says why)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games added</source>
        <translation>
            <numerusform>%n game added</numerusform>
            <numerusform>%n games added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games skipped (already in the library)</source>
        <translation>
            <numerusform>%n game skipped (already in the library)</numerusform>
            <numerusform>%n games skipped (already in the library)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files refused (not readable)</source>
        <translation>
            <numerusform>%n file refused (not readable)</numerusform>
            <numerusform>%n files refused (not readable)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (the log lists them)</source>
        <translation>
            <numerusform>… and %n more (the log names it)</numerusform>
            <numerusform>… and %n more (the log lists them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Latest streak: %n wins in a row.</source>
        <translation>
            <numerusform>Latest streak: %n win.</numerusform>
            <numerusform>Latest streak: %n wins in a row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Latest streak: %n losses in a row.</source>
        <translation>
            <numerusform>Latest streak: %n loss.</numerusform>
            <numerusform>Latest streak: %n losses in a row.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message numerus="yes">
        <source>%n rule(s) found</source>
        <translation>
            <numerusform>%n rule found</numerusform>
            <numerusform>%n rules found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
