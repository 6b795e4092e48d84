"""Phrasing variety the signal rules generalise to (fit-text-7), one example per rule.

Each rule was written from ``fit-labels.md`` and from unlabelled reviews, not from the
labelled cases; the examples here are made up. Pure tests: no database.
"""

from __future__ import annotations

from tests.reviews.test_extraction_fit_labels import check, labels


@check(
    [
        ("en", "Not too loose or tight.", {"overall": 0}),
        ("en", "It is not too large or boxy.", {"overall": 0}),
        ("en", "It is neither too big nor too small.", {"overall": 0}),
    ]
)
def test_a_negation_covers_both_coordinated_adjectives(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I waited so long for it to arrive.", {}),
        ("en", "It was back ordered for so long.", {}),
        ("en", "Took too long to ship, but it is lovely.", {}),
        ("en", "It has been a long time since I loved a dress this much.", {}),
        ("en", "The dress is so long on me.", {"length": 1}),
    ]
)
def test_long_about_time_is_no_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Even when tied very tight, the wrap opens.", {}),
        ("en", "I cinch it tight with a belt.", {}),
        ("en", "It is very tight.", {"overall": -1}),
    ]
)
def test_how_it_was_fastened_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Skip the petite unless you are very short.", {}),
        ("en", "This belt made my waist look really small.", {}),
        ("en", "My hips looked huge in it.", {}),
    ]
)
def test_the_readers_or_reviewers_body_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Some of the other reviews said it was tight.", {}),
        # denied, not hearsay: it does not run small (fit-text-27, fitovr3; fit-labels.md "not
        # tight at all" alone is 0; real_2 wcr-750 is labelled so)
        ("en", "I disagree with the reviewers who say this runs small.", {"overall": 0}),
        ("en", "I found a review on another site stating that these run small.", {}),
        ("en", "Reviewers were right, it runs small.", {"overall": -1}),
        ("en", "Busty ladies size up.", {}),
        ("en", "A lot of retailer tops are too snug for me.", {}),
        ("en", "I think the model is wearing a larger size.", {}),
        ("en", "It looked so loose on model.", {}),
        ("en", "Sometimes they are snug in the shoulders.", {}),
        ("en", "I tried to imagine a cold day when all that extra fabric would be nice.", {}),
    ]
)
def test_generic_and_second_hand_statements_are_skipped(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "This swimsuit fits exactly as I had hoped.", {"overall": 0}),
        ("en", "Fits just as I expected.", {"overall": 0}),
        ("en", "It fits just as it should.", {"overall": 0}),
        ("en", "It fit my daughter beautifully.", {"overall": 0}),
        ("en", "Sized perfectly.", {"overall": 0}),
        ("en", "Fabric is lovely, fit is impeccable.", {"overall": 0}),
        ("en", "Amazing fit!", {"overall": 0}),
        ("en", "I normally wear a 12 and the large was perfect.", {"overall": 0}),
        ("en", "The m was the best fit.", {"overall": 0}),
        ("en", "Small was perfect for me at 135 lbs.", {"overall": 0}),
    ]
)
def test_more_ways_to_say_it_fits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I bumped up to a 14.", {"overall": -1}),
        ("en", "I stepped down a size.", {"overall": 1}),
        ("en", "I sized down to get a more fitted look.", {}),
        ("en", "I went a size up, just for a looser look.", {}),
        ("en", "I did size down, because I wanted to wear them cropped.", {}),
    ]
)
def test_size_changes_for_a_look_are_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It extended longer than I had hoped.", {"length": 1}),
        ("en", "Shorter than expected.", {"length": -1}),
        ("en", "Mine has a loose but straight silhouette.", {}),
    ]
)
def test_comparatives_against_expectation_and_attributive_adjectives(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Short and boxy", {"length": -1}),
        ("en", "Really boxy, short", {"length": -1}),
        ("en", "I'm 5'2, short and curvy.", {}),
        ("en", "It falls about two inches longer than on the model.", {"length": 1}),
        ("en", "The sleeves pull against my arms.", {"sleeves": -1}),
    ]
)
def test_verbless_fragments_and_longer_reaches(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "In sweaters I go between sizes small and medium.", {}),
        ("en", "Very soft, loose fitting casual shorts.", {}),
        ("en", "It has a loose fit.", {}),
        ("en", "These shoes have a snug fit.", {"overall": -1}),
        ("en", "The top button was almost falling off.", {}),
        ("en", "Definitely stay on the larger size.", {"overall": -1}),
        ("en", "Runs on the larger side.", {"overall": 1}),
        ("en", "It's snug, but that's the way it's meant to be worn.", {"overall": 0}),
        ("en", "I went with the larger size as it looked a little better.", {}),
    ]
)
def test_nouns_styles_parts_and_advice_are_told_apart(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Love this dress. The top was too big.", {"bust": 1}),
        ("en", "Cute dress, the top was fine but the waist was big.", {"bust": 0, "waist": 1}),
        ("en", "Love this blouse. The top was too big.", {"overall": 1}),
        ("en", "The dress is pretty, the top of the zipper is too tight.", {}),
    ]
)
def test_the_top_of_a_dress_is_its_bust(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Fits my waist with room to spare.", {"waist": 1}),
        ("en", "My waist is small.", {}),
        ("en", "Sleeve length is perfect.", {"sleeves": 0}),
        ("de", "Die Ärmellänge passt.", {"sleeves": 0}),
        ("en", "Body length is great.", {"length": 0}),
        ("en", "Snug at first but they have stretched nicely.", {}),
        ("en", "Boxy through the chest.", {"chest": 1}),
        ("en", "Boxy style.", {}),
        ("en", "Very happy with the fit.", {"overall": 0}),
    ]
)
def test_parts_as_objects_sleeve_length_first_wear_and_judged_styles(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It fits perfectly, the sleeves too.", {"overall": 0, "sleeves": 0}),
        ("de", "XL passt ihm perfekt, auch die Ärmellänge.", {"overall": 0, "sleeves": 0}),
        ("de", "Schrittlänge passt perfekt, Bund ebenfalls.", {"inseam": 0, "waist": 0}),
        ("fr", "Elle me va parfaitement, les manches aussi.", {"overall": 0, "sleeves": 0}),
        ("es", "Me queda perfecto, las mangas también.", {"overall": 0, "sleeves": 0}),
    ]
)
def test_a_part_added_to_a_fit_verdict_fits_too(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "If you are between sizes, size down, it runs a bit big.", {"overall": 1}),
        ("en", "If you are between sizes, size down.", {}),
        ("en", "It feels snug when you first put it on.", {}),
        ("en", "Being larger on top, the ruffles did not bother me.", {}),
        ("en", "There is a lot of room to have fun with this top.", {}),
        ("en", "I wanted a baggy fit, which I got, so this is tts.", {"overall": 0}),
        # the armpit is no fit dimension (fit-text-20; own labels agree, 3 texts)
        ("en", "It runs very big underneath the arms.", {}),
        ("en", "I wish it didn't run so big.", {"overall": 1}),
        ("en", "The 8 fit but just did not look good.", {"overall": 0}),
    ]
)
def test_conditions_first_wear_the_reviewers_body_and_wishes(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Very tight in the arms and across the shoulders.",
            {"sleeves": -1, "shoulders": -1},
        ),
        ("en", "Loose at the waist and through the hips.", {"waist": 1, "hips": 1}),
        ("de", "Zu eng an der Hüfte und am Oberschenkel.", {"hips": -1, "thigh": -1}),
    ]
)
def test_coordinated_parts_may_repeat_their_preposition(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I don't think it's too tight at all.", {"overall": 0}),
        ("en", "I don't think it's too full at all.", {}),
        ("en", "I didn't find them tight.", {"overall": 0}),
        ("en", "I never felt it was small.", {"overall": 0}),
        ("en", "I think it's too full in the hips.", {"hips": 1}),
    ]
)
def test_negation_raised_over_an_opinion_verb(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It is super cropped on me.", {"length": -1}),
        ("en", "It is a bit boxy on me.", {"overall": 1}),
        ("en", "It is cropped on the model.", {}),
        ("en", "A little too full in the waist.", {"waist": 1}),
        ("en", "Love the full skirt.", {}),
        ("en", "It has a full lining.", {}),
    ]
)
def test_style_words_judged_on_the_wearer(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I tried another of his dresses and it fit perfectly.", {}),
        ("en", "My old jeans are too tight now.", {}),
        ("en", "Other reviews mentioning that it runs small made me size up.", {}),
        ("en", "Just like all other pilcro jeans, they are true to size.", {"overall": 0}),
        ("en", "It runs smaller than other brands.", {"overall": -1}),
    ]
)
def test_other_garments_and_other_reviews_are_not_this_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It is as long on me as on the model.", {"length": 0}),
        ("en", "The sleeves are as long as the ones on my coat.", {}),
        ("en", "It is just as flowy as pictured.", {}),
        ("en", "It is so long on me.", {"length": 1}),
    ]
)
def test_an_equative_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The length is adequate.", {"length": 0}),
        ("en", "Great drape, length, and colour.", {"length": 0}),
        ("en", "The length and body fit were perfect.", {"length": 0, "overall": 0}),
        ("en", "It hits at just the perfect spot.", {"length": 0}),
        ("en", "It falls exactly as pictured.", {"length": 0}),
        ("en", "As for length, it fit me like the model.", {"length": 0}),
        ("en", "I didn't have to have it hemmed.", {"length": 0}),
        ("en", "I had no problem with the fit or length.", {"length": 0}),
        ("en", "I had no problems with the sizing.", {"overall": 0}),
        ("en", "Wear your normal size.", {"overall": 0}),
    ]
)
def test_more_ways_to_say_the_length_or_size_is_right(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Can't sit down. The waist is tight. Everything else is fine.",
            {"waist": -1, "overall": 0},
        ),
    ]
)
def test_the_rest_fits_beside_a_vague_title(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Sizing was true to size for me. I usually wear a 6, I got the 4.", {"overall": 0}),
        ("en", "I usually wear an 8, the 4 fits perfectly.", {"overall": 1}),
    ]
)
def test_true_to_size_outweighs_a_size_comparison(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It ran at least a size smaller than the photos.", {"overall": -1}),
        ("en", "Runs a size small in the bust.", {"bust": -1}),
        ("en", "It fits about a size big.", {"overall": 1}),
        ("en", "Order a size smaller.", {"overall": 1}),
    ]
)
def test_a_verdict_in_sizes_is_not_advice(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It lays nicely without feeling too baggy.", {"overall": 0}),
        ("en", "I fit into a medium without it being too snug.", {"overall": 0}),
        ("en", 'It is not "baggy" at all.', {"overall": 0}),
    ]
)
def test_without_and_quoted_words_are_negated(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Often xs tops run short, this one does not.", {}),
        ("en", "I don't like anything too tight around my stomach.", {}),
        ("en", "I prefer my jeans snug.", {}),
        ("en", "Go down or up depending on how loose you like it.", {}),
        ("en", "The weave is tight, making it warm.", {}),
    ]
)
def test_habits_tastes_and_the_fabric_are_not_this_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Great fit. I only question one thing- am I tall enough for the extra fabric?",
            {"overall": 0},
        ),
        ("en", "If you are in between sizes- size down.", {}),
    ]
)
def test_a_glued_dash_before_a_question_ends_the_statement(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The hem falls about two inches longer than shown on the model.", {"length": 1}),
        ("en", "The buttons are small.", {}),
        ("en", "There was at least 5 inches of material at my feet.", {"length": 1}),
        ("en", "It sits so high, literally right under the bustline.", {}),
        ("en", "It fits just right at the waist.", {"waist": 0}),
        ("en", "My breasts are barely covered.", {}),
        ("en", "It barely covers my butt.", {"length": -1}),
    ]
)
def test_the_hem_and_the_feet_place_the_length_but_a_seam_right_under_a_part_does_not(
    language, text, expected
):
    assert labels(text, language) == expected


@check(
    [
        ("en", "No need to size up.", {"overall": 0}),
        ("en", "I didn't have to size down.", {"overall": 0}),
        ("en", "Size up.", {"overall": -1}),
        ("en", "The length works for me.", {"length": 0}),
        ("en", "It is perfect in length.", {"length": 0}),
        ("en", "I got my usual size and it fits.", {"overall": 0}),
        ("en", "The fit is loose in the waist.", {"waist": 1}),
        ("en", "The fit is loose.", {"overall": 1}),
    ]
)
def test_negated_advice_more_verdicts_and_the_fit_in_a_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Runs small in the bust. There is no wiggle room in the dress.",
            {"bust": -1, "overall": -1},
        ),
        ("en", "Pinches\nIt pinches at the waist.", {"waist": -1}),
    ]
)
def test_an_idiom_said_of_the_whole_garment_is_not_vague(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It runs big. The arm holes are too big in the size small on me.", {"overall": 1}),
        ("en", "I got the petite large and it fits.", {"overall": 0}),
        ("en", "It is small on me.", {"overall": -1}),
        ("en", "The belt made my waist look small.", {}),
    ]
)
def test_a_sizes_name_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


# --- fit-text-11 families (written from unlabelled rows 500-999 of the women's reviews)


@check(
    [
        ("en", "I was swimming in the size 4.", {"overall": 1}),
        ("en", "The large was swimming on me.", {"overall": 1}),
        ("en", "Not secure enough to wear for swimming.", {}),
        ("de", "Ich schwimme förmlich darin.", {"overall": 1}),
        ("fr", "Je nage dedans.", {"overall": 1}),
        ("es", "Nado en él.", {"overall": 1}),
    ]
)
def test_swimming_in_it_is_loose(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It runs very large, especially through the hips.", {"overall": 1, "hips": 1}),
        ("en", "It is much tighter, especially in my arms.", {"overall": -1, "sleeves": -1}),
        ("de", "Sehr eng, vor allem an den Schultern.", {"overall": -1, "shoulders": -1}),
        ("fr", "La robe est trop petite, surtout aux épaules.", {"overall": -1, "shoulders": -1}),
        ("es", "Muy pequeño, sobre todo en los hombros.", {"overall": -1, "shoulders": -1}),
    ]
)
def test_a_part_singled_out_after_a_verdict_gets_it_too(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "They were impossible to button.", {"overall": -1}),
        ("en", "It is difficult to button them behind your neck.", {}),
        ("de", "Die Hose war unmöglich zuzuknöpfen.", {"overall": -1}),
        ("es", "El pantalón era imposible de abrochar.", {"overall": -1}),
        ("en", "There was fabric to spare in the hip area.", {"hips": 1}),
        ("en", "The sleeves were past my hands.", {"sleeves": 1}),
        ("en", "The sleeves are a bit lengthy.", {"sleeves": 1}),
        ("en", "The dress is humongous.", {"overall": 1}),
    ]
)
def test_more_ways_to_say_too_small_or_too_big(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Pull it up and it's an oversized hood.", {}),
        ("en", "I had to keep pulling them up all day.", {"rise": -1}),
    ]
)
def test_pulling_it_up_is_a_sliding_rise_only_as_a_chore(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Had these fit, I would have kept them.", {}),
        ("en", "They fit fine in the waist.", {"waist": 0}),
        ("en", "I have a few retailer tops in this fabric and they have shrunk a bit.", {}),
        ("en", "For me the arm cutout was too wide.", {}),
        ("en", "The sweater is enormous! Strange fit under the arms as well.", {"overall": 1}),
        ("de", "Seltsame Passform an den Schultern.", {}),
        ("fr", "Coupe bizarre aux épaules.", {}),
    ]
)
def test_counterfactuals_other_garments_openings_and_odd_fits_are_no_verdict(
    language, text, expected
):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Boxy through the chest but the sleeves are the right length.",
            {"chest": 1, "sleeves": 0},
        ),
        ("de", "Die Ärmel sind genau die richtige Länge.", {"sleeves": 0}),
        ("fr", "Les manches sont de la bonne longueur.", {"sleeves": 0}),
        ("de", "Perfekte Länge.", {"length": 0}),
    ]
)
def test_a_part_is_the_right_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Normalerweise 75C, hier auf 75D gewechselt, jetzt passt er.", {"overall": -1}),
        ("en", "I am usually a 34B but the 36B fits.", {"overall": -1}),
        ("fr", "D'habitude je porte du 90C, j'ai pris du 90B et il me va bien.", {"overall": 1}),
        ("en", "I am usually a 30DD and ordered the 32D, fits great.", {"overall": 0}),
    ]
)
def test_a_bra_size_changed_along_one_axis_is_a_size_comparison(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It runs true to size to a little big.", {"overall": 1}),
        ("en", "Runs tts or a tad small.", {"overall": -1}),
        ("en", "True to size and a perfect fit.", {"overall": 0}),
        ("de", "Größengerecht bis leicht groß.", {"overall": 1}),
        ("fr", "Taille bien ou un peu petit.", {"overall": -1}),
        ("es", "Talla bien o un poco grande.", {"overall": 1}),
    ]
)
def test_true_to_size_as_the_near_end_of_a_range_leans_the_other_way(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "This dress looked like a sack on me. The top was way too big.",
            {"overall": 1, "bust": 1},
        ),
        ("en", "I have long arms so the standard XS was huge.", {"overall": 1}),
        ("en", "My bust is 34 inches and the S has plenty of room there.", {"bust": 1}),
        ("de", "Ich habe breite Schultern und die Jacke ist riesig.", {"overall": 1}),
        ("fr", "J'ai de larges épaules et la veste est énorme.", {"overall": 1}),
        ("es", "Tengo hombros anchos y la chaqueta es enorme.", {"overall": 1}),
    ]
)
def test_the_garment_as_subject_is_the_whole(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "It is tight in the chest, shoulders and arms.",
            {"chest": -1, "shoulders": -1, "sleeves": -1},
        ),
        (
            "en",
            "Runs super small in the upper arms, shoulder area.",
            {"sleeves": -1, "shoulders": -1},
        ),
        ("en", "Too big in the waist, hips, and thighs.", {"waist": 1, "hips": 1, "thigh": 1}),
        ("en", "Loose in the waist, hips perfect.", {"waist": 1, "hips": 0}),
        (
            "de",
            "Zu eng an Brust, Schultern und Armen.",
            {"bust": -1, "shoulders": -1, "sleeves": -1},
        ),
        (
            "fr",
            "Trop serré aux épaules, aux bras et à la poitrine.",
            {"shoulders": -1, "sleeves": -1, "bust": -1},
        ),
        (
            "es",
            "Muy ajustado en el pecho, los hombros y los brazos.",
            {"bust": -1, "shoulders": -1, "sleeves": -1},
        ),
    ]
)
def test_parts_listed_with_commas_each_get_the_label(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The sleeves are nice and long!", {"sleeves": 0}),
        ("en", "It is nice and snug.", {"overall": 0}),
        ("en", "It is nice and roomy.", {"overall": 1}),
    ]
)
def test_praise_joined_to_a_length_or_snug_word_is_as_wanted(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Warning, the shoulder area is cut small due to the fabric.", {"shoulders": -1}),
        ("en", "It was so short that if I lifted my arms you'd see my bra.", {"length": -1}),
        ("en", "The knees had gotten so baggy that they looked ridiculous.", {}),
        ("en", "The overlay hits me way short.", {"length": -1}),
        ("en", "It hits just below the knee.", {}),
    ]
)
def test_reasons_and_result_clauses_after_a_size_word_and_where_it_hits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "de",
            "Andere Rezensionen sagen, es fällt klein aus. Bei mir passt es perfekt.",
            {"overall": 0},
        ),
        (
            "fr",
            "D'autres avis disent qu'elle taille petit, pour moi elle taille bien.",
            {"overall": 0},
        ),
        ("es", "Otras opiniones dicen que talla pequeño, a mí me queda perfecto.", {"overall": 0}),
        ("de", "Am Model sieht es locker aus, an mir sitzt es eng.", {"overall": -1}),
    ]
)
def test_second_hand_reports_and_the_model_in_german_french_and_spanish(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "I often have a hard time finding pants that fit just right. These fit perfectly.",
            {"overall": 0},
        ),
        ("en", "It is difficult to find a jumpsuit to fit my long torso.", {}),
        ("de", "Es ist schwer, Hosen zu finden, die gut passen.", {}),
        ("fr", "C'est difficile de trouver un jean qui va bien.", {}),
        ("es", "Es difícil encontrar vaqueros que queden bien.", {}),
    ]
)
def test_a_search_in_general_is_no_verdict_on_this_item(language, text, expected):
    assert labels(text, language) == expected


# --- fit-text-12 families (made up; checked against unlabelled rows 500-999)


@check(
    [
        ("en", "The petite may have fixed it, but then the skirt would've been too short.", {}),
        ("en", "The smaller size would've been too tight.", {}),
        ("en", "A size down would have been better.", {"overall": 1}),
        ("de", "Eine Nummer kleiner wäre zu eng gewesen.", {}),
        ("de", "Eine Nummer größer wäre besser.", {"overall": -1}),
        ("fr", "Mais la jupe aurait été trop courte.", {}),
        ("fr", "La taille en dessous aurait été trop serrée.", {}),
        ("es", "Pero la falda habría sido demasiado corta.", {}),
        ("es", "Una talla menos habría quedado demasiado ajustada.", {}),
    ]
)
def test_counterfactuals_and_another_size_too_much_the_other_way_are_no_verdict(
    language, text, expected
):
    assert labels(text, language) == expected


@check(
    [
        # the length is judged like the photo (fit-text-13); the fabric says nothing of it
        ("en", "It hits length wise the same as pictured, with a lot of fabric.", {"length": 0}),
        ("en", "The sleeve length has plenty of room.", {"sleeves": 1}),
    ]
)
def test_a_width_word_says_nothing_of_a_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It's a perfect fit for my wardrobe.", {}),
        ("en", "This is a great fit for summer.", {}),
        ("en", "The short sleeves are perfect for summer.", {}),
        ("en", "Love it, fits perfectly with my jeans.", {}),
        ("en", "A perfect fit for me.", {"overall": 0}),
        ("fr", "La couleur va parfaitement avec mes jeans.", {}),
        ("fr", "Elle me va parfaitement.", {"overall": 0}),
        ("es", "Queda perfecto con todo.", {}),
        ("es", "Me queda perfecto.", {"overall": 0}),
    ]
)
def test_praise_for_a_use_or_for_going_with_other_clothes_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Loose fitting and flowy, exactly my style.", {}),
        ("en", "It's way too loose fitting.", {"overall": 1}),
        ("en", "Really wide fit, my foot slides around.", {"width": 1}),
        ("es", "Corte holgado, mi estilo.", {}),
        ("es", "El corte es demasiado holgado.", {"overall": 1}),
        ("fr", "Coupe ample, tout à fait mon style.", {}),
        ("fr", "Elle est trop ample.", {"overall": 1}),
    ]
)
def test_a_cuts_name_is_a_style_unless_judged(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It's not as long as on the model.", {"length": -1}),
        ("en", "It isn't as long as the photos show.", {"length": -1}),
        ("en", "Not as tight as I feared.", {"overall": 0}),
        ("en", "It is not as big as other reviewers said.", {"overall": 0}),
        ("de", "Das Kleid ist nicht so lang wie auf dem Foto.", {"length": -1}),
        ("de", "Nicht so eng wie befürchtet.", {"overall": 0}),
        # the same length as in the photo is "like on the model" (fit-labels.md), as in en/es
        ("de", "So lang wie auf dem Foto.", {"length": 0}),
        ("fr", "La robe n'est pas aussi longue que sur la photo.", {"length": -1}),
        ("fr", "Elle est aussi longue que sur la photo.", {"length": 0}),
        ("es", "El vestido no es tan largo como en la foto.", {"length": -1}),
        ("es", "No es tan ajustado como temía.", {"overall": 0}),
    ]
)
def test_not_as_long_as_is_shorter_and_not_as_tight_as_feared_fits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "Vorne stoßen die Zehen an.", {"overall": -1}),
        ("de", "Im Fersenbereich rutsche ich raus.", {"overall": 1}),
        ("de", "Der Schritt hängt tief.", {"rise": 1}),
        ("de", "Die Hose sitzt zu tief.", {"rise": -1}),
        ("de", "Ich musste zwei Nummern größer nehmen.", {"overall": -1}),
        ("fr", "L'entrejambe tombe bas.", {"rise": 1}),
        ("fr", "J'ai dû prendre deux tailles au-dessus.", {"overall": -1}),
        ("fr", "Ça tire dans le dos.", {"overall": -1}),
        ("es", "El tiro cuelga mucho.", {"rise": 1}),
        ("es", "Tuve que pedir dos tallas más.", {"overall": -1}),
        ("es", "Pedí dos tallas más pequeñas.", {"overall": 1}),
        ("en", "They were high waters on me.", {"length": -1}),
        ("en", "They look like capris on me.", {"length": -1}),
        ("en", "Gaps at the waist.", {"waist": 1}),
        ("en", "There are gaps in the knit.", {}),
        ("en", "I had to take it in at the waist.", {"waist": 1}),
        ("en", "It is very generously cut.", {"overall": 1}),
    ]
)
def test_more_ways_to_say_where_it_pinches_hangs_or_ends(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Fits very true to size, a little loose, like a bomber should.", {"overall": 0}),
        ("en", "This is a perfect fit! It is roomy without swallowing me.", {"overall": 0}),
        ("en", "It runs a little small. I returned it for a S and it fits great.", {"overall": -1}),
    ]
)
def test_a_strong_verdict_stays_beside_a_liked_loose_word(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "True to size on the neckline and arms.", {"sleeves": 0}),
        ("en", "The neckline and sleeves are too big.", {"sleeves": 1}),
        ("en", "The buttons are small.", {}),
        ("en", "The sleeve length on the petite is perfect.", {"sleeves": 0}),
    ]
)
def test_a_part_after_a_detail_or_a_size_keeps_its_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I wish the sleeves were longer.", {"sleeves": -1}),
        ("en", "Wish the waist was smaller.", {"waist": 1}),
        ("en", "I would make the sleeves more fitted.", {"sleeves": 1}),
        ("en", "It would make a great gift.", {}),
        ("de", "Ich wünschte, die Ärmel wären länger.", {"sleeves": -1}),
        ("fr", "J'aurais aimé que les manches soient plus longues.", {"sleeves": -1}),
        ("es", "Ojalá las mangas fueran más largas.", {"sleeves": -1}),
        ("es", "Me gustaría que la cintura fuera más ajustada.", {"waist": 1}),
    ]
)
def test_a_wish_names_its_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Bought the xs. I should have ordered the s.", {"overall": -1}),
        ("en", "I got the large. Should have gone with the medium.", {"overall": 1}),
        ("de", "Ich habe die 38 bestellt, ich hätte die 40 nehmen sollen.", {"overall": -1}),
        ("fr", "J'ai pris le 38, j'aurais dû prendre le 40.", {"overall": -1}),
        ("es", "Pedí la S, debería haber pedido la M.", {"overall": -1}),
        ("en", "Ordered my usual small and had to exchange for a medium.", {"overall": -1}),
        ("en", "I'm usually an extra-small but the xxs also fits.", {"overall": 1}),
    ]
)
def test_the_size_wished_for_or_exchanged_to_against_the_size_worn(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The belt is too long but I cut it.", {}),
        ("en", "The hood is huge and cosy.", {}),
        ("de", "Der Gürtel ist zu lang.", {}),
        ("fr", "La capuche est trop grande.", {}),
        ("fr", "Trop serré à la ceinture.", {"waist": -1}),
        ("en", "Warm and snug for winter walks.", {}),
        ("en", "It is snug.", {"overall": -1}),
        ("en", "It was too big a risk to order online but glad I did.", {}),
        ("en", "Too big a bit everywhere.", {"overall": 1}),
    ]
)
def test_accessories_cosiness_and_idioms_are_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The small didn't leave me enough room to bend my arms.", {"sleeves": -1}),
        ("en", "It didn't give me enough room in the hips.", {"hips": -1}),
        ("en", "It has room in the hips.", {"hips": 1}),
        ("de", "An der Hüfte ist nicht genug Platz.", {"hips": -1}),
        ("de", "Viel Platz an den Hüften.", {"hips": 1}),
        ("fr", "Pas assez de place aux hanches.", {"hips": -1}),
        ("fr", "Beaucoup de place aux hanches.", {"hips": 1}),
        ("es", "No hay suficiente espacio en las caderas.", {"hips": -1}),
        ("es", "Poco espacio en la cadera.", {"hips": -1}),
    ]
)
def test_too_little_room_is_tight(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("de", "An den Oberarmen sehr eng.", {"sleeves": -1}),
        ("de", "Sitzt perfekt, auch die Ärmellänge stimmt.", {"overall": 0, "sleeves": 0}),
        ("de", "Die Ärmel enden über dem Handgelenk.", {"sleeves": -1}),
        ("de", "Die Hose rutscht ständig.", {"rise": -1}),
        # the band is the bra's size: overall (fit-text-22, as in English, French, Spanish)
        ("de", "Der BH ist im Unterbrustband zu eng.", {"overall": -1}),
        (
            "fr",
            "La taille est bonne mais les manches sont un peu longues.",
            {"overall": 0, "sleeves": 1},
        ),
        ("fr", "Les manches s'arrêtent au-dessus du poignet.", {"sleeves": -1}),
        ("es", "Las mangas se quedan por encima de la muñeca.", {"sleeves": -1}),
        ("es", "Las mangas no llegan a la muñeca.", {"sleeves": -1}),
    ]
)
def test_parts_and_where_they_end_in_german_french_and_spanish(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "Runs large in top and waist. I love this dress but the top was too big.",
            {"bust": 1, "waist": 1},
        ),
        ("en", "I love this top but it was too big.", {"overall": 1}),
    ]
)
def test_a_top_named_as_a_part_does_not_make_a_dress_a_top(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I couldn't get the lace part of the upper arms past my elbows.", {"sleeves": -1}),
        ("en", "I could not get this shirt on.", {"overall": -1}),
        ("en", 'The dress is about 2" past my feet.', {"length": 1}),
        ("en", "The sleeves are about 2-3 inches from my wrist bone.", {"sleeves": -1}),
        ("en", "Also expected a little more length.", {"length": -1}),
        ("en", "Short from waist to crotch.", {"rise": -1}),
        ("en", "The rise is higher than I like.", {"rise": 1}),
        ("en", "The neckline is higher than I like.", {}),
    ]
)
def test_where_a_part_will_not_go_or_ends_names_it(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "I bought my usual medium and it fits great (fitted at the shoulder, loose below).",
            {"overall": 0, "shoulders": 0},
        ),
        # the hem fitting is the length (fit-text-16), not the usual size fitting
        (
            "en",
            "The regular hem fit me fine. It runs true to size to a bit large.",
            {"overall": 1, "length": 0},
        ),
    ]
)
def test_the_usual_size_fitting_is_a_verdict_but_not_the_regular_lines_hem(
    language, text, expected
):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I ordered two sizes (Small and Medium), both were great.", {}),
        ("en", "It is small and short.", {"overall": -1, "length": -1}),
        ("en", "The gathering prevents this from being too big.", {"overall": 0}),
        ("en", "The lining kept slipping down around my chest.", {}),
        ("en", "The pants keep sliding down.", {"rise": -1}),
        ("en", "I got the 8. The 6 would've been perfect.", {"overall": 1}),
    ]
)
def test_sizes_named_kept_from_and_slipping_linings(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "I usually wear a 6 or an 8. I ordered the 4 and it fit me very well.",
            {"overall": 1},
        ),
        ("en", "I'm usually a 2-4, got the 6.", {"overall": -1}),
        ("en", "I am usually a small or medium and the small fits.", {"overall": 0}),
        ("en", "For reference, I ordered the 3, and I'm usually a 10/12 in tops.", {}),
    ]
)
def test_a_usual_range_counts_only_when_the_size_worn_lies_outside_it(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It's sized generously.", {"overall": 1}),
        ("en", "It's skintight.", {"overall": -1}),
        ("en", "It fits a bit loosely.", {"overall": 1}),
        ("en", "The buttons were sewn on very loosely.", {}),
        ("en", "It's on the baggy side.", {"overall": 1}),
        ("en", "It swims on me.", {"overall": 1}),
        ("en", "It hangs on me.", {"overall": 1}),
        ("en", "It hangs on me beautifully.", {}),
        ("en", "It's a tent.", {"overall": 1}),
        ("en", "This is a tent dress.", {}),
        ("en", "The zipper wouldn't close.", {"overall": -1}),
    ]
)
def test_more_plain_ways_to_say_big_or_small(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "There's a gap at the chest.", {"chest": 1}),
        ("en", "The neckline has a gap.", {}),
        ("en", "Boobs are squished.", {"bust": -1}),
        ("en", "It squishes my chest.", {"chest": -1}),
        ("en", "It flattens my tummy.", {}),
        ("en", "The waist is gappy.", {"waist": 1}),
        ("en", "It's broad in the shoulders for me.", {"shoulders": 1}),
        ("en", "I have broad shoulders.", {}),
    ]
)
def test_gaps_squished_busts_and_broad_shoulders(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "My go-to size is small.", {}),
        ("en", "My usual size is a large but this one is small.", {"overall": -1}),
    ]
)
def test_the_reviewers_size_named_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Accurate sizing.", {"overall": 0}),
        ("en", "Great sizing, love the colour.", {"overall": 0}),
    ]
)
def test_sizing_praised_as_a_noun_phrase_is_true_to_size(language, text, expected):
    assert labels(text, language) == expected


# fit-text-13 families: written from the errors on our own labelled sample of rows 500-999
# (bench/data/fit_extra_real.jsonl); the examples are made up.
@check(
    [
        ("en", "Love the fit and flare, so feminine.", {}),
        ("en", "A great fit-and-flare dress for parties.", {}),
        ("en", "I love the fit of this dress.", {"overall": 0}),
        ("en", "Great fit, love it.", {"overall": 0}),
    ]
)
def test_fit_and_flare_names_a_cut_not_a_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", 'It could be 3" shorter.', {"length": 1}),
        ("en", "The sleeves could be 2'' longer.", {"sleeves": -1}),
        ("en", 'I wish it were 2" longer.', {"length": -1}),
    ]
)
def test_a_wish_measured_in_inch_marks_is_a_verdict_the_other_way(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The arms are very slim, I can't push them up.", {"sleeves": -1}),
        ("en", "The sleeves are a bit skinny.", {"sleeves": -1}),
        ("en", "I have slim arms and the shirt is lovely.", {}),
        ("en", "My arms are skinny.", {}),
        ("en", "Perfect slim black pants.", {}),
        ("en", "The legs are slim, a nice cigarette cut.", {}),
    ]
)
def test_slim_arms_are_tight_sleeves_but_slim_is_otherwise_a_cut(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It hits length wise the same as pictured.", {"length": 0}),
        ("en", "Falls right above the ankle like pictured.", {"length": 0}),
        ("en", "The hem lands just like on the model.", {"length": 0}),
        ("en", "It falls shorter on me than pictured.", {"length": -1}),
    ]
)
def test_where_it_ends_like_the_photo_is_the_right_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I ordered the large and it's perfect.", {"overall": 0}),
        ("en", "Got a 6 and they are just right.", {"overall": 0}),
        ("en", "I ordered the small and it's perfect for work.", {}),
    ]
)
def test_a_size_bought_and_called_perfect_fits(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The petite looks like a shirt on me, I need the regular.", {"length": -1}),
        ("en", "This tunic looked like a top on me.", {"length": -1}),
        ("en", "It looks like a shirt dress in the photos.", {}),
    ]
)
def test_a_dress_that_looks_like_a_shirt_on_me_is_short(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "I sized up so it wasn't so tight at the waist and hips.",
            {"overall": -1, "waist": -1, "hips": -1},
        ),
        (
            "en",
            "I went up a size so it would not be tight in the hips.",
            {"overall": -1, "hips": -1},
        ),
        ("en", "I sized down so they weren't baggy in the seat.", {"overall": 1, "hips": 1}),
        ("en", "It wasn't tight at the waist.", {"waist": 0}),
    ]
)
def test_a_size_changed_so_a_part_is_not_tight_is_that_part(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The sleeve at the wrist is tight.", {"sleeves": -1}),
        ("en", "The sleeves at the cuffs are a bit snug.", {"sleeves": -1}),
        ("en", "The wrists are tiny on me.", {}),
    ]
)
def test_a_sleeve_named_at_the_wrist_is_the_sleeve(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", 'So yeah, 3" shorter would be cute.', {"length": 1}),
        ("en", "A bit longer would be better.", {"length": -1}),
        ("en", "If you are petite, a bit shorter would be better.", {}),
        ("en", "I think longer would be great for tall women.", {}),
    ]
)
def test_a_change_that_would_be_better_is_a_verdict_the_other_way(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It's a great long length.", {"length": 0}),
        ("en", "A great midi length and a cool pattern.", {"length": 0}),
        ("en", "I have not had any issue with the high-low hem or cropped length.", {"length": 0}),
        ("en", "A long length top.", {}),
    ]
)
def test_a_length_praised_with_its_kind_is_right(language, text, expected):
    assert labels(text, language) == expected


# fit-text-14 families: from the errors on our second labelled sample (rows 502-998 step 4)
# and the tune part; made-up examples, each checked on the unlabelled rows 500-999
@check(
    [
        ("en", "I have no gapping at the waist.", {"waist": 0}),
        ("en", "The waistband doesn't gape when I sit.", {"waist": 0}),
        ("en", "They gap at the waist.", {"waist": 1}),
        ("en", "The waist is gapping a lot.", {"waist": 1}),
        ("en", "No gaps, no worries.", {}),
        ("es", "Los vaqueros no hacen bolsas en la cintura.", {"waist": 0}),
        ("es", "Los vaqueros hacen bolsas en la cintura.", {"waist": 1}),
    ]
)
def test_no_gap_at_a_part_is_that_part_fitting(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "This blouse fit better than I expected.", {"overall": 0}),
        ("en", "The quality is better than I expected.", {}),
        ("de", "Die Hose passt viel besser als erwartet.", {"overall": 0}),
        ("fr", "Le pantalon taille mieux que prévu.", {"overall": 0}),
        ("es", "El vestido me queda mejor de lo que esperaba.", {"overall": 0}),
    ]
)
def test_a_fit_better_than_expected_is_a_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The length of the shirt itself could be an inch or two longer.", {"length": -1}),
        ("en", "The dress itself could be a bit shorter.", {"length": 1}),
        ("en", "It could be an inch or two longer.", {"length": -1}),
    ]
)
def test_a_wish_with_the_garment_stressed_or_an_amount_range(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Great trousers that don't get baggy.", {}),
        ("en", "Problem: they bag out after one wear.", {}),
        ("en", "The skirt sags a little in the middle.", {}),
        ("en", "They get a bit loose after a day of wear.", {}),
        ("en", "The crotch sags.", {"rise": 1}),
        ("en", "These trousers are baggy.", {"overall": 1}),
        ("en", "It was loose in the waist.", {"waist": 1}),
    ]
)
def test_fabric_giving_way_with_wear_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The structure is just right.", {}),
        ("en", "The thickness is just right.", {}),
        ("en", "The fit is just right.", {"overall": 0}),
        ("de", "Der Stoff ist genau richtig.", {}),
        ("de", "Die Dicke ist genau richtig.", {}),
        ("de", "Die Passform ist perfekt.", {"overall": 0}),
        ("fr", "L'épaisseur est parfaite.", {}),
        ("fr", "La coupe est parfaite.", {"overall": 0}),
        ("es", "La tela es perfecta.", {}),
        ("es", "El grosor es perfecto.", {}),
        ("es", "El ajuste es perfecto.", {"overall": 0}),
    ]
)
def test_praise_of_the_fabric_or_make_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It fits perfectly into my fall rotation.", {}),
        ("en", "The dress fits beautifully into the holiday theme.", {}),
        ("en", "It fits perfectly in the shoulders.", {"shoulders": 0}),
        ("de", "Passt perfekt in meine Garderobe.", {}),
        ("de", "Der Rock passt super in meinen Kleiderschrank.", {}),
    ]
)
def test_a_place_it_fits_into_is_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I'm usually a small but wanted it to fit like the model so I sized up.", {}),
        ("en", "I wanted the oversized look, so I went up a size.", {}),
        ("en", "I usually wear a medium but went up to the large for a relaxed look.", {}),
        ("en", "I usually wear a medium, the large fits great for a casual look.", {"overall": -1}),
        ("en", "I wanted it to fit like the model, but it runs small.", {"overall": -1}),
        ("en", "I usually wear a medium, I sized up to a large.", {"overall": -1}),
    ]
)
def test_a_look_wanted_before_the_size_change_is_no_verdict(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I like the fabric and fit.", {"overall": 0}),
        ("en", "Happy with the length and fit.", {"overall": 0, "length": 0}),
        ("en", "The colors and fit of this suit are even better than described.", {"overall": 0}),
        ("en", "The fit is just as it looks online, no surprises.", {"overall": 0}),
        ("en", "They are perfect, both in fit and quality.", {"overall": 0}),
        ("en", "The quality is very good and the fit too.", {"overall": 0}),
        ("en", "The fit is not as shown on the website.", {}),
        ("en", "I love the fit and flare of this dress.", {}),
    ]
)
def test_the_fit_praised_beside_other_qualities(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "It falls perfectly at my ankles, no dragging.", {"length": 0}),
        ("en", "I am tall so it covered perfectly.", {"length": 0}),
        ("en", "The overall length hit me perfectly at the hip.", {"length": 0}),
        ("en", "The regular hem fit me just fine at the ankles.", {"length": 0}),
        ("en", "The slight v-neck falls perfectly on me.", {}),
    ]
)
def test_where_it_ends_judged_right_is_the_length(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        (
            "en",
            "I usually wear a 4 but sized up to a 6 and am happy, but a 4 would have fit as well.",
            {"overall": 0},
        ),
        (
            "en",
            "I ordered up a size after reading other reviews. My normal size would have been fine.",
            {"overall": 0},
        ),
        (
            "en",
            "I went down a size to the small; the medium would have worked too.",
            {"overall": 0},
        ),
        ("en", "I sized up, my usual size would have been too small.", {"overall": -1}),
        (
            "en",
            "I usually wear a 4 but sized up to a 6, a 4 would have fit better.",
            {"overall": -1},
        ),
    ]
)
def test_a_size_change_is_no_verdict_when_another_size_fits_too(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "This tunic has extra material puckering across the bodice.", {"bust": 1}),
        ("en", "The bodice of this dress is tight.", {"bust": -1}),
        ("en", "The top of this shirt is too big.", {"overall": 1}),
    ]
)
def test_a_bodice_is_the_bust_of_any_garment(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "My daughter loves it, she is short and wears it to school.", {}),
        ("en", "My husband is tall, so I bought him the same one in blue.", {}),
        ("de", "Meine Tochter ist klein und liebt das Kleid.", {}),
        ("fr", "Ma fille est petite et adore cette robe.", {}),
        ("es", "Mi hija es alta y le encanta el vestido.", {}),
        # the garment judged beside the wearer's body keeps its verdict
        ("en", "My daughter is tall and the dress is too short.", {"length": -1}),
        ("de", "Meine Tochter ist groß und das Kleid ist zu kurz.", {"length": -1}),
        ("fr", "Ma fille est grande et la robe est trop courte.", {"length": -1}),
        ("es", "Mi hija es alta y el vestido es muy corto.", {"length": -1}),
        ("de", "Die Hose ist klein, sie ist zu eng.", {"overall": -1}),
    ]
)
def test_another_persons_body_is_no_signal(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "Shipping was slow and the box was too small.", {}),
        ("en", "The embroidery is a bit big for my taste, the colour is lovely.", {}),
        ("de", "Die Verpackung war viel zu groß für so ein kleines Teil.", {}),
        ("fr", "La broderie est trop grande à mon goût.", {}),
        ("es", "El paquete era demasiado grande y el bordado muy pequeño.", {}),
        ("en", "The toe box is too narrow.", {"width": -1}),
    ]
)
def test_size_words_about_the_parcel_or_decoration_are_no_fit(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "I was short on time so I bought it without trying it on.", {}),
        ("en", "It's a little short on details, but the price is great.", {}),
        ("en", "It is a bit short on me.", {"length": -1}),
        ("en", "A bit short on my torso.", {"length": -1}),
    ]
)
def test_short_on_something_is_lacking_it(language, text, expected):
    assert labels(text, language) == expected


@check(
    [
        ("en", "The threads are loose everywhere.", {}),
        ("en", "The ribbing is tight and well made.", {}),
        ("de", "Ein Faden ist locker.", {}),
        ("es", "Un botón está flojo.", {}),
        ("en", "The shoulder seams are too narrow.", {"shoulders": -1}),
        ("en", "The ribbing at the waist is too tight.", {"waist": -1}),
    ]
)
def test_loose_threads_and_buttons_are_no_fit(language, text, expected):
    assert labels(text, language) == expected
