"""Models of the recommendations app."""
