"""The outbox of cache invalidations (``common.revisions``)."""

from __future__ import annotations

from django.db import models


class PendingInvalidation(models.Model):
    """Revision bumps that a committed write still owes the shared cache.

    Written in the write's own transaction when Redis could not be told before the
    commit, and deleted once the bumps reached Redis. While any row exists, no process
    trusts a cached read (``common.revisions.cache_trusted``).
    """

    scope = models.CharField(max_length=32)
    keys = models.JSONField()
    timeout = models.IntegerField(null=True, blank=True)  # seconds, None: no expiry
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.scope}: {len(self.keys)} key(s)"
