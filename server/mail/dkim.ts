import crypto from 'node:crypto';
import fs from 'node:fs';

/** What nodemailer signs with (its `dkim` option). */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: crypto.KeyObject;
  headerFieldNames: string;
}

/**
 * The headers a signature covers: who, what and when, and the newsletter's
 * one-click unsubscribe, which RFC 8058 (section 4) requires to be signed.
 */
export const SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'To',
  'Cc',
  'Subject',
  'Date',
  'Message-ID',
  'List-Id',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
].join(':');

/**
 * A DKIM setting that cannot be used: the server does not start, and says which
 * in its log's English; the admin commands say it in French.
 */
export class DkimError extends Error {
  constructor(
    message: string,
    readonly french: string,
  ) {
    super(message);
  }
}

/**
 * Reads the private key of DKIM_PRIVATE_KEY_FILE, once at start. Nodemailer sends
 * mails unsigned, without a word, when its key is wrong: here a key that cannot be
 * read, is not RSA or is shorter than mailbox providers accept stops the start.
 */
export function loadDkimKey({
  selector,
  domain,
  keyFile,
}: {
  selector: string;
  domain: string;
  keyFile: string;
}): DkimKey {
  let pem: string;
  try {
    pem = fs.readFileSync(keyFile, 'utf8');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new DkimError(
      `DKIM_PRIVATE_KEY_FILE: cannot read ${keyFile} (${reason})`,
      `DKIM_PRIVATE_KEY_FILE : impossible de lire ${keyFile} (${reason})`,
    );
  }
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    throw new DkimError(
      `DKIM_PRIVATE_KEY_FILE: ${keyFile} is not a PEM private key (make one with npm run mail:dkim)`,
      `DKIM_PRIVATE_KEY_FILE : ${keyFile} n’est pas une clé privée PEM (la commande mail:dkim en crée une)`,
    );
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa') {
    throw new DkimError(
      `DKIM_PRIVATE_KEY_FILE: ${keyFile} is an ${privateKey.asymmetricKeyType} key; DKIM here signs with RSA`,
      `DKIM_PRIVATE_KEY_FILE : ${keyFile} est une clé ${privateKey.asymmetricKeyType} ; ici, DKIM signe avec RSA`,
    );
  }
  if (bits < 1024) {
    throw new DkimError(
      `DKIM_PRIVATE_KEY_FILE: ${keyFile} is a ${bits}-bit key; mailbox providers refuse less than 1024 (npm run mail:dkim makes 2048)`,
      `DKIM_PRIVATE_KEY_FILE : ${keyFile} est une clé de ${bits} bits ; les messageries refusent moins de 1024 (la commande mail:dkim en crée de 2048)`,
    );
  }
  return { domainName: domain, keySelector: selector, privateKey, headerFieldNames: SIGNED_HEADERS };
}

/** A new key pair's private key (PEM) and the DNS TXT value of its public key. */
export function newDkimKeyPair(): { privatePem: string; txt: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, txt: dkimTxt(publicKey) };
}

/** `v=DKIM1; k=rsa; p=…`: what the DNS publishes for the key. */
export function dkimTxt(key: crypto.KeyObject): string {
  const publicKey = key.type === 'private' ? crypto.createPublicKey(key) : key;
  return `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
}

/** The record as a zone file writes it: a value longer than 255 characters is several quoted strings. */
export function zoneFileRecord(name: string, txt: string): string {
  return `${name}. 3600 IN TXT ( ${txt
    .match(/.{1,255}/g)!
    .map((chunk) => `"${chunk}"`)
    .join(' ')} )`;
}
