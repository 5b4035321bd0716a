// Pages in place of a store: the password form of a private store, the notice of a store that
// is offline, and not found. None of them shows product data; all are noindex.
import { html, type SafeHtml } from '../html.ts';
import type { StorefrontPaths } from '../paths.ts';
import type { SnapshotStore } from '../store-snapshot.ts';

export function passwordBody(
  paths: StorefrontPaths,
  store: SnapshotStore,
  next: string,
  error: string | null,
): SafeHtml {
  return html`<main class="gate">
    <div class="gate-card">
      <p class="eyebrow">${store.name}</p>
      <h1>This store is private</h1>
      <p class="muted">Enter the password to shop.</p>
      ${error ? html`<p class="alert" role="alert">${error}</p>` : ''}
      <form method="post" action="${paths.page(store.handle, 'password')}">
        <input type="hidden" name="next" value="${next}" />
        <div class="field">
          <label for="password">Password</label>
          <input
            id="password"
            type="password"
            name="password"
            autocomplete="current-password"
            required
            autofocus
          />
        </div>
        <button class="button button-lg block" type="submit">Enter store</button>
      </form>
      <p class="small muted">Got a private link from the artist? Open it to come straight in.</p>
    </div>
  </main>`;
}

export function unavailableBody(store: SnapshotStore): SafeHtml {
  return html`<main class="gate">
    <div class="gate-card">
      <p class="eyebrow">${store.name}</p>
      <h1>This store is currently unavailable</h1>
      <p class="muted">It's not open right now. Please check back soon.</p>
    </div>
  </main>`;
}

export function notFoundBody(paths: StorefrontPaths, store: SnapshotStore | null): SafeHtml {
  return html`<main class="gate">
    <div class="gate-card">
      <h1>We couldn't find that page</h1>
      <p class="muted">The link may be old, or the page may have moved.</p>
      ${store ? html`<a class="button block" href="${paths.store(store.handle)}">Go to ${store.name}</a>` : ''}
    </div>
  </main>`;
}

export function messageBody(
  title: string,
  message: string,
  back: { href: string; label: string } | null,
): SafeHtml {
  return html`<main class="gate">
    <div class="gate-card">
      <h1>${title}</h1>
      <p class="muted">${message}</p>
      ${back ? html`<a class="button block" href="${back.href}">${back.label}</a>` : ''}
    </div>
  </main>`;
}
