import type { Logger } from './logger';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { createElement, type ReactElement } from 'react';
import { isPlanId, type PlanId } from '../shared/plans';
import { contactFormSchema, contactPayload, fieldErrors, newsletterSchema, quoteFormSchema, quotePayload } from '../shared/schemas';
import { ContactPage } from '../views/pages/ContactPage';
import { NewsletterPage } from '../views/pages/NewsletterPage';
import { QuotePage, type PostedForm } from '../views/pages/QuotePage';
import { isDatabaseUnavailable } from './db/unavailable';
import type { PageRenderer } from './render/pageRenderer';
import { sendPage } from './render/renderPage';
import type { ContactService } from './services/contact';
import type { NewsletterService } from './services/newsletter';

export interface FormPostsDeps {
  pages: PageRenderer;
  contact: ContactService;
  newsletter: NewsletterService;
  /** The API's `forms` tier: a post here counts as much as a post to the API. */
  limiter: RequestHandler;
  logger: Logger;
}

/** Where each form lands once the server has taken it. */
export const thanksPaths = {
  quote: '/demande-devis/merci',
  contact: '/contact/merci',
  newsletter: '/newsletter/merci',
} as const;

/** The source recorded with a subscription, the same as through the API. */
const NEWSLETTER_SOURCE = 'formulaire newsletter du site';

type Body = Record<string, unknown>;

const TEXT_FIELDS = ['nom', 'email', 'telephone', 'cabinet', 'ville', 'message'] as const;

function bodyOf(req: Request): Body {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {};
}

/** A field sent once, as text; a repeated field keeps its first value. */
function field(body: Body, name: string): string {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return '';
}

/** Bots fill every field; people never see this one (the API refuses it the same way). */
const honeypotFilled = (body: Body) => field(body, 'website') !== '';

/** What the visitor typed, to put back in the fields: the checkbox as the form sends it. */
function postedValues(body: Body): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of TEXT_FIELDS) values[name] = field(body, name);
  if (field(body, 'acceptPolicy') === 'on') values.acceptPolicy = 'on';
  return values;
}

/** The plan radio of the no-JavaScript form first, then the hidden field kept in step by the carousel. */
function postedPlan(body: Body): PlanId {
  const choice = field(body, 'formule');
  if (isPlanId(choice)) return choice;
  const hidden = field(body, 'plan');
  return isPlanId(hidden) ? hidden : 'standard';
}

/**
 * The quote, contact and newsletter forms posted as plain HTML, for visitors
 * without JavaScript: the same schemas, honeypot, rate limit and services as
 * the API. Refused: the page again (400) with the messages under the fields and
 * the values kept. Taken: a 303 to a thank-you page, so that a reload sends nothing twice.
 */
export function formPosts({ pages, contact, newsletter, limiter, logger }: FormPostsDeps): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 50 });

  const answer = async (req: Request, res: Response, status: number, element: ReactElement) => {
    res.setHeader('Cache-Control', 'no-store');
    sendPage(req, res, await pages.render(req, status, element));
  };
  const failureStatus = (req: Request, err: unknown) => {
    logger.error({ err, url: req.originalUrl }, 'form post failed');
    return isDatabaseUnavailable(err) ? 503 : 500;
  };

  router.post('/demande-devis', limiter, form, async (req, res) => {
    const body = bodyOf(req);
    const values: Record<string, string> = { ...postedValues(body), plan: postedPlan(body) };
    const refuse = (status: number, posted: PostedForm) => answer(req, res, status, createElement(QuotePage, { posted }));
    if (honeypotFilled(body)) return refuse(400, { errors: {}, values, failed: true });
    const parsed = quoteFormSchema.safeParse({ ...values, acceptPolicy: values.acceptPolicy === 'on' });
    if (!parsed.success) return refuse(400, { errors: fieldErrors(parsed.error), values });
    try {
      await contact.submit(quotePayload(parsed.data));
    } catch (err) {
      return refuse(failureStatus(req, err), { errors: {}, values, failed: true });
    }
    res.redirect(303, thanksPaths.quote);
  });

  router.post('/contact', limiter, form, async (req, res) => {
    const body = bodyOf(req);
    const values = postedValues(body);
    const refuse = (status: number, posted: PostedForm) => answer(req, res, status, createElement(ContactPage, { posted }));
    if (honeypotFilled(body)) return refuse(400, { errors: {}, values, failed: true });
    const parsed = contactFormSchema.safeParse({ ...values, acceptPolicy: values.acceptPolicy === 'on' });
    if (!parsed.success) return refuse(400, { errors: fieldErrors(parsed.error), values });
    try {
      await contact.submit(contactPayload(parsed.data));
    } catch (err) {
      return refuse(failureStatus(req, err), { errors: {}, values, failed: true });
    }
    res.redirect(303, thanksPaths.contact);
  });

  router.post('/newsletter', limiter, form, async (req, res) => {
    const body = bodyOf(req);
    const email = field(body, 'email');
    const refuse = (status: number, outcome: 'invalid' | 'failed') =>
      answer(req, res, status, createElement(NewsletterPage, { email, outcome }));
    if (honeypotFilled(body)) return refuse(400, 'failed');
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) return refuse(400, 'invalid');
    try {
      await newsletter.subscribe(parsed.data.email, NEWSLETTER_SOURCE);
    } catch (err) {
      return refuse(failureStatus(req, err), 'failed');
    }
    res.redirect(303, thanksPaths.newsletter);
  });

  return router;
}
