import type { FastifyRequest } from 'fastify';
import { receiveSingleFile } from '../upload/multipart';
import { checkImage } from './checkImage';
import { IMAGE_MAX_BYTES } from './limits';
import type { ImageInfo } from './sniff';

/**
 * The one image of a multipart request (field `file` unless told), read whole and checked by its
 * bytes; every refusal is a 400 naming the field. Store it with storeImage.
 */
export async function receiveImage(
  request: FastifyRequest,
  field = 'file',
): Promise<{ bytes: Buffer; fileName: string; info: ImageInfo }> {
  const part = await receiveSingleFile(request, {
    maxBytes: IMAGE_MAX_BYTES,
    field,
    noun: 'image',
  });
  return { bytes: part.buffer, fileName: part.fileName, info: checkImage(part.buffer, field) };
}
