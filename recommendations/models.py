"""Models of the recommendations app.

The ranking index of a site lives in the shared store: one ``RecsIndex`` row holding a
compact serialized blob (numpy arrays plus prepared item payloads) and its ``version``,
and one ``IndexedProduct`` row per prepared product (what the admin shows). Web
processes keep the blob in memory and check ``version`` on each request.

Learned purchase behaviour comes from ``Order``/``OrderLine`` (order events, idempotent
by event and order id) and ``ObservedCart`` (carts seen in recommendation requests).
"""

from __future__ import annotations

from django.db import models


class RecsIndex(models.Model):
    site = models.OneToOneField(
        "tenancy.Site", on_delete=models.CASCADE, primary_key=True, related_name="recs_index"
    )
    # Monotonic; web processes reload their in-memory copy when it changes.
    version = models.BigIntegerField(default=0)
    blob = models.BinaryField(null=True, blank=True)
    built_at = models.DateTimeField(null=True, blank=True)
    # When the build that produced ``blob`` started reading the catalog.
    source_at = models.DateTimeField(null=True, blank=True)
    build_seconds = models.FloatField(null=True, blank=True)
    product_count = models.IntegerField(default=0)
    recommendable_count = models.IntegerField(default=0)
    order_count = models.IntegerField(default=0)
    # Set by every catalog or order change; a sweep rebuilds when dirty_at > source_at.
    dirty_at = models.DateTimeField(null=True, blank=True)
    last_error = models.TextField(blank=True, default="")

    class Meta:
        verbose_name = "recommendation index"

    def __str__(self) -> str:
        return f"index of {self.site_id} v{self.version}"


class IndexedProduct(models.Model):
    """A product as the latest index prepared it: its automatic category and target."""

    product = models.OneToOneField(
        "catalog.Product", on_delete=models.CASCADE, primary_key=True, related_name="+"
    )
    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="+")
    fine_category = models.CharField(max_length=64)
    slot = models.CharField(max_length=32)
    audience = models.CharField(max_length=16)
    colour_family = models.CharField(max_length=32, blank=True, default="")
    occasion = models.CharField(max_length=32, blank=True, default="")
    season = models.CharField(max_length=16, blank=True, default="")
    # "variant", "visual_group", "product", or "" when no available target exists.
    target_type = models.CharField(max_length=16, blank=True, default="")
    # The recommendation item of its target (interface 2.15) without rank, score and fit
    # evidence; null when nothing is purchasable. Read for the few items of a response.
    payload = models.JSONField(null=True, blank=True)
    digest = models.CharField(max_length=32, blank=True, default="")  # of the values above

    class Meta:
        indexes = [models.Index(fields=["site", "slot"], name="indexed_product_site_slot")]

    def __str__(self) -> str:
        return f"{self.product_id}: {self.fine_category}/{self.slot}"


class OrderEvent(models.Model):
    """One accepted order-events request; ``event_id`` is the idempotency key."""

    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="+")
    event_id = models.CharField(max_length=255)
    # SHA-256 of the orders as sent: the same event_id with other orders is a 409 ("" for
    # events recorded before the fingerprint was kept: any body replays them).
    fingerprint = models.CharField(max_length=64, blank=True, default="")
    accepted_count = models.IntegerField()
    created_count = models.IntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["site", "event_id"], name="uniq_order_event"),
        ]

    def __str__(self) -> str:
        return self.event_id


class Order(models.Model):
    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="+")
    event = models.ForeignKey(OrderEvent, on_delete=models.CASCADE, related_name="orders")
    order_id = models.CharField(max_length=255)
    created_at = models.DateTimeField()
    recorded_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["site", "order_id"], name="uniq_order_per_site"),
        ]
        indexes = [models.Index(fields=["site", "created_at"], name="order_site_created")]

    def __str__(self) -> str:
        return self.order_id


class OrderLine(models.Model):
    # ``site`` is denormalised so the index build reads a site's lines without a join.
    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="+")
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    # Merchant ids as sent: lines may name products the catalog does not hold (yet).
    product_id = models.CharField(max_length=256)
    variant_id = models.CharField(max_length=256, null=True, blank=True)
    quantity = models.IntegerField(default=1)

    class Meta:
        indexes = [models.Index(fields=["site", "order"], name="orderline_site_order")]

    def __str__(self) -> str:
        return f"{self.product_id} x{self.quantity}"


class ObservedCart(models.Model):
    """A distinct cart (set of product ids) seen in a recommendation request."""

    site = models.ForeignKey("tenancy.Site", on_delete=models.CASCADE, related_name="+")
    cart_hash = models.CharField(max_length=64)
    product_ids = models.JSONField()
    seen_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["site", "cart_hash"], name="uniq_observed_cart"),
        ]
        indexes = [models.Index(fields=["site", "seen_at"], name="observed_cart_site_seen")]

    def __str__(self) -> str:
        return self.cart_hash
