import { Router } from 'express';
import { z } from 'zod';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, isSlug, parsePageNumber } from '../../../shared/blog';
import type { BlogRepo } from '../../blog/repo';
import { sendValidated } from '../../http/negotiation';
import { ProblemError, problems } from '../../http/problems';
import { validate } from './validate';

/** A page number as the site writes them (shared/blog.ts), the one rule of the list page and the API. */
const positiveInt = (message: string) =>
  z.string({ error: message }).transform((raw, ctx) => {
    const page = parsePageNumber(raw);
    if (page === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return page;
  });

const listQuery = z.object({
  page: positiveInt('La page doit être un entier supérieur ou égal à 1').default(1),
  per_page: positiveInt(`per_page doit être un entier entre 1 et ${BLOG_MAX_PAGE_SIZE}`)
    .pipe(z.number().max(BLOG_MAX_PAGE_SIZE, `per_page doit être un entier entre 1 et ${BLOG_MAX_PAGE_SIZE}`))
    .default(BLOG_PAGE_SIZE),
});

export function blogRouter(blog: BlogRepo): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { page, per_page } = validate(listQuery, req.query);
    // A client polling the list gets 304 until an article changes.
    sendValidated(req, res, JSON.stringify(await blog.list(page, per_page)), 'application/json; charset=utf-8');
  });
  router.get('/:slug', async (req, res) => {
    const slug = req.params.slug;
    const post = isSlug(slug) ? await blog.findBySlug(slug) : undefined;
    if (!post) throw new ProblemError(problems.articleNotFound);
    res.json(post);
  });
  return router;
}
