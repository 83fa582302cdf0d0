"""The Perudo room: everything of the Perudo screen and nothing of another game.

``screen``       the screen: dice table, bid history, the bid control and the calls
``bid_control``  choosing a bid (quantity × face) with the mouse or the keyboard
``texts``        sentences about Perudo events, speaking to the person as "you"
``words``        how a bid is said in the current language ("4 fives", "4 pětky")

The dice, cups and the felt table it shares with Macháček are in ``ui/dice/``.
"""
