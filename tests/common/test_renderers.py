from common.renderers import dumps


def test_integers_past_64_bits_are_written_as_floats():
    """jsonb returns an integral float sent as 1e20 as the integer 100000000000000000000;
    orjson refused to write it and every read of that review answered 500."""
    data = {"a": [10**20, -(10**19), {"b": int("1" + "0" * 308)}], "ok": [2**64 - 1, -(2**63)]}
    assert dumps(data) == (
        b'{"a":[1e+20,-1e+19,{"b":1e+308}],"ok":[18446744073709551615,-9223372036854775808]}'
    )


def test_booleans_and_plain_values_are_unchanged():
    assert dumps({"t": True, "n": None, "x": 1.5, "s": "é"}) == (
        b'{"t":true,"n":null,"x":1.5,"s":"\xc3\xa9"}'
    )
