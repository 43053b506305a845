import { z } from 'zod';
import { id, int4, list } from './bounds';
import { ZAck } from './envelope';

/**
 * Shapes shared by every master-data module (cluster, branch, branch-cluster, branch-stock,
 * reason, question): the Active / InActive / Delete bulk action, paging, and upload results.
 */
export const BULK_ACTIONS = ['Active', 'InActive', 'Delete'] as const;
export const ZBulkAction = z.enum(BULK_ACTIONS);
export type BulkAction = z.infer<typeof ZBulkAction>;

/** A row picked in a list; `version` makes the bulk action refuse rows changed since the list loaded. */
export const ZRowRef = z.object({ id: id(), version: id() });
export type RowRef = z.infer<typeof ZRowRef>;

/** Rows one bulk action takes (one transaction); the console's 'select all N matching' too. */
export const BULK_MAX_ITEMS = 1000;
export const ZBulkRequest = z.object({
  action: ZBulkAction,
  items: list(ZRowRef, BULK_MAX_ITEMS).min(1, 'items needs at least one row'),
});
export type BulkRequest = z.infer<typeof ZBulkRequest>;

/** One result per row, labelled by a bracketed key such as the code: '[CL-JKT-01] Data has been Active'. */
export const ZBulkItemResult = ZAck.extend({ id: z.number().int(), key: z.string() });
export type BulkItemResult = z.infer<typeof ZBulkItemResult>;
/** The whole action is one transaction: acknowledge 1 only when every row succeeded, else nothing changed. */
export const ZBulkResponse = ZAck.extend({ results: z.array(ZBulkItemResult) });
export type BulkResponse = z.infer<typeof ZBulkResponse>;

export const ZListPaging = z.object({
  page: int4({ min: 1 }).default(1),
  pageSize: int4({ min: 1, max: 500 }).default(20),
});

export const SORT_ORDERS = ['ascend', 'descend'] as const;
export const ZSortOrder = z.enum(SORT_ORDERS);

/** Upload of an xlsx or csv file: every row is checked; one bad row writes nothing. */
/**
 * The class of an upload problem, so the console can sum them up: a column missing from the
 * header, a blank mandatory cell, a code the catalogue does not know, a value the form would
 * refuse, a key twice in the file, a key the database already holds.
 */
export const UPLOAD_ERROR_KINDS = [
  'column',
  'required',
  'code',
  'value',
  'repeated',
  'exists',
] as const;
export type UploadErrorKind = (typeof UPLOAD_ERROR_KINDS)[number];
export const ZUploadRowError = z.object({
  /** 1-based row number in the sheet, counting the header as row 1. */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
  /** Absent in answers of routes that check rows themselves (target podium overlaps). */
  kind: z.enum(UPLOAD_ERROR_KINDS).optional(),
});
export type UploadRowError = z.infer<typeof ZUploadRowError>;
export const ZUploadResponse = ZAck.extend({
  inserted: z.number().int(),
  errors: z.array(ZUploadRowError),
});
export type UploadResponse = z.infer<typeof ZUploadResponse>;
export const UPLOAD_MESSAGES = {
  mandatory: 'Field Mandatory is Required',
  maxBytes: 5 * 1024 * 1024,
  /** Data rows per upload file (the header row not counted); stated in every template. */
  maxRows: 50_000,
} as const;

/** Optional version for edits that came from an older console without it is refused: edits need it. */
export const ZVersioned = z.object({ id: id(), version: id() });

/** isEnabled travels as a boolean; filters accept it optional. */
export const ZEnabledFilter = z.boolean().optional();

/** Audit fields every master row answers with. */
export const ZAudit = z.object({
  version: z.number().int(),
  createdTime: z.string(),
  updatedTime: z.string().nullable(),
});

export const MASTER_MESSAGES = {
  notFound: 'Data not found!',
  stale: 'This data was changed by someone else; reload it and try again',
  active: 'Data has been Active',
  inactive: 'Data has been Not Active',
  deleted: 'Data has been deleted',
  saved: 'Data saved successfully',
} as const;

/** Paths of the master-data calls (spec 1 section 7), all POST unless marked GET. */
export const MASTER_API = {
  cluster: {
    getAll: '/api/testdrive/cluster/getall',
    types: '/api/testdrive/clusterType/getall', // GET
    search: '/api/testdrive/cluster/search',
    getById: '/api/testdrive/cluster/getbyid',
    addMultiple: '/api/testdrive/cluster/addmultiple',
    edit: '/api/testdrive/cluster/edit',
    delete: '/api/testdrive/cluster/delete',
    bulk: '/api/testdrive/cluster/bulk',
    upload: '/api/testdrive/cluster/upload', // multipart
    template: '/api/testdrive/cluster/template', // GET
    /** POST the search body: the filtered list as a streamed xlsx. */
    export: '/api/testdrive/cluster/export',
  },
  branch: {
    regions: '/api/testdrive/region/getall', // GET
    types: '/api/testdrive/branchType/getall', // GET
    query: '/api/testdrive/masterbranch/post',
    command: '/api/testdrive/masterbranch',
    bulk: '/api/testdrive/masterbranch/bulk',
    upload: '/api/testdrive/masterbranch/upload',
    template: '/api/testdrive/masterbranch/template',
    export: '/api/testdrive/masterbranch/export',
  },
  branchCluster: {
    command: '/api/testdrive/branchcluster',
    bulk: '/api/testdrive/branchcluster/bulk',
    upload: '/api/testdrive/branchcluster/upload',
    template: '/api/testdrive/branchcluster/template',
    export: '/api/testdrive/branchcluster/export',
  },
  branchStock: {
    getAll: '/api/testdrive/testdriveunit/getall', // GET
    search: '/api/testdrive/testdriveunit/search',
    getById: '/api/testdrive/testdriveunit/getbyid',
    addMultiple: '/api/testdrive/testdriveunit/addmultiple',
    addFromUpload: '/api/testdrive/testdriveunit/addmultiplefromfileupload',
    edit: '/api/testdrive/testdriveunit/edit',
    delete: '/api/testdrive/testdriveunit/delete',
    bulk: '/api/testdrive/testdriveunit/bulk',
    block: '/api/testdrive/testdriveunit/block',
    releaseBlock: '/api/testdrive/testdriveunit/releaseblock',
    upload: '/api/testdrive/testdriveunit/upload',
    template: '/api/testdrive/testdriveunit/template',
    export: '/api/testdrive/testdriveunit/export',
    modelMaterials: '/api/testdrive/modelmaterial',
    materials: '/api/testdrive/material',
    colors: '/api/testdrive/materialcolor',
  },
  reason: {
    categories: '/api/testdrive/reasoncategory/getall', // GET
    command: '/api/testdrive/reason',
    bulk: '/api/testdrive/reason/bulk',
    upload: '/api/testdrive/reason/upload',
    template: '/api/testdrive/reason/template',
    export: '/api/testdrive/reason/export',
  },
  question: {
    search: '/api/testdrive/getallquestionsbysearchcriteria',
    getById: '/api/testdrive/getquestionbyid',
    add: '/api/testdrive/addquestion',
    update: '/api/testdrive/updatequestion',
    deleteMultiple: '/api/testdrive/deletemultiplequestions',
    activateMultiple: '/api/testdrive/activatemultiplequestions',
    inactivateMultiple: '/api/testdrive/inactivatemultiplequestions',
    answerTypes: '/api/testdrive/questiontype/getall', // GET
    categories: '/api/testdrive/getallquestionnairecategory', // GET
    upload: '/api/testdrive/question/upload',
    template: '/api/testdrive/question/template',
    export: '/api/testdrive/question/export',
  },
} as const;
