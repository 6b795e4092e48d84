"""Announces site changes to the storefront's per-process memory (``storefront.lookups``).

Sites are edited by staff in the Django admin (the site form and the account page's
inline), which has no service layer to call: a receiver on the model is the one place
that sees every such write, including a site deleted along with its account. It only
bumps a cache revision with the commit; it holds no business rule.
"""

from __future__ import annotations

from django.db.models.signals import post_delete, post_save, pre_save
from django.dispatch import receiver

from storefront.lookups import site_changed
from tenancy.models import Site


@receiver(pre_save, sender=Site, dispatch_uid="storefront.site_key_before_save")
def _remember_stored_key(sender, instance: Site, **kwargs) -> None:
    # A changed site_key must retire the old key too.
    instance._stored_site_key = (
        Site.objects.filter(pk=instance.pk).values_list("site_key", flat=True).first()
        if instance.pk is not None and not instance._state.adding
        else None
    )


@receiver(post_save, sender=Site, dispatch_uid="storefront.site_saved")
def _site_saved(sender, instance: Site, **kwargs) -> None:
    site_changed(instance.site_key, getattr(instance, "_stored_site_key", None))


@receiver(post_delete, sender=Site, dispatch_uid="storefront.site_deleted")
def _site_deleted(sender, instance: Site, **kwargs) -> None:
    site_changed(instance.site_key)
