import { readFileSync } from 'node:fs';

/**
 * Puts the kit's stylesheet (`mintkit/styles.css`: base, components, market) on the test's page, so
 * `getComputedStyle` answers what a browser would for the rules a test cares about (a box's size, a
 * right-to-left page's `:dir(rtl)` rules; jsdom lays nothing out). Returns the cleanup.
 *
 * @example
 * const removeStyles = applyKitStyles()
 * expect(getComputedStyle(square).width).toBe('32px')
 * removeStyles()
 */
export function applyKitStyles(): () => void {
  const styles = ['base', 'components', 'market'].map((name) => {
    const style = document.createElement('style');
    style.textContent = readFileSync(`src/styles/${name}.css`, 'utf8');
    return document.head.appendChild(style);
  });
  return () => styles.forEach((style) => style.remove());
}
