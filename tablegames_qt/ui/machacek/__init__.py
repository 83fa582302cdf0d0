"""The Macháček room: everything of the Macháček screen and nothing of another game.

``screen``        the screen: the travelling cup on the dice table, believe/doubt, roll, announce
``controls``      the control panel under the table: the status line over the page a turn needs
                  (waiting: the claim on the table; responding: Believe / Doubt; announcing)
``value_picker``  the 21 values in rank order to announce from (the true roll marked)
``standings``     the scoreboard in the side panel (title, the match's progress, the table) and
                  the places shown when the match is over
``scoreboard``    the match's wins and lives per player (a Qt item model)
``texts``         sentences about Macháček events and the lines of the match's history,
                  speaking to the person as "you"
``words``         how a value is said ("Macháček", "5 Indians", "42")

The dice, cups and the felt table it shares with Perudo are in ``ui/dice/``.
"""
