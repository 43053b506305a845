import { HEAD_OFFICE } from '@dealer/contracts/content';
import { useSession } from '../../shared/session/sessionStore';

/**
 * The caller's content scope as the screens need it (the server decides again): head office
 * (pickontenho as the role or an additional role, superadmin) picks any branch or 'Head Office';
 * a branch user is tied to the first branch of their list.
 */
export function useContentScope(): { headOffice: boolean; ownBranch: string } {
  const session = useSession();
  const headOffice =
    session?.role === 'superadmin' ||
    session?.role === 'pickontenho' ||
    (session?.additionalRoles ?? []).includes('pickontenho');
  return { headOffice, ownBranch: session?.userAreas[0]?.branchCode ?? '' };
}

export { HEAD_OFFICE };
