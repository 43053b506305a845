import type { BulkAction, BulkResponse } from '@dealer/contracts/master';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp, Input, Select } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { apiPost } from '../shared/api/client';
import { expectReply } from '../shared/api/expectReply';
import { queryClient } from '../shared/api/queryClient';
import { postMasterBulk, postMasterCommand } from '../shared/kit/commands';
import { FieldCol, StatusItem } from '../shared/kit/formItems';
import type { MasterFormConfig } from '../shared/kit/formTypes';
import type { MasterListConfig } from '../shared/kit/listTypes';
import { MasterFormPage } from '../shared/kit/MasterFormPage';
import { MasterListPage } from '../shared/kit/MasterListPage';
import { statusSearchField } from '../shared/kit/statusField';
import { FeedbackBridge } from '../shared/ui/FeedbackBridge';
import { i18next } from '../shared/i18n/i18n';
import { z } from 'zod';

/** A made-up master module ('things') that drives the kit the way a feature does. */
export interface Thing {
  id: number;
  version: number;
  code: string;
  name: string;
  isEnabled: boolean;
}

export const THING_API = {
  search: '/api/things/search',
  getById: '/api/things/getbyid',
  add: '/api/things/add',
  edit: '/api/things/edit',
  bulk: '/api/things/bulk',
  upload: '/api/things/upload',
  template: '/api/things/template',
};

const ZThing = z.object({
  id: z.number(),
  version: z.number(),
  code: z.string(),
  name: z.string(),
  isEnabled: z.boolean(),
});
const ZThingList = z.object({
  acknowledge: z.literal(1),
  message: z.string(),
  things: z.array(ZThing),
  total: z.number(),
});

const t = i18next.t.bind(i18next);

const listConfig: MasterListConfig<Thing> = {
  queryKey: ['things'],
  title: 'Things',
  basePath: '/things',
  emptyText: 'No things yet.',
  searchFields: [
    { name: 'code', label: 'Thing code', valueType: 'string', input: <Input /> },
    statusSearchField(t),
    {
      name: 'kind',
      label: 'Kind',
      valueType: 'number',
      input: <Select allowClear options={[{ value: 1, label: 'One' }]} />,
    },
  ],
  fetchPage: async (query, signal) => {
    const reply = await apiPost(
      THING_API.search,
      { ...query.filters, page: query.page, pageSize: query.pageSize },
      { signal },
    );
    const list = expectReply(ZThingList, reply);
    return { rows: list.things, total: list.total };
  },
  columns: [
    { title: 'Code', key: 'code', dataIndex: 'code', sorter: true },
    { title: 'Name', key: 'name', dataIndex: 'name' },
  ],
  rowRef: (row) => ({ id: row.id, version: row.version }),
  rowLabel: (row) => row.code,
  bulk: (action: BulkAction, rows: readonly Thing[]) =>
    postMasterBulk<BulkResponse>(THING_API.bulk, {
      action,
      items: rows.map((row) => ({ id: row.id, version: row.version })),
    }),
  upload: { path: THING_API.upload, template: THING_API.template, templateName: 'things.xlsx' },
};

type ThingValues = Pick<Thing, 'code' | 'name' | 'isEnabled'>;

const formConfig: MasterFormConfig<Thing, ThingValues> = {
  queryKey: ['things'],
  basePath: '/things',
  titles: { create: 'Add Thing', edit: 'Edit Thing', view: 'View Thing', copy: 'Copy Thing' },
  load: async (id, signal) => {
    const reply = await apiPost(THING_API.getById, { id }, { signal, handles: [404] });
    return expectReply(z.object({ thing: ZThing }), reply).thing;
  },
  toValues: (row) => ({ code: row.code, name: row.name, isEnabled: row.isEnabled }),
  emptyValues: { code: '', name: '', isEnabled: true },
  create: (values) => postMasterCommand(THING_API.add, [values]),
  update: (values, row) =>
    postMasterCommand(THING_API.edit, { ...values, id: row.id, version: row.version }),
  fieldNames: ['code', 'name', 'isEnabled'],
  renderFields: () => (
    <>
      <FieldCol name="code" label="Thing code">
        <Input />
      </FieldCol>
      <FieldCol name="name" label="Thing name">
        <Input />
      </FieldCol>
      <StatusItem />
    </>
  ),
};

export function renderMaster(path: string) {
  return renderRoutes(
    [
      { path: '/things', element: <MasterListPage config={listConfig} /> },
      { path: '/things/create', element: <MasterFormPage config={formConfig} /> },
      { path: '/things/:mode/:id', element: <MasterFormPage config={formConfig} /> },
    ],
    path,
  );
}

/** Routes inside what signed-in screens get: the query cache and antd's feedback API. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AntdApp>
        <FeedbackBridge />
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
  return { router, ...view };
}
