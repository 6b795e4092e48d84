from config.env import env_int

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["common.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["common.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "EXCEPTION_HANDLER": "common.exception_handler.api_exception_handler",
    "DEFAULT_SCHEMA_CLASS": "common.openapi.ServiceAutoSchema",
    "UNAUTHENTICATED_USER": None,
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Catalog Sync, Storefront Fit Evidence and Recommendations",
    "DESCRIPTION": (
        "Multi-tenant service for fashion merchants: catalog sync, review sync with fit "
        'evidence, storefront reads and recommendations. Errors are `{"error": <string>}`.'
    ),
    "VERSION": "2.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SERVE_AUTHENTICATION": [],
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "common.openapi_docs.clean_component_names",
        "common.openapi_docs.add_examples",
    ],
}

# Django must not reject large bodies itself: each endpoint enforces its documented limit
# and answers 413. This is the outer cap for any request (the CSV import's 50 MiB + slack).
DATA_UPLOAD_MAX_MEMORY_SIZE = None
# A multipart body (the CSV import) of more than 100 parts is 400 (decisions.md 1):
# Django counts form fields and files apart, so the import view counts both together too.
DATA_UPLOAD_MAX_NUMBER_FIELDS = 100
DATA_UPLOAD_MAX_NUMBER_FILES = 100
MAX_MULTIPART_PARTS = 100
MAX_REQUEST_BODY_BYTES = env_int("MAX_REQUEST_BODY_BYTES", 52 * 1024 * 1024)
# A body the view did not read (an early 413/401/403/404) is read and discarded up to this
# size so the client receives the response rather than a connection reset.
REQUEST_DRAIN_MAX_BYTES = env_int("REQUEST_DRAIN_MAX_BYTES", 128 * 1024 * 1024)
