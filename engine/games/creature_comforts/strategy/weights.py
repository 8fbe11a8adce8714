"""The numbers the Creature Comforts AI judges by, in one place: the projection's weights, the search
settings registered with the AI, and the rollout policy's preferences."""

from ..locations import WORKERS

# -- weights of the projection, tuned by AI-against-AI play (see the report of issue #6) -------------------
READY_SHARE = 0.9  # a card whose whole cost is at hand: almost surely crafted by winter
GATHER_RATE = 1.5  # Goods a family gathers towards its hand in one turn
SHORT_COIN = 1.5  # a missing Coin counts as this many missing Goods
SHORT_STORY = 2.5  # Stories come from few places
GOOD_IN_SET = 1 / 3  # a Good's share of a leftover set
HAND_LIMIT = 3
SPARE_GOOD = 0.6  # a Good no card in hand asks for: raw material for cards yet to come (early in the year)
LESSON_VALUE = 0.4  # a Lesson Learned token while there are dice left to change
# A lead squashed into (-1, 1) as in Tiny Towns; a linear map (lead / 25, clamped) made Medium weaker.
LEAD_SOFTNESS = 12.0
SOLO_SCALE = 30.0

# Alone, every level's exploration constant is scaled by this (``register_solo_exploration``). At the full
# constant, deeper searches scored less alone: below the root, moves a point apart look alike to selection,
# so visits spread almost evenly, a move's mean was that of a careless continuation, and moves that leave
# little to get wrong (not resolving a location) looked best. On the same deals, Medium scored 54.6 instead
# of 53.9 (12 deals); Hard 48.0 (constant 0.27, as shipped) or 54.4 (0.3) instead of 45.9 (8 deals); Expert
# 45 instead of 37.5 on the two deals where it had done worst. A solo game moves by several points with any
# change to the search, so only the direction is sure. Judging moves by their best line (a minimax weight of
# 1) helped Hard as much but cost Medium 4 points: its few visits make that best noisy.
SOLO_EXPLORATION = 0.3

# Half of a move's value in selection comes from its best line found (``register_minimax_weight``), half from
# its mean: the mean averages the continuations the search happened to try, careless ones included, and the
# deeper the search the more it judged moves by them. Measured on the same deals with and without it (at first
# alone only). Alone: Hard 55.9 against 48.8 (36 deals, ahead on 30 of them), Medium 55.8 against 54.9 (24).
# Duels against the same level without it, seats swapped on each deal: Hard won 65% of 50 games (+3.1 +/-2.4
# points a game, ahead on 16 of 25 deals), Medium 56% of 80 (+1.5 +/-1.8, ahead on 21 of 40). With the full
# exploration constant alone, a weight of 1 had helped Hard but cost Medium 4 points.
MINIMAX_WEIGHT = 0.5

# Moves simulated past the search tree before the projection judges the position: none. The projection
# already counts workers and dice in play, and quick simulations only blur it: over 8 seeded solo games
# Medium averaged 53.5 points judging the position at once and 27.6 after 4 simulated moves (Easy 46.0);
# with both judging at once Hard took 69% of 24 games against Medium (ties half).
ROLLOUT_DEPTH = 0

# The lower rungs of the ladder (``register_level``). Hard searches without shared samples, so Medium takes half
# the shared budget to stay a rung below it (see the package's __init__). At 50 iterations halving tries most of
# the dozens of moves about once, a look no surer than Easy's at the shared temperature of 0.2 (Medium won 50% of
# 37 games); at 0.3 Easy errs more often and Medium beat it in 76% +/-6% of 200 (margin +7.1 points a game).
MEDIUM_ITERATIONS = 50
EASY_TEMPERATURE = 0.3

# -- rollout policy weights ---------------------------------------------------------------------------------
COMPLETES = 20.0  # a die that makes a location's requirement met
FITS = 4.0  # a die that still leaves the location's requirement reachable
MISFIT = 0.01  # a die that can no longer meet the requirement: wasted
WAIT = 0.02  # resolving or quitting while a useful die is still to be placed
CRAFT = 20.0
NEEDED_GOOD = 1.5  # worth of a Good a card in hand still asks for
SURPLUS_GOOD = 0.35  # worth of any other Good (a third of a set)
COIN = 1.0
STORY = 1.0
COMFORT_DRAW = 1.5  # a blind Comfort from the deck
FULL_HAND_DRAW = 0.3  # share of that when the hand is full: the new card must beat one already held
MARKET_VISIT = 0.5  # trades only reshape Goods: worth a little more than a Lesson Learned token
INN_VISIT = 0.8
AVERAGE_WORKER = 1.2  # a worker not placed yet this month
# Alone, each month whose workers are not out yet counts what its workers will count once placement begins.
# Without it the projection jumped by that much at the start of every month, and a search that reached the
# next month sooner (by resolving fewer locations, by crafting less) found the jump and took it for a gain:
# the deeper the search, the more lines reached it, and Expert ended its turns with workers unresolved.
# Duels need no such term: every family crosses into the month at once, so the jump cancels in the lead.
MONTH_AHEAD = WORKERS * AVERAGE_WORKER
