"""Text features: accent-folded word tokens and an L2-normalised TF-IDF inverted index."""

from __future__ import annotations

import math
import re
import unicodedata

import numpy as np

_WORD = re.compile(r"[a-z0-9]+")


def text_tokens(text: str | None) -> list[str]:
    if not text:
        return []
    folded = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return [t for t in _WORD.findall(folded.replace("ß", "ss")) if len(t) > 1 or t.isdigit()]


def build_tfidf(docs: list[dict[str, float]]) -> dict[str, np.ndarray | dict]:
    """Inverted index over weighted token bags.

    Returns ``vocab`` (token -> id), postings (``tok_ptr``/``tok_doc``/``tok_w``) and the
    same vectors by document (``doc_ptr``/``doc_tok``/``doc_w``), all L2-normalised, so
    the dot product of two documents is their cosine similarity.
    """
    n = len(docs)
    vocab: dict[str, int] = {}
    df: list[int] = []
    for bag in docs:
        for tok in bag:
            tid = vocab.get(tok)
            if tid is None:
                vocab[tok] = len(df)
                df.append(1)
            else:
                df[tid] += 1
    idf = np.log((n + 1) / (np.asarray(df, dtype=np.float64) + 1)) + 1.0 if df else np.zeros(0)

    doc_ptr = np.zeros(n + 1, dtype=np.int64)
    doc_tok_list: list[int] = []
    doc_w_list: list[float] = []
    for i, bag in enumerate(docs):
        ids = [vocab[t] for t in bag]
        weights = [w * idf[t] for t, w in zip(ids, bag.values(), strict=True)]
        norm = math.sqrt(sum(w * w for w in weights)) or 1.0
        doc_tok_list.extend(ids)
        doc_w_list.extend(w / norm for w in weights)
        doc_ptr[i + 1] = len(doc_tok_list)
    doc_tok = np.asarray(doc_tok_list, dtype=np.int32)
    doc_w = np.asarray(doc_w_list, dtype=np.float32)
    doc_of = np.repeat(np.arange(n, dtype=np.int32), np.diff(doc_ptr))

    order = np.argsort(doc_tok, kind="stable")
    tok_doc = doc_of[order]
    tok_w = doc_w[order]
    tok_ptr = np.zeros(len(vocab) + 1, dtype=np.int64)
    np.cumsum(np.bincount(doc_tok, minlength=len(vocab)), out=tok_ptr[1:])
    return {
        "vocab": vocab,
        "tok_ptr": tok_ptr,
        "tok_doc": tok_doc,
        "tok_w": tok_w,
        "doc_ptr": doc_ptr,
        "doc_tok": doc_tok,
        "doc_w": doc_w,
    }
