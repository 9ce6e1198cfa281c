import { Router } from 'express';
import { z } from 'zod';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE } from '../../../shared/blog';
import type { BlogRepo } from '../../db/blogRepo';
import { ApiError } from '../errors';
import { validate } from './validate';

const positiveInt = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message));

const listQuery = z.object({
  page: positiveInt('La page doit être un entier supérieur ou égal à 1').default(1),
  per_page: positiveInt(`per_page doit être un entier entre 1 et ${BLOG_MAX_PAGE_SIZE}`)
    .pipe(z.number().max(BLOG_MAX_PAGE_SIZE, `per_page doit être un entier entre 1 et ${BLOG_MAX_PAGE_SIZE}`))
    .default(BLOG_PAGE_SIZE),
});

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function blogRouter(blog: BlogRepo): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { page, per_page } = validate(listQuery, req.query);
    res.json(await blog.list(page, per_page));
  });
  router.get('/:slug', async (req, res) => {
    const slug = req.params.slug;
    const post = SLUG.test(slug) && slug.length <= 200 ? await blog.findBySlug(slug) : undefined;
    if (!post) throw new ApiError(404, 'not_found', 'Article introuvable.');
    res.json(post);
  });
  return router;
}
