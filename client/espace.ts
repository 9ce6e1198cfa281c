import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

/**
 * The espace's passkey ceremonies (server/routes/espace-auth.ts), with
 * @simplewebauthn/browser. Loaded by the espace's pages only (views/pages/espace/
 * EspaceShell.tsx): the public pages never carry it. A form marked `data-espace`
 * says which ceremony its button starts; the sign-in page also offers the
 * browser's passkey autofill where it has it.
 */

const MESSAGES = {
  unsupported:
    'Ce navigateur ne gère pas les clés d’accès : ouvrez l’espace dans une version récente de Safari, Chrome, Edge ou Firefox.',
  cancelled: 'La clé d’accès n’a pas été utilisée. Réessayez quand vous voulez.',
  failed: 'Impossible de joindre le site. Vérifiez la connexion et réessayez.',
};

async function post(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = (json.error as { message?: string } | undefined)?.message;
    throw new Refused(message ?? MESSAGES.failed);
  }
  return json;
}

/** A refusal the server explained, in French. */
class Refused extends Error {}

function say(form: HTMLFormElement, text: string): void {
  const box = form.querySelector<HTMLElement>('[data-espace-message]');
  if (box) box.textContent = text;
}

const explain = (err: unknown) =>
  err instanceof Refused ? err.message : err instanceof TypeError ? MESSAGES.failed : MESSAGES.cancelled;

async function signIn(form: HTMLFormElement, autofill: boolean): Promise<void> {
  const optionsJSON = (await post('/espace/connexion/options')) as never;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  const { redirect } = await post('/espace/connexion/verification', { response, suite: form.dataset.suite });
  window.location.assign(String(redirect));
}

async function register(form: HTMLFormElement, base: string): Promise<void> {
  const optionsJSON = (await post(`${base}/options`)) as never;
  const response = await startRegistration({ optionsJSON });
  const { redirect } = await post(`${base}/verification`, { response });
  window.location.assign(String(redirect));
}

function ceremonyOf(form: HTMLFormElement): (() => Promise<void>) | undefined {
  switch (form.dataset.espace) {
    case 'sign-in':
      return () => signIn(form, false);
    case 'enrol':
      return () => register(form, `/espace/inscription/${encodeURIComponent(form.dataset.token ?? '')}`);
    case 'add-passkey':
      return () => register(form, '/espace/appareils');
    default:
      return undefined;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-espace]')) {
  const ceremony = ceremonyOf(form);
  if (!ceremony) continue;
  if (!browserSupportsWebAuthn()) {
    say(form, MESSAGES.unsupported);
    continue;
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    say(form, '');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    ceremony()
      .catch((err: unknown) => say(form, explain(err)))
      .finally(() => {
        if (button) button.disabled = false;
      });
  });
  // The browser's passkey autofill, waiting quietly for the member to pick their passkey;
  // the button's ceremony cancels it (WebAuthnAbortService) and starts its own.
  if (form.dataset.espace === 'sign-in')
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (autofill) signIn(form, true).catch((err: unknown) => err instanceof Refused && say(form, err.message));
    });
}

// Leaving the page (back-forward cache included) ends a waiting ceremony.
window.addEventListener('pagehide', () => WebAuthnAbortService.cancelCeremony());
