"""How much one product may hold (interface 2.2 and 8): the most one write may send in a
collection, and the most a product may hold once writes are merged into it, so that what
is read back can be written again. One place, read by the write schema
(``catalog.schemas``), the merge (``catalog.merge.product``) and the CSV parser; no
imports, so the parser stays light."""

MAX_IMAGES = 500
MAX_VARIANTS = 5000
MAX_OPTIONS = 20
MAX_OPTION_VALUES = 1000
MAX_SIZE_CHARTS = 50
