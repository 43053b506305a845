import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  ZUserById,
  ZUserCreate,
  ZUserList,
  ZUserLookups,
  ZUserResetPassword,
  ZUserResponse,
  ZUserSearch,
  ZUserSetEnabled,
  ZUserUpdate,
  type User,
} from '@dealer/contracts';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
import { access } from '../../platform/access/access';
import type { UsersService } from './users';
import { acknowledged } from '../../platform/http/envelopes';

/** User administration: superadmin only (spec: the login API's user management). */
export const usersRoutes: FastifyPluginAsyncZod<{
  service: UsersService;
  timeZone: string;
}> = async (app, { service, timeZone }) => {
  const config = access.roles('superadmin');
  const tags = ['users'];

  app.post(
    API.users.search,
    { config, schema: { tags, body: ZUserSearch, response: { 200: ZUserList } } },
    async (request) => service.search(request.body),
  );

  listExportRoute(
    app,
    API.users.export,
    { config, tags, body: ZUserSearch, timeZone },
    {
      title: 'Users',
      fileName: 'users',
      columns: [
        { header: 'User Name', width: 20, value: (u: User) => u.userName },
        { header: 'Full Name', width: 28, value: (u) => u.fullName },
        { header: 'Email', width: 28, value: (u) => u.email },
        { header: 'Role', width: 16, value: (u) => u.roles[0] },
        { header: 'Additional Roles', width: 24, value: (u) => u.additionalRoles.join('; ') },
        { header: 'Branches', width: 24, value: (u) => u.branchCodes.join('; ') },
        { header: 'Status', width: 10, value: (u) => (u.isEnabled ? 'Active' : 'InActive') },
        dateTimeColumn('Last Sign-in', 18, (u) => u.lastSignInTime),
        dateTimeColumn('Created', 18, (u) => u.createdTime),
      ],
      page: async (body) => {
        const list = await service.search(body);
        return { rows: list.users, total: list.total };
      },
    },
  );

  app.post(
    API.users.getById,
    { config, schema: { tags, body: ZUserById, response: { 200: ZUserResponse } } },
    async (request) => ({
      ...acknowledged('Success'),
      user: await service.getById(request.body.id),
    }),
  );

  app.post(
    API.users.add,
    { config, schema: { tags, body: ZUserCreate, response: { 200: ZUserResponse } } },
    async (request) => {
      const user = await service.create(request.body, request.user);
      return { ...acknowledged(`User ${user.userName} created`), user };
    },
  );

  app.post(
    API.users.edit,
    { config, schema: { tags, body: ZUserUpdate, response: { 200: ZUserResponse } } },
    async (request) => {
      const user = await service.update(request.body, request.user);
      return { ...acknowledged(`User ${user.userName} updated`), user };
    },
  );

  app.post(
    API.users.setEnabled,
    { config, schema: { tags, body: ZUserSetEnabled, response: { 200: ZUserResponse } } },
    async (request) => {
      const user = await service.setEnabled(request.body, request.user);
      return {
        ...acknowledged(`User ${user.userName} ${user.isEnabled ? 'enabled' : 'disabled'}`),
        user,
      };
    },
  );

  app.post(
    API.users.resetPassword,
    { config, schema: { tags, body: ZUserResetPassword, response: { 200: ZUserResponse } } },
    async (request) => {
      const user = await service.resetPassword(request.body, request.user);
      return { ...acknowledged(`Password of ${user.userName} reset`), user };
    },
  );

  app.get(
    API.users.lookups,
    { config, schema: { tags, response: { 200: ZUserLookups } } },
    async () => service.lookups(),
  );
};
