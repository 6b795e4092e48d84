from typing import Annotated, Literal

from drf_spectacular.utils import extend_schema
from pydantic import Field
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from common.openapi import SITE_ID_PARAMETER, ResponseModel, error_responses
from tenancy.selectors import access_site


class Site(ResponseModel):
    """The site's public settings (documentation of the response)."""

    site_id: Annotated[str, Field(json_schema_extra={"format": "uuid"})]
    site_key: str
    kind: Literal["script", "hosted"]
    shop_domain: str | None
    origins: list[str]


class SiteView(APIView):
    """Lets a merchant backend check its key and see the site's public settings."""

    @extend_schema(
        operation_id="site_retrieve",
        summary="Get a site",
        parameters=[SITE_ID_PARAMETER],
        responses={200: Site, **error_responses(401, 403, 404)},
    )
    def get(self, request: Request, site_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        return Response(
            {
                "site_id": str(site.id),
                "site_key": site.site_key,
                "kind": site.kind,
                "shop_domain": site.shop_domain,
                "origins": site.origins,
            }
        )
