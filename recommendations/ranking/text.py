"""Text features: accent-folded word tokens and an L2-normalised TF-IDF inverted index."""

from __future__ import annotations

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


def build_tfidf(
    doc_len: np.ndarray, doc_tok: np.ndarray, raw_w: np.ndarray, n_vocab: int
) -> dict[str, np.ndarray]:
    """Inverted index over weighted token bags, given as flat arrays.

    Document i's tokens are ``doc_tok[ptr[i]:ptr[i + 1]]`` (``ptr`` = cumulative
    ``doc_len``, no token twice in one document) with raw weights ``raw_w``. Returns
    postings (``tok_ptr``/``tok_doc``/``tok_w``) and the same vectors by document
    (``doc_ptr``/``doc_tok``/``doc_w``), TF-IDF weighted and L2-normalised, so the dot
    product of two documents is their cosine similarity. Vectorised: no Python loop.
    """
    n = len(doc_len)
    doc_ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(doc_len, out=doc_ptr[1:])
    tok = np.asarray(doc_tok, dtype=np.int32)
    df = np.bincount(tok, minlength=n_vocab)
    idf = (np.log((n + 1) / (df + 1.0)) + 1.0).astype(np.float32)
    weights = np.asarray(raw_w, dtype=np.float32) * idf[tok]
    doc_of = np.repeat(np.arange(n, dtype=np.int32), np.diff(doc_ptr))
    norms = np.sqrt(np.bincount(doc_of, weights=weights * weights, minlength=n))
    weights /= np.where(norms > 0, norms, 1.0).astype(np.float32)[doc_of]
    order = np.argsort(tok, kind="stable")
    tok_ptr = np.zeros(n_vocab + 1, dtype=np.int64)
    np.cumsum(df, out=tok_ptr[1:])
    return {
        "tok_ptr": tok_ptr,
        "tok_doc": doc_of[order],
        "tok_w": weights[order],
        "doc_ptr": doc_ptr,
        "doc_tok": tok,
        "doc_w": weights,
    }
