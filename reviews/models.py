"""Models of the reviews app."""
