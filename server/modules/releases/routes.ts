import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { ReleasesResponse } from '../../../contract/api/releases';
import { authOf } from '../../plugins/auth';
import { HttpProblem, problemResponses } from '../../plugins/problem';
import { companyById } from '../companies/service';
import { checkDownload } from './download-links';
import { findRelease } from './repository';
import { sendStored, sendUnsatisfiable, requestedRange } from '../../storage/byte-range';
import { storageProblemFor } from '../../storage/storage-failure';
import { releaseKey, releaseViews } from './service';

/** A signed URL of the store outlives the redirect just long enough for a slow start. */
const signedUrlSeconds = 300;

export interface ReleasesOptions {
  publicUrl: string;
  /** Redirect to a signed URL of the object store instead of passing the bytes through. */
  signedDownloads: boolean;
}

const DownloadParams = Type.Object({ releaseId: Type.String({ pattern: '^[0-9a-hjkmnp-tv-z]{26}$' }) });
const DownloadQuery = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  signature: Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The installers: the latest per OS with signed links for the cabinet, and the download those links open. */
const releasesRoutes: FastifyPluginAsyncTypebox<ReleasesOptions> = async (app, { publicUrl, signedDownloads }) => {
  const deps = {
    db: app.db,
    clock: app.clock,
    files: app.files,
    downloadKey: app.downloadKey,
    publicUrl,
    signedDownloads,
  };
  app.get(
    '/api/company/releases',
    {
      schema: {
        operationId: 'listLatestReleases',
        tags: ['installers'],
        summary: 'The latest installer of each operating system, with a download link valid for 10 minutes',
        description: '403 EMAIL_NOT_CONFIRMED until the company e-mail is confirmed.',
        response: { 200: ReleasesResponse, ...problemResponses(401, 403, 500) },
      },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request) => {
      const company = await companyById(deps.db, authOf(request).companyId);
      if (!company) throw new HttpProblem(401, 'UNAUTHORIZED');
      if (!company.email_confirmed_at) throw new HttpProblem(403, 'EMAIL_NOT_CONFIRMED');
      return { releases: await releaseViews(deps.db, deps.downloadKey, deps.publicUrl, deps.clock()) };
    },
  );

  app.get(
    '/api/downloads/:releaseId',
    {
      config: { public: true },
      schema: {
        operationId: 'downloadRelease',
        tags: ['installers'],
        summary: 'Download an installer through a signed link from /api/company/releases',
        description:
          '403 FORBIDDEN for a link that is expired or not signed by this server; 404 for an unknown release. One byte range (Range: bytes=…) answers 206, so a broken download can resume. A server keeping files in S3 with S3_SIGNED_DOWNLOADS=true answers 302 to a short-lived signed URL of the store instead.',
        params: DownloadParams,
        querystring: DownloadQuery,
        response: {
          200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'The installer' }),
          206: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'A range of it' }),
          302: Type.Null({ description: 'To a signed URL of the object store' }),
          416: Type.Null({ description: 'The asked range lies past the end of the file' }),
          ...problemResponses(400, 403, 404, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const { releaseId } = request.params;
      const check = checkDownload(
        deps.downloadKey,
        releaseId,
        request.query.expires,
        request.query.signature,
        deps.clock(),
      );
      if (check !== 'ok')
        throw new HttpProblem(403, 'FORBIDDEN', {
          detail: `The download link is ${check === 'expired' ? 'expired' : 'not valid'}.`,
        });
      const release = await findRelease(deps.db, releaseId);
      if (!release) throw new HttpProblem(404, 'NOT_FOUND');
      const key = releaseKey(release.storage_name);
      reply.header('cache-control', 'private, no-store');
      if (deps.signedDownloads) {
        const url = await deps.files.signedUrl(key, signedUrlSeconds, release.file_name).catch((error: unknown) => {
          throw storageProblemFor(error);
        });
        if (url) return reply.redirect(url, 302);
      }
      reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachment(release.file_name))
        .header('x-content-sha256', release.sha256);
      const range = requestedRange(request.headers.range, release.size_bytes);
      if (range === 'unsatisfiable') return sendUnsatisfiable(reply, release.size_bytes);
      const file = await deps.files.read(key, range).catch((error: unknown) => {
        throw storageProblemFor(error);
      });
      if (!file) throw new HttpProblem(404, 'NOT_FOUND');
      return sendStored(reply, file);
    },
  );
};

export const releasesModule = fp(releasesRoutes, {
  name: 'releases',
  fastify: '5.x',
  dependencies: ['core-services', 'keys', 'files'],
  encapsulate: true,
});
