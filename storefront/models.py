"""Models of the storefront app."""
