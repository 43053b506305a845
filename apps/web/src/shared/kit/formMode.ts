/** The four sub-views of a master screen (spec 1 section 2: create, edit/{id}, view/{id}, copy/{id}). */
export type FormMode = 'create' | 'edit' | 'view' | 'copy';

const WITH_ID: readonly FormMode[] = ['edit', 'view', 'copy'];

/** '/cluster/edit/5' → edit; '/cluster/create' → create. One route module serves all four. */
export function formModeOf(pathname: string): FormMode {
  const parts = pathname.split('/').filter(Boolean);
  const candidate = parts[parts.length - 2] as FormMode | undefined;
  return candidate && WITH_ID.includes(candidate) ? candidate : 'create';
}

/** A record id from the route; undefined when it is not a positive integer. */
export function recordIdOf(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
