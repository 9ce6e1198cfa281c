import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import { hashOf, staffRepo, type StaffRow } from './repo';
import type { StaffMember } from './session';

/**
 * The passkey ceremonies (WebAuthn, decision 053) through @simplewebauthn/server:
 * enrolment from a one-time link, sign-in, another device's passkey. Each
 * challenge is stored (staff_challenges) and taken once, by whichever instance
 * receives the answer; the library checks the rest (origin, RP id, signature,
 * user verification).
 */

/** Who the passkeys are for: SITE_URL's host and origin (WebAuthn refuses an IP address as RP id). */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const relyingPartyOf = (siteUrl: string): RelyingParty => {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: 'Secretalia' };
};

/** How long a ceremony may take, from the options to the answer: the browser's prompt waits as long. */
const CEREMONY_MS = 5 * 60_000;

type Purpose = 'sign-in' | 'enrol' | 'add-passkey';

function challenges(db: Knex) {
  return {
    async keep(challenge: string, purpose: Purpose, memberId: number | null, now: Date): Promise<void> {
      await db('staff_challenges').where('expires_at', '<', now).delete();
      await db('staff_challenges').insert({
        challenge,
        purpose,
        staff_member_id: memberId,
        expires_at: new Date(now.getTime() + CEREMONY_MS),
      });
    },
    /** Whether the challenge was handed out for this purpose (and member), unexpired; it cannot be used again. */
    async take(challenge: string, purpose: Purpose, memberId: number | null, now: Date): Promise<boolean> {
      const taken = await db('staff_challenges')
        .where({ challenge, purpose })
        .andWhere('expires_at', '>', now)
        .modify((query) =>
          memberId === null ? query.whereNull('staff_member_id') : query.where('staff_member_id', memberId),
        )
        .delete()
        .returning('challenge');
      return taken.length === 1;
    },
  };
}

function passkeys(db: Knex) {
  return {
    async ofMember(memberId: number) {
      return db('staff_passkeys')
        .where({ staff_member_id: memberId })
        .orderBy('created_at')
        .select('id', 'transports', 'device_type', 'backed_up', 'created_at', 'last_used_at');
    },
    async byId(id: string) {
      return db('staff_passkeys as p')
        .join('staff_members as m', 'm.id', 'p.staff_member_id')
        .whereNull('m.revoked_at')
        .where('p.id', id)
        .first('p.id', 'p.public_key', 'p.counter', 'p.transports', 'm.id as member_id', 'm.email', 'm.name');
    },
  };
}

/** Refused answers (a ceremony the browser cancelled, a passkey we do not know, a replayed challenge). */
export class PasskeyRefused extends Error {}

async function verifiedOrRefused<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch {
    throw new PasskeyRefused('passkey refused');
  }
}

const registrationOptions = async (
  rp: RelyingParty,
  row: StaffRow,
  existing: { id: string; transports: string[] | null }[],
) =>
  generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: row.email,
    userDisplayName: row.name ?? row.email,
    userID: Buffer.from(row.webauthnUserId, 'base64url'),
    attestationType: 'none',
    // A device that already holds this member's passkey is not offered twice.
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
    // Discoverable (sign-in without typing an address) and unlocked by face, finger or the device's code.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });

/** The member an enrolment link is for, while it is unused and under 24 hours old. */
export async function invitee(db: Knex, token: string, now = new Date()): Promise<StaffMember | undefined> {
  const row = await db('staff_invites as i')
    .join('staff_members as m', 'm.id', 'i.staff_member_id')
    .where('i.token_hash', hashOf(token))
    .whereNull('i.used_at')
    .andWhere('i.expires_at', '>', now)
    .first('m.id', 'm.email', 'm.name');
  return row ? { id: Number(row.id), email: row.email, name: row.name } : undefined;
}

/** A member's passkeys, oldest first, as their page lists them. */
export async function passkeysOf(
  db: Knex,
  memberId: number,
): Promise<{ createdAt: Date; lastUsedAt: Date | null; synced: boolean }[]> {
  const rows = await passkeys(db).ofMember(memberId);
  return rows.map((row: { created_at: Date; last_used_at: Date | null; backed_up: boolean }) => ({
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    synced: row.backed_up,
  }));
}

export function passkeyService(db: Knex, rp: RelyingParty, clock: () => Date = () => new Date()) {
  const repo = staffRepo(db);
  const kept = challenges(db);
  const keys = passkeys(db);

  /** The new passkey, once the library has checked the answer to a challenge of ours (outside any transaction: it reads the challenge). */
  const verifiedRegistration = async (memberId: number, response: RegistrationResponseJSON, purpose: Purpose) => {
    const { verified, registrationInfo } = await verifiedOrRefused(() =>
      verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => kept.take(challenge, purpose, memberId, clock()),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }),
    );
    if (!verified) throw new PasskeyRefused('registration not verified');
    const { credential, credentialDeviceType, credentialBackedUp } = registrationInfo;
    return {
      id: credential.id,
      staff_member_id: memberId,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp,
      created_at: clock(),
    };
  };

  return {
    invitee: (token: string) => invitee(db, token, clock()),

    async enrolmentOptions(token: string): Promise<PublicKeyCredentialCreationOptionsJSON | undefined> {
      const invited = await this.invitee(token);
      if (!invited) return undefined;
      const row = (await repo.memberByEmail(invited.email))!;
      const options = await registrationOptions(rp, row, await keys.ofMember(row.id));
      await kept.keep(options.challenge, 'enrol', row.id, clock());
      return options;
    },

    /** Registers the passkey of an enrolment link and uses the link up: the member it was for, or undefined (link spent). */
    async enrol(token: string, response: RegistrationResponseJSON): Promise<StaffMember | undefined> {
      const invited = await this.invitee(token);
      if (!invited) return undefined;
      const passkey = await verifiedRegistration(invited.id, response, 'enrol');
      return db.transaction(async (trx) => {
        // Used once: two answers racing for one link, only one enrols.
        const [used] = await trx('staff_invites')
          .where({ token_hash: hashOf(token) })
          .whereNull('used_at')
          .andWhere('expires_at', '>', clock())
          .update({ used_at: clock() })
          .returning('staff_member_id');
        if (!used) return undefined;
        await trx('staff_passkeys').insert(passkey);
        // A member revoked then invited again is back.
        await trx('staff_members').where({ id: invited.id }).update({ revoked_at: null });
        return invited;
      });
    },

    async addPasskeyOptions(signedIn: StaffMember): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const row = (await repo.memberByEmail(signedIn.email))!;
      const options = await registrationOptions(rp, row, await keys.ofMember(row.id));
      await kept.keep(options.challenge, 'add-passkey', row.id, clock());
      return options;
    },

    async addPasskey(signedIn: StaffMember, response: RegistrationResponseJSON): Promise<void> {
      await db('staff_passkeys').insert(await verifiedRegistration(signedIn.id, response, 'add-passkey'));
    },

    async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      // No allowCredentials: the browser offers the passkeys it holds for this site (autofill included).
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
      await kept.keep(options.challenge, 'sign-in', null, clock());
      return options;
    },

    /** The member whose passkey answered, or a PasskeyRefused. */
    async signIn(response: AuthenticationResponseJSON): Promise<StaffMember> {
      const key = typeof response?.id === 'string' ? await keys.byId(response.id) : undefined;
      if (!key) throw new PasskeyRefused('unknown passkey');
      const { verified, authenticationInfo } = await verifiedOrRefused(() =>
        verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => kept.take(challenge, 'sign-in', null, clock()),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: key.id,
            publicKey: new Uint8Array(key.public_key as Buffer),
            counter: Number(key.counter),
            transports: key.transports ?? undefined,
          },
          requireUserVerification: true,
        }),
      );
      if (!verified) throw new PasskeyRefused('authentication not verified');
      await db('staff_passkeys')
        .where({ id: key.id })
        .update({ counter: authenticationInfo.newCounter, last_used_at: clock() });
      return { id: Number(key.member_id), email: key.email, name: key.name };
    },

    list: (memberId: number) => passkeysOf(db, memberId),
  };
}

export type PasskeyService = ReturnType<typeof passkeyService>;
