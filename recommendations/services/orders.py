"""Order events: learned purchase behaviour (decisions.md section 6).

Idempotent in the database: ``(site, event_id)`` and ``(site, order_id)`` are unique. A
repeated event answers its first counts with ``replay: true``, and the same ``event_id``
with other orders is a 409 (as for review syncs and product ingest events: orders sent
under a used id would otherwise be answered 200 and dropped); an order already recorded
(by any event) is accepted but not counted or stored again.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from datetime import datetime

from django.db import IntegrityError, transaction

from common.errors import Conflict
from recommendations.models import Order, OrderEvent, OrderLine
from recommendations.services.index import schedule_index_rebuild
from tenancy.models import Site


@dataclass(frozen=True, slots=True)
class OrderLineIn:
    product_id: str
    variant_id: str | None
    quantity: int


@dataclass(frozen=True, slots=True)
class OrderIn:
    order_id: str
    created_at: datetime
    lines: list[OrderLineIn]


@dataclass(frozen=True, slots=True)
class OrdersResult:
    accepted_count: int
    created_count: int
    replay: bool


def orders_ingest(
    *, site: Site, event_id: str, orders: list[OrderIn], fingerprint: str = ""
) -> OrdersResult:
    """Record new orders of one event; schedules an index rebuild when any was new.
    ``fingerprint``: the orders as sent, hashed (``api.schemas.parse_orders_body``)."""
    first: dict[str, OrderIn] = {}
    for order in orders:
        first.setdefault(order.order_id, order)
    with transaction.atomic():
        try:
            with transaction.atomic():
                event = OrderEvent.objects.create(
                    site=site,
                    event_id=event_id,
                    fingerprint=fingerprint,
                    accepted_count=len(orders),
                    created_count=0,
                )
        except IntegrityError:
            # Same event again (or a concurrent duplicate, which waited for our insert).
            existing = OrderEvent.objects.get(site=site, event_id=event_id)
            if existing.fingerprint and fingerprint and existing.fingerprint != fingerprint:
                raise Conflict("event_id: already used with different data") from None
            return OrdersResult(existing.accepted_count, existing.created_count, True)
        Order.objects.bulk_create(
            [
                Order(site=site, event=event, order_id=o.order_id, created_at=o.created_at)
                for o in first.values()
            ],
            ignore_conflicts=True,
            batch_size=500,
        )
        created = dict(Order.objects.filter(event=event).values_list("order_id", "pk"))
        OrderLine.objects.bulk_create(
            [
                OrderLine(
                    site=site,
                    order_id=created[order_id],
                    product_id=line.product_id,
                    variant_id=line.variant_id,
                    quantity=line.quantity,
                )
                for order_id in created
                for line in first[order_id].lines
            ],
            batch_size=2000,
        )
        OrderEvent.objects.filter(pk=event.pk).update(created_count=len(created))
        if created:
            transaction.on_commit(functools.partial(schedule_index_rebuild, site.pk))
    return OrdersResult(len(orders), len(created), False)
