"""Settings owned by the catalog app (each overridable by the environment)."""

from config.env import env_int

CATALOG_BEAT_SCHEDULE: dict = {}

# Body cap of a product write. The interface documents no body limit for it; this is
# generous for 5,000 variants with media (about 2 KB each) and answers 413 above it.
CATALOG_PRODUCT_WRITE_MAX_BYTES = env_int("CATALOG_PRODUCT_WRITE_MAX_BYTES", 32 * 1024 * 1024)

# Names for the catalog's enums in the OpenAPI schema (the `kind` of an option would
# otherwise collide with a site's `kind`).
CATALOG_ENUM_NAME_OVERRIDES = {
    "OptionKindEnum": [
        (v, v) for v in ("visual", "style", "size", "fit", "length", "width", "other")
    ],
    "SchemaVersionEnum": [(1, "1"), (2, "2")],
}
