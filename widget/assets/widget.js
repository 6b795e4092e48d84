/*! Fit service storefront widget: <fit-evidence>, <fit-reviews>, <fit-recommendations>.
 * Standard custom elements, no dependencies. Contract: decisions.md section 7; usage and
 * theming: docs/widget.md. A failure renders nothing and never throws into the page. */
(() => {
  "use strict";
  const W = window;
  if (!W.customElements || !W.fetch || customElements.get("fit-evidence")) return;

  const SCRIPT = document.currentScript;
  const DEFAULT_BASE = (() => {
    try {
      return new URL(SCRIPT.src).origin;
    } catch (e) {
      return location.origin;
    }
  })();
  const TIMEOUT_MS = 10000;
  // After a 429 nothing is asked of that api-base and kind until Retry-After has passed,
  // remembered across page loads (localStorage) when the browser allows it.
  const blocks = new Map();
  const blockedUntil = {
    get(key) {
      let until = blocks.get(key) || 0;
      try {
        until = Math.max(until, +localStorage.getItem("fit-429:" + key) || 0);
      } catch (e) {}
      return until;
    },
    set(key, until) {
      blocks.set(key, until);
      try {
        localStorage.setItem("fit-429:" + key, String(until));
      } catch (e) {}
    },
  };

  /* ---------- Text (en, de, fr, es) ---------- */
  // Fit words per family: [end-small, middle, end-large], then five verdicts from -1 to +1.
  const T = {
    en: {
      reviews: ["review", "reviews"],
      rated: "Rated {r} out of 5",
      noRating: "Not rated yet",
      fit: "How it fits",
      fitFor: "How size {s} fits",
      fallback: "No fit reviews for size {s} yet. Showing all sizes.",
      basedOn: "{n} mentions",
      dims: { overall: "Overall fit", length: "Length", waist: "Waist", hips: "Hips", chest: "Chest", bust: "Bust", shoulders: "Shoulders", sleeves: "Sleeves", rise: "Rise", inseam: "Inseam", thigh: "Thigh", width: "Width" },
      size: [["Small", "True to size", "Large"], ["Runs small", "Runs slightly small", "True to size", "Runs slightly large", "Runs large"]],
      length: [["Short", "Right length", "Long"], ["Short", "Slightly short", "Right length", "Slightly long", "Long"]],
      snug: [["Tight", "As expected", "Loose"], ["Tight", "Slightly tight", "Fits as expected", "Slightly loose", "Loose"]],
      width: [["Narrow", "As expected", "Wide"], ["Narrow", "Slightly narrow", "Fits as expected", "Slightly wide", "Wide"]],
      previews: "What reviewers say",
      list: "Customer reviews",
      more: "More reviews",
      loaded: "{n} more reviews loaded",
      purchased: "Size bought",
      sizeShort: "Size {s}",
      m: { height: "Height", weight: "Weight", bust: "Bust", waist: "Waist", hips: "Hips", chest: "Chest", inseam: "Inseam", usual_size: "Usual size", size_worn: "Size worn" },
      verified: "Verified purchase",
      anon: "Anonymous",
      photo: "Photo {i} from this review",
      fitSignals: "Fit",
      yourSize: "Your size",
      recs: { similar: "You may also like", complete_the_look: "Complete the look", likely_purchases: "Customers also bought" },
      was: "Regular price",
      now: "Sale price",
    },
    de: {
      reviews: ["Bewertung", "Bewertungen"],
      rated: "Bewertet mit {r} von 5 Sternen",
      noRating: "Noch nicht bewertet",
      fit: "So fällt es aus",
      fitFor: "So fällt Größe {s} aus",
      fallback: "Für Größe {s} gibt es noch keine Angaben zur Passform. Angezeigt werden alle Größen.",
      basedOn: "{n} Angaben",
      dims: { overall: "Passform insgesamt", length: "Länge", waist: "Taille", hips: "Hüfte", chest: "Brust", bust: "Oberweite", shoulders: "Schultern", sleeves: "Ärmel", rise: "Leibhöhe", inseam: "Schrittlänge", thigh: "Oberschenkel", width: "Weite" },
      size: [["Klein", "Größengerecht", "Groß"], ["Fällt klein aus", "Fällt etwas klein aus", "Fällt größengerecht aus", "Fällt etwas groß aus", "Fällt groß aus"]],
      length: [["Kurz", "Länge passt", "Lang"], ["Kurz", "Etwas kurz", "Länge passt", "Etwas lang", "Lang"]],
      snug: [["Eng", "Wie erwartet", "Weit"], ["Eng", "Etwas eng", "Sitzt wie erwartet", "Etwas weit", "Weit"]],
      width: [["Schmal", "Wie erwartet", "Breit"], ["Schmal", "Etwas schmal", "Sitzt wie erwartet", "Etwas breit", "Breit"]],
      previews: "Das sagen Kundinnen und Kunden",
      list: "Kundenbewertungen",
      more: "Weitere Bewertungen",
      loaded: "{n} weitere Bewertungen geladen",
      purchased: "Gekaufte Größe",
      sizeShort: "Größe {s}",
      m: { height: "Körpergröße", weight: "Gewicht", bust: "Oberweite", waist: "Taille", hips: "Hüfte", chest: "Brustumfang", inseam: "Schrittlänge", usual_size: "Übliche Größe", size_worn: "Getragene Größe" },
      verified: "Verifizierter Kauf",
      anon: "Anonym",
      photo: "Foto {i} zu dieser Bewertung",
      fitSignals: "Passform",
      yourSize: "Deine Größe",
      recs: { similar: "Das könnte dir auch gefallen", complete_the_look: "Vervollständige den Look", likely_purchases: "Wird oft zusammen gekauft" },
      was: "Ursprünglicher Preis",
      now: "Angebotspreis",
    },
    fr: {
      reviews: ["avis", "avis"],
      rated: "Noté {r} sur 5",
      noRating: "Pas encore noté",
      fit: "Comment ça taille",
      fitFor: "Comment taille le {s}",
      fallback: "Pas encore d’avis sur la coupe pour la taille {s}. Toutes les tailles sont affichées.",
      basedOn: "{n} mentions",
      dims: { overall: "Taille générale", length: "Longueur", waist: "Tour de taille", hips: "Hanches", chest: "Torse", bust: "Poitrine", shoulders: "Épaules", sleeves: "Manches", rise: "Montant", inseam: "Entrejambe", thigh: "Cuisses", width: "Largeur" },
      size: [["Petit", "Taille normalement", "Grand"], ["Taille petit", "Taille un peu petit", "Taille normalement", "Taille un peu grand", "Taille grand"]],
      length: [["Court", "Bonne longueur", "Long"], ["Court", "Un peu court", "Bonne longueur", "Un peu long", "Long"]],
      snug: [["Serré", "Comme prévu", "Ample"], ["Serré", "Un peu serré", "Tombe comme prévu", "Un peu ample", "Ample"]],
      width: [["Étroit", "Comme prévu", "Large"], ["Étroit", "Un peu étroit", "Tombe comme prévu", "Un peu large", "Large"]],
      previews: "Ce qu’en disent les clients",
      list: "Avis clients",
      more: "Plus d’avis",
      loaded: "{n} avis supplémentaires chargés",
      purchased: "Taille achetée",
      sizeShort: "Taille {s}",
      m: { height: "Stature", weight: "Poids", bust: "Tour de poitrine", waist: "Tour de taille", hips: "Tour de hanches", chest: "Tour de torse", inseam: "Entrejambe", usual_size: "Taille habituelle", size_worn: "Taille portée" },
      verified: "Achat vérifié",
      anon: "Anonyme",
      photo: "Photo {i} de cet avis",
      fitSignals: "Coupe",
      yourSize: "Votre taille",
      recs: { similar: "Vous aimerez aussi", complete_the_look: "Complétez le look", likely_purchases: "Souvent achetés ensemble" },
      was: "Prix d’origine",
      now: "Prix soldé",
    },
    es: {
      reviews: ["opinión", "opiniones"],
      rated: "Valoración: {r} de 5",
      noRating: "Aún sin valoraciones",
      fit: "Cómo queda",
      fitFor: "Cómo queda la talla {s}",
      fallback: "Aún no hay opiniones sobre el ajuste de la talla {s}. Se muestran todas las tallas.",
      basedOn: "{n} menciones",
      dims: { overall: "Ajuste general", length: "Largo", waist: "Cintura", hips: "Cadera", chest: "Pecho", bust: "Busto", shoulders: "Hombros", sleeves: "Mangas", rise: "Tiro", inseam: "Entrepierna", thigh: "Muslo", width: "Ancho" },
      size: [["Pequeño", "Talla correcta", "Grande"], ["Queda pequeño", "Queda algo pequeño", "Talla correcta", "Queda algo grande", "Queda grande"]],
      length: [["Corto", "Largo correcto", "Largo"], ["Corto", "Algo corto", "Largo correcto", "Algo largo", "Largo"]],
      snug: [["Ajustado", "Como se espera", "Holgado"], ["Ajustado", "Algo ajustado", "Queda como se espera", "Algo holgado", "Holgado"]],
      width: [["Estrecho", "Como se espera", "Ancho"], ["Estrecho", "Algo estrecho", "Queda como se espera", "Algo ancho", "Ancho"]],
      previews: "Lo que dicen los clientes",
      list: "Opiniones de clientes",
      more: "Más opiniones",
      loaded: "{n} opiniones más cargadas",
      purchased: "Talla comprada",
      sizeShort: "Talla {s}",
      m: { height: "Estatura", weight: "Peso", bust: "Busto", waist: "Cintura", hips: "Cadera", chest: "Pecho", inseam: "Entrepierna", usual_size: "Talla habitual", size_worn: "Talla usada" },
      verified: "Compra verificada",
      anon: "Anónimo",
      photo: "Foto {i} de esta opinión",
      fitSignals: "Ajuste",
      yourSize: "Tu talla",
      recs: { similar: "También te puede gustar", complete_the_look: "Completa el look", likely_purchases: "Se suelen comprar juntos" },
      was: "Precio original",
      now: "Precio rebajado",
    },
  };
  const FAMILY = { overall: "size", length: "length", sleeves: "length", inseam: "length", rise: "length", width: "width" };
  const M_ORDER = ["size_worn", "usual_size", "height", "weight", "bust", "chest", "waist", "hips", "inseam"];

  /* ---------- Helpers ---------- */
  const esc = (v) =>
    String(v == null ? "" : v).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  const fill = (s, o) => s.replace(/\{(\w+)\}/g, (_, k) => (o[k] == null ? "" : o[k]));
  // The URL as the API gave it (links point exactly where it says), if it is http(s).
  const safeUrl = (u) => {
    try {
      return typeof u === "string" && /^https?:$/.test(new URL(u, location.href).protocol) ? u.trim() : "";
    } catch (e) {
      return "";
    }
  };
  const num = (lang, n, digits) => {
    try {
      return new Intl.NumberFormat(lang, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n);
    } catch (e) {
      return String(n);
    }
  };
  // A score from -1 to +1 as one of five verdicts (the +-0.33 bounds of decisions.md 4).
  const verdict = (score) => (score <= -0.33 ? 0 : score < -0.12 ? 1 : score <= 0.12 ? 2 : score < 0.33 ? 3 : 4);
  const words = (t, dim) => t[FAMILY[dim] || "snug"];
  const shopperId = () => {
    const key = "fit-shopper-id";
    try {
      let id = localStorage.getItem(key);
      if (!id) {
        id = "s_" + Math.random().toString(36).slice(2) + Date.now().toString(36);
        localStorage.setItem(key, id);
      }
      return id;
    } catch (e) {
      return undefined;
    }
  };

  function stars(t, lang, rating) {
    if (rating == null) return "";
    const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
    return (
      '<span class="stars" part="stars" role="img" aria-label="' +
      esc(fill(t.rated, { r: num(lang, rating, 1) })) +
      '"><span class="stars-bg" aria-hidden="true">★★★★★</span><span class="stars-fg" aria-hidden="true" style="width:' +
      pct.toFixed(1) +
      '%">★★★★★</span></span>'
    );
  }

  function sizeOf(review) {
    const pv = review.purchased_variant || {};
    const ov = pv.option_values || {};
    for (const k in ov) if (/size|gr(ö|oe)(ß|ss)e|taille|talla/i.test(k) && ov[k]) return String(ov[k]);
    return pv.label || "";
  }

  // Reviewer measurements as [dimension, text] pairs, the first value of each dimension.
  function measures(t, lang, review) {
    const seen = {};
    for (const m of review.measurements || []) {
      if (m.subject_kind && m.subject_kind !== "reviewer") continue;
      for (const v of m.values || []) {
        const d = v.dimension_code;
        if (!d || seen[d] || !t.m[d]) continue;
        if (d === "size_worn" || d === "usual_size") {
          const label = v.raw_value || m.size_label || v.value;
          if (label != null && label !== "") seen[d] = String(label);
        } else if (typeof v.value === "number") {
          const unit = v.unit || (d === "weight" ? "kg" : "cm");
          let text = num(lang, Math.round(v.value), 0) + " " + unit;
          if (lang === "en" && d === "height" && unit === "cm") {
            const inches = Math.round(v.value / 2.54);
            text = Math.floor(inches / 12) + "′" + (inches % 12) + "″ (" + text + ")";
          }
          seen[d] = text;
        }
      }
    }
    return M_ORDER.filter((d) => seen[d]).map((d) => [d, seen[d]]);
  }

  function when(lang, iso) {
    try {
      return iso ? new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(iso)) : "";
    } catch (e) {
      return "";
    }
  }

  /* ---------- Styles ---------- */
  const CSS = `
:host{display:block;box-sizing:border-box;color:var(--fit-text,#1f2328);font-family:var(--fit-font,inherit);font-size:var(--fit-font-size,15px);line-height:1.45;contain:layout}
:host([hidden]),:host([data-state=empty]),:host([data-state=error]){display:none!important}
*,*::before,*::after{box-sizing:border-box}
h2,h3,p,ul,dl,dd{margin:0;padding:0}
ul{list-style:none}
h2{font-size:var(--fit-heading-size,1.15em);font-weight:650;margin:0 0 var(--fit-gap,12px)}
.card{background:var(--fit-surface,#fff);border:1px solid var(--fit-border,#d0d7de);border-radius:var(--fit-radius,10px);padding:var(--fit-pad,16px)}
.muted{color:var(--fit-muted,#57606a)}
.sr{position:absolute!important;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.stars{position:relative;display:inline-block;font-size:1.1em;line-height:1;letter-spacing:1px;color:var(--fit-star-empty,#8c959f);vertical-align:-.1em}
.stars-fg{position:absolute;left:0;top:0;overflow:hidden;white-space:nowrap;color:var(--fit-star,#9a4d00)}
.summary{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25em .6em;margin-bottom:var(--fit-gap,12px)}
.rating{font-size:1.5em;font-weight:700}
.note{font-size:.9em;margin:0 0 var(--fit-gap,12px)}
.dims{display:grid;gap:14px;margin-bottom:calc(var(--fit-gap,12px)*1.5)}
.dimhead{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}
.dimname{font-weight:600}
.verdict{font-weight:600;color:var(--fit-accent,#0a5bb5)}
.track{position:relative;height:8px;margin:8px 11px 4px;border-radius:4px;background:linear-gradient(90deg,var(--fit-scale-small,#d8dee4) 0 33.3%,var(--fit-scale-mid,#b7c0c9) 33.3% 66.6%,var(--fit-scale-large,#d8dee4) 66.6%)}
.tick{position:absolute;top:-3px;width:2px;height:14px;background:var(--fit-surface,#fff)}
.mark{position:absolute;top:50%;width:16px;height:16px;margin:-8px 0 0 -8px;border-radius:50%;background:var(--fit-accent,#0a5bb5);border:3px solid var(--fit-surface,#fff);box-shadow:0 0 0 1px var(--fit-accent,#0a5bb5)}
.ends{display:grid;grid-template-columns:1fr 1fr 1fr;font-size:.82em;gap:4px}
.ends span:nth-child(2){text-align:center}.ends span:nth-child(3){text-align:right}
.ends b{font-weight:600;color:var(--fit-text,#1f2328)}
.reviews{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--fit-gap,12px)}
.review{border-top:1px solid var(--fit-border,#d0d7de);padding-top:var(--fit-gap,12px);overflow-wrap:anywhere;hyphens:auto}
.reviews>.review:first-child{border-top:0;padding-top:0}
.review:focus{outline:2px solid var(--fit-focus,#0a5bb5);outline-offset:4px}
.rhead{display:flex;flex-wrap:wrap;align-items:center;gap:.2em .6em}
.rtitle{font-weight:600}
.body{margin-top:4px}
.clamp{display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
.meta{font-size:.88em;margin-top:6px;display:flex;flex-wrap:wrap;gap:.15em .9em}
.meas{display:flex;flex-wrap:wrap;gap:.2em 1em;font-size:.88em;margin-top:6px}
.meas div{display:flex;gap:.3em}.meas dt{color:var(--fit-muted,#57606a)}.meas dd{font-weight:600}
.chips{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.chip{font-size:.82em;border:1px solid var(--fit-border,#d0d7de);border-radius:999px;padding:1px 9px;background:var(--fit-chip,#f6f8fa)}
.badge{font-size:.78em;font-weight:600;border:1px solid currentColor;border-radius:4px;padding:0 5px;color:var(--fit-accent,#0a5bb5)}
.photos{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.photos img{display:block;width:72px;height:72px;object-fit:cover;border-radius:6px;background:var(--fit-border,#d0d7de)}
a{color:var(--fit-link,#0a5bb5)}
a:focus-visible,button:focus-visible{outline:3px solid var(--fit-focus,#0a5bb5);outline-offset:2px}
.more{display:block;margin:var(--fit-gap,12px) auto 0;font:inherit;font-weight:600;min-height:44px;padding:8px 22px;border-radius:var(--fit-radius,10px);border:1px solid var(--fit-button-border,#57606a);background:var(--fit-button-bg,#fff);color:var(--fit-button-text,#1f2328);cursor:pointer}
.more:hover{background:var(--fit-button-hover,#f3f4f6)}
.more[aria-busy=true]{opacity:.6;cursor:progress}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(var(--fit-card-min,180px),100%),1fr));gap:var(--fit-gap,12px)}
.item{display:flex;flex-direction:column;height:100%;text-decoration:none;color:inherit;border-radius:var(--fit-radius,10px)}
.item:hover .ititle{text-decoration:underline}
.img{display:block;width:100%;aspect-ratio:var(--fit-image-ratio,3/4);object-fit:cover;border-radius:var(--fit-radius,10px);background:var(--fit-image-bg,#eef1f4)}
.ititle{margin-top:6px;font-weight:500;line-height:1.3}
.price{margin-top:2px;display:flex;flex-wrap:wrap;gap:.1em .5em;align-items:baseline}
.now{font-weight:700}.sale{color:var(--fit-sale,#b3261e)}
.was{font-size:.9em;color:var(--fit-muted,#57606a);text-decoration:line-through}
@media (max-width:420px){:host{font-size:var(--fit-font-size,14px)}.card{padding:var(--fit-pad,12px)}.grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (prefers-reduced-motion:no-preference){.more{transition:background .15s}}
`;
  let sheet = null;
  function style(root) {
    try {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(CSS);
      }
      root.adoptedStyleSheets = [sheet];
      return "";
    } catch (e) {
      return "<style>" + CSS + "</style>";
    }
  }

  /* ---------- Base element ---------- */
  class Base extends HTMLElement {
    constructor() {
      super();
      this._root = this.attachShadow({ mode: "open" });
      this._css = style(this._root);
      this._seq = 0;
      this._queued = false;
      this._ctl = null;
    }
    connectedCallback() {
      this._schedule();
    }
    disconnectedCallback() {
      if (this._ctl) this._ctl.abort();
    }
    attributeChangedCallback(name, oldValue, value) {
      if (oldValue !== value && this.isConnected) this._schedule();
    }
    _schedule() {
      if (this._queued) return;
      this._queued = true;
      Promise.resolve().then(() => {
        this._queued = false;
        this._run();
      });
    }
    get lang_() {
      const raw = this.getAttribute("lang") || document.documentElement.lang || "en";
      const code = raw.toLowerCase().split(/[-_]/)[0];
      return T[code] ? code : "en";
    }
    get t() {
      return T[this.lang_];
    }
    get base() {
      return (this.getAttribute("api-base") || DEFAULT_BASE).replace(/\/+$/, "");
    }
    attr(name) {
      const v = this.getAttribute(name);
      return v == null || v.trim() === "" ? null : v.trim();
    }
    _state(state) {
      this.setAttribute("data-state", state);
      this.setAttribute("aria-busy", state === "loading" ? "true" : "false");
      if (state === "empty" || state === "error") this._root.innerHTML = this._css;
      else if (state === "ready") this._remember();
    }
    get _memoKey() {
      return "fit-h:" + this.localName + ":" + (this.attr("product-id") || this.attr("product-ids") || "");
    }
    _remember() {
      try {
        const h = Math.round(this.getBoundingClientRect().height);
        if (h > 0) sessionStorage.setItem(this._memoKey, String(h));
      } catch (e) {}
    }
    // While loading, keep the space the element had (or last had on this page) so the
    // page does not jump when the content arrives.
    _loading() {
      let h = Math.round(this.getBoundingClientRect().height);
      if (!h) {
        try {
          h = +sessionStorage.getItem(this._memoKey) || 0;
        } catch (e) {}
      }
      this._state("loading");
      if (!this._root.querySelector(".ready")) {
        const min = h ? h + "px" : "var(--fit-reserve-height," + this.reserve + "px)";
        this._root.innerHTML = this._css + '<div class="skel" aria-hidden="true" style="min-height:' + min + '"></div>';
      }
    }
    async _run() {
      const seq = ++this._seq;
      if (this._ctl) this._ctl.abort();
      try {
        await this.load(seq);
      } catch (e) {
        if (seq === this._seq) this._state("error");
      }
    }
    current(seq) {
      return seq === this._seq;
    }
    // One request; resolves to parsed JSON or throws (4xx/5xx, network, timeout, 429 block).
    async request(kind, path, init) {
      const key = this.base + "|" + kind;
      if ((blockedUntil.get(key) || 0) > Date.now()) throw new Error("rate limited");
      const ctl = (this._ctl = new AbortController());
      const timer = setTimeout(() => ctl.abort(), TIMEOUT_MS);
      try {
        const res = await fetch(this.base + path, Object.assign({ credentials: "omit", mode: "cors", signal: ctl.signal }, init));
        const after = res.headers.get("Retry-After");
        if (res.status === 429 || (res.status === 503 && after)) {
          // Whole seconds, or an HTTP date; else the 429 body's retry_after_seconds; else 60.
          let wait = /^\s*\d+\s*$/.test(after || "") ? +after : (Date.parse(after || "") - Date.now()) / 1000;
          if (!(wait >= 0)) {
            try {
              wait = (await res.json()).retry_after_seconds;
            } catch (e) {}
          }
          blockedUntil.set(key, Date.now() + (wait >= 0 ? wait : 60) * 1000);
        }
        if (!res.ok) throw new Error("HTTP " + res.status);
        return await res.json();
      } finally {
        clearTimeout(timer);
      }
    }
    storefront(path, params) {
      const q = new URLSearchParams();
      for (const k in params) if (params[k] != null) q.set(k, params[k]);
      const key = encodeURIComponent(this.attr("site-key") || "");
      return this.request("reads", "/vfr/sites/" + key + "/" + path + "?" + q, { method: "GET" });
    }
    reviewHtml(r, opts) {
      const t = this.t, lang = this.lang_;
      const size = sizeOf(r);
      const ms = measures(t, lang, r);
      const name = r.author_display_name || t.anon;
      // The review's own words keep its language and direction (an Arabic review reads
      // right to left in an English widget); the widget's labels keep the widget's.
      const own = (r.language ? ' lang="' + esc(r.language) + '"' : "") + ' dir="auto"';
      let h = '<li class="review" part="review" tabindex="-1" data-review-id="' + esc(r.external_review_id || r.permalink || "") + '"><div class="rhead">' + stars(t, lang, r.rating);
      if (r.title) h += '<h3 class="rtitle" style="font-size:1em"' + own + ">" + esc(r.title) + "</h3>";
      if (opts.match) h += '<span class="badge">' + esc(t.yourSize) + "</span>";
      h += "</div>";
      if (r.body) h += '<p class="body' + (opts.clamp ? " clamp" : "") + '"' + own + ">" + esc(r.body) + "</p>";
      h += '<p class="meta muted"><span dir="auto">' + esc(name) + "</span>";
      const d = when(lang, r.created_at);
      if (d) h += "<span>" + esc(d) + "</span>";
      if (r.verified_purchase) h += "<span>✓ " + esc(t.verified) + "</span>";
      h += "</p>";
      const rows = [];
      if (size) rows.push([t.purchased, size]);
      for (const [dim, text] of ms) if (!(dim === "size_worn" && text === size)) rows.push([t.m[dim], text]);
      if (rows.length) {
        h += '<dl class="meas">' + rows.map(([k, v]) => "<div><dt>" + esc(k) + ":</dt><dd>" + esc(v) + "</dd></div>").join("") + "</dl>";
      }
      if (opts.full) {
        const sig = {};
        for (const s of r.fit_signals || []) {
          const dim = s.dimension_code || "overall";
          (sig[dim] = sig[dim] || []).push(+s.score || 0);
        }
        const chips = Object.keys(sig)
          .filter((dim) => t.dims[dim])
          .map((dim) => {
            const avg = sig[dim].reduce((a, b) => a + b, 0) / sig[dim].length;
            const v = verdict(avg);
            return '<li class="chip" data-dimension="' + esc(dim) + '">' + esc(t.dims[dim]) + ": " + esc(words(t, dim)[0][v < 2 ? 0 : v > 2 ? 2 : 1]) + "</li>";
          });
        if (chips.length) h += '<ul class="chips" aria-label="' + esc(t.fitSignals) + '">' + chips.join("") + "</ul>";
        const photos = (r.media || []).filter((m) => (!m.kind || m.kind === "image") && safeUrl(m.url));
        if (photos.length) {
          h +=
            '<ul class="photos">' +
            photos
              .slice(0, 6)
              .map((m, i) => {
                const alt = m.alt_text || m.caption || fill(t.photo, { i: i + 1 });
                return '<li><a href="' + esc(safeUrl(m.url)) + '" target="_blank" rel="noopener"><img part="photo" src="' + esc(safeUrl(m.url)) + '" alt="' + esc(alt) + '" loading="lazy" width="72" height="72"></a></li>';
              })
              .join("") +
            "</ul>";
        }
      }
      return h + "</li>";
    }
    matches(r) {
      const variant = this.attr("variant-id"), size = this.attr("size");
      const pv = r.purchased_variant || {};
      return (variant && pv.source_variant_id === variant) || (size && (sizeOf(r) === size || pv.size_signature === size));
    }
  }

  /* ---------- <fit-evidence> ---------- */
  class FitEvidence extends Base {
    get reserve() {
      return 360;
    }
    static get observedAttributes() {
      return ["site-key", "product-id", "variant-id", "size", "lang", "api-base"];
    }
    async load(seq) {
      const product = this.attr("product-id");
      if (!this.attr("site-key") || !product) return this._state("error");
      this._loading();
      const variant = this.attr("variant-id"), size = this.attr("size");
      const narrowed = !!(variant || size);
      let data = await this.storefront("fit-evidence", { product_id: product, variant_id: variant, size: size });
      let digest = data.digest, previews = data.reviews || [], fallback = false;
      if (narrowed && !digest) {
        const all = await this.storefront("fit-evidence", { product_id: product });
        digest = all.digest;
        fallback = !!digest;
        if (!previews.length) previews = all.reviews || [];
        if (data.review_count == null) data = all;
      }
      if (!this.current(seq)) return;
      const count = data.review_count || 0;
      if (!digest && !previews.length && !count) return this._state("empty");
      this.render({ rating: data.rating, count, digest, previews, narrowed, fallback, label: size || (digest && digest.size_label) || "" });
      this._state("ready");
    }
    render(d) {
      const t = this.t, lang = this.lang_;
      let h = this._css + '<div class="card ready" lang="' + lang + '">';
      h += '<div class="summary" part="summary" data-rating="' + esc(d.rating) + '" data-review-count="' + esc(d.count) + '">';
      if (d.rating != null) h += stars(t, lang, d.rating) + '<span class="rating" aria-hidden="true">' + esc(num(lang, d.rating, 1)) + "</span>";
      h += '<span class="muted">' + esc(num(lang, d.count, 0) + " " + t.reviews[d.count === 1 ? 0 : 1]) + "</span></div>";
      const signals = (d.digest && d.digest.signals) || [];
      const dims = signals.filter((s) => t.dims[s.dimension_code] && s.evidence_count > 0);
      dims.sort((a, b) => (a.dimension_code === "overall" ? -1 : b.dimension_code === "overall" ? 1 : b.evidence_count - a.evidence_count));
      if (dims.length) {
        const title = d.narrowed && !d.fallback && d.label ? fill(t.fitFor, { s: d.label }) : t.fit;
        h += '<h2 part="heading">' + esc(title) + "</h2>";
        if (d.fallback && d.label) h += '<p class="note muted">' + esc(fill(t.fallback, { s: d.label })) + "</p>";
        h += '<ul class="dims">' + dims.map((s) => this.dimHtml(s)).join("") + "</ul>";
      }
      if (d.previews.length) {
        h += '<h2 part="heading">' + esc(t.previews) + '</h2><ul class="reviews">';
        h += d.previews.slice(0, 3).map((r) => this.reviewHtml(r, { clamp: true, match: d.narrowed && this.matches(r) })).join("");
        h += "</ul>";
      }
      this._root.innerHTML = h + "</div>";
    }
    dimHtml(s) {
      const t = this.t, lang = this.lang_;
      const w = words(t, s.dimension_code);
      const score = Math.max(-1, Math.min(1, +s.average_score || 0));
      const said = w[1][verdict(score)];
      const counts = [s.tight_count || 0, s.neutral_count || 0, s.loose_count || 0];
      const label = t.dims[s.dimension_code];
      return (
        '<li part="dimension" data-dimension="' + esc(s.dimension_code) + '" data-average-score="' + esc(s.average_score) + '"><div class="dimhead"><span class="dimname">' + esc(label) +
        '</span><span class="verdict">' + esc(said) + '</span></div><div class="track" aria-hidden="true"><span class="tick" style="left:33.3%"></span><span class="tick" style="left:66.6%"></span><span class="mark" style="left:' +
        ((score + 1) * 50).toFixed(1) + '%"></span></div><p class="ends muted">' +
        w[0].map((end, i) => "<span>" + esc(end) + "\u00a0<b>" + esc(num(lang, counts[i], 0)) + "</b></span>").join("") +
        "</p></li>"
      );
    }
  }

  /* ---------- <fit-reviews> ---------- */
  class FitReviews extends Base {
    get reserve() {
      return 480;
    }
    static get observedAttributes() {
      return ["site-key", "product-id", "variant-id", "size", "page-size", "lang", "api-base"];
    }
    params(cursor) {
      const ps = parseInt(this.attr("page-size") || "", 10);
      return { product_id: this.attr("product-id"), variant_id: this.attr("variant-id"), size: this.attr("size"), page_size: ps >= 1 && ps <= 50 ? ps : null, cursor: cursor };
    }
    async load(seq) {
      if (!this.attr("site-key") || !this.attr("product-id")) return this._state("error");
      this._loading();
      const page = await this.storefront("reviews", this.params(null));
      if (!this.current(seq)) return;
      const items = page.items || [];
      if (!items.length) return this._state("empty");
      const t = this.t;
      this._root.innerHTML =
        this._css + '<div class="card ready" lang="' + this.lang_ + '"><h2 part="heading" id="h">' + esc(t.list) + '</h2><ul class="reviews" aria-labelledby="h"></ul><p class="sr" role="status"></p></div>';
      this._list = this._root.querySelector("ul");
      this.append_(items, page.next_cursor);
      this._state("ready");
    }
    append_(items, cursor) {
      const t = this.t;
      this._list.insertAdjacentHTML("beforeend", items.map((r) => this.reviewHtml(r, { full: true, match: this.matches(r) })).join(""));
      let more = this._root.querySelector(".more");
      this._cursor = cursor;
      if (!cursor) {
        if (more) more.remove();
        return;
      }
      if (!more) {
        more = document.createElement("button");
        more.type = "button";
        more.className = "more";
        more.setAttribute("part", "more");
        more.textContent = t.more;
        more.addEventListener("click", () => this.more());
        this._list.after(more);
      }
    }
    async more() {
      const btn = this._root.querySelector(".more");
      if (!btn || this._busy || !this._cursor) return;
      this._busy = true;
      btn.setAttribute("aria-busy", "true");
      const seq = this._seq;
      try {
        const page = await this.storefront("reviews", this.params(this._cursor));
        if (!this.current(seq)) return;
        const items = page.items || [];
        const before = this._list.children.length;
        this.append_(items, page.next_cursor);
        this._root.querySelector("[role=status]").textContent = fill(this.t.loaded, { n: items.length });
        const first = this._list.children[before];
        if (first) first.focus({ preventScroll: !!this._root.querySelector(".more") });
        this._remember();
      } catch (e) {
        // Silent: the shown reviews stay; the button works again later (after Retry-After).
      } finally {
        this._busy = false;
        btn.removeAttribute("aria-busy");
      }
    }
  }

  /* ---------- <fit-recommendations> ---------- */
  const list = (v) => {
    if (!v) return [];
    try {
      if (v.trim().charAt(0) === "[") return JSON.parse(v).map(String);
    } catch (e) {
      return [];
    }
    return v.split(",").map((s) => s.trim()).filter(Boolean);
  };
  class FitRecommendations extends Base {
    get reserve() {
      return 330;
    }
    static get observedAttributes() {
      return ["site-key", "intent", "product-ids", "cart-product-ids", "limit", "lang", "api-base"];
    }
    async load(seq) {
      const intent = this.attr("intent") || "similar";
      if (!this.attr("site-key") || !T.en.recs[intent]) return this._state("error");
      this._loading();
      const body = { site_key: this.attr("site-key"), intent: intent, surface: "product_page", shopper_id: shopperId() };
      const ids = list(this.attr("product-ids")), cart = list(this.attr("cart-product-ids"));
      // Within the interface's bounds (a request over them would show nothing at all).
      if (ids.length) body.product_ids = ids.slice(0, intent === "similar" ? 1 : 5);
      if (cart.length) body.cart_product_ids = cart.slice(0, 500);
      const limit = parseInt(this.attr("limit") || "", 10);
      if (limit >= 1) body.limit = Math.min(limit, 100);
      const data = await this.request("recs", "/recommendations", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (!this.current(seq)) return;
      const items = (data.items || []).filter((i) => safeUrl(i.canonical_url));
      if (!items.length) return this._state("empty");
      items.sort((a, b) => (a.rank || 0) - (b.rank || 0));
      const t = this.t;
      let h = this._css + '<div class="ready" lang="' + this.lang_ + '"><h2 part="heading" id="h">' + esc(t.recs[intent]) + '</h2><ul class="grid" aria-labelledby="h">';
      for (const i of items) {
        const img = safeUrl(i.image_url);
        h += '<li><a class="item" part="item" href="' + esc(safeUrl(i.canonical_url)) + '" data-product-id="' + esc(i.product_id) + '">';
        h += img ? '<img class="img" part="image" src="' + esc(img) + '" alt="" loading="lazy" decoding="async">' : '<span class="img" part="image"></span>';
        h += '<span class="ititle" part="title">' + esc(i.title || "") + "</span>" + this.price(i) + "</a></li>";
      }
      this._root.innerHTML = h + "</ul></div>";
      this._state("ready");
    }
    price(i) {
      const lang = this.lang_, t = this.t;
      const fmt = (v) => {
        if (v == null || v === "" || isNaN(+v)) return "";
        try {
          return new Intl.NumberFormat(lang, { style: "currency", currency: i.currency || "USD" }).format(+v);
        } catch (e) {
          return esc(v + " " + (i.currency || ""));
        }
      };
      const now = fmt(i.price), was = fmt(i.compare_at_price);
      if (!now) return "";
      if (was && +i.compare_at_price > +i.price) {
        return '<span class="price" part="price"><span class="sr">' + esc(t.now) + ': </span><span class="now sale">' + esc(now) + '</span> <span class="sr">' + esc(t.was) + ': </span><s class="was">' + esc(was) + "</s></span>";
      }
      return '<span class="price" part="price"><span class="now">' + esc(now) + "</span></span>";
    }
  }

  try {
    customElements.define("fit-evidence", FitEvidence);
    customElements.define("fit-reviews", FitReviews);
    customElements.define("fit-recommendations", FitRecommendations);
  } catch (e) {}
})();
