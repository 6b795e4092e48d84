"""gunicorn settings, read from the working directory by `make run`, the Dockerfile's
command and the tests' real server (command-line flags still override them)."""

# Over-long identifiers, sizes and cursors must reach the service, which answers them with
# a JSON 400/413 (decisions.md 1 and 5: a cursor over 2,048 characters is 400). At
# gunicorn's default of 4094 bytes a storefront read with a long cursor, or ids of
# non-ASCII characters (up to 12 bytes each once percent-encoded), was refused with an
# HTML 414 first. 8190 is the most gunicorn allows short of lifting the limit altogether,
# which would let a client grow a worker's memory with one endless request line.
limit_request_line = 8190
