/**
 * branchPICName holds the branch head and the service head joined by a semicolon
 * (spec 1 section 3); the form shows them as two inputs.
 */
export interface PicNames {
  head: string;
  serviceHead: string;
}

export function splitPic(value: string | null | undefined): PicNames {
  const [head = '', ...rest] = (value ?? '').split(';');
  return { head: head.trim(), serviceHead: rest.join(';').trim() };
}

export function joinPic({ head, serviceHead }: PicNames): string {
  const parts = [head.trim(), serviceHead.trim()];
  return parts[1] ? parts.join(';') : parts[0]!;
}
