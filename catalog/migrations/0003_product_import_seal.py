from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("catalog", "0002_catalog_sync"),
    ]

    operations = [
        migrations.AddField(
            model_name="product",
            name="import_seal",
            field=models.CharField(blank=True, max_length=64, null=True),
        ),
    ]
