"""Fit signals extracted from review text: one behaviour per test."""

from __future__ import annotations

import pytest

from reviews.extraction import EXTRACTOR_VERSION, FitExtraction, extract_fit


def scores(body: str, title: str | None = None, language: str | None = None) -> dict[str, float]:
    return {s["dimension_code"]: s["score"] for s in extract_fit(title, body, language).fit_signals}


def direction(score: float) -> int:
    return -1 if score <= -0.33 else (1 if score >= 0.33 else 0)


def directions(body: str, title: str | None = None, language: str | None = None) -> dict[str, int]:
    return {dim: direction(score) for dim, score in scores(body, title, language).items()}


# --- shape -------------------------------------------------------------------------------


def test_extract_fit_returns_fit_extraction_with_lists():
    result = extract_fit("Runs small", "Order a size up.")
    assert isinstance(result, FitExtraction)
    assert isinstance(result.fit_signals, list) and isinstance(result.measurements, list)


def test_extractor_version_is_a_non_empty_string():
    assert isinstance(EXTRACTOR_VERSION, str) and EXTRACTOR_VERSION


def test_fit_signal_has_read_response_shape():
    (signal,) = extract_fit(None, "This dress runs small.").fit_signals
    assert set(signal) == {"dimension_code", "score", "confidence", "evidence", "source_kind"}
    assert signal["source_kind"] == "review_text"
    assert -1.0 <= signal["score"] <= 1.0 and 0.0 <= signal["confidence"] <= 1.0


def test_evidence_is_the_supporting_clause():
    (signal,) = extract_fit(
        None, "Lovely colour. This dress runs small. Fast shipping."
    ).fit_signals
    assert signal["evidence"] == "This dress runs small"


def test_evidence_is_at_most_about_200_characters():
    body = "it was " + "really " * 60 + "too tight"
    (signal,) = extract_fit(None, body).fit_signals
    assert len(signal["evidence"]) <= 202


def test_one_signal_per_dimension_combines_mentions():
    result = extract_fit("Runs small", "It runs small. Very tight. Size up!")
    assert [s["dimension_code"] for s in result.fit_signals] == ["overall"]
    assert result.fit_signals[0]["score"] <= -0.33


def test_empty_title_and_body_give_nothing():
    assert extract_fit(None, None) == FitExtraction()
    assert extract_fit("", "   ") == FitExtraction()


def test_html_entities_are_decoded():
    assert directions("it wasn&#39;t too small") == {"overall": 0}


# --- no fit content --------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "I love this dress, the color is great",
        "Small pattern, very pretty.",
        "It fits my style perfectly.",
        "Perfect for a small wedding.",
        "Short sleeves, great for summer.",
        "The long sleeves are lovely.",
        "I'm short and curvy, and this looks great on me.",
        "I have a short torso and a large chest.",
        "Große Freude, schönes kleines Muster.",
        "Joli petit motif, parfait pour un petit mariage.",
        "Estampado pequeño, perfecto para una boda pequeña.",
        "Manga corta, ideal para el verano.",
        "The silhouette fits all sizes and shapes.",
    ],
)
def test_text_without_fit_content_gives_no_signals(body):
    assert extract_fit(None, body).fit_signals == []


# --- English -----------------------------------------------------------------------------


def test_runs_small_is_tight():
    assert directions("This runs small.") == {"overall": -1}


def test_runs_large_is_loose():
    assert directions("It runs large.") == {"overall": 1}


def test_true_to_size_is_neutral():
    assert directions("Fits true to size.") == {"overall": 0}


def test_tts_abbreviation_is_neutral():
    assert directions("tts and very flattering") == {"overall": 0}


def test_negated_tight_is_neutral():
    assert directions("Not tight at all.") == {"overall": 0}


def test_not_long_enough_is_short():
    assert directions("The dress is not long enough.") == {"length": -1}


def test_contrast_splits_overall_and_sleeves():
    assert directions("True to size but the sleeves run long.") == {"overall": 0, "sleeves": 1}


def test_size_up_advice_means_runs_small():
    assert directions("Order a size up.") == {"overall": -1}


def test_sized_down_means_runs_large():
    assert directions("I sized down and it fits great.") == {"overall": 1}


def test_usual_size_comparison_larger_means_runs_small():
    assert directions("I usually wear M, got an L and it fits.") == {"overall": -1}


def test_usual_size_comparison_smaller_means_runs_large():
    assert directions("I usually wear a medium and bought a small. It fit ok.") == {"overall": 1}


def test_mild_intensity_scores_lower_than_strong():
    mild = scores("It's a bit snug.")["overall"]
    strong = scores("It's way too small.")["overall"]
    assert -1.0 <= strong < mild < -0.33


def test_tight_in_the_hips_is_a_hips_signal():
    assert directions("It's tight in the hips.") == {"hips": -1}


def test_short_in_the_torso_is_a_length_signal():
    assert directions("A bit short in the torso.") == {"length": -1}


def test_sleeves_too_long_is_a_sleeves_signal():
    assert directions("The sleeves are too long.") == {"sleeves": 1}


def test_rise_too_low_is_a_rise_signal():
    assert directions("The rise is too low.") == {"rise": -1}


def test_narrow_fit_of_shoes_is_a_width_signal():
    assert directions("These shoes have a narrow fit.") == {"width": -1}


def test_narrow_shoulders_stay_shoulders():
    assert directions("The cut at the shoulders is very narrow.") == {"shoulders": -1}


def test_couldnt_zip_is_tight():
    assert directions("I could not zip it up!") == {"overall": -1}


def test_hedged_worry_is_not_a_signal():
    assert extract_fit(None, "I was worried it would be too small.").fit_signals == []


def test_the_small_as_a_size_name_is_not_a_signal():
    assert extract_fit(None, "The small was what I ordered.").fit_signals == []


def test_my_waist_being_small_is_about_the_body():
    assert extract_fit(None, "My waist is small.").fit_signals == []


def test_title_counts_as_text():
    assert directions("Love the colour.", title="Runs big") == {"overall": 1}


# --- German ------------------------------------------------------------------------------


def test_german_faellt_klein_aus_is_tight():
    assert directions("Fällt klein aus.", language="de") == {"overall": -1}


def test_german_negated_zu_eng_is_neutral():
    assert directions("Nicht zu eng, nicht zu weit.", language="de") == {"overall": 0}


def test_german_nummer_groesser_bestellen_means_runs_small():
    assert directions("Lieber eine Nummer größer bestellen.", language="de") == {"overall": -1}


def test_german_hips_too_tight():
    assert directions("Leider viel zu eng an der Hüfte.", language="de") == {"hips": -1}


def test_german_sleeves_too_long_with_otherwise_fine():
    got = directions("Die Ärmel sind etwas zu lang, sonst passt alles.", language="de")
    assert got == {"sleeves": 1, "overall": 0}


def test_german_true_to_size():
    assert directions("Größengerecht.", language="de") == {"overall": 0}


# --- French ------------------------------------------------------------------------------


def test_french_taille_petit_is_tight():
    assert directions("Taille petit.", language="fr") == {"overall": -1}


def test_french_negated_trop_petit_is_neutral():
    assert directions("Pas trop petit, pas trop grand.", language="fr") == {"overall": 0}


def test_french_taille_au_dessus_means_runs_small():
    assert directions("Prenez une taille au-dessus.", language="fr") == {"overall": -1}


def test_french_sleeves_too_long():
    assert directions("Les manches sont trop longues.", language="fr") == {"sleeves": 1}


def test_french_tight_at_the_hips():
    assert directions("Trop serré aux hanches.", language="fr") == {"hips": -1}


# --- Spanish -----------------------------------------------------------------------------


def test_spanish_talla_pequeno_is_tight():
    assert directions("Talla pequeño.", language="es") == {"overall": -1}


def test_spanish_no_es_pequeno_is_neutral():
    assert directions("No es pequeño, es justo mi talla.", language="es") == {"overall": 0}


def test_spanish_pide_una_talla_mas_means_runs_small():
    assert directions("Pide una talla más.", language="es") == {"overall": -1}


def test_spanish_una_talla_mas_pequena_means_runs_large():
    assert directions("Mejor pedir una talla más pequeña.", language="es") == {"overall": 1}


def test_spanish_tight_in_the_hips():
    assert directions("Demasiado ajustado en las caderas.", language="es") == {"hips": -1}


def test_spanish_narrow_shoes_are_a_width_signal():
    assert directions("Zapatos muy estrechos.", language="es") == {"width": -1}


# --- language hint -----------------------------------------------------------------------


def test_language_hint_with_region_selects_the_lexicon():
    assert directions("Fällt klein aus.", language="de-AT") == {"overall": -1}


def test_without_hint_the_language_is_detected():
    assert directions("Les manches sont trop longues et c'est très joli.") == {"sleeves": 1}


# --- false-positive guards ---------------------------------------------------------------


def test_adjective_about_a_part_is_not_a_fit_signal():
    assert (
        extract_fit(None, "The buttons are a bit small and the armholes are large.").fit_signals
        == []
    )


def test_as_long_as_is_not_a_length_signal():
    assert extract_fit(None, "Wear it all year, as long as it's not too hot.").fit_signals == []


def test_made_me_look_short_is_about_the_body():
    assert extract_fit(None, "The coat made me look short and squat.").fit_signals == []


def test_other_reviewers_opinion_is_not_the_reviewers_signal():
    assert directions("Some reviewers found it runs small, but for me it was big.") == {
        "overall": 1
    }


def test_comparison_with_the_model_photo_is_not_a_signal():
    assert extract_fit(None, "It looked a little loose on the model.").fit_signals == []


def test_size_up_advice_stays_overall_next_to_a_dimension():
    got = directions("It runs a little snug in the bust so I ordered up a size.")
    assert got == {"bust": -1, "overall": -1}


def test_usual_size_range_is_not_compared():
    assert (
        extract_fit(None, "I typically wear a small or medium and got the medium.").fit_signals
        == []
    )
