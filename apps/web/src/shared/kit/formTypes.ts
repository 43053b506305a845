import type { Ack } from '@dealer/contracts/envelope';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { Reply } from '../api/client';
import type { FormMode } from './formMode';

export interface FormFieldsContext<Values> {
  mode: FormMode;
  readOnly: boolean;
  form: FormInstance<Values>;
}

/** What one master screen tells the form page. */
export interface MasterFormConfig<Row, Values> {
  /** The module's query key root; the record is [...root, 'detail', id]. */
  queryKey: readonly unknown[];
  /** Route of the list, where Back and a successful save lead. */
  basePath: string;
  /** Page title per mode, e.g. { create: 'Add Cluster', edit: 'Edit Cluster', ... }. */
  titles: Readonly<Record<FormMode, string>>;
  /** Loads a record; a missing one must reject with an ApiError of status 404. */
  load: (id: number, signal: AbortSignal) => Promise<Row>;
  toValues: (row: Row) => Values;
  /** A copy starts from the record's values; clear what must be new (e.g. nothing, or a code). */
  copyValues?: (values: Values) => Values;
  emptyValues: Values;
  /** Create (also for a copy): no id, no version. */
  create: (values: Values) => Promise<Reply<Ack>>;
  /** Edit: the record gives id and version. A stale version must reject with a 409 ApiError. */
  update: (values: Values, row: Row) => Promise<Reply<Ack>>;
  /** Form field names, so a 400's `errors[].field` lands on its field. */
  fieldNames: readonly string[];
  /** Server field names that differ from the form's, e.g. { masterBranch: '...' }. */
  fieldAliases?: Readonly<Record<string, string>>;
  renderFields: (context: FormFieldsContext<Values>) => ReactNode;
}
