import { Router } from 'express';
import type { SettingsRepo } from '../../settings/repo';

export function settingsRouter(settings: SettingsRepo): Router {
  const router = Router();
  router.get('/social', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json(await settings.get('social'));
  });
  return router;
}
