"""Developer tools, outside the installed app (the wheel and the frozen bundle leave them
out): benchmarks and review pictures, each run from the repository's top folder.

    python3 -m bench.machacek ...      # win rates of a Macháček bot (through the arena)
    python3 -m bench.perudo ...        # duels between Perudo bots with options
    python3 -m bench.casino_engine     # Royal Casino engine throughput
    python3 -m bench.stall_probe ...   # how long the GUI thread stalls while bots play
    python3 -m bench.card_sheet [DIR]  # review sheets of the card art (and a mock table)

They import the app's packages (``tablegames_qt``); nothing there imports them.
"""
