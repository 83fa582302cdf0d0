<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>BidControl</name>
    <message>
        <location filename="../tablegames_qt/ui/perudo/bid_control.py" line="+201"/>
        <source>Your bid</source>
        <translation>Tvoje sázka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: {bid}</source>
        <translation>Tvoje sázka: {bid}</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Up/Down: how many dice; Left/Right: the face; Enter: make the bid</source>
        <translation>Nahoru/Dolů: kolik kostek; Vlevo/Vpravo: číslo; Enter: vsadit</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Bid</source>
        <translation>Vsadit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a quantity and a face first</source>
        <translation>Nejdřív vyber počet a&#xa0;číslo</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Bid %n ×</source>
        <translation>
            <numerusform>Vsadit %n ×</numerusform>
            <numerusform>Vsadit %n ×</numerusform>
            <numerusform>Vsadit %n ×</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Claim there are at least %n dice showing this face</source>
        <translation>
            <numerusform>Tvrdit, že na stole leží aspoň %n kostka s&#xa0;tímto číslem</numerusform>
            <numerusform>Tvrdit, že na stole leží aspoň %n kostky s&#xa0;tímto číslem</numerusform>
            <numerusform>Tvrdit, že na stole leží aspoň %n kostek s&#xa0;tímto číslem</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid {bid}</source>
        <translation>Sázka: {bid}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(Enter)</source>
        <translation>(Enter)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>How many dice (Up/Down)</source>
        <translation>Kolik kostek (šipky nahoru/dolů)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many dice</source>
        <translation>Kolik kostek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The quantity of your bid (Up/Down)</source>
        <translation>Počet kostek ve tvé sázce (šipky nahoru a&#xa0;dolů)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face {face} (Left/Right)</source>
        <translation>Číslo {face} (šipky vlevo/vpravo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face {face}</source>
        <translation>Číslo {face}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The face of your bid (Left/Right)</source>
        <translation>Číslo ve tvé sázce (šipky doleva a&#xa0;doprava)</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <location filename="../tablegames_qt/ui/tutorial/bubble.py" line="+166"/>
        <source>&amp;Next</source>
        <translation>&amp;Další</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On to the guide&apos;s next step (Enter)</source>
        <translation>Na další krok průvodce (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;real game…</source>
        <translation>Zahrát &amp;skutečnou hru…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;menu</source>
        <translation>Zpět do &amp;nabídky</translation>
    </message>
</context>
<context>
    <name>CasinoDealCount</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/deal_count.py" line="+95"/>
        <source>Deal {n} is over: here is the count.</source>
        <translation>Rozdání {n} skončilo: tady je počítání bodů.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deal {n}: the count</source>
        <translation>Rozdání {n}: počítání bodů</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>See the &amp;result</source>
        <translation>Zobrazit &amp;výsledek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next &amp;deal</source>
        <translation>Další &amp;rozdání</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>More than one side passed the target: the game goes on with no target until one side is ahead of all the others after a deal.</source>
        <translation>Cíl překročilo víc stran: hra pokračuje bez cíle, dokud po některém rozdání jedna strana nepředstihne všechny ostatní.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nobody has won yet.</source>
        <translation>Zatím nikdo nevyhrál.</translation>
    </message>
    <message>
        <source>Nobody has won yet. {side} leads with {points}.</source>
        <translation type="vanished">Zatím nikdo nevyhrál. Vede {side}: {points}.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="vanished">
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CasinoGuide</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/guide.py" line="+105"/>
        <source>Welcome to Royal Casino! Four cards lie face up on the table, and four are in your hand. In turn each player plays one card: to &lt;b&gt;take&lt;/b&gt; table cards, to &lt;b&gt;build&lt;/b&gt;, or laid down on the table (a &lt;b&gt;trail&lt;/b&gt;).</source>
        <translation>Vítej u&#xa0;hry Royal Casino! Na stole leží lícem nahoru čtyři karty a&#xa0;čtyři máš v&#xa0;ruce. Hráči se střídají a&#xa0;každý zahraje jednu kartu: buď jí &lt;b&gt;bere&lt;/b&gt; karty ze stolu, nebo &lt;b&gt;staví&lt;/b&gt;, nebo ji &lt;b&gt;odloží&lt;/b&gt; na stůl.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A card takes table cards of its value: one card, or several that add up to it. Your &lt;b&gt;9♣&lt;/b&gt; can take &lt;b&gt;5♠ + 4♦&lt;/b&gt; (5 + 4 = 9). Click the 9♣, then the 5♠ and the 4♦.</source>
        <translation>Karta bere ze stolu karty své hodnoty: jednu kartu, nebo několik, které dají dohromady tolik. Tvoje &lt;b&gt;9♣&lt;/b&gt; může vzít &lt;b&gt;5♠ + 4♦&lt;/b&gt; (5 + 4 = 9). Klikni na 9♣, pak na 5♠ a&#xa0;4♦.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For this guide, take the 5♠ and the 4♦ with your 9♣.</source>
        <translation>V&#xa0;tomhle průvodci vezmi kartou 9♣ karty 5♠ a&#xa0;4♦.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{bot} could take nothing and trailed the &lt;b&gt;4♣&lt;/b&gt;.</source>
        <translation>{bot} nemá co vzít a&#xa0;odkládá &lt;b&gt;4♣&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Now a &lt;b&gt;build&lt;/b&gt;: play your &lt;b&gt;2♠&lt;/b&gt; onto the 4♣ to make a 6 that you take later with your 6♥. You may only build a value you hold a card for. Click the 2♠, then the 4♣, then the Build button if it asks.</source>
        <translation>Teď &lt;b&gt;stavba&lt;/b&gt;: polož svou &lt;b&gt;2♠&lt;/b&gt; na 4♣ a&#xa0;postav šestku, kterou později vezmeš svou 6♥. Stavět smíš jen hodnotu, na kterou máš v&#xa0;ruce kartu. Klikni na 2♠, pak na 4♣ a&#xa0;případně na tlačítko Postavit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Build 6 here: the 2♠ onto the 4♣ (you keep the 6♥ to take it).</source>
        <translation>Tady postav 6: 2♠ na 4♣ (6♥ si necháš na braní stavby).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{bot} trailed the 7♣. Two tens lie on the table. A card may not be laid down while a table card of its value lies there, and it must take &lt;b&gt;all&lt;/b&gt; of them: your &lt;b&gt;10♦&lt;/b&gt; takes &lt;b&gt;both tens&lt;/b&gt;. Click the 10♦, then press Enter.</source>
        <translation>{bot} odkládá 7♣. Na stole leží dvě desítky. Kartu nesmíš odložit, když na stole leží karta stejné hodnoty, a&#xa0;musíš jí vzít &lt;b&gt;všechny&lt;/b&gt; takové karty: tvoje &lt;b&gt;10♦&lt;/b&gt; bere &lt;b&gt;obě desítky&lt;/b&gt;. Klikni na 10♦ a&#xa0;stiskni Enter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play the 10♦ now: it must take both tens.</source>
        <translation>Teď zahraj 10♦: musí vzít obě desítky.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your cards go to your pile. The 10♦ itself is &lt;b&gt;Big Casino&lt;/b&gt;: 2 points at the end of the deal. Meanwhile {bot} took the 7♣ with the 7♦.</source>
        <translation>Tvoje karty jdou na tvou hromádku. Samotná 10♦ je &lt;b&gt;Velké kasino&lt;/b&gt;: na konci rozdání za 2 body. {bot} mezitím bere 7♣ svou 7♦.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only your build is left. Take it with the &lt;b&gt;6♥&lt;/b&gt;: a capture that leaves the table empty is a &lt;b&gt;sweep&lt;/b&gt;, worth 1 point.</source>
        <translation>Na stole zbývá jen tvoje stavba. Vezmi ji svou &lt;b&gt;6♥&lt;/b&gt;: braní, po kterém zůstane stůl prázdný, je &lt;b&gt;zametení&lt;/b&gt; a&#xa0;má cenu 1 bodu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take your build of 6 with the 6♥.</source>
        <translation>Vezmi svou stavbu na 6 kartou 6♥.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A sweep! The sweep card lies across your pile. The table is empty, so {bot} must lay a card down.</source>
        <translation>Zametení! Karta zametení leží napříč na tvé hromádce. Stůl je prázdný, takže {bot} musí kartu odložit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The hands are played: the cards left on the table go to whoever took last — you. Then the count: 3 points for most cards, 1 for most spades, 2 for Big Casino (10♦), 1 for Little Casino (2♠), 1 for each ace and 1 for each sweep.</source>
        <translation>Karty z&#xa0;rukou jsou dohrané: co zbylo na stole, dostane ten, kdo bral naposledy — ty. Pak se počítá: 3 body za nejvíc karet, 1 za nejvíc piků, 2 za Velké kasino (10♦), 1 za Malé kasino (2♠), 1 za každé eso a&#xa0;1 za každé zametení.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That is Royal Casino: take, build, sweep, and count after every deal. A real deal uses the whole pack, and the first to 21 points wins. Ready to play?</source>
        <translation>Tak to je Royal Casino: ber, stav, zametej a&#xa0;po každém rozdání počítej. Skutečné rozdání používá celý balíček a&#xa0;vyhrává, kdo první dosáhne 21 bodů. Zahraješ si?</translation>
    </message>
</context>
<context>
    <name>CasinoPlayChooser</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/play_chooser.py" line="+166"/>
        <source>First choose the card to play: {cards} can use {item}.</source>
        <translation>Nejdřív vyber kartu z&#xa0;ruky: {item} lze použít s&#xa0;těmito kartami: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None of your cards can take or build with {item}.</source>
        <translation>Žádná z&#xa0;tvých karet nemůže {item} vzít ani použít ve stavbě.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+36"/>
        <source>{card} cannot take or build with {item}: {reason}</source>
        <translation>{card} nemůže {item} vzít ani použít ve stavbě: {reason}</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>&amp;Trail {card}</source>
        <translation>&amp;Odložit {card}</translation>
    </message>
    <message>
        <source>&amp;Trail</source>
        <translation type="vanished">&amp;Odložit</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a card from your hand (click it, or use the arrow keys and Enter).</source>
        <translation>Vyber kartu z&#xa0;ruky (klikni na ni, nebo použij šipky a&#xa0;Enter).</translation>
    </message>
    <message>
        <source>{card} can neither take nor build: trail it (the Trail button, or drop it on the cloth).</source>
        <translation type="vanished">{card} nemůže brát ani stavět: odlož ji (tlačítkem Odložit, nebo ji pusť na sukno).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{card} has no legal play now: {reason}. Choose another card.</source>
        <translation>{card} teď nemá žádný povolený tah: {reason}. Vyber jinou kartu.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{card}: click the lit table cards to take or build with them.</source>
        <translation>{card}: klikni na zvýrazněné karty na stole, které chceš vzít nebo použít ve stavbě.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Or trail it.</source>
        <translation>Nebo ji odlož.</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Trail {card}</source>
        <translation>Odložit {card}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{card} can neither take nor build: trail it (Enter, the Trail button, or drop it on the cloth).</source>
        <translation>{card} nemůže brát ani stavět: odlož ji (Enterem, tlačítkem Odložit, nebo ji pusť na sukno).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{card} has one legal move: {play}. Press Enter to play it.</source>
        <translation>{card} má jediný možný tah: {play}. Zahraj ho Enterem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter plays {play}; or click the lit table cards.</source>
        <translation>Enter zahraje {play}; nebo klikni na zvýrazněné karty na stole.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It cannot be trailed: {reason}.</source>
        <translation>Odložit ji nelze: {reason}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Which value should the build have? {values}</source>
        <translation>Jakou hodnotu má stavba mít? {values}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take them, or build? Choose with the buttons.</source>
        <translation>Vzít, nebo stavět? Vyber tlačítkem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press {button} to play it.</source>
        <translation>Zahraj tlačítkem {button}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or add more: {items}</source>
        <translation>Nebo přidej další: {items}</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Add {items} as well (the only play with these cards), or press the button.</source>
        <translation>Přidej ještě {items} (jiný tah s&#xa0;těmito kartami není), nebo stiskni tlačítko.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add {items} as well.</source>
        <translation>Přidej ještě {items}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a play yet: add one of {items}.</source>
        <translation>Zatím to není tah: přidej jednu z&#xa0;karet {items}.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Alt+P</source>
        <comment>the shortcut of the play button</comment>
        <translation>Alt+R</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{play} ({keys})</source>
        <translation>{play} ({keys})</translation>
    </message>
</context>
<context>
    <name>CasinoReplayScene</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/replay_scene.py" line="+103"/>
        <source>scores: {scores}</source>
        <translation>skóre: {scores}</translation>
    </message>
</context>
<context>
    <name>CasinoScoreModel</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/score_model.py" line="+225"/>
        <source>{total} (capped)</source>
        <translation>{total} (strop)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The goal was missed, so the score stays below the target</source>
        <translation>Podmínka nebyla splněna, skóre proto zůstává pod cílem</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Near the target a side wins only by meeting its goal</source>
        <translation>Těsně před cílem vyhraje strana jen splněním své podmínky</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal</source>
        <translation>Toto rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before</source>
        <translation>Předtím</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal</source>
        <translation>Podmínka</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{made} · none above 18</source>
        <translation>{made} · nad 18 bodů nic</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Above 18 points sweeps score nothing, but they still cancel the others&apos;</source>
        <translation>Nad 18 body zametení nic nepřinášejí, ale dál ruší zametení ostatních</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweeps cancel each other: only the difference to the next side scores</source>
        <translation>Zametení se navzájem ruší: boduje jen rozdíl oproti další straně</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) taken</source>
        <translation>
            <numerusform>%n vzatá karta</numerusform>
            <numerusform>%n vzaté karty</numerusform>
            <numerusform>%n vzatých karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n spade(s) taken</source>
        <translation>
            <numerusform>%n vzatý pik</numerusform>
            <numerusform>%n vzaté piky</numerusform>
            <numerusform>%n vzatých piků</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
</context>
<context>
    <name>CasinoScreen</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/screen.py" line="+350"/>
        <source>partner</source>
        <translation>spoluhráč</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/replay_scene.py" line="-4"/>
        <location filename="../tablegames_qt/ui/casino/screen.py" line="+6"/>
        <source>Deal {deal} · hand {hand} of {hands}</source>
        <translation>Rozdání {deal} · příděl {hand} z&#xa0;{hands}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} přemýšlí…</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/screen.py" line="+108"/>
        <source>Show the last deal&apos;s c&amp;ount</source>
        <translation>Ukázat &amp;body posledního rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The count of the deal just played (Alt+O)</source>
        <translation>Body právě odehraného rozdání (Alt+B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Trail</source>
        <translation>&amp;Odložit</translation>
    </message>
    <message numerus="yes">
        <location line="-89"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n odehrané rozdání</numerusform>
            <numerusform>%n odehraná rozdání</numerusform>
            <numerusform>%n odehraných rozdání</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and {partner} win!</source>
        <translation>Ty a&#xa0;{partner} vyhráváte!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Vyhráváš!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {second} win!</source>
        <translation>{first} a&#xa0;{second} vyhrávají!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins!</source>
        <translation>{name} vítězí!</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Waiting for {name}…</source>
        <translation>Čeká se, až zahraje {name}…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name}, your turn.</source>
        <translation>{name}, jsi na tahu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Jsi na tahu.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/event_steps.py" line="+60"/>
        <source>Deal {number}</source>
        <translation>Rozdání {number}</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Deal {deal} is over: {scores}</source>
        <translation>Rozdání {deal} skončilo: {scores}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/screen.py" line="+15"/>
        <source>Every move you may make, by card; click one or press Enter to play it</source>
        <translation>Všechny tahy, které můžeš udělat, podle karet; tah zahraješ kliknutím nebo Enterem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move of the game so far</source>
        <translation>Všechny dosavadní tahy hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal and hand</source>
        <translation>Rozdání a&#xa0;příděl</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/replay_scene.py" line="-44"/>
        <location filename="../tablegames_qt/ui/casino/screen.py" line="+5"/>
        <source>Royal Casino</source>
        <translation>Royal Casino</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/screen.py" line="+4"/>
        <source>List every legal move in words (M)</source>
        <translation>Vypsat slovy všechny možné tahy (M)</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+8"/>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>Your legal moves</source>
        <translation>Tvoje možné tahy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my &amp;moves</source>
        <translation>Ukázat mé &amp;tahy</translation>
    </message>
    <message>
        <source>List every legal move in words (H)</source>
        <translation type="vanished">Vypsat slovy všechny možné tahy (H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;lear</source>
        <translation>Zr&amp;ušit výběr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the chosen table cards, then the chosen hand card (Backspace)</source>
        <translation>Zruš výběr karet na stole, pak i&#xa0;vybranou kartu z&#xa0;ruky (Backspace)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay the chosen card on the table (T, or drop it on the cloth)</source>
        <translation>Odlož vybranou kartu na stůl (T, nebo ji pusť na sukno)</translation>
    </message>
    <message>
        <source>Show the last deal&apos;s count</source>
        <translation type="vanished">Ukázat body posledního rozdání</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Your hand: {cards}</source>
        <translation>Tvoje karty v&#xa0;ruce: {cards}</translation>
    </message>
</context>
<context>
    <name>CasinoTable</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/plates.py" line="+129"/>
        <source>thinking…</source>
        <translation>přemýšlí…</translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+145"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no target: get ahead</source>
        <translation>bez cíle: dostaň se do vedení</translation>
    </message>
</context>
<context>
    <name>CasinoTableAccess</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/table_access.py" line="+114"/>
        <source>{item}, in your hand, {index} of {count}</source>
        <translation>{item}, v&#xa0;ruce, {index} z&#xa0;{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{item}, on the table, {index} of {count}</source>
        <translation>{item}, na stole, {index} z&#xa0;{count}</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Card table</source>
        <translation>Karetní stůl</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Your hand: {hand}. On the table: {table}.</source>
        <translation>V&#xa0;ruce: {hand}. Na stole: {table}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{name}&apos;s hand: {hand}. On the table: {table}.</source>
        <translation>V&#xa0;ruce má {name}: {hand}. Na stole: {table}.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{item}, held by {name}, {index} of {count}</source>
        <translation>{item}, drží {name}, {index} z&#xa0;{count}</translation>
    </message>
</context>
<context>
    <name>CasinoTexts</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/texts.py" line="+49"/>
        <location line="+58"/>
        <source>Deal {deal}: you deal, {starter} plays first</source>
        <translation>Rozdání {deal}: rozdáváš, začíná {starter}</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+57"/>
        <source>Deal {deal}: {dealer} deals, you play first</source>
        <translation>Rozdání {deal}: rozdává {dealer}, začínáš ty</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+54"/>
        <source>You capture {taken} with {card}</source>
        <translation>Bereš kartou {card}: {taken}</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+54"/>
        <source>You sweep the table</source>
        <translation>Zametáš stůl</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+52"/>
        <source>You build {value} with {card}</source>
        <translation>Stavíš kartou {card} stavbu na {value}</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+51"/>
        <source>You raise the build of {owner} to {value} with {card}</source>
        <translation>Zvyšuješ kartou {card} stavbu, kterou má {owner}, na {value}</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+50"/>
        <source>{name} raises your build to {value} with {card}</source>
        <translation>{name} zvyšuje kartou {card} tvou stavbu na {value}</translation>
    </message>
    <message>
        <location line="-42"/>
        <location line="+46"/>
        <source>You trail {card}</source>
        <translation>Odkládáš {card}</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+45"/>
        <source>You take the cards left on the table</source>
        <translation>Bereš karty, které zbyly na stole</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+41"/>
        <source>You and {partner} win the game</source>
        <translation>Ty a&#xa0;{partner} vyhráváte hru</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+44"/>
        <source>You win the game</source>
        <translation>Vyhráváš hru</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You and {partner} lead with {points}.</source>
        <translation>Ty a&#xa0;{partner} vedete: {points}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lead with {points}.</source>
        <translation>Vedeš: {points}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} and {second} lead with {points}.</source>
        <translation>Vedou {first} a&#xa0;{second}: {points}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} leads with {points}.</source>
        <translation>Vede {name}: {points}.</translation>
    </message>
</context>
<context>
    <name>CasinoWords</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/words.py" line="+43"/>
        <source>{card} takes {items}</source>
        <translation>{card} bere {items}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card} raises {owner}&apos;s build of {old} to {value}</source>
        <translation>{card} zvyšuje stavbu, kterou má {owner}, z&#xa0;{old} na {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card} builds {value} with {items}</source>
        <translation>{card} + {items}: stavba na {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trail {card}</source>
        <translation>Odložit {card}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Capture</source>
        <translation>&amp;Vzít</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Raise to {value}</source>
        <translation>Zvýš&amp;it na {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Build {value}</source>
        <translation>&amp;Postavit {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Trail</source>
        <translation>&amp;Odložit</translation>
    </message>
</context>
<context>
    <name>CoachBar</name>
    <message>
        <location filename="../tablegames_qt/ui/coach_bar.py" line="+292"/>
        <source>Thinking…</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">&amp;Rada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What would the coach play here, and why? (H)</source>
        <translation>Co by tu zahrál trenér, a&#xa0;proč? (H)</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>certain</source>
        <translation>jisté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impossible</source>
        <translation>vyloučené</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unlikely</source>
        <translation>nepravděpodobné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>likely</source>
        <translation>pravděpodobné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a toss-up</source>
        <translation>nejisté</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{bid}: {likely} ({percent}), from your dice</source>
        <translation>{bid}: {likely} ({percent}), podle tvých kostek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{bid}: {likely} ({percent}), from the dice {name} sees</source>
        <translation>{bid}: {likely} ({percent}), podle kostek, které vidí {name}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Claim {value}: {likely} ({percent}), by the dice alone</source>
        <translation>Hlášení „{value}“: {likely} ({percent}), jen podle kostek</translation>
    </message>
    <message>
        <location line="+193"/>
        <source>The coach</source>
        <translation>Trenér</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>{bid}: {read_likely} ({read_percent}) counting the bids, {percent} from your dice</source>
        <translation>{bid}: podle sázek {read_likely} ({read_percent}), jen podle tvých kostek {percent}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{bid}: {read_likely} ({read_percent}) counting the bids, {percent} from the dice {name} sees</source>
        <translation>{bid}: podle sázek {read_likely} ({read_percent}), jen podle kostek, které vidí {name}: {percent}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Claim {value}: {read_likely} ({read_percent}) as players claim, {percent} by the dice alone</source>
        <translation>Hlášení „{value}“: {read_likely} ({read_percent}) podle hráčů, {percent} jen podle kostek</translation>
    </message>
</context>
<context>
    <name>ColourChooser</name>
    <message>
        <location filename="../tablegames_qt/ui/dialogs/colour_chooser.py" line="+128"/>
        <source>No colour chosen yet.</source>
        <translation>Zatím není vybraná žádná barva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen: {colour}</source>
        <translation>Vybráno: {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen: a colour of your own, close to {colour}</source>
        <translation>Vybráno: vlastní barva, blízko té, které se říká „{colour}“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;More…</source>
        <translation>&amp;Další…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any colour, mixed in a colour dialog</source>
        <translation>Jakákoli barva, namíchaná v&#xa0;dialogu barev</translation>
    </message>
</context>
<context>
    <name>ColourDelegate</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/profiles_model.py" line="+329"/>
        <source>Colour of {name}</source>
        <translation>Barva: {name}</translation>
    </message>
</context>
<context>
    <name>ColourNames</name>
    <message>
        <location filename="../tablegames_qt/ui/colour_names.py" line="+21"/>
        <source>raspberry</source>
        <translation>malinová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>modrá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>honey yellow</source>
        <translation>medově žlutá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sage green</source>
        <translation>šalvějově zelená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mauve</source>
        <translation>slézová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange</source>
        <translation>oranžová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>teal</source>
        <translation>modrozelená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brick red</source>
        <translation>cihlově červená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>indigo</source>
        <translation>indigová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey green</source>
        <translation>šedozelená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>červená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dark red</source>
        <translation>tmavě červená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink</source>
        <translation>růžová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>magenta</source>
        <translation>purpurová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>fialová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lavender</source>
        <translation>levandulová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>navy blue</source>
        <translation>námořnická modrá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>royal blue</source>
        <translation>královská modrá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sky blue</source>
        <translation>blankytná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turquoise</source>
        <translation>tyrkysová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>zelená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dark green</source>
        <translation>tmavě zelená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lime green</source>
        <translation>limetková</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>olive</source>
        <translation>olivová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>žlutá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cream</source>
        <translation>krémová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gold</source>
        <translation>zlatá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brown</source>
        <translation>hnědá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beige</source>
        <translation>béžová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coral</source>
        <translation>korálová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>černá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dark grey</source>
        <translation>tmavě šedá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation>šedá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>silver</source>
        <translation>stříbrná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>bílá</translation>
    </message>
</context>
<context>
    <name>CountPanel</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/count_panel.py" line="+259"/>
        <source>{row}, {side}: {value}</source>
        <translation>{row}, {side}: {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>nic</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{made} (+{net})</source>
        <translation>{made} (+{net})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{condition}; sweeps do not count</source>
        <translation>{condition}; zametení se nepočítají</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hide the cou&amp;nt</source>
        <translation>Skrýt &amp;stav rozdání</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the cou&amp;nt</source>
        <translation>Ukázat &amp;stav rozdání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards, spades, casinos, aces and sweeps taken in this deal, and the cards not seen yet (C)</source>
        <translation>Karty, piky, kasina, esa a&#xa0;zametení vzatá v&#xa0;tomto rozdání a&#xa0;karty, které ještě nebyly ve hře (C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count of this deal</source>
        <translation>Stav tohoto rozdání</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards ({mark} settle it)</source>
        <translation>Karty (rozhoduje {mark})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades ({mark} settle it)</source>
        <translation>Piky (rozhoduje {mark})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Casino {card}</source>
        <translation>Velké kasino {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Little Casino {card}</source>
        <translation>Malé kasino {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces</source>
        <translation>Esa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweeps (net)</source>
        <translation>Zametení (rozdíl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To win at 18–20</source>
        <translation>K&#xa0;výhře s&#xa0;18–20 body</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not seen yet, by rank</source>
        <translation>Ještě nebyly ve hře, podle hodnoty</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../tablegames_qt/app.py" line="+195"/>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table Games met an unexpected error. If the game stops responding, close the app and start it again.</source>
        <translation>Stolní hry narazily na nečekanou chybu. Pokud hra přestane reagovat, zavři aplikaci a&#xa0;spusť ji znovu.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../tablegames_qt/ui/curtain.py" line="+112"/>
        <source>Pass to {name}</source>
        <translation>Předej počítač: na tahu je {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click or press Space when only {name} can see the screen</source>
        <translation>Klikni nebo stiskni mezerník, až na obrazovku uvidí jen {name}</translation>
    </message>
</context>
<context>
    <name>DiceTableView</name>
    <message>
        <location filename="../tablegames_qt/ui/dice/table_view.py" line="+173"/>
        <source>The {game} table</source>
        <translation>Stůl: {game}</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>{name} wins!</source>
        <translation>{name} vítězí!</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/dice/table_words.py" line="+53"/>
        <source>out</source>
        <translation>mimo hru</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n kostka</numerusform>
            <numerusform>%n kostky</numerusform>
            <numerusform>%n kostek</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} (to play)</source>
        <translation>{seat} (na tahu)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On the table: {message}</source>
        <translation>Na stole: {message}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name}&apos;s cup, lifted</source>
        <translation>{name}: kelímek, zvednutý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s cup</source>
        <translation>{name}: kelímek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}&apos;s die: {face}</source>
        <translation>{name}: kostka {face}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The cup, lifted, at {name}</source>
        <translation>Kelímek, zvednutý, má ho {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cup, at {name}</source>
        <translation>Kelímek má {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A die of the cup: {face}</source>
        <translation>Kostka z&#xa0;kelímku: {face}</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Your cup, lifted</source>
        <translation>Tvůj kelímek, zvednutý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cup</source>
        <translation>Tvůj kelímek</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your die: {face}</source>
        <translation>Tvoje kostka: {face}</translation>
    </message>
</context>
<context>
    <name>FiguresTab</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/tabs.py" line="+252"/>
        <source>Figures of:</source>
        <translation>Údaje hry:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure:</source>
        <translation>Údaj:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Tabulka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bar chart</source>
        <translation>Sloupcový graf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game by game</source>
        <translation>Hru po hře</translation>
    </message>
    <message>
        <source>Game by game:</source>
        <translation type="vanished">Hru po hře:</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <location line="-88"/>
        <source>Game:</source>
        <translation>Hra:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation>Hráč:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period:</source>
        <translation>Období:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From:</source>
        <translation>Od:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To:</source>
        <translation>Do:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Include games between computer players only</source>
        <translation>Zahrnout i&#xa0;hry, ve kterých hrají jen počítače</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>Exportovat CSV…</translation>
    </message>
</context>
<context>
    <name>GameArchive</name>
    <message>
        <source>Perudo</source>
        <translation type="vanished">Perudo</translation>
    </message>
    <message>
        <source>Macháček</source>
        <translation type="vanished">Macháček</translation>
    </message>
    <message>
        <source>Royal Casino</source>
        <translation type="vanished">Royal Casino</translation>
    </message>
    <message numerus="yes">
        <source>%n bot(s)</source>
        <translation type="vanished">
            <numerusform>%n počítač</numerusform>
            <numerusform>%n počítače</numerusform>
            <numerusform>%n počítačů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="vanished">%1 a&#xa0;%2</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation type="vanished">%1 – %2</translation>
    </message>
    <message>
        <source>The statistics cannot be opened on this computer.</source>
        <translation type="vanished">Statistiky na tomto počítači nelze otevřít.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/archive.py" line="+369"/>
        <source>Some files could not be used</source>
        <translation>Některé soubory nešlo použít</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your changes apply until the app is closed. Writing is tried again at every change, and the warning on the screen goes as soon as it works.</source>
        <translation>Změny platí, dokud aplikaci nezavřeš. Zápis se zkouší znovu při každé změně a&#xa0;upozornění na obrazovce zmizí, jakmile se podaří.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play goes on: only what the app does is not written down this time.</source>
        <translation>Hra pokračuje, jen se tentokrát nevede protokol o&#xa0;tom, co aplikace dělá.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play goes on. Writing is tried again after every move, and the warning on the screen goes as soon as it works.</source>
        <translation>Hra pokračuje. Zápis se zkouší znovu po každém tahu a&#xa0;upozornění na obrazovce zmizí, jakmile se podaří.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something could not be saved</source>
        <translation>Něco se nepodařilo uložit</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../tablegames_qt/ui/start_screen.py" line="+182"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action}: {game}</source>
        <comment>a button of a game&apos;s card</comment>
        <translation>{action}: {game}</translation>
    </message>
    <message>
        <source>Perudo</source>
        <translation type="vanished">Perudo</translation>
    </message>
    <message>
        <source>Macháček</source>
        <translation type="vanished">Macháček</translation>
    </message>
    <message>
        <source>Royal Casino</source>
        <translation type="vanished">Royal Casino</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/__init__.py" line="+80"/>
        <source>Bid on the dice hidden under everyone&apos;s cups. Call “Dudo!” on a bluff — the last one with dice wins.</source>
        <translation>Sázej na kostky schované pod kelímky všech hráčů. Na blaf řekni „Dudo!“ — vyhrává poslední, komu zbudou kostky.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/__init__.py" line="+85"/>
        <source>Roll in secret and announce ever higher — or bluff. Believe it, or lift the cup?</source>
        <translation>Házej potají a&#xa0;hlas čím dál víc — nebo blafuj. Uvěříš, nebo zvedneš kelímek?</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/__init__.py" line="+88"/>
        <source>Capture and build with the cards on the table. The first to 21 points wins.</source>
        <translation>Ber a&#xa0;stav z&#xa0;karet na stole. Vyhrává, kdo první získá 21 bodů.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/start_screen.py" line="+13"/>
        <source>Learn</source>
        <translation>Naučit se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided game that teaches the rules</source>
        <translation>Krátká hra s&#xa0;průvodcem, která tě naučí pravidla</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation type="vanished">Hru se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>The replay could not be kept: %1</source>
        <translation type="vanished">Záznam hry se nepodařilo uchovat: %1</translation>
    </message>
    <message>
        <source>The result could not be added to the statistics: %1</source>
        <translation type="vanished">Výsledek se nepodařilo zapsat do statistik: %1</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/recorder.py" line="+407"/>
        <source>The game could not be saved: {error}</source>
        <translation>Hru se nepodařilo uložit: {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The replay could not be kept: {error}</source>
        <translation>Záznam hry se nepodařilo uchovat: {error}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/archive.py" line="-213"/>
        <location filename="../tablegames_qt/ui/recorder.py" line="+37"/>
        <source>The result could not be added to the statistics: {error}</source>
        <translation>Výsledek se nepodařilo zapsat do statistik: {error}</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../tablegames_qt/ui/game_screen.py" line="+256"/>
        <source>Paused — press P to go on</source>
        <translation>Pozastaveno — pokračuj klávesou P</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Practice game: something was taken back, so it stays out of the statistics</source>
        <translation>Cvičná hra: tah byl vzat zpět, nepočítá se do statistik</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>{name}&apos;s turn.</source>
        <translation>Na tahu je {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Jsi na tahu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Are you sure?</source>
        <translation>Opravdu?</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/screen_words.py" line="+45"/>
        <source>{name}&apos;s phone is away: the table waits (Game ▸ Phones to hand the seat on)</source>
        <translation>{name}: telefon je pryč, stůl čeká (Hra ▸ Telefony předá místo jinému)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for {name}&apos;s phone…</source>
        <translation>{name}: čeká se na telefon…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} now plays in {new}: {old} looked too much like {person}&apos;s colour.</source>
        <translation>Nová barva, kterou má {name}: {new} („{old}“ se příliš podobala barvě, kterou má {person}).</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/game_screen.py" line="-194"/>
        <source>Nothing of yours to read now.</source>
        <translation>Teď tu není nic tvého ke čtení.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../tablegames_qt/games/casino.py" line="+50"/>
        <source>Royal Casino</source>
        <translation>Royal Casino</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/games/machacek.py" line="+48"/>
        <source>Macháček</source>
        <translation>Macháček</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/games/perudo.py" line="+45"/>
        <source>Perudo</source>
        <translation>Perudo</translation>
    </message>
</context>
<context>
    <name>GamesTab</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/tabs.py" line="+137"/>
        <source>Watch the replay</source>
        <translation>Přehrát záznam</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../tablegames_qt/ui/tutorial/guide.py" line="+228"/>
        <source>Guide · step {n} of {count}</source>
        <translation>Průvodce · krok {n} z&#xa0;{count}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>That move is fine in a real game, but this guide needs the one shown here, so that its story can go on.</source>
        <translation>Ve skutečné hře by byl ten tah v&#xa0;pořádku, ale průvodce potřebuje ten, který ukazuje, aby jeho příběh mohl pokračovat.</translation>
    </message>
</context>
<context>
    <name>GuideMenu</name>
    <message>
        <location filename="../tablegames_qt/ui/tutorial/menu.py" line="+145"/>
        <source>Learn the game?</source>
        <translation>Naučit se hru?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn by playing a short guided game? The table shows you what to do, one step at a time. (Later: Help → Learn, or Learn on the start screen.)</source>
        <translation>Chceš se hru naučit v&#xa0;krátké hře s&#xa0;průvodcem? Stůl ti krok za krokem ukáže, co dělat. (Později: Nápověda → Naučit se…, nebo Naučit se na úvodní obrazovce.)</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/__init__.py" line="+5"/>
        <source>Learn &amp;Perudo</source>
        <translation>Naučit se &amp;Perudo</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/__init__.py" line="+4"/>
        <source>Learn &amp;Macháček</source>
        <translation>Naučit se &amp;Macháčka</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/__init__.py" line="+4"/>
        <source>Learn Royal &amp;Casino</source>
        <translation>Naučit se Royal &amp;Casino</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/tutorial/menu.py" line="+13"/>
        <source>A short guided game that teaches the rules</source>
        <translation>Krátká hra s&#xa0;průvodcem, která tě naučí pravidla</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location filename="../tablegames_qt/ui/history_view.py" line="+264"/>
        <source>Table history</source>
        <translation>Průběh hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything said and done at the table, newest last</source>
        <translation>Všechno, co u&#xa0;stolu zaznělo a&#xa0;stalo se, nejnovější dole</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/keys.py" line="+12"/>
        <source>Choose the card of your hand at that place</source>
        <translation>Zvolit kartu z&#xa0;ruky na tomto místě</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move between the cards: along a row, or between the table and your hand</source>
        <translation>Přejít mezi kartami: v&#xa0;řadě, nebo mezi stolem a&#xa0;rukou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose or leave the card that has the focus</source>
        <translation>Zvolit kartu, na které je výběr, nebo ji vrátit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the only move of the chosen card; on a line of the moves list, play it</source>
        <translation>Zahrát jediný tah zvolené karty; na řádku seznamu tahů ho zahrát</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the move on the green button</source>
        <translation>Zahrát tah na zeleném tlačítku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When several green buttons offer moves: play the first, the second…</source>
        <translation>Když tahy nabízí víc zelených tlačítek: zahrát první, druhý…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>Trail the chosen card</source>
        <translation>Odložit zvolenou kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Clear your choice</source>
        <translation>Zrušit výběr</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Show or hide your legal moves</source>
        <translation>Ukázat nebo skrýt tvé povolené tahy</translation>
    </message>
    <message>
        <source>Ask the coach for a hint (games with hints)</source>
        <translation type="vanished">Požádat trenéra o&#xa0;radu (ve hrách s&#xa0;radami)</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+1"/>
        <source>Show or hide the count of this deal</source>
        <translation>Ukázat nebo skrýt stav tohoto rozdání</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the count of the last deal</source>
        <translation>Ukázat body posledního rozdání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a deal&apos;s count: deal the next hands</source>
        <translation>Po sečtení rozdání: rozdat další karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the last deal&apos;s count: see the result</source>
        <translation>Po sečtení posledního rozdání: zobrazit výsledek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the count</source>
        <translation>Zavřít sečtení</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/dialogs/keyboard.py" line="+42"/>
        <source>Everywhere in the window</source>
        <translation>Všude v&#xa0;okně</translation>
    </message>
    <message>
        <source>Perudo</source>
        <translation type="vanished">Perudo</translation>
    </message>
    <message>
        <source>Macháček</source>
        <translation type="vanished">Macháček</translation>
    </message>
    <message>
        <source>Royal Casino</source>
        <translation type="vanished">Royal Casino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replays and take-backs</source>
        <translation>Záznamy her a&#xa0;braní tahů zpět</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move to the next or the previous control</source>
        <translation>Přejít na další nebo předchozí ovládací prvek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press the button that has the focus</source>
        <translation>Stisknout tlačítko, na kterém je výběr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press the highlighted button of a dialog</source>
        <translation>Stisknout zvýrazněné tlačítko okna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close a window other than the table: Statistics, Settings, Help, a replay</source>
        <translation>Zavřít jiné okno než stůl: Statistiky, Nastavení, Nápovědu, záznam hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot-seat: show the table once only the next player can see the screen</source>
        <translation>Hra u&#xa0;jednoho počítače: odkrýt stůl, až na obrazovku vidí jen další hráč</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/replay/keys.py" line="+18"/>
        <source>In a replay window: move between its buttons and press them</source>
        <translation>V&#xa0;okně záznamu hry: přecházet mezi jeho tlačítky a&#xa0;stisknout je</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/dialogs/keyboard.py" line="+59"/>
        <source>Open the menu “{menu}”</source>
        <translation>Otevřít nabídku „{menu}“</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>(a shortcut of this screen)</source>
        <translation>(klávesová zkratka této obrazovky)</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+33"/>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Every action of every game can be done with the keyboard alone.</source>
        <translation>Každý tah v&#xa0;každé hře můžeš zahrát jen klávesnicí.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Every key of the app, by where it works</source>
        <translation>Všechny klávesy aplikace podle toho, kde fungují</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/keys.py" line="+13"/>
        <source>Believe the claim: take the cup and roll</source>
        <translation>Věřím: vzít kelímek a&#xa0;hodit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Doubt the claim: lift the cup</source>
        <translation>Nevěřím: zvednout kelímek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the value to announce</source>
        <translation>Zvolit hodnotu, kterou ohlásíš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce the chosen value</source>
        <translation>Ohlásit zvolenou hodnotu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the match (when the rules let you)</source>
        <translation>Ukončit zápas (když to pravidla dovolí)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say your roll, or the claim you answer (for a screen reader)</source>
        <translation>Říct tvůj hod, nebo ohlášení, na které odpovídáš (pro čtečku obrazovky)</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/dice/keys.py" line="+12"/>
        <source>After a reveal that waits for you: go on with the game</source>
        <translation>Po odkrytí, které na tebe čeká: hrát dál</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/keys.py" line="+13"/>
        <source>Choose the face of your bid</source>
        <translation>Zvolit číslo na kostce, na které sázíš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose how many dice you bid</source>
        <translation>Zvolit počet kostek, na který sázíš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the bid you chose; on the Maputo question, take the highlighted answer</source>
        <translation>Vsadit zvolenou sázku; u&#xa0;otázky na Maputo zvolit zvýrazněnou odpověď</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dudo: you don&apos;t believe the bid, the cups are lifted</source>
        <translation>Dudo: sázce nevěříš, kelímky se zvednou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza: the bid is exactly right</source>
        <translation>Calza: sázka sedí přesně</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare a Maputo round (with one die left)</source>
        <translation>Vyhlásit kolo Maputo (když ti zbyla jediná kostka)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the round normally, without Maputo</source>
        <translation>Hrát kolo normálně, bez Maputo</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/replay/keys.py" line="-7"/>
        <source>In a replay: one action back or forward</source>
        <translation>V&#xa0;záznamu: o&#xa0;jeden tah zpět nebo vpřed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: to the start of the previous or the next round, game or deal</source>
        <translation>V&#xa0;záznamu: na začátek předchozího nebo dalšího kola, hry či rozdání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a replay: to the start or the end</source>
        <translation>V&#xa0;záznamu: na začátek nebo na konec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: play or pause</source>
        <translation>V&#xa0;záznamu: přehrávat, nebo zastavit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: what the coach would play here</source>
        <translation>V&#xa0;záznamu: co by tu zahrál trenér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the replay</source>
        <translation>Zavřít záznam</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/keys.py" line="-13"/>
        <location filename="../tablegames_qt/ui/dice/keys.py" line="+6"/>
        <source>Ask the coach for a hint (games with hints); Enter then plays the suggested move</source>
        <translation>Požádat trenéra o&#xa0;radu (ve hrách s&#xa0;radami); Enter pak zahraje navržený tah</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/dice/keys.py" line="-4"/>
        <source>Once you are out of the game: watch the others play to the end</source>
        <translation>Když už nehraješ: sledovat ostatní až do konce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once you are out of the game: play the rest at once and see the result</source>
        <translation>Když už nehraješ: dohrát zbytek naráz a&#xa0;ukázat výsledek</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/keys.py" line="+14"/>
        <source>Say your hand (for a screen reader)</source>
        <translation>Říct tvoje karty v&#xa0;ruce (pro čtečku obrazovky)</translation>
    </message>
    <message>
        <source>Say your roll (for a screen reader)</source>
        <translation type="vanished">Říct tvůj hod (pro čtečku obrazovky)</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/keys.py" line="+3"/>
        <source>Say your dice (for a screen reader)</source>
        <translation>Říct tvoje kostky (pro čtečku obrazovky)</translation>
    </message>
</context>
<context>
    <name>LogFile</name>
    <message>
        <location filename="../tablegames_qt/ui/texts.py" line="+117"/>
        <source>The details are in the log file:
{path}</source>
        <translation>Podrobnosti najdeš v&#xa0;souboru s&#xa0;protokolem:
{path}</translation>
    </message>
</context>
<context>
    <name>MachacekCoachRoom</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/coach_room.py" line="+69"/>
        <source>announce {value}</source>
        <translation>ohlas „{value}“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>believe it and roll</source>
        <translation>věř a&#xa0;házej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lift the cup</source>
        <translation>zvedni kelímek</translation>
    </message>
    <message>
        <source>Claim {value}: {likely} ({percent}), by the dice alone</source>
        <translation type="vanished">Hlášení „{value}“: {likely} ({percent}), jen podle kostek</translation>
    </message>
    <message>
        <source>By the dice alone, the claim {value} is true with {percent}.</source>
        <translation type="vanished">Podle samotných kostek platí hlášení {value} s&#xa0;pravděpodobností {percent}.</translation>
    </message>
    <message>
        <source>The claim {value} is true with {percent}.</source>
        <translation type="vanished">Hlášení {value} platí s&#xa0;pravděpodobností {percent}.</translation>
    </message>
</context>
<context>
    <name>MachacekControls</name>
    <message>
        <source>announced by {name}</source>
        <translation type="vanished">hlásí {name}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/controls.py" line="+196"/>
        <source>Believe it and roll, or doubt it and lift the cup</source>
        <translation>Uvěř a&#xa0;hoď, nebo nevěř a&#xa0;zvedni kelímek</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>To beat: {value}</source>
        <translation>Přebít: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your roll</source>
        <translation>Tvůj hod</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No claim yet</source>
        <translation>Zatím nic nebylo ohlášeno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Believe</source>
        <translation>&amp;Věřím</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the cup, roll, and announce something higher</source>
        <translation>Vezmi kelímek, hoď a&#xa0;ohlas něco vyššího</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Doubt</source>
        <translation>&amp;Nevěřím</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift the cup: was it a bluff?</source>
        <translation>Zvedni kelímek: byl to blaf?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End the match</source>
        <translation>&amp;Ukončit zápas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop here: whoever won the most games wins the match</source>
        <translation>Skončit teď: zápas vyhrává, kdo vyhrál nejvíc her</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The claim on the table, or your own roll</source>
        <translation>Co je nahlášeno, nebo tvůj vlastní hod</translation>
    </message>
    <message>
        <source>End the match</source>
        <translation type="vanished">Ukončit zápas</translation>
    </message>
</context>
<context>
    <name>MachacekGuide</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/guide.py" line="+59"/>
        <source>Welcome to Macháček! One cup, two dice. You roll first, and only you see the dice: &lt;b&gt;3 and 1&lt;/b&gt;.</source>
        <translation>Vítej u&#xa0;Macháčka! Jeden kelímek, dvě kostky. Házíš první a&#xa0;kostky vidíš jen ty: &lt;b&gt;3 a&#xa0;1&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A roll reads higher die first: 3 and 1 is &lt;b&gt;31&lt;/b&gt;, the lowest of all. Then 32, 41, 42 … 65; above every number the doubles, called Indians (1 Indian is 11, up to 6 Indians, 66); and above everything &lt;b&gt;Macháček, 21&lt;/b&gt;.</source>
        <translation>Hod se čte od vyšší kostky: 3 a&#xa0;1 je &lt;b&gt;31&lt;/b&gt;, nejnižší ze všech. Pak 32, 41, 42 … 65; nad všemi čísly jsou dvojice, indiáni (1 indián je 11, až 6 indiánů, 66); a&#xa0;úplně nahoře &lt;b&gt;Macháček, 21&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You announce a value to {bot} — the truth or a bluff. 31 is weak, so &lt;b&gt;bluff: announce 43&lt;/b&gt;. If {bot} lifts the cup, you lose; if {bot} believes, nobody will know.</source>
        <translation>Hlásíš hodnotu, kterou dostane {bot} — pravdu, nebo blaf. 31 je slabé, tak &lt;b&gt;blafuj: ohlas 43&lt;/b&gt;. Když zvedne kelímek, prohráváš; když uvěří, nikdo se to nedozví.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This time bluff with &lt;b&gt;43&lt;/b&gt;: press the 43 button.</source>
        <translation>Tentokrát blafuj s&#xa0;&lt;b&gt;43&lt;/b&gt;: stiskni tlačítko 43.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{bot} believed your 43, so the bluff passed. Believing means rolling again and announcing more than the value received.</source>
        <translation>{bot} ti 43 věří, takže blaf prošel. Věřit znamená znovu hodit a&#xa0;ohlásit víc než obdrženou hodnotu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{bot} announces &lt;b&gt;5 Indians&lt;/b&gt; (55), a double: only 6 Indians and Macháček are higher. It may be true or a bluff.</source>
        <translation>{bot} hlásí &lt;b&gt;5 indiánů&lt;/b&gt; (55), dvojici: výš je jen 6 indiánů a&#xa0;Macháček. Může to být pravda, nebo blaf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press &lt;b&gt;Believe&lt;/b&gt;: you take the cup, roll, and must announce more than 5 Indians — bluffing if your roll is lower.</source>
        <translation>Stiskni &lt;b&gt;Věřím&lt;/b&gt;: vezmeš kelímek, hodíš a&#xa0;musíš ohlásit víc než 5 indiánů — když ti padne méně, musíš blafovat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Believe this one: a lift comes later in this guide.</source>
        <translation>Tomuhle uvěř: zvedání kelímku přijde v&#xa0;průvodci později.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You rolled &lt;b&gt;2 and 1: Macháček!&lt;/b&gt; Nothing is higher. Announce &lt;b&gt;21&lt;/b&gt; — it is the truth.</source>
        <translation>Padlo ti &lt;b&gt;2 a&#xa0;1: Macháček!&lt;/b&gt; Nic není výš. Ohlas &lt;b&gt;21&lt;/b&gt; — je to pravda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Announce &lt;b&gt;21&lt;/b&gt;, what you rolled.</source>
        <translation>Ohlas &lt;b&gt;21&lt;/b&gt;, to, co ti padlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{bot} believed you, rolled, and announces &lt;b&gt;Macháček&lt;/b&gt; too — after 21 nothing else may be said. A real 21 comes once in eighteen rolls.</source>
        <translation>{bot} ti věří, hází a&#xa0;hlásí taky &lt;b&gt;Macháčka&lt;/b&gt; — po 21 se nic jiného hlásit nesmí. Skutečná 21 padá v&#xa0;průměru jednou za osmnáct hodů.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Don&apos;t believe it: press &lt;b&gt;Doubt&lt;/b&gt; to lift the cup. If the dice are not 21, {bot} loses; if they are, you do.</source>
        <translation>Nevěř tomu: stiskni &lt;b&gt;Nevěřím&lt;/b&gt; a&#xa0;zvedni kelímek. Když pod ním není 21, prohrává {bot}; když je, prohráváš ty.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press &lt;b&gt;Doubt&lt;/b&gt; and lift the cup.</source>
        <translation>Stiskni &lt;b&gt;Nevěřím&lt;/b&gt; a&#xa0;zvedni kelímek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Under the cup: 6 and 4 — &lt;b&gt;64&lt;/b&gt;, not Macháček. {bot} bluffed and your lift caught it: &lt;b&gt;you win this game.&lt;/b&gt;</source>
        <translation>Pod kelímkem je 6 a&#xa0;4 — &lt;b&gt;64&lt;/b&gt;, žádný Macháček. {bot} blafuje a&#xa0;tvoje zvednutí kelímku blaf odhalilo: &lt;b&gt;tuhle hru vyhráváš.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is Macháček: roll, announce higher than the last value — truly or not — and believe or lift. A match is several games; whoever wins most is best. Ready for one?</source>
        <translation>Tak to je Macháček: házej, hlas víc než předchozí hodnotu — po pravdě, nebo ne — a&#xa0;věř, nebo zvedni kelímek. Zápas má několik her; nejlepší je, kdo jich vyhraje nejvíc. Zahraješ si?</translation>
    </message>
</context>
<context>
    <name>MachacekReplayScene</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/replay_scene.py" line="+111"/>
        <source>Game {number} of {total}</source>
        <translation>Hra {number} z&#xa0;{total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game {number}</source>
        <translation>Hra {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>games won: {wins}</source>
        <translation>vyhrané hry: {wins}</translation>
    </message>
</context>
<context>
    <name>MachacekScreen</name>
    <message>
        <location line="-25"/>
        <location filename="../tablegames_qt/ui/machacek/screen.py" line="+258"/>
        <source>I don&apos;t believe it!</source>
        <translation>Nevěřím!</translation>
    </message>
    <message>
        <location line="-14"/>
        <location filename="../tablegames_qt/ui/machacek/screen.py" line="+12"/>
        <source>A bluff!</source>
        <translation>Blaf!</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../tablegames_qt/ui/machacek/screen.py" line="+0"/>
        <source>The truth!</source>
        <translation>Pravda!</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/screen.py" line="+40"/>
        <source>{announcer} announces {value}. Believe it and roll, or lift the cup?</source>
        <translation>{announcer} hlásí „{value}“. Uvěříš a&#xa0;hodíš, nebo zvedneš kelímek?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Announce a value.</source>
        <translation>Ohlas hodnotu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tell the truth or bluff higher.</source>
        <translation>Řekni pravdu, nebo blafuj výš.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation type="vanished">Jsi na tahu.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} přemýšlí…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Lift the cup on {value}?</source>
        <translation>Nevěřit hlášení „{value}“ a&#xa0;zvednout kelímek?</translation>
    </message>
    <message>
        <source>Games played: {played}</source>
        <translation type="vanished">Odehrané hry: {played}</translation>
    </message>
    <message>
        <source>Game {game}, open-ended match</source>
        <translation type="vanished">Hra {game}, zápas bez omezení</translation>
    </message>
    <message>
        <source>Game {game} of {total}</source>
        <translation type="vanished">Hra {game} z&#xa0;{total}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/replay_scene.py" line="-23"/>
        <location filename="../tablegames_qt/ui/machacek/screen.py" line="+26"/>
        <source>out</source>
        <translation>mimo hru</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation type="vanished">Hra {number}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/screen.py" line="-80"/>
        <source>Rolled: {value}.</source>
        <translation>Hozeno: {value}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is too low: bluff higher.</source>
        <translation>To je málo: blafuj výš.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation type="vanished">Na tahu je {name}.</translation>
    </message>
    <message>
        <source>Games played: {games}</source>
        <translation type="vanished">Odehrané hry: {games}</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>{name} has the cup.</source>
        <translation>Kelímek má {name}.</translation>
    </message>
    <message>
        <source>announced by {name}</source>
        <translation type="vanished">hlásí {name}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/replay_scene.py" line="-15"/>
        <location filename="../tablegames_qt/ui/machacek/screen.py" line="+17"/>
        <source>Macháček</source>
        <translation>Macháček</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation type="vanished">Tabulka</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/screen.py" line="+1"/>
        <source>This match</source>
        <translation>Tento zápas</translation>
    </message>
    <message>
        <source>&amp;Believe</source>
        <translation type="vanished">&amp;Věřím</translation>
    </message>
    <message>
        <source>Take the cup, roll, and announce something higher</source>
        <translation type="vanished">Vezmi kelímek, hoď a&#xa0;ohlas něco vyššího</translation>
    </message>
    <message>
        <source>&amp;Doubt</source>
        <translation type="vanished">&amp;Nevěřím</translation>
    </message>
    <message>
        <source>Lift the cup: was it a bluff?</source>
        <translation type="vanished">Zvedni kelímek: byl to blaf?</translation>
    </message>
    <message>
        <source>End the match</source>
        <translation type="vanished">Ukončit zápas</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Your roll: {value}</source>
        <translation>Tvůj hod: {value}</translation>
    </message>
</context>
<context>
    <name>MachacekTexts</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/texts.py" line="+59"/>
        <source>You announce {value} to {receiver}</source>
        <translation>Hlásíš „{value}“, kelímek dostává {receiver}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{announcer} announces {value} to you</source>
        <translation>{announcer} ti hlásí „{value}“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{announcer} announces {value} to {receiver}</source>
        <translation>{announcer} hlásí „{value}“, kelímek dostává {receiver}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>“{value}” to you</source>
        <translation>„{value}“ pro tebe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{value}” to {receiver}</source>
        <translation>„{value}“ — dostává {receiver}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>from you to {receiver}</source>
        <translation>ty → {receiver}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from {announcer} to you</source>
        <translation>{announcer} → tobě</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from {announcer} to {receiver}</source>
        <translation>{announcer} → {receiver}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You lift the cup of {announcer}</source>
        <translation>Zvedáš kelímek a&#xa0;kontroluješ, co hlásí {announcer}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{challenger} lifts your cup</source>
        <translation>{challenger} zvedá tvůj kelímek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{challenger} lifts the cup of {announcer}</source>
        <translation>{challenger} zvedá kelímek a&#xa0;kontroluje, co hlásí {announcer}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You caught {announcer} bluffing</source>
        <translation>{announcer} blafuje a&#xa0;ty to odhaluješ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{challenger} caught you bluffing</source>
        <translation>{challenger} odhaluje tvůj blaf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{challenger} caught {announcer} bluffing</source>
        <translation>{announcer} blafuje a&#xa0;{challenger} to odhaluje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{announcer} told the truth: you lose</source>
        <translation>{announcer} mluví pravdu: prohráváš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You told the truth: {challenger} loses</source>
        <translation>Mluvíš pravdu: prohrává {challenger}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{announcer} told the truth: {challenger} loses</source>
        <translation>{announcer} mluví pravdu: prohrává {challenger}</translation>
    </message>
    <message>
        <source>The cup shows {rolled}, announced was {announced}</source>
        <translation type="vanished">V&#xa0;kelímku: {rolled}, hlášeno bylo „{announced}“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cup shows {rolled}, just as announced</source>
        <translation>V&#xa0;kelímku: {rolled}, přesně jak bylo ohlášeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cup shows {rolled}; the announcement was {announced}</source>
        <translation>V&#xa0;kelímku: {rolled}, ohlášeno bylo „{announced}“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your claim</source>
        <translation>Tvoje hlášení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claimed by {name}</source>
        <translation>Hlásí {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{verdict}. {shows}.</source>
        <translation>{verdict}. {shows}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match is over</source>
        <translation>Zápas skončil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match!</source>
        <translation>Vyhráváš zápas!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins the match!</source>
        <translation>Zápas vyhrává {name}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared victory: {names}</source>
        <translation>Společné vítězství: {names}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game {number}</source>
        <translation>Hra {number}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game {number}: you start</source>
        <translation>Hra {number}: začínáš ty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game {number}: {name} starts</source>
        <translation>Hra {number}: začíná {name}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You shake the cup</source>
        <translation>Třeseš kelímkem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} shakes the cup</source>
        <translation>{name} třese kelímkem</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You believe {announcer} and roll</source>
        <translation>Věříš tomu, co hlásí {announcer}, a&#xa0;házíš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} believes you and rolls</source>
        <translation>{name} ti věří a&#xa0;hází</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} believes {announcer} and rolls</source>
        <translation>{name} věří tomu, co hlásí {announcer}, a&#xa0;hází</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You win game {number}</source>
        <translation>Vyhráváš hru {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} wins game {number}</source>
        <translation>Hru {number} vyhrává {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You lose two lives and have none left</source>
        <translation>Přicházíš o&#xa0;dva životy a&#xa0;už ti žádný nezbývá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lose your last life</source>
        <translation>Přicházíš o&#xa0;poslední život</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} loses two lives and has none left</source>
        <translation>{name} přichází o&#xa0;dva životy a&#xa0;už žádný nemá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} loses the last life</source>
        <translation>{name} přichází o&#xa0;poslední život</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You lose two lives (%n left)</source>
        <translation>
            <numerusform>Přicházíš o&#xa0;dva životy (zbývá %n)</numerusform>
            <numerusform>Přicházíš o&#xa0;dva životy (zbývají %n)</numerusform>
            <numerusform>Přicházíš o&#xa0;dva životy (zbývá %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You lose a life (%n left)</source>
        <translation>
            <numerusform>Přicházíš o&#xa0;život (zbývá %n)</numerusform>
            <numerusform>Přicházíš o&#xa0;život (zbývají %n)</numerusform>
            <numerusform>Přicházíš o&#xa0;život (zbývá %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} loses two lives (%n left)</source>
        <translation>
            <numerusform>{name} přichází o&#xa0;dva životy (zbývá %n)</numerusform>
            <numerusform>{name} přichází o&#xa0;dva životy (zbývají %n)</numerusform>
            <numerusform>{name} přichází o&#xa0;dva životy (zbývá %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} loses a life (%n left)</source>
        <translation>
            <numerusform>{name} přichází o&#xa0;život (zbývá %n)</numerusform>
            <numerusform>{name} přichází o&#xa0;život (zbývají %n)</numerusform>
            <numerusform>{name} přichází o&#xa0;život (zbývá %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are out of the match</source>
        <translation>Vypadáváš ze zápasu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is out of the match</source>
        <translation>{name} vypadává ze zápasu</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../tablegames_qt/ui/window_menus.py" line="+152"/>
        <location filename="../tablegames_qt/app.py" line="-99"/>
        <source>Table Games</source>
        <translation>Stolní hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take back</source>
        <translation>&amp;Vzít zpět</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/main_window.py" line="+215"/>
        <source>Undo your last move and the computer players&apos; replies (solo games, this round)</source>
        <translation>Vzít zpět svůj poslední tah i&#xa0;odpovědi počítačů na něj (hra proti počítači, v&#xa0;tomto kole)</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/window_menus.py" line="+2"/>
        <source>&amp;Continue saved game</source>
        <translation>&amp;Pokračovat v&#xa0;uložené hře</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>Pozast&amp;avit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;hones…</source>
        <translation>&amp;Telefony…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones&apos; links and codes; hand a phone&apos;s seat to this computer or a bot</source>
        <translation>Odkazy a&#xa0;kódy telefonů; předat místo telefonu tomuto počítači nebo počítačovému hráči</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Back to the menu</source>
        <translation>&amp;Zpět do nabídky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiky…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;layers…</source>
        <translation>&amp;Hráči…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>Na&amp;stavení…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>Na &amp;celou obrazovku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klávesnice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Table Games</source>
        <translation>&amp;O&#xa0;aplikaci Stolní hry</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/main_window.py" line="+52"/>
        <source>Replace the unfinished game?</source>
        <translation>Nahradit rozehranou hru?</translation>
    </message>
    <message>
        <source>Taking back is for one person playing against the computer.</source>
        <translation type="vanished">Brát tahy zpět jde jen ve hře jednoho člověka proti počítači.</translation>
    </message>
    <message>
        <source>There is nothing of yours to take back in this round.</source>
        <translation type="vanished">V&#xa0;tomto kole nemáš žádný tah, který by šlo vzít zpět.</translation>
    </message>
    <message>
        <location line="+94"/>
        <location line="+5"/>
        <source>Take back</source>
        <translation>Vzít zpět</translation>
    </message>
    <message>
        <source>A game in which something is taken back is a practice game: it stays out of the statistics. Take back your last move?</source>
        <translation type="vanished">Hra, ve které se něco vezme zpět, je cvičná: nepočítá se do statistik. Vzít zpět svůj poslední tah?</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Leave the game? It is not kept: {problem} Leaving loses it.</source>
        <translation>Opustit hru? Neukládá se: {problem} Odchodem o&#xa0;ni přijdeš.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave the game? It is kept: continue it from the start screen whenever you like.</source>
        <translation>Opustit hru? Zůstane uložená: pokračovat v&#xa0;ní můžeš kdykoli z&#xa0;úvodní obrazovky.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave the game?</source>
        <translation>Opustit hru?</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>A game is in progress. Leave it?</source>
        <translation>Hra ještě běží. Opravdu ji opustit?</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/phones/at_table.py" line="+24"/>
        <source>Phones</source>
        <translation>Telefony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phones cannot join: this computer could not open a port for them ({error}). Their seats are played on this computer.</source>
        <translation>Telefony se nemohou připojit: tento počítač pro ně nemohl otevřít port ({error}). Jejich místa se hrají na tomto počítači.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/window_menus.py" line="+36"/>
        <source>About Table Games</source>
        <translation>O&#xa0;aplikaci Stolní hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Table Games {version}&lt;/h3&gt;&lt;p&gt;Perudo, Macháček and Royal Casino — against the computer or passing the laptop around.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Stolní hry {version}&lt;/h3&gt;&lt;p&gt;Perudo, Macháček a&#xa0;Royal Casino — proti počítači, nebo u&#xa0;jednoho počítače, který si hráči předávají.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/main_window.py" line="+62"/>
        <source>Quit?</source>
        <translation>Ukončit?</translation>
    </message>
</context>
<context>
    <name>MatchScoreboard</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/standings.py" line="+123"/>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games played: {games}</source>
        <translation>Odehrané hry: {games}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games played: {played}</source>
        <translation>Odehrané hry: {played}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game {game}, open-ended match</source>
        <translation>Hra {game}, zápas bez omezení</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {game} of {total}</source>
        <translation>Hra {game} z&#xa0;{total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scoreboard</source>
        <translation>Tabulka</translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <location filename="../tablegames_qt/ui/casino/moves_model.py" line="+76"/>
        <source>Press Enter or click to play it</source>
        <translation>Zahraješ ho Enterem nebo kliknutím</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>With {card}:</source>
        <translation>Kartou {card}:</translation>
    </message>
</context>
<context>
    <name>NamePlateItem</name>
    <message>
        <location filename="../tablegames_qt/ui/dice/plate_item.py" line="+280"/>
        <source>thinking</source>
        <translation>přemýšlí</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../tablegames_qt/ui/dialogs/new_game.py" line="+368"/>
        <source>Only computers: you watch them play.</source>
        <translation>Jen počítače: díváš se, jak hrají.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/__init__.py" line="-6"/>
        <source>You play against the computer; your cards are always shown to you.</source>
        <translation>Hraješ proti počítači; své karty vidíš pořád.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/__init__.py" line="-6"/>
        <location filename="../tablegames_qt/ui/perudo/__init__.py" line="-7"/>
        <source>You play against the computer; your dice are always shown to you.</source>
        <translation>Hraješ proti počítači; své kostky vidíš pořád.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/dialogs/new_game.py" line="+5"/>
        <source>Hot-seat: before each turn the screen asks to pass the laptop to the next player.</source>
        <translation>Hra u&#xa0;jednoho počítače: před každým tahem obrazovka vyzve k&#xa0;předání počítače dalšímu hráči.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats on a phone get a link and a QR code to join over this home Wi-Fi; the game starts when every phone has joined.</source>
        <translation>Místa na telefonu dostanou odkaz a&#xa0;QR kód pro připojení přes domácí Wi-Fi; hra začne, až se připojí všechny telefony.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Two human players cannot have the same name: {names}.</source>
        <translation>Dva lidští hráči nemohou mít stejné jméno: {names}.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>Perudo</source>
        <translation type="vanished">Perudo</translation>
    </message>
    <message>
        <source>Macháček</source>
        <translation type="vanished">Macháček</translation>
    </message>
    <message>
        <source>Royal Casino</source>
        <translation type="vanished">Royal Casino</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add player</source>
        <translation>Přid&amp;at hráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove player</source>
        <translation>Odeb&amp;rat hráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard rules</source>
        <translation>Základní pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the players…</source>
        <translation>Načítají se hráči…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow &amp;hints (H): the coach may advise whoever is playing</source>
        <translation>Povolit ra&amp;dy (H): trenér smí radit tomu, kdo je na tahu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player may ask the coach on their own turn; a game with hints says so in the statistics. Playing alone, hints are always there.</source>
        <translation>Každý hráč se může na svém tahu zeptat trenéra; hra s&#xa0;radami je tak označena ve statistikách. Ve hře jednoho člověka proti počítači jsou rady k&#xa0;dispozici vždy.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start</source>
        <translation>&amp;Začít</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>New players, added to Game → Players when the game starts: {names}.</source>
        <translation>Noví hráči (po startu hry přibudou v&#xa0;nabídce Hra → Hráči): {names}.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>{name} removed</source>
        <translation>Odebráno: {name}</translation>
    </message>
</context>
<context>
    <name>NewsBar</name>
    <message>
        <location filename="../tablegames_qt/ui/announce.py" line="+120"/>
        <source>Table news</source>
        <translation>Dění u&#xa0;stolu</translation>
    </message>
</context>
<context>
    <name>OverviewTab</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/tabs.py" line="-110"/>
        <source>Rolling over the last</source>
        <translation>Klouzavý průměr přes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of games and matches won, over time</source>
        <translation>Podíl vyhraných her a&#xa0;zápasů v&#xa0;čase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games and matches won, by game</source>
        <translation>Vyhrané hry a&#xa0;zápasy podle hry</translation>
    </message>
    <message>
        <source>Share of games won, over time</source>
        <translation type="vanished">Podíl vyhraných her v&#xa0;čase</translation>
    </message>
    <message>
        <source>Games won, by game</source>
        <translation type="vanished">Vyhrané hry podle hry</translation>
    </message>
</context>
<context>
    <name>PerudoCoachRoom</name>
    <message>
        <location filename="../tablegames_qt/ui/perudo/coach_room.py" line="+84"/>
        <source>bid {bid}</source>
        <translation>vsaď {bid}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>call Dudo</source>
        <translation>řekni Dudo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>call Calza</source>
        <translation>řekni Calza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declare Maputo</source>
        <translation>vyhlas Maputo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play normally</source>
        <translation>hraj normálně</translation>
    </message>
    <message>
        <source>{bid}: {likely} ({percent}), from your dice</source>
        <translation type="vanished">{bid}: {likely} ({percent}), podle tvých kostek</translation>
    </message>
    <message>
        <source>The bid {bid} is true with {percent}.</source>
        <translation type="vanished">Sázka {bid} platí s&#xa0;pravděpodobností {percent}.</translation>
    </message>
</context>
<context>
    <name>PerudoControls</name>
    <message>
        <location filename="../tablegames_qt/ui/perudo/controls.py" line="+129"/>
        <source>&amp;Dudo!</source>
        <translation>&amp;Dudo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>I don&apos;t believe it: lift the cups and count</source>
        <translation>Nevěřím: kelímky se zvednou a&#xa0;kostky se spočítají</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Dudo</source>
        <translation>Dudo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calza!</source>
        <translation>&amp;Calza!</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Exactly right: lift the cups; right wins a die back</source>
        <translation>Přesně tak: kelímky se zvednou; když to sedí, dostaneš kostku zpět</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Calza</source>
        <translation>Calza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare &amp;Maputo</source>
        <translation>Vyhlásit &amp;Maputo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Ones are not wild and the face cannot change (Enter)</source>
        <translation>Jedničky nejsou žolíci a&#xa0;číslo se nemění (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;normally</source>
        <translation>Hrát &amp;normálně</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Keep the right to declare Maputo later</source>
        <translation>Právo vyhlásit Maputo si necháš na později</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maputo round?</source>
        <translation>Kolo Maputo?</translation>
    </message>
</context>
<context>
    <name>PerudoGuide</name>
    <message>
        <location filename="../tablegames_qt/ui/perudo/guide.py" line="+54"/>
        <source>Welcome to Perudo! Everyone&apos;s dice are hidden under a cup, and you see only your own: &lt;b&gt;1, 5 and 2&lt;/b&gt;. {bot} has two dice left, which only {bot} knows.</source>
        <translation>Vítej u&#xa0;hry Perudo! Kostky všech hráčů jsou schované pod kelímky a&#xa0;ty vidíš jen svoje: &lt;b&gt;1, 5 a&#xa0;2&lt;/b&gt;. {bot} má ještě dvě kostky a&#xa0;nikdo jiný je nevidí.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Ones are wild&lt;/b&gt;: a one counts as whatever face is bid. So you hold two fives: your 5 and your 1.</source>
        <translation>&lt;b&gt;Jedničky jsou žolíci&lt;/b&gt;: jednička se počítá jako číslo, na které se sází. Máš tedy dvě pětky: svou pětku a&#xa0;svou jedničku.</translation>
    </message>
    <message>
        <source>Open the round with a bid: &lt;b&gt;2 × five&lt;/b&gt; means “there are at least two fives on the whole table”. Choose the quantity 2 and the five, then press Bid (or use the arrow keys and Enter).</source>
        <translation type="vanished">Zahaj kolo sázkou: &lt;b&gt;2 pětky&lt;/b&gt; znamenají „na celém stole jsou aspoň dvě pětky“. Vyber počet 2 a&#xa0;pětku, pak stiskni Vsadit (nebo použij šipky a&#xa0;Enter).</translation>
    </message>
    <message>
        <source>For this guide, bid exactly &lt;b&gt;2 × five&lt;/b&gt;: the quantity 2, the die with five dots, then Bid.</source>
        <translation type="vanished">V&#xa0;tomhle průvodci vsaď přesně &lt;b&gt;2 pětky&lt;/b&gt;: počet 2, kostku s&#xa0;pěti tečkami, pak Vsadit.</translation>
    </message>
    <message>
        <source>{bot} raises to &lt;b&gt;3 × five&lt;/b&gt;. A raise names more dice, or as many dice of a higher face.</source>
        <translation type="vanished">{bot} zvyšuje na &lt;b&gt;3 pětky&lt;/b&gt;. Zvýšit znamená ohlásit víc kostek, nebo stejný počet kostek s&#xa0;vyšším číslem.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open the round with a bid: &lt;b&gt;{bid}&lt;/b&gt; means “there are at least two fives on the whole table”. Choose the quantity 2 and the five, then press Bid (or use the arrow keys and Enter).</source>
        <translation>Zahaj kolo sázkou: &lt;b&gt;{bid}&lt;/b&gt; znamenají „na celém stole jsou aspoň dvě pětky“. Vyber počet 2 a&#xa0;pětku, pak stiskni Vsadit (nebo použij šipky a&#xa0;Enter).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For this guide, bid exactly &lt;b&gt;{bid}&lt;/b&gt;: the quantity 2, the die with five dots, then Bid.</source>
        <translation>V&#xa0;tomhle průvodci vsaď přesně &lt;b&gt;{bid}&lt;/b&gt;: počet 2, kostku s&#xa0;pěti tečkami, pak Vsadit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{bot} raises to &lt;b&gt;{bid}&lt;/b&gt;. A raise names more dice, or as many dice of a higher face.</source>
        <translation>{bot} zvyšuje na &lt;b&gt;{bid}&lt;/b&gt;. Zvýšit znamená ohlásit víc kostek, nebo stejný počet kostek s&#xa0;vyšším číslem.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You know two fives. For three, {bot} would need a five or a one under the cup. Do you believe it? Say &lt;b&gt;Dudo&lt;/b&gt; (“I don&apos;t believe it”): every cup is lifted and the fives are counted.</source>
        <translation>Víš o&#xa0;dvou pětkách. Aby byly tři, potřebuje {bot} pod kelímkem pětku nebo jedničku. Věříš tomu? Řekni &lt;b&gt;Dudo&lt;/b&gt; („nevěřím“): všechny kelímky se zvednou a&#xa0;pětky se spočítají.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This time press &lt;b&gt;Dudo&lt;/b&gt;: let&apos;s see whether the bid is true.</source>
        <translation>Tentokrát stiskni &lt;b&gt;Dudo&lt;/b&gt;: uvidíme, jestli sázka platí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The count: your 5, and your 1 as a wild five, make &lt;b&gt;two fives&lt;/b&gt;; {bot} has none. Two is fewer than three, so the bid was false and {bot}, who made it, loses a die. Your Dudo won!</source>
        <translation>Počítá se: tvoje pětka a&#xa0;tvoje jednička jako žolík dávají &lt;b&gt;dvě pětky&lt;/b&gt;; {bot} nemá žádnou. Dvě jsou méně než tři, sázka tedy neplatí a&#xa0;o&#xa0;kostku přichází ten, kdo ji vsadil: {bot}. Tvoje Dudo vyhrálo!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{bot} has one die left and opens the new round, so {bot} may call &lt;b&gt;Maputo&lt;/b&gt; (once per game) — and does. In a Maputo round ones are &lt;b&gt;not wild&lt;/b&gt;, and the face of the first bid stays: every later bid must name more of the same face.</source>
        <translation>{bot} má už jen jednu kostku a&#xa0;začíná nové kolo, proto smí vyhlásit &lt;b&gt;Maputo&lt;/b&gt; (jednou za hru) — a&#xa0;vyhlašuje ho. V&#xa0;kole Maputo jedničky &lt;b&gt;nejsou žolíci&lt;/b&gt; a&#xa0;číslo první sázky zůstává: každá další sázka musí být na víc kostek téhož čísla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Everyone rolled again. {bot} bids &lt;b&gt;{bid}&lt;/b&gt;. Your new dice are 1, 5 and 4: in Maputo your 1 is just a one, so you hold exactly one four.</source>
        <translation>Všichni znovu házejí. {bot} sází: &lt;b&gt;{bid}&lt;/b&gt;. Tvoje nové kostky jsou 1, 5 a&#xa0;4: v&#xa0;kole Maputo je tvoje jednička jen jednička, takže máš právě jednu čtyřku.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If {bot}&apos;s die is the four it bid, there are two fours: yours and {bot}&apos;s. Bid &lt;b&gt;{bid}&lt;/b&gt;. Only fours can be bid now.</source>
        <translation>Jestli má {bot} pod kelímkem opravdu čtyřku, na kterou sází, jsou na stole i&#xa0;s&#xa0;tou tvou dvě čtyřky. Vsaď &lt;b&gt;{bid}&lt;/b&gt;. Teď se smí sázet jen na čtyřky.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid &lt;b&gt;{bid}&lt;/b&gt; here: the quantity 2 and the four.</source>
        <translation>Tady vsaď &lt;b&gt;{bid}&lt;/b&gt;: počet 2 a&#xa0;čtyřku.</translation>
    </message>
    <message>
        <source>Everyone rolled again. {bot} bids &lt;b&gt;1 × four&lt;/b&gt;. Your new dice are 1, 5 and 4: in Maputo your 1 is just a one, so you hold exactly one four.</source>
        <translation type="vanished">Všichni znovu házejí. {bot} sází: &lt;b&gt;1 čtyřka&lt;/b&gt;. Tvoje nové kostky jsou 1, 5 a&#xa0;4: v&#xa0;kole Maputo je tvoje jednička jen jednička, takže máš právě jednu čtyřku.</translation>
    </message>
    <message>
        <source>If {bot}&apos;s die is the four it bid, there are two fours: yours and {bot}&apos;s. Bid &lt;b&gt;2 × four&lt;/b&gt;. Only fours can be bid now.</source>
        <translation type="vanished">Jestli má {bot} pod kelímkem opravdu čtyřku, na kterou sází, jsou na stole i&#xa0;s&#xa0;tou tvou dvě čtyřky. Vsaď &lt;b&gt;2 čtyřky&lt;/b&gt;. Teď se smí sázet jen na čtyřky.</translation>
    </message>
    <message>
        <source>Bid &lt;b&gt;2 × four&lt;/b&gt; here: the quantity 2 and the four.</source>
        <translation type="vanished">Tady vsaď &lt;b&gt;2 čtyřky&lt;/b&gt;: počet 2 a&#xa0;čtyřku.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{bot} said Dudo. The count: {bot}&apos;s four and yours make two fours, so your bid stands. {bot}, who doubted it, loses the last die and is out: &lt;b&gt;you win!&lt;/b&gt;</source>
        <translation>{bot} říká Dudo. Počítá se: čtyřku máte oba, to jsou dvě čtyřky, takže tvoje sázka platí. Dudo nevyšlo, a&#xa0;tak {bot} přichází o&#xa0;poslední kostku a&#xa0;končí: &lt;b&gt;vyhráváš!&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is Perudo: bid on all the dice, say Dudo on a bid you doubt, count ones as wild — except in Maputo. A real game starts with five dice each. Ready to play one?</source>
        <translation>Tak to je Perudo: sázej na všechny kostky na stole, řekni Dudo, když sázce nevěříš, a&#xa0;počítej jedničky jako žolíky — kromě kola Maputo. Skutečná hra začíná s&#xa0;pěti kostkami pro každého. Zahraješ si?</translation>
    </message>
</context>
<context>
    <name>PerudoReplayScene</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/perudo/replay_scene.py" line="+110"/>
        <source>Round {number} · %n dice on the table</source>
        <translation>
            <numerusform>Kolo {number} · na stole je %n kostka</numerusform>
            <numerusform>Kolo {number} · na stole jsou %n kostky</numerusform>
            <numerusform>Kolo {number} · na stole je %n kostek</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maputo round</source>
        <translation>Kolo Maputo</translation>
    </message>
</context>
<context>
    <name>PerudoScreen</name>
    <message>
        <location line="-25"/>
        <location filename="../tablegames_qt/ui/perudo/screen.py" line="+279"/>
        <source>Dudo!</source>
        <translation>Dudo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../tablegames_qt/ui/perudo/screen.py" line="+3"/>
        <source>Calza!</source>
        <translation>Calza!</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/texts.py" line="+118"/>
        <source>The bid stands!</source>
        <translation>Sázka platí!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bid falls!</source>
        <translation>Sázka neplatí!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exactly right!</source>
        <translation>Přesně tak!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not exactly!</source>
        <translation>Není to přesně!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{found}. {outcome}.</source>
        <translation>{found}. {outcome}.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/replay_scene.py" line="-25"/>
        <location filename="../tablegames_qt/ui/perudo/screen.py" line="+41"/>
        <source>Maputo!</source>
        <translation>Maputo!</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/screen.py" line="+32"/>
        <source>Open the round with a bid.</source>
        <translation>Zahaj kolo sázkou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No higher bid is possible: call Dudo.</source>
        <translation>Vyšší sázka už není možná: řekni Dudo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maputo round: ones are not wild and the face cannot change.</source>
        <translation>Kolo Maputo: jedničky nejsou žolíci a&#xa0;číslo se nemění.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation type="vanished">Jsi na tahu.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} přemýšlí…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Call Dudo on {bid}?</source>
        <translation>Říct Dudo (nevěřím) na sázku „{bid}“?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Call Calza: exactly {bid}?</source>
        <translation>Říct Calza: přesně „{bid}“?</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>ones are not wild, the face cannot change</source>
        <translation>jedničky nejsou žolíci, číslo se nemění</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One die left: declare a Maputo round (ones are not wild, the face stays) or play normally?</source>
        <translation>Zbývá ti jedna kostka: vyhlásíš kolo Maputo (jedničky nejsou žolíci, číslo se nemění), nebo budeš hrát normálně?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Raise the bid, or call Dudo to doubt it.</source>
        <translation>Zvyš sázku, nebo jí nevěř a&#xa0;řekni Dudo.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation type="vanished">Na tahu je {name}.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Rounds played: {rounds}</source>
        <translation>Odehraná kola: {rounds}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round {number}</source>
        <translation>Kolo {number}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Waiting for {name}…</source>
        <translation>Čeká se, až zahraje {name}…</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/replay_scene.py" line="-23"/>
        <location filename="../tablegames_qt/ui/perudo/screen.py" line="+4"/>
        <source>Perudo</source>
        <translation>Perudo</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/screen.py" line="+1"/>
        <source>Bids</source>
        <translation>Sázky</translation>
    </message>
    <message>
        <source>&amp;Dudo!</source>
        <translation type="vanished">&amp;Dudo!</translation>
    </message>
    <message>
        <source>I don&apos;t believe it: lift the cups and count</source>
        <translation type="vanished">Nevěřím: kelímky se zvednou a&#xa0;kostky se spočítají</translation>
    </message>
    <message>
        <source>&amp;Calza!</source>
        <translation type="vanished">&amp;Calza!</translation>
    </message>
    <message>
        <source>Exactly right: lift the cups; right wins a die back</source>
        <translation type="vanished">Přesně tak: kelímky se zvednou; když to sedí, dostaneš kostku zpět</translation>
    </message>
    <message>
        <source>Declare &amp;Maputo</source>
        <translation type="vanished">Vyhlásit &amp;Maputo</translation>
    </message>
    <message>
        <source>Play &amp;normally</source>
        <translation type="vanished">Hrát &amp;normálně</translation>
    </message>
    <message>
        <source>Maputo round?</source>
        <translation type="vanished">Kolo Maputo?</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>Your dice: {dice}</source>
        <translation>Tvoje kostky: {dice}</translation>
    </message>
</context>
<context>
    <name>PerudoTexts</name>
    <message>
        <location filename="../tablegames_qt/ui/perudo/texts.py" line="-70"/>
        <source>You bid {bid}</source>
        <translation>Sázíš: {bid}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} bids {bid}</source>
        <translation>{name} sází: {bid}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your bid</source>
        <translation>tvoje sázka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid by {name}</source>
        <translation>sází {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You call Calza on {bidder}&apos;s {bid}</source>
        <translation>{bidder} sází „{bid}“ a&#xa0;ty říkáš Calza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{caller} calls Calza on your {bid}</source>
        <translation>{caller} říká Calza na tvou sázku „{bid}“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{caller} calls Calza on {bidder}&apos;s {bid}</source>
        <translation>{bidder} sází „{bid}“ a&#xa0;{caller} říká Calza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You call Dudo on {bidder}&apos;s {bid}</source>
        <translation>{bidder} sází „{bid}“ a&#xa0;ty říkáš Dudo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{caller} calls Dudo on your {bid}</source>
        <translation>{caller} říká Dudo na tvou sázku „{bid}“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{caller} calls Dudo on {bidder}&apos;s {bid}</source>
        <translation>{bidder} sází „{bid}“ a&#xa0;{caller} říká Dudo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none found</source>
        <translation>na stole není žádná</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n found</source>
        <translation>
            <numerusform>na stole je %n</numerusform>
            <numerusform>na stole jsou %n</numerusform>
            <numerusform>na stole je %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None found</source>
        <comment>a sentence of its own</comment>
        <translation>Na stole není žádná</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n found</source>
        <comment>a sentence of its own</comment>
        <translation>
            <numerusform>Na stole je %n</numerusform>
            <numerusform>Na stole jsou %n</numerusform>
            <numerusform>Na stole je %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You win!</source>
        <translation>Vyhráváš!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins!</source>
        <translation>{name} vítězí!</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round {number}: you open</source>
        <translation>Kolo {number}: začínáš ty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number}: {name} opens</source>
        <translation>Kolo {number}: začíná {name}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You lose your last die</source>
        <translation>Přicházíš o&#xa0;poslední kostku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} loses the last die</source>
        <translation>{name} přichází o&#xa0;poslední kostku</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You lose a die (%n left)</source>
        <translation>
            <numerusform>Přicházíš o&#xa0;kostku (zbývá %n)</numerusform>
            <numerusform>Přicházíš o&#xa0;kostku (zbývají %n)</numerusform>
            <numerusform>Přicházíš o&#xa0;kostku (zbývá %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} loses a die (%n left)</source>
        <translation>
            <numerusform>{name} přichází o&#xa0;kostku (zbývá %n)</numerusform>
            <numerusform>{name} přichází o&#xa0;kostku (zbývají %n)</numerusform>
            <numerusform>{name} přichází o&#xa0;kostku (zbývá %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Calza holds: you win a die back</source>
        <translation>Calza vyšla: dostáváš kostku zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Calza holds: {name} wins a die back</source>
        <translation>Calza vyšla: {name} dostává kostku zpět</translation>
    </message>
    <message>
        <source>Exactly right: you win a die back</source>
        <translation type="vanished">Calza vyšla: dostáváš kostku zpět</translation>
    </message>
    <message>
        <source>Exactly right: {name} wins a die back</source>
        <translation type="vanished">Calza vyšla: {name} dostává kostku zpět</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are out!</source>
        <translation>Vypadáváš!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is out!</source>
        <translation>{name} vypadává!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Maputo round: you are down to one die</source>
        <translation>Kolo Maputo: zbývá ti jediná kostka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maputo round: {name} is down to one die</source>
        <translation>Kolo Maputo: {name} má už jen jednu kostku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You declare a Maputo round</source>
        <translation>Vyhlašuješ kolo Maputo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} declares a Maputo round</source>
        <translation>{name} vyhlašuje kolo Maputo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play the round normally</source>
        <translation>Hraješ kolo normálně</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} plays the round normally</source>
        <translation>{name} hraje kolo normálně</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../tablegames_qt/ui/phone_texts.py" line="+21"/>
        <source>Connecting to the table…</source>
        <translation>Připojuji se ke stolu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Spojení se přerušilo: připojuji se znovu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disconnected from the table.</source>
        <translation>Odpojeno od stolu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table</source>
        <translation>Na stole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid</source>
        <translation>Vsadit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many</source>
        <translation>Kolik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which face</source>
        <translation>Jaké číslo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One more</source>
        <translation>O&#xa0;jednu víc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One fewer</source>
        <translation>O&#xa0;jednu míň</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a card to see what it can do.</source>
        <translation>Klepni na kartu a&#xa0;uvidíš, co s&#xa0;ní jde zahrát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce</source>
        <translation>Ohlásit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Your turn</source>
        <translation>Jsi na tahu</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>your roll</source>
        <translation>tvůj hod</translation>
    </message>
    <message>
        <source>Perudo</source>
        <translation type="vanished">Perudo</translation>
    </message>
    <message>
        <source>Macháček</source>
        <translation type="vanished">Macháček</translation>
    </message>
    <message>
        <source>Royal Casino</source>
        <translation type="vanished">Royal Casino</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This link is no longer valid. Ask for a new one at the table.</source>
        <translation>Tento odkaz už neplatí. Řekni si u&#xa0;stolu o&#xa0;nový.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This seat was opened on another device.</source>
        <translation>Toto místo se otevřelo na jiném zařízení.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table took this seat back.</source>
        <translation>Stůl si toto místo vzal zpět.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table has closed.</source>
        <translation>Stůl se zavřel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The page sent something the table does not understand.</source>
        <translation>Stránka poslala něco, čemu stůl nerozumí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many messages: the connection was closed.</source>
        <translation>Příliš mnoho zpráv: spojení se ukončilo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The page did not say who it is in time.</source>
        <translation>Stránka se včas nepředstavila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This page is too old for the table: reload it.</source>
        <translation>Tato stránka je pro stůl příliš stará: načti ji znovu.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Waiting for {name}…</source>
        <translation>Čeká se, až zahraje {name}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for {name}&apos;s phone…</source>
        <translation>{name}: čeká se na telefon…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}&apos;s phone is away: the table waits</source>
        <translation>{name}: telefon je pryč, stůl čeká</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody wins</source>
        <translation>Nikdo nevyhrál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner: {names}</source>
        <translation>Vítěz: {names}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n kostka</numerusform>
            <numerusform>%n kostky</numerusform>
            <numerusform>%n kostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n wins</source>
        <translation>
            <numerusform>%n výhra</numerusform>
            <numerusform>%n výhry</numerusform>
            <numerusform>%n výher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n lives</source>
        <translation>
            <numerusform>%n život</numerusform>
            <numerusform>%n životy</numerusform>
            <numerusform>%n životů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>out</source>
        <translation>mimo hru</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your dice (under your cup)</source>
        <translation>Tvoje kostky (pod tvým kelímkem)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your roll: {value}</source>
        <translation>Tvůj hod: {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No roll under your cup</source>
        <translation>Pod kelímkem nemáš žádný hod</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your hand</source>
        <translation>Tvoje karty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No bid yet this round</source>
        <translation>V&#xa0;tomto kole ještě nikdo nesázel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} announces {value} to you</source>
        <translation>{name} ti hlásí „{value}“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last claim: {name}, {value}</source>
        <translation>Poslední hlášení: {name}, „{value}“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dudo!</source>
        <translation>Dudo!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Calza!</source>
        <translation>Calza!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Declare a Maputo round</source>
        <translation>Vyhlásit kolo Maputo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the round normally</source>
        <translation>Hrát kolo normálně</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Believe and roll</source>
        <translation>Uvěřit a&#xa0;házet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lift the cup</source>
        <translation>Zvednout kelímek</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards left in the deck</source>
        <translation>
            <numerusform>V&#xa0;balíčku zbývá %n karta</numerusform>
            <numerusform>V&#xa0;balíčku zbývají %n karty</numerusform>
            <numerusform>V&#xa0;balíčku zbývá %n karet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not your turn.</source>
        <translation>Teď nejsi na tahu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has moved on: here is the game as it stands.</source>
        <translation>Hra už pokročila: tady je, jak teď stojí.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That move is not on offer.</source>
        <translation>Tento tah teď nejde zahrát.</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Your turn in a moment: the table is still showing the last move</source>
        <translation>Za chvilku jsi na tahu: stůl ještě ukazuje poslední tah</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Look at the table: the cups are up</source>
        <translation>Podívej se na stůl: kelímky jsou zvednuté</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Look at the table: the deal is being counted</source>
        <translation>Podívej se na stůl: rozdání se počítá</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is paused on the laptop</source>
        <translation>Hra je na počítači pozastavená</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for these phones to join: {names}</source>
        <translation>Čeká se na připojení těchto telefonů: {names}</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>That is not a move of this game: send a choice from the state, or a move as the protocol describes it.</source>
        <translation>Tohle není tah této hry: pošli volbu ze stavu, nebo tah tak, jak ho popisuje protokol.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{name} is playing on a phone.</source>
        <translation>{name} hraje na telefonu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} and {last} are playing on their phones.</source>
        <translation>{names} a&#xa0;{last} hrají na svých telefonech.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{playing} Quit anyway? Their pages lose the table; the game is kept, and when you continue it they join again with new links.</source>
        <translation>{playing} Přesto ukončit? Jejich stránky přijdou o&#xa0;stůl; hra zůstane uložená, a&#xa0;až v&#xa0;ní budeš pokračovat, připojí se znovu s&#xa0;novými odkazy.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../tablegames_qt/ui/phones/dialog.py" line="+53"/>
        <source>Phones at the table</source>
        <translation>Telefony u&#xa0;stolu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player opens their own link on a phone or tablet on the same Wi-Fi as this computer: scan the code with the camera, or type the link. Their dice or cards show only there.</source>
        <translation>Každý hráč si otevře svůj odkaz na telefonu nebo tabletu ve stejné síti Wi-Fi jako tento počítač: naskenuje kód fotoaparátem, nebo odkaz opíše. Jeho kostky či karty se ukážou jen tam.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Start now</source>
        <translation>&amp;Začít hned</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>New link</source>
        <translation>Nový odkaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on this computer</source>
        <translation>Hrát na tomto počítači</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give to the computer</source>
        <translation>Dát počítačovému hráči</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Joined: the phone is at the table.</source>
        <translation>Připojeno: telefon je u&#xa0;stolu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for {name}&apos;s phone…</source>
        <translation>{name}: čeká se na telefon…</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Played by the computer now.</source>
        <translation>Teď za toto místo hraje počítač.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played on this computer now.</source>
        <translation>Teď se za toto místo hraje na tomto počítači.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to a phone</source>
        <translation>Zpět na telefon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seat goes back to a phone, with a new link</source>
        <translation>Místo se vrátí na telefon s&#xa0;novým odkazem</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>{name} is out of the game: the table does not wait for this phone (it may still watch).</source>
        <translation>{name} už ve hře není: stůl na tento telefon nečeká (dívat se může dál).</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Colour of {name}</source>
        <translation type="vanished">Barva: {name}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/stats/players.py" line="+131"/>
        <location line="+35"/>
        <location line="+68"/>
        <source>Loading…</source>
        <translation>Načítá se…</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>The statistics are busy (another program is using them): trying again…</source>
        <translation>Statistiky jsou zaneprázdněné (používá je jiný program): zkouším to znovu…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>New player</source>
        <translation>Nový hráč</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the new player:</source>
        <translation>Jméno nového hráče:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name} can now be chosen for a seat in a new game.</source>
        <translation>{name} teď může v&#xa0;nové hře zasednout ke stolu.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} is no longer offered for new games; their results stay in the statistics.</source>
        <translation>{name} se už v&#xa0;nových hrách nenabízí; výsledky ve statistikách zůstávají.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>People who play at this computer. Renaming a player keeps their results; untick Active to stop offering a player for new games.</source>
        <translation>Lidé, kteří u&#xa0;tohoto počítače hrají. Po přejmenování si hráč své výsledky ponechá; když zrušíš zaškrtnutí „Aktivní“, hráč se v&#xa0;nových hrách přestane nabízet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New player…</source>
        <translation>&amp;Nový hráč…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Přejmenovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour…</source>
        <translation>&amp;Barva…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Avatar</source>
        <translation>&amp;Avatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arc&amp;hive</source>
        <translation>Arc&amp;hivovat</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/tabs.py" line="+146"/>
        <source>Add a player…</source>
        <translation>Přidat hráče…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Double-click a name, avatar or colour to change it. Renamed players keep their history. Untick “Active” to hide a player from new games; nothing is deleted.</source>
        <translation>Jméno, avatar nebo barvu změníš dvojklikem. Přejmenovaný hráč si historii ponechá. Zrušením zaškrtnutí „Aktivní“ hráče skryješ v&#xa0;nových hrách; nic se nemaže.</translation>
    </message>
    <message>
        <source>Double-click a name, avatar or colour (#rrggbb) to change it. Renamed players keep their history. Untick “Active” to hide a player from new games; nothing is deleted.</source>
        <translation type="vanished">Jméno, avatar nebo barvu (#rrggbb) změníš dvojklikem. Přejmenovaný hráč si historii ponechá. Zrušením zaškrtnutí „Aktivní“ hráče skryješ v&#xa0;nových hrách; nic se nemaže.</translation>
    </message>
</context>
<context>
    <name>ReplayCoach</name>
    <message>
        <location filename="../tablegames_qt/ui/replay/coach_view.py" line="+40"/>
        <source>Dudo</source>
        <translation>Dudo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza</source>
        <translation>Calza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>declare a Maputo round</source>
        <translation>vyhlásit kolo Maputo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play the round normally</source>
        <translation>hrát kolo normálně</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>announce {value}</source>
        <translation>hlásit „{value}“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>believe and roll</source>
        <translation>věřit a&#xa0;házet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lift the cup</source>
        <translation>zvednout kelímek</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The coach for {name}: {play}.</source>
        <translation>{name} — trenér radí: {play}.</translation>
    </message>
    <message>
        <source>As far as {name} can know, the standing bid is true with {percent}.</source>
        <translation type="vanished">Podle toho, co může vědět {name}, platí stávající sázka s&#xa0;pravděpodobností {percent}.</translation>
    </message>
    <message>
        <source>By the dice alone, the claim is true with {percent}.</source>
        <translation type="vanished">Podle samotných kostek platí hlášení s&#xa0;pravděpodobností {percent}.</translation>
    </message>
    <message>
        <source>As far as {name} can know, the claim is true with {percent}.</source>
        <translation type="vanished">Podle toho, co může vědět {name}, je hlášení pravdivé s&#xa0;pravděpodobností {percent}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} played that: {play}.</source>
        <translation>{name} hraje právě toto: {play}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} played instead: {play}.</source>
        <translation>{name} hraje místo toho: {play}.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s) in all)</source>
        <translation type="vanished">
            <numerusform>Začátek hry (celkem %n tah)</numerusform>
            <numerusform>Začátek hry (celkem %n tahy)</numerusform>
            <numerusform>Začátek hry (celkem %n tahů)</numerusform>
        </translation>
    </message>
    <message>
        <source>Move {number} of {total}</source>
        <translation type="vanished">Tah {number} z&#xa0;{total}</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation type="vanished">Mimo hru</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation type="vanished">
            <numerusform>%n kostka</numerusform>
            <numerusform>%n kostky</numerusform>
            <numerusform>%n kostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation type="vanished">
            <numerusform>%n vyhraná hra</numerusform>
            <numerusform>%n vyhrané hry</numerusform>
            <numerusform>%n vyhraných her</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n life/lives left</source>
        <translation type="vanished">
            <numerusform>zbývá %n život</numerusform>
            <numerusform>zbývají %n životy</numerusform>
            <numerusform>zbývá %n životů</numerusform>
        </translation>
    </message>
    <message>
        <source>Under the cup: {value}</source>
        <translation type="vanished">Pod kelímkem: {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation type="vanished">
            <numerusform>%n karta v&#xa0;ruce</numerusform>
            <numerusform>%n karty v&#xa0;ruce</numerusform>
            <numerusform>%n karet v&#xa0;ruce</numerusform>
        </translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation type="vanished">skóre {score}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) taken this deal</source>
        <translation type="vanished">
            <numerusform>%n vzatá karta v&#xa0;tomto rozdání</numerusform>
            <numerusform>%n vzaté karty v&#xa0;tomto rozdání</numerusform>
            <numerusform>%n vzatých karet v&#xa0;tomto rozdání</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation type="vanished">Kolo {number}</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) on the table</source>
        <translation type="vanished">
            <numerusform>%n kostka na stole</numerusform>
            <numerusform>%n kostky na stole</numerusform>
            <numerusform>%n kostek na stole</numerusform>
        </translation>
    </message>
    <message>
        <source>Maputo round</source>
        <translation type="vanished">Kolo Maputo</translation>
    </message>
    <message>
        <source>Bids: {bids}</source>
        <translation type="vanished">Sázky: {bids}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation type="vanished">Hra {number}</translation>
    </message>
    <message>
        <source>Announced: {value}</source>
        <translation type="vanished">Hlášeno: {value}</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation type="vanished">Rozdání {number}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck</source>
        <translation type="vanished">
            <numerusform>v&#xa0;balíčku zbývá %n karta</numerusform>
            <numerusform>v&#xa0;balíčku zbývají %n karty</numerusform>
            <numerusform>v&#xa0;balíčku zbývá %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>build of {value}: {cards}</source>
        <translation type="vanished">stavba na {value}: {cards}</translation>
    </message>
    <message>
        <source>On the table: {cards}</source>
        <translation type="vanished">Na stole: {cards}</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="vanished">Záznam hry</translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="vanished">Začátek</translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="vanished">Zpět</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Přehrát</translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="vanished">Další</translation>
    </message>
    <message>
        <source>End</source>
        <translation type="vanished">Konec</translation>
    </message>
    <message>
        <source>Back to the start of the game</source>
        <translation type="vanished">Zpět na začátek hry</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="vanished">Konec hry</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../tablegames_qt/ui/replay/window.py" line="+284"/>
        <source>The start of the game.</source>
        <translation>Začátek hry.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{number} / {total}</source>
        <translation>{number} / {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {number} of {total}</source>
        <translation>Tah {number} z&#xa0;{total}</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+26"/>
        <source>The coach is thinking…</source>
        <translation>Trenér přemýšlí…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The coach could not answer: {error}</source>
        <translation>Trenér nemohl odpovědět: {error}</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Pause (Space)</source>
        <translation>Pozastavit (mezerník)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pozastavit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play (Space)</source>
        <translation>Přehrávat (mezerník)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Přehrávat</translation>
    </message>
    <message>
        <source>Perudo</source>
        <translation type="vanished">Perudo</translation>
    </message>
    <message>
        <source>Macháček</source>
        <translation type="vanished">Macháček</translation>
    </message>
    <message>
        <source>Royal Casino</source>
        <translation type="vanished">Royal Casino</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay: {game} — {names}</source>
        <translation>Záznam hry: {game} — {names}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/__init__.py" line="+7"/>
        <source>Previous deal</source>
        <translation>Předchozí rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the start of this deal, or the one before (Page Up)</source>
        <translation>Na začátek tohoto rozdání, nebo toho předchozího (Page Up)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next deal</source>
        <translation>Další rozdání</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the start of the next deal (Page Down)</source>
        <translation>Na začátek dalšího rozdání (Page Down)</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/__init__.py" line="+7"/>
        <source>Previous game</source>
        <translation>Předchozí hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the start of this game, or the one before (Page Up)</source>
        <translation>Na začátek této hry, nebo té předchozí (Page Up)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next game</source>
        <translation>Další hra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the start of the next game (Page Down)</source>
        <translation>Na začátek další hry (Page Down)</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/__init__.py" line="+8"/>
        <source>Previous round</source>
        <translation>Předchozí kolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the start of this round, or the one before (Page Up)</source>
        <translation>Na začátek tohoto kola, nebo toho předchozího (Page Up)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>Další kolo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the start of the next round (Page Down)</source>
        <translation>Na začátek dalšího kola (Page Down)</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/replay/window.py" line="+6"/>
        <source>To the start</source>
        <translation>Na začátek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start of the game (Home)</source>
        <translation>Začátek hry (Home)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One move back (Left)</source>
        <translation>O&#xa0;tah zpět (šipka vlevo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Další</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One move forward (Right)</source>
        <translation>O&#xa0;tah vpřed (šipka vpravo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the end</source>
        <translation>Na konec</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The end of the game (End)</source>
        <translation>Konec hry (End)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move</source>
        <translation>Tah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s view (C)</source>
        <translation>Názor trenéra (C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the coach would play in the decision about to be made here</source>
        <translation>Co by trenér zahrál v&#xa0;rozhodnutí, které tu právě přichází</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s view</source>
        <translation>Názor trenéra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened at this move</source>
        <translation>Co se stalo v&#xa0;tomto tahu</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../tablegames_qt/ui/result_panel.py" line="+103"/>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the replay</source>
        <translation>Přehrát záznam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game just ended again, move by move, every cup and hand face up</source>
        <translation>Hra, která právě skončila, znovu tah po tahu, všechny kelímky a&#xa0;karty odkryté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the menu</source>
        <translation>Zpět do nabídky</translation>
    </message>
</context>
<context>
    <name>RevealPause</name>
    <message>
        <location filename="../tablegames_qt/ui/dice/reveal_pause.py" line="+150"/>
        <source>Look at the dice as long as you like.</source>
        <translation>Prohlédni si kostky, jak dlouho chceš.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Go on with the game (Space or Enter)</source>
        <translation>Pokračovat ve hře (mezerník nebo Enter)</translation>
    </message>
    <message>
        <source>Go on to the next round (Space or Enter)</source>
        <translation type="vanished">Pokračovat dalším kolem (mezerník nebo Enter)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Everyone at this computer is out: watch the others play to the end, or skip to the result.</source>
        <translation>U&#xa0;tohoto počítače už nikdo nehraje: hru lze sledovat až do konce, nebo přeskočit rovnou na výsledek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are out: watch the others play to the end, or skip to the result.</source>
        <translation>Už nehraješ: sleduj ostatní až do konce, nebo přeskoč rovnou na výsledek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Watch to the end</source>
        <translation>&amp;Sledovat do konce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The others play on without waiting for you</source>
        <translation>Ostatní hrají dál a&#xa0;nečekají na tebe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Skip to the result</source>
        <translation>&amp;Rovnou na výsledek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rest of the game is played at once</source>
        <translation>Zbytek hry se odehraje naráz</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <location filename="../tablegames_qt/engine/perudo/rules.py" line="+63"/>
        <source>Dice per player</source>
        <translation>Kostek na hráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many dice everyone starts with. The classic game uses 5.</source>
        <translation>S&#xa0;kolika kostkami každý začíná. Klasická hra jich má 5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Calza (exact call)</source>
        <translation>Calza (přesný odhad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instead of raising or saying Dudo, claim the last bid is exactly right. Right: you win a die back. Wrong: you lose one.</source>
        <translation>Místo zvýšení nebo Dudo prohlásíš, že poslední sázka sedí přesně. Když ano, dostaneš kostku zpět; když ne, jednu ztratíš.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open with a bid on ones</source>
        <translation>Zahájení sázkou na jedničky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A round may start with a bid on ones (normally only in a Maputo round).</source>
        <translation>Kolo smí začít sázkou na jedničky (jinak jen v&#xa0;kole Maputo).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automatic Maputo</source>
        <translation>Automatické Maputo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A round is Maputo whenever its opener has just dropped to one die, instead of being declared once per game.</source>
        <translation>Kolo je Maputo vždy, když zahajujícímu hráči právě zbyla jediná kostka; nevyhlašuje se jednou za hru.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/machacek/rules.py" line="+59"/>
        <source>Match length</source>
        <translation>Délka zápasu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the match; whoever wins the most is the best. Open-ended: play until you decide to stop.</source>
        <translation>Počet her v&#xa0;zápase; nejlepší je, kdo jich vyhraje nejvíc. Bez omezení: hraje se, dokud zápas neukončíš.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>An announcement is true when the dice show</source>
        <translation>Ohlášení platí, když kostky ukazují</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly: only the announced value itself. At least (the Mia rule): the announced value or anything higher.</source>
        <translation>Přesně: jen samotnou ohlášenou hodnotu. Aspoň (pravidlo Mia): ohlášenou nebo jakoukoli vyšší hodnotu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>exactly the announced value</source>
        <translation>přesně ohlášenou hodnotu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at least the announced value</source>
        <translation>aspoň ohlášenou hodnotu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lives</source>
        <translation>Životy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone starts with this many lives; a lost game costs one (two after Macháček) and the last player left wins. Replaces the match length.</source>
        <translation>Každý začíná s&#xa0;tolika životy; prohraná hra stojí jeden (po Macháčkovi dva) a&#xa0;vyhrává poslední, kdo zůstane. Nahrazuje délku zápasu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New seat order every game</source>
        <translation>Nové pořadí v&#xa0;každé hře</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before each game the order is drawn anew; the loser of the last game still starts.</source>
        <translation>Před každou hrou se pořadí znovu losuje; začíná ale dál ten, kdo prohrál minulou hru.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/casino/cards.py" line="+64"/>
        <source>At 20 points you win only by taking</source>
        <translation>S&#xa0;20 body vyhraješ jen tím, že získáš</translation>
    </message>
    <message>
        <source>Close to the target the last points must come from a special item: at 18 most cards, at 19 Big Casino (10♦), at 20 this one.</source>
        <translation type="vanished">Těsně před cílem musí poslední body přinést zvláštní položka: s&#xa0;18 body nejvíc karet, s&#xa0;19 Velké kasino (10♦), s&#xa0;20 tahle.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Little Casino (2♠)</source>
        <translation>Malé kasino (2♠)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most spades</source>
        <translation>nejvíc piků</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The game is played to 21 points, and the last ones must come from a special item: at 18 most cards, at 19 Big Casino (10♦), at 20 this one.</source>
        <translation>Hraje se do 21 bodů a&#xa0;poslední body musí přinést zvláštní položka: s&#xa0;18 body nejvíc karet, s&#xa0;19 Velké kasino (10♦), s&#xa0;20 tahle.</translation>
    </message>
</context>
<context>
    <name>RuleOptionsForm</name>
    <message>
        <location filename="../tablegames_qt/ui/dialogs/rule_options.py" line="+70"/>
        <source>This game has no rule variants.</source>
        <translation>Tato hra nemá žádné varianty pravidel.</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>open-ended</source>
        <translation>bez omezení</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s)</source>
        <comment>the unit after a number in a spin box: keep %n first</comment>
        <translation>
            <numerusform>%n hra</numerusform>
            <numerusform>%n hry</numerusform>
            <numerusform>%n her</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <location filename="../tablegames_qt/ui/dialogs/rules_viewer.py" line="+66"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Perudo</source>
        <translation type="vanished">Perudo</translation>
    </message>
    <message>
        <source>Macháček</source>
        <translation type="vanished">Macháček</translation>
    </message>
    <message>
        <source>Royal Casino</source>
        <translation type="vanished">Royal Casino</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/scoreboard.py" line="+88"/>
        <source>Out of the match</source>
        <translation>Mimo zápas</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lives</source>
        <translation>Životy</translation>
    </message>
</context>
<context>
    <name>ScreenCoach</name>
    <message>
        <location filename="../tablegames_qt/ui/hint.py" line="+209"/>
        <source>Hint: {play}. {reason}.</source>
        <translation>Rada: {play}. {reason}.</translation>
    </message>
</context>
<context>
    <name>SeatListModel</name>
    <message>
        <location filename="../tablegames_qt/ui/models/seats.py" line="+52"/>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a phone</source>
        <translation>Na telefonu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random</source>
        <translation>Náhodný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Lehký</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Střední</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Těžký</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/storage/seat_names.py" line="+34"/>
        <source>Captain Pip</source>
        <translation>Kapitán Pip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky Lucy</source>
        <translation>Šťastná Lucka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Señor Dudo</source>
        <translation>Señor Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Granny Six</source>
        <translation>Babička Šestka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffing Bob</source>
        <translation>Blafující Bob</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Madame Mia</source>
        <translation>Madame Mia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Old Bones</source>
        <translation>Starý Kostlivec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sly Sam</source>
        <translation>Mazaný Sam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Professor Pips</source>
        <translation>Profesor Puntík</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dotty</source>
        <translation>Tečka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {n}</source>
        <translation>Hráč {n}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/models/seats.py" line="+60"/>
        <source>People choose for themselves.</source>
        <translation>Lidé volí sami za sebe.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Kdo hraje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Obtížnost</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <location filename="../tablegames_qt/ui/session.py" line="+300"/>
        <location line="+23"/>
        <source>It is not your turn.</source>
        <translation>Teď nejsi na tahu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table is still moving: try again in a moment.</source>
        <translation>Stůl se ještě hýbe: zkus to za chvilku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused on the laptop.</source>
        <translation>Hra je na počítači pozastavená.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../tablegames_qt/ui/dialogs/settings_dialog.py" line="+122"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animace:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players&apos; &amp;pace:</source>
        <translation>&amp;Tempo počítačových hráčů:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: nothing moves</source>
        <translation>Vypnuté: nic se nehýbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow, easy to follow</source>
        <comment>animations</comment>
        <translation>Pomalé, dobře sledovatelné</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How cups, dice and cards move on the table. Off: every move is shown at once and nothing on the table moves (not even the dots of a computer player thinking). Slow: every move takes longer.</source>
        <translation>Jak se na stole pohybují kelímky, kostky a&#xa0;karty. Vypnuté: každý tah se ukáže hned a&#xa0;na stole se nic nehýbe (ani tečky přemýšlejícího počítačového hráče). Pomalé: každý tah trvá déle.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="vanished">Vypnuté</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Fast</source>
        <translation>Rychlé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="vanished">Pomalé</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Instant</source>
        <translation>Okamžité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <translation>Svižné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <translation>Klidné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow, easy to follow</source>
        <translation>Pomalé, dobře sledovatelné</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After a &amp;reveal:</source>
        <translation>Po &amp;odkrytí:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound:</source>
        <translation>&amp;Zvuk:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet</source>
        <translation>Tichý</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Off</source>
        <comment>the sound (zvuk: vypnutý)</comment>
        <translation>Vypnutý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moderate</source>
        <translation>Středně hlasitý</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Loud</source>
        <translation>Hlasitý</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait for me</source>
        <translation>Počkat na mě</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue by itself</source>
        <translation>Pokračovat automaticky</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the cups are lifted (Dudo, Calza, a doubted announcement): wait for Continue (Space) before the next round, or go on after a moment. A table of computer players only always goes on.</source>
        <translation>Když se kelímky zvednou (Dudo, Calza, zpochybněné hlášení): před dalším kolem počkat na Pokračovat (mezerník), nebo po chvilce pokračovat. Stůl jen s&#xa0;počítačovými hráči pokračuje vždy.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask before a challenge (Dudo, Calza, Doubt)</source>
        <translation>Ptát se před výzvou (Dudo, Calza, Nevěřím)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour card deck (♣ green, ♦ blue)</source>
        <translation>Čtyřbarevné karty (♣ zelené, ♦ modré)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;odds of the standing bid or claim on my turn</source>
        <translation>&amp;Ukazovat na mém tahu šanci, že platí sázka nebo hlášení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under the bid or claim you must answer: how likely it is to be true, from what you can see (your own dice). Perudo and Macháček.</source>
        <translation>Pod sázkou nebo hlášením, na které odpovídáš: jak pravděpodobné je, že platí, podle toho, co vidíš (tvé vlastní kostky). Perudo a&#xa0;Macháček.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes apply at once.</source>
        <translation>Změny platí okamžitě.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../tablegames_qt/ui/start_screen.py" line="+172"/>
        <source>Table Games</source>
        <translation>Stolní hry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice and cards for the whole family — against the computer or passing the laptop around</source>
        <translation>Kostky a&#xa0;karty pro celou rodinu — proti počítači, nebo u&#xa0;jednoho počítače, který si hráči předávají</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Continue: {game}</source>
        <translation>Pokračovat: {game}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Ukončit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are not available yet</source>
        <translation>Statistiky zatím nejsou k&#xa0;dispozici</translation>
    </message>
</context>
<context>
    <name>StatisticsLabels</name>
    <message>
        <source>Perudo</source>
        <translation type="vanished">Perudo</translation>
    </message>
    <message>
        <source>Macháček</source>
        <translation type="vanished">Macháček</translation>
    </message>
    <message>
        <source>Royal Casino</source>
        <translation type="vanished">Royal Casino</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/stats/labels.py" line="+23"/>
        <source>Computer (random)</source>
        <translation>Počítač (náhodný)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (easy)</source>
        <translation>Počítač (lehký)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (normal)</source>
        <translation>Počítač (střední)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (hard)</source>
        <translation>Počítač (těžký)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>náhodný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>easy</source>
        <translation>lehký</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal</source>
        <translation>střední</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>těžký</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Bids</source>
        <translation>Sázky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dudo calls</source>
        <translation>Výzvy Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dudo calls that were right</source>
        <translation>Úspěšné výzvy Dudo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza calls</source>
        <translation>Výzvy Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calza calls that were right</source>
        <translation>Úspěšné výzvy Calza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice lost</source>
        <translation>Ztracené kostky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice won back</source>
        <translation>Získané kostky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maputo rounds</source>
        <translation>Kola Maputo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won</source>
        <translation>Vyhrané hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games lost</source>
        <translation>Prohrané hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubts</source>
        <translation>Výzvy Nevěřím</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubts that were right</source>
        <translation>Úspěšné výzvy Nevěřím</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times doubted</source>
        <translation>Zpochybněná ohlášení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs caught</source>
        <translation>Odhalené blafy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffs made</source>
        <translation>Blafy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcements</source>
        <translation>Ohlášení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final score</source>
        <translation>Konečné skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards taken</source>
        <translation>Vzaté karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades taken</source>
        <translation>Vzaté piky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweeps</source>
        <translation>Zametení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for most cards</source>
        <translation>Body za nejvíc karet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for most spades</source>
        <translation>Body za nejvíc piků</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for Big Casino</source>
        <translation>Body za Velké kasino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for Little Casino</source>
        <translation>Body za Malé kasino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for aces</source>
        <translation>Body za esa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for sweeps</source>
        <translation>Body za zametení</translation>
    </message>
</context>
<context>
    <name>StatisticsModels</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/models.py" line="+165"/>
        <location line="+148"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation type="vanished">Společné hry</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games and matches together</source>
        <translation>Společné hry a&#xa0;zápasy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lost</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won of decided</source>
        <translation>Výhry z&#xa0;rozhodnutých</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winners</source>
        <translation>Vítězové</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Minutes</source>
        <translation>Minuty</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay</source>
        <translation>Záznam</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hints</source>
        <translation>Rady</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach&apos;s hints were used in this game</source>
        <translation>V&#xa0;této hře byly použity rady trenéra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played without hints</source>
        <translation>Hráno bez rad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with hints</source>
        <translation>s&#xa0;radami</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Single games</source>
        <translation>Jednotlivé hry</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="vanished">Hry</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{figure} per deal</source>
        <translation>{figure} na rozdání</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Face</source>
        <translation>Číslo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seen</source>
        <translation>Padlo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Share</source>
        <translation>Podíl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected</source>
        <translation>Očekáváno</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/stats/profiles_model.py" line="-283"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avatar</source>
        <translation>Avatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games and matches</source>
        <translation>Hry a&#xa0;zápasy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active</source>
        <translation>Aktivní</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is already a player called {name}.</source>
        <translation>Hráč se jménem {name} už existuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A name cannot begin with “bot:” or “default:”.</source>
        <translation>Jméno nemůže začínat „bot:“ ani „default:“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name has 1 to 24 characters.</source>
        <translation>Jméno má 1 až 24 znaků.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The statistics could not be read: {error}</source>
        <translation>Statistiky nešlo načíst: {error}</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>An avatar is a short text, such as one emoji.</source>
        <translation>Avatar je krátký text, třeba jedno emoji.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A colour is written like #d1495b.</source>
        <translation>Barva se zapisuje jako #d1495b.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This cannot be changed.</source>
        <translation>Toto nelze změnit.</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>The change could not be saved: {error}</source>
        <translation>Změnu nešlo uložit: {error}</translation>
    </message>
</context>
<context>
    <name>StatisticsPlots</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/plots.py" line="+251"/>
        <location line="+35"/>
        <location line="+78"/>
        <source>No games in this selection yet</source>
        <translation>V&#xa0;tomto výběru zatím nejsou žádné hry</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>games and matches won</source>
        <translation>vyhrané hry a&#xa0;zápasy</translation>
    </message>
    <message>
        <source>games won</source>
        <translation type="vanished">vyhrané hry</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>share of all dice</source>
        <translation>podíl ze všech kostek</translation>
    </message>
    <message>
        <source>games won (%)</source>
        <translation type="vanished">vyhrané hry (%)</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>expected</source>
        <translation>očekáváno</translation>
    </message>
    <message>
        <source>share of all dice (%)</source>
        <translation type="vanished">podíl ze všech kostek (%)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/window.py" line="+308"/>
        <source>The statistics could not be read: {error}</source>
        <translation>Statistiky nešlo načíst: {error}</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>All players</source>
        <translation>Všichni hráči</translation>
    </message>
    <message>
        <source>games won</source>
        <translation type="vanished">vyhrané hry</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>average per deal</source>
        <translation>průměr na rozdání</translation>
    </message>
    <message>
        <source>average per game</source>
        <translation type="vanished">průměr na hru</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Too few dice seen yet to judge the dice (%n so far). Every die thrown in Perudo and Macháček counts.</source>
        <translation>
            <numerusform>Zatím padlo příliš málo kostek, aby se daly posoudit (zatím %n). Počítá se každá kostka hozená v&#xa0;Perudu a&#xa0;Macháčkovi.</numerusform>
            <numerusform>Zatím padlo příliš málo kostek, aby se daly posoudit (zatím %n). Počítá se každá kostka hozená v&#xa0;Perudu a&#xa0;Macháčkovi.</numerusform>
            <numerusform>Zatím padlo příliš málo kostek, aby se daly posoudit (zatím %n). Počítá se každá kostka hozená v&#xa0;Perudu a&#xa0;Macháčkovi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fair dice would rarely land this unevenly ({percent} % of the time). Keep playing: with more throws the shares should even out.</source>
        <translation type="vanished">Poctivé kostky by padaly takhle nerovnoměrně jen zřídka (v&#xa0;{percent}&#xa0;% případů). Hraj dál: s&#xa0;dalšími hody by se podíly měly vyrovnat.</translation>
    </message>
    <message>
        <source>The dice look fair: each face comes up about one time in six. Fair dice land at least this unevenly {percent} % of the time.</source>
        <translation type="vanished">Kostky vypadají poctivě: každé číslo padá zhruba v&#xa0;jednom hodu ze šesti. Poctivé kostky padají aspoň takhle nerovnoměrně v&#xa0;{percent}&#xa0;% případů.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>games and matches won</source>
        <translation>vyhrané hry a&#xa0;zápasy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>average per single game</source>
        <translation>průměr na jednotlivou hru</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Fair dice would rarely land this unevenly ({percent} of the time). Keep playing: with more throws the shares should even out.</source>
        <translation>Poctivé kostky by padaly takhle nerovnoměrně jen zřídka (v&#xa0;{percent} případů). Hraj dál: s&#xa0;dalšími hody by se podíly měly vyrovnat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dice look fair: each face comes up about one time in six. Fair dice land at least this unevenly {percent} of the time.</source>
        <translation>Kostky vypadají poctivě: každé číslo padá zhruba v&#xa0;jednom hodu ze šesti. Poctivé kostky padají aspoň takhle nerovnoměrně v&#xa0;{percent} případů.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export statistics</source>
        <translation>Export statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The file could not be written: {error}</source>
        <translation>Soubor nešlo zapsat: {error}</translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n row(s) written to {path}</source>
        <translation>
            <numerusform>Do souboru {path} zapsán %n řádek</numerusform>
            <numerusform>Do souboru {path} zapsány %n řádky</numerusform>
            <numerusform>Do souboru {path} zapsáno %n řádků</numerusform>
        </translation>
    </message>
    <message>
        <location line="-213"/>
        <location line="+132"/>
        <location line="+7"/>
        <source>Loading…</source>
        <translation>Načítá se…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The statistics are busy (another program is using them): trying again…</source>
        <translation>Statistiky jsou zaneprázdněné (používá je jiný program): zkouším to znovu…</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Choose a game in the list first.</source>
        <translation>Nejdřív vyber hru v&#xa0;seznamu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no replay of this game.</source>
        <translation>Tato hra nemá záznam.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The replay file is missing.</source>
        <translation>Soubor se záznamem chybí.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>New player</source>
        <translation>Nový hráč</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name:</source>
        <translation>Jméno:</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n game(s)</source>
        <comment>the unit after a number in a spin box: keep %n first</comment>
        <translation>
            <numerusform>%n hru</numerusform>
            <numerusform>%n hry</numerusform>
            <numerusform>%n her</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="vanished">Hra:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="vanished">Hráč:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation type="vanished">Období:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All games</source>
        <translation>Všechny hry</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All time</source>
        <translation>Celé období</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Today</source>
        <translation>Dnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Posledních 7 dní</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>Posledních 30 dní</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last year</source>
        <translation>Poslední rok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From … to …</source>
        <translation>Od … do …</translation>
    </message>
    <message>
        <source>Include games between computer players only</source>
        <translation type="vanished">Zahrnout i&#xa0;hry, ve kterých hrají jen počítače</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="vanished">Exportovat CSV…</translation>
    </message>
    <message>
        <source>Rolling over the last</source>
        <translation type="vanished">Klouzavě za posledních</translation>
    </message>
    <message>
        <source>Share of games won, over time</source>
        <translation type="vanished">Podíl vyhraných her v&#xa0;čase</translation>
    </message>
    <message>
        <source>Games won, by game</source>
        <translation type="vanished">Vyhrané hry podle hry</translation>
    </message>
    <message>
        <source>Figures of:</source>
        <translation type="vanished">Údaje hry:</translation>
    </message>
    <message>
        <source>Game by game:</source>
        <translation type="vanished">Hru po hře:</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="vanished">Přehrát záznam</translation>
    </message>
    <message>
        <source>Add a player…</source>
        <translation type="vanished">Přidat hráče…</translation>
    </message>
    <message>
        <source>Double-click a name, avatar or colour (#rrggbb) to change it. Renamed players keep their history. Untick “Active” to hide a player from new games; nothing is deleted.</source>
        <translation type="vanished">Jméno, avatar nebo barvu (#rrggbb) změníš dvojklikem. Přejmenovaný hráč si historii ponechá. Zrušením zaškrtnutí „Aktivní“ hráče skryješ v&#xa0;nových hrách; nic se nemaže.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Overview</source>
        <translation>Přehled</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head to head</source>
        <translation>Hráč proti hráči</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figures</source>
        <translation>Údaje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tendencies</source>
        <translation>Styl hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fair dice</source>
        <translation>Poctivé kostky</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
</context>
<context>
    <name>ValuePicker</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/value_picker.py" line="+126"/>
        <source>Values to announce</source>
        <translation>Hodnoty, které můžeš ohlásit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to announce now</source>
        <translation>Teď není co hlásit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces {value}</source>
        <translation>Enter ohlásí {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{said}: what you rolled</source>
        <translation>{said}: tvůj hod</translation>
    </message>
    <message>
        <source>{value} ✓</source>
        <translation type="vanished">{value} ✓</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This is what you rolled</source>
        <translation>Tvůj skutečný hod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not what you rolled: a bluff</source>
        <translation>Tohle ti nepadlo: blaf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce this value</source>
        <translation>Ohlásit tuto hodnotu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not allowed now: not higher than the announcement</source>
        <translation>Teď nejde: není vyšší než hlášení</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../tablegames_qt/app.py" line="+269"/>
        <source>Table Games is already running, but its window does not answer. Close it, then start the app again.</source>
        <translation>Stolní hry už běží, ale jejich okno neodpovídá. Zavři je a&#xa0;pak aplikaci spusť znovu.</translation>
    </message>
</context>
<context>
    <name>bots</name>
    <message>
        <location filename="../tablegames_qt/bots/casino/__init__.py" line="+19"/>
        <location filename="../tablegames_qt/bots/machacek/__init__.py" line="+14"/>
        <location filename="../tablegames_qt/bots/perudo/__init__.py" line="+21"/>
        <source>Easy</source>
        <translation>Lehká</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes the pairs and simple sums it spots and leaves the rest to luck.</source>
        <translation>Bere páry a&#xa0;jednoduché součty, kterých si všimne, a&#xa0;zbytek nechává na štěstí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../tablegames_qt/bots/machacek/__init__.py" line="+4"/>
        <location filename="../tablegames_qt/bots/perudo/__init__.py" line="+4"/>
        <source>Normal</source>
        <translation>Střední</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knows what every card is worth and rarely leaves you a sweep.</source>
        <translation>Ví, kolik která karta vydá, a&#xa0;jen zřídka ti nechá zametení.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../tablegames_qt/bots/machacek/__init__.py" line="+4"/>
        <location filename="../tablegames_qt/bots/perudo/__init__.py" line="+4"/>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counts every card, guesses your hand and plays the end of a deal perfectly.</source>
        <translation>Počítá každou kartu, odhaduje, co máš v&#xa0;ruce, a&#xa0;konec rozdání hraje bez chyby.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/bots/machacek/__init__.py" line="-7"/>
        <source>Honest to a fault: says what the dice show and believes almost anything.</source>
        <translation>Poctivý až běda: hlásí, co padlo, a&#xa0;uvěří skoro všemu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knows the odds of every roll and remembers who has been caught lying.</source>
        <translation>Zná pravděpodobnost každého hodu a&#xa0;pamatuje si, kdo už byl přistižen při lži.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bluffs by the book of game theory and reads your habits as the match goes on.</source>
        <translation>Blafuje podle teorie her a&#xa0;v&#xa0;průběhu zápasu prokoukne tvoje zvyky.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/bots/perudo/__init__.py" line="-7"/>
        <source>Trusts its own dice and bids what it holds; never bluffs.</source>
        <translation>Věří svým kostkám a&#xa0;sází na to, co má; nikdy neblafuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counts the odds and reads what your bids give away.</source>
        <translation>Počítá pravděpodobnosti a&#xa0;čte, co prozrazují tvoje sázky.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays each round out in its head dozens of times and learns how you bluff.</source>
        <translation>Každé kolo si v&#xa0;hlavě desítkykrát přehraje a&#xa0;učí se, jak blafuješ.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <location filename="../tablegames_qt/ui/cards/texts.py" line="+23"/>
        <source>Ace: 1 or 14</source>
        <translation>Eso: 1 nebo 14</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack: 11</source>
        <translation>Kluk: 11</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen: 12</source>
        <translation>Dáma: 12</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King: 13</source>
        <translation>Král: 13</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>zbývá %n karta</numerusform>
            <numerusform>zbývají %n karty</numerusform>
            <numerusform>zbývá %n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n sweep(s)</source>
        <translation>
            <numerusform>%n zametení</numerusform>
            <numerusform>%n zametení</numerusform>
            <numerusform>%n zametení</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n spade(s)</source>
        <translation>
            <numerusform>%n pik</numerusform>
            <numerusform>%n piky</numerusform>
            <numerusform>%n piků</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your multiple build of {value} in {parts} parts</source>
        <translation>Tvoje vícenásobná stavba na {value}, počet částí: {parts}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your build of {value}</source>
        <translation>Tvoje stavba na {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Multiple build of {value} in {parts} parts, owned by {owner}</source>
        <translation>Vícenásobná stavba na {value}, počet částí: {parts}, má ji {owner}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Build of {value}, owned by {owner}</source>
        <translation>Stavba na {value}, má ji {owner}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have taken {cards}, {spades} and {sweeps}</source>
        <translation>Máš vzato: {cards}, {spades} a&#xa0;{sweeps}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and {partner} have taken {cards}, {spades} and {sweeps}</source>
        <translation>Ty a&#xa0;{partner} máte vzato: {cards}, {spades} a&#xa0;{sweeps}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{owner} have taken {cards}, {spades} and {sweeps}</source>
        <translation>{owner} mají vzato: {cards}, {spades} a&#xa0;{sweeps}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner} has taken {cards}, {spades} and {sweeps}</source>
        <translation>{owner} má vzato: {cards}, {spades} a&#xa0;{sweeps}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>D</source>
        <comment>the letter on the dealer button</comment>
        <translation>R</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You deal</source>
        <translation>Rozdáváš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} deals</source>
        <translation>Rozdává {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ace</source>
        <translation>eso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>two</source>
        <translation>dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>trojka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>four</source>
        <translation>čtyřka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>pětka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>six</source>
        <translation>šestka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>sedmička</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>eight</source>
        <translation>osmička</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>devítka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ten</source>
        <translation>desítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>kluk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spades</source>
        <translation>piků</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>clubs</source>
        <translation>křížů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>srdcí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>kár</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words: king of spades</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sweep!</source>
        <translation>Zametení!</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/cards/card_item.py" line="+138"/>
        <source>A card face down</source>
        <translation>Karta lícem dolů</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/cards/table_item.py" line="+128"/>
        <source>chosen</source>
        <translation>vybraná</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>can be taken or built with</source>
        <translation>lze vzít nebo použít ve stavbě</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not playable now</source>
        <translation>teď ji nelze zahrát</translation>
    </message>
</context>
<context>
    <name>casino</name>
    <message>
        <location filename="../tablegames_qt/engine/casino/game.py" line="+160"/>
        <source>Deal {deal}: {dealer} deals, {starter} plays first</source>
        <translation>Rozdání {deal}: rozdává {dealer}, začíná {starter}</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>the game is over</source>
        <translation>hra skončila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is {player}&apos;s turn, not {seat}&apos;s</source>
        <translation>na tahu je {player}, ne {seat}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>{seat} captures {taken} with {card}</source>
        <translation>{seat} bere kartou {card}: {taken}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{seat} sweeps the table</source>
        <translation>{seat} zametá stůl</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{seat} raises the build of {owner} to {value} with {card}</source>
        <translation>{seat} zvyšuje kartou {card} stavbu, kterou má {owner}, na {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat} builds {value} with {card}</source>
        <translation>{seat} staví kartou {card} stavbu na {value}</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>{seat} trails {card}</source>
        <translation>{seat} odkládá {card}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Four new cards for every player</source>
        <translation>Každý hráč dostává čtyři nové karty</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>{seat} takes the cards left on the table</source>
        <translation>{seat} bere karty, které zbyly na stole</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Deal {deal} is over</source>
        <translation>Rozdání {deal} skončilo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{seat} wins the game</source>
        <translation>Hru vyhrává {seat}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{seat} and {partner_seat} win the game</source>
        <translation>Hru vyhrávají {seat} a&#xa0;{partner_seat}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/casino/checking.py" line="+95"/>
        <source>{action!r} is not a Royal Casino play</source>
        <translation>{action!r} není tah hry Royal Casino</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card!r} is not a card</source>
        <translation>{card!r} není karta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is not in your hand</source>
        <translation>{card} nemáš v&#xa0;ruce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{kind!r} is not a kind of play: capture, build or trail</source>
        <translation>{kind!r} není druh tahu: braní, stavba, nebo odložení</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the value of a play must be a whole number, not {value!r}</source>
        <translation>hodnota tahu musí být celé číslo, ne {value!r}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the items of a play must be a frozenset, not {taken!r}</source>
        <translation>položky tahu musí být frozenset, ne {taken!r}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{item} is not on the table as a loose card or a whole build</source>
        <translation>{item} neleží na stole jako volná karta ani jako celá stavba</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a capture or a build must take something from the table</source>
        <translation>braní i&#xa0;stavba musí něco použít ze stolu</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a trail takes nothing from the table</source>
        <translation>při odložení se ze stolu nic nebere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You own a build: you cannot trail</source>
        <translation>Máš na stole svou stavbu: nemůžeš odkládat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an {rank} lies on the table: the {rank} must capture it or go into a build</source>
        <translation>na stole leží karta {rank}: tvoje karta {rank} ji musí vzít, nebo jít do stavby</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a {rank} lies on the table: the {rank} must capture it or go into a build</source>
        <translation>na stole leží karta {rank}: tvoje karta {rank} ji musí vzít, nebo jít do stavby</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>you must keep an {value} for your build</source>
        <translation>na svou stavbu si musíš nechat kartu {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you must keep a {value} for your build</source>
        <translation>na svou stavbu si musíš nechat kartu {value}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{card} captures cards worth {own}, not {value}</source>
        <translation>{card} bere karty v&#xa0;hodnotě {own}, ne {value}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the build {build} is worth {worth}: {card} cannot capture it</source>
        <translation>stavba {build} má hodnotu {worth}: {card} ji nevezme</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+35"/>
        <source>{cards} cannot be split into groups worth {value}</source>
        <translation>{cards} nejde rozdělit na skupiny v&#xa0;hodnotě {value}</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>an {rank} lies on the table: the {card} must capture every loose {rank}</source>
        <translation>na stole leží karta {rank}: {card} musí vzít všechny volné karty {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a {rank} lies on the table: the {card} must capture every loose {rank}</source>
        <translation>na stole leží karta {rank}: {card} musí vzít všechny volné karty {rank}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>you may not add to your partner&apos;s build</source>
        <translation>do stavby spoluhráče přidávat nesmíš</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a build is worth 2 to 14, not {value}</source>
        <translation>stavba má hodnotu 2 až 14, ne {value}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the build {build} is worth {worth}: it can join only a build of {worth}, or be raised by one card alone</source>
        <translation>stavba {build} má hodnotu {worth}: lze ji připojit jen ke stavbě na {worth}, nebo zvýšit jedinou kartou</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>you may not raise your own build</source>
        <translation>vlastní stavbu zvyšovat nesmíš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a multiple build cannot be raised</source>
        <translation>vícenásobnou stavbu nelze zvýšit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} would raise the build {build} above 14</source>
        <translation>{card} by stavbu {build} zvýšila nad 14</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} raises the build {build} to {new}, not {value}</source>
        <translation>{card} zvyšuje stavbu {build} na {new}, ne na {value}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/casino/notation.py" line="+96"/>
        <source>not a Royal Casino play: {data!r} ({error})</source>
        <translation>není tah hry Royal Casino: {data!r} ({error})</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/casino/scoring.py" line="+82"/>
        <source>Most cards</source>
        <translation>Nejvíc karet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most spades</source>
        <translation>Nejvíc piků</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Casino (10♦)</source>
        <translation>Velké kasino (10♦)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Little Casino (2♠)</source>
        <translation>Malé kasino (2♠)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace {card}</source>
        <translation>Eso {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweeps</source>
        <translation>Zametení</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>needs most cards</source>
        <translation>potřebuje nejvíc karet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs Big Casino (10♦)</source>
        <translation>potřebuje Velké kasino (10♦)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs Little Casino (2♠)</source>
        <translation>potřebuje Malé kasino (2♠)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs most spades</source>
        <translation>potřebuje nejvíc piků</translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message numerus="yes">
        <source>{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent} %</source>
        <translation type="vanished">
            <numerusform>{bid}: kromě tvých {held} je potřeba ještě {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}&#xa0;%</numerusform>
            <numerusform>{bid}: kromě tvých {held} je potřeba ještě {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}&#xa0;%</numerusform>
            <numerusform>{bid}: kromě tvých {held} je potřeba ještě {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}&#xa0;%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/coach_texts.py" line="+27"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+59"/>
        <source>{bid} cannot be true: you hold {held} and the others have only %n dice</source>
        <translation>
            <numerusform>{bid} nemůže platit: máš {held} a&#xa0;ostatní mají jen %n kostku</numerusform>
            <numerusform>{bid} nemůže platit: máš {held} a&#xa0;ostatní mají jen %n kostky</numerusform>
            <numerusform>{bid} nemůže platit: máš {held} a&#xa0;ostatní mají jen %n kostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid} is exactly right with {percent} %: besides your {held}, exactly {needed} of the other %n dice must count</source>
        <translation type="vanished">
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}&#xa0;%: kromě tvých {held} musí ze zbylé %n kostky počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}&#xa0;%: kromě tvých {held} musí ze zbylých %n kostek počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}&#xa0;%: kromě tvých {held} musí ze zbylých %n kostek počítat přesně {needed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that with {percent} %</source>
        <translation type="vanished">
            <numerusform>Tvoje sázka {bid}: kromě tvých {held} je potřeba ještě {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}&#xa0;%</numerusform>
            <numerusform>Tvoje sázka {bid}: kromě tvých {held} je potřeba ještě {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}&#xa0;%</numerusform>
            <numerusform>Tvoje sázka {bid}: kromě tvých {held} je potřeba ještě {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}&#xa0;%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="-5"/>
        <source>{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}</source>
        <translation>
            <numerusform>{bid}: kromě tvých {held} je potřeba ještě {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>{bid}: kromě tvých {held} je potřeba ještě {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>{bid}: kromě tvých {held} je potřeba ještě {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+8"/>
        <source>{bid} is exactly right with {percent}: besides your {held}, exactly {needed} of the other %n dice must count</source>
        <translation>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: kromě tvých {held} musí ze zbylé %n kostky počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: kromě tvých {held} musí ze zbylých %n kostek počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: kromě tvých {held} musí ze zbylých %n kostek počítat přesně {needed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+17"/>
        <source>Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}</source>
        <translation>
            <numerusform>Tvoje sázka {bid}: kromě tvých {held} je potřeba ještě {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>Tvoje sázka {bid}: kromě tvých {held} je potřeba ještě {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>Tvoje sázka {bid}: kromě tvých {held} je potřeba ještě {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+11"/>
        <source>Your bid {bid} is a pure bluff: you hold {held} and the others have only %n dice</source>
        <translation>
            <numerusform>Tvoje sázka {bid} je čistý blaf: máš {held} a&#xa0;ostatní mají jen %n kostku</numerusform>
            <numerusform>Tvoje sázka {bid} je čistý blaf: máš {held} a&#xa0;ostatní mají jen %n kostky</numerusform>
            <numerusform>Tvoje sázka {bid} je čistý blaf: máš {held} a&#xa0;ostatní mají jen %n kostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+47"/>
        <source>Taking {taken} with the {card} is worth %n points now, and {next}</source>
        <translation>
            <numerusform>Braní {taken} kartou {card} dá hned %n bod a&#xa0;{next}</numerusform>
            <numerusform>Braní {taken} kartou {card} dá hned %n body a&#xa0;{next}</numerusform>
            <numerusform>Braní {taken} kartou {card} dá hned %n bodů a&#xa0;{next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+3"/>
        <source>Taking {taken} with the {card} scores no point yet but adds %n cards to your pile, and {next}</source>
        <translation>
            <numerusform>Braní {taken} kartou {card} zatím nedá žádný bod, ale přidá do tvé hromádky %n kartu a&#xa0;{next}</numerusform>
            <numerusform>Braní {taken} kartou {card} zatím nedá žádný bod, ale přidá do tvé hromádky %n karty a&#xa0;{next}</numerusform>
            <numerusform>Braní {taken} kartou {card} zatím nedá žádný bod, ale přidá do tvé hromádky %n karet a&#xa0;{next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+5"/>
        <source>Taking {taken} with the {card} sweeps the table: %n points now, and the next player must trail</source>
        <translation>
            <numerusform>Braní {taken} kartou {card} zametá stůl: hned %n bod a&#xa0;další hráč musí odložit</numerusform>
            <numerusform>Braní {taken} kartou {card} zametá stůl: hned %n body a&#xa0;další hráč musí odložit</numerusform>
            <numerusform>Braní {taken} kartou {card} zametá stůl: hned %n bodů a&#xa0;další hráč musí odložit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+5"/>
        <source>Building {value} with the {card} holds %n points for your next turn, and {next}</source>
        <translation>
            <numerusform>Stavba na {value} kartou {card} ti na další tah zajistí %n bod a&#xa0;{next}</numerusform>
            <numerusform>Stavba na {value} kartou {card} ti na další tah zajistí %n body a&#xa0;{next}</numerusform>
            <numerusform>Stavba na {value} kartou {card} ti na další tah zajistí %n bodů a&#xa0;{next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+3"/>
        <source>Building {value} with the {card} gathers %n cards for your next turn, and {next}</source>
        <translation>
            <numerusform>Stavba na {value} kartou {card} ti na další tah shromáždí %n kartu a&#xa0;{next}</numerusform>
            <numerusform>Stavba na {value} kartou {card} ti na další tah shromáždí %n karty a&#xa0;{next}</numerusform>
            <numerusform>Stavba na {value} kartou {card} ti na další tah shromáždí %n karet a&#xa0;{next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+5"/>
        <source>it leaves no capture of more than %n points for the next player</source>
        <translation>
            <numerusform>dalšímu hráči nenechá braní za víc než %n bod</numerusform>
            <numerusform>dalšímu hráči nenechá braní za víc než %n body</numerusform>
            <numerusform>dalšímu hráči nenechá braní za víc než %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablegames_qt/coach/casino.py" line="-2"/>
        <source>Trailing the {card} takes nothing, and {next}</source>
        <translation>Odložení karty {card} nic nebere a&#xa0;{next}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it leaves no capture worth a point for the next player</source>
        <translation>dalšímu hráči nenechá žádné braní za bod</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is the last play of the deal</source>
        <translation>je to poslední tah rozdání</translation>
    </message>
    <message>
        <source>A roll makes {value} true with {percent} %; if you believe, your own roll beats it with {beat_percent} %</source>
        <translation type="vanished">Hod dá „{value}“ s&#xa0;pravděpodobností {percent}&#xa0;%; když uvěříš, tvůj vlastní hod to přebije s&#xa0;pravděpodobností {beat_percent}&#xa0;%</translation>
    </message>
    <message>
        <source>A roll makes Macháček true with {percent} %; if you believe, only another Macháček answers it, and a roll shows one with {beat_percent} %</source>
        <translation type="vanished">Hod dá Macháčka s&#xa0;pravděpodobností {percent}&#xa0;%; když uvěříš, odpoví na něj jen další Macháček a&#xa0;ten hod ukáže s&#xa0;pravděpodobností {beat_percent}&#xa0;%</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/coach/machacek.py" line="+46"/>
        <source>A roll makes {value} true with {percent}; if you believe, your own roll beats it with {beat_percent}</source>
        <translation>Hod dá „{value}“ s&#xa0;pravděpodobností {percent}; když uvěříš, tvůj vlastní hod to přebije s&#xa0;pravděpodobností {beat_percent}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A roll makes Macháček true with {percent}; if you believe, only another Macháček answers it, and a roll shows one with {beat_percent}</source>
        <translation>Hod dá Macháčka s&#xa0;pravděpodobností {percent}; když uvěříš, odpoví na něj jen další Macháček a&#xa0;ten hod ukáže s&#xa0;pravděpodobností {beat_percent}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You rolled {rolled}, so {value} is true: whoever doubts it loses</source>
        <translation>Pod kelímkem máš {rolled}, takže „{value}“ platí: kdo nevěří, prohraje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You rolled {rolled}, not enough after {previous}: you must bluff, and a roll would make {value} true with {percent}</source>
        <translation>Pod kelímkem máš {rolled}, po „{previous}“ to nestačí: musíš blafovat a&#xa0;hod by „{value}“ dal s&#xa0;pravděpodobností {percent}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You rolled {rolled}; {value} is a bluff that a roll would make true with {percent}</source>
        <translation>Pod kelímkem máš {rolled}; „{value}“ je blaf, který by hod potvrdil s&#xa0;pravděpodobností {percent}</translation>
    </message>
    <message>
        <source>You rolled {rolled}, not enough after {previous}: you must bluff, and a roll would make {value} true with {percent} %</source>
        <translation type="vanished">Pod kelímkem máš {rolled}, po „{previous}“ to nestačí: musíš blafovat a&#xa0;hod by „{value}“ dal s&#xa0;pravděpodobností {percent}&#xa0;%</translation>
    </message>
    <message>
        <source>You rolled {rolled}; {value} is a bluff that a roll would make true with {percent} %</source>
        <translation type="vanished">Pod kelímkem máš {rolled}; „{value}“ je blaf, který by hod potvrdil s&#xa0;pravděpodobností {percent}&#xa0;%</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/coach/perudo.py" line="-32"/>
        <source>{bid} is true already: you hold {held} yourself</source>
        <translation>{bid} už platí: {held} máš ve vlastních kostkách</translation>
    </message>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/coach_texts.py" line="-30"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+10"/>
        <source>{bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}</source>
        <translation>
            <numerusform>{bid}: nemáš žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>{bid}: nemáš žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>{bid}: nemáš žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+5"/>
        <source>{bid} is exactly right with {percent}: you hold none, so exactly {needed} of the other %n dice must count</source>
        <translation>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: nemáš žádnou, takže ze zbylé %n kostky musí počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: nemáš žádnou, takže ze zbylých %n kostek musí počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: nemáš žádnou, takže ze zbylých %n kostek musí počítat přesně {needed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+11"/>
        <source>Your bid {bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}</source>
        <translation>
            <numerusform>Tvoje sázka {bid}: nemáš žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>Tvoje sázka {bid}: nemáš žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>Tvoje sázka {bid}: nemáš žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablegames_qt/coach/perudo.py" line="+5"/>
        <source>Your bid {bid} is true already: you hold {held} yourself</source>
        <translation>Tvoje sázka {bid} už platí: {held} máš ve vlastních kostkách</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a Maputo round ones are not wild and the face you open with stays for the whole round</source>
        <translation>V&#xa0;kole Maputo nejsou jedničky žolíci a&#xa0;číslo, se kterým kolo zahájíš, platí celé kolo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep Maputo for later: this round ones stay wild and faces may change</source>
        <translation>Nech si Maputo na později: v&#xa0;tomhle kole jsou jedničky dál žolíci a&#xa0;čísla se mohou měnit</translation>
    </message>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/coach_texts.py" line="+28"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+67"/>
        <source>The bid {bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}</source>
        <translation>
            <numerusform>Sázka {bid}: {who} má {held}, chybí ještě {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>Sázka {bid}: {who} má {held}, chybí ještě {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>Sázka {bid}: {who} má {held}, chybí ještě {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="-11"/>
        <source>{bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}</source>
        <translation>
            <numerusform>{bid}: {who} má {held}, chybí ještě {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>{bid}: {who} má {held}, chybí ještě {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>{bid}: {who} má {held}, chybí ještě {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+5"/>
        <source>{bid} cannot be true: {who} holds {held} and the others have only %n dice</source>
        <translation>
            <numerusform>{bid} nemůže platit: {who} má {held} a&#xa0;ostatní mají jen %n kostku</numerusform>
            <numerusform>{bid} nemůže platit: {who} má {held} a&#xa0;ostatní mají jen %n kostky</numerusform>
            <numerusform>{bid} nemůže platit: {who} má {held} a&#xa0;ostatní mají jen %n kostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+2"/>
        <source>{bid} is exactly right with {percent}: besides the {held} {who} holds, exactly {needed} of the other %n dice must count</source>
        <translation>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: {who} má {held} a&#xa0;ze zbylé %n kostky musí počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: {who} má {held} a&#xa0;ze zbylých %n kostek musí počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: {who} má {held} a&#xa0;ze zbylých %n kostek musí počítat přesně {needed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+21"/>
        <source>The bid {bid} is a pure bluff: {who} holds {held} and the others have only %n dice</source>
        <translation>
            <numerusform>Sázka {bid} je čistý blaf: {who} má {held} a&#xa0;ostatní mají jen %n kostku</numerusform>
            <numerusform>Sázka {bid} je čistý blaf: {who} má {held} a&#xa0;ostatní mají jen %n kostky</numerusform>
            <numerusform>Sázka {bid} je čistý blaf: {who} má {held} a&#xa0;ostatní mají jen %n kostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+5"/>
        <source>Taking {taken} with the {card} scores no point yet but wins {who} %n more cards, and {next}</source>
        <translation>
            <numerusform>Braní {taken} kartou {card} zatím nedá žádný bod, ale {who} tím získá %n kartu navíc a&#xa0;{next}</numerusform>
            <numerusform>Braní {taken} kartou {card} zatím nedá žádný bod, ale {who} tím získá %n karty navíc a&#xa0;{next}</numerusform>
            <numerusform>Braní {taken} kartou {card} zatím nedá žádný bod, ale {who} tím získá %n karet navíc a&#xa0;{next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+4"/>
        <source>Building {value} with the {card} holds %n points until {who} plays again, and {next}</source>
        <translation>
            <numerusform>Stavba {value} kartou {card} drží %n bod, než {who} znovu přijde na tah, a&#xa0;{next}</numerusform>
            <numerusform>Stavba {value} kartou {card} drží %n body, než {who} znovu přijde na tah, a&#xa0;{next}</numerusform>
            <numerusform>Stavba {value} kartou {card} drží %n bodů, než {who} znovu přijde na tah, a&#xa0;{next}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/casino.py" line="+3"/>
        <source>Building {value} with the {card} gathers %n cards until {who} plays again, and {next}</source>
        <translation>
            <numerusform>Stavba {value} kartou {card} shromáždí %n kartu, než {who} znovu přijde na tah, a&#xa0;{next}</numerusform>
            <numerusform>Stavba {value} kartou {card} shromáždí %n karty, než {who} znovu přijde na tah, a&#xa0;{next}</numerusform>
            <numerusform>Stavba {value} kartou {card} shromáždí %n karet, než {who} znovu přijde na tah, a&#xa0;{next}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablegames_qt/coach/machacek.py" line="+6"/>
        <source>As players claim, {value} is true with {read_percent}: {verdict}</source>
        <translation>Jak hráči hlásí, platí „{value}“ s&#xa0;pravděpodobností {read_percent}: {verdict}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>claims like it are mostly honest</source>
        <translation>taková hlášení bývají většinou poctivá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>believing it loses only if the claim that must follow is caught</source>
        <translation>uvěřit stojí prohru, jen když pak neprojde hlášení, které musí přijít</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>claims like it are often bluffs</source>
        <translation>taková hlášení bývají často blaf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>believing it is riskier still: the claim that follows must beat it</source>
        <translation>uvěřit je ještě riskantnější: další hlášení ho musí přebít</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A roll makes {value} true with {percent}; if {who} believes it, the roll that follows beats it with {beat_percent}</source>
        <translation>Hod dá „{value}“ s&#xa0;pravděpodobností {percent}; když {who} uvěří, následující hod to přebije s&#xa0;pravděpodobností {beat_percent}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A roll makes Macháček true with {percent}; if {who} believes it, only another Macháček answers it, and a roll shows one with {beat_percent}</source>
        <translation>Hod dá Macháčka s&#xa0;pravděpodobností {percent}; když {who} uvěří, odpoví na něj jen další Macháček a&#xa0;ten hod ukáže s&#xa0;pravděpodobností {beat_percent}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} has {rolled} under the cup, so {value} is true: whoever doubts it loses</source>
        <translation>{who} má pod kelímkem {rolled}, takže „{value}“ platí: kdo nevěří, prohraje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} has {rolled} under the cup, not enough after {previous}: a bluff it must be, and a roll would make {value} true with {percent}</source>
        <translation>{who} má pod kelímkem {rolled}, po „{previous}“ to nestačí: nezbývá než blafovat a&#xa0;hod by „{value}“ dal s&#xa0;pravděpodobností {percent}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} has {rolled} under the cup; {value} is a bluff that a roll would make true with {percent}</source>
        <translation>{who} má pod kelímkem {rolled}; „{value}“ je blaf, který by hod potvrdil s&#xa0;pravděpodobností {percent}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/coach/perudo.py" line="-78"/>
        <source>By the bids so far, {standing} is true with {standing_percent} (dice alone: {standing_dice_percent}), and {bid} with {percent} ({dice_percent}): {verdict}</source>
        <translation>Podle dosavadních sázek platí {standing} s&#xa0;pravděpodobností {standing_percent} (jen podle kostek: {standing_dice_percent}) a&#xa0;{bid} s&#xa0;{percent} ({dice_percent}): {verdict}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>By the bids so far, {bid} is true with {percent} (dice alone: {dice_percent}): {verdict}</source>
        <translation>Podle dosavadních sázek platí {bid} s&#xa0;pravděpodobností {percent} (jen podle kostek: {dice_percent}): {verdict}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By the bids so far, {standing} is true with {standing_percent}, as by the dice alone, and {bid} with {percent} (dice alone: {dice_percent}): {verdict}</source>
        <translation>Podle dosavadních sázek platí {standing} s&#xa0;pravděpodobností {standing_percent}, stejně jako jen podle kostek, a&#xa0;{bid} s&#xa0;{percent} (jen podle kostek: {dice_percent}): {verdict}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>By the bids so far, {standing} is true with {standing_percent} (dice alone: {standing_dice_percent}), and {bid} with {percent}, as by the dice alone: {verdict}</source>
        <translation>Podle dosavadních sázek platí {standing} s&#xa0;pravděpodobností {standing_percent} (jen podle kostek: {standing_dice_percent}) a&#xa0;{bid} s&#xa0;{percent}, stejně jako jen podle kostek: {verdict}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>By the bids so far, as by the dice alone, {standing} is true with {standing_percent} and {bid} with {percent}: {verdict}</source>
        <translation>Podle dosavadních sázek, stejně jako jen podle kostek, platí {standing} s&#xa0;pravděpodobností {standing_percent} a&#xa0;{bid} s&#xa0;{percent}: {verdict}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>By the bids so far, as by the dice alone, {bid} is true with {percent}: {verdict}</source>
        <translation>Podle dosavadních sázek, stejně jako jen podle kostek, platí {bid} s&#xa0;pravděpodobností {percent}: {verdict}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dudo wins less often than it looks</source>
        <translation>Dudo vyhrává méně často, než by se zdálo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dudo wins more often than it looks</source>
        <translation>Dudo vyhrává častěji, než by se zdálo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the raise stands better than it looks</source>
        <translation>zvýšení obstojí spíš, než by se zdálo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bid costs a die only if someone calls Dudo on it, and the next player may raise instead</source>
        <translation>sázka stojí kostku, jen když na ni někdo zavolá Dudo, a&#xa0;další hráč může místo toho zvýšit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every raise would be riskier still</source>
        <translation>každé zvýšení by bylo ještě riskantnější</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{bid} is true already: {who} holds {held}</source>
        <translation>{bid} už platí: {who} má {held}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The bid {bid} is true already: {who} holds {held}</source>
        <translation>Sázka {bid} už platí: {who} má {held}</translation>
    </message>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/coach_texts.py" line="-18"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+1"/>
        <source>{bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}</source>
        <translation>
            <numerusform>{bid}: {who} nemá žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>{bid}: {who} nemá žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>{bid}: {who} nemá žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+4"/>
        <source>{bid} is exactly right with {percent}: {who} holds none, so exactly {needed} of the other %n dice must count</source>
        <translation>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: {who} nemá žádnou, takže ze zbylé %n kostky musí počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: {who} nemá žádnou, takže ze zbylých %n kostek musí počítat přesně {needed}</numerusform>
            <numerusform>{bid} přesně sedí s&#xa0;pravděpodobností {percent}: {who} nemá žádnou, takže ze zbylých %n kostek musí počítat přesně {needed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../tablegames_qt/coach/perudo.py" line="+4"/>
        <source>The bid {bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}</source>
        <translation>
            <numerusform>Sázka {bid}: {who} nemá žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylá %n kostka to dá s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>Sázka {bid}: {who} nemá žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylé %n kostky to dají s&#xa0;pravděpodobností {percent}</numerusform>
            <numerusform>Sázka {bid}: {who} nemá žádnou, takže u&#xa0;ostatních jich musí být {needed}; zbylých %n kostek to dá s&#xa0;pravděpodobností {percent}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tablegames_qt/coach/perudo.py" line="+7"/>
        <source>In a Maputo round ones are not wild and the face {who} opens with stays for the whole round</source>
        <translation>V&#xa0;kole Maputo nejsou jedničky žolíky a&#xa0;hodnota, kterou {who} otevře, platí celé kolo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Maputo is better kept for later: this round ones stay wild and faces may change</source>
        <translation>Maputo je lepší si nechat na později: v&#xa0;tomhle kole zůstanou jedničky žolíky a&#xa0;hodnoty se mohou měnit</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/coach/advice.py" line="+36"/>
        <source>{first}. {then}</source>
        <translation>{first}. {then}</translation>
    </message>
</context>
<context>
    <name>deal_count_texts</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/casino/deal_count.py" line="-1"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../tablegames_qt/engine/core.py" line="+318"/>
        <source>saved action #{index} is not legal: {reason}</source>
        <translation>uložený tah č. {index} není podle pravidel: {reason}</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>{what} must be a whole number, not {value!r}</source>
        <translation>{what} musí být celé číslo, ne {value!r}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{what} must be between {low} and {high}, not {value}</source>
        <translation>{what} musí být mezi {low} a&#xa0;{high}, ne {value}</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>not an action: {data!r}</source>
        <translation>toto není tah: {data!r}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown action type {name!r}</source>
        <translation>neznámý druh tahu {name!r}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>malformed {name} action: {error}</source>
        <translation>poškozený tah {name}: {error}</translation>
    </message>
</context>
<context>
    <name>health</name>
    <message>
        <location filename="../tablegames_qt/storage/health.py" line="+67"/>
        <source>Not recording results: {path} is read-only.</source>
        <translation>Výsledky se nezapisují: {path} je jen pro čtení.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not recording results: the disk holding {path} is full.</source>
        <translation>Výsledky se nezapisují: disk se složkou {path} je plný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not recording results: {path} cannot be written.</source>
        <translation>Výsledky se nezapisují: do {path} nelze zapisovat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Results wait: another program is using the statistics in {path}.</source>
        <translation>Výsledky čekají: statistiky v&#xa0;{path} právě používá jiný program.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings are not kept: {path} is read-only.</source>
        <translation>Nastavení se neukládá: {path} je jen pro čtení.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings are not kept: the disk holding {path} is full.</source>
        <translation>Nastavení se neukládá: disk se složkou {path} je plný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings are not kept: {path} cannot be written.</source>
        <translation>Nastavení se neukládá: do {path} nelze zapisovat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The log is not kept: {path} is read-only.</source>
        <translation>Protokol se nezapisuje: {path} je jen pro čtení.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log is not kept: the disk holding {path} is full.</source>
        <translation>Protokol se nezapisuje: disk se složkou {path} je plný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log is not kept: {path} cannot be written.</source>
        <translation>Protokol se nezapisuje: do {path} nelze zapisovat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not saving: {path} is read-only.</source>
        <translation>Hra se neukládá: {path} je jen pro čtení.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not saving: the disk holding {path} is full.</source>
        <translation>Hra se neukládá: disk se složkou {path} je plný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saving: {path} cannot be written.</source>
        <translation>Hra se neukládá: do {path} nelze zapisovat.</translation>
    </message>
</context>
<context>
    <name>machacek</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/words.py" line="+17"/>
        <location filename="../tablegames_qt/engine/machacek/values.py" line="+103"/>
        <source>Macháček</source>
        <translation>Macháček</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location filename="../tablegames_qt/engine/machacek/values.py" line="+2"/>
        <source>%n Indians</source>
        <translation>
            <numerusform>%n indián</numerusform>
            <numerusform>%n indiáni</numerusform>
            <numerusform>%n indiánů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../tablegames_qt/engine/machacek/values.py" line="+1"/>
        <source>{value}</source>
        <translation>{value}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/machacek/game.py" line="+177"/>
        <source>{seat} rolls the dice</source>
        <translation>{seat} hází kostkami</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game {game}: {seat} starts</source>
        <translation>Hra {game}: začíná {seat}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{seat} wins the match</source>
        <translation>Zápas vyhrává {seat}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match ends in a tie</source>
        <translation>Zápas končí nerozhodně</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the match is over</source>
        <translation>zápas skončil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{action!r} is not a Macháček action</source>
        <translation>{action!r} není tah hry Macháček</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is {current}&apos;s turn, not {seat}&apos;s</source>
        <translation>na tahu je {current}, ne {seat}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{seat} has already believed and rolled: {seat} must announce a value now</source>
        <translation>{seat} už věří a&#xa0;má hozeno: teď musí ohlásit hodnotu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} cannot believe: nothing has been announced yet, {seat} starts this game and must announce a value</source>
        <translation>{seat} nemůže věřit: zatím nic nezaznělo, tuto hru začíná a&#xa0;musí ohlásit hodnotu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} cannot doubt: nothing has been announced yet, {seat} starts this game and must announce a value</source>
        <translation>{seat} nemůže nevěřit: zatím nic nezaznělo, tuto hru začíná a&#xa0;musí ohlásit hodnotu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{seat} cannot announce now: first believe or doubt the announcement {value}</source>
        <translation>{seat} teď nemůže hlásit: nejdřív musí ohlášení „{value}“ uvěřit, nebo neuvěřit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an announcement must be one of the 21 values, not {value!r}</source>
        <translation>ohlásit lze jen jednu z&#xa0;21 hodnot, ne {value!r}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{value} is not one of the 21 values: the higher die comes first, {swapped}</source>
        <translation>{value} není žádná z&#xa0;21 hodnot: vyšší kostka se říká první, tedy {swapped}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{value} is not one of the 21 values</source>
        <translation>{value} není žádná z&#xa0;21 hodnot</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>announcement {value} is too low after Macháček: only Macháček may answer it</source>
        <translation>ohlášení „{value}“ je po Macháčkovi příliš nízké: na Macháčka lze odpovědět jen Macháčkem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>announcement {value} is too low after {previous}: at least {minimum}</source>
        <translation>ohlášení „{value}“ je po „{previous}“ příliš nízké: aspoň „{minimum}“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{seat} announces {value} to {to}</source>
        <translation>{seat} hlásí „{value}“, kelímek dostává {to}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{seat} believes {announcer}</source>
        <translation>{seat} věří tomu, co hlásí {announcer}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{seat} does not believe {announcer}</source>
        <translation>{seat} nevěří tomu, co hlásí {announcer}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cup shows {rolled}: {announcer} told the truth and {seat} loses</source>
        <translation>V&#xa0;kelímku: {rolled}. {announcer} mluví pravdu a&#xa0;{seat} prohrává</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cup shows {rolled}, not {value}: {seat} caught {announcer} bluffing</source>
        <translation>V&#xa0;kelímku: {rolled}, ne „{value}“. {announcer} blafuje a&#xa0;{seat} to odhaluje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cup shows {rolled}, less than {value}: {seat} caught {announcer} bluffing</source>
        <translation>V&#xa0;kelímku: {rolled}, méně než „{value}“. {announcer} blafuje a&#xa0;{seat} to odhaluje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{winner} wins game {game}, {loser} loses</source>
        <translation>Hru {game} vyhrává {winner}, prohrává {loser}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{seat} loses the last life</source>
        <translation>{seat} přichází o&#xa0;poslední život</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} loses two lives for Macháček and has none left</source>
        <translation>{seat} přichází za Macháčka o&#xa0;dva životy a&#xa0;už žádný nemá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} loses a life ({left} left)</source>
        <translation>{seat} přichází o&#xa0;život (zbývá: {left})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{seat} loses two lives for Macháček ({left} left)</source>
        <translation>{seat} přichází za Macháčka o&#xa0;dva životy (zbývá: {left})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{seat} is out of the match</source>
        <translation>{seat} vypadává ze zápasu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a match with lives ends only when one player is left</source>
        <translation>zápas na životy končí, až zbude jediný hráč</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only an open-ended match can be ended: this one ends after {games} games</source>
        <translation>ukončit lze jen zápas bez omezení: tento má pevný počet her ({games})</translation>
    </message>
</context>
<context>
    <name>merge_players</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/merge.py" line="+34"/>
        <source>&amp;Merge into…</source>
        <translation>&amp;Sloučit do…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Join the selected player&apos;s statistics to another player&apos;s, when both are the same person.</source>
        <translation>Statistiky vybraného hráče připojíš k&#xa0;jinému hráči, když jde o&#xa0;stejného člověka.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{merged} has played no games yet; {merged} will be removed and the name will mean {kept} from now on.</source>
        <translation>Profil {merged} zatím nemá žádnou odehranou hru; zmizí a&#xa0;jeho jméno bude odteď patřit profilu {kept}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The %n game(s) of {merged} will count for {kept}; {merged} will be removed.</source>
        <translation>
            <numerusform>Ke statistikám profilu {kept} se přidá %n&#xa0;hra profilu {merged} a&#xa0;profil {merged} zmizí.</numerusform>
            <numerusform>Ke statistikám profilu {kept} se přidají %n&#xa0;hry profilu {merged} a&#xa0;profil {merged} zmizí.</numerusform>
            <numerusform>Ke statistikám profilu {kept} se přidá %n&#xa0;her profilu {merged} a&#xa0;profil {merged} zmizí.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{merged} and {kept} played at the same table, so they are two people: they cannot be merged.</source>
        <translation>Profily {merged} a&#xa0;{kept} hrály spolu u&#xa0;jednoho stolu, jsou to tedy dva různí lidé: sloučit je nejde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{kept} now has the statistics of {merged}.</source>
        <translation>Profil {kept} teď obsahuje i&#xa0;statistiky profilu {merged}.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>There is nobody else to merge with.</source>
        <translation>Není tu žádný jiný hráč, se kterým by šlo sloučit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+20"/>
        <source>Merge players</source>
        <translation>Sloučit hráče</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Merge {name} into:</source>
        <translation>Sloučit profil {name} do profilu:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Merge</source>
        <translation>Sloučit</translation>
    </message>
</context>
<context>
    <name>perudo</name>
    <message>
        <location filename="../tablegames_qt/engine/perudo/rules.py" line="-61"/>
        <source>one</source>
        <translation>jednička</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>trojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>čtyřka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>pětka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>šestka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ones</source>
        <translation>jedničky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twos</source>
        <translation>dvojky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threes</source>
        <translation>trojky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fours</source>
        <translation>čtyřky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fives</source>
        <translation>pětky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixes</source>
        <translation>šestky</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/perudo/messages.py" line="+22"/>
        <source>Round {round}: {opener} opens, {total} dice on the table</source>
        <translation>Kolo {round}: začíná {opener}, kostek na stole: {total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} declares a Maputo round: ones are not wild and the face cannot change</source>
        <translation>{seat} vyhlašuje kolo Maputo: jedničky nejsou žolíci a&#xa0;číslo se nemění</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maputo round: {seat} is down to one die; ones are not wild and the face cannot change</source>
        <translation>Kolo Maputo: {seat} má už jen jednu kostku; jedničky nejsou žolíci a&#xa0;číslo se nemění</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} does not declare Maputo and keeps the right for later</source>
        <translation>{seat} Maputo nevyhlašuje a&#xa0;nechává si ho na později</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} bids {quantity} × {face}</source>
        <translation>{seat} sází {quantity} × {face}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} says Dudo to {quantity} × {face} by {bidder}: there are {count}</source>
        <translation>{bidder} sází {quantity} × {face} a&#xa0;{seat} říká Dudo; skutečný počet: {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} says Calza to {quantity} × {face} by {bidder}: there are {count}</source>
        <translation>{bidder} sází {quantity} × {face} a&#xa0;{seat} říká Calza; skutečný počet: {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} loses a die ({left} left)</source>
        <translation>{seat} přichází o&#xa0;kostku (zbývá: {left})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} loses the last die</source>
        <translation>{seat} přichází o&#xa0;poslední kostku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} was exactly right and gains a die ({left} now)</source>
        <translation>{seat} trefuje přesně a&#xa0;dostává kostku zpět (teď: {left})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seat} was exactly right but already has the most dice allowed ({left})</source>
        <translation>{seat} trefuje přesně, ale už má nejvíc povolených kostek ({left})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} has no dice left and is out</source>
        <translation>{seat} nemá žádnou kostku a&#xa0;vypadává</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} wins the game</source>
        <translation>Hru vyhrává {winner}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/perudo/game.py" line="+210"/>
        <source>the game is over: no more actions</source>
        <translation>hra skončila: další tahy už nejsou</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is {current}&apos;s turn, not {seat}&apos;s</source>
        <translation>na tahu je {current}, ne {seat}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{action!r} is not a Perudo action</source>
        <translation>{action!r} není tah hry Perudo</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/perudo/messages.py" line="+47"/>
        <source>{seat} opens this round with one die and must first declare Maputo or decline</source>
        <translation>{seat} zahajuje kolo s&#xa0;jedinou kostkou a&#xa0;musí nejdřív vyhlásit Maputo, nebo ho odmítnout</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>a bid&apos;s quantity and face must be whole numbers, not {quantity!r} and {face!r}</source>
        <translation>počet a&#xa0;číslo v&#xa0;sázce musí být celá čísla, ne {quantity!r} a&#xa0;{face!r}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a die face is 1 to 6, not {face}</source>
        <translation>číslo na kostce je 1 až 6, ne {face}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bid&apos;s quantity must be between 1 and the {total} dice on the table, not {quantity}</source>
        <translation>počet v&#xa0;sázce musí být od 1 do {total} (tolik kostek je na stole), ne {quantity}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/perudo/game.py" line="+17"/>
        <source>the face cannot change in a Maputo round: {bid} may not follow {previous}</source>
        <translation>v&#xa0;kole Maputo se číslo nemění: po sázce „{previous}“ nemůže přijít „{bid}“</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a round may not be opened with a bid on ones, except in a Maputo round</source>
        <translation>kolo nelze zahájit sázkou na jedničky, leda v&#xa0;kole Maputo</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/perudo/messages.py" line="+46"/>
        <source>bid {bid} is too low after {previous}: at least {minimum}</source>
        <translation>sázka „{bid}“ je po sázce „{previous}“ příliš nízká: nejméně „{minimum}“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>bid {bid} is too low after {previous}, and with {total} dice on the table no bid on that face is high enough</source>
        <translation>sázka „{bid}“ je po sázce „{previous}“ příliš nízká a&#xa0;s&#xa0;{total} kostkami na stole už na toto číslo dost vysoká sázka není</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Calza is not allowed: the Calza variant is off</source>
        <translation>Calza není povolena: varianta Calza je vypnutá</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Calza is not allowed in a Maputo round</source>
        <translation>v&#xa0;kole Maputo nelze říct Calza</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>there is no bid to call Calza on yet: the round has just opened</source>
        <translation>zatím není sázka, na kterou by šlo říct Calza: kolo právě začalo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no bid to challenge yet: the round has just opened</source>
        <translation>zatím není sázka, které by šlo nevěřit: kolo právě začalo</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/perudo/game.py" line="+119"/>
        <location filename="../tablegames_qt/engine/perudo/save.py" line="+63"/>
        <source>a Maputo declaration is true or false, not {value!r}</source>
        <translation>vyhlášení Maputo je buď ano, nebo ne, ne {value!r}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/perudo/messages.py" line="+54"/>
        <source>Maputo cannot be declared: with these rules it comes automatically</source>
        <translation>Maputo nelze vyhlásit: podle těchto pravidel přichází samo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Maputo can only be declared before the opening bid</source>
        <translation>Maputo lze vyhlásit jen před první sázkou</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the opener of a round may declare Maputo</source>
        <translation>Maputo smí vyhlásit jen hráč, který kolo zahajuje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only an opener with a single die may declare Maputo; {seat} has {dice}</source>
        <translation>Maputo smí vyhlásit jen zahajující hráč s&#xa0;jedinou kostkou; {seat} má kostek: {dice}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this round is already a Maputo round</source>
        <translation>toto kolo už je kolo Maputo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat} has already declared Maputo once this game</source>
        <translation>{seat}: Maputo už bylo v&#xa0;této hře jednou vyhlášeno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{seat} has already declined Maputo for this round</source>
        <translation>{seat}: Maputo už bylo pro toto kolo odmítnuto</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/engine/perudo/save.py" line="-4"/>
        <source>a bid&apos;s {name} must be a whole number, not {value!r}</source>
        <translation>údaj sázky „{name}“ musí být celé číslo, ne {value!r}</translation>
    </message>
</context>
<context>
    <name>perudo_bids</name>
    <message numerus="yes">
        <location filename="../tablegames_qt/ui/perudo/words.py" line="+29"/>
        <source>%n ones</source>
        <translation>
            <numerusform>%n jednička</numerusform>
            <numerusform>%n jedničky</numerusform>
            <numerusform>%n jedniček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n twos</source>
        <translation>
            <numerusform>%n dvojka</numerusform>
            <numerusform>%n dvojky</numerusform>
            <numerusform>%n dvojek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n threes</source>
        <translation>
            <numerusform>%n trojka</numerusform>
            <numerusform>%n trojky</numerusform>
            <numerusform>%n trojek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n fours</source>
        <translation>
            <numerusform>%n čtyřka</numerusform>
            <numerusform>%n čtyřky</numerusform>
            <numerusform>%n čtyřek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n fives</source>
        <translation>
            <numerusform>%n pětka</numerusform>
            <numerusform>%n pětky</numerusform>
            <numerusform>%n pětek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sixes</source>
        <translation>
            <numerusform>%n šestka</numerusform>
            <numerusform>%n šestky</numerusform>
            <numerusform>%n šestek</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>recovery</name>
    <message>
        <location filename="../tablegames_qt/storage/recovery.py" line="+86"/>
        <source>The file could not be moved aside, so it was left where it is: {path}.</source>
        <translation>Soubor nešlo odložit stranou, zůstal proto na svém místě: {path}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was kept as “{name}” in {folder}.</source>
        <translation>Soubor byl uschován jako „{name}“ ve složce {folder}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game you left could not be resumed.</source>
        <translation>Rozehranou hru nešlo obnovit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A replay of a finished game could not be opened.</source>
        <translation>Záznam dohrané hry nešlo otevřít.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics could not be opened.</source>
        <translation>Statistiky nešlo otevřít.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The settings could not be read.</source>
        <translation>Nastavení nešlo načíst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A file could not be used.</source>
        <translation>Jeden soubor nešlo použít.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is empty.</source>
        <translation>Soubor je prázdný.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is cut short: it ends in the middle.</source>
        <translation>Soubor je neúplný: končí uprostřed.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is damaged: parts of it are garbled.</source>
        <translation>Soubor je poškozený: části jsou nečitelné.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file does not contain what it should.</source>
        <translation>Soubor neobsahuje to, co by měl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was written by a newer version of Table Games.</source>
        <translation>Soubor zapsala novější verze Stolních her.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file has a version number this app does not know.</source>
        <translation>Soubor má číslo verze, které tato aplikace nezná.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is for a game this app does not know.</source>
        <translation>Soubor patří ke hře, kterou tato aplikace nezná.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a statistics database.</source>
        <translation>Soubor není databáze statistik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The moves stored in the file break the rules of the game.</source>
        <translation>Tahy uložené v&#xa0;souboru porušují pravidla hry.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file could not be read.</source>
        <translation>Soubor nešlo přečíst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is far larger than any game writes, so it was not read.</source>
        <translation>Soubor je mnohem větší, než jaký kdy hra zapíše, proto se nečetl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is a folder where the file should be.</source>
        <translation>Místo souboru je tu složka.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be used.</source>
        <translation>Soubor nešlo použít.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can start a new game.</source>
        <translation>Můžeš začít novou hru.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other replays are not affected.</source>
        <translation>Ostatních záznamů se to netýká.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New statistics start from now on.</source>
        <translation>Statistiky se od teď vedou znovu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The default settings are used.</source>
        <translation>Používá se výchozí nastavení.</translation>
    </message>
</context>
<context>
    <name>story</name>
    <message>
        <location filename="../tablegames_qt/ui/story_texts.py" line="+48"/>
        <source>Bids</source>
        <translation>Sázky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>False when called</source>
        <translation>Sázky vyvrácené Dudem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dudo right</source>
        <translation>Dudo správně</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dudo wrong</source>
        <translation>Dudo špatně</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza right</source>
        <translation>Calza správně</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calza wrong</source>
        <translation>Calza špatně</translation>
    </message>
    <message>
        <source>Dice lost in rounds</source>
        <translation type="vanished">Kostky ztracené v&#xa0;kolech</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice lost</source>
        <translation>Ztracené kostky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost in rounds</source>
        <translation>Ztráty v&#xa0;kolech</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Told the truth</source>
        <translation>Pravdivá hlášení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluffed</source>
        <translation>Blafy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Doubts right</source>
        <translation>Nevěřím správně</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Doubts wrong</source>
        <translation>Nevěřím špatně</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluffs caught</source>
        <translation>Odhalené blafy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Captures</source>
        <translation>Braní</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builds</source>
        <translation>Stavby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trails</source>
        <translation>Odložení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweeps</source>
        <translation>Zametení</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Points by deal ({sides})</source>
        <translation>Body po rozdáních ({sides})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Aces</source>
        <translation>Esa</translation>
    </message>
    <message>
        <source>Deal {deal}: {side}</source>
        <translation type="vanished">Rozdání {deal}: {side}</translation>
    </message>
</context>
<context>
    <name>take_back_texts</name>
    <message>
        <location filename="../tablegames_qt/ui/machacek/__init__.py" line="-5"/>
        <source>Nothing of yours to take back in this game yet: a game that has ended stays, its cup was lifted. Once you announce, believe or doubt in this game, Take back undoes that and the computer players&apos; moves after it.</source>
        <translation>V&#xa0;této hře zatím není žádný tvůj tah, který jde vzít zpět: skončená hra platí, kelímek už je zvednutý. Jakmile v&#xa0;této hře něco ohlásíš, uvěříš nebo neuvěříš, „Vzít zpět“ vrátí ten tah i&#xa0;tahy počítačových hráčů po něm.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/__init__.py" line="-5"/>
        <source>Nothing of yours to take back in this deal yet: a deal that has ended stays, its cards were counted. Once you play a card in this deal, Take back undoes that and the computer players&apos; cards after it.</source>
        <translation>V&#xa0;tomto rozdání zatím není žádný tvůj tah, který jde vzít zpět: skončené rozdání platí, jeho karty jsou spočítané. Jakmile v&#xa0;tomto rozdání zahraješ kartu, „Vzít zpět“ vrátí ten tah i&#xa0;karty počítačových hráčů po něm.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/__init__.py" line="-5"/>
        <source>Nothing of yours to take back in this round yet: a round that has ended stays, its dice were shown. Once you bid or call in this round, Take back undoes that and the computer players&apos; bids after it.</source>
        <translation>V&#xa0;tomto kole zatím není žádný tvůj tah, který jde vzít zpět: skončené kolo platí, jeho kostky jsou odkryté. Jakmile v&#xa0;tomto kole vsadíš nebo něco řekneš, „Vzít zpět“ vrátí ten tah i&#xa0;sázky počítačových hráčů po něm.</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/take_back.py" line="+39"/>
        <source>A guided game is played as the guide says: nothing is taken back.</source>
        <translation>Hra s&#xa0;průvodcem se hraje tak, jak říká průvodce: nic se nebere zpět.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking back is for one person playing against the computer.</source>
        <translation>Brát tahy zpět jde jen ve hře jednoho člověka proti počítači.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over: nothing is taken back.</source>
        <translation>Hra skončila: nic se nebere zpět.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Take back your last move and the %n move(s) made after it? A game in which something is taken back is a practice game: it stays out of the statistics.</source>
        <translation>
            <numerusform>Vzít zpět svůj poslední tah a&#xa0;%n tah po něm? Hra, ve které se něco vezme zpět, je cvičná: nepočítá se do statistik.</numerusform>
            <numerusform>Vzít zpět svůj poslední tah a&#xa0;%n tahy po něm? Hra, ve které se něco vezme zpět, je cvičná: nepočítá se do statistik.</numerusform>
            <numerusform>Vzít zpět svůj poslední tah a&#xa0;%n tahů po něm? Hra, ve které se něco vezme zpět, je cvičná: nepočítá se do statistik.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back your last move? A game in which something is taken back is a practice game: it stays out of the statistics.</source>
        <translation>Vzít zpět svůj poslední tah? Hra, ve které se něco vezme zpět, je cvičná: nepočítá se do statistik.</translation>
    </message>
</context>
<context>
    <name>tendency_texts</name>
    <message>
        <location filename="../tablegames_qt/ui/stats/tendencies.py" line="+71"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="vanished">Hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games and matches</source>
        <translation>Hry a&#xa0;zápasy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids and announcements</source>
        <translation>Sázky a&#xa0;ohlášení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluff rate</source>
        <translation>Podíl blafů</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenges</source>
        <translation>Výzvy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge success</source>
        <translation>Úspěšnost výzev</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Over time:</source>
        <translation>V&#xa0;čase:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bluff rate</source>
        <translation>podíl blafů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenge success</source>
        <translation>úspěšnost výzev</translation>
    </message>
    <message>
        <source>bluff rate (%)</source>
        <translation type="vanished">podíl blafů (%)</translation>
    </message>
    <message>
        <source>challenge success (%)</source>
        <translation type="vanished">úspěšnost výzev (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluff rate: the share of bids (Perudo) shown false by a Dudo and of announcements (Macháček) that were bluffs. Challenge success: the share of Dudo, Calza and doubts that were right. Over time, each point covers the last games of the overview&apos;s window.</source>
        <translation>Podíl blafů: kolik sázek (Perudo) se po výzvě Dudo ukázalo jako nepravdivých a&#xa0;kolik ohlášení (Macháček) bylo blafem. Úspěšnost výzev: kolik výzev Dudo, Calza a&#xa0;Nevěřím bylo správných. V&#xa0;grafu zahrnuje každý bod posledních několik her, jako klouzavé okno na kartě Přehled.</translation>
    </message>
</context>
<context>
    <name>unfinished</name>
    <message>
        <location filename="../tablegames_qt/ui/slot_texts.py" line="+30"/>
        <source>{names} and {last}</source>
        <translation>{names} a&#xa0;{last}</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n computer player(s)</source>
        <translation>
            <numerusform>%n počítačový hráč</numerusform>
            <numerusform>%n počítačoví hráči</numerusform>
            <numerusform>%n počítačových hráčů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>game {game}</source>
        <translation>hra {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game {game} of {games}</source>
        <translation>hra {game} z&#xa0;{games}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>round {round}</source>
        <translation>kolo {round}</translation>
    </message>
    <message numerus="yes">
        <source>%n dice each left</source>
        <translation type="vanished">
            <numerusform>každému zbývá %n kostka</numerusform>
            <numerusform>každému zbývají %n kostky</numerusform>
            <numerusform>každému zbývá %n kostek</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}, {standing}</source>
        <translation type="vanished">{head}, {standing}</translation>
    </message>
    <message>
        <source>dice left: {counts}</source>
        <translation type="vanished">zbývající kostky: {counts}</translation>
    </message>
    <message>
        <source>lives left: {counts}</source>
        <translation type="vanished">zbývající životy: {counts}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal {deal}</source>
        <translation>rozdání {deal}</translation>
    </message>
    <message>
        <source>{points} of {target}</source>
        <translation type="vanished">{points} z&#xa0;{target}</translation>
    </message>
    <message>
        <source>last played today at {time}</source>
        <translation type="vanished">naposledy hráno dnes v&#xa0;{time}</translation>
    </message>
    <message>
        <source>last played yesterday at {time}</source>
        <translation type="vanished">naposledy hráno včera v&#xa0;{time}</translation>
    </message>
    <message>
        <source>last played on {date}</source>
        <translation type="vanished">naposledy hráno {date}</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/perudo/__init__.py" line="-7"/>
        <source>Your Perudo game with {players} ({progress}) will be replaced. Start a new one?</source>
        <translation>Tvoje rozehraná hra Perudo ({progress}; hrají: {players}) bude nahrazena. Začít novou?</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/machacek/__init__.py" line="-7"/>
        <source>Your Macháček match with {players} ({progress}) will be replaced. Start a new one?</source>
        <translation>Tvůj rozehraný zápas v&#xa0;Macháčkovi ({progress}; hrají: {players}) bude nahrazen. Začít nový?</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/casino/__init__.py" line="-7"/>
        <source>Your Royal Casino game with {players} ({progress}) will be replaced. Start a new one?</source>
        <translation>Tvoje rozehraná hra Royal Casino ({progress}; hrají: {players}) bude nahrazena. Začít novou?</translation>
    </message>
    <message>
        <location filename="../tablegames_qt/ui/slot_texts.py" line="+9"/>
        <source>Round {round}</source>
        <translation>Kolo {round}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {deal}</source>
        <translation>Rozdání {deal}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game {game}</source>
        <translation>Hra {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game {game} of {games}</source>
        <translation>Hra {game} z&#xa0;{games}</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{name} has %n dice</source>
        <translation>
            <numerusform>{name} má %n kostku</numerusform>
            <numerusform>{name} má %n kostky</numerusform>
            <numerusform>{name} má %n kostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} has %n life(s) left</source>
        <translation>
            <numerusform>{name} má ještě %n život</numerusform>
            <numerusform>{name} má ještě %n životy</numerusform>
            <numerusform>{name} má ještě %n životů</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} {count}</source>
        <comment>another player&apos;s count after the first one&apos;s: Ann has 3 dice, Bob 2</comment>
        <translation type="vanished">{name} {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has {count}</source>
        <comment>another player&apos;s count after the first one&apos;s: Ann has 3 dice, Bob has 2</comment>
        <translation>{name} má {count}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>nobody has won a game yet</source>
        <translation>zatím nikdo nevyhrál žádnou hru</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} leads with %n win(s)</source>
        <translation>
            <numerusform>{name} vede, má %n výhru</numerusform>
            <numerusform>{name} vede, má %n výhry</numerusform>
            <numerusform>{name} vede, má %n výher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{names} lead with %n win(s) each</source>
        <translation>
            <numerusform>{names} vedou shodně s&#xa0;%n výhrou</numerusform>
            <numerusform>{names} vedou shodně s&#xa0;%n výhrami</numerusform>
            <numerusform>{names} vedou shodně s&#xa0;%n výhrami</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nobody has scored yet</source>
        <translation>zatím nikdo nemá žádný bod</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{names} have %n point(s) each</source>
        <translation>
            <numerusform>{names} mají shodně %n bod</numerusform>
            <numerusform>{names} mají shodně %n body</numerusform>
            <numerusform>{names} mají shodně %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{names} lead with %n point(s)</source>
        <comment>partners</comment>
        <translation>
            <numerusform>{names} vedou, mají %n bod</numerusform>
            <numerusform>{names} vedou, mají %n body</numerusform>
            <numerusform>{names} vedou, mají %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} leads with %n point(s)</source>
        <translation>
            <numerusform>{name} vede, má %n bod</numerusform>
            <numerusform>{name} vede, má %n body</numerusform>
            <numerusform>{name} vede, má %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>everyone still playing has %n dice</source>
        <translation>
            <numerusform>každý, kdo ještě hraje, má %n kostku</numerusform>
            <numerusform>každý, kdo ještě hraje, má %n kostky</numerusform>
            <numerusform>každý, kdo ještě hraje, má %n kostek</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{head}: {standing}; the first to {target} wins.</source>
        <translation>{head}: {standing}; vyhrává, kdo první získá {target}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{head}: {standing}.</source>
        <translation>{head}: {standing}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Last played today at {time}</source>
        <translation>Naposledy hráno dnes v&#xa0;{time}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last played yesterday at {time}</source>
        <translation>Naposledy hráno včera v&#xa0;{time}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last played on {date}</source>
        <translation>Naposledy hráno {date}</translation>
    </message>
</context>
</TS>
