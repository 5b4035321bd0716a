// Checkout: email and shipping address beside the order summary. After a failed submission the
// page comes back with every value the shopper typed and a message under each field at fault.
import type { CheckoutErrors, CheckoutField, CheckoutValues } from '../checkout-form.ts';
import { COUNTRY_OPTIONS } from '../countries.ts';
import { html, type SafeHtml } from '../html.ts';
import { formatMoney } from '../money.ts';
import type { StorefrontPaths } from '../paths.ts';
import type { SnapshotProduct, SnapshotStore } from '../store-snapshot.ts';
import type { PricedCart } from '../totals.ts';
import { miniLines, totalsList, variantLabel } from './summary.ts';

export interface CheckoutState {
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** A problem with the whole submission (payments could not start). */
  formError: string | null;
}

interface FieldSpec {
  name: CheckoutField;
  label: string;
  type?: 'text' | 'email';
  autocomplete: string;
  optional?: boolean;
}

function field(spec: FieldSpec, state: CheckoutState): SafeHtml {
  const error = state.errors[spec.name];
  const id = `field-${spec.name}`;
  return html`<div class="field${error ? ' has-error' : ''}">
    <label for="${id}"
      >${spec.label}${spec.optional ? html` <span class="optional">(optional)</span>` : ''}</label
    >
    <input
      id="${id}"
      type="${spec.type ?? 'text'}"
      name="${spec.name}"
      value="${state.values[spec.name]}"
      autocomplete="${spec.autocomplete}"
      ${spec.optional ? '' : html` required`}${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}
    />
    ${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

function countryField(state: CheckoutState): SafeHtml {
  const error = state.errors.country;
  return html`<div class="field${error ? ' has-error' : ''}">
    <label for="field-country">Country</label>
    <select
      id="field-country"
      name="country"
      autocomplete="country"
      ${error ? html` aria-invalid="true" aria-describedby="field-country-error"` : ''}
    >
      ${COUNTRY_OPTIONS.map(
        (country) =>
          html`<option
            value="${country.code}"
            ${country.code === state.values.country ? html` selected` : ''}
          >
            ${country.name}
          </option>`,
      )}
    </select>
    ${error ? html`<p class="field-error" id="field-country-error">${error}</p>` : ''}
  </div>`;
}

export function checkoutBody(
  paths: StorefrontPaths,
  store: SnapshotStore,
  cart: PricedCart<SnapshotProduct>,
  state: CheckoutState,
  testMode: boolean,
): SafeHtml {
  const currency = store.currency;
  const errorCount = Object.keys(state.errors).length;
  return html`<main class="wrap">
    <h1 class="page-title">Checkout</h1>
    ${state.formError ? html`<p class="alert" role="alert">${state.formError}</p>` : ''}
    ${errorCount > 0 ? html`<p class="alert" role="alert">Please check the ${errorCount === 1 ? 'field' : `${errorCount} fields`} marked below.</p>` : ''}
    <div class="two-col">
      <form method="post" action="${paths.page(store.handle, 'checkout')}" novalidate>
        <fieldset>
          <legend>Contact</legend>
          ${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email' }, state)}
        </fieldset>
        <fieldset>
          <legend>Shipping address</legend>
          ${field({ name: 'name', label: 'Full name', autocomplete: 'name' }, state)}
          ${field({ name: 'line1', label: 'Street address', autocomplete: 'address-line1' }, state)}
          ${field({ name: 'line2', label: 'Apartment, suite, etc.', autocomplete: 'address-line2', optional: true }, state)}
          ${field({ name: 'city', label: 'City', autocomplete: 'address-level2' }, state)}
          <div class="row">
            ${field({ name: 'region', label: 'State / region', autocomplete: 'address-level1', optional: true }, state)}
            ${field({ name: 'postalCode', label: 'Postal code', autocomplete: 'postal-code' }, state)}
          </div>
          ${countryField(state)}
        </fieldset>
        ${testMode ? html`<p class="small"><span class="badge">Test mode</span> You won't be charged: the next page simulates the payment.</p>` : ''}
        <button class="button button-lg block" type="submit">
          Continue to payment · ${formatMoney(cart.totalCents, currency)}
        </button>
        <p class="small muted" style="text-align:center">
          <a href="${paths.page(store.handle, 'cart')}">Back to cart</a>
        </p>
      </form>
      <aside class="summary">
        <h2>Your order</h2>
        ${miniLines(
          cart.lines.map((line) => ({
            title: line.product.title,
            detail: variantLabel(line.variant),
            quantity: line.quantity,
            lineTotalCents: line.lineTotalCents,
            imageSrc: line.product.imageKeys[0]
              ? paths.media(store.handle, line.product.imageKeys[0])
              : null,
          })),
          currency,
        )}
        ${totalsList(cart, currency)}
      </aside>
    </div>
  </main>`;
}
