from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from common.http import read_json_object
from common.openapi import SITE_ID_PARAMETER, encoded_id_parameter, error_responses
from reviews.schemas import MAX_BODY_BYTES, ReviewSyncRequest, ReviewSyncResponse
from reviews.selectors import product_for_reviews
from reviews.services.sync import reviews_sync
from tenancy.selectors import access_site


class ReviewSyncView(APIView):
    """4.2: a batch of complete current review records for one product."""

    @extend_schema(
        operation_id="reviews_sync",
        summary="Sync product reviews",
        description=(
            "Each item is the complete current record of a review. Idempotent by `event_id` "
            "(per site): a repeat answers the first response with `replay: true`; the same "
            "`event_id` with different data is 409. Fit evidence is extracted asynchronously. "
            f"Body max {MAX_BODY_BYTES // (1024 * 1024)} MiB; limits in docs/reviews.md."
        ),
        parameters=[
            SITE_ID_PARAMETER,
            encoded_id_parameter("product_id", "The product's stable merchant ID."),
        ],
        request=ReviewSyncRequest,
        responses={
            200: ReviewSyncResponse,
            **error_responses(400, 401, 403, 404, 409, 413),
        },
    )
    def post(self, request: Request, site_id: str, product_id: str) -> Response:
        site = access_site(account=request.user.account, site_id=site_id)
        product = product_for_reviews(site=site, product_id=product_id)
        data = read_json_object(request, max_bytes=MAX_BODY_BYTES)
        return Response(reviews_sync(site=site, product=product, data=data))
