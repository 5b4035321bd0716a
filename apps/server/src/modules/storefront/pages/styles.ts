// The storefront's one stylesheet, served at a content-hashed URL and cached for a year. Mobile
// first; the store's colours come in as custom properties on <body> (--accent, --hero).
import { createHash } from 'node:crypto';

export const STOREFRONT_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#111827;background:#fafaf9;line-height:1.5;-webkit-font-smoothing:antialiased;display:flex;flex-direction:column;min-height:100vh}
img{display:block;max-width:100%;height:auto}
picture{display:contents}
a{color:inherit}
h1,h2,h3{line-height:1.15;letter-spacing:-.02em;margin:0}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.wrap{width:100%;max-width:1180px;margin:0 auto;padding:0 16px}
.narrow{max-width:760px}
main{flex:1}
.muted{color:#6b7280}
.small{font-size:.875rem}
.eyebrow{text-transform:uppercase;letter-spacing:.12em;font-size:.75rem;font-weight:700;margin:0 0 8px;opacity:.8}
/* bar */
.bar{position:sticky;top:0;z-index:10;background:rgba(255,255,255,.88);backdrop-filter:saturate(180%) blur(12px);-webkit-backdrop-filter:saturate(180%) blur(12px);border-bottom:1px solid #e7e5e4}
.bar-inner{display:flex;align-items:center;justify-content:space-between;height:60px;gap:12px}
.brand{font-weight:800;font-size:1.125rem;text-decoration:none;letter-spacing:-.02em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.cart-link{display:inline-flex;align-items:center;gap:8px;text-decoration:none;font-weight:600;font-size:.9375rem;padding:8px 14px;border-radius:999px;background:#111827;color:#fff}
.cart-link .count{display:inline-grid;place-items:center;min-width:22px;height:22px;padding:0 6px;border-radius:999px;background:var(--accent);color:var(--accent-ink);font-size:.75rem}
.test-strip{background:#fef3c7;color:#92400e;text-align:center;font-size:.8125rem;font-weight:600;padding:6px 12px}
/* hero */
.hero{position:relative;overflow:hidden;background:var(--hero);color:var(--hero-ink)}
.hero-img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.hero-shade{position:absolute;inset:0;background:linear-gradient(180deg,rgba(0,0,0,.05) 0%,rgba(0,0,0,.55) 100%)}
.hero.has-banner{color:#fff}
.hero-inner{position:relative;padding:64px 16px 40px;min-height:12rem;display:flex;flex-direction:column;justify-content:flex-end}
.hero h1{font-size:clamp(2.25rem,8vw,4.5rem);font-weight:900;margin-bottom:12px;text-wrap:balance}
.hero p{margin:0 0 20px;font-size:1.0625rem;opacity:.92}
/* buttons */
.button{display:inline-flex;align-items:center;justify-content:center;gap:8px;border:0;border-radius:12px;padding:12px 20px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer;background:var(--accent);color:var(--accent-ink);transition:transform .06s ease,filter .15s ease}
.button:hover{filter:brightness(1.08)}
.button:active{transform:translateY(1px)}
.button:focus-visible,.chip input:focus-visible+span,.swatch input:focus-visible+span,input:focus-visible,select:focus-visible{outline:3px solid color-mix(in srgb,var(--accent) 45%,transparent);outline-offset:2px}
.button-light{background:#fff;color:#111827}
.button-lg{padding:16px 24px;font-size:1.0625rem;border-radius:14px}
.block{display:flex;width:100%}
.link-button{background:none;border:0;padding:0;font:inherit;font-size:.875rem;color:#4b5563;text-decoration:underline;cursor:pointer}
/* grid */
.section-head{display:flex;align-items:baseline;justify-content:space-between;margin:36px 0 16px}
.section-head h2{font-size:1.5rem;font-weight:800}
.grid{list-style:none;margin:0 0 48px;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:14px}
.card{display:block;text-decoration:none;border-radius:18px;background:#fff;overflow:hidden;border:1px solid #eeeceb;transition:box-shadow .2s ease,transform .2s ease;height:100%}
.card:hover{box-shadow:0 12px 30px -12px rgba(17,24,39,.25);transform:translateY(-2px)}
.card-media{aspect-ratio:1/1;background:#f3f2f1}
.card-media img{width:100%;height:100%;object-fit:cover}
.card-body{padding:12px 14px 16px}
.card-body h3{font-size:.9375rem;font-weight:650;margin-bottom:4px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.price{font-weight:700;margin:0}
.price small{font-weight:500;color:#6b7280}
/* product */
.crumbs{margin:16px 0;font-size:.875rem}
.crumbs a{color:#6b7280;text-decoration:none}
.product-grid{display:grid;gap:24px;margin-bottom:48px}
.slides{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;border-radius:20px;background:#f3f2f1;scrollbar-width:none}
.slides::-webkit-scrollbar{display:none}
.slides:focus-visible{outline:3px solid color-mix(in srgb,var(--accent) 45%,transparent);outline-offset:2px}
.slides figure{margin:0;flex:0 0 100%;scroll-snap-align:start;aspect-ratio:1/1}
.slides img{width:100%;height:100%;object-fit:cover}
.thumbs{display:flex;gap:8px;margin-top:10px;overflow-x:auto}
.thumbs a{flex:0 0 64px;border-radius:10px;overflow:hidden;border:2px solid transparent;background:#f3f2f1}
.thumbs a:hover,.thumbs a:focus-visible{border-color:var(--accent)}
.details h1{font-size:clamp(1.75rem,5vw,2.5rem);font-weight:850;margin-bottom:8px}
.price-lg{font-size:1.5rem;font-weight:750;margin:0 0 20px}
fieldset{border:0;margin:0 0 18px;padding:0;min-width:0}
legend{font-weight:650;margin-bottom:10px;font-size:.9375rem}
legend strong{font-weight:500;color:#4b5563}
.options{display:flex;flex-wrap:wrap;gap:8px}
.chip,.swatch{position:relative;cursor:pointer}
.chip input,.swatch input{position:absolute;opacity:0;width:1px;height:1px}
.chip span{display:inline-grid;place-items:center;min-width:56px;height:46px;padding:0 14px;border:1.5px solid #d6d3d1;border-radius:12px;background:#fff;font-weight:600}
.chip input:checked+span{border-color:#111827;background:#111827;color:#fff}
.swatch span{display:block;width:40px;height:40px;border-radius:999px;background:var(--swatch);box-shadow:inset 0 0 0 1px rgba(0,0,0,.15);border:3px solid #fff;outline:1.5px solid #d6d3d1}
.swatch input:checked+span{outline:2.5px solid #111827}
.qty{display:flex;align-items:center;gap:10px;margin-bottom:20px;font-weight:650;font-size:.9375rem}
select,input[type=text],input[type=email],input[type=password],input[type=number]{font:inherit;font-size:1rem;padding:12px 14px;border:1.5px solid #d6d3d1;border-radius:12px;background:#fff;color:#111827;width:100%}
.qty select{width:auto;padding:10px 12px}
.description{color:#374151;margin:24px 0 0}
.perks{list-style:none;padding:16px 0 0;margin:20px 0 0;border-top:1px solid #e7e5e4;display:grid;gap:8px;font-size:.9375rem;color:#374151}
.perks li{display:flex;gap:10px}
.perks li::before{content:"✓";color:var(--accent);font-weight:800}
.alert{border-radius:12px;padding:12px 14px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca;margin:0 0 16px;font-weight:550}
.notice{border-radius:12px;padding:12px 14px;background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0;margin:0 0 16px;font-weight:550}
/* cart & checkout */
.page-title{font-size:2rem;font-weight:850;margin:28px 0 20px}
.lines{list-style:none;margin:0;padding:0}
.line{display:grid;grid-template-columns:84px 1fr auto;gap:14px;padding:16px 0;border-bottom:1px solid #e7e5e4;align-items:start}
.line img{border-radius:12px;background:#f3f2f1;aspect-ratio:1/1;object-fit:cover}
.line>div{min-width:0}
.line-title{font-weight:650;text-decoration:none}
.line p{margin:2px 0}
.line-total{font-weight:700}
.qty-form{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin-top:8px}
.qty-form input{width:76px;padding:8px 10px}
.summary{background:#fff;border:1px solid #eeeceb;border-radius:18px;padding:20px;align-self:start}
.summary h2{font-size:1.125rem;margin-bottom:12px}
.totals{margin:0 0 16px;display:grid;grid-template-columns:1fr auto;gap:8px 0}
.totals dt{color:#4b5563}
.totals dd{margin:0;padding-left:12px;text-align:right;font-weight:600}
.totals .grand{font-size:1.125rem;font-weight:800;color:#111827;padding-top:8px;border-top:1px solid #e7e5e4}
.mini{list-style:none;padding:0;margin:0 0 16px;display:grid;gap:12px}
.mini li{display:grid;grid-template-columns:56px 1fr auto;gap:12px;align-items:center;font-size:.9375rem}
.mini img{border-radius:10px;background:#f3f2f1}
.empty{text-align:center;padding:48px 16px;background:#fff;border-radius:18px;border:1px solid #eeeceb}
.two-col{display:grid;grid-template-columns:minmax(0,1fr);gap:24px;margin-bottom:48px}
.field{margin-bottom:14px}
.field label{display:block;font-weight:600;font-size:.875rem;margin-bottom:6px}
.field .optional{font-weight:400;color:#6b7280}
.field-error{color:#b91c1c;font-size:.875rem;margin:6px 0 0;font-weight:550}
.has-error input,.has-error select{border-color:#dc2626;background:#fffafa}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.badge{display:inline-block;border-radius:999px;padding:4px 12px;font-size:.8125rem;font-weight:700;background:#fef3c7;color:#92400e}
/* confirmation, gate */
.confirm{text-align:center;padding:40px 0 24px}
.check{width:64px;height:64px;border-radius:999px;display:grid;place-items:center;margin:0 auto 16px;background:var(--accent);color:var(--accent-ink);font-size:2rem;font-weight:800}
.gate{flex:1;display:grid;place-items:center;padding:48px 16px;background:var(--hero);min-height:100vh}
.gate-card{width:100%;max-width:420px;background:#fff;border-radius:24px;padding:32px 24px;box-shadow:0 30px 60px -20px rgba(0,0,0,.35);text-align:center}
.gate-card h1{font-size:1.75rem;font-weight:850;margin-bottom:8px}
.gate-card form{text-align:left;margin-top:20px}
.gate-card .button{margin-top:12px}
.footer{border-top:1px solid #e7e5e4;padding:28px 0 36px;font-size:.875rem;color:#6b7280;background:#fff}
.footer-inner{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}
.credits{flex-basis:100%;font-size:.75rem}
@media (min-width:720px){
  .grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:20px}
  .wrap{padding:0 24px}
  .hero-inner{padding:96px 24px 56px;min-height:20rem}
  .product-grid{grid-template-columns:minmax(0,1.1fr) minmax(0,.9fr);gap:48px;margin-top:8px}
  .details{position:sticky;top:84px;align-self:start}
  .two-col{grid-template-columns:minmax(0,1fr) 360px;gap:40px}
}
@media (min-width:1080px){.grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;scroll-behavior:auto!important}}
`;

export const STOREFRONT_CSS_HASH = createHash('sha256')
  .update(STOREFRONT_CSS)
  .digest('hex')
  .slice(0, 12);
