import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MintPage } from '../src/components/mint-page.js';
import '../src/styles.css';
import { readConfig, SANDBOX_DROPS } from './config.js';

const config = readConfig();

// The burner (and with it @solana/web3.js) is fetched only when the buyer reaches for a wallet.
const wallets = config.sandboxUrl ? () => import('./burner.js').then((module) => [module.createBurner(config.sandboxUrl!)]) : undefined;

function DropSwitcher() {
  if (!config.sandboxUrl) return null;
  const link = (drop: string) => {
    const params = new URLSearchParams(location.search);
    params.set('drop', drop);
    return `?${params.toString()}`;
  };
  return (
    <nav className="demo-switcher" aria-label="Seeded sandbox drops">
      {SANDBOX_DROPS.map((drop) => (
        <a key={drop.id} href={link(drop.id)} aria-current={drop.id === config.drop ? 'page' : undefined}>
          {drop.label}
        </a>
      ))}
    </nav>
  );
}

function Demo() {
  const [theme, setTheme] = useState(config.theme);
  useEffect(() => {
    document.documentElement.dataset.demoTheme = theme;
  }, [theme]);
  return (
    <>
      <header className="demo-header">
        <strong>MintKit demo</strong>
        <span className="demo-target">{config.sandboxUrl ? `Sandbox at ${config.sandboxUrl}` : config.baseUrl}</span>
        <label>
          Theme{' '}
          <select value={theme} onChange={(event) => setTheme(event.target.value as typeof theme)}>
            <option value="auto">Auto</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
      </header>
      <DropSwitcher />
      <main className="demo-main">
        <MintPage
          drop={config.drop}
          publishableKey={config.publishableKey}
          baseUrl={config.baseUrl}
          {...(config.marketBaseUrl ? { marketBaseUrl: config.marketBaseUrl } : {})}
          {...(wallets ? { wallets } : {})}
          {...(config.locale ? { locale: config.locale } : {})}
          theme={theme}
        />
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Demo />
  </StrictMode>,
);
