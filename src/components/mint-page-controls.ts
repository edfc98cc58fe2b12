/**
 * What `<MintPage>` loads once a wallet provider is there: the mint controls and the full wallet
 * button, in one file, since both wait for that same moment (see mint-page.tsx).
 */
export { MintPageActions } from './mint-page-actions.js';
export { WalletButton } from './wallet-button.js';
