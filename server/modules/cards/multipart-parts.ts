import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../../contract/api/errors';
import { multipartProblem } from '../../plugins/multipart-problem';
import { HttpProblem } from '../../plugins/problem';

/** What a multipart body carried: text parts by name (JSON parts possibly parsed already) and files by name. */
export interface UploadParts {
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
}

export interface PartRules {
  textFields: readonly string[];
  /** Each file part's name and its own size limit in bytes. */
  fileLimits: Readonly<Record<string, number>>;
}

const tooLarge = (field: string) =>
  new HttpProblem(413, 'PAYLOAD_TOO_LARGE', { errors: [{ field, reason: 'maxSize' }] });

/** Reads a file part up to `limit` bytes; past it, stops reading and answers 413 naming the part. */
const readLimited = async (part: MultipartFile, limit: number, field: string): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > limit || part.file.truncated) throw tooLarge(field);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw tooLarge(field);
  return Buffer.concat(chunks);
};

const drain = async (part: MultipartFile): Promise<void> => {
  for await (const _chunk of part.file) {
    // Read and dropped, so the parser reaches the parts after it.
  }
};

/**
 * Reads every part of a multipart upload, each file within its own limit. Unknown, repeated or misplaced parts
 * are field errors (400, all of them at once); a part over its limit stops the upload with 413 naming it.
 */
export const readUploadParts = async (request: FastifyRequest, rules: PartRules): Promise<UploadParts> => {
  if (!request.isMultipart()) throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  const errors: FieldError[] = [];
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      const field = `body/${name}`;
      const seen = Object.hasOwn(fields, name) || Object.hasOwn(files, name);
      const isFile = Object.hasOwn(rules.fileLimits, name);
      if (part.type === 'file') {
        if (seen || !isFile) {
          const reason = seen ? 'duplicate' : rules.textFields.includes(name) ? 'type' : 'additionalProperties';
          errors.push({ field, reason });
          await drain(part);
          continue;
        }
        files[name] = await readLimited(part, rules.fileLimits[name] as number, field);
        continue;
      }
      if (seen || !rules.textFields.includes(name)) {
        const reason = seen ? 'duplicate' : isFile ? 'type' : 'additionalProperties';
        errors.push({ field, reason });
        continue;
      }
      if (part.valueTruncated) {
        throw new HttpProblem(413, 'PAYLOAD_TOO_LARGE', { errors: [{ field, reason: 'maxLength' }] });
      }
      fields[name] = part.value;
    }
  } catch (error) {
    throw multipartProblem(error);
  }
  if (errors.length > 0) throw new HttpProblem(400, 'VALIDATION_FAILED', { errors });
  return { fields, files };
};
