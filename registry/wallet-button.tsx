// From mintkit@0.1.0, src/components/wallet-button.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useKitWallet, type KitWalletOption } from 'mintkit/react';
import { fill, shortAddress, withDefaults, type LabelOverrides, pageMintButton, useReturnFocus, useWalletBoundary, defaultWalletButtonLabels, type WalletButtonLabels } from 'mintkit/parts';

export { defaultWalletButtonLabels, type WalletButtonLabels };

export type WalletButtonState = 'disconnected' | 'loading' | 'connecting' | 'connected' | 'disconnecting';

const USABLE = new Set(['Installed', 'Loadable']);

/**
 * Headless wallet connect: the state, the wallets detected through the Wallet Standard (or given to
 * the provider), and the actions. Asking to connect with no provider yet loads one through the
 * nearest `WalletBoundary` and opens the chooser once wallets are known.
 *
 * @example
 * const wallet = useWalletButton()
 * <button onClick={wallet.toggleMenu}>{wallet.state}</button>
 */
export function useWalletButton() {
  const wallet = useKitWallet();
  const boundary = useWalletBoundary();
  const [menuOpen, setMenuOpen] = useState(false);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const wallets = wallet.wallets.filter((option) => USABLE.has(option.readyState));

  // Continue a connect the buyer asked for (here, or on the mint button) once a provider is there.
  const connectPending = boundary?.connectPending ?? false;
  // Where the chooser was opened from: a connect asked for on the mint button hands focus back there.
  const [openedFrom, setOpenedFrom] = useState<'mint-button' | 'wallet'>('wallet');
  useEffect(() => {
    if (!connectPending || !wallet.hasProvider) return;
    boundary?.settleConnect();
    setOpenedFrom(boundary?.connectFrom ?? 'wallet');
    if (!wallet.connected) setMenuOpen(true);
  }, [connectPending, wallet.hasProvider, wallet.connected, boundary]);

  // Selecting re-renders the provider with the new adapter; connecting in the same pass would be
  // missed (it subscribes to the adapter afterwards), so the connect waits one task.
  const { selected, connected, connecting, connect } = wallet;
  useEffect(() => {
    if (!pendingName || selected?.name !== pendingName) return;
    setPendingName(null);
    if (connected || connecting) return;
    const handle = setTimeout(() => void connect().catch(() => {}), 0);
    return () => clearTimeout(handle);
  }, [pendingName, selected, connected, connecting, connect]);

  const state: WalletButtonState = wallet.connected
    ? wallet.disconnecting
      ? 'disconnecting'
      : 'connected'
    : wallet.connecting || pendingName
      ? 'connecting'
      : !wallet.hasProvider && boundary?.status === 'loading'
        ? 'loading'
        : 'disconnected';

  return {
    state,
    /** False when there is no provider and no boundary that could load one. */
    canConnect: wallet.hasProvider || boundary !== null,
    address: wallet.address,
    selected: wallet.selected,
    wallets,
    menuOpen,
    /** `mint-button` when the chooser is open for a connect asked for on the mint button. */
    openedFrom,
    /** Where the chooser shows instead of under the wallet button: beside the mint button it was opened from, when the page marks a place there. */
    menuPlace: openedFrom === 'mint-button' ? (boundary?.menuPlace ?? null) : null,
    closeMenu: () => setMenuOpen(false),
    /** Opens the chooser, loading the wallet provider first if the page has none yet. */
    toggleMenu() {
      if (!wallet.hasProvider) return boundary?.requestConnect();
      setOpenedFrom('wallet');
      setMenuOpen((open) => !open);
    },
    choose(name: string) {
      setMenuOpen(false);
      if (wallet.selected?.name === name) return void wallet.connect().catch(() => {});
      setPendingName(name);
      wallet.select(name);
    },
    disconnect: () => void wallet.disconnect().catch(() => {}),
  };
}

export type WalletButtonModel = ReturnType<typeof useWalletButton>;

export interface BaseWalletButtonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  wallet: WalletButtonModel;
  labels: WalletButtonLabels;
}

/**
 * The wallet button's markup: a disclosure listing detected wallets (Tab and arrow keys move,
 * Escape closes), or the connected address with a disconnect button.
 *
 * @example
 * <BaseWalletButton wallet={useWalletButton()} labels={defaultWalletButtonLabels} />
 */
export function BaseWalletButton({ wallet, labels, ...rest }: BaseWalletButtonProps) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const account = useRef<HTMLSpanElement>(null);
  const { menuOpen, menuPlace, state } = wallet;
  // A chooser opened for the mint button: that button says it is expanded and names this menu.
  const setChooser = useWalletBoundary()?.setChooser;
  const forMintButton = menuOpen && wallet.openedFrom === 'mint-button' && state !== 'connected' && state !== 'disconnecting';
  useEffect(() => {
    if (!forMintButton || !setChooser) return;
    setChooser(`${id}-menu`);
    return () => setChooser(null);
  }, [forMintButton, setChooser, id]);
  // With no wallet to list, focus goes to the answer that says so: it is scrolled into view and read out.
  // Opened from the mint button, the chooser is beside it (menuPlace), so the page does not move away from it.
  useEffect(() => {
    if (menuOpen) document.getElementById(`${id}-menu`)?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [menuOpen, menuPlace, id]);
  // Choosing a wallet or disconnecting removes the focused button: focus goes to what replaces it, or
  // back to the mint button the connect was asked for on (the buyer came to mint).
  const backTo = (here: HTMLElement | null) => (wallet.openedFrom === 'mint-button' && pageMintButton(here)) || here;
  const withReturnFocus = useReturnFocus(state === 'connected' || state === 'disconnected', () => (state === 'connected' ? backTo(account.current) : trigger.current));

  if (state === 'connected' || state === 'disconnecting') {
    const address = wallet.address ? shortAddress(wallet.address) : '';
    return (
      <div data-slot="wallet-button" data-state={state} {...rest}>
        <span ref={account} tabIndex={-1} data-slot="wallet-address" title={wallet.address ?? undefined}>
          {wallet.selected?.icon && <img data-slot="wallet-icon" src={wallet.selected.icon} alt="" width={20} height={20} />}
          <span data-slot="visually-hidden">{fill(labels.connectedAs, { address })}</span>
          <span aria-hidden="true">{address}</span>
        </span>
        <button type="button" data-slot="wallet-disconnect" disabled={state === 'disconnecting'} onClick={withReturnFocus(wallet.disconnect)}>
          {state === 'disconnecting' ? labels.disconnecting : labels.disconnect}
        </button>
      </div>
    );
  }

  const busy = state === 'loading' || state === 'connecting';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      event.preventDefault();
      wallet.closeMenu();
      backTo(trigger.current)?.focus();
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && menuOpen) {
      const options = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const at = options.indexOf(document.activeElement as HTMLButtonElement);
      const next = options[(at + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  };
  // Rendered into menuPlace through a portal, it is still inside this element for React's events (Escape, arrows).
  const menu = (
    <div data-slot="wallet-menu" id={`${id}-menu`}>
      <p data-slot="wallet-menu-title" id={`${id}-title`}>
        {labels.chooseWallet}
      </p>
      {wallet.wallets.length === 0 ? (
        <p data-slot="wallet-menu-empty" tabIndex={-1}>
          {labels.noWallets}
        </p>
      ) : (
        <ul ref={list} data-slot="wallet-options" aria-labelledby={`${id}-title`}>
          {wallet.wallets.map((option: KitWalletOption) => (
            <li key={option.name}>
              <button type="button" data-slot="wallet-option" onClick={withReturnFocus(() => wallet.choose(option.name))}>
                {option.icon && <img data-slot="wallet-icon" src={option.icon} alt="" width={24} height={24} />}
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <div data-slot="wallet-button" data-state={state} onKeyDown={onKeyDown} {...rest}>
      <button
        ref={trigger}
        type="button"
        data-slot="wallet-connect"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? `${id}-menu` : undefined}
        aria-busy={busy}
        aria-disabled={busy || undefined}
        disabled={!wallet.canConnect}
        onClick={() => busy || wallet.toggleMenu()}
      >
        {state === 'loading' ? labels.loading : state === 'connecting' ? labels.connecting : labels.connect}
      </button>
      {menuOpen && (menuPlace ? createPortal(menu, menuPlace) : menu)}
    </div>
  );
}

export interface WalletButtonProps extends Omit<BaseWalletButtonProps, 'wallet' | 'labels'> {
  labels?: LabelOverrides<WalletButtonLabels> | undefined;
}

/**
 * Connect, choose among detected wallets, and disconnect.
 *
 * @example
 * <WalletButton />
 */
export function WalletButton({ labels, ...rest }: WalletButtonProps) {
  return <BaseWalletButton wallet={useWalletButton()} labels={withDefaults(defaultWalletButtonLabels, labels)} {...rest} />;
}
