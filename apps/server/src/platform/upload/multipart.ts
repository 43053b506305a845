import type { FastifyRequest } from 'fastify';
// Types of request.parts() and request.isMultipart(); the plugin is registered in app.ts.
import type {} from '@fastify/multipart';
import { AppError } from '../http/errors';

/** A 400 that names the multipart field, as every other bad input does. */
export const refuseFile = (message: string, field = 'file') =>
  new AppError(400, 'VALIDATION', message, [{ field, message }]);

export interface ReceivedPart {
  /** The name the client gave; '' when it gave none. */
  fileName: string;
  buffer: Buffer;
}

/**
 * What @fastify/multipart and busboy throw, as the sentence a client can act on. busboy throws
 * plain Errors ('Unexpected end of form', 'Malformed part header', 'Multipart: Boundary not
 * found') for truncated bodies, a boundary the body does not use or none at all: without this
 * map each of them was a 500.
 */
function refusalOf(error: unknown, field: string, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refuseFile(`${field} is larger than ${maxBytes / (1024 * 1024)} MB`, field);
    case 'FST_FILES_LIMIT':
      return refuseFile(`Send one file in the field "${field}", not several`, field);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return refuseFile(`Send only the file, in the field "${field}"`, field);
    default: {
      const reason = error instanceof Error ? ` (${error.message})` : '';
      return refuseFile(
        `The request is not a well-formed multipart/form-data body with the file in the field "${field}"${reason}`,
        field,
      );
    }
  }
}

/**
 * The one file of a multipart upload, read whole (at most `maxBytes`). Every part is walked to
 * the end, so a second file, a file in another field, and a body that breaks off or never matches
 * its boundary are all refused with a 400 naming `field`, never half-read. Every route that takes
 * a file goes through here.
 */
export async function receiveSingleFile(
  request: FastifyRequest,
  options: { maxBytes: number; field?: string; noun?: string },
): Promise<ReceivedPart> {
  const field = options.field ?? 'file';
  const noun = options.noun ?? 'file';
  if (!request.isMultipart()) {
    throw refuseFile(`Send the ${noun} as multipart/form-data in the field "${field}"`, field);
  }
  let found: ReceivedPart | undefined;
  try {
    // files: 2 so that busboy hands over a second file for the sentence below.
    const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 2 } });
    for await (const part of parts) {
      if (part.type === 'field') continue; // form fields beside the file are ignored
      if (found) throw refuseFile(`Send one file in the field "${field}", not several`, field);
      if (part.fieldname !== field) {
        throw refuseFile(
          `Send the ${noun} in the field "${field}", not "${part.fieldname}"`,
          field,
        );
      }
      found = { fileName: part.filename, buffer: await part.toBuffer() };
    }
  } catch (error) {
    throw refusalOf(error, field, options.maxBytes);
  }
  if (!found) throw refuseFile(`${field} is required`, field);
  return found;
}
