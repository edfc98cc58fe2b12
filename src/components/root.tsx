import type { HTMLAttributes } from 'react';

export type MintKitTheme = 'light' | 'dark' | 'auto';

export interface MintKitRootProps extends HTMLAttributes<HTMLDivElement> {
  /** `auto` follows the visitor's system setting. Switching it re-themes without a remount. */
  theme?: MintKitTheme | undefined;
}

/**
 * The element every MintKit style is scoped under (`[data-mintkit]`), so the kit's CSS never reaches
 * the host page and the host's never needs to fight it. `<MintPage>` renders one; wrap standalone
 * components in one yourself.
 *
 * @example
 * <MintKitRoot theme="dark"><PhaseList drop="genesis" /></MintKitRoot>
 */
export function MintKitRoot({ theme = 'auto', ...rest }: MintKitRootProps) {
  return <div data-mintkit="" data-theme={theme} {...rest} />;
}
