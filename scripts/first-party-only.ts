import type { Plugin } from 'vite';

/** A `<link>` to Google Fonts (the stylesheet or a preconnect), as a dependency's HTML template carries it. */
const FONT_LINK = /<link\b[^>]*\bhref="https:\/\/fonts\.(?:googleapis|gstatic)\.com[^"]*"[^>]*>\s*/g;

/**
 * For the bundles MintKit builds with the wallet stack inside (the demo and `dist/embed/`): takes the
 * Google Fonts links out of a dependency's injected HTML, so that no buyer's page ever asks another
 * host for anything. Today that is the Mobile Wallet Adapter dialog of
 * `@solana-mobile/wallet-standard-mobile`, which wallet-adapter offers on Android when no wallet is
 * installed; its dialog then uses the page's own font. A dependency that names such a host in any
 * other way fails the build, so an update cannot bring one back unseen.
 *
 * @example
 * export default defineConfig({ plugins: [react(), firstPartyOnly()] })
 */
export function firstPartyOnly(): Plugin {
  return {
    name: 'mintkit-first-party-only',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !code.includes('fonts.g')) return null;
      const stripped = code.replace(FONT_LINK, '');
      if (/https:\/\/fonts\.(?:googleapis|gstatic)\.com/.test(stripped)) {
        this.error(`${id} still names a Google Fonts address after its <link> tags were taken out: see scripts/first-party-only.ts.`);
      }
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
