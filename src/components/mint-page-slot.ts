import { createElement, type ComponentType, type ReactNode } from 'react';
import type { MintPageSectionName, MintPageSectionProps } from './mint-page.js';

/**
 * `<MintPage>`'s section switch: `false` hides a section, a component replaces it, otherwise the
 * default renders. Shared by the page and its lazily loaded parts.
 *
 * @example
 * const slot = createSlot(sections, sectionProps)
 * slot('gallery', <Gallery drop={drop} />)
 */
export function createSlot(sections: Partial<Record<MintPageSectionName, false | ComponentType<MintPageSectionProps>>>, props: MintPageSectionProps) {
  return (name: MintPageSectionName, fallback: ReactNode): ReactNode => {
    const chosen = sections[name];
    if (chosen === false) return null;
    return chosen ? createElement(chosen, props) : fallback;
  };
}
