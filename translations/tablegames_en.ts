<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BidControl</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/perudo/bid_control.py" line="+182"/>
        <source>Bid %n ×</source>
        <translation>
            <numerusform>Bid %n ×</numerusform>
            <numerusform>Bid %n ×</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Claim there are at least %n dice showing this face</source>
        <translation>
            <numerusform>Claim there is at least %n die showing this face</numerusform>
            <numerusform>Claim there are at least %n dice showing this face</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CasinoDealCount</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="vanished">
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CasinoScoreModel</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/casino/score_model.py" line="+295"/>
        <source>%n card(s) taken</source>
        <translation>
            <numerusform>%n card taken</numerusform>
            <numerusform>%n cards taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n spade(s) taken</source>
        <translation>
            <numerusform>%n spade taken</numerusform>
            <numerusform>%n spades taken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CasinoScreen</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/casino/screen.py" line="+378"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n deal played</numerusform>
            <numerusform>%n deals played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CasinoTable</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/casino/plates.py" line="+128"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+145"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceTableView</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/dice/table_words.py" line="+57"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameArchive</name>
    <message numerus="yes">
        <source>%n bot(s)</source>
        <translation type="vanished">
            <numerusform>%n bot</numerusform>
            <numerusform>%n bots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MachacekTexts</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/machacek/texts.py" line="+230"/>
        <source>You lose two lives (%n left)</source>
        <translation>
            <numerusform>You lose two lives (%n left)</numerusform>
            <numerusform>You lose two lives (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You lose a life (%n left)</source>
        <translation>
            <numerusform>You lose a life (%n left)</numerusform>
            <numerusform>You lose a life (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} loses two lives (%n left)</source>
        <translation>
            <numerusform>{name} loses two lives (%n left)</numerusform>
            <numerusform>{name} loses two lives (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} loses a life (%n left)</source>
        <translation>
            <numerusform>{name} loses a life (%n left)</numerusform>
            <numerusform>{name} loses a life (%n left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PerudoReplayScene</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/perudo/replay_scene.py" line="+110"/>
        <source>Round {number} · %n dice on the table</source>
        <translation>
            <numerusform>Round {number} · %n die on the table</numerusform>
            <numerusform>Round {number} · %n dice on the table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PerudoTexts</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/perudo/texts.py" line="+105"/>
        <source>%n found</source>
        <translation>
            <numerusform>%n found</numerusform>
            <numerusform>%n found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n found</source>
        <comment>a sentence of its own</comment>
        <translation>
            <numerusform>%n found</numerusform>
            <numerusform>%n found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>You lose a die (%n left)</source>
        <translation>
            <numerusform>You lose a die (%n left)</numerusform>
            <numerusform>You lose a die (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} loses a die (%n left)</source>
        <translation>
            <numerusform>{name} loses a die (%n left)</numerusform>
            <numerusform>{name} loses a die (%n left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/phone_texts.py" line="+117"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n wins</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n lives</source>
        <translation>
            <numerusform>%n life</numerusform>
            <numerusform>%n lives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%n cards left in the deck</source>
        <translation>
            <numerusform>%n card left in the deck</numerusform>
            <numerusform>%n cards left in the deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s) in all)</source>
        <translation type="vanished">
            <numerusform>Start of the game (%n move in all)</numerusform>
            <numerusform>Start of the game (%n moves in all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation type="vanished">
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation type="vanished">
            <numerusform>%n game won</numerusform>
            <numerusform>%n games won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n life/lives left</source>
        <translation type="vanished">
            <numerusform>%n life left</numerusform>
            <numerusform>%n lives left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation type="vanished">
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) taken this deal</source>
        <translation type="vanished">
            <numerusform>%n card taken this deal</numerusform>
            <numerusform>%n cards taken this deal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) on the table</source>
        <translation type="vanished">
            <numerusform>%n die on the table</numerusform>
            <numerusform>%n dice on the table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck</source>
        <translation type="vanished">
            <numerusform>%n card left in the deck</numerusform>
            <numerusform>%n cards left in the deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleOptionsForm</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/dialogs/rule_options.py" line="+183"/>
        <source>%n game(s)</source>
        <comment>the unit after a number in a spin box: keep %n first</comment>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/stats/window.py" line="+357"/>
        <source>Too few dice seen yet to judge the dice (%n so far). Every die thrown in Perudo and Macháček counts.</source>
        <translation>
            <numerusform>Too few dice seen yet to judge the dice (%n so far). Every die thrown in Perudo and Macháček counts.</numerusform>
            <numerusform>Too few dice seen yet to judge the dice (%n so far). Every die thrown in Perudo and Macháček counts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>%n row(s) written to {path}</source>
        <translation>
            <numerusform>%n row written to {path}</numerusform>
            <numerusform>%n rows written to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%n game(s)</source>
        <comment>the unit after a number in a spin box: keep %n first</comment>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/cards/texts.py" line="+34"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n sweep(s)</source>
        <translation>
            <numerusform>%n sweep</numerusform>
            <numerusform>%n sweeps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n spade(s)</source>
        <translation>
            <numerusform>%n spade</numerusform>
            <numerusform>%n spades</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message numerus="yes">
        <source>{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent} %</source>
        <translation type="vanished">
            <numerusform>{bid} needs {needed} more besides your {held}; the other %n die gives that with {percent} %</numerusform>
            <numerusform>{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent} %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/coach_texts.py" line="+27"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+59"/>
        <source>{bid} cannot be true: you hold {held} and the others have only %n dice</source>
        <translation>
            <numerusform>{bid} cannot be true: you hold {held} and the others have only %n die</numerusform>
            <numerusform>{bid} cannot be true: you hold {held} and the others have only %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid} is exactly right with {percent} %: besides your {held}, exactly {needed} of the other %n dice must count</source>
        <translation type="vanished">
            <numerusform>{bid} is exactly right with {percent} %: besides your {held}, exactly {needed} of the other %n die must count</numerusform>
            <numerusform>{bid} is exactly right with {percent} %: besides your {held}, exactly {needed} of the other %n dice must count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that with {percent} %</source>
        <translation type="vanished">
            <numerusform>Your bid {bid} needs {needed} more besides your {held}; the other %n die gives that with {percent} %</numerusform>
            <numerusform>Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that with {percent} %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="-5"/>
        <source>{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}</source>
        <translation>
            <numerusform>{bid} needs {needed} more besides your {held}; the other %n die gives that with {percent}</numerusform>
            <numerusform>{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+8"/>
        <source>{bid} is exactly right with {percent}: besides your {held}, exactly {needed} of the other %n dice must count</source>
        <translation>
            <numerusform>{bid} is exactly right with {percent}: besides your {held}, exactly {needed} of the other %n die must count</numerusform>
            <numerusform>{bid} is exactly right with {percent}: besides your {held}, exactly {needed} of the other %n dice must count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+6"/>
        <source>{bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}</source>
        <translation>
            <numerusform>{bid}: you hold none, so all {needed} must come from the other %n die, which gives that with {percent}</numerusform>
            <numerusform>{bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+5"/>
        <source>{bid} is exactly right with {percent}: you hold none, so exactly {needed} of the other %n dice must count</source>
        <translation>
            <numerusform>{bid} is exactly right with {percent}: you hold none, so exactly {needed} of the other %n die must count</numerusform>
            <numerusform>{bid} is exactly right with {percent}: you hold none, so exactly {needed} of the other %n dice must count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+11"/>
        <source>Your bid {bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}</source>
        <translation>
            <numerusform>Your bid {bid}: you hold none, so all {needed} must come from the other %n die, which gives that with {percent}</numerusform>
            <numerusform>Your bid {bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="-5"/>
        <source>Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}</source>
        <translation>
            <numerusform>Your bid {bid} needs {needed} more besides your {held}; the other %n die gives that with {percent}</numerusform>
            <numerusform>Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+11"/>
        <source>Your bid {bid} is a pure bluff: you hold {held} and the others have only %n dice</source>
        <translation>
            <numerusform>Your bid {bid} is a pure bluff: you hold {held} and the others have only %n die</numerusform>
            <numerusform>Your bid {bid} is a pure bluff: you hold {held} and the others have only %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+47"/>
        <source>Taking {taken} with the {card} is worth %n points now, and {next}</source>
        <translation>
            <numerusform>Taking {taken} with the {card} is worth %n point now, and {next}</numerusform>
            <numerusform>Taking {taken} with the {card} is worth %n points now, and {next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+3"/>
        <source>Taking {taken} with the {card} scores no point yet but adds %n cards to your pile, and {next}</source>
        <translation>
            <numerusform>Taking {taken} with the {card} scores no point yet but adds %n card to your pile, and {next}</numerusform>
            <numerusform>Taking {taken} with the {card} scores no point yet but adds %n cards to your pile, and {next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+5"/>
        <source>Taking {taken} with the {card} sweeps the table: %n points now, and the next player must trail</source>
        <translation>
            <numerusform>Taking {taken} with the {card} sweeps the table: %n point now, and the next player must trail</numerusform>
            <numerusform>Taking {taken} with the {card} sweeps the table: %n points now, and the next player must trail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+5"/>
        <source>Building {value} with the {card} holds %n points for your next turn, and {next}</source>
        <translation>
            <numerusform>Building {value} with the {card} holds %n point for your next turn, and {next}</numerusform>
            <numerusform>Building {value} with the {card} holds %n points for your next turn, and {next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+3"/>
        <source>Building {value} with the {card} gathers %n cards for your next turn, and {next}</source>
        <translation>
            <numerusform>Building {value} with the {card} gathers %n card for your next turn, and {next}</numerusform>
            <numerusform>Building {value} with the {card} gathers %n cards for your next turn, and {next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+5"/>
        <source>it leaves no capture of more than %n points for the next player</source>
        <translation>
            <numerusform>it leaves no capture of more than %n point for the next player</numerusform>
            <numerusform>it leaves no capture of more than %n points for the next player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+74"/>
        <source>The bid {bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}</source>
        <translation>
            <numerusform>The bid {bid} needs {needed} more besides the {held} {who} holds; the other %n die gives that with {percent}</numerusform>
            <numerusform>The bid {bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="-11"/>
        <source>{bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}</source>
        <translation>
            <numerusform>{bid} needs {needed} more besides the {held} {who} holds; the other %n die gives that with {percent}</numerusform>
            <numerusform>{bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+5"/>
        <source>{bid} cannot be true: {who} holds {held} and the others have only %n dice</source>
        <translation>
            <numerusform>{bid} cannot be true: {who} holds {held} and the others have only %n die</numerusform>
            <numerusform>{bid} cannot be true: {who} holds {held} and the others have only %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+2"/>
        <source>{bid} is exactly right with {percent}: besides the {held} {who} holds, exactly {needed} of the other %n dice must count</source>
        <translation>
            <numerusform>{bid} is exactly right with {percent}: besides the {held} {who} holds, exactly {needed} of the other %n die must count</numerusform>
            <numerusform>{bid} is exactly right with {percent}: besides the {held} {who} holds, exactly {needed} of the other %n dice must count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+9"/>
        <source>{bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}</source>
        <translation>
            <numerusform>{bid}: {who} holds none, so all {needed} must come from the other %n die, which gives that with {percent}</numerusform>
            <numerusform>{bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+4"/>
        <source>{bid} is exactly right with {percent}: {who} holds none, so exactly {needed} of the other %n dice must count</source>
        <translation>
            <numerusform>{bid} is exactly right with {percent}: {who} holds none, so exactly {needed} of the other %n die must count</numerusform>
            <numerusform>{bid} is exactly right with {percent}: {who} holds none, so exactly {needed} of the other %n dice must count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+4"/>
        <source>The bid {bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}</source>
        <translation>
            <numerusform>The bid {bid}: {who} holds none, so all {needed} must come from the other %n die, which gives that with {percent}</numerusform>
            <numerusform>The bid {bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+4"/>
        <source>The bid {bid} is a pure bluff: {who} holds {held} and the others have only %n dice</source>
        <translation>
            <numerusform>The bid {bid} is a pure bluff: {who} holds {held} and the others have only %n die</numerusform>
            <numerusform>The bid {bid} is a pure bluff: {who} holds {held} and the others have only %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+11"/>
        <source>Taking {taken} with the {card} scores no point yet but wins {who} %n more cards, and {next}</source>
        <translation>
            <numerusform>Taking {taken} with the {card} scores no point yet but wins {who} %n more card, and {next}</numerusform>
            <numerusform>Taking {taken} with the {card} scores no point yet but wins {who} %n more cards, and {next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+4"/>
        <source>Building {value} with the {card} holds %n points until {who} plays again, and {next}</source>
        <translation>
            <numerusform>Building {value} with the {card} holds %n point until {who} plays again, and {next}</numerusform>
            <numerusform>Building {value} with the {card} holds %n points until {who} plays again, and {next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+3"/>
        <source>Building {value} with the {card} gathers %n cards until {who} plays again, and {next}</source>
        <translation>
            <numerusform>Building {value} with the {card} gathers %n card until {who} plays again, and {next}</numerusform>
            <numerusform>Building {value} with the {card} gathers %n cards until {who} plays again, and {next}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>deal_count_texts</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/casino/deal_count.py" line="+142"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>machacek</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/machacek/words.py" line="+21"/>
        <location filename="../tablegames_qt/engine/machacek/values.py" line="+105"/>
        <source>%n Indians</source>
        <translation>
            <numerusform>%n Indian</numerusform>
            <numerusform>%n Indians</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>merge_players</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/stats/merge.py" line="+50"/>
        <source>The %n game(s) of {merged} will count for {kept}; {merged} will be removed.</source>
        <translation>
            <numerusform>The game of {merged} will count for {kept}; {merged} will be removed.</numerusform>
            <numerusform>The %n games of {merged} will count for {kept}; {merged} will be removed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>perudo_bids</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/perudo/words.py" line="+29"/>
        <source>%n ones</source>
        <translation>
            <numerusform>%n one</numerusform>
            <numerusform>%n ones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n twos</source>
        <translation>
            <numerusform>%n two</numerusform>
            <numerusform>%n twos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n threes</source>
        <translation>
            <numerusform>%n three</numerusform>
            <numerusform>%n threes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n fours</source>
        <translation>
            <numerusform>%n four</numerusform>
            <numerusform>%n fours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n fives</source>
        <translation>
            <numerusform>%n five</numerusform>
            <numerusform>%n fives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sixes</source>
        <translation>
            <numerusform>%n six</numerusform>
            <numerusform>%n sixes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>take_back_texts</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/take_back.py" line="+60"/>
        <source>Take back your last move and the %n move(s) made after it? A game in which something is taken back is a practice game: it stays out of the statistics.</source>
        <translation>
            <numerusform>Take back your last move and the %n move made after it? A game in which something is taken back is a practice game: it stays out of the statistics.</numerusform>
            <numerusform>Take back your last move and the %n moves made after it? A game in which something is taken back is a practice game: it stays out of the statistics.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>unfinished</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/slot_texts.py" line="+39"/>
        <source>%n computer player(s)</source>
        <translation>
            <numerusform>%n computer player</numerusform>
            <numerusform>%n computer players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>{name} has %n dice</source>
        <translation>
            <numerusform>{name} has %n die</numerusform>
            <numerusform>{name} has %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} has %n life(s) left</source>
        <translation>
            <numerusform>{name} has %n life left</numerusform>
            <numerusform>{name} has %n lives left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>{name} leads with %n win(s)</source>
        <translation>
            <numerusform>{name} leads with %n win</numerusform>
            <numerusform>{name} leads with %n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{names} lead with %n win(s) each</source>
        <translation>
            <numerusform>{names} lead with %n win each</numerusform>
            <numerusform>{names} lead with %n wins each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>{names} have %n point(s) each</source>
        <translation>
            <numerusform>{names} have %n point each</numerusform>
            <numerusform>{names} have %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{names} lead with %n point(s)</source>
        <comment>partners</comment>
        <translation>
            <numerusform>{names} lead with %n point</numerusform>
            <numerusform>{names} lead with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} leads with %n point(s)</source>
        <translation>
            <numerusform>{name} leads with %n point</numerusform>
            <numerusform>{name} leads with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>everyone still playing has %n dice</source>
        <translation>
            <numerusform>everyone still playing has %n die</numerusform>
            <numerusform>everyone still playing has %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice each left</source>
        <translation type="vanished">
            <numerusform>%n die each left</numerusform>
            <numerusform>%n dice each left</numerusform>
        </translation>
    </message>
</context>
</TS>
