import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaPrefix } from './videos-file';

export interface MediaRoutesOptions {
  /** `content/media`: videos, posters and captions named with a version, so they are cached for a year. */
  mediaDir: string;
}

/**
 * The content's media files with range requests (a player seeks without downloading the whole video) and a year's
 * immutable caching: `videos.yaml` only accepts names that carry a version.
 */
// Not encapsulated: a missing file falls through to the site's own not-found answer.
export const mediaRoutes = fp(
  async (app: FastifyInstance, { mediaDir }: MediaRoutesOptions) => {
    if (!existsSync(mediaDir)) return;
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: mediaPrefix,
      decorateReply: false,
      acceptRanges: true,
      maxAge: '365d',
      immutable: true,
      index: false,
      dotfiles: 'ignore',
      allowedPath: (pathname) => !pathname.endsWith('/'),
    });
  },
  { name: 'media' },
);
