import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Avatar } from '../../../contract/api/settings';
import { avatarField } from '../../../contract/rules/avatar';
import { authOf } from '../../plugins/auth';
import { multipartProblem } from '../../plugins/multipart-problem';
import { HttpProblem, problemResponses } from '../../plugins/problem';
import type { FastifyRequest } from 'fastify';
import type { StoredRead } from '../../storage/file-store';
import { storageProblemFor } from '../../storage/storage-failure';
import { mapRefusals } from '../../plugins/refusal';
import { companyRefusals } from '../companies/company-refusal';
import { companyById } from '../companies/service';
import { settingsPlugin } from '../settings/plugin';
import { avatarRefusals } from './avatar-refusal';
import { avatarMaxBytes } from './image';
import { type AvatarDeps, avatarFilePattern, avatarKey, avatarUrl, removeAvatar, replaceAvatar } from './service';

const badFile = (reason: string) =>
  new HttpProblem(400, 'VALIDATION_FAILED', { errors: [{ field: `body/${avatarField}`, reason }] });

/**
 * The image's bytes from the one file part; a second file is bad input (400), not an oversized body. The plugin's
 * 413 past the byte limit and busboy's parse errors are thrown as they are.
 */
const readAvatarPart = async (request: FastifyRequest): Promise<Buffer> => {
  let upload: Buffer | undefined;
  for await (const part of request.parts()) {
    if (upload !== undefined) throw badFile('duplicate');
    if (part.type !== 'file' || part.fieldname !== avatarField) throw badFile('required');
    upload = await part.toBuffer();
  }
  if (upload === undefined) throw badFile('required');
  return upload;
};

/** The company logo: upload (multipart), remove, and the public, immutable image the desktop app fetches too. */
const avatarRoutes: FastifyPluginAsyncTypebox<{ deps: AvatarDeps }> = async (app, { deps }) => {
  mapRefusals(app, avatarRefusals, companyRefusals);
  // Registered here, so multipart parsing exists on this plugin's routes only. Two files are allowed through the
  // parser so that the second is refused as a duplicate (400) rather than as an oversized body (413).
  await app.register(multipart, { limits: { fileSize: avatarMaxBytes, files: 2, fields: 0, parts: 3 } });
  const common = { tags: ['settings'] };
  const cabinet = app.requireRole('owner', 'admin');

  app.get(
    '/api/company/avatar',
    {
      schema: {
        operationId: 'getAvatar',
        ...common,
        summary: 'The logo URL',
        response: { 200: Avatar, ...problemResponses(401, 403) },
      },
      onRequest: cabinet,
    },
    async (request) => {
      const company = await companyById(deps.db, authOf(request).companyId);
      return { url: avatarUrl(company?.avatar_file ?? null) };
    },
  );

  app.put(
    '/api/company/avatar',
    {
      schema: {
        operationId: 'uploadAvatar',
        ...common,
        summary: 'Upload or replace the logo',
        description: `multipart/form-data with one file in the "${avatarField}" field: JPEG, PNG or WebP (decided from the bytes), at most 5 MB. Re-encoded as PNG without metadata. 415 for other types, 400 for a damaged image or a second file, 413 above 5 MB or 50 megapixels. 507 STORAGE_FULL, 503 STORAGE_READ_ONLY or 503 STORAGE_UNAVAILABLE (the object store cannot be reached), with Retry-After, when the server cannot store it; the previous logo stays.`,
        consumes: ['multipart/form-data'],
        response: { 200: Avatar, ...problemResponses(400, 401, 403, 413, 415, 503, 507) },
      },
      onRequest: cabinet,
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE');
      const upload = await readAvatarPart(request).catch((error: unknown) => {
        throw multipartProblem(error);
      });
      return { url: await replaceAvatar(deps, authOf(request).companyId, upload) };
    },
  );

  app.delete(
    '/api/company/avatar',
    {
      schema: {
        operationId: 'deleteAvatar',
        ...common,
        summary: 'Remove the logo',
        response: { 204: Type.Null(), ...problemResponses(401, 403) },
      },
      onRequest: cabinet,
    },
    async (request, reply) => {
      await removeAvatar(deps, authOf(request).companyId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/avatars/:file',
    {
      config: { public: true },
      schema: {
        operationId: 'getAvatarImage',
        tags: ['settings'],
        summary: 'A logo image (public, immutable)',
        description: "The path comes from the company's avatar URL; a replaced logo gets a new path.",
        params: Type.Object(
          { file: Type.String({ pattern: avatarFilePattern.source }) },
          { additionalProperties: false },
        ),
        produces: ['image/png'],
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The PNG image.' }),
          ...problemResponses(400, 404, 503),
        },
      },
    },
    async (request, reply) => {
      let image: StoredRead | null;
      try {
        image = await deps.files.read(avatarKey(request.params.file));
      } catch (error) {
        throw storageProblemFor(error);
      }
      if (!image) throw new HttpProblem(404, 'NOT_FOUND');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-length', String(image.size))
        .send(image.stream);
    },
  );
};

export const avatarModule = settingsPlugin('avatar', ['db', 'clock', 'files'], avatarRoutes);
