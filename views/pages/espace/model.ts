/**
 * What the espace's pages show of a lead, as plain data: the route modules make it from
 * server/leads/'s functions (server/leads/inbox.ts), the pages only lay it out.
 */
export type LeadKind = 'quote' | 'contact' | 'callback';

/** A status as stored (`contacte`) and as the team reads it (« contacté »). */
export interface StatusChoice {
  value: string;
  label: string;
}

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'dead';

export interface EspaceLead {
  id: number;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  practice: string | null;
  city: string | null;
  /** The plan's title (« Sérénité »), when one was chosen. */
  plan: string | null;
  /** The speciality's name, when the quote was asked from its page. */
  specialty: string | null;
  message: string;
  consent: boolean;
  /** The page of the site it was sent from. */
  page: string | null;
  /** Where it came from, in a word: the campaign's source, the site that sent it, or `direct`. */
  source: string;
  /** Every known field of its provenance, labelled (campaign, medium, landing page…). */
  provenance: [string, string][];
  receivedAt: Date;
  status: StatusChoice;
  statusAt: Date | null;
  /** When the promised reply (24 working hours) runs out, while it is still « nouveau ». */
  dueAt: Date | null;
  /** How far past it, in working milliseconds (0 or less: not late). */
  lateMs: number;
  callbackAt: Date | null;
  notification: 'sent' | 'pending' | 'dead' | 'none';
}

/** A callback to make, and where its day stands against today. */
export interface EspaceCallback extends EspaceLead {
  callbackAt: Date;
  when: 'today' | 'later' | 'past';
}

/** One change of status in a lead's history. */
export interface EspaceChange {
  status: StatusChoice;
  note: string | null;
  by: string | null;
  at: Date;
}

/** One notification of a lead: its mail, or a webhook (Slack, Teams, a CRM). */
export interface EspaceDelivery {
  channel: 'mail' | 'webhook';
  id: number;
  /** « E-mail à l’équipe », or the webhook's host. */
  to: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  at: Date;
}
