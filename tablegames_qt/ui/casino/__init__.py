"""The Royal Casino screen's parts (the screen itself is ``ui/casino_screen.py``).

``table_view``  the card table scene, its state and the motion of every play
``layout``      where seats, hands, piles, the deck and the table's items sit
``plates``      name plates and score tags on the cloth
``felt``        the room and the table, painted as the scene's background
``selection``   which legal play a hand card and chosen table items stand for
``moves_model`` the "show my moves" list;  ``words``: plays in words
``score_sheet`` the end-of-deal count over the table
"""
