export interface ResultNotice {
  type: 'success' | 'error';
  title: 'Success' | 'Failed';
  description: string;
  /** Seconds; 0 means the notification stays until the user closes it. */
  duration: number;
}

/** Spec 1 section 8: 'Success' when acknowledge equals 1, else 'Failed'; failures never auto-close. */
export function resultNotice(reply: { acknowledge: number; message: string }): ResultNotice {
  return reply.acknowledge === 1
    ? { type: 'success', title: 'Success', description: reply.message, duration: 3 }
    : { type: 'error', title: 'Failed', description: reply.message, duration: 0 };
}
