"""The Royal Casino room: everything of the Royal Casino screen and nothing of another game.

``screen``       the screen: its widgets and side panel, set-up, privacy and texts
``event_steps``  the engine's events as steps on the table and lines in the history
``play_chooser`` a person's turn: choosing a card, table items and the play they make
``deal_count``   the count between deals: the score sheet and the scores on the cloth
``texts``        sentences about Casino events, speaking to the person as "you"
``table_view``   the card table scene: its set-up and state, from the engine's view
``table_motion`` the motion of every play: deal, capture, sweep, build, trail, residue
``table_marks``  the marks for choosing a play and the input that chooses it
``layout``       where seats, hands, piles, the deck and the table's items sit
``plates``       name plates and score tags on the cloth
``felt``         the room and the table, painted as the scene's background
``selection``    which legal play a hand card and chosen table items stand for
``moves_model``  the "show my moves" list;  ``words``: plays in words
``score_model``  the deal's count as a Qt item model;  ``score_sheet``: it shown over the table

The cards themselves (art, scene items, their animations) are in ``ui/cards/``.
"""
