/**
 * A wallet-style approval prompt for the burner, drawn with plain DOM so it costs nothing until a
 * signature is requested. It is the demo's stand-in for a wallet extension's popup.
 */
import type { SignRequest } from '../src/sandbox/sandbox-wallet.js';

export function askApproval(request: SignRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.className = 'demo-wallet-prompt';
    dialog.setAttribute('aria-labelledby', 'demo-wallet-prompt-title');
    const count = request.transactionCount;
    dialog.innerHTML = `
      <h2 id="demo-wallet-prompt-title">Sandbox burner</h2>
      <p>The mint page asks you to sign ${count} transaction${count === 1 ? '' : 's'}.</p>
      <p class="demo-wallet-prompt-address"></p>
      <div class="demo-wallet-prompt-actions">
        <button type="button" value="reject">Reject</button>
        <button type="button" value="approve" autofocus>Approve</button>
      </div>`;
    dialog.querySelector('.demo-wallet-prompt-address')!.textContent = `Wallet ${request.address.slice(0, 4)}…${request.address.slice(-4)}`;
    const finish = (approved: boolean) => {
      dialog.close();
      dialog.remove();
      resolve(approved);
    };
    dialog.addEventListener('cancel', () => finish(false));
    dialog.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => finish(button.value === 'approve')));
    document.body.append(dialog);
    dialog.showModal();
  });
}
