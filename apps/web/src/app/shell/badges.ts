/** Badge cap of spec 1 section 9. */
export const BADGE_CAP = 99;

/** The text of a count badge: hidden (null) at 0, '99+' above 99. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** The Dashboard menu item's badge: as badgeText, and never for campaign roles. */
export function dashboardBadgeText(count: number, role: string): string | null {
  return role.includes('campaign') ? null : badgeText(count);
}

/** The notification bell is hidden for roles whose code contains 'campaign' or 'konten'. */
export function isBellVisible(role: string): boolean {
  return !role.includes('campaign') && !role.includes('konten');
}
