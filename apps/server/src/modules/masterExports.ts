import type { FastifyPluginAsync } from 'fastify';
import {
  MASTER_API,
  ZBranchClusterCommand,
  ZClusterSearch,
  ZMasterBranchQuery,
  ZQuestionSearch,
  ZReasonCommand,
  ZTestDriveUnitSearch,
  type ClusterBranchMapping,
  type Cluster,
  type MasterBranch,
  type Question,
  type Reason,
  type TestDriveUnit,
} from '@dealer/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Database, type Db } from '../db/client';
import { branchScope } from '../platform/access/branchScope';
import {
  dateTimeColumn,
  listExportRoute,
  type ListExportColumn,
} from '../platform/excel/listExport';
import { masterAccess } from '../platform/records/access';
import { businessToday } from '../platform/time/businessDate';
import { searchBranches } from './branch/public';
import { searchMappings } from './branch-cluster/public';
import { listUnits, prepared } from './branch-stock/public';
import { searchClusters } from './cluster/public';
import { searchQuestions } from './question/public';
import { searchReasons } from './reason/public';

export interface MasterExportOptions {
  db: Db;
  database: Database;
  timeZone: string;
}

const status = (enabled: boolean) => (enabled ? 'Active' : 'InActive');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Created and Updated, in the business time zone, closing every sheet. */
function audit<
  T extends { createdTime: string; updatedTime: string | null },
>(): ListExportColumn<T>[] {
  return [
    dateTimeColumn('Created', 18, (r) => r.createdTime),
    dateTimeColumn('Updated', 18, (r) => r.updatedTime),
  ];
}

/** The name each id filter stands for, as the screens' pickers show it. */
const ID_NAMES: Record<string, (id: number) => SQL> = {
  branchid: (id) =>
    sql`select branch_code || ' · ' || branch_description as name from branch where id = ${id}`,
  clusterid: (id) =>
    sql`select cluster_code || ' · ' || cluster_description as name from cluster where id = ${id}`,
  clustertypeid: (id) => sql`select cluster_type_desc as name from cluster_type where id = ${id}`,
  modelmaterialid: (id) =>
    sql`select model_material_code || ' · ' || model_material_desc as name from model_material
      where id = ${id}`,
  materialid: (id) =>
    sql`select material_number || ' · ' || material_desc as name from material where id = ${id}`,
  reasoncategoryid: (id) => sql`select description as name from reason_category where id = ${id}`,
};

/**
 * The Filters sheet's value of an id filter: 'T010 · Kelapa Gading', not 12, because the reader
 * picked a branch by name on the screen. The wire spells the fields BranchId, clusterId or
 * clusterid depending on the list; matched whatever the case. Runs after the list's first page,
 * so the list's own scope check has already refused an id the user may not ask for.
 */
function namedIds(db: Db) {
  return async (key: string, value: unknown): Promise<string | undefined> => {
    const lookup = ID_NAMES[key.toLowerCase()];
    if (!lookup || typeof value !== 'number') return undefined;
    const [row] = await rows<{ name: string }>(db, lookup(value));
    return row ? row.name : `${value} (no longer exists)`;
  };
}

/**
 * The xlsx export of every master-data list (issue 10, section 7): one POST per list taking the
 * list's own search body, answered through the list's own search (same filters, sort, role and
 * branch scope), streamed by platform/excel/listExport.
 */
export const masterExportRoutes: FastifyPluginAsync<MasterExportOptions> = async (
  app,
  { db, database, timeZone },
) => {
  const { read, checklist } = masterAccess;
  const filterValue = namedIds(db);

  listExportRoute(
    app,
    MASTER_API.cluster.export,
    { config: read, tags: ['cluster'], body: ZClusterSearch, timeZone },
    {
      title: 'Cluster',
      fileName: 'cluster',
      filterValue,
      columns: [
        { header: 'Cluster Code', width: 16, value: (r: Cluster) => r.clusterCode },
        { header: 'Cluster Type', width: 22, value: (r) => r.clusterTypeDesc },
        { header: 'Cluster Description', width: 36, value: (r) => r.clusterDescription },
        { header: 'Status', width: 10, value: (r) => status(r.isEnabled) },
        ...audit<Cluster>(),
      ],
      page: async (body) => {
        const list = await searchClusters(db, body);
        return { rows: list.listCluster, total: list.total };
      },
    },
  );

  listExportRoute(
    app,
    MASTER_API.branch.export,
    { config: read, tags: ['branch'], body: ZMasterBranchQuery.options[1], timeZone },
    {
      title: 'Branch',
      fileName: 'branch',
      filterValue,
      columns: [
        { header: 'Branch Code', width: 12, value: (r: MasterBranch) => r.branchCode },
        { header: 'Branch Description', width: 30, value: (r) => r.branchDescription },
        { header: 'Branch Type', width: 12, value: (r) => r.branchTypeCode },
        { header: 'Region', width: 18, value: (r) => r.regionName },
        { header: 'Address', width: 40, value: (r) => r.address },
        { header: 'Postal Code', width: 10, value: (r) => r.postalCode },
        { header: 'Phone 1', width: 16, value: (r) => r.phone1 },
        { header: 'Phone 2', width: 16, value: (r) => r.phone2 },
        { header: 'Fax', width: 16, value: (r) => r.fax },
        { header: 'PIC', width: 30, value: (r) => r.branchPICName },
        { header: 'Email To', width: 28, value: (r) => r.branchEmailTo },
        { header: 'Email Cc', width: 28, value: (r) => r.branchEmailCc },
        { header: 'Monday to Friday', width: 16, value: (r) => r.mondayToFriday },
        { header: 'Saturday', width: 16, value: (r) => r.saturday },
        { header: 'Sunday', width: 16, value: (r) => r.sunday },
        { header: 'Latitude', width: 12, type: 'number', value: (r) => r.latitude },
        { header: 'Longitude', width: 12, type: 'number', value: (r) => r.longitude },
        { header: 'Website', width: 28, value: (r) => r.webSiteLink },
        { header: 'Status', width: 10, value: (r) => status(r.isEnabled) },
        ...audit<MasterBranch>(),
      ],
      page: async (body, user) => {
        const list = await searchBranches(db, branchScope(user), body);
        return { rows: list.listBranch, total: list.total };
      },
    },
  );

  listExportRoute(
    app,
    MASTER_API.branchCluster.export,
    { config: read, tags: ['branch-cluster'], body: ZBranchClusterCommand.options[2], timeZone },
    {
      title: 'Branch to cluster',
      fileName: 'branch-cluster',
      filterValue,
      columns: [
        { header: 'Cluster Code', width: 16, value: (r: ClusterBranchMapping) => r.clusterCode },
        { header: 'Cluster Description', width: 30, value: (r) => r.clusterDescription },
        { header: 'Branch Code', width: 12, value: (r) => r.branchCode },
        { header: 'Branch Description', width: 30, value: (r) => r.branchDescription },
        { header: 'Status', width: 10, value: (r) => status(r.isEnabled) },
        ...audit<ClusterBranchMapping>(),
      ],
      page: async (body, user) => {
        const list = await searchMappings(db, branchScope(user), body);
        return { rows: list.clusterBranches, total: list.total };
      },
    },
  );

  const run = prepared(database);
  listExportRoute(
    app,
    MASTER_API.branchStock.export,
    { config: read, tags: ['branch-stock'], body: ZTestDriveUnitSearch, timeZone },
    {
      title: 'Branch stock',
      fileName: 'branch-stock',
      filterValue,
      columns: [
        { header: 'Cluster', width: 14, value: (r: TestDriveUnit) => r.clusterCode },
        { header: 'Branch Code', width: 12, value: (r) => r.branchCode },
        { header: 'Branch', width: 28, value: (r) => r.branchDescription },
        { header: 'Model', width: 20, value: (r) => r.modelMaterialDesc },
        { header: 'Material Number', width: 18, value: (r) => r.materialNumber },
        { header: 'Type', width: 28, value: (r) => r.materialDesc },
        { header: 'Color', width: 18, value: (r) => `${r.colorCode} ${r.colorDesc}` },
        { header: 'Transmission', width: 12, value: (r) => r.transmissionType },
        { header: 'Police Reg No', width: 14, value: (r) => r.policeRegNo },
        { header: 'Equipment No', width: 14, value: (r) => r.equipmentNo },
        { header: 'STNK Date', width: 12, type: 'date', value: (r) => r.stnkdate },
        { header: 'GPS Dongle', width: 10, value: (r) => yesNo(r.isGpsdongle) },
        { header: 'Booking Status', width: 14, value: (r) => r.bookingStatus },
        { header: 'Blocked', width: 10, value: (r) => yesNo(r.isBlock) },
        { header: 'Status', width: 10, value: (r) => status(r.isEnabled) },
        ...audit<TestDriveUnit>(),
      ],
      page: async (q, user) => {
        // The same filter the list's search builds (branch-stock/routes.ts), on the same day.
        const { units, total } = await listUnits(
          run,
          {
            scope: branchScope(user),
            clusterId: q.ClusterId,
            branchId: q.BranchId,
            modelMaterialId: q.ModelMaterialId,
            materialId: q.MaterialId,
            isEnabled: q.IsEnabled,
            transmissionType: q.TransmissionType,
            keyword: q.keyword,
            bookingStatus: q.BookingStatus,
          },
          q,
          { date: businessToday(timeZone), timeZone },
        );
        return { rows: units, total };
      },
    },
  );

  listExportRoute(
    app,
    MASTER_API.reason.export,
    { config: read, tags: ['reason'], body: ZReasonCommand.options[2], timeZone },
    {
      title: 'Reason',
      fileName: 'reason',
      filterValue,
      columns: [
        { header: 'Category Code', width: 14, value: (r: Reason) => r.reasonCategoryCode },
        { header: 'Category', width: 24, value: (r) => r.reasonCategoryDescription },
        { header: 'Reason', width: 40, value: (r) => r.reasonDescription },
        { header: 'Status', width: 10, value: (r) => status(r.isEnabled) },
        ...audit<Reason>(),
      ],
      page: async (body) => {
        const list = await searchReasons(db, body);
        return { rows: list.reasonListMappings, total: list.total };
      },
    },
  );

  listExportRoute(
    app,
    MASTER_API.question.export,
    { config: checklist, tags: ['question'], body: ZQuestionSearch, timeZone },
    {
      title: 'Question',
      fileName: 'question',
      filterValue,
      columns: [
        { header: 'Section', width: 18, value: (r: Question) => r.sectionName },
        { header: 'Sequence', width: 10, type: 'number', value: (r) => r.sequence },
        { header: 'Question', width: 48, value: (r) => r.questionText },
        { header: 'Answer Type', width: 14, value: (r) => r.questionAnswerTypeCode },
        {
          header: 'Answer Items',
          width: 30,
          value: (r) => r.answerItems.map((i) => i.itemName).join('; '),
        },
        { header: 'Mandatory', width: 10, value: (r) => yesNo(r.isMandatory) },
        { header: 'Notes', width: 8, value: (r) => yesNo(r.isNotes) },
        { header: 'Notes Mandatory', width: 10, value: (r) => yesNo(r.isNotesMandatory) },
        { header: 'Status', width: 10, value: (r) => status(r.isEnabled) },
        ...audit<Question>(),
      ],
      page: async (body) => {
        const list = await searchQuestions(db, body);
        return { rows: list.questions, total: list.total };
      },
    },
  );
};
