import type { RowRef } from '@dealer/contracts/master';
import type { MasterListConfig } from './listTypes';
import type { ListQuery } from './search';
import type { UploadConfig } from './upload';

/** The file transfers every master module of MASTER_API has. */
interface TransferPaths {
  upload: string;
  template: string;
  export: string;
}

/** A master list's Upload: the module's upload and template paths, and the template's file name. */
export const masterUpload = (paths: TransferPaths, templateName: string): UploadConfig => ({
  path: paths.upload,
  template: paths.template,
  templateName,
});

/** A master list's Export: the module's export path, the list's own search body, the file name. */
export const masterExport = (
  paths: TransferPaths,
  body: (query: ListQuery) => unknown,
  fileName: string,
): NonNullable<MasterListConfig<unknown>['export']> => ({ path: paths.export, body, fileName });

/**
 * The bulk call's reference of a row keyed by `id` (a question is keyed by questionId): only the
 * two fields, as the bulk contract takes no others.
 */
export const idAndVersion = ({ id, version }: RowRef): RowRef => ({ id, version });
