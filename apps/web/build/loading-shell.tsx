import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { BrandedLoadingScreen } from '../src/components/brand/branded-loading-screen';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts the app's loading screen (what React shows first anyway, while a screen's code loads)
 * into index.html's #root, so the first paint needs HTML and CSS only, no JavaScript. React
 * replaces it with the same markup on its first render.
 */
export function loadingShell(): Plugin {
  return {
    name: 'encore:loading-shell',
    transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
      const shell = renderToStaticMarkup(<BrandedLoadingScreen />);
      return html.replace(EMPTY_ROOT, `<div id="root">${shell}</div>`);
    },
  };
}
