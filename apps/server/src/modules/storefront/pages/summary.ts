// Pieces shared by cart, checkout, payment and confirmation: an item's variant line and the
// subtotal / shipping / total list.
import type { ProductVariantJson } from '../../../db/schema/index.ts';
import { html, type SafeHtml } from '../html.ts';
import { formatMoney } from '../money.ts';

export function variantLabel(variant: Pick<ProductVariantJson, 'size' | 'color'>): string {
  return [variant.size ? `Size ${variant.size}` : null, variant.color].filter(Boolean).join(' · ');
}

export function totalsList(
  totals: { subtotalCents: number; shippingCents: number; totalCents: number },
  currency: string,
): SafeHtml {
  return html`<dl class="totals">
    <dt>Subtotal</dt>
    <dd>${formatMoney(totals.subtotalCents, currency)}</dd>
    <dt>Shipping</dt>
    <dd>${totals.shippingCents === 0 ? 'Free' : formatMoney(totals.shippingCents, currency)}</dd>
    <dt class="grand">Total</dt>
    <dd class="grand">${formatMoney(totals.totalCents, currency)}</dd>
  </dl>`;
}

export interface MiniLine {
  title: string;
  detail: string;
  quantity: number;
  lineTotalCents: number;
  imageSrc: string | null;
}

/** A compact list of what is being bought (checkout, payment, confirmation). */
export function miniLines(lines: readonly MiniLine[], currency: string): SafeHtml {
  return html`<ul class="mini">
    ${lines.map(
      (line) =>
        html`<li>
          ${line.imageSrc ? html`<img src="${line.imageSrc}" alt="" width="56" height="56" loading="lazy" />` : html`<span></span>`}
          <div>
            <strong>${line.title}</strong><br /><span class="muted small"
              >${line.detail}${line.quantity > 1 ? ` · ×${line.quantity}` : ''}</span
            >
          </div>
          <span>${formatMoney(line.lineTotalCents, currency)}</span>
        </li>`,
    )}
  </ul>`;
}
