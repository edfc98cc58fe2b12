import type { HTMLAttributes } from 'react';
import { useOptionalMintKit } from '../react/context.js';
import { withDefaults, type LabelOverrides } from './format.js';

export interface SandboxBadgeLabels {
  sandbox: string;
  /** Read by screen readers after the badge. */
  explanation: string;
}

/**
 * The English text `SandboxBadge` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `SandboxBadgeLabels`.
 *
 * @example
 * const labels: SandboxBadgeLabels = { ...defaultSandboxBadgeLabels, sandbox: 'Demo' }
 * <SandboxBadge labels={labels} />
 */
export const defaultSandboxBadgeLabels: SandboxBadgeLabels = {
  sandbox: 'Sandbox',
  explanation: 'Test mode: devnet only, nothing here costs real funds.',
};

export interface SandboxBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  labels?: LabelOverrides<SandboxBadgeLabels> | undefined;
}

/**
 * A small "Sandbox" badge, shown only when the provider's key is a sandbox key (`svc_test_…`).
 *
 * @example
 * <SandboxBadge />
 */
export function SandboxBadge({ labels, ...rest }: SandboxBadgeProps) {
  const text = withDefaults(defaultSandboxBadgeLabels, labels);
  if (useOptionalMintKit()?.keyKind !== 'sandbox') return null;
  return (
    <span data-slot="sandbox-badge" title={text.explanation} {...rest}>
      {text.sandbox}
      <span data-slot="visually-hidden"> {text.explanation}</span>
    </span>
  );
}
